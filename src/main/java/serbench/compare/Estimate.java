package serbench.compare;

import serbench.results.Fork;

import serbench.results.Metric;
import serbench.results.ResultFile;
import serbench.stats.Bimodality;
import serbench.stats.Interval;
import serbench.stats.LogRatio;
import serbench.stats.Statistics;
import serbench.stats.Steadiness;

/**
 * One file's result for one row: the mean of the fork means with its confidence interval, the number of
 * forks, the fork-to-fork coefficient of variation, whether the forks look bimodal, how many of them had not
 * reached steady state ({@code unsettled}: {@link #unsettledForks}), and the {@code centre} every view shows beside a
 * change: the fork values' geometric mean, trimmed as the estimator trims ({@link LogRatio#centre}), with its
 * interval (the one-sample (Yuen) t on the logs). It is the row's one figure in every view of time; the mean (JMH's
 * score, pulled by one slow fork that the change trims away) serves B/op, whose forks agree.
 */
public record Estimate(Metric metric, Interval mean, int forks, double cv, boolean bimodal, int unsettled,
                       Interval centre) {

    /** The estimate with an untrimmed centre (the geometric mean of the fork values). */
    public static Estimate of(Metric metric, double confidence) {
        return of(metric, confidence, 0);
    }

    /** The estimate whose centre is trimmed by {@code trim}, as a change of the same trim is ({@link Estimator#trim}). */
    public static Estimate of(Metric metric, double confidence, double trim) {
        double[] means = metric.forkMeans();
        return new Estimate(metric, Statistics.meanInterval(means, confidence), means.length,
                Statistics.cv(means), Bimodality.isBimodal(means,
                        metric.forks().stream().mapToDouble(Fork::withinVariance).toArray()), unsettledForks(metric),
                centre(means, trim, confidence));
    }

    /** {@link LogRatio#centre} with its interval at {@code confidence}; without bounds for fewer than two values. */
    private static Interval centre(double[] values, double trim, double confidence) {
        double c = LogRatio.centre(values, trim);
        if (Double.isNaN(c) || values.length < 2) {
            return new Interval(c, Double.NaN, Double.NaN);
        }
        LogRatio t = LogRatio.oneSample(java.util.Arrays.stream(values).map(Math::log).toArray(), trim, false);
        return t == null ? new Interval(c, Double.NaN, Double.NaN) : t.ratio(confidence);
    }

    /** Half-width of the centre's interval relative to the centre; NaN without an interval. */
    public double centreHalfWidth() {
        return (centre.hi() - centre.lo()) / 2 / centre.estimate();
    }

    /**
     * How many forks of {@code metric} are {@link Steadiness#unsettled unsettled}: their first measured iteration more
     * than {@value Steadiness#MAX_FIRST_SLOWDOWN_PERCENT}% slower than the median of their others and more than the
     * row's iteration noise allows, slower as {@link Direction#of} reads the unit.
     */
    public static int unsettledForks(Metric metric) {
        boolean higherIsBetter = Direction.of(metric.unit()) == Direction.HIGHER_IS_BETTER;
        return Steadiness.unsettledForks(metric.forks().stream().map(f -> f.iterations()).toList(), higherIsBetter);
    }

    /**
     * The {@link Steadiness#placebo placebo test} of a whole result file: every row's forks, each read as
     * {@link Direction#of} reads its unit. {@link Steadiness.Placebo#settled} is the bar a run's forks must pass
     * before its figures count as evidence.
     */
    public static Steadiness.Placebo steadiness(ResultFile file) {
        return Steadiness.placebo(file.runs().stream().map(r -> new Steadiness.Row(
                r.primary().forks().stream().map(Fork::iterations).toList(),
                Direction.of(r.primary().unit()) == Direction.HIGHER_IS_BETTER)).toList());
    }

    public String unit() {
        return metric.unit();
    }

}
