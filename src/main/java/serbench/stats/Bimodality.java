package serbench.stats;

import java.util.Arrays;

/**
 * Whether fork means split into two clusters (forks that ended in different JIT or memory-layout states).
 *
 * <p>Rule: with at least four forks, sort the fork means and take the widest gap that leaves at least two
 * forks on each side. The forks are bimodal when that gap is (1) more than {@value #GAP_VS_WITHIN} times the
 * within-fork standard deviation (iterations pooled per fork), (2) more than {@value #GAP_VS_CLUSTER} times the
 * wider cluster's range, and (3) more than {@value #MIN_RELATIVE_GAP} of the overall mean, so that exact,
 * noise-free metrics differing in the last digit are not flagged.
 */
public final class Bimodality {

    static final double GAP_VS_WITHIN = 4;
    static final double GAP_VS_CLUSTER = 2;
    static final double MIN_RELATIVE_GAP = 0.02;

    private Bimodality() {
    }

    public static boolean isBimodal(double[] forkMeans, double[] withinVariances) {
        if (forkMeans.length < 4) {
            return false;
        }
        double[] means = forkMeans.clone();
        Arrays.sort(means);
        int n = means.length;
        int split = -1;
        double gap = -1;
        for (int i = 2; i <= n - 2; i++) {
            if (means[i] - means[i - 1] > gap) {
                gap = means[i] - means[i - 1];
                split = i;
            }
        }
        double within = Math.sqrt(Arrays.stream(withinVariances).filter(v -> !Double.isNaN(v)).average().orElse(0));
        double clusterRange = Math.max(means[split - 1] - means[0], means[n - 1] - means[split]);
        double overall = Math.abs(Arrays.stream(means).average().orElse(0));
        return gap > GAP_VS_WITHIN * within && gap > GAP_VS_CLUSTER * clusterRange
                && gap > MIN_RELATIVE_GAP * overall;
    }
}
