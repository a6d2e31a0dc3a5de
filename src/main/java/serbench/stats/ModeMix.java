package serbench.stats;

import java.util.Arrays;

/**
 * Whether two sides' fork values show a different mode structure: forks away from their side's main mode in one
 * side and not the other, or in clearly different shares. The change ({@link LogRatio}, trimmed) estimates the factor
 * between the two sides when one side's fork values are the other's times that factor; a profile that moves forks
 * between modes (a row unimodal in one profile and in two modes in the other, or 80/20 against 67/33) breaks that:
 * the trimmed estimate then follows the main mode and its interval misses the ratio of the geometric means.
 *
 * <p>Rule, on the logs of the fork values: each side's values minus that side's median are its residuals; the
 * spread {@code s} is 1.4826 times the median absolute residual of both sides together (the within-mode spread, robust
 * to the forks of a second mode). A fork is off its side's main mode when its residual exceeds
 * {@value #SPREADS} {@code s} and {@value #MIN_GAP} (so that exact, noise-free values are not split). The modes
 * differ when at least {@value #MIN_OFF} forks of one side are off (a mode, not a stray fork) and the two sides' shares
 * of such forks differ by more than {@value #SHARE_GAP}. Needs {@value #MIN_FORKS} forks a side; fewer: false.
 * It sees only fork values, so {@code run --precision}'s simulation ({@code PrecisionCoverageTest}) applies the very
 * rule {@code compare} does.
 */
public final class ModeMix {

    public static final int MIN_FORKS = 4;
    static final double SPREADS = 4;
    static final double MIN_GAP = 0.05;
    static final int MIN_OFF = 2;
    static final double SHARE_GAP = 0.05;

    private ModeMix() {
    }

    /** Whether fork values {@code a} and {@code b} (all positive) show a different mode structure. */
    public static boolean differ(double[] a, double[] b) {
        if (a.length < MIN_FORKS || b.length < MIN_FORKS || !positive(a) || !positive(b)) {
            return false;
        }
        double[] ra = residuals(a);
        double[] rb = residuals(b);
        double[] all = new double[ra.length + rb.length];
        for (int i = 0; i < all.length; i++) {
            all[i] = Math.abs(i < ra.length ? ra[i] : rb[i - ra.length]);
        }
        double s = 1.4826 * Statistics.median(all);
        double cut = Math.max(SPREADS * s, Math.log1p(MIN_GAP));
        int offA = off(ra, cut);
        int offB = off(rb, cut);
        return Math.max(offA, offB) >= MIN_OFF
                && Math.abs((double) offA / a.length - (double) offB / b.length) > SHARE_GAP;
    }

    private static int off(double[] residuals, double cut) {
        return (int) Arrays.stream(residuals).filter(r -> Math.abs(r) > cut).count();
    }

    private static double[] residuals(double[] x) {
        double[] logs = Arrays.stream(x).map(Math::log).toArray();
        double m = Statistics.median(logs);
        return Arrays.stream(logs).map(l -> l - m).toArray();
    }


    private static boolean positive(double[] x) {
        return Arrays.stream(x).allMatch(v -> v > 0 && Double.isFinite(v));
    }
}
