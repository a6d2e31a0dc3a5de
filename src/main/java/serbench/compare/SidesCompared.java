package serbench.compare;

import serbench.results.Metric;
import serbench.stats.LogRatio;
import serbench.stats.ModeMix;

/**
 * Two summarised sides of one row compared the one way every view shows them ({@code compare}, {@code answer},
 * {@code claims}): the change (paired by round when {@code pairs} is given, trimmed by the estimator's trim, or
 * untrimmed when the sides' fork modes differ: trimming follows each side's main mode, which misses the ratio of the
 * geometric means when a side moves forks between modes) and each side's estimate, whose centres divide exactly to
 * the change (over the rounds a paired change kept).
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
        Estimate be = Estimate.of(base, Change.CONFIDENCE, rowTrim);
        Estimate oe = Estimate.of(other, Change.CONFIDENCE, rowTrim);
        Change change = changeAt(base, other, pairs, rowTrim, modeAware);
        // a paired change estimates the untrimmed mean log ratio (ModeAwareInterval): its sides' centres are untrimmed
        double centreTrim = change.modeAware() != null && change.paired() ? 0 : rowTrim;
        double[] kept = change.pairs() == null ? null
                : LogRatio.pairedCentres(change.pairs()[1], change.pairs()[2], centreTrim);
        if (kept != null) {
            be = be.withCentre(kept[0]);
            oe = oe.withCentre(kept[1]);
        }
        return new SidesCompared(be, oe, change, modesDiffer);
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
