package serbench.compare;

import serbench.results.Metric;
import serbench.stats.ModeMix;

/**
 * Two summarised sides of one row compared the one way every view shows them ({@code compare}, {@code answer},
 * {@code claims}): the change (paired by round when {@code pairs} is given, trimmed by the estimator's trim, or
 * untrimmed when the sides' fork modes differ: trimming follows each side's main mode, which misses the ratio of the
 * geometric means when a side moves forks between modes) and each side's estimate. A side's centre is its own: the
 * estimator's centre of its fork values ({@link Estimate#of}), whatever it is compared with, so one row of one run
 * reads the same in every view and every comparison. The change comes from the rounds both sides measured, so it can
 * differ from the ratio of the two centres by what pairing and trimming remove.
 *
 * @param modesDiffer whether the sides' fork modes differ, so the row was compared untrimmed
 */
public record SidesCompared(Estimate base, Estimate other, Change change, boolean modesDiffer) {

    /**
     * {@code other} against {@code base}; {@code pairs} as {@link Change#of} takes them (null when unpaired), time rows
     * trimmed by {@code trim}.
     */
    public static SidesCompared of(Metric base, Metric other, double[][] pairs, double trim) {
        return of(base, other, pairs, trim, false);
    }

    /** As above; with {@code modeAware} the change's interval is the mode-aware one ({@link Estimator#modeAware}). */
    public static SidesCompared of(Metric base, Metric other, double[][] pairs, double trim, boolean modeAware) {
        boolean modesDiffer = modesDiffer(base, other, trim);
        double rowTrim = modesDiffer ? 0 : trim;
        Change change = changeAt(base, other, pairs, rowTrim, modeAware);
        return new SidesCompared(Estimate.of(base, Change.CONFIDENCE, trim), Estimate.of(other, Change.CONFIDENCE, trim),
                change, modesDiffer);
    }

    /** The change alone, as {@link #of} computes it (for a caller that shows the sides otherwise). */
    public static Change change(Metric base, Metric other, double[][] pairs, double trim) {
        return changeAt(base, other, pairs, modesDiffer(base, other, trim) ? 0 : trim, false);
    }

    /** The change at the row's own trim (0 when the sides' modes differ). */
    private static Change changeAt(Metric base, Metric other, double[][] pairs, double rowTrim, boolean modeAware) {
        return Change.of(base.forkMeans(), other.forkMeans(), pairs, Direction.of(base.unit()),
                base.unit().startsWith("B/"), rowTrim, modeAware);
    }

    private static boolean modesDiffer(Metric base, Metric other, double trim) {
        return trim > 0 && ModeMix.differ(base.forkMeans(), other.forkMeans());
    }
}
