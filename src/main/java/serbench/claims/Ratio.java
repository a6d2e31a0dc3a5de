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
 * an {@link Evidence.Finding}, the newest run's paired ratio (one-sample t on the per-round log ratios), or the
 * random-effects pool of three or more runs; the text a claim's figures quote. Verdicts use the interval
 * ({@link #hasInterval}, {@link #low}, {@link #high}).
 *
 * @param test    the newest run's analysis (null without an interval)
 * @param pooled  whether the interval is the pool of several runs
 * @param context where the figures come from, and the other runs, as text
 */
record Ratio(Evidence.Measured fast, Evidence.Measured slow, Interval interval, LogRatio test, boolean pooled,
             String context) {

    /** The finding's ratio: its pool when it has one, else its newest run's. */
    static Ratio of(Evidence.Finding f) {
        Evidence.Paired newest = f.newest();
        List<String> context = new ArrayList<>();
        context.add(String.format(Locale.ROOT, "paired over %d rounds of run %s", newest.rounds(), newest.run()));
        for (Evidence.Paired other : f.others()) {
            context.add(String.format(Locale.ROOT, "run %s: %s", other.run(), bracketed(other.change().ratio())));
        }
        if (f.pooled() != null) {
            context.add(String.format(Locale.ROOT, "pooled over %d runs (random effects): %s", f.runs(),
                    bracketed(f.pooled())));
        }
        return new Ratio(newest.fast(), newest.slow(), f.pooled() != null ? f.pooled() : newest.change().ratio(),
                newest.change().test(), f.pooled() != null, String.join("; ", context));
    }

    /** Two estimates compared unpaired (Welch's t on the logs of their forks' values, trimmed as the estimator says). */
    static Ratio of(Evidence.Measured fast, Evidence.Measured slow) {
        Change c = Change.between(fast.estimate(), slow.estimate(), Evidence.ESTIMATOR.trim);
        return new Ratio(fast, slow, c.ratio(), c.test(), false, "unpaired");
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
     * be said (no paired test, a pooled interval, the estimate on the boundary, or more than 1,000 rounds).
     */
    int roundsToDecide(double boundary) {
        if (pooled || test == null || !test.paired()) {
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
        String p = test != null && !pooled ? String.format(Locale.ROOT, ", p=%.3g", test.p()) : "";
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

    static String score(Evidence.Measured m) {
        Interval i = m.estimate().mean();
        String pm = i.hasBounds() ? String.format(Locale.ROOT, " ± %.0f%%", 100 * m.estimate().relativeHalfWidth()) : "";
        return String.format(Locale.ROOT, "%.4g%s %s", i.estimate(), pm, m.estimate().unit());
    }
}
