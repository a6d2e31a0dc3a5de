package serbench.run;

import serbench.profiles.JarCheck;
import serbench.profiles.JvmProbe;
import serbench.profiles.ProfileCheck;
import serbench.profiles.Profiles;
import serbench.run.design.Schedule;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The progress lines of {@code run} and their time estimates, on a fake clock: nothing here starts a JVM. */
class RunProgressTest {

    private static final long S = 1_000_000_000L;
    private static final Schedule.Unit A = new Schedule.Unit("serbench.bench.SlowBench.a", Map.of("model", "m"));
    private static final Schedule.Unit B = new Schedule.Unit("serbench.bench.FastBench.b", Map.of());

    private final long[] now = {0};
    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();

    private static ProfileRun profile(String name) {
        return new ProfileRun(new ProfileCheck(Profiles.builtIn().get(name), Optional.of(Path.of("java")),
                Optional.of(new JvmProbe.Result(true, "openjdk version \"17\"", "")),
                new JarCheck(Optional.empty(), true, Map.of(), "")));
    }

    private RunProgress progress(List<Schedule.Unit> units, int rounds, PrecisionGoal goal, List<ProfileRun> runs) {
        return new RunProgress(units, rounds, goal, runs, new PrintStream(printed, true, StandardCharsets.UTF_8),
                () -> now[0]);
    }

    /** Runs one fork through the tracker; its line. */
    private String fork(ForkRunner tracked, ProfileRun run, int round, Schedule.Unit unit) throws Exception {
        printed.reset();
        tracked.run(run, round, unit);
        return printed.toString(StandardCharsets.UTF_8).strip();
    }

    /** A runner whose forks take {@code seconds} of the unit on the fake clock (the map may change meanwhile). */
    private ForkRunner sleeping(Map<Schedule.Unit, Long> seconds) {
        return (run, round, unit) -> {
            now[0] += seconds.get(unit) * S;
            return List.of();
        };
    }

    @Test
    void etaCountsEachUnitAtItsOwnMeasuredForkTimeAndUnitsNotYetRunAtTheMeanSoFar() throws Exception {
        ProfileRun def = profile("default");
        ProfileRun c1 = profile("c1-only");
        RunProgress p = progress(List.of(A, B), 3, null, List.of(def, c1));
        Map<Schedule.Unit, Long> seconds = new java.util.HashMap<>(Map.of(A, 10L, B, 2L));
        ForkRunner t = p.track(sleeping(seconds));

        // A took 10 s; B has not run, so it is counted at the mean (10 s): 3 more forks this round, 8 in rounds 2-3
        assertEquals("serbench run: round 1/3, fork 1/12 done in 10.0s, elapsed 10s, ETA 1m50s; default: SlowBench.a model=m",
                fork(t, def, 1, A));
        fork(t, c1, 1, A);
        fork(t, def, 1, B);
        // round 1 done in 24 s; 2 rounds x 2 profiles x (10 s + 2 s) are left
        assertEquals("serbench run: round 1/3, fork 4/12 done in 2.0s, elapsed 24s, ETA 48s; c1-only: FastBench.b",
                fork(t, c1, 1, B));
        // a slower fork of A moves A's mean to 34/3 s: one A and two B left in round 2, then 2 x (34/3 + 2) s
        seconds.put(A, 14L);
        assertEquals("serbench run: round 2/3, fork 5/12 done in 14.0s, elapsed 38s, ETA 42s; default: SlowBench.a model=m",
                fork(t, def, 2, A));
        for (int round = 2; round <= 3; round++) {
            for (Schedule.Unit u : List.of(A, B)) {
                for (ProfileRun r : List.of(def, c1)) {
                    if (round > 2 || u != A || r != def) {
                        fork(t, r, round, u);
                    }
                }
            }
        }
        assertEquals("serbench run: 12 forks in 1m28s wall time, mean fork 7.3s", p.summary());
    }

    @Test
    void theRunsOwnWorkBetweenForksCountsInTheEstimate() throws Exception {
        ProfileRun def = profile("default");
        RunProgress p = progress(List.of(A), 3, null, List.of(def));
        ForkRunner t = p.track(sleeping(Map.of(A, 4L)));
        fork(t, def, 1, A);
        now[0] += 2 * S; // writing the fork's files
        // each fork took 4 s, but the second cost the run 6 s: one more fork is left, at the mean of 4 s and 6 s
        assertEquals("serbench run: round 2/3, fork 2/3 done in 4.0s, elapsed 10s, ETA 5s; default: SlowBench.a model=m",
                fork(t, def, 2, A));
        assertEquals("serbench run: 2 forks in 10s wall time, mean fork 4.0s", p.summary());
    }

    @Test
    void aFailedForkSaysSoAndItsProfileLeavesThePlan() throws Exception {
        ProfileRun def = profile("default");
        ProfileRun c1 = profile("c1-only");
        RunProgress p = progress(List.of(A, B), 3, null, List.of(def, c1));
        ForkRunner ok = p.track(sleeping(Map.of(A, 10L, B, 2L)));
        fork(ok, def, 1, A);
        ForkRunner failing = p.track((run, round, unit) -> {
            now[0] += 3 * S;
            throw new IOException("boom");
        });
        printed.reset();
        assertThrows(IOException.class, () -> failing.run(c1, 1, A));
        // c1-only has no more forks: B under default in round 1, then A and B under default in rounds 2 and 3, all
        // at 10 s (the failed fork says nothing of a fork's time)
        assertEquals("serbench run: round 1/3, fork 2/7 failed after 3.0s, elapsed 13s, ETA 50s; c1-only: SlowBench.a model=m",
                printed.toString(StandardCharsets.UTF_8).strip());
        assertEquals("serbench run: 2 forks (1 failed) in 13s wall time, mean fork 6.5s", p.summary());
    }

    @Test
    void trackerPassesTheResultsThrough() throws Exception {
        ProfileRun def = profile("default");
        RunProgress p = progress(List.of(B), 1, null, List.of(def));
        List<org.openjdk.jmh.results.RunResult> results = new ArrayList<>();
        assertSame(results, p.track((run, round, unit) -> results).run(def, 1, B));
        assertEquals("serbench run: 0 forks in 0s wall time, mean fork -", progress(List.of(B), 1, null, List.of(def)).summary());
    }

    @Test
    void aPrecisionRunsPilotHasLowerBoundsThenItsPlanIsCountedExactly() throws Exception {
        ProfileRun def = profile("default");
        PrecisionGoal goal = new PrecisionGoal(5, Duration.ofMinutes(10), 1);
        RunProgress p = progress(List.of(A), goal.pilotRounds, goal, List.of(def));
        ForkRunner t = p.track(sleeping(Map.of(A, 5L)));
        // the pilot's 4 more rounds are known; what follows is not: at most the budget left
        assertEquals("serbench run: pilot round 1/5, fork 1/≥5 done in 5.0s, elapsed 5s, ETA ≥20s, ≤9m55s (budget left);"
                + " default: SlowBench.a model=m", fork(t, def, 1, A));
        def.record(1, List.of(FakeForks.avgt(A, 100)), null);
        for (int round = 2; round <= 5; round++) {
            fork(t, def, round, A);
            def.record(round, List.of(FakeForks.avgt(A, 100 + round % 2)), null);
        }
        goal.plan(List.of(A), List.of(def), new double[]{5}, 575);
        // a steady row: the minimum of 15 rounds, 9 more after this one
        assertEquals("serbench run: round 6/15, fork 6/15 done in 5.0s, elapsed 30s, ETA 45s (budget left 9m30s);"
                + " default: SlowBench.a model=m", fork(t, def, 6, A));
        now[0] += 20 * 60 * S; // the budget is spent: the run ends after this fork
        assertEquals("serbench run: round 7/15, fork 7/15 done in 5.0s, elapsed 20m35s, ETA 0s (budget left 0s);"
                + " default: SlowBench.a model=m", fork(t, def, 7, A));
    }

    @Test
    void aPrecisionRunsPilotWithoutBudgetIsBoundedByTheLastRoundAllowed() throws Exception {
        ProfileRun def = profile("default");
        PrecisionGoal goal = new PrecisionGoal(5, null, 3);
        RunProgress p = progress(List.of(A), goal.pilotRounds, goal, List.of(def));
        ForkRunner t = p.track(sleeping(Map.of(A, 5L)));
        // 4 more pilot rounds known, then at most 25 more of this unit
        assertEquals("serbench run: pilot round 1/5, fork 1/≥5 done in 5.0s, elapsed 5s, ETA ≥20s, ≤2m25s (up to round 30);"
                + " default: SlowBench.a model=m", fork(t, def, 1, A));
    }

    @Test
    void durationsReadAsWallTime() {
        assertEquals("0s", RunProgress.duration(0.4e9));
        assertEquals("59s", RunProgress.duration(59e9));
        assertEquals("1m05s", RunProgress.duration(65e9));
        assertEquals("1h02m05s", RunProgress.duration(3725e9));
        assertEquals("5.2s", RunProgress.seconds(5.24e9));
        assertEquals("Bench.m", RunProgress.shortLabel(new Schedule.Unit("Bench.m", Map.of())));
    }
}
