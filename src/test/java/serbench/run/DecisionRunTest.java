package serbench.run;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.results.RunResult;
import serbench.io.HarnessJson;
import serbench.results.FormatTurns;
import serbench.run.design.Schedule;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code run --decide} (the answer run's goal) through the session, on forks that never ran ({@link FakeForks}, formats
 * taking turns in each) and a fake clock: a unit its pilot decides runs no more rounds; a unit it does not decide gets
 * the rounds its pilot projects, within the budget; what is left undecided is said with the time deciding it would take.
 */
class DecisionRunTest {

    private static final String FORMATS = "protobuf+json+xml";
    /** Ratios of 3x and 8x with 2% noise: decided by any pilot. */
    private static final Schedule.Unit CLEAR = new Schedule.Unit("serbench.bench.AlternatingBench.serialize",
            Map.of("model", "clear", FormatTurns.PARAM, FORMATS));
    /** JSON 4% slower than protobuf with 4% noise per fork: the pilot cannot decide it. */
    private static final Schedule.Unit CLOSE = new Schedule.Unit("serbench.bench.AlternatingBench.readAll",
            Map.of("model", "close", FormatTurns.PARAM, FORMATS));
    private static final long S = 1_000_000_000L;

    @TempDir
    Path dir;

    private final long[] now = {0};

    private record Ended(JsonNode manifest, PrecisionGoal goal, Map<Schedule.Unit, Integer> forks) {
    }

    /** A fork of {@code unit}: 9 measured iterations, each in the format {@link FormatTurns#at} gives it. */
    private static RunResult fork(Schedule.Unit unit, Random random) {
        double[] truth = unit == CLEAR ? new double[]{100, 300, 800} : new double[]{100, 104, 300};
        double noise = unit == CLEAR ? 0.02 : 0.04;
        double level = Math.exp(0.3 * random.nextGaussian()); // the fork's level, shared by its formats
        double[] perFormat = new double[3];
        for (int f = 0; f < 3; f++) {
            perFormat[f] = truth[f] * level * Math.exp(noise * random.nextGaussian());
        }
        double[] scores = new double[9];
        for (int j = 0; j < scores.length; j++) {
            scores[j] = perFormat[FormatTurns.at(1 + j, 3)] * (1 + 0.002 * random.nextGaussian());
        }
        return FakeForks.avgt(unit, scores);
    }

    private Ended run(List<Schedule.Unit> units, PrecisionGoal goal, long seconds) throws Exception {
        Path runDir = RunDirectory.create(dir.resolve("results"), OffsetDateTime.now().toLocalDateTime(), "d");
        RunSetup setup = new RunSetup(runDir, OffsetDateTime.now(), List.of("test"), List.of("test"),
                List.of(), List.of("test"), goal.pilotRounds, Map.of(), units, 7L, goal, null);
        List<ProfileRun> runs = List.of(FakeForks.profile("default"));
        RunSession session = new RunSession(setup, runs, new PrintStream(new ByteArrayOutputStream(), true,
                StandardCharsets.UTF_8)).withClock(() -> now[0]);
        Random random = new Random(11);
        Map<Schedule.Unit, Integer> forks = new HashMap<>();
        session.execute((run, round, unit) -> {
            now[0] += seconds * S;
            forks.merge(unit, 1, Integer::sum);
            Collection<RunResult> r = List.of(fork(unit, random));
            return r;
        });
        session.close("finished");
        return new Ended(HarnessJson.MAPPER.readTree(runDir.resolve(Manifest.FILE).toFile()), goal, forks);
    }

    private static JsonNode row(JsonNode manifest, Schedule.Unit unit) {
        for (JsonNode r : manifest.get("precision").get("rows")) {
            if (r.get("unit").asText().equals(PrecisionGoal.group(unit).label())) {
                return r;
            }
        }
        throw new AssertionError("no row " + unit.label());
    }

    @Test
    void aDecidedUnitStopsAfterThePilotAndAnUndecidedOneGetsItsProjectedRounds() throws Exception {
        Ended e = run(List.of(CLEAR, CLOSE), PrecisionGoal.decide(null, 6), 10);
        JsonNode p = e.manifest().get("precision");
        assertFalse(p.has("targetPercent"), p.toString());
        assertTrue(p.get("design").asText().startsWith("decide every ratio"), p.toString());

        JsonNode clear = row(e.manifest(), CLEAR);
        assertEquals(6, clear.get("plannedRounds").asInt(), clear.toString());
        assertEquals(6, e.forks().get(CLEAR), "a unit its pilot decided runs no more rounds");
        assertTrue(clear.get("reached").asBoolean(), clear.toString());

        JsonNode close = row(e.manifest(), CLOSE);
        assertTrue(close.get("plannedRounds").asInt() > 6, close.toString());
        assertEquals(close.get("plannedRounds").asInt(), e.forks().get(CLOSE));
    }

    @Test
    void theBudgetCapsThePlanAndWhatIsLeftIsSaidWithItsTime() throws Exception {
        // 12 forks of 10 s in the pilot; 20 s left for CLOSE's projected rounds: at most 2 more
        Ended e = run(List.of(CLEAR, CLOSE), PrecisionGoal.decide(Duration.ofSeconds(140), 6), 10);
        assertTrue(e.forks().get(CLOSE) <= 8, e.forks().toString());
        JsonNode close = row(e.manifest(), CLOSE);
        assertFalse(close.get("reached").asBoolean(), close.toString());
        List<String> left = e.goal().undecided();
        assertEquals(1, left.size(), left.toString());
        assertTrue(left.get(0).startsWith(PrecisionGoal.group(CLOSE).label() + ": about "), left.get(0));
        assertTrue(left.get(0).matches(".*about \\d+ more round\\(s\\), \\d.*"), left.get(0));
    }

    /**
     * Formats in forks of their own (what the main command runs): the units of one benchmark x params but the format
     * form one group, paired by round; its pilot decides the clear group, which runs no more rounds, and projects more
     * for the close one, whose three units all run them.
     */
    @Test
    void formatsInForksOfTheirOwnArePlannedAsOneGroup() throws Exception {
        List<Schedule.Unit> units = new java.util.ArrayList<>();
        for (String model : List.of("clear", "close")) {
            for (String format : List.of("protobuf", "json", "xml")) {
                units.add(new Schedule.Unit("serbench.bench.SerializeBench.serialize",
                        Map.of("model", model, "format", format)));
            }
        }
        Path runDir = RunDirectory.create(dir.resolve("results"), OffsetDateTime.now().toLocalDateTime(), "s");
        PrecisionGoal goal = PrecisionGoal.decide(null, 6);
        RunSetup setup = new RunSetup(runDir, OffsetDateTime.now(), List.of("test"), List.of("test"),
                List.of(), List.of("test"), goal.pilotRounds, Map.of(), units, 7L, goal, null);
        RunSession session = new RunSession(setup, List.of(FakeForks.profile("default")), new PrintStream(
                new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)).withClock(() -> now[0]);
        Random random = new Random(5);
        Map<String, Integer> forks = new HashMap<>();
        session.execute((run, round, unit) -> {
            now[0] += 10 * S;
            String model = unit.params().get("model");
            int f = List.of("protobuf", "json", "xml").indexOf(unit.params().get("format"));
            double truth = model.equals("clear") ? new double[]{100, 300, 800}[f] : new double[]{100, 104, 300}[f];
            double v = truth * (1 + 0.003 * round) * Math.exp((model.equals("clear") ? 0.02 : 0.05) * random.nextGaussian());
            forks.merge(model + " " + unit.params().get("format"), 1, Integer::sum);
            Collection<RunResult> r = List.of(FakeForks.avgt(unit, v, v, v));
            return r;
        });
        session.close("finished");
        JsonNode m = HarnessJson.MAPPER.readTree(runDir.resolve(Manifest.FILE).toFile());
        JsonNode rows = m.get("precision").get("rows");
        assertEquals(2, rows.size(), rows.toString());
        assertEquals("serbench.bench.SerializeBench.serialize model=clear", rows.get(0).get("unit").asText());
        assertEquals(6, rows.get(0).get("plannedRounds").asInt(), rows.toString());
        assertTrue(rows.get(1).get("plannedRounds").asInt() > 6, rows.toString());
        for (String format : List.of("protobuf", "json", "xml")) {
            assertEquals(6, forks.get("clear " + format), forks.toString());
            assertEquals(rows.get(1).get("plannedRounds").asInt(), forks.get("close " + format), forks.toString());
        }
    }
}
