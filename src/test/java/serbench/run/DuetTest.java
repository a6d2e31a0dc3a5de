package serbench.run;

import serbench.cli.RunCommand;
import serbench.io.HarnessJson;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * {@code run --duet}: a process started from a pinned thread runs on that CPU only; the two profiles swap CPUs every
 * round; a real duet run of {@link ProbeBenchmark} records both profiles, every fork with
 * {@code -XX:ActiveProcessorCount} at the machine's count, and says in its manifest that it ran as a duet; and a duet
 * of other than two profiles is a usage error.
 */
class DuetTest {

    @TempDir
    Path dir;

    @BeforeAll
    static void ignoreOtherJmhRuns() {
        System.setProperty("jmh.ignoreLock", "true");
    }

    private static boolean duetPossible() {
        return Runtime.getRuntime().availableProcessors() >= 2 && Files.isDirectory(Path.of("/proc/thread-self"))
                && Stream.of(System.getenv("PATH").split(":")).anyMatch(d -> Files.isExecutable(Path.of(d, "taskset")));
    }

    @Test
    void theProfilesSwapCpusEveryRound() {
        for (int round = 1; round <= 4; round++) {
            assertEquals(1, Duet.cpu(0, round) + Duet.cpu(1, round), "one profile on each CPU");
            assertEquals(Duet.cpu(0, round), Duet.cpu(1, round + 1), "swapped in the next round");
        }
    }

    @Test
    void aProcessStartedFromAPinnedThreadRunsOnItsCpu() throws Exception {
        assumeTrue(duetPossible(), "needs Linux, two CPUs and taskset");
        for (int cpu = 0; cpu < 2; cpu++) {
            int c = cpu;
            String status = Duet.both(() -> read(), c, () -> "", 1 - c).get(0).result();
            assertTrue(status.lines().anyMatch(l -> l.matches("Cpus_allowed_list:\\s+" + c)), status);
        }
    }

    private static String read() throws Exception {
        Process p = new ProcessBuilder("cat", "/proc/self/status").start();
        String s = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        p.waitFor();
        return s;
    }

    @Test
    void aDuetRunRecordsBothProfilesAsADuet() throws Exception {
        assumeTrue(duetPossible(), "needs Linux, two CPUs and taskset");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = RunCommand.run(new String[]{"--profiles", "c1-only,default", "--duet", "-f", "2", "-wi", "0", "-i",
                        "1", "-r", "50ms", ProbeBenchmark.class.getName()},
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                dir);
        String log = out.toString(StandardCharsets.UTF_8) + err.toString(StandardCharsets.UTF_8);
        assertEquals(0, code, log);
        Path run;
        try (Stream<Path> s = Files.list(dir.resolve("results"))) {
            run = s.findFirst().orElseThrow();
        }
        for (String profile : List.of("c1-only", "default")) {
            JsonNode entry = HarnessJson.MAPPER.readTree(run.resolve(profile + ".json").toFile()).get(0);
            assertEquals(2, entry.get("primaryMetric").get("rawData").size(), profile + ": " + log);
            assertTrue(entry.get("jvmArgs").toString().contains("-XX:ActiveProcessorCount="
                    + Runtime.getRuntime().availableProcessors()), entry.get("jvmArgs").toString());
        }
        JsonNode m = HarnessJson.MAPPER.readTree(run.resolve(Manifest.FILE).toFile());
        assertTrue(m.get("schedule").asText().startsWith("duet:"), m.get("schedule").asText());
        assertTrue(log.contains("profiles at once (duet)"), log);
    }

    @Test
    void aDuetNeedsTwoProfiles() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8);
        int code = serbench.cli.Main.run(new String[]{"run", "--profiles", "default", "--duet", "-f", "1",
                ProbeBenchmark.class.getName()}, new PrintStream(new ByteArrayOutputStream()), e);
        assertEquals(2, code, err.toString(StandardCharsets.UTF_8));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("a duet runs two profiles at once; give exactly two"),
                err.toString(StandardCharsets.UTF_8));
    }
}
