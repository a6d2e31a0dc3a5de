package serbench.compare;

import serbench.stats.Interval;
import serbench.stats.LogRatio;
import serbench.stats.ModeAwareInterval;
import serbench.stats.SelectionAdjusted;
import serbench.stats.Statistics;
import serbench.text.Cells;

/**
 * The change from the baseline to another file for one row and metric: the ratio of the (trimmed) geometric means of
 * the forks' values ({@code other / baseline}; a fork's value is what the {@link Estimator} makes of it) with its 95%
 * interval, from one {@link LogRatio} analysis (paired by round when both files come from one interleaved run, Welch
 * otherwise); with the {@link Estimator#MODE_AWARE} estimator kept honest when forks fall into modes unevenly
 * ({@link ModeAwareInterval}: the rounds off the main mode weighed by their share, and an allowance for modes too few
 * rounds cannot have seen), and, when reported because it was decided, selection-adjusted ({@link #selected}).
 * Significant exactly when the interval excludes 1.
 * The Mann-Whitney p-value on fork means is kept as a robustness column only, never as a verdict.
 * {@code test} is null when a side has fewer than two forks (or a value is not positive), and when the interval
 * is {@code degenerate} ({@link Interval#degenerate}: zero variance in a timing metric, overflow): no interval then
 * ({@link #hasInterval}; a degenerate change keeps its test only to say it was paired), and never a change.
 */
public record Change(Interval ratio, Direction direction, LogRatio test, double mannWhitneyP, double[][] pairs,
                     boolean degenerate, ModeAwareInterval.Result modeAware, boolean selectionAdjusted) {

    /** Significance level of every test in the report. */
    public static final double ALPHA = 0.05;
    /** Confidence level of every interval in the report. */
    public static final double CONFIDENCE = 0.95;

    /**
     * The one quantity every change estimates, in the words every output uses: the ratio of the geometric means of
     * the fork values, and how the estimator with {@code trim} takes it.
     */
    public static String estimand(double trim) {
        if (trim == 0) {
            return "the ratio of the geometric means of the fork values (exp of the mean log ratio: per round when"
                    + " paired, else the difference of the two sides' mean logs)";
        }
        String pct = Cells.plain(trim * 100) + "%";
        return "the ratio of the geometric means of the fork values, estimated by exp of the " + pct + "-trimmed mean"
                + " log ratio (per round when paired, else the difference of the two sides' " + pct + "-trimmed mean"
                + " logs): the ratio itself when one side's values are the other's times a factor; a row whose sides'"
                + " fork modes differ is marked '" + Note.MODES_DIFFER.code() + "' and estimated untrimmed";
    }

    /** The unpaired change between two estimates (Welch's t on the logs of their forks' values, trimmed by {@code trim}). */
    public static Change between(Estimate base, Estimate other, double trim) {
        return of(base.metric().forkMeans(), other.metric().forkMeans(), null, Direction.of(base.unit()), false, trim);
    }

    /**
     * The change between fork means {@code a} (baseline) and {@code b}; with {@code pairs} (the fork means of the
     * rounds both have, {@code [rounds, a, b]}, at least two rounds) the paired analysis, else Welch.
     */
    public static Change of(double[] a, double[] b, double[][] pairs, Direction direction) {
        return of(a, b, pairs, direction, false);
    }

    /**
     * As above; {@code counted} says the values are counts that may repeat exactly (bytes per operation), so a
     * zero-width interval is exact there, where for a time or a throughput it is degenerate.
     */
    public static Change of(double[] a, double[] b, double[][] pairs, Direction direction, boolean counted) {
        return of(a, b, pairs, direction, counted, 0);
    }

    /** As above, the tests trimmed by {@code trim} (Yuen; 0 for Student's and Welch's t): {@link Estimator#trim}. */
    public static Change of(double[] a, double[] b, double[][] pairs, Direction direction, boolean counted,
                            double trim) {
        return of(a, b, pairs, direction, counted, trim, false);
    }

    /** As above; with {@code modeAware} ({@link Estimator#modeAware}) the interval is {@link ModeAwareInterval}'s. */
    public static Change of(double[] a, double[] b, double[][] pairs, Direction direction, boolean counted,
                            double trim, boolean modeAware) {
        LogRatio test = pairs != null && pairs[0].length >= 2 ? LogRatio.paired(pairs[1], pairs[2], trim) : null;
        if (test == null) {
            pairs = null;
            test = LogRatio.welch(a, b, trim);
        }
        boolean degenerate = test != null && test.ratio(CONFIDENCE).degenerate(counted);
        // counted values (bytes) have no fork modes; a time or a throughput gets the interval that keeps its coverage
        // when forks fall into modes unevenly
        ModeAwareInterval.Result modeAwareResult = !modeAware || test == null || degenerate || counted ? null
                : pairs != null ? ModeAwareInterval.paired(logRatios(pairs), trim, CONFIDENCE)
                : ModeAwareInterval.widened(test, ModeAwareInterval.allowance(Math.min(a.length, b.length)),
                CONFIDENCE);
        Interval ratio = test == null || degenerate
                ? new Interval(Statistics.geomean(b) / Statistics.geomean(a), Double.NaN, Double.NaN)
                : modeAwareResult != null ? modeAwareResult.ratio() : test.ratio(CONFIDENCE);
        return new Change(ratio, direction, test, Statistics.mannWhitneyP(a, b), pairs, degenerate, modeAwareResult,
                false);
    }

    /** {@code log b - log a} per paired round ({@code [rounds, a, b]}). */
    private static double[] logRatios(double[][] pairs) {
        double[] d = new double[pairs[1].length];
        for (int i = 0; i < d.length; i++) {
            d[i] = Math.log(pairs[2][i]) - Math.log(pairs[1][i]);
        }
        return d;
    }

    /**
     * This change as reported because it was decided at a Holm step whose confidence is {@code selection}: its
     * interval the selection-adjusted one ({@link SelectionAdjusted}) where it is a plain t interval (no allowance for
     * unseen modes, no round off the main mode: those are already wider than the selection moves them); null when the
     * adjusted interval includes no change, i.e. the run saw an effect near what it can detect.
     */
    public Change selected(double selection) {
        if (!hasInterval() || modeAware == null || modeAware.kind() != ModeAwareInterval.Kind.TRIMMED
                || modeAware.allowance() > 0) {
            return this;
        }
        double c = Statistics.tQuantile(selection, test.df());
        double[] at = SelectionAdjusted.interval(test.d(), test.se(), test.df(), c, CONFIDENCE);
        if (at == null || !(at[0] > 0 || at[1] < 0)) {
            return null;
        }
        return new Change(new Interval(ratio.estimate(), Math.exp(at[0]), Math.exp(at[1])), direction, test,
                mannWhitneyP, pairs, degenerate, modeAware, true);
    }

    /** Per paired round, the log of the gain (above 0 is better); null when unpaired. */
    public java.util.Map<Integer, Double> roundLogGains() {
        if (pairs == null) {
            return null;
        }
        java.util.Map<Integer, Double> m = new java.util.TreeMap<>();
        for (int i = 0; i < pairs[0].length; i++) {
            double logRatio = Math.log(pairs[2][i]) - Math.log(pairs[1][i]);
            m.put((int) pairs[0][i], direction == Direction.HIGHER_IS_BETTER ? logRatio : -logRatio);
        }
        return m;
    }

    /** The t-test p-value (paired or Welch); NaN without a test. */
    public double p() {
        return !hasInterval() ? Double.NaN : modeAware != null ? modeAware.p() : test.p();
    }

    public boolean paired() {
        return test != null && test.paired();
    }

    /** Whether the 95% interval excludes no change. */
    public boolean significant() {
        return hasInterval() && p() < ALPHA;
    }

    /** Too few forks on a side for any interval. */
    public boolean tooFewForks() {
        return test == null;
    }

    /** Whether there is an interval at all (none with too few forks or when it is degenerate). */
    public boolean hasInterval() {
        return test != null && !degenerate;
    }

    /**
     * The ratio turned so that above 1 is worse, the same for every metric: {@code other/base} for a time or bytes
     * per operation, {@code base/other} for a throughput ({@code 1.05} is 5% slower, or 5% more bytes).
     */
    public Interval slowdown() {
        return gain().reciprocal();
    }

    /** The smallest change detectable at this noise with 80% power (0.07 = 7%); NaN without a test. */
    public double minimumDetectable() {
        return hasInterval() ? test.minimumDetectable(CONFIDENCE) : Double.NaN;
    }

    /** Forks per side (pairs when paired) that {@code effect} (0.05 = 5%) would need; -1 without a test. */
    public int forksFor(double effect) {
        return hasInterval() ? test.forksFor(effect, CONFIDENCE) : -1;
    }

    /**
     * The ratio turned so that above 1 is better: {@code other/base} for throughput,
     * {@code base/other} for time or bytes per operation (so 100 → 90 ns/op is a gain of 1.111, "+11.1% faster").
     */
    public Interval gain() {
        return direction == Direction.HIGHER_IS_BETTER ? ratio : ratio.reciprocal();
    }

    /** Whether the change is significant and worse than the baseline. */
    public boolean significantlyWorse() {
        return significant() && gain().estimate() < 1;
    }
}
