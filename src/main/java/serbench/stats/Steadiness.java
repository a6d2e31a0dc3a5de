package serbench.stats;

import java.util.Arrays;

/**
 * Whether a fork had reached steady state when its measurement began.
 *
 * <p>Rule: with at least {@value #MIN_ITERATIONS} measured iterations, a fork is unsettled when its first measured
 * iteration is more than {@value #MAX_FIRST_SLOWDOWN_PERCENT}% slower than the median of its other measured
 * iterations: warm-up had not ended, so its mean includes part of it. "Slower" is a ratio of times: first / median
 * for a time per operation, median / first for a throughput (the caller says which, from the unit), so the same
 * fork is judged alike in either unit. A first iteration that is faster, or noisy iterations whose first is not
 * that far above the others' median, do not flag it; nor do non-positive values (not a measurement).
 */
public final class Steadiness {

    /** How much slower than the median of the others the first measured iteration may be, in percent. */
    public static final int MAX_FIRST_SLOWDOWN_PERCENT = 10;

    /** Fewer measured iterations than this leave too few others to judge the first by. */
    public static final int MIN_ITERATIONS = 3;

    private Steadiness() {
    }

    /**
     * Whether a fork with these measured iterations (in order) is unsettled; {@code higherIsBetter} for a throughput
     * ({@code ops/…}), false for a time or cost per operation.
     */
    public static boolean unsettled(double[] iterations, boolean higherIsBetter) {
        if (iterations.length < MIN_ITERATIONS) {
            return false;
        }
        double first = iterations[0];
        double median = median(Arrays.copyOfRange(iterations, 1, iterations.length));
        if (!(first > 0) || !(median > 0)) {
            return false;
        }
        double slowdown = higherIsBetter ? median / first : first / median;
        return slowdown > 1 + MAX_FIRST_SLOWDOWN_PERCENT / 100.0;
    }

    private static double median(double[] values) {
        double[] v = values.clone();
        Arrays.sort(v);
        int n = v.length;
        return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    }
}
