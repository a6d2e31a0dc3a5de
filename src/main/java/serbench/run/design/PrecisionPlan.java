package serbench.run.design;

import org.apache.commons.math3.distribution.ChiSquaredDistribution;
import serbench.compare.Change;
import serbench.compare.Estimator;
import serbench.stats.Interval;
import serbench.stats.LogRatio;
import serbench.stats.ModeAwareInterval;
import serbench.stats.Statistics;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The statistics of {@code run --precision PCT}'s two stages, as pure functions over one unit's fork values (each
 * fork's value is what {@code compare}'s default {@link Estimator} makes of it).
 *
 * <p><b>The interval</b> is the one {@code compare} prints ({@link #halfWidthPercent}): with two or more profiles, the
 * paired change of each against the first, a {@value #TRIM_PERCENT}%-trimmed (Yuen) t on the per-round log ratios
 * ({@link LogRatio#paired}), the widest counting; with one profile, the score's Student t interval on the fork values.
 *
 * <p><b>The plan</b> ({@link #assess}, {@link #plan}): from the pilot's rounds only, the fewest rounds whose projected
 * 95% half-width is within ±PCT, projected as {@link LogRatio#forksFor} projects (the same trimming, the t of the
 * values kept; no power term: a half-width, not a detection) but at an upper {@value #SPREAD_BOUND_PERCENT}% confidence
 * bound of the pilot's spread ({@code s² · df / χ²(df)} with {@code df = n - 1}: Stein's inflation for a spread
 * measured on few rounds); at least {@link Rules#minRounds} for every unit, since the pilot's rounds are part of the
 * final interval and a plan made from a pilot that happened to agree would otherwise end on that same pilot; at least
 * {@link Rules#unevenMinRounds} for a unit whose pilot was uneven (fork values, or with several profiles the per-round
 * ratios, more than {@link Rules#unevenRatio} apart: two fork modes or a heavy tail), whose spread is what a few forks
 * happened to show. The numbers were chosen by simulation ({@code PrecisionCoverageTest}).
 */
public final class PrecisionPlan {

    /** Share cut from each end before the interval: the default estimator's. */
    public static final double TRIM = Estimator.DEFAULT.trim;
    public static final int TRIM_PERCENT = 20;
    /** Confidence of every interval: {@code compare}'s. */
    public static final double CONFIDENCE = Change.CONFIDENCE;
    public static final int SPREAD_BOUND_PERCENT = 80;

    /**
     * The plan's numbers: the one-sided confidence of the upper bound of the pilot's spread that the rounds are
     * planned for, the rounds every unit runs at the least, the factor (max / min) above which a pilot's values are
     * uneven, and the rounds at the least for a unit whose pilot was uneven.
     */
    public record Rules(double spreadBound, int minRounds, double unevenRatio, int unevenMinRounds, boolean modeAware) {

        public Rules(double spreadBound, int minRounds, double unevenRatio, int unevenMinRounds) {
            this(spreadBound, minRounds, unevenRatio, unevenMinRounds, false);
        }

        /** What {@code run --precision} uses. */
        public static final Rules DEFAULT = new Rules(SPREAD_BOUND_PERCENT / 100.0, 15, 1.2, 20);
        /**
         * What the answer run's goal of deciding every ratio uses: the same bound on the pilot's spread; no rounds
         * beyond the pilot for a group whose pilot already decides it; no uneven rule: the coverage of the decided
         * ratios holds without it on normal and bimodal forks ({@code DecisionCoverageTest}).
         */
        public static final Rules DECIDE = new Rules(SPREAD_BOUND_PERCENT / 100.0, 0, Double.POSITIVE_INFINITY, 0);
        /**
         * {@link #DECIDE} for the {@code mode-aware} estimator: a projection that counts the allowance below
         * {@link ModeAwareInterval#ROUNDS_TO_SEE_MODES} rounds for modes the run cannot have seen.
         */
        public static final Rules DECIDE_MODE_AWARE = new Rules(SPREAD_BOUND_PERCENT / 100.0, 0,
                Double.POSITIVE_INFINITY, 0, true);
        /** The spread as measured (no upper bound) and no floors: a projection from what a run ended with. */
        public static final Rules AS_MEASURED = new Rules(0.5, 0, Double.POSITIVE_INFINITY, 0);
    }

    /** Why a unit runs the rounds it does. */
    public enum Reason {
        /** Its spread needs no more than every unit runs. */
        MINIMUM("minimum"),
        /** Its spread needs them. */
        SPREAD("spread"),
        /** Its pilot was uneven: the minimum for such units. */
        UNEVEN("uneven minimum"),
        /** More were needed than a run allows. */
        MAXIMUM("maximum"),
        /** More were needed than the budget allows. */
        BUDGET("budget");

        /** Its name in the manifest and the closing note. */
        public final String label;

        Reason(String label) {
            this.label = label;
        }
    }

    /** The rounds planned for a unit (all of them, the pilot's included), why, and the same in words. */
    public record Planned(int rounds, Reason reason, String why) {
    }

    /**
     * What the pilot says of one group's formats ({@code values[format][round]}, each format paired with every other
     * by round) for the goal of deciding every ratio: the rounds its pilot has, the widest paired half-width in
     * percent, the rounds the least decided pair needs ({@link #roundsToDecide}), and no unevenness (the goal has no
     * uneven rule, {@link Rules#DECIDE}).
     */
    public static Assessment assessDecision(double[][] values, int family, Rules rules) {
        List<double[]> measured = measured(values);
        int rounds = Integer.MAX_VALUE;
        int needed = 0;
        double widest = 0;
        for (int i = 0; i < measured.size(); i++) {
            for (int j = i + 1; j < measured.size(); j++) {
                double[][] pairs = pairs(measured.get(i), measured.get(j));
                rounds = Math.min(rounds, pairs[0].length);
                widest = Math.max(widest, pairedHalfWidth(pairs[0], pairs[1]));
                needed = Math.max(needed, roundsToDecide(pairs[0], pairs[1], family, rules));
            }
        }
        if (measured.size() < 2) {
            return new Assessment(0, Double.POSITIVE_INFINITY, Integer.MAX_VALUE, null);
        }
        return new Assessment(rounds, widest, needed, null);
    }

    /**
     * Rounds after which the paired ratio of {@code b} to {@code a} is projected to be decided: the smallest {@code n}
     * (at least the rounds measured: trimming makes the search not monotone below them) whose Yuen interval at
     * confidence {@code 1 - 0.05 / family} (the strictest step of Holm's correction over
     * {@code family} ratios) excludes 1, with the log ratio at what these rounds measured and its winsorized variance
     * at {@link Rules#spreadBound}'s upper bound; {@link Integer#MAX_VALUE} without a spread or beyond
     * {@link #SEARCH_LIMIT}. With {@code spreadBound} at or below one half, the variance as measured.
     */
    public static int roundsToDecide(double[] a, double[] b, int family, Rules rules) {
        LogRatio lr = LogRatio.paired(a, b, TRIM);
        if (lr == null || a.length < 2) {
            return Integer.MAX_VALUE;
        }
        int n0 = a.length;
        int h0 = n0 - 2 * LogRatio.cut(n0, TRIM);
        double winsorized = lr.se() * lr.se() * h0 * (h0 - 1.0) / (n0 - 1);
        double bound = upper(winsorized, n0 - 1, rules);
        double effect = Math.abs(lr.d());
        double confidence = holmStrictest(family);
        if (!(effect > 0)) {
            return Integer.MAX_VALUE;
        }
        for (int n = n0; n <= SEARCH_LIMIT; n++) {
            int h = n - 2 * LogRatio.cut(n, TRIM);
            if (h < 2) {
                continue;
            }
            if (Statistics.tQuantile(confidence, h - 1) * Math.sqrt(bound * (n - 1) / (h * (h - 1.0)))
                    + (rules.modeAware() ? ModeAwareInterval.allowance(n) : 0) < effect) {
                return n;
            }
        }
        return Integer.MAX_VALUE;
    }

    /** The confidence of Holm's strictest step over {@code family} ratios: {@code 1 - 0.05 / family}. */
    public static double holmStrictest(int family) {
        return 1 - (1 - CONFIDENCE) / Math.max(1, family);
    }

    /** Whether every pair of a unit's formats ({@code values[format][round]}) is decided at Holm's strictest step. */
    public static boolean decided(double[][] values, int family) {
        List<double[]> measured = measured(values);
        if (measured.size() < 2) {
            return false;
        }
        double confidence = holmStrictest(family);
        for (int i = 0; i < measured.size(); i++) {
            for (int j = i + 1; j < measured.size(); j++) {
                double[][] pairs = pairs(measured.get(i), measured.get(j));
                LogRatio lr = LogRatio.paired(pairs[0], pairs[1], TRIM);
                if (lr == null) {
                    return false;
                }
                Interval in = lr.ratio(confidence);
                if (!(in.hasBounds() && (in.lo() > 1 || in.hi() < 1))) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Rounds beyond which a projection is not searched (the caps are far below). */
    public static final int SEARCH_LIMIT = 10_000;

    private static final ConcurrentHashMap<String, Double> CHI = new ConcurrentHashMap<>();

    private PrecisionPlan() {
    }

    /**
     * What the pilot says of one unit: its rounds (the fewest any comparison had), the half-width of its interval in
     * percent (infinite without one), the rounds its spread needs ({@link Integer#MAX_VALUE} beyond
     * {@link #SEARCH_LIMIT} or without a spread), and why it is uneven (null when it is not).
     */
    public record Assessment(int rounds, double halfWidthPercent, int needed, String uneven) {
    }

    /**
     * The pilot's verdict on a unit whose fork values are {@code values[profile][round]} (NaN where a profile has no
     * fork in a round; a profile without any is left out), for a target of ±{@code percent}%.
     */
    public static Assessment assess(double percent, double[][] values, Rules rules) {
        List<double[]> measured = measured(values);
        if (measured.isEmpty()) {
            return new Assessment(0, Double.POSITIVE_INFINITY, Integer.MAX_VALUE, null);
        }
        if (measured.size() == 1) {
            double[] x = finite(measured.get(0));
            String uneven = spanOver(x, rules);
            if (x.length < 2) {
                return new Assessment(x.length, Double.POSITIVE_INFINITY, Integer.MAX_VALUE, uneven);
            }
            double mean = Statistics.mean(x);
            double relative = Statistics.variance(x) / (mean * mean);
            return new Assessment(x.length, singleHalfWidth(x), singleNeeded(percent, relative, x.length - 1, rules),
                    uneven);
        }
        int rounds = Integer.MAX_VALUE;
        int needed = 0;
        String uneven = null;
        for (double[] other : measured.subList(1, measured.size())) {
            double[][] pairs = pairs(measured.get(0), other);
            rounds = Math.min(rounds, pairs[0].length);
            if (uneven == null) {
                uneven = unevenPair(pairs, rules);
            }
            LogRatio lr = LogRatio.paired(pairs[0], pairs[1], TRIM);
            if (lr == null) {
                needed = Integer.MAX_VALUE;
                continue;
            }
            int n = pairs[0].length;
            int h = n - 2 * LogRatio.cut(n, TRIM);
            double winsorized = lr.se() * lr.se() * h * (h - 1.0) / (n - 1);
            needed = Math.max(needed, pairedNeeded(percent, winsorized, n - 1, rules));
        }
        return new Assessment(rounds, halfWidthPercent(values), needed, uneven);
    }

    /**
     * Half-width in percent of the interval {@code compare} prints for these fork values ({@code [profile][round]},
     * NaN where missing): with several profiles, the widest paired change against the first, {@code (√(hi/lo) - 1)};
     * with one, the score's {@code (hi - lo) / 2 / mean}. Infinite when there is no interval yet.
     */
    public static double halfWidthPercent(double[][] values) {
        List<double[]> measured = measured(values);
        if (measured.isEmpty()) {
            return Double.POSITIVE_INFINITY;
        }
        if (measured.size() == 1) {
            return singleHalfWidth(finite(measured.get(0)));
        }
        double widest = 0;
        for (double[] other : measured.subList(1, measured.size())) {
            double[][] pairs = pairs(measured.get(0), other);
            widest = Math.max(widest, pairedHalfWidth(pairs[0], pairs[1]));
        }
        return widest;
    }

    /** The paired change's half-width in percent (Yuen on the log ratios, {@link #TRIM}); infinite without one. */
    public static double pairedHalfWidth(double[] a, double[] b) {
        LogRatio lr = LogRatio.paired(a, b, TRIM);
        if (lr == null) {
            return Double.POSITIVE_INFINITY;
        }
        Interval i = lr.ratio(CONFIDENCE);
        double half = (Math.sqrt(i.hi() / i.lo()) - 1) * 100;
        return Double.isFinite(half) ? half : Double.POSITIVE_INFINITY;
    }

    /** The score's half-width in percent (Student t on the values); infinite without one. */
    public static double singleHalfWidth(double[] x) {
        Interval i = Statistics.meanInterval(x, CONFIDENCE);
        double half = (i.hi() - i.lo()) / 2 / Math.abs(i.estimate()) * 100;
        return i.hasBounds() && Double.isFinite(half) ? half : Double.POSITIVE_INFINITY;
    }

    /**
     * Rounds the paired change needs for ±{@code percent}% when the log ratios' winsorized variance measured with
     * {@code df} degrees of freedom is {@code winsorized}: at its upper bound, the smallest {@code n} with
     * {@code t(h - 1) · √(s_w² (n - 1) / (h (h - 1))) ≤ log(1 + percent/100)}, {@code h} the values the trimmed
     * t keeps of {@code n}.
     */
    public static int pairedNeeded(double percent, double winsorized, int df, Rules rules) {
        double bound = upper(winsorized, df, rules);
        double target = Math.log1p(percent / 100);
        for (int n = 2; n <= SEARCH_LIMIT; n++) {
            int h = n - 2 * LogRatio.cut(n, TRIM);
            if (h < 2) {
                continue;
            }
            if (t(h - 1) * Math.sqrt(bound * (n - 1) / (h * (h - 1.0))) <= target) {
                return n;
            }
        }
        return Integer.MAX_VALUE;
    }

    /**
     * Rounds the score needs for ±{@code percent}% when the values' relative variance measured with {@code df}
     * degrees of freedom is {@code relative}: at its upper bound, the smallest {@code n} with
     * {@code t(n - 1) · √(cv² / n) ≤ percent/100}.
     */
    public static int singleNeeded(double percent, double relative, int df, Rules rules) {
        double bound = upper(relative, df, rules);
        for (int n = 2; n <= SEARCH_LIMIT; n++) {
            if (t(n - 1) * Math.sqrt(bound / n) <= percent / 100) {
                return n;
            }
        }
        return Integer.MAX_VALUE;
    }

    /** The upper confidence bound ({@link Rules#spreadBound}) of a variance measured with {@code df} degrees of freedom. */
    public static double upper(double variance, int df, Rules rules) {
        if (!(variance > 0) || df < 1) {
            return variance > 0 ? Double.POSITIVE_INFINITY : 0;
        }
        if (rules.spreadBound() <= 0.5) {
            return variance;
        }
        return variance * df / CHI.computeIfAbsent(df + "@" + rules.spreadBound(),
                k -> new ChiSquaredDistribution(null, df).inverseCumulativeProbability(1 - rules.spreadBound()));
    }

    /** The two-sided {@link #CONFIDENCE} t quantile at {@code df} degrees of freedom. */
    public static double t(int df) {
        return Statistics.tQuantile(CONFIDENCE, df);
    }

    /** Why values are uneven (max / min above {@link Rules#unevenRatio}); null when they are not. */
    public static String spanOver(double[] x, Rules rules) {
        return over(x, rules, "fork values");
    }

    /** Why a pair of profiles' pilot is uneven: either's fork values or their per-round ratios; null when not. */
    private static String unevenPair(double[][] pairs, Rules rules) {
        double[] ratios = new double[pairs[0].length];
        for (int i = 0; i < ratios.length; i++) {
            ratios[i] = pairs[1][i] / pairs[0][i];
        }
        String why = over(pairs[0], rules, "fork values");
        why = why != null ? why : over(pairs[1], rules, "fork values");
        return why != null ? why : over(ratios, rules, "per-round ratios");
    }

    private static String over(double[] x, Rules rules, String what) {
        double min = Arrays.stream(x).min().orElse(Double.NaN);
        double max = Arrays.stream(x).max().orElse(Double.NaN);
        return x.length >= 2 && min > 0 && max / min > rules.unevenRatio()
                ? String.format(Locale.ROOT, "%s %.4g to %.4g, %.2fx apart", what, min, max, max / min) : null;
    }

    /**
     * The rounds a unit runs, the pilot's included: what its pilot's spread needs, at least {@link Rules#minRounds}
     * (and the pilot's rounds), at least {@link Rules#unevenMinRounds} when its pilot was uneven, at most
     * {@code maxRounds}.
     */
    public static Planned plan(Assessment a, int pilotRounds, int maxRounds, Rules rules) {
        int floor = Math.max(pilotRounds, rules.minRounds());
        int rounds = Math.max(floor, a.needed());
        Reason reason = a.needed() <= floor ? Reason.MINIMUM : Reason.SPREAD;
        String why = a.needed() == Integer.MAX_VALUE ? "the pilot's spread needs more than " + SEARCH_LIMIT
                : "the pilot's spread needs " + a.needed();
        if (reason == Reason.MINIMUM) {
            why += "; every row runs at least " + floor;
        }
        if (a.uneven() != null && rules.unevenMinRounds() > rounds) {
            rounds = rules.unevenMinRounds();
            reason = Reason.UNEVEN;
            why = "uneven pilot (" + a.uneven() + "): at least " + rules.unevenMinRounds() + "; "
                    + why.replaceFirst("; every row runs at least \\d+$", "");
        }
        if (rounds > maxRounds) {
            rounds = Math.max(pilotRounds, maxRounds);
            reason = Reason.MAXIMUM;
            why += "; capped at the maximum of " + rounds;
        }
        return new Planned(rounds, reason, why);
    }

    /** The profiles with at least one value. */
    private static List<double[]> measured(double[][] values) {
        List<double[]> m = new ArrayList<>();
        for (double[] v : values) {
            if (Arrays.stream(v).anyMatch(Double::isFinite)) {
                m.add(v);
            }
        }
        return m;
    }

    private static double[] finite(double[] x) {
        return Arrays.stream(x).filter(Double::isFinite).toArray();
    }

    /** The values of the rounds both have: {@code [a, b]}. */
    public static double[][] pairs(double[] a, double[] b) {
        int n = Math.min(a.length, b.length);
        double[] pa = new double[n];
        double[] pb = new double[n];
        int k = 0;
        for (int i = 0; i < n; i++) {
            if (Double.isFinite(a[i]) && Double.isFinite(b[i])) {
                pa[k] = a[i];
                pb[k] = b[i];
                k++;
            }
        }
        return new double[][]{Arrays.copyOf(pa, k), Arrays.copyOf(pb, k)};
    }
}
