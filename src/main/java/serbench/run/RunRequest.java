package serbench.run;

import serbench.profiles.Profile;

import org.openjdk.jmh.runner.options.CommandLineOptions;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * What a run is asked for, typed as a command gives it: the profiles (the baseline first), JMH's options and the
 * arguments they were read from (recorded in the manifest), where the run directory goes and its label, the seed of
 * the rounds' order (random when absent), how many rounds ({@link Goal}), whether JMH's output shows, and whether both
 * profiles' forks run at once ({@link Duet}). {@link RunPlan#of} checks it against this build and this machine.
 */
public record RunRequest(List<Profile> profiles, CommandLineOptions jmh, List<String> jmhArgs, Path resultsDir,
                         Optional<String> label, OptionalLong seed, Goal goal, boolean quiet, boolean duet) {

    public RunRequest {
        profiles = List.copyOf(profiles);
        jmhArgs = List.copyOf(jmhArgs);
    }

    /** How many rounds a run makes. */
    public sealed interface Goal {
    }

    /** The rounds JMH's options ask for ({@code -f N}), else the benchmarks' own fork count. */
    public record Rounds() implements Goal {
    }

    /** Rounds until each row's 95% interval is within {@code percent}, at most {@code budget} of wall time. */
    public record Precision(double percent, Optional<Duration> budget) implements Goal {
    }

    /**
     * Rounds until every ratio between the formats of each benchmark x params is decided after Holm, at most
     * {@code budget} of wall time ({@link PrecisionGoal#decide}).
     */
    public record Decide(Optional<Duration> budget) implements Goal {
    }
}
