package serbench.profile;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.runner.format.OutputFormat;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.VerboseMode;
import serbench.format.Jackson;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Really runs JMH, on {@link ProbeBenchmark} with one 50 ms iteration per fork: the only slow tests of the
 * package (a few seconds, one JVM start per fork).
 */
class RunCommandJmhTest {

    private static final String BENCH = ProbeBenchmark.class.getName();
    private static final List<String> TINY = List.of("-wi", "0", "-i", "1", "-r", "50ms", BENCH);

    @TempDir
    Path dir;

    @BeforeAll
    static void ignoreOtherJmhRuns() {
        // other builds on this machine may hold JMH's lock; these runs are too short to disturb them
        System.setProperty("jmh.ignoreLock", "true");
    }

    private static List<String> args(String... first) {
        List<String> a = new ArrayList<>(List.of(first));
        a.addAll(TINY);
        return a;
    }

    private static Path onlyRunDir(Path results) throws IOException {
        try (Stream<Path> s = Files.list(results)) {
            List<Path> dirs = s.toList();
            assertEquals(1, dirs.size(), dirs.toString());
            return dirs.get(0);
        }
    }

    @Test
    void recordsOneMergedFilePerProfileAndTheManifest() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = RunCommand.run(args("--profiles", "c1-only,default", "--label", "t", "-f", "2")
                .toArray(new String[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), dir);
        String log = out.toString(StandardCharsets.UTF_8) + err.toString(StandardCharsets.UTF_8);
        assertEquals(0, code, log);
        Path run = onlyRunDir(dir.resolve("results"));
        assertTrue(run.getFileName().toString().endsWith("-t"), run.toString());

        JsonNode c1 = Jackson.JSON.readTree(run.resolve("c1-only.json").toFile());
        assertEquals(1, c1.size());
        JsonNode entry = c1.get(0);
        assertEquals(BENCH + ".allocate", entry.get("benchmark").asText());
        assertEquals(2, entry.get("forks").asInt());
        assertEquals(2, entry.get("primaryMetric").get("rawData").size());
        assertTrue(entry.get("jvmArgs").toString().contains("-XX:TieredStopAtLevel=1"), entry.get("jvmArgs").toString());
        assertTrue(entry.get("secondaryMetrics").has("gc.alloc.rate.norm"));
        assertEquals(2, entry.get("secondaryMetrics").get("gc.alloc.rate.norm").get("rawData").size());
        JsonNode def = Jackson.JSON.readTree(run.resolve("default.json").toFile()).get(0);
        assertFalse(def.get("jvmArgs").toString().contains("TieredStopAtLevel"));
        try (Stream<Path> rounds = Files.list(run.resolve("rounds"))) {
            assertEquals(4, rounds.filter(f -> f.getFileName().toString().contains("-fork")).count());
        }
        assertTrue(Jackson.JSON.readTree(run.resolve("rounds/manifest.json").toFile()).get("manifest").asText()
                .startsWith("../manifest.json"), "rounds/ says where its files' record is");

        JsonNode m = Jackson.JSON.readTree(run.resolve(Manifest.FILE).toFile());
        for (String field : List.of("status", "startTime", "endTime", "arguments", "commandLine", "jmhArguments",
                "benchmarks", "forksPerProfile", "alternation", "completedProfiles", "profiles", "jdkVersions",
                "cpu", "memory", "os", "hostJvm", "git", "libraries", "warnings")) {
            assertTrue(m.has(field), field + " missing in " + m);
        }
        assertEquals("finished", m.get("status").asText());
        assertEquals("[\"c1-only\",\"default\"]", m.get("completedProfiles").toString());
        assertEquals("1.37", m.get("libraries").get("jmh-core").asText());
        assertTrue(m.get("libraries").get("protobuf-java").asText().matches("\\d+\\.\\d+\\.\\d+.*"));
        assertEquals(0, m.get("warnings").size(), m.get("warnings").toString());
        JsonNode p0 = m.get("profiles").get(0);
        assertEquals("c1-only", p0.get("name").asText());
        assertEquals("[\"-XX:TieredStopAtLevel=1\"]", p0.get("flags").toString());
        assertEquals(2, p0.get("forksCompleted").asInt());
        assertTrue(p0.get("javaVersionText").asText().contains(System.getProperty("java.version")));
        assertTrue(p0.get("jvm").asText().endsWith("java"));
    }

    @Test
    void interruptedRunKeepsTheFinishedForksAndSaysSo() throws Exception {
        RunCommand.Request req = RunCommand.parse(args("--profiles", "default,parallel-gc", "-f", "2"), dir);
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        RunSession session = RunCommand.prepare(req, new String[]{"test"}, dir,
                new PrintStream(err, true, StandardCharsets.UTF_8));
        OutputFormat quiet = OutputFormatFactory.createFormatInstance(
                new PrintStream(new ByteArrayOutputStream()), VerboseMode.SILENT);
        session.execute((run, round, file) -> {
            if (round == 1 && run.profile.name().equals("default")) {
                return RunCommand.fork(req.jmh(), run, quiet);
            }
            session.close("interrupted"); // as the shutdown hook does on Ctrl-C
            return List.of();
        });
        Path run = session.dir();
        JsonNode m = Jackson.JSON.readTree(run.resolve(Manifest.FILE).toFile());
        assertEquals("interrupted", m.get("status").asText());
        assertEquals("[]", m.get("completedProfiles").toString());
        assertEquals("interrupted", m.get("profiles").get(0).get("status").asText());
        assertEquals(1, m.get("profiles").get(0).get("forksCompleted").asInt());
        assertEquals("default.json", m.get("profiles").get(0).get("resultFile").asText());
        assertEquals(0, m.get("profiles").get(1).get("forksCompleted").asInt());
        assertEquals(1, Jackson.JSON.readTree(run.resolve("default.json").toFile()).get(0).get("forks").asInt());
        assertFalse(Files.exists(run.resolve("parallel-gc.json")));

        // a result file without the profile's flags is reported, not silently accepted
        ProfileRun wrong = new ProfileRun(ProfileCheck.of(Profiles.builtIn().get("parallel-gc")));
        wrong.resultFile = run.resolve("default.json");
        session.verifyFlags(wrong);
        assertEquals(1, wrong.warnings.size());
        assertTrue(wrong.warnings.get(0).contains("ran without [-XX:+UseParallelGC]"), wrong.warnings.get(0));
    }
}
