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
        // pid (comm with ") " in it) state ppid ... utime stime cutime cstime (fields 14-17)
        Path selfBefore = Files.writeString(dir.resolve("sa"),
                "42 (java (x) y) S 1 42 42 0 -1 4194560 100 0 0 0 100 20 300 40 20 0 30\n");
        Path selfAfter = Files.writeString(dir.resolve("sb"),
                "42 (java (x) y) S 1 42 42 0 -1 4194560 100 0 0 0 150 30 800 120 20 0 30\n");
        NoiseSample.Counters a = NoiseSample.read(before, selfBefore);
        NoiseSample.Counters b = NoiseSample.read(after, selfAfter);
        assertEquals(6350, a.total());
        assertEquals(460, a.own());
        // over the fork: 1000 jiffies (600 user, 100 system, 200 idle, 100 steal); this process and its forks 640
        NoiseSample s = NoiseSample.between(a, b, 1.5, 2);
        assertEquals(10, s.stealPercent(), 1e-9);
        assertEquals(80, s.busyPercent(), 1e-9);
        assertEquals(16, s.otherPercent(), 1e-9);
        assertTrue(s.loaded(), "10% stolen");
        assertFalse(NoiseSample.between(a, b, 1.5, 2).load1() > 2);
        assertNull(NoiseSample.between(b, a, 1, 2), "no time passed");
        assertNull(NoiseSample.read(dir.resolve("missing"), selfBefore));
        assertEquals(-1, NoiseSample.read(before, dir.resolve("missing")).own(), "own time unknown");
        assertTrue(Double.isNaN(NoiseSample.between(NoiseSample.read(before, dir.resolve("missing")), b, 1, 2)
                .otherPercent()));
    }

    @Test
    void otherProcessesLoadAForkAndItsOwnThreadsDoNot() {
        assertTrue(new NoiseSample(1.2, 0, 90, 11, 2).loaded(), "others took 11% of the CPU");
        assertFalse(new NoiseSample(3.5, 0, 100, 2, 2).loaded(),
                "a load average above the cores from the fork's own threads (an HTTP server and client)");
        assertTrue(new NoiseSample(1, 6, 60, 0, 2).loaded(), "6% stolen");
    }

    @Test
    void withoutItsOwnTimeTheLoadAverageAboveTheCoresDecides() {
        assertTrue(new NoiseSample(3.1, 0, 90, Double.NaN, 2).loaded());
        assertFalse(new NoiseSample(1.9, 1, 60, Double.NaN, 2).loaded());
    }

    @Test
    void summaryCountsLoadedForks() {
        RunRecord.NoiseSummary s = NoiseSample.summary(List.of(new NoiseSample(3, 0, 90, 20, 2),
                new NoiseSample(1, 0, 50, 1, 2), new NoiseSample(1.5, 0, 55, 3, 2)));
        assertEquals(3, s.forksSampled());
        assertEquals(1L, s.loadedForks());
        assertEquals(1.5, s.medianLoad1());
        assertEquals(3.0, s.maxLoad1());
        assertEquals(8.0, s.meanOtherPercent());
    }

    @Test
    void readsThisMachineWhenItIsLinux() {
        NoiseSample.Counters c = NoiseSample.read();
        if (Files.isReadable(Path.of("/proc/stat"))) {
            assertTrue(c != null && c.total() > 0);
            assertTrue(c.own() >= 0, "this process's CPU time from /proc/self/stat");
        } else {
            assertNull(c);
        }
    }
}
