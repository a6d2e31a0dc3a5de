package serbench.claims;

import serbench.report.Change;
import serbench.report.Interval;

import java.util.Locale;

/**
 * How many times {@code slow} takes longer than {@code fast} (both time per operation), with the 95% interval of
 * that ratio and the Mann-Whitney p-value on fork means, as text a claim's figures can quote.
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

    /**
     * The Mann-Whitney test on fork means at 5%; where the forks are too few for that test ever to reach 5%, the
     * 95% interval of the ratio excluding 1 instead.
     */
    boolean significant() {
        if (change.tooFewForks()) {
            return change.ratio().hasBounds() && (change.ratio().lo() > 1 || change.ratio().hi() < 1);
        }
        return change.significant();
    }

    String describe(String fastName, String slowName) {
        Interval r = change.ratio();
        String interval = r.hasBounds() ? String.format(Locale.ROOT, " [95%% CI %.2f-%.2f]", r.lo(), r.hi()) : "";
        return String.format(Locale.ROOT, "%s %s vs %s %s: %.2fx%s, p=%.3g%s (%s, JDK %s)",
                slowName, score(slow), fastName, score(fast), times(), interval, change.p(),
                change.tooFewForks() ? " (too few forks for the test: judged by the interval)" : "", slow.profile(), slow.jdk());
    }

    static String score(Evidence.Measured m) {
        Interval i = m.estimate().mean();
        String pm = i.hasBounds() ? String.format(Locale.ROOT, " ± %.0f%%", 100 * m.estimate().relativeHalfWidth()) : "";
        return String.format(Locale.ROOT, "%.4g%s %s", i.estimate(), pm, m.estimate().unit());
    }
}
