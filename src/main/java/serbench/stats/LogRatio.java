package serbench.stats;

import org.apache.commons.math3.distribution.TDistribution;

import java.util.Arrays;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The change between two samples of fork means, on the log scale: {@code d = log(ratio of geometric means)}
 * with its standard error and degrees of freedom, from which come the ratio, its interval, the t-test p-value
 * (the interval excludes 1 exactly when p &lt; 1 - confidence), the minimum detectable effect and the forks a
 * given effect would need. One criterion for every verdict of the report.
 *
 * <p>Assumptions, stated once:
 * <ul>
 *   <li><b>Unpaired</b> ({@link #welch}): fork means are independent and roughly log-normal; Welch's t on their
 *       logs, with the Welch-Satterthwaite degrees of freedom (unequal variances allowed).</li>
 *   <li><b>Paired</b> ({@link #paired}): fork {@code i} of both samples ran in the same round of one interleaved
 *       run, seconds apart, so they share the machine's slow drifts; the per-round log ratios
 *       {@code log b_i - log a_i} are independent and roughly normal; one-sample t on them, n - 1 degrees of
 *       freedom. The shared drift cancels in each difference, which is why the interval narrows.</li>
 *   <li><b>Trimmed</b> ({@code trim} &gt; 0, Yuen): the same tests on trimmed means, for heavy-tailed values (one
 *       fork in a slow JIT mode, a round hit by a neighbour): {@code g = floor(trim · n)} values are cut from each
 *       end, the estimate is the mean of the {@code h = n - 2g} left, its standard error
 *       {@code sqrt((n - 1) · s_w² / (h (h - 1)))} with {@code s_w²} the winsorized variance, and the t has
 *       {@code h - 1} degrees of freedom (Yuen-Welch for two samples). It estimates the centre of the log ratios'
 *       distribution, the mean when that distribution is symmetric. With {@code g = 0} (fewer than
 *       {@code 1 / trim} values) it is exactly the untrimmed test.</li>
 *   <li>The point estimate is {@code exp(d)}, which lies inside its own interval by construction.</li>
 *   <li>Power calculations use the observed standard deviation as if it were the true one (the usual plug-in);
 *       they say what this noise level allows, not a guarantee.</li>
 * </ul>
 * Zero spread (identical values, e.g. allocation counted to the byte) gives a zero-width interval.
 */
public record LogRatio(double d, double se, double df, boolean paired, int n1, int n2, double trim) {

    /** Power at which {@link #minimumDetectable} is stated. */
    public static final double POWER = 0.8;

    /** An untrimmed test. */
    public LogRatio(double d, double se, double df, boolean paired, int n1, int n2) {
        this(d, se, df, paired, n1, n2, 0);
    }

    /** Welch's t on the logs of two independent samples; null when a side has fewer than two values or a value is not positive. */
    public static LogRatio welch(double[] a, double[] b) {
        return welch(a, b, 0);
    }

    /**
     * Welch's t (Yuen-Welch with {@code trim} &gt; 0) on the logs of two independent samples; null when a side has
     * fewer than two values or a value is not positive.
     */
    public static LogRatio welch(double[] a, double[] b, double trim) {
        if (a.length < 2 || b.length < 2 || !positive(a) || !positive(b)) {
            return null;
        }
        Trimmed ta = Trimmed.of(logs(a), trim);
        Trimmed tb = Trimmed.of(logs(b), trim);
        double va = ta.squaredError();
        double vb = tb.squaredError();
        double se = Math.sqrt(va + vb);
        double df = se == 0 ? ta.kept + tb.kept - 2
                : (va + vb) * (va + vb) / (va * va / (ta.kept - 1) + vb * vb / (tb.kept - 1));
        return new LogRatio(tb.mean - ta.mean, se, df, false, a.length, b.length, trim);
    }

    /** One-sample t on the per-pair log ratios {@code log b[i] - log a[i]}; null for fewer than two pairs or a value not positive. */
    public static LogRatio paired(double[] a, double[] b) {
        return paired(a, b, 0);
    }

    /**
     * One-sample t (Yuen's trimmed t with {@code trim} &gt; 0) on the per-pair log ratios {@code log b[i] - log a[i]};
     * null for fewer than two pairs or a value not positive.
     */
    public static LogRatio paired(double[] a, double[] b, double trim) {
        if (a.length != b.length) {
            throw new IllegalArgumentException("paired samples need equal lengths: " + a.length + " vs " + b.length);
        }
        if (a.length < 2 || !positive(a) || !positive(b)) {
            return null;
        }
        double[] diff = new double[a.length];
        for (int i = 0; i < a.length; i++) {
            diff[i] = Math.log(b[i]) - Math.log(a[i]);
        }
        return oneSample(diff, trim, true);
    }

    /**
     * The (trimmed) t on values that are already log ratios, one per unit (a round's mean log gain, say); null for
     * fewer than two values or a value not finite.
     */
    public static LogRatio oneSample(double[] logRatios, double trim, boolean paired) {
        if (logRatios.length < 2 || java.util.Arrays.stream(logRatios).anyMatch(v -> !Double.isFinite(v))) {
            return null;
        }
        Trimmed t = Trimmed.of(logRatios, trim);
        return new LogRatio(t.mean, Math.sqrt(t.squaredError()), t.kept - 1, paired, logRatios.length,
                logRatios.length, trim);
    }

    /**
     * One side's centre as a change of the same {@code trim} sees it: exp of the {@code trim}-trimmed mean of the logs
     * of {@code values} (their geometric mean at 0); NaN when empty or a value is not positive. Two sides' centres
     * divide to the unpaired change exactly, and to the paired one up to the trimming of rounds.
     */
    public static double centre(double[] values, double trim) {
        if (values.length == 0 || !positive(values)) {
            return Double.NaN;
        }
        return Math.exp(Trimmed.of(logs(values), trim).mean);
    }

    /** Values cut from each end of {@code n} for {@code trim}: {@code floor(trim · n)}. */
    public static int cut(int n, double trim) {
        return (int) Math.floor(trim * n + 1e-9);
    }

    /** A trimmed mean with its squared standard error {@code (n - 1) s_w² / (h (h - 1))} and the values kept {@code h}. */
    private record Trimmed(double mean, double winsorizedVariance, int n, int kept) {

        static Trimmed of(double[] x, double trim) {
            double[] s = x.clone();
            Arrays.sort(s);
            int n = s.length;
            int g = cut(n, trim);
            double sum = 0;
            for (int i = g; i < n - g; i++) {
                sum += s[i];
            }
            double[] w = s.clone();
            for (int i = 0; i < g; i++) {
                w[i] = s[g];
                w[n - 1 - i] = s[n - 1 - g];
            }
            return new Trimmed(sum / (n - 2 * g), Statistics.variance(w), n, n - 2 * g);
        }

        double squaredError() {
            return (n - 1) * winsorizedVariance / ((double) kept * (kept - 1));
        }
    }

    /** The ratio of geometric means {@code b / a} with its interval at {@code confidence}. */
    public Interval ratio(double confidence) {
        double half = t(confidence) * se;
        return new Interval(Math.exp(d), Math.exp(d - half), Math.exp(d + half));
    }

    /** Two-sided p-value of the t test of no change. */
    public double p() {
        return pAgainst(0);
    }

    /** Two-sided p-value of the t test of {@code log ratio = logBoundary}: below α exactly when the interval excludes it. */
    public double pAgainst(double logBoundary) {
        double diff = d - logBoundary;
        if (se == 0) {
            return diff == 0 ? 1 : 0;
        }
        return 2 * (1 - dist().cumulativeProbability(Math.abs(diff) / se));
    }

    /**
     * The smallest change (as a ratio minus one, e.g. 0.07 for 7%) that this noise and these fork counts would
     * detect with probability {@link #POWER} at {@code confidence}: {@code exp((t_{1-α/2} + t_{power}) · se) - 1}.
     */
    public double minimumDetectable(double confidence) {
        return Math.exp((t(confidence) + Statistics.tInverse(POWER, df)) * se) - 1;
    }

    /** Largest count {@link #forksFor} gives a number for. */
    public static final int MAX_FORKS = 100_000;

    /**
     * Forks per side (pairs when paired) needed to detect {@code effect} (0.05 for 5%) with {@link #POWER} at
     * {@code confidence}, at the observed spread, projected with this test's trimming (kept values
     * {@code (1 - 2 trim) n}); at least 2, and {@link Integer#MAX_VALUE} beyond {@value #MAX_FORKS}. A bisection over
     * a projection that only falls as {@code n} grows: a few dozen t quantiles whatever the answer.
     */
    public int forksFor(double effect, double confidence) {
        double target = Math.log(1 + effect);
        // spread per unit (paired: the winsorized variance of the log ratios; unpaired: of one side, equal n per side)
        double spread = paired ? se * se / factor(n1, cut(n1, trim))
                : se * se / (factor(n1, cut(n1, trim)) + factor(n2, cut(n2, trim)));
        if (spread == 0) {
            return 2;
        }
        if (!detects(MAX_FORKS, spread, target, confidence)) {
            return Integer.MAX_VALUE;
        }
        int lo = 1;
        int hi = MAX_FORKS; // detects(hi) holds, detects(lo) does not or lo is below the minimum
        while (hi - lo > 1) {
            int mid = (lo + hi) >>> 1;
            if (detects(mid, spread, target, confidence)) {
                hi = mid;
            } else {
                lo = mid;
            }
        }
        return Math.max(2, hi);
    }

    /** {@code (n - 1) / (h (h - 1))}: the squared standard error per unit of winsorized variance. */
    private static double factor(int n, int g) {
        double h = n - 2 * g;
        return (n - 1) / (h * (h - 1));
    }

    /** Whether {@code n} per side detects {@code target} (a log ratio) at this spread, trimmed as this test is. */
    private boolean detects(int n, double spread, double target, double confidence) {
        if (n < 2) {
            return false;
        }
        double h = Math.max(2, (1 - 2 * trim) * n);
        double perSide = (n - 1) / (h * (h - 1));
        double error = Math.sqrt(spread * (paired ? perSide : 2 * perSide));
        double df = paired ? h - 1 : 2 * h - 2;
        return tSum(confidence, df) * error <= target;
    }

    /** Most (confidence, df) pairs {@link #tSum} remembers; beyond it each is computed afresh. */
    static final int MAX_REMEMBERED = 10_000;

    private record Quantiles(double confidence, double df) {
    }

    private static final ConcurrentHashMap<Quantiles, Double> T_SUMS = new ConcurrentHashMap<>();

    /**
     * {@code t_{1-α/2} + t_{power}} at {@code df}. Each quantile is a root search of dozens of incomplete-beta
     * evaluations, and {@link #forksFor}'s bisection asks nearly the same df for every row (its midpoints), so they are
     * remembered: {@code compare} at 10^5 rows spends its time on the rows, not on quantiles. Same values as
     * computing each afresh.
     */
    private static double tSum(double confidence, double df) {
        Quantiles key = new Quantiles(confidence, df);
        Double known = T_SUMS.get(key);
        if (known != null) {
            return known;
        }
        double sum = Statistics.tQuantile(confidence, df) + Statistics.tInverse(POWER, df);
        if (T_SUMS.size() < MAX_REMEMBERED) {
            T_SUMS.put(key, sum);
        }
        return sum;
    }

    private double t(double confidence) {
        return Statistics.tQuantile(confidence, df);
    }

    private TDistribution dist() {
        return new TDistribution(null, df);
    }

    private static boolean positive(double[] x) {
        return Arrays.stream(x).allMatch(v -> v > 0 && Double.isFinite(v));
    }

    private static double[] logs(double[] x) {
        return Arrays.stream(x).map(Math::log).toArray();
    }
}
