package serbench.stats;

import org.apache.commons.math3.distribution.TDistribution;

/**
 * The interval of a change that was reported because it was decided: conditional on the selection, so that the
 * decided ratios keep their coverage (no winner's curse). A change is decided when its statistic {@code T = d / se}
 * lies beyond a threshold {@code c} (Holm's step over the run's ratios). Among such changes the plain interval is
 * centred on draws that happened to be large, and overstates the effect when the run could barely detect it. The
 * selection-adjusted interval inverts the distribution of {@code T} given {@code |T| > c}: with {@code T = δ + ε},
 * {@code ε} Student's t at the test's degrees of freedom, it is the set of {@code δ} for which the observed {@code T}
 * lies in the central {@code confidence} of that truncated distribution (Weinstein, Fithian and Benjamini 2013,
 * "Selection adjusted confidence intervals"; the equal-tailed form). Far beyond the threshold it is the plain
 * interval; near it, it reaches back towards 0, and when it includes 0 the change is not decided: the run saw an
 * effect near what it can detect.
 */
public final class SelectionAdjusted {

    /** Beyond this many units of {@code T} past the threshold the adjustment is below 1e-6 of the plain interval. */
    static final double FAR = 8;

    private SelectionAdjusted() {
    }

    /**
     * The adjusted interval {@code {lo, hi}} of the log ratio {@code d} with standard error {@code se} and {@code df}
     * degrees of freedom, selected by {@code |d / se| > c}; null when it was not selected or has no spread.
     */
    public static double[] interval(double d, double se, double df, double c, double confidence) {
        if (!(se > 0) || !(Math.abs(d / se) > c)) {
            return null;
        }
        double t = d / se;
        TDistribution g = new TDistribution(null, df);
        double tail = (1 - confidence) / 2;
        if (Math.abs(t) - c > FAR) {
            double half = g.inverseCumulativeProbability(1 - tail) * se;
            return new double[]{d - half, d + half};
        }
        return new double[]{solve(t, c, g, 1 - tail) * se, solve(t, c, g, tail) * se};
    }

    /** The {@code δ} at which the conditional distribution function at {@code t} equals {@code target} (decreasing in δ). */
    private static double solve(double t, double c, TDistribution g, double target) {
        double lo = Math.min(t, 0) - 60;
        double hi = Math.max(t, 0) + 60;
        for (int i = 0; i < 80; i++) {
            double mid = (lo + hi) / 2;
            if (conditionalCdf(t, mid, c, g) > target) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return (lo + hi) / 2;
    }

    /** {@code P(T ≤ t | |T| > c)} for {@code T = δ + ε}. */
    static double conditionalCdf(double t, double delta, double c, TDistribution g) {
        double below = g.cumulativeProbability(-c - delta);
        double above = 1 - g.cumulativeProbability(c - delta);
        double selected = below + above;
        if (!(selected > 0)) {
            return t > delta ? 1 : 0;
        }
        double upTo = t < -c ? g.cumulativeProbability(t - delta)
                : below + g.cumulativeProbability(t - delta) - g.cumulativeProbability(c - delta);
        return Math.min(1, Math.max(0, upTo / selected));
    }
}
