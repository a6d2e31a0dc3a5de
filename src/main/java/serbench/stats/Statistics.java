package serbench.stats;

import org.apache.commons.math3.distribution.TDistribution;

import java.util.Arrays;

/**
 * The statistics of the comparison, as pure functions over fork means.
 *
 * <p>Assumptions: forks are the independent replicates (iterations within a fork are not: they share one JIT
 * outcome and one memory layout), so every interval and test here takes one value per fork. The mean's
 * interval is Student's t, which assumes fork means are roughly normal; the ratio's interval is Welch's t on
 * log fork means, which assumes they are roughly log-normal and positive. The significance test is the
 * Mann-Whitney U (Wilcoxon rank-sum) test, which assumes nothing about the shape and is exact here for up to
 * {@value #EXACT_LIMIT} values in all (ties get mid-ranks and the exact permutation distribution).
 */
public final class Statistics {

    /** Largest total sample size for which the Mann-Whitney p-value is computed exactly. */
    public static final int EXACT_LIMIT = 100;

    private Statistics() {
    }

    /** The median of {@code x} (left as it is); NaN for none. */
    public static double median(double[] x) {
        if (x.length == 0) {
            return Double.NaN;
        }
        double[] s = x.clone();
        Arrays.sort(s);
        int n = s.length;
        return n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
    }

    public static double mean(double[] x) {
        return x.length == 0 ? Double.NaN : Arrays.stream(x).sum() / x.length;
    }

    /** Sample variance (n - 1 denominator); NaN for fewer than two values. */
    public static double variance(double[] x) {
        if (x.length < 2) {
            return Double.NaN;
        }
        double m = mean(x);
        return Arrays.stream(x).map(v -> (v - m) * (v - m)).sum() / (x.length - 1);
    }

    /** Coefficient of variation: sample standard deviation over the mean; NaN for fewer than two values. */
    public static double cv(double[] x) {
        return Math.sqrt(variance(x)) / Math.abs(mean(x));
    }

    /** Mean with a two-sided Student-t interval at {@code confidence}; no bounds for fewer than two values. */
    public static Interval meanInterval(double[] x, double confidence) {
        double m = mean(x);
        if (x.length < 2) {
            return new Interval(m, Double.NaN, Double.NaN);
        }
        double half = tQuantile(confidence, x.length - 1) * Math.sqrt(variance(x) / x.length);
        return new Interval(m, m - half, m + half);
    }

    /**
     * The ratio of means {@code mean(b) / mean(a)} with an interval from Welch's t on the logs of the values
     * (so the interval is for the ratio of geometric means and is never negative). No bounds when a side has
     * fewer than two values or a value is not positive.
     */
    public static Interval ratioInterval(double[] a, double[] b, double confidence) {
        double ratio = mean(b) / mean(a);
        if (a.length < 2 || b.length < 2 || Arrays.stream(a).anyMatch(v -> v <= 0)
                || Arrays.stream(b).anyMatch(v -> v <= 0)) {
            return new Interval(ratio, Double.NaN, Double.NaN);
        }
        double[] la = Arrays.stream(a).map(Math::log).toArray();
        double[] lb = Arrays.stream(b).map(Math::log).toArray();
        double va = variance(la) / a.length;
        double vb = variance(lb) / b.length;
        double se = Math.sqrt(va + vb);
        double d = mean(lb) - mean(la);
        if (se == 0) {
            return new Interval(ratio, Math.exp(d), Math.exp(d));
        }
        double df = (va + vb) * (va + vb) / (va * va / (a.length - 1) + vb * vb / (b.length - 1));
        double half = tQuantile(confidence, df) * se;
        return new Interval(ratio, Math.exp(d - half), Math.exp(d + half));
    }

    /**
     * The one-sided upper confidence bound of a rate seen {@code k} times in {@code n} (Clopper-Pearson: the
     * beta quantile, exact for independent trials); 1 when {@code k = n}, NaN when {@code n = 0}.
     */
    public static double binomialUpper(int k, int n, double confidence) {
        if (n == 0) {
            return Double.NaN;
        }
        if (k >= n) {
            return 1;
        }
        return new org.apache.commons.math3.distribution.BetaDistribution(null, k + 1, n - k)
                .inverseCumulativeProbability(confidence);
    }

    /**
     * The two-sided Clopper-Pearson interval of a binomial proportion {@code k / n} at {@code confidence}: the exact
     * interval, never narrower than the truth allows; {@code [NaN, NaN]} when {@code n} is 0.
     */
    public static double[] binomialInterval(int k, int n, double confidence) {
        if (n == 0) {
            return new double[]{Double.NaN, Double.NaN};
        }
        double tail = (1 - confidence) / 2;
        double lo = k == 0 ? 0 : new org.apache.commons.math3.distribution.BetaDistribution(null, k, n - k + 1)
                .inverseCumulativeProbability(tail);
        double hi = k == n ? 1 : new org.apache.commons.math3.distribution.BetaDistribution(null, k + 1, n - k)
                .inverseCumulativeProbability(1 - tail);
        return new double[]{lo, hi};
    }

    /** The t value with {@code (1 - confidence) / 2} in each tail. */
    public static double tQuantile(double confidence, double df) {
        return tInverse(1 - (1 - confidence) / 2, df);
    }

    /** Most whole-df t quantiles {@link #tInverse} remembers; beyond it each is computed afresh. */
    static final int MAX_REMEMBERED = 10_000;

    private record TKey(double p, double df) {
    }

    private static final java.util.concurrent.ConcurrentHashMap<TKey, Double> T_INVERSE =
            new java.util.concurrent.ConcurrentHashMap<>();

    /**
     * Student's t inverse distribution function: the value below which a share {@code p} lies at {@code df} degrees
     * of freedom. Each is a root search of dozens of incomplete-beta evaluations; a whole {@code df} (a count of forks
     * or rounds less one) recurs in every row of a comparison, so those are remembered (same values), and a
     * fractional one (Welch's) is computed each time.
     */
    public static double tInverse(double p, double df) {
        boolean whole = df == Math.rint(df);
        TKey key = new TKey(p, df);
        Double known = whole ? T_INVERSE.get(key) : null;
        if (known != null) {
            return known;
        }
        double t = new TDistribution(null, df).inverseCumulativeProbability(p);
        if (whole && T_INVERSE.size() < MAX_REMEMBERED) {
            T_INVERSE.put(key, t);
        }
        return t;
    }

    /** Geometric mean of positive values; NaN when empty or a value is not positive. */
    public static double geomean(double[] x) {
        if (x.length == 0 || Arrays.stream(x).anyMatch(v -> !(v > 0))) {
            return Double.NaN;
        }
        return Math.exp(Arrays.stream(x).map(Math::log).sum() / x.length);
    }

    /**
     * Two-sided p-value of the Mann-Whitney U test: the probability, with every assignment of the pooled
     * values to the two groups equally likely, of a rank sum at least as far from its expectation as the one
     * observed. Exact (ties get mid-ranks) up to {@value #EXACT_LIMIT} values in all, otherwise the normal
     * approximation with tie and continuity corrections. NaN when a side is empty.
     */
    public static double mannWhitneyP(double[] a, double[] b) {
        int n1 = a.length;
        int n = a.length + b.length;
        if (a.length == 0 || b.length == 0) {
            return Double.NaN;
        }
        double[] all = new double[n];
        System.arraycopy(a, 0, all, 0, n1);
        System.arraycopy(b, 0, all, n1, b.length);
        int[] ranks2 = doubledMidRanks(all);
        long observed = 0;
        for (int i = 0; i < n1; i++) {
            observed += ranks2[i];
        }
        long expected = (long) n1 * (n + 1);
        return n <= EXACT_LIMIT ? exactP(ranks2, n1, Math.abs(observed - expected), expected)
                : normalP(ranks2, n1, b.length, observed - expected);
    }

    /** Twice the mid-rank of each value (so ties stay integers): a tie over ranks i..j gets i + j. */
    static int[] doubledMidRanks(double[] values) {
        Integer[] order = new Integer[values.length];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (x, y) -> Double.compare(values[x], values[y]));
        int[] r = new int[values.length];
        for (int i = 0; i < order.length; ) {
            int j = i;
            while (j + 1 < order.length && values[order[j + 1]] == values[order[i]]) {
                j++;
            }
            for (int k = i; k <= j; k++) {
                r[order[k]] = (i + 1) + (j + 1);
            }
            i = j + 1;
        }
        return r;
    }

    /** Counts, over all subsets of size n1, the doubled rank sums as far from {@code expected} as observed. */
    private static double exactP(int[] ranks2, int n1, long deviation, long expected) {
        int max = Arrays.stream(ranks2).sum();
        double[][] ways = new double[n1 + 1][max + 1];
        ways[0][0] = 1;
        for (int i = 0; i < ranks2.length; i++) {
            for (int k = Math.min(i + 1, n1); k >= 1; k--) {
                for (int s = max - ranks2[i]; s >= 0; s--) {
                    ways[k][s + ranks2[i]] += ways[k - 1][s];
                }
            }
        }
        double extreme = 0;
        double total = 0;
        for (int s = 0; s <= max; s++) {
            total += ways[n1][s];
            if (Math.abs(s - expected) >= deviation) {
                extreme += ways[n1][s];
            }
        }
        return Math.min(1, extreme / total);
    }

    private static double normalP(int[] ranks2, int n1, int n2, long deviation2) {
        int n = n1 + n2;
        double ties = 0;
        int[] sorted = ranks2.clone();
        Arrays.sort(sorted);
        for (int i = 0; i < n; ) {
            int j = i;
            while (j < n && sorted[j] == sorted[i]) {
                j++;
            }
            double t = j - i;
            ties += t * t * t - t;
            i = j;
        }
        double sd = Math.sqrt(n1 * (double) n2 / 12.0 * ((n + 1) - ties / ((double) n * (n - 1))));
        if (sd == 0) {
            return 1;
        }
        double z = Math.max(0, Math.abs(deviation2 / 2.0) - 0.5) / sd;
        return Math.min(1, 2 * (1 - new org.apache.commons.math3.distribution.NormalDistribution(null, 0, 1)
                .cumulativeProbability(z)));
    }

    /**
     * The smallest two-sided p-value the Mann-Whitney test can give for these sample sizes (complete
     * separation, no ties): {@code 2 / C(n1 + n2, n1)}. When it is not below α no difference can be shown.
     */
    public static double minimumP(int n1, int n2) {
        if (n1 == 0 || n2 == 0) {
            return 1;
        }
        double c = 1;
        for (int i = 1; i <= n2; i++) {
            c = c * (n1 + i) / i;
        }
        return Math.min(1, 2 / c);
    }

    /**
     * The level each p-value is held to at its step of Holm's procedure at {@code alpha}: sorted ascending, the k-th
     * (from 0) is tested at {@code alpha / (m - k)}, the threshold a row decided at that step passed.
     */
    public static double[] holmSteps(double[] p, double alpha) {
        int m = p.length;
        Integer[] order = ascending(p);
        double[] step = new double[m];
        for (int k = 0; k < m; k++) {
            step[order[k]] = alpha / (m - k);
        }
        return step;
    }

    /** The indices of {@code p} in ascending order of their values, NaN last. */
    private static Integer[] ascending(double[] p) {
        Integer[] order = new Integer[p.length];
        for (int i = 0; i < p.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (x, y) -> Double.compare(Double.isNaN(p[x]) ? 2 : p[x], Double.isNaN(p[y]) ? 2 : p[y]));
        return order;
    }

    /**
     * Holm's step-down adjustment of p-values (controls the family-wise error rate over all of them, with no
     * assumption about their dependence): sorted ascending, the k-th (from 0) becomes
     * {@code max over j <= k of min(1, (m - j) p_j)}. NaN stays NaN and counts in m.
     */
    public static double[] holm(double[] p) {
        int m = p.length;
        Integer[] order = ascending(p);
        double[] adjusted = new double[m];
        double running = 0;
        for (int k = 0; k < m; k++) {
            double v = p[order[k]];
            if (Double.isNaN(v)) {
                adjusted[order[k]] = Double.NaN;
                continue;
            }
            running = Math.max(running, Math.min(1, (m - k) * v));
            adjusted[order[k]] = running;
        }
        return adjusted;
    }
}
