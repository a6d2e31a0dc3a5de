package serbench.results;

import serbench.text.Cells;
import java.util.Arrays;

/**
 * What a score read from a result file must be before any statistic uses it. A value beyond
 * {@link #MAX_MAGNITUDE}, or nonzero below {@link #MIN_MAGNITUDE}, is left out like a non-finite one (no benchmark
 * comes near either, sums of squares of the large ones overflow, ratios of the small ones are meaningless); a primary score of zero or below is not a measurement (a time per operation, a
 * throughput or a single-shot time is always positive), so its row is refused rather than compared or judged.
 * Allocation may be zero (escape analysis can remove every allocation) but never negative.
 */
public final class Scores {

    /**
     * The largest magnitude kept: 1e100 ns is about 3e83 years, and squares and sums of values up to here stay
     * far inside a double's range, so every statistic stays finite.
     */
    public static final double MAX_MAGNITUDE = 1e100;

    /** The smallest nonzero magnitude kept (1e-100 of any unit is no measurement either). */
    public static final double MIN_MAGNITUDE = 1e-100;

    private Scores() {
    }

    /** Whether a value read from a file may enter the statistics at all. */
    public static boolean usable(double v) {
        double a = Math.abs(v);
        return a == 0 || (a >= MIN_MAGNITUDE && a <= MAX_MAGNITUDE);
    }

    /**
     * Why a primary metric's values are not a measurement, or null when they are (or when it has no values:
     * that case is reported as such elsewhere).
     */
    public static String problem(Metric m) {
        if (m.forks().isEmpty()) {
            return null;
        }
        double min = m.forks().stream().flatMapToDouble(f -> Arrays.stream(f.iterations())).min().orElse(Double.NaN);
        if (m.forks().stream().allMatch(f -> f.mean() == 0)) {
            return "every score is zero " + m.unit() + ", which is not a measurement";
        }
        if (min < 0 || m.forks().stream().anyMatch(f -> !(f.mean() > 0))) {
            return "scores of zero or below (down to " + Cells.number(Math.min(min, minMean(m))) + " " + m.unit()
                    + "), which are not a measurement";
        }
        return null;
    }

    /** Why allocation values cannot be compared (a negative byte count), or null when they can. */
    public static String allocationProblem(Metric m) {
        double min = m.forks().stream().flatMapToDouble(f -> Arrays.stream(f.iterations())).min().orElse(0);
        return min < 0 ? "negative allocation (" + Cells.number(min) + " " + m.unit() + ")" : null;
    }

    private static double minMean(Metric m) {
        return m.forks().stream().mapToDouble(Fork::mean).min().orElse(Double.NaN);
    }
}
