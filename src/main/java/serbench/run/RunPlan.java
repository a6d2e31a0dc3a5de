package serbench.run;

import serbench.io.WrongArgumentException;
import serbench.profiles.JarCheck;
import serbench.profiles.ProfileCheck;
import serbench.run.design.Schedule;

import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.options.CommandLineOptions;

import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.List;

/**
 * A {@code run} checked and ready to start: the profiles (each with its check; one that cannot run here is skipped,
 * with its reason), the user's JMH options and their arguments, where the run directory goes and its label, the
 * matched benchmarks and their units, the rounds (with a precision goal, its pilot's rounds), the warnings to record,
 * the seed and the precision goal. {@link #of} checks a {@link RunRequest} against this build's benchmarks and the
 * profiles' JVMs and jars and creates nothing; {@link RunSession#run} runs the plan.
 */
public record RunPlan(List<ProfileRun> runs, CommandLineOptions jmh, List<String> jmhArgs, Path resultsDir,
                      String label, List<String> benchmarks, int rounds, List<String> warnings,
                      List<Schedule.Unit> units, long seed, PrecisionGoal precision, boolean quiet, Duet duet) {

    /** The most benchmark x params combinations one command line may ask for (each is at least one fork). */
    public static final int MAX_COMBINATIONS = 10_000;

    /** The benchmarks JMH would run for these options; a usage error when there are none. */
    public static List<BenchmarkListEntry> matchBenchmarks(CommandLineOptions jmh) {
        return JmhFork.matchBenchmarks(jmh);
    }

    /**
     * A usage error when the matched benchmarks times the params' values make more than {@link #MAX_COMBINATIONS},
     * counted before any combination is built.
     */
    public static void requireBounded(List<BenchmarkListEntry> matched, CommandLineOptions jmh) {
        long combinations = Schedule.count(matched, jmh);
        if (combinations > MAX_COMBINATIONS) {
            throw new WrongArgumentException("the params' values ask for " + (combinations == Long.MAX_VALUE ? "more than "
                    + Long.MAX_VALUE : combinations) + " benchmark x params combinations, more than the limit of "
                    + MAX_COMBINATIONS + "; give fewer values or select fewer benchmarks");
        }
    }

    /**
     * The plan of {@code request}, checked against this build's benchmarks and the profiles' JVMs and jars; creates
     * nothing. A usage error when no benchmark matches, the plan is too large ({@link #MAX_COMBINATIONS}), no selected
     * profile can run here, deciding is asked of benchmarks with fewer than two formats, or a duet cannot run
     * ({@link Duet#of}); an unusable input when a profile's jar is. Deciding needs exactly one profile: the command
     * checks that, in its own words, before it asks.
     */
    public static RunPlan of(RunRequest request) {
        CommandLineOptions jmh = request.jmh();
        boolean decide = request.goal() instanceof RunRequest.Decide;
        if (decide && request.profiles().size() != 1) {
            throw new IllegalArgumentException("deciding compares the formats inside each fork, under one profile");
        }
        List<BenchmarkListEntry> matched = JmhFork.matchBenchmarks(jmh);
        requireBounded(matched, jmh);
        int rounds = JmhFork.forks(jmh, matched);
        List<Schedule.Unit> units = Schedule.units(matched, jmh);
        List<ProfileCheck> checks = ProfileCheck.of(request.profiles());
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
                        + "), which the profiles' flags replace; pass them as JMH's jvmArgsAppend to keep them")
                .distinct().toList();
        List<String> alone = decide ? PrecisionGoal.groups(units).entrySet().stream()
                .filter(e -> PrecisionGoal.formats(e.getValue()).size() < 2).map(e -> e.getKey().label()).toList()
                : List.of();
        if (!alone.isEmpty()) {
            throw new WrongArgumentException("deciding sets formats side by side: give benchmarks with a 'format'"
                    + " param of two or more values (protobuf,json,xml, the default), or formats taking turns"
                    + " ('formats', AlternatingBench); these have fewer than two: " + String.join(", ", alone));
        }
        int pilot = jmh.getForkCount().hasValue() ? rounds : decide ? PrecisionGoal.DECIDE_PILOT_ROUNDS
                : PrecisionGoal.PILOT_ROUNDS;
        PrecisionGoal goal = request.goal() instanceof RunRequest.Decide d
                ? PrecisionGoal.decide(d.budget().orElse(null), pilot)
                : request.goal() instanceof RunRequest.Precision p
                ? new PrecisionGoal(p.percent(), p.budget().orElse(null), pilot) : null;
        return new RunPlan(runs, jmh, request.jmhArgs(), request.resultsDir(), request.label().orElse(null), names,
                goal == null ? rounds : goal.pilotRounds, warnings, units,
                request.seed().orElseGet(() -> new SecureRandom().nextLong()), goal, request.quiet(),
                request.duet() ? Duet.of(runs) : null);
    }
}
