package serbench.run;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.results.RunResult;
import serbench.io.HarnessJson;
import serbench.run.design.Schedule;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code run --precision}'s rounds through the session, on forks that never ran ({@link FakeForks}) and a fake clock:
 * the pilot, the plan, exactly the planned rounds, the budget's cap, and what the manifest and the lines say. Nothing
 * here starts JMH or a JVM.
 */
class PrecisionRunTest {

    private static final Schedule.Unit STEADY = new Schedule.Unit("serbench.bench.SteadyBench.run", Map.of("model", "none"));
    private static final Schedule.Unit UNEVEN = new Schedule.Unit("serbench.bench.UnevenBench.run", Map.of());
    private static final Schedule.Unit NOISY = new Schedule.Unit("serbench.bench.NoisyBench.run", Map.of());
    private static final long S = 1_000_000_000L;

    @TempDir
    Path dir;

    private final long[] now = {0};
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    /** The manifest as the first round after the pilot starts. */
    private final JsonNode[] midRun = {null};
    /** Every fork run: its round and benchmark. */
    private final List<String> ran = new ArrayList<>();

    /** Values of a fork: a steady row within ±1%, an uneven one with a slow fork in its pilot, a noisy one at ±20%. */
    private static double value(Schedule.Unit unit, int round, String profile, Random random) {
        double drift = 1 + 0.002 * (round % 3);
        double base = profile.equals("default") ? 100 : 110;
        if (unit == UNEVEN) {
            return base * drift * (round == 2 ? 1.5 : 1 + 0.01 * random.nextGaussian());
        }
        if (unit == NOISY) {
            return base * drift * Math.exp(0.2 * random.nextGaussian());
        }
        return base * drift * (1 + 0.005 * random.nextGaussian());
    }

    private record Ended(JsonNode manifest, String err, PrecisionGoal goal, Map<String, Integer> forks) {
    }

    /** Runs a precision session over {@code units} under {@code profiles}; each fork takes {@code seconds}. */
    private Ended run(List<Schedule.Unit> units, List<String> profiles, PrecisionGoal goal, long seconds)
            throws Exception {
        Path runDir = RunDirectory.create(dir.resolve("results"), OffsetDateTime.now().toLocalDateTime(), "p");
        RunSetup setup = new RunSetup(runDir, OffsetDateTime.now(), List.of("test"), List.of("test"),
                List.of(), List.of("test"), goal.pilotRounds, Map.of(), units, 7L, goal, null);
        List<ProfileRun> runs = profiles.stream().map(FakeForks::profile).toList();
        RunSession session = new RunSession(setup, runs, new PrintStream(err, true, StandardCharsets.UTF_8))
                .withClock(() -> now[0]);
        Random random = new Random(3);
        Map<String, Integer> forks = new HashMap<>();
        session.execute((run, round, unit) -> {
            if (round == goal.pilotRounds + 1 && midRun[0] == null) {
                midRun[0] = HarnessJson.MAPPER.readTree(runDir.resolve(Manifest.FILE).toFile());
            }
            now[0] += seconds * S;
            ran.add(round + " " + unit.benchmark());
            forks.merge(unit.benchmark() + " " + run.profile.name(), 1, Integer::sum);
            double v = value(unit, round, run.profile.name(), random);
            Collection<RunResult> r = List.of(FakeForks.avgt(unit, v * 1.03, v, v * 1.05));
            return r;
        });
        session.close("finished");
        JsonNode m = HarnessJson.MAPPER.readTree(runDir.resolve(Manifest.FILE).toFile());
        return new Ended(m, err.toString(StandardCharsets.UTF_8), goal, forks);
    }

    private static JsonNode row(JsonNode manifest, Schedule.Unit unit) {
        for (JsonNode r : manifest.get("precision").get("rows")) {
            if (r.get("unit").asText().equals(unit.label())) {
                return r;
            }
        }
        throw new AssertionError("no row " + unit.label() + " in " + manifest.get("precision"));
    }

    @Test
    void theRoundsArePlannedFromThePilotAndRunWithNoFurtherLook() throws Exception {
        Ended e = run(List.of(STEADY, UNEVEN), List.of("default", "c1-only"), new PrecisionGoal(5, null, 1), 10);
        JsonNode p = e.manifest().get("precision");
        assertEquals(5, p.get("pilotRounds").asInt());
        assertEquals(15, p.get("minRounds").asInt());
        assertEquals(20, p.get("unevenMinRounds").asInt());
        assertEquals(30, p.get("maxRounds").asInt());
        assertEquals("ran the planned rounds", p.get("stopReason").asText());
        assertTrue(p.get("design").asText().startsWith("two-stage"), p.toString());

        // the steady row was within ±5% after its first rounds, and still runs the minimum: no stopping on the interval
        JsonNode steady = row(e.manifest(), STEADY);
        assertEquals(5, steady.get("pilotRounds").asInt());
        assertTrue(steady.get("pilotHalfWidthPercent").asDouble() < 5, steady.toString());
        assertEquals(15, steady.get("plannedRounds").asInt());
        assertEquals("minimum", steady.get("plannedFor").asText());
        assertEquals(15, steady.get("rounds").asInt());
        assertTrue(steady.get("reached").asBoolean());
        assertEquals(15, e.forks().get(STEADY.benchmark() + " default"));
        assertEquals(15, e.forks().get(STEADY.benchmark() + " c1-only"));

        // the uneven pilot (a fork 1.5x the others) gets the uneven minimum
        JsonNode uneven = row(e.manifest(), UNEVEN);
        assertEquals(20, uneven.get("plannedRounds").asInt());
        assertEquals("uneven minimum", uneven.get("plannedFor").asText());
        assertTrue(uneven.get("plannedWhy").asText().startsWith("uneven pilot (fork values "), uneven.toString());
        assertEquals(20, uneven.get("rounds").asInt());
        assertEquals(20, e.forks().get(UNEVEN.benchmark() + " default"));

        // while the run goes on, the manifest has the plan and not yet what the rows reached
        JsonNode planned = midRun[0].get("precision").get("rows").get(0);
        assertEquals(15, planned.get("plannedRounds").asInt(), planned.toString());
        assertFalse(planned.has("rounds") || planned.has("halfWidthPercent") || planned.has("reached"), planned.toString());
        assertEquals("running", midRun[0].get("precision").get("stopReason").asText());

        // the manifest's rounds are the pilot's; the forks per profile are the plan's
        assertEquals(5, e.manifest().get("rounds").asInt());
        assertEquals(35, e.manifest().get("forksPerProfile").asInt());
        assertEquals(35, e.manifest().get("profiles").get(0).get("forksCompleted").asInt());
        // rounds 16 to 20 run the uneven row alone
        assertTrue(e.err().contains("serbench run: pilot of 5 rounds done: planned 15 to 20 rounds per row (1 minimum,"
                + " 1 uneven minimum) for ±5%; 50 more forks, about 8m20s"), e.err());
        assertTrue(e.err().contains("serbench run: pilot round 4/5 done; next round 2 of 2 rows, about 40s"), e.err());
        assertTrue(e.err().contains("serbench run: round 15/20 done; next round 1 of 2 rows, about 20s"), e.err());
        assertTrue(e.err().contains("serbench run: round 20/20 done; no rounds left"), e.err());
        assertFalse(ran.contains("21 " + UNEVEN.benchmark()));
        assertEquals(List.of(), ran.stream().filter(r -> r.equals("16 " + STEADY.benchmark())).toList());

        List<String> note = e.goal().closingNote();
        assertTrue(note.get(0).startsWith("reached serbench.bench.SteadyBench.run model=none: ±"), note.get(0));
        assertTrue(note.get(0).contains(" after 15 rounds (pilot ±") && note.get(0).contains("; planned 15: the pilot's"
                + " spread needs "), note.get(0));
        assertTrue(note.get(1).contains("; planned 20: uneven pilot (fork values "), note.get(1));
    }

    @Test
    void aNoisyRowIsPlannedForItsSpreadUpToTheMaximum() throws Exception {
        Ended e = run(List.of(NOISY), List.of("default"), new PrecisionGoal(2, null, 5), 1);
        JsonNode noisy = row(e.manifest(), NOISY);
        assertEquals("maximum", noisy.get("plannedFor").asText());
        assertEquals(30, noisy.get("plannedRounds").asInt());
        assertTrue(noisy.get("plannedWhy").asText().endsWith("; capped at the maximum of 30"), noisy.toString());
        assertEquals(30, noisy.get("rounds").asInt());
        assertFalse(noisy.get("reached").asBoolean());
        assertTrue(e.goal().closingNote().get(0).startsWith("missed  serbench.bench.NoisyBench.run: ±"),
                e.goal().closingNote().toString());
    }

    @Test
    void fOfMoreThanFiveLengthensThePilot() throws Exception {
        Ended e = run(List.of(STEADY), List.of("default"), new PrecisionGoal(5, null, 8), 1);
        JsonNode steady = row(e.manifest(), STEADY);
        assertEquals(8, steady.get("pilotRounds").asInt());
        assertEquals(15, steady.get("rounds").asInt());
        assertTrue(e.err().contains("serbench run: pilot of 8 rounds done"), e.err());
    }

    @Test
    void theBudgetCapsThePlanAtThePilotsTimePerFork() throws Exception {
        // pilot: 2 units x 2 profiles x 5 rounds x 10 s = 200 s of 300 s; a round of both units takes 40 s, so 2 more
        Ended e = run(List.of(STEADY, UNEVEN), List.of("default", "c1-only"),
                new PrecisionGoal(5, Duration.ofSeconds(300), 5), 10);
        JsonNode p = e.manifest().get("precision");
        assertEquals(100, p.get("maxRounds").asInt());
        assertEquals("PT5M", p.get("budget").asText());
        for (Schedule.Unit u : List.of(STEADY, UNEVEN)) {
            JsonNode r = row(e.manifest(), u);
            assertEquals(7, r.get("plannedRounds").asInt(), r.toString());
            assertEquals("budget", r.get("plannedFor").asText());
            assertTrue(r.get("plannedWhy").asText().endsWith(" capped at 7 by the budget (100 s left after the pilot)"),
                    r.toString());
            assertEquals(7, r.get("rounds").asInt());
        }
        assertEquals("ran the planned rounds", p.get("stopReason").asText());
        assertTrue(e.err().contains("planned 7 rounds per row (2 budget) for ±5%; 8 more forks, about 1m20s"), e.err());
        assertTrue(e.err().contains("serbench run: round 6/7 done; next round 2 of 2 rows, about 40s, budget left 1m00s"),
                e.err());
    }

    @Test
    void aBudgetSpentInThePilotStopsTheRunWithNoPlan() throws Exception {
        Ended e = run(List.of(STEADY), List.of("default"), new PrecisionGoal(5, Duration.ofSeconds(25), 5), 10);
        JsonNode p = e.manifest().get("precision");
        assertEquals("budget of 25s spent in pilot round 4 of 5: no plan was made", p.get("stopReason").asText());
        JsonNode r = row(e.manifest(), STEADY);
        assertEquals(3, r.get("rounds").asInt());
        assertTrue(r.get("plannedRounds") == null || r.get("plannedRounds").isNull(), r.toString());
        assertTrue(e.goal().closingNote().get(0).endsWith(" after 3 rounds (ended in the pilot: no plan)"),
                e.goal().closingNote().toString());
    }

    @Test
    void runHelpSaysWhatPrecisionDoes() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertEquals(0, serbench.cli.RunCommand.run(new String[]{"--help"}, new PrintStream(out, true,
                StandardCharsets.UTF_8), new PrintStream(new ByteArrayOutputStream()), dir));
        String help = out.toString(StandardCharsets.UTF_8);
        assertTrue(help.contains("usage: run --profiles"), help);
        String flat = help.replaceAll("\\s+", " ");
        assertTrue(flat.contains("--precision PCT: aim each row's 95% interval") && flat.contains("a pilot of 5 rounds")
                && flat.contains("at least 15 (20 when the pilot's forks or ratios differ by more than 1.2x), at most 30;")
                && flat.contains("no stopping on the interval") && flat.contains("(at most 100 rounds)"), help);
        assertTrue(help.lines().allMatch(l -> l.length() <= 100), help);
    }

    @Test
    void aForksValueIsWhatComparesDefaultEstimatorTakes() {
        // the default, trimmed, takes each fork's mean (the fastest iteration would be 90 and 1200)
        assertEquals(95, PrecisionGoal.forkValue(FakeForks.avgt(STEADY, 100, 90, 95)), 1e-6);
        assertEquals(1100, PrecisionGoal.forkValue(FakeForks.thrpt(STEADY, 1000, 1200, 1100)), 1e-6);
    }
}
