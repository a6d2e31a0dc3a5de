package serbench.bench;

/**
 * The default run length of every benchmark, in one place: 2 forks per benchmark so fork-to-fork variation shows,
 * 2 warmup and 3 measured iterations of 1 s each. How long a full {@code java -jar target/benchmarks.jar} takes
 * with these values is measured, not written here: the timed default run under {@code results/} (its manifest's
 * {@code durationSeconds}; {@code scripts/timed-default-run.sh}) and README's "How long a full run takes".
 * Real comparisons should raise the forks on the command line ({@code -f 5}), not these defaults.
 *
 * <p>Two warm-up iterations are what the warm-up study supports ({@code scripts/warmup-study.sh},
 * {@code results/20261122-215948-warmup-study}, its {@code study.txt}): after 2, the measured window is as often
 * faster as slower than the settled level, and 3 or 4 do not reduce the slow ones.
 */
final class RunLength {

    static final int FORKS = 2;
    static final int WARMUP_ITERATIONS = 2;
    static final int MEASUREMENT_ITERATIONS = 3;
    /** Length of one warmup or measurement iteration. */
    static final int ITERATION_SECONDS = 1;

    private RunLength() {
    }
}
