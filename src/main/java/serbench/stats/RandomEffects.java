package serbench.stats;

/**
 * Several runs' estimates of one log ratio pooled as a random-effects mean (DerSimonian-Laird): each run measures
 * the true ratio plus its own shift (the machine, the day, the JIT's choices), so runs differ by more than their
 * within-run intervals say, and a fixed-effect mean would be too sure of itself. The between-run variance
 * {@code tau^2} is estimated from the runs' spread (zero when they agree within their errors) and added to each run's
 * own; the pooled interval uses Student's t with {@code k - 1} degrees of freedom (Hartung-Knapp's small-k caution:
 * with 3 runs, t = 4.30, not 1.96).
 *
 * <p>Assumptions: the runs' log ratios are independent and roughly normal with the standard errors given; with
 * fewer than 3 runs {@code tau^2} cannot be estimated usefully, and callers should not pool.
 */
public final class RandomEffects {

    /** Fewest runs worth pooling. */
    public static final int MIN_RUNS = 3;

    private RandomEffects() {
    }

    /**
     * The pooled ratio {@code exp(mu)} with its interval at {@code confidence}, from each run's log ratio and its
     * standard error; null for fewer than {@link #MIN_RUNS} runs.
     */
    public static Interval pool(double[] logRatios, double[] standardErrors, double confidence) {
        int k = logRatios.length;
        if (k != standardErrors.length) {
            throw new IllegalArgumentException("one standard error per run: " + k + " vs " + standardErrors.length);
        }
        if (k < MIN_RUNS) {
            return null;
        }
        double[] v = new double[k];
        for (int i = 0; i < k; i++) {
            v[i] = Math.max(standardErrors[i] * standardErrors[i], 1e-12); // a zero-width run must not take all weight
        }
        double sw = 0;
        double sw2 = 0;
        double swy = 0;
        for (int i = 0; i < k; i++) {
            double w = 1 / v[i];
            sw += w;
            sw2 += w * w;
            swy += w * logRatios[i];
        }
        double fixed = swy / sw;
        double q = 0;
        for (int i = 0; i < k; i++) {
            q += (logRatios[i] - fixed) * (logRatios[i] - fixed) / v[i];
        }
        double tau2 = Math.max(0, (q - (k - 1)) / (sw - sw2 / sw));
        double swStar = 0;
        double swyStar = 0;
        for (int i = 0; i < k; i++) {
            double w = 1 / (v[i] + tau2);
            swStar += w;
            swyStar += w * logRatios[i];
        }
        double mu = swyStar / swStar;
        double half = Statistics.tQuantile(confidence, k - 1) * Math.sqrt(1 / swStar);
        return new Interval(Math.exp(mu), Math.exp(mu - half), Math.exp(mu + half));
    }
}
