package serbench.hostile;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.cli.CommandResult;
import serbench.cli.args.ExitCode;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code survey} with arguments that select nothing, that JMH cannot parse, that ask for a listing or for no fork,
 * or with a param its benchmarks do not take: one line, exit 2 (a payload it cannot read: exit 3), before any fork
 * and before any run directory is written.
 */
class SurveyArgumentsTest {

    @TempDir
    Path results;

    @Test
    void argumentsThatCannotMakeASurveyAreRefusedBeforeAnything() throws IOException {
        // the short run length only bounds the damage if a case were not refused
        List<String> safety = List.of("-wi", "0", "-i", "1", "-r", "10ms");
        String[][] cases = {{"-e", ".*"}, {"NoSuchBenchmarkAnywhere"}, {"-rf"}, {"-rf", "json"},
                {"\u2013f", "1"}, {"-f", "0"}, {"-l"}, {"-lp"}, {"-p", "format=jsno"}, {"-p", "model=mediacontnet"}};
        String before = System.getProperty("serbench.results");
        System.setProperty("serbench.results", results.toString());
        try {
            for (String[] c : cases) {
                List<String> args = new ArrayList<>(List.of("survey"));
                args.addAll(List.of(c));
                if (!c[0].equals("-f") && !c[0].equals("-rf")) {
                    args.addAll(safety);
                    args.addAll(List.of("-f", "1"));
                }
                CommandResult r = CommandResult.run(args.toArray(new String[0]));
                assertEquals(ExitCode.BAD_ARGUMENTS, r.code(), String.join(" ", c) + ": " + r.err());
                assertEquals(1, r.err().lines().count(), String.join(" ", c) + ": " + r.err());
                try (Stream<Path> written = Files.list(results)) {
                    assertEquals(0, written.count(), String.join(" ", c) + ": a run directory was written");
                }
            }
            CommandResult zero = CommandResult.run("survey", "-p", "input=file:/dev/zero", "-f", "1", "-wi", "0",
                    "-i", "1", "-r", "10ms");
            assertTrue(zero.code() == ExitCode.BAD_INPUT || zero.code() == ExitCode.BAD_ARGUMENTS, zero.err());
            assertEquals(1, zero.err().lines().count(), zero.err());
        } finally {
            if (before == null) {
                System.clearProperty("serbench.results");
            } else {
                System.setProperty("serbench.results", before);
            }
        }
    }
}
