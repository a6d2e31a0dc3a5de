package serbench.run;

import serbench.cli.RunCommand;
import serbench.profiles.ProfileCheck;
import serbench.profiles.Profiles;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.runner.format.OutputFormat;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.VerboseMode;
import serbench.io.HarnessJson;
import serbench.sources.SourceFingerprint;
import serbench.run.design.Schedule;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Really runs JMH, on {@link ProbeBenchmark} with one 50 ms iteration per fork: the only slow tests of the
 * package (a few seconds, one JVM start per fork).
 */
@Tag("jmh-forks") // runs JMH forks, which inherit the test JVM's flags: see pom.xml
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
        int code = RunCommand.run(args("--profiles", "c1-only,default", "--label", "t", "-f", "2", "--quiet")
                .toArray(new String[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), dir);
        String log = out.toString(StandardCharsets.UTF_8) + err.toString(StandardCharsets.UTF_8);
        assertEquals(0, code, log);
        Path run = onlyRunDir(dir.resolve("results"));
        assertTrue(run.getFileName().toString().endsWith("-t"), run.toString());

        // --quiet: no JMH output, a progress line per fork, the summary
        String stdout = out.toString(StandardCharsets.UTF_8);
        assertFalse(stdout.contains("Iteration") || stdout.contains("# Warmup") || stdout.contains("# serbench round"), stdout);
        List<String> progress = err.toString(StandardCharsets.UTF_8).lines()
                .filter(l -> l.startsWith("serbench run: round")).toList();
        assertEquals(4, progress.size(), log);
        for (int i = 0; i < 4; i++) {
            String line = progress.get(i);
            assertTrue(line.matches("serbench run: round " + (i / 2 + 1) + "/2, fork " + (i + 1) + "/4 done in \\d+\\.\\ds,"
                    + " elapsed [0-9hms]+, ETA [0-9hms]+; (c1-only|default): ProbeBenchmark\\.allocate"), line);
        }
        assertTrue(progress.get(3).contains(", ETA 0s; "), "nothing left after the last fork: " + progress.get(3));
        assertTrue(stdout.matches("(?s).*serbench run: 4 forks in [0-9hms]+ wall time, mean fork \\d+\\.\\ds\\R.*"), stdout);

        JsonNode c1 = HarnessJson.MAPPER.readTree(run.resolve("c1-only.json").toFile());
        assertEquals(1, c1.size());
        JsonNode entry = c1.get(0);
        assertEquals(BENCH + ".allocate", entry.get("benchmark").asText());
        assertEquals(2, entry.get("forks").asInt());
        assertEquals(2, entry.get("primaryMetric").get("rawData").size());
        assertTrue(entry.get("jvmArgs").toString().contains("-XX:TieredStopAtLevel=1"), entry.get("jvmArgs").toString());
        assertTrue(entry.get("secondaryMetrics").has("gc.alloc.rate.norm"));
        assertEquals(2, entry.get("secondaryMetrics").get("gc.alloc.rate.norm").get("rawData").size());
        for (String cpu : List.of(CpuTimeProfiler.THREADS, CpuTimeProfiler.PROCESS)) { // run adds CPU time per fork
            JsonNode metric = entry.get("secondaryMetrics").get(cpu);
            assertTrue(metric != null && metric.get("rawData").size() == 2 && metric.get("score").asDouble() > 0
                    && "ns/op".equals(metric.get("scoreUnit").asText()), cpu + " in " + entry.get("secondaryMetrics"));
        }
        JsonNode def = HarnessJson.MAPPER.readTree(run.resolve("default.json").toFile()).get(0);
        assertFalse(def.get("jvmArgs").toString().contains("TieredStopAtLevel"));
        try (Stream<Path> rounds = Files.list(run.resolve("rounds"))) {
            assertEquals(4, rounds.filter(f -> f.getFileName().toString().contains("-fork")).count());
        }
        assertTrue(HarnessJson.MAPPER.readTree(run.resolve("rounds/manifest.json").toFile()).get("manifest").asText()
                .startsWith("../manifest.json"), "rounds/ says where its files' record is");
        assertEquals(serbench.sources.SourceFiles.current().orElseThrow(),
                Files.readString(run.resolve(serbench.sources.SourceFiles.FILE)), "the run lists the sources it measured");

        JsonNode m = HarnessJson.MAPPER.readTree(run.resolve(Manifest.FILE).toFile());
        for (String field : List.of("status", "startTime", "endTime", "arguments", "commandLine", "jmhArguments",
                "benchmarks", "forksPerProfile", "rounds", "schedule", "seed", "units", "completedProfiles", "profiles", "jdkVersions",
                "cpu", "memory", "os", "hostJvm", "git", "libraries", "warnings")) {
            assertTrue(m.has(field), field + " missing in " + m);
        }
        assertEquals("finished", m.get("status").asText());
        assertEquals("[\"c1-only\",\"default\"]", m.get("completedProfiles").toString());
        assertEquals("1.37", m.get("libraries").get("jmh-core").asText());
        assertTrue(m.get("libraries").get("protobuf-java").asText().matches("\\d+\\.\\d+\\.\\d+.*"));
        assertEquals(0, m.get("warnings").size(), m.get("warnings").toString());
        assertEquals(SourceFingerprint.current().orElseThrow(), m.get("sourceFingerprint").asText());
        assertEquals(SourceFingerprint.currentByClass(), HarnessJson.MAPPER.convertValue(m.get("sourceFingerprints"),
                new TypeReference<TreeMap<String, String>>() { }), "the fingerprint of every benchmark class");
        JsonNode p0 = m.get("profiles").get(0);
        assertEquals("c1-only", p0.get("name").asText());
        assertEquals("[\"-XX:TieredStopAtLevel=1\"]", p0.get("flags").toString());
        assertEquals(2, p0.get("forksCompleted").asInt());
        assertTrue(p0.get("javaVersionText").asText().contains(System.getProperty("java.version")));
        assertTrue(p0.get("jvm").asText().endsWith("java"));
    }

    @Test
    void interruptedRunKeepsTheFinishedForksAndSaysSo() throws Exception {
        RunPlan req = RunCommand.parse(args("--profiles", "default,parallel-gc", "-f", "2"), dir);
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        RunSession session = RunSession.prepare(req, List.of("test"), dir,
                new PrintStream(err, true, StandardCharsets.UTF_8));
        OutputFormat quiet = OutputFormatFactory.createFormatInstance(
                new PrintStream(new ByteArrayOutputStream()), VerboseMode.SILENT);
        List<String> ran = new ArrayList<>();
        session.execute((run, round, unit) -> {
            if (ran.isEmpty()) {
                ran.add(run.profile.name());
                return JmhFork.fork(req.jmh(), run, unit, round, List.of(), quiet);
            }
            session.close("interrupted"); // as the shutdown hook does on Ctrl-C
            return List.of();
        });
        String first = ran.get(0);
        String second = first.equals("default") ? "parallel-gc" : "default";
        int firstIndex = first.equals("default") ? 0 : 1;
        Path run = session.dir();
        JsonNode m = HarnessJson.MAPPER.readTree(run.resolve(Manifest.FILE).toFile());
        assertEquals("interrupted", m.get("status").asText());
        assertEquals("[]", m.get("completedProfiles").toString());
        assertEquals("interrupted", m.get("profiles").get(firstIndex).get("status").asText());
        assertEquals(1, m.get("profiles").get(firstIndex).get("forksCompleted").asInt());
        assertEquals(first + ".json", m.get("profiles").get(firstIndex).get("resultFile").asText());
        assertEquals(0, m.get("profiles").get(1 - firstIndex).get("forksCompleted").asInt());
        assertEquals(1, HarnessJson.MAPPER.readTree(run.resolve(first + ".json").toFile()).get(0).get("forks").asInt());
        assertFalse(Files.exists(run.resolve(second + ".json")));

        // a result file without the profile's flags is reported, not silently accepted
        ProfileRun wrong = new ProfileRun(ProfileCheck.of(Profiles.builtIn().get("c1-only")));
        wrong.resultFile = run.resolve(first + ".json");
        session.verifyFlags(wrong);
        assertEquals(1, wrong.warnings.size());
        assertTrue(wrong.warnings.get(0).contains("ran without [-XX:TieredStopAtLevel=1]"), wrong.warnings.get(0));
    }

    /**
     * Two profiles with the same (empty) flags, as an A/A test runs them, on a benchmark with params: every
     * combination runs one fork per profile per round, in the order the recorded seed gives, and the merged
     * files hold exactly the round files' forks, in the rounds the manifest names.
     */
    @Test
    void interleavesPerParamsCombinationInTheSeededOrderAndMergesTheRoundFiles() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        List<String> a = new ArrayList<>(List.of("--profile", "a=", "--profile", "b=", "--profiles", "a,b",
                "--seed", "42", "-f", "2", "-p", "tag=x", "-wi", "0", "-i", "1", "-r", "20ms",
                ProbeParamBenchmark.class.getName()));
        int code = RunCommand.run(a.toArray(new String[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), dir);
        String shown = out.toString(StandardCharsets.UTF_8);
        assertEquals(0, code, shown + err.toString(StandardCharsets.UTF_8));
        Path run = onlyRunDir(dir.resolve("results"));
        // JMH's own output is in the run's log, off the terminal
        String log = Files.readString(run.resolve(JmhFork.LOG));
        assertTrue(shown.lines().noneMatch(l -> l.startsWith("# ")), shown);

        String bench = ProbeParamBenchmark.class.getName() + ".allocate";
        List<Schedule.Unit> units = List.of(new Schedule.Unit(bench, new TreeMap<>(Map.of("size", "1", "tag", "x"))),
                new Schedule.Unit(bench, new TreeMap<>(Map.of("size", "2", "tag", "x"))));
        List<String> expected = new ArrayList<>();
        Random random = Schedule.random(42);
        for (int round = 1; round <= 2; round++) {
            for (Schedule.Step s : Schedule.round(round, List.of(0, 1), 2, random)) {
                expected.add("# serbench round " + round + ", profile " + (s.profile() == 0 ? "a" : "b") + " (no flags): "
                        + units.get(s.unit()).label());
            }
        }
        List<String> actual = log.lines().filter(l -> l.startsWith("# serbench round")).toList();
        assertEquals(expected, actual);

        JsonNode m = HarnessJson.MAPPER.readTree(run.resolve(Manifest.FILE).toFile());
        assertEquals(42, m.get("seed").asLong());
        assertEquals(2, m.get("rounds").asInt());
        assertEquals(List.of(units.get(0).label(), units.get(1).label()),
                HarnessJson.MAPPER.convertValue(m.get("units"), List.class));
        for (JsonNode profile : m.get("profiles")) {
            String name = profile.get("name").asText();
            assertEquals(4, profile.get("forksCompleted").asInt());
            assertEquals("finished", profile.get("status").asText());
            JsonNode merged = HarnessJson.MAPPER.readTree(run.resolve(name + ".json").toFile());
            assertEquals(2, merged.size());
            for (int row = 0; row < 2; row++) {
                JsonNode entry = merged.get(row);
                JsonNode rounds = profile.get("forkRounds").get(row);
                assertEquals(entry.get("params").toString(), HarnessJson.MAPPER.valueToTree(rounds.get("params")).toString());
                assertEquals("[1,2]", rounds.get("rounds").toString());
                for (int k = 0; k < 2; k++) {
                    JsonNode roundFile = HarnessJson.MAPPER.readTree(run.resolve("rounds")
                            .resolve(name + "-fork" + rounds.get("rounds").get(k).asInt() + ".json").toFile());
                    JsonNode same = null;
                    for (JsonNode e : roundFile) {
                        if (e.get("params").equals(entry.get("params"))) {
                            same = e;
                        }
                    }
                    assertEquals(same.get("primaryMetric").get("rawData").get(0),
                            entry.get("primaryMetric").get("rawData").get(k), "fork " + k + " of " + entry.get("params"));
                }
            }
        }
        // compare reads the manifest beside the files and pairs the forks by round
        serbench.cli.CommandResult c = serbench.cli.CommandResult.run("compare", run.resolve("a.json").toString(),
                run.resolve("b.json").toString());
        assertEquals(0, c.code(), c.err());
        assertTrue(c.out().contains("2 of 2 rows paired by round"), c.out());
        serbench.cli.CommandResult wide = serbench.cli.CommandResult.run("compare", "--wide",
                run.resolve("a.json").toString(), run.resolve("b.json").toString());
        assertTrue(wide.out().contains("2 paired"), wide.out());
    }

    @Test
    void precisionRunsThePilotThenExactlyThePlannedRounds() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = RunCommand.run(args("--profiles", "default", "--precision", "1000", "-f", "1")
                .toArray(new String[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), dir);
        String log = out.toString(StandardCharsets.UTF_8);
        String lines = err.toString(StandardCharsets.UTF_8);
        assertEquals(0, code, log + err);
        JsonNode m = HarnessJson.MAPPER.readTree(onlyRunDir(dir.resolve("results")).resolve(Manifest.FILE).toFile());
        JsonNode p = m.get("precision");
        assertEquals(1000, p.get("targetPercent").asDouble(), 0);
        assertEquals("ran the planned rounds", p.get("stopReason").asText(), p.toString());
        JsonNode row = p.get("rows").get(0);
        assertEquals(5, row.get("pilotRounds").asInt(), "a pilot of five rounds at the least, whatever -f says");
        // within ±1000% after the pilot, and still the minimum: the interval never stops a row. Which minimum depends
        // on the probe's forks here: 15, or 20 when its pilot forks happened to lie more than 1.2x apart
        int planned = row.get("plannedRounds").asInt();
        String why = row.get("plannedFor").asText();
        assertTrue(planned == 15 && why.equals("minimum") || planned == 20 && why.equals("uneven minimum"),
                row.toString());
        assertEquals(planned, row.get("rounds").asInt());
        assertTrue(row.get("reached").asBoolean());
        assertEquals(5, m.get("rounds").asInt(), "the manifest's rounds are the pilot's");
        assertEquals(planned, m.get("profiles").get(0).get("forksCompleted").asInt());
        assertTrue(log.contains("precision: ran the planned rounds"), log);
        assertTrue(lines.contains("serbench run: pilot of 5 rounds done: planned " + planned + " rounds per row (1 "
                + why + ") for ±1000%; " + (planned - 5) + " more forks, about "), lines);
        assertTrue(lines.contains("serbench run: pilot round 1/5, fork 1/≥5 done in "), lines);
        assertTrue(lines.contains("serbench run: round " + planned + "/" + planned + ", fork " + planned + "/" + planned
                + " done in "), lines);
        assertTrue(lines.contains("serbench run: round " + planned + "/" + planned + " done; no rounds left"), lines);
    }

    @Test
    void precisionStopsWhenTheBudgetIsSpentAndSaysWhatWasReached() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = RunCommand.run(args("--profiles", "default", "--precision", "0.0001", "--budget", "1s")
                .toArray(new String[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), dir);
        assertEquals(0, code);
        JsonNode p = HarnessJson.MAPPER.readTree(onlyRunDir(dir.resolve("results")).resolve(Manifest.FILE).toFile())
                .get("precision");
        assertTrue(p.get("stopReason").asText().startsWith("budget of 1s spent in pilot round "), p.toString());
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("missed"), out.toString(StandardCharsets.UTF_8));
    }
}
