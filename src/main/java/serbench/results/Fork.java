package serbench.results;

import serbench.stats.Statistics;

/**
 * One fork of one metric: its mean (the replicate the statistics work on) and its iteration values (used
 * only for the within-fork spread). In {@code sample} mode the mean pools every sample of the fork and the
 * iteration values are the iteration means.
 */
public record Fork(double mean, double[] iterations) {

    /** Sample variance of the iteration values; NaN with fewer than two iterations. */
    public double withinVariance() {
        return Statistics.variance(iterations);
    }
}
