package serbench.compare;

import serbench.results.Fork;

import serbench.results.Metric;
import serbench.stats.Bimodality;
import serbench.stats.Interval;
import serbench.stats.Statistics;

/**
 * One file's result for one row: the mean of the fork means with its confidence interval, the number of
 * forks, the fork-to-fork coefficient of variation, and whether the forks look bimodal.
 */
public record Estimate(Metric metric, Interval mean, int forks, double cv, boolean bimodal) {

    public static Estimate of(Metric metric, double confidence) {
        double[] means = metric.forkMeans();
        return new Estimate(metric, Statistics.meanInterval(means, confidence), means.length,
                Statistics.cv(means), Bimodality.isBimodal(means,
                        metric.forks().stream().mapToDouble(Fork::withinVariance).toArray()));
    }

    public String unit() {
        return metric.unit();
    }

    /** Half-width of the interval relative to the mean; NaN without an interval. */
    public double relativeHalfWidth() {
        return (mean.hi() - mean.lo()) / 2 / Math.abs(mean.estimate());
    }
}
