package serbench.stats;

import java.util.Arrays;
import java.util.stream.IntStream;

/**
 * The interval of a change that keeps its coverage when forks fall into modes unevenly: a profile (or a format) that
 * puts a share of its forks in a slow JIT or memory-layout mode moves the ratio of the geometric means, which is what
 * every change estimates, while a trimmed interval follows the main mode and misses it. Three parts, on the log scale:
 * <ol>
 *   <li><b>No round off the main mode</b>: the trimmed (Yuen) interval as it is ({@link LogRatio}).</li>
 *   <li><b>Rounds off the main mode</b> ({@link #offMode}: a per-round log ratio more than {@value #OFF_SPREADS}
 *       robust spreads and {@value #OFF_MIN_GAP_PERCENT}% from the median): the <b>mixture interval</b>. The mean log
 *       ratio is the main mode's centre plus, for each direction, the share of rounds off it times their gap. The
 *       main mode's centre gets Student's t on its rounds. Each direction's share gets the exact (Clopper-Pearson)
 *       binomial interval, and the gap the range of that direction's rounds. The parts share the error rate
 *       (Bonferroni), so the sum keeps at least the stated confidence.</li>
 *   <li><b>Modes a short run cannot have seen</b>: a mode carried by a share {@code p} of one side's forks shows in
 *       {@code n} rounds with probability {@code 1 - (1 - p)^n}. Below {@value #ROUNDS_TO_SEE_MODES} rounds a mode
 *       in a fifth of the forks can stay unseen more than 1 time in 20, so the interval widens on both sides by what
 *       an unseen mode could add: {@code p_n · log(}{@value #MODE_GAP}{@code )}, with {@code p_n = 1 - 0.05^(1/n)}
 *       the largest share that stays unseen with probability 5% or more. From {@value #ROUNDS_TO_SEE_MODES} rounds
 *       on, no allowance: a mode in a fifth of the forks or more shows with probability 0.95 or more.</li>
 * </ol>
 * The design target, stated once: fork modes up to {@value #MODE_GAP}x apart (the widest fork-to-fork spread the
 * suite's runs have shown) carried by at least a fifth of one side's forks. {@code DecisionCoverageTest} simulates
 * the answer run's whole procedure against it.
 */
public final class ModeAwareInterval {

    /** The widest gap between two fork modes the allowance covers, as a factor. */
    public static final double MODE_GAP = 2.0;
    /** The smallest share of one side's forks in a mode that the design guarantees to see. */
    public static final double MODE_SHARE = 0.2;
    /** Rounds from which a mode in {@link #MODE_SHARE} of the forks shows with probability 0.95: {@code 1 - 0.8^14}. */
    public static final int ROUNDS_TO_SEE_MODES = 14;
    static final double OFF_SPREADS = 4;
    static final int OFF_MIN_GAP_PERCENT = 10;

    private ModeAwareInterval() {
    }

    /** How an interval was made. */
    public enum Kind {
        /** The trimmed interval, widened by the allowance below {@link #ROUNDS_TO_SEE_MODES} rounds. */
        TRIMMED,
        /** The mixture interval over the rounds off the main mode, widened by the same allowance. */
        MIXTURE
    }

    /**
     * One change's interval on the log scale at a confidence ({@code lo}, {@code hi}), how it was made, the allowance
     * it carries for unseen modes, the rounds it found off the main mode, and the p-value consistent with it (the
     * smallest error rate at which the interval still excludes 0).
     */
    public record Result(double estimate, double lo, double hi, Kind kind, double allowance, int offRounds, double p) {

        public Interval ratio() {
            return new Interval(Math.exp(estimate), Math.exp(lo), Math.exp(hi));
        }
    }

    /**
     * What an unseen mode could add to a log ratio measured over {@code n} rounds (forks a side): 0 from
     * {@link #ROUNDS_TO_SEE_MODES} on, else {@code (1 - 0.05^(1/n)) · log(MODE_GAP)}.
     */
    public static double allowance(int n) {
        if (n >= ROUNDS_TO_SEE_MODES) {
            return 0;
        }
        return (1 - Math.pow(0.05, 1.0 / Math.max(1, n))) * Math.log(MODE_GAP);
    }

    /**
     * The paired interval at {@code confidence} of per-round log ratios {@code d}, trimmed by {@code trim} where no
     * round is off the main mode; null for fewer than two rounds or a value not finite.
     */
    public static Result paired(double[] d, double trim, double confidence) {
        LogRatio t = LogRatio.oneSample(d, 0, true);
        if (t == null) {
            return null;
        }
        double allowance = allowance(d.length);
        boolean[] off = offMode(d);
        int offRounds = (int) IntStream.range(0, d.length).filter(i -> off[i]).count();
        if (offRounds == 0 || d.length - offRounds < 2) {
            return widened(t, allowance, confidence);
        }
        double[] at = mixture(d, off, confidence);
        double p = mixtureP(d, off, allowance);
        return new Result(Statistics.mean(d), at[0] - allowance, at[1] + allowance, Kind.MIXTURE, allowance, offRounds,
                p);
    }

    /**
     * A t interval ({@code t}: paired or Welch) widened by {@code allowance} on both sides, with the p-value of that
     * interval: {@code 2 (1 - F((|d| - allowance) / se))}, 1 when {@code |d|} is within the allowance.
     */
    public static Result widened(LogRatio t, double allowance, double confidence) {
        double half = Statistics.tQuantile(confidence, t.df()) * t.se() + allowance;
        double p;
        if (allowance == 0) {
            p = t.p();
        } else if (Math.abs(t.d()) <= allowance) {
            p = 1;
        } else {
            p = t.se() == 0 ? 0 : 2 * (1 - new org.apache.commons.math3.distribution.TDistribution(null, t.df())
                    .cumulativeProbability((Math.abs(t.d()) - allowance) / t.se()));
        }
        return new Result(t.d(), t.d() - half, t.d() + half, Kind.TRIMMED, allowance, 0, p);
    }

    /**
     * The rounds off the main mode: {@code |d_i - median| > max(OFF_SPREADS · 1.4826 · MAD, log(1 + OFF_MIN_GAP))};
     * with fewer than four rounds none.
     */
    public static boolean[] offMode(double[] d) {
        boolean[] off = new boolean[d.length];
        if (d.length < 4) {
            return off;
        }
        double med = Statistics.median(d);
        double mad = 1.4826 * Statistics.median(Arrays.stream(d).map(x -> Math.abs(x - med)).toArray());
        double cut = Math.max(OFF_SPREADS * mad, Math.log1p(OFF_MIN_GAP_PERCENT / 100.0));
        for (int i = 0; i < d.length; i++) {
            off[i] = Math.abs(d[i] - med) > cut;
        }
        return off;
    }

    /**
     * The mixture interval {@code {lo, hi}} at {@code confidence}: the main mode's Student t interval plus, per
     * direction, the Clopper-Pearson interval of its share times the range of its gaps; the error rate split evenly
     * between the parts.
     */
    static double[] mixture(double[] d, boolean[] off, double confidence) {
        int n = d.length;
        double[] main = IntStream.range(0, n).filter(i -> !off[i]).mapToDouble(i -> d[i]).toArray();
        double m = Statistics.mean(main);
        double[] up = IntStream.range(0, n).filter(i -> off[i] && d[i] > m).mapToDouble(i -> d[i] - m).toArray();
        double[] down = IntStream.range(0, n).filter(i -> off[i] && d[i] < m).mapToDouble(i -> d[i] - m).toArray();
        int parts = 1 + (up.length > 0 ? 1 : 0) + (down.length > 0 ? 1 : 0);
        double partConfidence = 1 - (1 - confidence) / parts;
        double half = Statistics.tQuantile(partConfidence, main.length - 1)
                * Math.sqrt(Statistics.variance(main) / main.length);
        double lo = m - half;
        double hi = m + half;
        if (up.length > 0) {
            double[] share = Statistics.binomialInterval(up.length, n, partConfidence);
            lo += Arrays.stream(up).min().orElseThrow() * share[0];
            hi += Arrays.stream(up).max().orElseThrow() * share[1];
        }
        if (down.length > 0) {
            double[] share = Statistics.binomialInterval(down.length, n, partConfidence);
            lo += Arrays.stream(down).min().orElseThrow() * share[1];
            hi += Arrays.stream(down).max().orElseThrow() * share[0];
        }
        return new double[]{lo, hi};
    }

    /** The smallest error rate at which the mixture interval widened by {@code allowance} excludes 0 (bisection). */
    static double mixtureP(double[] d, boolean[] off, double allowance) {
        if (excludesZero(d, off, allowance, 1 - 1e-12)) {
            return 1e-12;
        }
        if (!excludesZero(d, off, allowance, 1e-6)) {
            return 1;
        }
        double lo = 1e-12; // an error rate at which the interval does not exclude 0
        double hi = 1 - 1e-6; // one at which it does
        for (int i = 0; i < 24; i++) {
            double mid = Math.sqrt(lo * hi);
            if (excludesZero(d, off, allowance, 1 - mid)) {
                hi = mid;
            } else {
                lo = mid;
            }
        }
        return hi;
    }

    private static boolean excludesZero(double[] d, boolean[] off, double allowance, double confidence) {
        double[] at = mixture(d, off, confidence);
        return at[0] - allowance > 0 || at[1] + allowance < 0;
    }

}
