package serbench.report;

/**
 * The change from the baseline to another file for one row and metric: the ratio of means
 * ({@code other / baseline}) with its interval, the Mann-Whitney p-value on fork means, and the smallest
 * p-value those fork counts could give at all.
 */
public record Change(Interval ratio, Direction direction, double p, double minimumP) {

    /** Significance level of every test in the report. */
    public static final double ALPHA = 0.05;
    /** Confidence level of every interval in the report. */
    public static final double CONFIDENCE = 0.95;

    public static Change between(Estimate base, Estimate other) {
        double[] a = base.metric().forkMeans();
        double[] b = other.metric().forkMeans();
        return new Change(Statistics.ratioInterval(a, b, CONFIDENCE), Direction.of(base.unit()),
                Statistics.mannWhitneyP(a, b), Statistics.minimumP(a.length, b.length));
    }

    public boolean significant() {
        return p < ALPHA;
    }

    /** Too few forks on a side for any outcome to reach {@link #ALPHA}. */
    public boolean tooFewForks() {
        return !(minimumP < ALPHA);
    }

    /**
     * The ratio turned so that above 1 is better: {@code other/base} for throughput,
     * {@code base/other} for time or bytes per operation (so 100 → 90 ns/op is a gain of 1.111, "+11.1% faster").
     */
    public Interval gain() {
        return direction == Direction.HIGHER_IS_BETTER ? ratio : ratio.reciprocal();
    }

    /** Whether the change is significant and worse than the baseline. */
    public boolean significantlyWorse() {
        return significant() && gain().estimate() < 1;
    }
}
