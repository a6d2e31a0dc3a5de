package serbench.hostile;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.cli.CommandResult;
import serbench.results.ResultFile;
import serbench.results.Run;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code compare} at 2 x 10^4 rows per side, every row in both files: linear in the rows and without a copy of the
 * settings per row. The bound is on this thread's CPU time, not the wall clock, so a loaded machine does not make it
 * flaky: the search for the "forks needed" columns that asked two t quantiles per bisection step took about 0.85 ms of
 * CPU per row here (85 s at 10^5 rows, 17 s at this size); it now takes about 0.25 ms (25 s at 10^5 rows, measured
 * with java -jar target/benchmarks.jar compare on two generated 60 MB files).
 */
class CompareScaleTest {

    /** Seed of the generated values; fixed so a failure can be replayed. */
    static final long SEED = 100_000L;

    private static final int ROWS = 20_000;

    /** Far above what linear work takes, below what the per-row quantile searches took. */
    private static final long CPU_BOUND_SECONDS = 12;

    @TempDir
    Path dir;

    @Test
    void twentyThousandRowsPerSideCompareInBoundedCpuTime() {
        Path[] files = JmhFiles.rowPerInput(dir, ROWS, new Random(SEED), i -> 100);
        Path fa = files[0];
        Path fb = files[1];

        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long start = threads.getCurrentThreadCpuTime();
        CommandResult r = CommandResult.run("compare", fa.toString(), fb.toString());
        long seconds = (threads.getCurrentThreadCpuTime() - start) / 1_000_000_000L;

        assertEquals(0, r.code(), r.err());
        long rows = r.out().lines().filter(l -> l.startsWith("Scale")).count();
        assertEquals(ROWS, rows, "one line per row");
        assertTrue(seconds < CPU_BOUND_SECONDS, "compare at " + ROWS + " rows took " + seconds + " s of CPU");
    }

    @Test
    void settingsRepeatedInEveryEntryAreKeptOnce() {
        Random random = new Random(SEED);
        ObjectNode[] entries = new ObjectNode[100];
        for (int i = 0; i < entries.length; i++) {
            entries[i] = JmhFiles.entry("serbench.bench.ScaleBench.m", "avgt", Map.of("input", String.valueOf(i % 7)),
                    JmhFiles.values(random, 3, 100));
        }
        List<Run> runs = ResultFile.read(JmhFiles.write(dir.resolve("r.json"), entries)).runs();
        for (Run r : runs) {
            assertSame(runs.get(0).config(), r.config());
            assertSame(runs.get(0).benchmark(), r.benchmark());
            assertSame(runs.get(0).params().keySet().iterator().next(), r.params().keySet().iterator().next());
        }
        assertSame(runs.get(0).params().get("input"), runs.get(7).params().get("input"));
    }
}
