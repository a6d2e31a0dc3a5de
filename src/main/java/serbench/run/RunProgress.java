package serbench.run;

import serbench.text.Escape;
import serbench.run.design.Schedule;
import org.openjdk.jmh.results.RunResult;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.OptionalLong;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.LongSupplier;

/**
 * The progress of a {@code run} for a user watching it: one line per fork as it finishes, with the round and the fork
 * out of how many, the fork's time, the wall time elapsed and an estimate of the time left for the whole run; and a
 * closing summary line. A long run's JMH output shows only the current benchmark, not where the run stands.
 *
 * <p><b>The estimate.</b> Forks of different benchmarks take different times (setup, single-shot forks, longer
 * iterations, a slower JVM), so each fork still to run is expected to take the mean time of the forks of its unit so
 * far (any profile, any round), or the mean of all forks so far for a unit not yet run. A fork counts there with the
 * wall time since the previous fork ended, so the run's own work between forks (result files, manifest, the noise
 * sample) is in the estimate too; the line shows the fork's own time.
 *
 * <p><b>Precision runs</b> ({@link PrecisionGoal}) know their rounds only after the pilot: during it, the line says
 * {@code pilot round k/P}, the forks known to come are the rest of the pilot, so it shows {@code ≥} counts, a lower
 * estimate, and the upper bound: the budget left, or the last round allowed. After the pilot every unit's rounds are
 * planned: the line says {@code round k/N} (N the longest plan) and counts the planned forks exactly, as a fixed run
 * does; with a budget, the ETA is at most the budget left.
 *
 * <p>The clock is injected (nanoseconds, as {@link System#nanoTime}) so the arithmetic is tested without waiting.
 */
final class RunProgress {

    private final List<Schedule.Unit> units;
    private final Map<Schedule.Unit, Integer> unitIndex = new HashMap<>();
    /** Fixed runs: the rounds; precision runs: the pilot's rounds. */
    private final int rounds;
    private final PrecisionGoal goal;
    private final List<ProfileRun> runs;
    private final PrintStream out;
    private final LongSupplier clock;
    private final long started;
    private long lastEnd;

    /**
     * Wall time (since the previous fork ended) and count of the forks that ran through, per unit and in all: what the
     * estimates rest on.
     */
    private final long[] unitNanos;
    private final int[] unitForks;
    private long okNanos;
    private int okForks;
    /** Every fork, failed ones included: the summary's. */
    private long forkNanos;
    private int forks;
    private int failedForks;
    /** Profiles whose fork threw: the session marks them failed after the fork returns. */
    private final Set<ProfileRun> failing = new HashSet<>();
    private int round;
    /** The units of the current round (indices). */
    private List<Integer> plan = List.of();
    /** Forks of the current round already run: profile index * units + unit index. */
    private final Set<Integer> ranThisRound = new HashSet<>();

    RunProgress(List<Schedule.Unit> units, int rounds, PrecisionGoal goal, List<ProfileRun> runs, PrintStream out,
                LongSupplier clock) {
        this.units = List.copyOf(units);
        for (int u = 0; u < units.size(); u++) {
            unitIndex.put(units.get(u), u);
        }
        this.rounds = goal == null ? rounds : goal.pilotRounds;
        this.goal = goal;
        this.runs = List.copyOf(runs);
        this.out = out;
        this.clock = clock;
        this.started = clock.getAsLong();
        this.lastEnd = started;
        this.unitNanos = new long[units.size()];
        this.unitForks = new int[units.size()];
    }

    /** The runner that times each fork of {@code runner} and prints its progress line when it ends. */
    ForkRunner track(ForkRunner runner) {
        return (run, round, unit) -> {
            long t0 = clock.getAsLong();
            boolean ok = false;
            try {
                Collection<RunResult> results = runner.run(run, round, unit);
                ok = true;
                return results;
            } finally {
                out.println(Escape.line(forkDone(run, round, unit, t0, clock.getAsLong(), ok)));
            }
        };
    }

    /** Records one fork of {@code unit} under {@code run} in {@code round} that ran from {@code t0} to {@code end}; its line. */
    private synchronized String forkDone(ProfileRun run, int round, Schedule.Unit unit, long t0, long end, boolean ok) {
        long nanos = end - t0;
        // the wall time since the last fork ended: with two forks at once (run --duet) the second to end adds only
        // what it ran past the first, so the ETA counts a pair once
        long span = Math.max(0, end - lastEnd);
        lastEnd = Math.max(lastEnd, end);
        if (round != this.round) {
            this.round = round;
            ranThisRound.clear();
            plan = planOf(round);
        }
        int u = unitIndex.get(unit);
        ranThisRound.add(runs.indexOf(run) * units.size() + u);
        forkNanos += nanos;
        forks++;
        if (ok) {
            unitNanos[u] += span;
            unitForks[u]++;
            okNanos += span;
            okForks++;
        } else {
            failedForks++;
            failing.add(run);
        }
        return line(run, unit, nanos, ok);
    }

    /** The units of a round: all of them in a fixed run and in the pilot, then those whose plan reaches the round. */
    private List<Integer> planOf(int round) {
        List<Integer> p = new ArrayList<>();
        for (int u = 0; u < units.size(); u++) {
            if (goal == null || goal.runs(units.get(u), round)) {
                p.add(u);
            }
        }
        return p;
    }

    private String line(ProfileRun run, Schedule.Unit unit, long nanos, boolean ok) {
        List<Integer> runnable = new ArrayList<>();
        for (int p = 0; p < runs.size(); p++) {
            if (runs.get(p).runnable() && !failing.contains(runs.get(p))) {
                runnable.add(p);
            }
        }
        int restOfRound = 0;
        double restOfRoundNanos = 0;
        for (int u : plan) {
            for (int p : runnable) {
                if (!ranThisRound.contains(p * units.size() + u)) {
                    restOfRound++;
                    restOfRoundNanos += estimate(u);
                }
            }
        }
        double allUnitsNanos = 0;
        for (int u = 0; u < units.size(); u++) {
            allUnitsNanos += estimate(u);
        }
        // the rounds known to come: a fixed run's, the pilot's until the plan, then the plan's
        boolean known = goal == null || goal.planned();
        int last = goal == null ? rounds : goal.lastRound();
        int later = 0;
        double leftNanos = restOfRoundNanos;
        for (int r = round + 1; r <= last; r++) {
            for (int u : planOf(r)) {
                later += runnable.size();
                leftNanos += estimate(u) * runnable.size();
            }
        }
        long elapsed = clock.getAsLong() - started;

        boolean pilot = goal != null && round <= goal.pilotRounds;
        StringBuilder sb = new StringBuilder("serbench run: ").append(pilot ? "pilot round " : "round ").append(round)
                .append('/').append(pilot ? goal.pilotRounds : last)
                .append(", fork ").append(forks).append('/').append(known ? "" : "≥").append(forks + restOfRound + later)
                .append(ok ? " done in " : " failed after ").append(seconds(nanos))
                .append(", elapsed ").append(duration(elapsed));
        OptionalLong left = goal == null ? OptionalLong.empty() : goal.budgetLeft(elapsed);
        double budgetLeft = left.isPresent() ? left.getAsLong() : Double.NaN;
        if (known) {
            sb.append(", ETA ").append(duration(Double.isNaN(budgetLeft) ? leftNanos : Math.min(leftNanos, budgetLeft)));
            if (!Double.isNaN(budgetLeft)) {
                sb.append(" (budget left ").append(duration(budgetLeft)).append(')');
            }
        } else if (!Double.isNaN(budgetLeft)) {
            sb.append(leftNanos < budgetLeft ? ", ETA ≥" + duration(leftNanos) + ", ≤" + duration(budgetLeft)
                    : ", ETA ≤" + duration(budgetLeft)).append(" (budget left)");
        } else {
            double most = leftNanos + (double) Math.max(0, goal.maxRounds - last) * allUnitsNanos * runnable.size();
            sb.append(", ETA ≥").append(duration(leftNanos)).append(", ≤").append(duration(most))
                    .append(" (up to round ").append(goal.maxRounds).append(')');
        }
        return sb.append("; ").append(run.profile.name()).append(": ").append(shortLabel(unit)).toString();
    }

    /**
     * The expected time of a fork of unit {@code u}: its forks' mean so far, else every fork's mean (0 before any);
     * a failed fork says nothing of how long one takes.
     */
    private double estimate(int u) {
        if (unitForks[u] > 0) {
            return (double) unitNanos[u] / unitForks[u];
        }
        return okForks == 0 ? 0 : (double) okNanos / okForks;
    }

    /** The closing line: wall time since the start, forks run, mean fork time. */
    synchronized String summary() {
        return "serbench run: " + forks + (forks == 1 ? " fork" : " forks")
                + (failedForks == 0 ? "" : " (" + failedForks + " failed)") + " in " + duration(clock.getAsLong() - started)
                + " wall time, mean fork " + (forks == 0 ? "-" : seconds((double) forkNanos / forks));
    }

    /** The unit's label without the benchmark's package: {@code SerializeBench.serialize model=mediacontent}. */
    static String shortLabel(Schedule.Unit unit) {
        String b = unit.benchmark();
        int method = b.lastIndexOf('.');
        int cls = method <= 0 ? -1 : b.lastIndexOf('.', method - 1);
        return unit.label().substring(cls + 1);
    }

    /** A fork's time: {@code 5.2s}. */
    static String seconds(double nanos) {
        return String.format(Locale.ROOT, "%.1fs", nanos / 1e9);
    }

    /** A wall time to the second: {@code 37s}, {@code 1m05s}, {@code 1h02m05s}. */
    static String duration(double nanos) {
        long s = Math.round(nanos / 1e9);
        if (s < 60) {
            return s + "s";
        }
        if (s < 3600) {
            return String.format(Locale.ROOT, "%dm%02ds", s / 60, s % 60);
        }
        return String.format(Locale.ROOT, "%dh%02dm%02ds", s / 3600, s % 3600 / 60, s % 60);
    }
}
