package serbench.stats;

import java.util.Arrays;
import java.util.List;

/**
 * Whether a fork had reached steady state when its measurement began, told apart from iteration noise.
 *
 * <p>Rule: a fork with at least {@value #MIN_ITERATIONS} measured iterations is unsettled when its first measured
 * iteration is slower than the median of its others by more than {@value #MAX_FIRST_SLOWDOWN_PERCENT}% <em>and</em> by
 * more than the row's iteration noise allows: {@value #NOISE_Z} standard deviations of that difference (one-sided 1%
 * for a settled fork). The noise is the row's own, pooled over its forks: the spread of every fork's measured
 * iterations after the first ({@link #rowNoise}). On a quiet host (iterations within 2%) the 10% threshold decides; on
 * a noisy one (iterations 10-15% apart) one iteration against the median would flag settled forks by chance, and the
 * noise threshold keeps that to about 1 in 100. A row with fewer than {@value #MIN_NOISE_DF} degrees of freedom for its
 * noise (a single short fork) is judged by the 10% threshold alone.
 *
 * <p>"Slower" is a ratio of times: first / median for a time per operation, median / first for a throughput (the caller
 * says which, from the unit), so the same fork is judged alike in either unit. A first iteration that is faster does
 * not flag a fork; nor do non-positive values (not a measurement).
 */
public final class Steadiness {

    /** How much slower than the median of the others the first measured iteration may be, in percent. */
    public static final int MAX_FIRST_SLOWDOWN_PERCENT = 10;

    /** The share of a run's forks the noise-aware rule may flag, in percent, for the run to count as settled. */
    public static final int MAX_UNSETTLED_FORKS_PERCENT = 10;

    /** Fewer measured iterations than this leave too few others to judge the first by. */
    public static final int MIN_ITERATIONS = 3;

    /** Standard deviations of iteration noise the first iteration's excess must pass: one-sided 1%. */
    public static final double NOISE_Z = 2.326;

    /** Degrees of freedom the pooled noise needs before it counts. */
    public static final int MIN_NOISE_DF = 4;

    private Steadiness() {
    }

    /** Whether one fork is unsettled when its row's noise is unknown: the 10% threshold alone. */
    public static boolean unsettled(double[] iterations, boolean higherIsBetter) {
        return unsettled(iterations, higherIsBetter, Double.NaN);
    }

    /**
     * Whether a fork with these measured iterations (in order) is unsettled; {@code higherIsBetter} for a throughput
     * ({@code ops/…}), false for a time or cost per operation; {@code noise} the row's {@link #rowNoise} (NaN: unknown).
     */
    public static boolean unsettled(double[] iterations, boolean higherIsBetter, double noise) {
        if (iterations.length < MIN_ITERATIONS) {
            return false;
        }
        double first = iterations[0];
        double median = Statistics.median(Arrays.copyOfRange(iterations, 1, iterations.length));
        if (!(first > 0) || !(median > 0)) {
            return false;
        }
        double excess = Math.log(higherIsBetter ? median / first : first / median);
        if (excess <= Math.log(1 + MAX_FIRST_SLOWDOWN_PERCENT / 100.0)) {
            return false;
        }
        if (Double.isNaN(noise)) {
            return true;
        }
        // the median of m-1 others has about pi/2 the variance of their mean
        double others = iterations.length - 1;
        return excess > NOISE_Z * noise * Math.sqrt(1 + Math.PI / 2 / others);
    }

    /** How many of a row's forks are unsettled, each judged against the row's pooled noise. */
    public static int unsettledForks(List<double[]> forks, boolean higherIsBetter) {
        double noise = rowNoise(forks);
        return (int) forks.stream().filter(f -> unsettled(f, higherIsBetter, noise)).count();
    }

    /**
     * The row's iteration noise: the pooled standard deviation of the log of every fork's measured iterations after
     * the first, about each fork's own mean; NaN with fewer than {@value #MIN_NOISE_DF} degrees of freedom.
     */
    public static double rowNoise(List<double[]> forks) {
        double squares = 0;
        int df = 0;
        for (double[] f : forks) {
            if (f.length < MIN_ITERATIONS || Arrays.stream(f, 1, f.length).anyMatch(v -> !(v > 0))) {
                continue;
            }
            double[] logs = Arrays.stream(f, 1, f.length).map(Math::log).toArray();
            double mean = Arrays.stream(logs).average().orElse(0);
            for (double l : logs) {
                squares += (l - mean) * (l - mean);
            }
            df += logs.length - 1;
        }
        return df < MIN_NOISE_DF ? Double.NaN : Math.sqrt(squares / df);
    }

    /** One row's forks (each its measured iterations, in order), and whether its unit is a throughput. */
    public record Row(List<double[]> forks, boolean higherIsBetter) {
    }

    /**
     * The first-iteration rule as a placebo test: the {@value #MAX_FIRST_SLOWDOWN_PERCENT}% rule applied at every
     * position of the forks that have the usual number of measured iterations ({@code iterations}). Settled forks
     * exceed it at any position as often as at the first, by noise alone; only the first iteration's excess over the
     * other positions is warm-up left in the measurement ({@link #warmup}). {@code flagged[k]}: forks whose iteration
     * k is over {@value #MAX_FIRST_SLOWDOWN_PERCENT}% slower than the median of their others; {@code noiseAware}: forks
     * {@link #unsettled} flags, the row's noise considered; {@code firstExcessPerFork}: per fork, how much slower (a log
     * ratio) its first iteration is than the median of its others, less the same at its later positions, averaged
     * ({@link #firstExcess}).
     */
    public record Placebo(int forks, int iterations, int[] flagged, int noiseAware, double[] warmupPerFork,
                          double[] firstExcessPerFork) {

        /** The share of forks flagged at position {@code k} (0: the first measured iteration). */
        public double rate(int k) {
            return forks == 0 ? Double.NaN : flagged[k] / (double) forks;
        }

        /** The share flagged at the positions after the first, averaged: the rule's rate on settled iterations. */
        public double laterRate() {
            double sum = 0;
            for (int k = 1; k < iterations; k++) {
                sum += rate(k);
            }
            return iterations < 2 ? Double.NaN : sum / (iterations - 1);
        }

        /**
         * The warm-up left beyond noise: the first position's rate less the later positions', with its 95% interval
         * (paired within forks, t over forks, as {@link #firstExcess}): {@code {estimate, low, high}}.
         */
        public double[] warmup() {
            if (warmupPerFork.length < 2) {
                return new double[]{Double.NaN, Double.NaN, Double.NaN};
            }
            Interval mean = Statistics.meanInterval(warmupPerFork, 0.95);
            return new double[]{mean.estimate(), mean.lo(), mean.hi()};
        }

        /** Whether any fork had enough measured iterations to be judged (a single-shot run has none). */
        public boolean judged() {
            return forks > 1;
        }

        /** The share of forks the noise-aware rule flags. */
        public double noiseAwareRate() {
            return forks == 0 ? Double.NaN : noiseAware / (double) forks;
        }

        /**
         * How much slower the first measured iteration is than the later ones, beyond what noise gives any position:
         * the mean over forks of {@code firstExcessPerFork} as a ratio less one, with its 95% interval (t over forks):
         * {@code {estimate, low, high}}. Unlike {@link #warmup}, it weighs how much slower, not only whether past 10%, so
         * it tells a little warm-up left (a quiet host's 1-3%) from a lot, and from none, at any noise.
         */
        public double[] firstExcess() {
            if (firstExcessPerFork.length < 2) {
                return new double[]{Double.NaN, Double.NaN, Double.NaN};
            }
            Interval mean = Statistics.meanInterval(firstExcessPerFork, 0.95);
            return new double[]{Math.expm1(mean.estimate()), Math.expm1(mean.lo()), Math.expm1(mean.hi())};
        }

        /**
         * Whether these forks had settled, taken together: the first iteration's {@link #firstExcess} at most
         * {@value #MAX_FIRST_SLOWDOWN_PERCENT}% at its upper 95% bound, and at most
         * {@value #MAX_UNSETTLED_FORKS_PERCENT}% of forks flagged, by the noise-aware rule and by the plain rule alike
         * (the first measured iteration over {@value #MAX_FIRST_SLOWDOWN_PERCENT}% slower than the median of its fork's
         * others, noise or not). The plain rule is the one a reader checks with a calculator, so a run that passes the
         * bar passes it too; on a noisy host that takes measured iterations long enough for noise alone to flag well
         * under {@value #MAX_UNSETTLED_FORKS_PERCENT}% of forks. The bar a run must pass before its figures are committed
         * (docs/measuring.md, "Steady forks").
         */
        public boolean settled() {
            double[] e = firstExcess();
            return forks > 1 && e[2] <= MAX_FIRST_SLOWDOWN_PERCENT / 100.0
                    && noiseAwareRate() <= MAX_UNSETTLED_FORKS_PERCENT / 100.0
                    && rate(0) <= MAX_UNSETTLED_FORKS_PERCENT / 100.0;
        }
    }

    /** {@link Placebo} over rows; forks with another number of measured iterations than the most common are left out. */
    public static Placebo placebo(List<Row> rows) {
        java.util.Map<Integer, Integer> lengths = new java.util.HashMap<>();
        rows.forEach(r -> r.forks().forEach(f -> lengths.merge(f.length, 1, Integer::sum)));
        int m = lengths.entrySet().stream().max(java.util.Map.Entry.<Integer, Integer>comparingByValue()
                .thenComparing(java.util.Map.Entry.comparingByKey())).map(java.util.Map.Entry::getKey).orElse(0);
        if (m < MIN_ITERATIONS) {
            return new Placebo(0, m, new int[Math.max(m, 0)], 0, new double[0], new double[0]);
        }
        int[] flagged = new int[m];
        int forks = 0;
        int noiseAware = 0;
        List<Double> warmup = new java.util.ArrayList<>();
        List<Double> firstExcess = new java.util.ArrayList<>();
        for (Row r : rows) {
            double noise = rowNoise(r.forks());
            for (double[] f : r.forks()) {
                if (f.length != m || Arrays.stream(f).anyMatch(v -> !(v > 0))) {
                    continue;
                }
                forks++;
                noiseAware += unsettled(f, r.higherIsBetter(), noise) ? 1 : 0;
                int later = 0;
                double laterExcess = 0;
                for (int k = 0; k < m; k++) {
                    if (exceeds(f, k, r.higherIsBetter())) {
                        flagged[k]++;
                        later += k > 0 ? 1 : 0;
                    }
                    laterExcess += k > 0 ? excess(f, k, r.higherIsBetter()) : 0;
                }
                warmup.add((exceeds(f, 0, r.higherIsBetter()) ? 1.0 : 0.0) - later / (double) (m - 1));
                firstExcess.add(excess(f, 0, r.higherIsBetter()) - laterExcess / (m - 1));
            }
        }
        return new Placebo(forks, m, flagged, noiseAware, warmup.stream().mapToDouble(Double::doubleValue).toArray(),
                firstExcess.stream().mapToDouble(Double::doubleValue).toArray());
    }

    /** Whether iteration {@code k} is over {@value #MAX_FIRST_SLOWDOWN_PERCENT}% slower than the median of the others. */
    private static boolean exceeds(double[] iterations, int k, boolean higherIsBetter) {
        return excess(iterations, k, higherIsBetter) > Math.log(1 + MAX_FIRST_SLOWDOWN_PERCENT / 100.0);
    }

    /** How much slower iteration {@code k} is than the median of the others: the log of the ratio of times. */
    private static double excess(double[] iterations, int k, boolean higherIsBetter) {
        double[] others = new double[iterations.length - 1];
        for (int i = 0, j = 0; i < iterations.length; i++) {
            if (i != k) {
                others[j++] = iterations[i];
            }
        }
        double median = Statistics.median(others);
        return Math.log(higherIsBetter ? median / iterations[k] : iterations[k] / median);
    }
}
