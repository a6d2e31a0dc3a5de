package serbench.stats;

/** A point estimate with a confidence interval; {@code lo}/{@code hi} are NaN when no interval exists. */
public record Interval(double estimate, double lo, double hi) {

    public boolean hasBounds() {
        return !Double.isNaN(lo) && !Double.isNaN(hi);
    }

    /** The interval of {@code 1/x}: the estimate and both bounds inverted, bounds swapped. */
    public Interval reciprocal() {
        return new Interval(1 / estimate, 1 / hi, 1 / lo);
    }
}
