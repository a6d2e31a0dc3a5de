package serbench.hostile;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.cli.CommandResult;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code calibration --format md} shows names literally: a result file named with HTML and markdown, and a benchmark
 * whose name and params carry them, come out escaped (no raw tag, no extra table cell), as every other markdown view
 * writes them.
 */
class CalibrationMarkdownTest {

    @Test
    void namesWithHtmlAndMarkdownAreEscaped(@TempDir Path dir) {
        Random random = new Random(7);
        String bench = "serbench.bench.X<img src=x onerror=alert(1)>Bench.m|cell";
        Map<String, String> params = Map.of("steps", "<b>1</b>|2");
        Path a = JmhFiles.write(dir.resolve("<script>a</script>.json"),
                JmhFiles.entry(bench, "avgt", params, JmhFiles.values(random, 3, 100)));
        Path b = JmhFiles.write(dir.resolve("b|[x](http:e).json"),
                JmhFiles.entry(bench, "avgt", params, JmhFiles.values(random, 3, 105)));
        CommandResult r = CommandResult.run("calibration", "--format", "md", "--effect-rows", "XBench",
                "--aa", a.toString(), b.toString(), "--known", a.toString(), b.toString(), "1.05");
        assertEquals(0, r.code(), r.err());
        assertFalse(r.out().contains("<script>") || r.out().contains("<img") || r.out().contains("<b>"), r.out());
        assertTrue(r.out().contains("&lt;script&gt;"), r.out());
        for (String line : r.out().lines().filter(l -> l.startsWith("|")).toList()) {
            long cells = line.replace("\\|", "").chars().filter(c -> c == '|').count();
            assertEquals(r.out().lines().filter(l -> l.startsWith("|")).findFirst().orElseThrow()
                    .replace("\\|", "").chars().filter(c -> c == '|').count(), cells, "one cell per column: " + line);
        }
    }
}
