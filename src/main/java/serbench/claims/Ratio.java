package serbench.claims;

import serbench.compare.Change;
import serbench.stats.Interval;

import java.util.Locale;

/**
 * How many times {@code slow} takes longer than {@code fast} (both time per operation): the ratio of geometric means
 * of fork means with its 95% interval (Welch's t on log fork means, as {@code compare} does for unpaired files) and
 * the t-test p-value, as text a claim's figures can quote. Verdicts use the interval ({@link #hasInterval},
 * {@link #low}, {@link #high}).
 */
record Ratio(Evidence.Measured fast, Evidence.Measured slow, Change change) {

    static Ratio of(Evidence.Measured fast, Evidence.Measured slow) {
        return new Ratio(fast, slow, Change.between(fast.estimate(), slow.estimate()));
    }

    /** slow / fast. */
    double times() {
        return change.ratio().estimate();
    }

    double low() {
        return change.ratio().lo();
    }

    double high() {
        return change.ratio().hi();
    }

    /** Whether there is an interval (at least two forks a side). */
    boolean hasInterval() {
        return change.ratio().hasBounds();
    }

    /** Whether the 95% interval excludes 1. */
    boolean significant() {
        return change.significant();
    }

    String describe(String fastName, String slowName) {
        Interval r = change.ratio();
        String interval = r.hasBounds() ? String.format(Locale.ROOT, " [95%% CI %.2f-%.2f]", r.lo(), r.hi()) : "";
        String p = r.hasBounds() ? String.format(Locale.ROOT, ", p=%.3g", change.p()) : " (no interval: fewer than 2 forks a side)";
        return String.format(Locale.ROOT, "%s %s vs %s %s: %.2fx%s%s (%s, JDK %s)",
                slowName, score(slow), fastName, score(fast), times(), interval, p, slow.profile(), slow.jdk());
    }

    static String score(Evidence.Measured m) {
        Interval i = m.estimate().mean();
        String pm = i.hasBounds() ? String.format(Locale.ROOT, " ± %.0f%%", 100 * m.estimate().relativeHalfWidth()) : "";
        return String.format(Locale.ROOT, "%.4g%s %s", i.estimate(), pm, m.estimate().unit());
    }
}
