package serbench.stats;

import org.apache.commons.math3.distribution.TDistribution;

import java.util.Arrays;

/**
 * The change between two samples of fork means, on the log scale: {@code d = log(ratio of geometric means)}
 * with its standard error and degrees of freedom, from which come the ratio, its interval, the t-test p-value
 * (the interval excludes 1 exactly when p &lt; 1 - confidence), the minimum detectable effect and the forks a
 * given effect would need. One criterion for every verdict of the report.
 *
 * <p>Assumptions, stated once:
 * <ul>
 *   <li><b>Unpaired</b> ({@link #welch}): fork means are independent and roughly log-normal; Welch's t on their
 *       logs, with the Welch-Satterthwaite degrees of freedom (unequal variances allowed).</li>
 *   <li><b>Paired</b> ({@link #paired}): fork {@code i} of both samples ran in the same round of one interleaved
 *       run, seconds apart, so they share the machine's slow drifts; the per-round log ratios
 *       {@code log b_i - log a_i} are independent and roughly normal; one-sample t on them, n - 1 degrees of
 *       freedom. The shared drift cancels in each difference, which is why the interval narrows.</li>
 *   <li>The point estimate is {@code exp(d)}, which lies inside its own interval by construction.</li>
 *   <li>Power calculations use the observed standard deviation as if it were the true one (the usual plug-in);
 *       they say what this noise level allows, not a guarantee.</li>
 * </ul>
 * Zero spread (identical values, e.g. allocation counted to the byte) gives a zero-width interval.
 */
public record LogRatio(double d, double se, double df, boolean paired, int n1, int n2) {

    /** Power at which {@link #minimumDetectable} is stated. */
    public static final double POWER = 0.8;

    /** Welch's t on the logs of two independent samples; null when a side has fewer than two values or a value is not positive. */
    public static LogRatio welch(double[] a, double[] b) {
        if (a.length < 2 || b.length < 2 || !positive(a) || !positive(b)) {
            return null;
        }
        double[] la = logs(a);
        double[] lb = logs(b);
        double va = Statistics.variance(la) / a.length;
        double vb = Statistics.variance(lb) / b.length;
        double se = Math.sqrt(va + vb);
        double df = se == 0 ? a.length + b.length - 2
                : (va + vb) * (va + vb) / (va * va / (a.length - 1) + vb * vb / (b.length - 1));
        return new LogRatio(Statistics.mean(lb) - Statistics.mean(la), se, df, false, a.length, b.length);
    }

    /** One-sample t on the per-pair log ratios {@code log b[i] - log a[i]}; null for fewer than two pairs or a value not positive. */
    public static LogRatio paired(double[] a, double[] b) {
        if (a.length != b.length) {
            throw new IllegalArgumentException("paired samples need equal lengths: " + a.length + " vs " + b.length);
        }
        if (a.length < 2 || !positive(a) || !positive(b)) {
            return null;
        }
        double[] diff = new double[a.length];
        for (int i = 0; i < a.length; i++) {
            diff[i] = Math.log(b[i]) - Math.log(a[i]);
        }
        double se = Math.sqrt(Statistics.variance(diff) / diff.length);
        return new LogRatio(Statistics.mean(diff), se, diff.length - 1, true, a.length, b.length);
    }

    /** The ratio of geometric means {@code b / a} with its interval at {@code confidence}. */
    public Interval ratio(double confidence) {
        double half = t(confidence) * se;
        return new Interval(Math.exp(d), Math.exp(d - half), Math.exp(d + half));
    }

    /** Two-sided p-value of the t test of no change. */
    public double p() {
        return pAgainst(0);
    }

    /** Two-sided p-value of the t test of {@code log ratio = logBoundary}: below α exactly when the interval excludes it. */
    public double pAgainst(double logBoundary) {
        double diff = d - logBoundary;
        if (se == 0) {
            return diff == 0 ? 1 : 0;
        }
        return 2 * (1 - dist().cumulativeProbability(Math.abs(diff) / se));
    }

    /**
     * The smallest change (as a ratio minus one, e.g. 0.07 for 7%) that this noise and these fork counts would
     * detect with probability {@link #POWER} at {@code confidence}: {@code exp((t_{1-α/2} + t_{power}) · se) - 1}.
     */
    public double minimumDetectable(double confidence) {
        return Math.exp((t(confidence) + dist().inverseCumulativeProbability(POWER)) * se) - 1;
    }

    /**
     * Forks per side (pairs when paired) needed to detect {@code effect} (0.05 for 5%) with {@link #POWER} at
     * {@code confidence}, at the observed spread; at least 2, and {@link Integer#MAX_VALUE} beyond 100,000.
     */
    public int forksFor(double effect, double confidence) {
        double target = Math.log(1 + effect);
        // spread per fork (paired: per pair; unpaired: both sides' variances, for equal n per side)
        double perFork = paired ? se * se * n1 : se * se / (1.0 / n1 + 1.0 / n2) * 2;
        if (perFork == 0) {
            return 2;
        }
        for (int n = 2; n <= 100_000; n++) {
            double df = paired ? n - 1 : 2 * n - 2;
            TDistribution t = new TDistribution(null, df);
            double needed = (t.inverseCumulativeProbability(1 - (1 - confidence) / 2)
                    + t.inverseCumulativeProbability(POWER)) * Math.sqrt(perFork / n);
            if (needed <= target) {
                return n;
            }
        }
        return Integer.MAX_VALUE;
    }

    private double t(double confidence) {
        return dist().inverseCumulativeProbability(1 - (1 - confidence) / 2);
    }

    private TDistribution dist() {
        return new TDistribution(null, df);
    }

    private static boolean positive(double[] x) {
        return Arrays.stream(x).allMatch(v -> v > 0 && Double.isFinite(v));
    }

    private static double[] logs(double[] x) {
        return Arrays.stream(x).map(Math::log).toArray();
    }
}
