package serbench.stats;

/** A point estimate with a confidence interval; {@code lo}/{@code hi} are NaN when no interval exists. */
public record Interval(double estimate, double lo, double hi) {

    public boolean hasBounds() {
        return !Double.isNaN(lo) && !Double.isNaN(hi);
    }

    /**
     * Bounds beyond this factor of the estimate (the interval wider than {@code OVERFLOW} times the estimate) are
     * overflow, not information: a percentage of them says nothing.
     */
    public static final double OVERFLOW = 1000;

    /**
     * Whether this interval of a positive quantity says nothing: no bounds, a bound or the estimate not finite, an
     * estimate not above zero, a width beyond {@link #OVERFLOW} times the estimate or positive bounds more than
     * {@link #OVERFLOW} times apart, or (unless
     * {@code zeroWidthAllowed}) zero width, which only zero variance gives. Such an interval prints as {@code n/a}.
     */
    public boolean degenerate(boolean zeroWidthAllowed) {
        if (!hasBounds() || !Double.isFinite(lo) || !Double.isFinite(hi) || !(estimate > 0)
                || !Double.isFinite(estimate)) {
            return true;
        }
        double width = hi - lo;
        return width > OVERFLOW * estimate || (lo > 0 && hi / lo > OVERFLOW) || (width == 0 && !zeroWidthAllowed);
    }

    /** The interval of {@code 1/x}: the estimate and both bounds inverted, bounds swapped. */
    public Interval reciprocal() {
        return new Interval(1 / estimate, 1 / hi, 1 / lo);
    }
}
