package serbench.claims;

import serbench.compare.Change;
import serbench.stats.Interval;
import serbench.stats.LogRatio;
import serbench.stats.Statistics;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * How many times {@code slow} takes longer than {@code fast} (both time per operation), with its 95% interval: from
 * an {@link Evidence.Finding}, the deciding run's paired ratio (one-sample t on the per-round log ratios), with the
 * other runs and their random-effects pool quoted beside it, never in its place; the text a claim's figures quote.
 * Verdicts use the interval ({@link #hasInterval}, {@link #low}, {@link #high}).
 *
 * @param test    the deciding run's analysis (null without an interval)
 * @param context where the figures come from, and the other runs, as text
 */
record Ratio(Evidence.Measured fast, Evidence.Measured slow, Interval interval, LogRatio test, String context) {

    /** The finding's ratio: its deciding run's, the other runs and their pool beside it. */
    static Ratio of(Evidence.Finding f) {
        Evidence.Paired deciding = f.deciding();
        List<String> context = new ArrayList<>();
        context.add(String.format(Locale.ROOT, "paired over %d rounds of run %s, on %s", deciding.rounds(),
                deciding.run(), deciding.hostWords()));
        for (Evidence.Paired other : f.others()) {
            context.add(String.format(Locale.ROOT, "run %s (%s): %s", other.run(), other.hostWords(),
                    bracketed(other.change().ratio())));
        }
        if (f.pooled() != null) {
            context.add(String.format(Locale.ROOT, "pooled over %d runs (random effects): %s", f.runs(),
                    bracketed(f.pooled())));
        }
        return new Ratio(deciding.fast(), deciding.slow(), deciding.change().ratio(), deciding.change().test(),
                String.join("; ", context));
    }

    /** slow / fast. */
    double times() {
        return interval.estimate();
    }

    double low() {
        return interval.lo();
    }

    double high() {
        return interval.hi();
    }

    /** Whether there is an interval (at least two forks a side). */
    boolean hasInterval() {
        return interval.hasBounds();
    }

    /**
     * About how many rounds would put {@code boundary} (a ratio) outside the interval, at this run's spread (paired
     * runs only): the smallest n with {@code t(n-1) * sd / sqrt(n) < |log ratio - log boundary|}; -1 when that cannot
     * be said (no paired test, the estimate on the boundary, or more than 1,000 rounds).
     */
    int roundsToDecide(double boundary) {
        if (test == null || !test.paired()) {
            return -1;
        }
        double distance = Math.abs(test.d() - Math.log(boundary));
        double sd = test.se() * Math.sqrt(test.n1());
        if (distance == 0) {
            return -1;
        }
        for (int n = 2; n <= 1000; n++) {
            if (Statistics.tQuantile(Change.CONFIDENCE, n - 1) * sd / Math.sqrt(n) < distance) {
                return n;
            }
        }
        return -1;
    }

    String describe(String fastName, String slowName) {
        String p = test != null ? String.format(Locale.ROOT, ", p=%.3g", test.p()) : "";
        String interval = hasInterval() ? String.format(Locale.ROOT, " [95%% CI %.2f-%.2f]", low(), high())
                : " (no interval)";
        return String.format(Locale.ROOT, "%s %s vs %s %s: %.2fx%s%s (%s, JDK %s; %s)",
                slowName, score(slow), fastName, score(fast), times(), interval, p, slow.profile(), slow.jdk(), context);
    }

    /** {@code 3.04x [95% CI 2.95-3.12]}. */
    private static String bracketed(Interval r) {
        return r.hasBounds() ? String.format(Locale.ROOT, "%.2fx [95%% CI %.2f-%.2f]", r.estimate(), r.lo(), r.hi())
                : String.format(Locale.ROOT, "%.2fx (no interval)", r.estimate());
    }

    /**
     * A side's time as {@code answer} shows it: the estimator's centre of its fork values (the trimmed geometric
     * mean), with its interval.
     */
    static String score(Evidence.Measured m) {
        Interval c = m.estimate().centre();
        String pm = c.hasBounds() ? String.format(Locale.ROOT, " ± %.0f%%", 100 * m.estimate().centreHalfWidth()) : "";
        return String.format(Locale.ROOT, "%.4g%s %s", c.estimate(), pm, m.estimate().unit());
    }
}
