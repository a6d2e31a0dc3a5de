package serbench.run;

import serbench.io.WrongArgumentException;
import serbench.profiles.JarCheck;
import serbench.profiles.Profile;
import serbench.profiles.ProfileCheck;
import serbench.run.design.Schedule;

import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.options.CommandLineOptions;

import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.List;

/**
 * A {@code run} checked and ready to start: the profiles (each with its check; one that cannot run here is skipped,
 * with its reason), the user's JMH options and their arguments, where the run directory goes and its label, the
 * matched benchmarks and their units, the rounds (with a precision goal, its pilot's rounds), the warnings to record,
 * the seed and the precision goal. {@link #of} checks the parsed arguments against this build's benchmarks and the
 * profiles' JVMs and jars and creates nothing; {@link RunSession#run} runs the plan.
 */
public record RunPlan(List<ProfileRun> runs, CommandLineOptions jmh, List<String> jmhArgs, Path resultsDir,
                      String label, List<String> benchmarks, int rounds, List<String> warnings,
                      List<Schedule.Unit> units, long seed, PrecisionGoal precision, boolean quiet, Duet duet) {

    /** This plan with both profiles' forks of a unit at once ({@link Duet}); a usage error when it cannot be. */
    public RunPlan withDuet() {
        return new RunPlan(runs, jmh, jmhArgs, resultsDir, label, benchmarks, rounds, warnings, units, seed, precision,
                quiet, Duet.of(runs));
    }

    /**
     * The plan of the parsed arguments of {@code run}: {@code jmh} parsed from {@code jmhArgs}; {@code seed} null for
     * a random one; {@code precision} (the target in percent) and {@code budget} null when not given. A usage error
     * when no benchmark matches, the plan is too large ({@link #MAX_COMBINATIONS}), a benchmark asks for {@code @Fork(0)}, no selected profile can run here, or a budget
     * comes without a target; an unusable input when a profile's jar is.
     */
    /** The most benchmark x params combinations one command line may ask for (each is at least one fork). */
    public static final int MAX_COMBINATIONS = 10_000;

    /** The benchmarks JMH would run for these options; a usage error when there are none. */
    public static List<BenchmarkListEntry> matchBenchmarks(CommandLineOptions jmh) {
        return JmhFork.matchBenchmarks(jmh);
    }

    /**
     * A usage error when the matched benchmarks times the {@code -p} values make more than {@link #MAX_COMBINATIONS},
     * counted before any combination is built.
     */
    public static void requireBounded(List<BenchmarkListEntry> matched, CommandLineOptions jmh) {
        long combinations = Schedule.count(matched, jmh);
        if (combinations > MAX_COMBINATIONS) {
            throw new WrongArgumentException("the -p values ask for " + (combinations == Long.MAX_VALUE ? "more than "
                    + Long.MAX_VALUE : combinations) + " benchmark x params combinations, more than the limit of "
                    + MAX_COMBINATIONS + "; give fewer values or select fewer benchmarks");
        }
    }

    public static RunPlan of(List<Profile> profiles, CommandLineOptions jmh, List<String> jmhArgs, Path resultsDir,
                             String label, Long seed, Double precision, Duration budget, boolean quiet) {
        return of(profiles, jmh, jmhArgs, resultsDir, label, seed, precision, false, budget, quiet);
    }

    /**
     * As {@link #of(List, CommandLineOptions, List, Path, String, Long, Double, Duration, boolean)}, or with
     * {@code decide} the goal of deciding every ratio between the formats of each benchmark x params
     * ({@link PrecisionGoal#decide}): one profile, and two or more formats side by side, in forks of their own or
     * taking turns ({@link Alternation}).
     */
    public static RunPlan of(List<Profile> profiles, CommandLineOptions jmh, List<String> jmhArgs, Path resultsDir,
                             String label, Long seed, Double precision, boolean decide, Duration budget,
                             boolean quiet) {
        List<BenchmarkListEntry> matched = JmhFork.matchBenchmarks(jmh);
        requireBounded(matched, jmh);
        int rounds = JmhFork.forks(jmh, matched);
        List<Schedule.Unit> units = Schedule.units(matched, jmh);
        List<ProfileCheck> checks = ProfileCheck.of(profiles);
        JarCheck.requireUsable(checks);
        List<ProfileRun> runs = checks.stream().map(ProfileRun::new).toList();
        if (runs.stream().noneMatch(ProfileRun::runnable)) {
            throw new WrongArgumentException("none of the selected profiles can run here: "
                    + String.join("; ", runs.stream().map(r -> r.profile.name() + ": " + r.reason).toList()));
        }
        List<String> names = matched.stream().map(e -> e.getUsername() + " (" + e.getMode().shortLabel() + ")")
                .distinct().toList();
        // JMH lets an explicit jvmArgsAppend replace the one of @Fork: say so rather than drop it silently
        List<String> warnings = matched.stream().filter(e -> e.getJvmArgsAppend().hasValue())
                .map(e -> e.getUsername() + " declares @Fork(jvmArgsAppend = " + e.getJvmArgsAppend().get()
                        + "), which the profiles' flags replace; pass them with -jvmArgsAppend to keep them")
                .distinct().toList();
        if (budget != null && precision == null && !decide) {
            throw new WrongArgumentException("--budget needs --precision PCT or --decide (without a goal, -f N sets the"
                    + " rounds)");
        }
        if (decide && precision != null) {
            throw new WrongArgumentException("--decide and --precision are two goals; give one of them");
        }
        if (decide && profiles.size() != 1) {
            throw new WrongArgumentException("--decide compares the formats inside each fork, under one profile; give"
                    + " one profile (to compare profiles, use --precision PCT)");
        }
        List<String> alone = decide ? PrecisionGoal.groups(units).entrySet().stream()
                .filter(e -> PrecisionGoal.formats(e.getValue()).size() < 2).map(e -> e.getKey().label()).toList()
                : List.of();
        if (!alone.isEmpty()) {
            throw new WrongArgumentException("--decide sets formats side by side: give benchmarks with a 'format' param"
                    + " and two or more formats (-p format=protobuf,json,xml, the default), or formats taking turns"
                    + " ('formats', AlternatingBench); these have fewer than two: " + String.join(", ", alone));
        }
        int pilot = jmh.getForkCount().hasValue() ? rounds : decide ? PrecisionGoal.DECIDE_PILOT_ROUNDS
                : PrecisionGoal.PILOT_ROUNDS;
        PrecisionGoal goal = decide ? PrecisionGoal.decide(budget, pilot)
                : precision == null ? null : new PrecisionGoal(precision, budget, pilot);
        return new RunPlan(runs, jmh, List.copyOf(jmhArgs), resultsDir, label, names,
                goal == null ? rounds : goal.pilotRounds, warnings, units,
                seed == null ? new SecureRandom().nextLong() : seed, goal, quiet, null);
    }
}
