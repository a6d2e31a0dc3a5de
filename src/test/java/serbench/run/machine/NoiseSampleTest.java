package serbench.run.machine;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.results.RunRecord;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class NoiseSampleTest {

    @TempDir
    Path dir;

    @Test
    void readsProcStatAndComputesSharesOverTheFork() throws Exception {
        // user nice system idle iowait irq softirq steal
        Path before = Files.writeString(dir.resolve("a"), "cpu  1000 0 200 5000 100 0 0 50 0 0\ncpu0 1 2 3\n");
        Path after = Files.writeString(dir.resolve("b"), "cpu  1600 0 300 5200 100 0 0 150 0 0\ncpu0 1 2 3\n");
        NoiseSample.Counters a = NoiseSample.read(before);
        NoiseSample.Counters b = NoiseSample.read(after);
        assertEquals(6350, a.total());
        // over the fork: 1000 jiffies (600 user, 100 system, 200 idle, 100 steal)
        NoiseSample s = NoiseSample.between(a, b, 1.5, 2);
        assertEquals(10, s.stealPercent(), 1e-9);
        assertEquals(80, s.busyPercent(), 1e-9);
        assertTrue(s.loaded(), "10% stolen");
        assertFalse(NoiseSample.between(a, b, 1.5, 2).load1() > 2);
        assertNull(NoiseSample.between(b, a, 1, 2), "no time passed");
        assertNull(NoiseSample.read(dir.resolve("missing")));
    }

    @Test
    void loadAboveTheCoresIsLoaded() {
        assertTrue(new NoiseSample(3.1, 0, 90, 2).loaded());
        assertFalse(new NoiseSample(1.9, 1, 60, 2).loaded());
    }

    @Test
    void summaryCountsLoadedForks() {
        RunRecord.NoiseSummary s = NoiseSample.summary(List.of(new NoiseSample(3, 0, 90, 2),
                new NoiseSample(1, 0, 50, 2), new NoiseSample(1.5, 0, 55, 2)));
        assertEquals(3, s.forksSampled());
        assertEquals(1L, s.loadedForks());
        assertEquals(1.5, s.medianLoad1());
        assertEquals(3.0, s.maxLoad1());
    }

    @Test
    void readsThisMachineWhenItIsLinux() {
        NoiseSample.Counters c = NoiseSample.read();
        if (Files.isReadable(Path.of("/proc/stat"))) {
            assertTrue(c != null && c.total() > 0);
        } else {
            assertNull(c);
        }
    }
}
