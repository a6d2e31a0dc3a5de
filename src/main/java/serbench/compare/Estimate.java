package serbench.compare;

import serbench.results.Fork;

import serbench.results.Metric;
import serbench.stats.Bimodality;
import serbench.stats.Interval;
import serbench.stats.Statistics;
import serbench.stats.Steadiness;

/**
 * One file's result for one row: the mean of the fork means with its confidence interval, the number of
 * forks, the fork-to-fork coefficient of variation, whether the forks look bimodal, and how many of them had not
 * reached steady state ({@code unsettled}: {@link #unsettledForks}).
 */
public record Estimate(Metric metric, Interval mean, int forks, double cv, boolean bimodal, int unsettled) {

    public static Estimate of(Metric metric, double confidence) {
        double[] means = metric.forkMeans();
        return new Estimate(metric, Statistics.meanInterval(means, confidence), means.length,
                Statistics.cv(means), Bimodality.isBimodal(means,
                        metric.forks().stream().mapToDouble(Fork::withinVariance).toArray()), unsettledForks(metric));
    }

    /**
     * How many forks of {@code metric} are {@link Steadiness#unsettled unsettled}: their first measured iteration more
     * than {@value Steadiness#MAX_FIRST_SLOWDOWN_PERCENT}% slower than the median of their others, slower as
     * {@link Direction#of} reads the unit.
     */
    public static int unsettledForks(Metric metric) {
        boolean higherIsBetter = Direction.of(metric.unit()) == Direction.HIGHER_IS_BETTER;
        return (int) metric.forks().stream().filter(f -> Steadiness.unsettled(f.iterations(), higherIsBetter)).count();
    }

    public String unit() {
        return metric.unit();
    }

    /** Half-width of the interval relative to the mean; NaN without an interval. */
    public double relativeHalfWidth() {
        return (mean.hi() - mean.lo()) / 2 / Math.abs(mean.estimate());
    }
}
