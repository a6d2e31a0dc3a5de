package serbench.hostile;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.cli.Main;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A plain JMH command line through the jar records itself under {@code results/} (or {@code -Dserbench.results}); a
 * place that cannot take a run is one line, exit 3, and advice that command line can follow (the property, not
 * {@code run}'s {@code --results-dir}), before any benchmark runs.
 */
class ResultsDirectoryTest {

    @Test
    void anUnusableResultsDirectoryIsOneLineAndExitThree(@TempDir Path dir) throws IOException {
        Map<String, Path> places = new LinkedHashMap<>();
        places.put("a file", Files.writeString(dir.resolve("file"), "x"));
        places.put("a dangling link", Files.createSymbolicLink(dir.resolve("dangling"), dir.resolve("nowhere/deeper")));
        Path loop = dir.resolve("loop");
        Files.createSymbolicLink(loop, loop);
        places.put("a link loop", loop);
        places.put("/dev/null", Path.of("/dev/null"));
        Path readOnly = Files.createDirectory(dir.resolve("read-only"));
        readOnly.toFile().setWritable(false);
        if (!Files.isWritable(readOnly)) { // root can write anyway
            places.put("a read-only directory", readOnly);
        }
        for (Map.Entry<String, Path> p : places.entrySet()) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            int code = Main.recordedJmhRun(new String[]{"CalibrationBench", "-f", "0", "-wi", "0", "-i", "1"},
                    p.getValue(), new PrintStream(out, true, StandardCharsets.UTF_8),
                    new PrintStream(err, true, StandardCharsets.UTF_8));
            String e = err.toString(StandardCharsets.UTF_8);
            assertEquals(3, code, p.getKey() + ": " + e + out);
            assertEquals(1, e.lines().count(), p.getKey() + ": " + e);
            assertTrue(e.contains("-Dserbench.results=DIR") && !e.contains("--results-dir"), p.getKey() + ": " + e);
            assertFalse(e.contains("Exception in thread") || e.contains("\tat "), e);
        }
        readOnly.toFile().setWritable(true);
    }
}
