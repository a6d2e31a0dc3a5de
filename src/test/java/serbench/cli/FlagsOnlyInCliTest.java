package serbench.cli;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The suite's command-line options are named only in {@code cli/} and in the views of {@code render/} that suggest a
 * command: below them a usage error says what is wrong with a value and the command names the option
 * ({@code Cli.forOption}). A string literal naming a {@code --option} anywhere else fails this test.
 */
class FlagsOnlyInCliTest {

    /** String literals that name a double-dash word, and the files allowed one (none of them the suite's options). */
    private static final Pattern FLAG_IN_LITERAL = Pattern.compile("\"[^\"\\n]*(?<![\\w-])--[a-z][a-z-]*[^\"\\n]*\"");
    private static final Set<String> ALLOWED = Set.of(
            "profiles/JvmProbe.java",     // the JVM's own flags (--dry-run), in what a profile's flags do
            "profiles/MachineInfo.java",  // git's arguments
            "format/UserPayloads.java");  // reached by the benchmarks: changes with the next re-record of the evidence

    @Test
    void noOptionIsNamedBelowTheCommandLine() throws IOException {
        Path root = Path.of("src/main/java/serbench");
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                String rel = root.relativize(f).toString().replace('\\', '/');
                if (rel.startsWith("cli/") || rel.startsWith("render/") || ALLOWED.contains(rel)) {
                    continue;
                }
                List<String> lines = Files.readAllLines(f);
                for (int i = 0; i < lines.size(); i++) {
                    String line = lines.get(i).strip();
                    if (line.startsWith("*") || line.startsWith("/*") || line.startsWith("//")) {
                        continue; // comments may say which option a value comes from
                    }
                    Matcher m = FLAG_IN_LITERAL.matcher(line);
                    if (m.find()) {
                        found.add(rel + ":" + (i + 1) + ": " + m.group());
                    }
                }
            }
        }
        assertTrue(found.isEmpty(), "options named outside cli/ and render/: " + found);
    }
}
