package serbench.hostile;

import serbench.cli.args.ExitCode;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.cli.CommandResult;
import serbench.io.HarnessJson;
import serbench.run.RunSessions;
import serbench.run.RunSessions.Outcome;
import serbench.results.ResultFile;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code run} when writing its results goes wrong: a disk that fills up part way (a simulated disk with a fixed
 * capacity, never a real full disk), a directory it cannot write, Ctrl-C at the first moment, a fork interrupted
 * mid-way. The run must stop with one line, keep every complete round file, leave a manifest that says what
 * happened, and leave no temporary, empty or truncated file behind.
 */
class RunWritingTest {

    /** Seed of the capacities and interruption points tried; fixed so a failure can be replayed. */
    static final long SEED = 20261122L;

    @TempDir
    Path dir;

    @Test
    void diskFullPartWayKeepsTheCompleteRoundsAndSaysSo() throws Exception {
        int round = RunSessions.roundFileBytes(dir);
        // the smallest disk on which the first round file fits and the second does not
        Outcome o = null;
        for (int k = 0; k < 400 && o == null; k++) {
            long capacity = RunSessions.reserveBytes() + (long) k * round / 4;
            Outcome tried = Hostile.bounded(() -> RunSessions.record(dir.resolve("results" + capacity), 4, capacity,
                    (r, i) -> { }));
            if (tried.failure() != null && tried.failure().contains("rounds/default-fork2.json")) {
                o = tried;
            }
        }
        assertNotNull(o, "no capacity made the second round file fail");
        assertTrue(o.failure().startsWith("disk full while writing rounds/default-fork2.json; kept 1 complete round file(s)"),
                o.failure());
        assertTrue(o.failure().contains("free some space"), o.failure());
        assertEquals(1, o.failure().lines().count());
        JsonNode m = manifest(o.dir());
        assertEquals("disk-full", m.get("status").asText());
        assertTrue(m.get("writeFailure").asText().startsWith("disk full while writing rounds/default-fork2.json"),
                m.toString());
        JsonNode p = m.get("profiles").get(0);
        assertEquals(1, p.get("forksCompleted").asInt());
        assertEquals("[\"rounds/default-fork1.json\"]", p.get("roundFiles").toString());
        assertFalse(m.get("endTime").isNull());
        assertEquals(1, ResultFile.read(o.dir().resolve("rounds/default-fork1.json")).runs().get(0).primary().forks().size());
        assertCleanDirectory(o.dir());
    }

    @Test
    void diskFullAtAnyPointNeverLeavesHalfFiles() throws Exception {
        int round = RunSessions.roundFileBytes(dir);
        Random random = new Random(SEED);
        // every failure point: capacities from nothing to enough for the whole run, in steps under a round file
        for (int i = 0; i < 48; i++) {
            long capacity = RunSessions.reserveBytes() + (long) i * round / 4 + random.nextInt(round / 4 + 1);
            Path results = dir.resolve("results" + i);
            Outcome o = Hostile.bounded(() -> RunSessions.record(results, 3, capacity, (r, x) -> { }));
            String what = "capacity " + capacity + ": " + o.failure();
            if (o.failure() == null) {
                assertEquals("finished", manifest(o.dir()).get("status").asText(), what);
            } else if (Files.exists(o.dir())) {
                assertTrue(o.failure().startsWith("disk full"), what);
                assertEquals("disk-full", manifest(o.dir()).get("status").asText(), what);
                assertCleanDirectory(o.dir());
            } else {
                assertTrue(o.failure().startsWith("cannot write in the run directory"), what);
                assertTrue(o.failure().contains("(disk full); free some space"), what);
            }
        }
    }

    @Test
    void noRoomAtAllStopsBeforeAnyForkAndRemovesTheDirectory() throws Exception {
        Outcome o = Hostile.bounded(() -> RunSessions.record(dir.resolve("results"), 2, 1000, (r, i) -> {
            if (r > 0) {
                throw new AssertionError("no fork may start when nothing can be written");
            }
        }));
        assertTrue(o.failure().startsWith("cannot write in the run directory"), o.failure());
        assertTrue(o.failure().endsWith("(disk full); free some space and run again"), o.failure());
        assertFalse(Files.exists(o.dir()), "the empty run directory is removed");
    }

    @Test
    void anUnwritableResultsDirectoryIsOneLineAndExitThree() {
        Path readOnly = Path.of("/proc"); // cannot be written even by root
        if (!Files.isDirectory(readOnly)) {
            return;
        }
        CommandResult r = Hostile.bounded(() -> CommandResult.run("run", "--profiles", "default", "--results-dir",
                readOnly.toString(), "-f", "1", "-wi", "0", "-i", "1", "-r", "50ms", "serbench.run.ProbeBenchmark"));
        assertEquals(ExitCode.BAD_INPUT, r.code(), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().startsWith("serbench run: cannot create a run directory in /proc ("), r.err());
        assertTrue(r.err().contains("choose another with --results-dir DIR"), r.err());
        assertFalse(r.err().contains("\tat "), r.err());
    }

    @Test
    void ctrlCAtTheFirstMomentNeverReportsAFailedWrite() throws Exception {
        Random random = new Random(SEED);
        for (int i = 0; i < 20; i++) {
            long delayNanos = random.nextInt(3_000_000);
            AtomicReference<Thread> hook = new AtomicReference<>();
            AtomicReference<Exception> hookFailure = new AtomicReference<>();
            Path results = dir.resolve("results" + i);
            Outcome o = Hostile.bounded(() -> RunSessions.record(results, 3, Long.MAX_VALUE,
                    (round, interrupt) -> {
                        if (round == 0) { // as the shutdown hook on an early Ctrl-C: races the first writes
                            hook.set(new Thread(() -> {
                                long end = System.nanoTime() + delayNanos;
                                while (System.nanoTime() < end) {
                                    Thread.onSpinWait();
                                }
                                try {
                                    interrupt.now();
                                } catch (Exception e) {
                                    hookFailure.set(e);
                                }
                            }));
                            hook.get().start();
                        }
                    }));
            hook.get().join(Hostile.BOUND.toMillis());
            assertNull(hookFailure.get(), "the interruption could not write: " + hookFailure.get());
            assertFalse(o.err().contains("run stopped"), o.err());
            assertNull(o.failure(), o.failure());
            if (Files.exists(o.dir().resolve("manifest.json"))) {
                String status = manifest(o.dir()).get("status").asText();
                assertTrue(List.of("interrupted", "finished").contains(status), status);
            }
            assertCleanDirectory(o.dir());
        }
    }

    @Test
    void anInterruptedForkLeavesNoRoundFile() throws Exception {
        Outcome o = Hostile.bounded(() -> RunSessions.record(dir.resolve("results"), 3, Long.MAX_VALUE, (round, interrupt) -> {
            if (round == 2) {
                interrupt.now(); // Ctrl-C while the second fork runs: the fork then ends without results
                throw new IllegalStateException("fork killed");
            }
        }));
        assertNull(o.failure());
        JsonNode m = manifest(o.dir());
        assertEquals("interrupted", m.get("status").asText());
        assertEquals("[\"rounds/default-fork1.json\"]", m.get("profiles").get(0).get("roundFiles").toString());
        try (Stream<Path> s = Files.list(o.dir().resolve("rounds"))) {
            assertEquals(List.of("default-fork1.json", "manifest.json"),
                    s.map(f -> f.getFileName().toString()).sorted().toList());
        }
        assertCleanDirectory(o.dir());
    }

    private static JsonNode manifest(Path runDir) throws IOException {
        return HarnessJson.MAPPER.readTree(runDir.resolve("manifest.json").toFile());
    }

    /** No temporary file, no reserve, no empty file; every JSON file parses. */
    private static void assertCleanDirectory(Path runDir) throws IOException {
        if (!Files.exists(runDir)) {
            return;
        }
        try (Stream<Path> s = Files.walk(runDir)) {
            for (Path f : s.filter(Files::isRegularFile).toList()) {
                String name = f.getFileName().toString();
                assertFalse(name.endsWith(".tmp"), "stray temporary file " + f);
                assertFalse(name.startsWith(".space"), "reserve left behind: " + f);
                assertTrue(Files.size(f) > 0, "empty file " + f);
                HarnessJson.MAPPER.readTree(f.toFile()); // whole, not truncated
            }
        }
    }
}
