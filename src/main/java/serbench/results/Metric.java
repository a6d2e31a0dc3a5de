package serbench.results;

import java.util.List;

/**
 * One metric of one run as read from the file: its unit, its per-fork data, and how many iteration values
 * were not finite ({@code "NaN"}, {@code "+INF"}, {@code "-INF"}) and so were left out.
 */
public record Metric(String unit, List<Fork> forks, int nonFinite, boolean hasRawData) {

    /**
     * The forks' values, in fork order: their means as read from the file, or what an estimator made of each
     * ({@code compare.Estimator#summarise}: its fastest iteration).
     */
    public double[] forkMeans() {
        return forks.stream().mapToDouble(Fork::mean).toArray();
    }
}
