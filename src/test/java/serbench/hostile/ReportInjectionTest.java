package serbench.hostile;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.cli.CommandResult;
import serbench.text.Escape;

import java.nio.file.Path;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Markdown, HTML and terminal control sequences hidden in the names, params and JVM fields of result files (and in
 * the files' own names) must come out of {@code compare} and {@code claims} as inert text: markdown tables keep
 * their shape and emit no heading, image, link or raw HTML; text output carries no control character.
 */
class ReportInjectionTest {

    /** Seed of the generated names; fixed so a failure can be replayed. */
    static final long SEED = 1919L;

    /** Pieces an attacker puts into a field. */
    private static final String[] PIECES = {"\n# Pwned\n", "|", "| --- |", "\r\n\n|x|y|\n", "![img](http://evil/x.png)",
            "[link](http://evil)", "<script>alert(1)</script>", "<img src=x onerror=alert(1)>", "`code`", "**bold**",
            "\u001b[2J\u001b[H", "\u001b]0;title\u0007", "\u009b31m", "\u202eevil", "\u2028", "\\", "&lt;", "~~x~~",
            "$x$", "\t", "\u0000", "\u007f"};

    @TempDir
    Path dir;

    private final Random random = new Random(SEED);

    private String hostile(String plain) {
        StringBuilder sb = new StringBuilder(plain);
        for (int i = 0; i < 3; i++) {
            sb.insert(random.nextInt(sb.length() + 1), PIECES[random.nextInt(PIECES.length)]);
        }
        return sb.toString();
    }

    private Path file(String name, double mean, String benchmark, Map<String, String> params) {
        ObjectNode e = JmhFiles.entry(benchmark, "avgt", params, JmhFiles.values(random, 5, mean));
        e.put("jdkVersion", hostile("17.0.15")).put("vmName", hostile("OpenJDK")).put("jvm", hostile("/usr/bin/java"));
        e.putArray("jvmArgs").add(hostile("-Xmx1g"));
        return JmhFiles.write(dir.resolve(name).resolve("default.json"), e);
    }

    @Test
    void compareAndClaimsOutputStaysInert() {
        for (int i = 0; i < 25; i++) {
            String bench = "serbench.bench." + hostile("GatewayBench") + ".handle";
            Map<String, String> params = Map.of(hostile("backend"), hostile("protobuf"));
            Path base = file(fileName(hostile("base" + i)), 100, bench, params);
            Path other = file("other" + i, 120, bench, params);
            for (String format : new String[]{"md", "text"}) {
                CommandResult r = Hostile.bounded(() -> CommandResult.run("compare", "--format", format, base.toString(),
                        other.toString()));
                assertEquals(0, r.code(), r.err());
                check(format, r.out());
            }
            if (i % 5 != 0) {
                continue; // claims recomputes every size table: a few of its runs suffice
            }
            Path claims = dir.resolve("claims" + i);
            JmhFiles.write(claims.resolve(fileName(hostile("default")) + ".json"), claimsEntry("protobuf"), claimsEntry("xml"));
            JmhFiles.write(claims.resolve("default.json"), claimsEntry("protobuf"), claimsEntry("xml"));
            for (String format : new String[]{"md", "text"}) {
                CommandResult r = Hostile.bounded(() -> CommandResult.run("claims", "--format", format, claims.toString()));
                assertEquals(0, r.code(), r.err());
                check(format, r.out());
                assertNoControls(r.err());
            }
        }
    }

    private ObjectNode claimsEntry(String backend) {
        ObjectNode e = JmhFiles.entry("serbench.bench.GatewayBench.handle", "avgt", Map.of("backend", backend),
                JmhFiles.values(random, 5, backend.equals("xml") ? 300 : 100));
        e.put("jdkVersion", hostile("17.0.15"));
        return e;
    }

    /** A name the file system takes: no '/' and no NUL, everything else kept. */
    private static String fileName(String s) {
        return s.replace('/', '_').replace('\0', '_');
    }

    private static void check(String format, String out) {
        assertNoControls(out);
        if (format.equals("md")) {
            int columns = -1;
            for (String line : out.split("\n")) {
                String unescaped = line.replace("\\\\", "").replace("\\[", "").replace("\\`", "");
                assertFalse(unescaped.contains("<"), "raw HTML: " + line);
                assertFalse(unescaped.contains("["), "a link or image: " + line);
                assertFalse(unescaped.contains("`"), "a code span: " + line);
                if (line.startsWith("#")) {
                    assertTrue(line.equals("## JMH comparison") || line.startsWith("### "), "a heading: " + line);
                }
                if (line.startsWith("|")) {
                    int cells = line.replace("\\\\", "").replace("\\|", "").split("\\|", -1).length;
                    if (columns < 0 || line.startsWith("| benchmark") || line.startsWith("| setting")
                            || line.startsWith("| claim") || line.startsWith("| file")) {
                        columns = cells;
                    }
                    assertEquals(columns, cells, "a table row changed shape: " + line);
                } else {
                    columns = -1;
                }
            }
        }
    }

    private static void assertNoControls(String out) {
        for (int i = 0; i < out.length(); i++) {
            char c = out.charAt(i);
            assertFalse(c != '\n' && Escape.unsafe(c), "control character U+" + Integer.toHexString(c)
                    + " near: " + Hostile.abbreviate(out.substring(Math.max(0, i - 40), Math.min(out.length(), i + 40))));
        }
    }
}
