package serbench.compare;

import serbench.io.WrongArgumentException;
import serbench.results.Fork;
import serbench.results.Metric;
import serbench.text.Cells;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * How a row's time (or throughput) becomes one change with an interval: what one value per fork is, and how the
 * values of the rounds make an interval. One choice for {@code compare}, {@code report}, {@code claims} and
 * {@code run --precision}, named in every output. Allocation (B/op) is always the fork's mean with Student's t: it
 * is counted, nearly the same in every iteration.
 *
 * <ul>
 *   <li>{@link #TRIMMED} (the default): each fork's mean (JMH's score), and a 20%-trimmed (Yuen) t interval across
 *       rounds: the disturbed rounds weigh less.</li>
 *   <li>{@link #FASTEST}: each fork's fastest measured iteration (lowest time per operation, highest throughput),
 *       and the same trimmed interval. It estimates a different quantity from the mean: the speed of an undisturbed
 *       second, not the average second.</li>
 *   <li>{@link #MEAN}: each fork's mean and Student's t: the suite's estimator before the others.</li>
 *   <li>{@link #MODE_AWARE}: each fork's mean, and the interval that keeps its coverage when forks fall into modes
 *       unevenly and when a row was reported because it was decided ({@code ModeAwareInterval},
 *       {@code SelectionAdjusted}; docs/comparing.md). To become the default once the committed runs have the 14
 *       rounds it needs to be narrow.</li>
 * </ul>
 * {@code calibration} prints all three side by side on the committed runs, with their A/A and known-effect checks;
 * the default is the one that passed the A/A check (its false-positive bound within 10%) with the narrower intervals.
 * How each was chosen and what its intervals keep is in docs/comparing.md (the A/A and calibration runs).
 */
public enum Estimator {

    FASTEST("fastest", 0.2, false, "fastest iteration per fork, 20%-trimmed (Yuen) t across rounds"),
    TRIMMED("trimmed", 0.2, false, "mean of each fork's iterations, 20%-trimmed (Yuen) t across rounds"),
    MEAN("mean", 0, false, "mean of each fork's iterations, Student's t across rounds"),
    MODE_AWARE("mode-aware", 0, true, "mean of each fork's iterations; across rounds Student's t on the main mode's"
            + " rounds, rounds off it weighed by their share, widened below 14 rounds for unseen modes;"
            + " selection-adjusted when decided");

    /** The estimator of every command unless told otherwise. */
    public static final Estimator DEFAULT = TRIMMED;

    /** Its name on the command line ({@code --estimator NAME}). */
    public final String option;
    /** Share of values cut from each end before the interval (0: none). */
    public final double trim;
    /** Whether the interval is the mode-aware one ({@code ModeAwareInterval}), selection-adjusted when decided. */
    public final boolean modeAware;
    /** What it is, in a few words, for headers. */
    public final String description;

    Estimator(String option, double trim, boolean modeAware, String description) {
        this.option = option;
        this.trim = trim;
        this.modeAware = modeAware;
        this.description = description;
    }

    /**
     * What the old and new columns beside a change of this estimator show ({@link Estimate#centre}), in words: the
     * ratio of two such columns is what the change estimates.
     */
    public String centreWords() {
        return sideWords() + (trim == 0 ? " (paired: of the rounds both sides ran)" : " (paired: of the rounds the"
                + " change keeps; untrimmed on rows marked '" + Note.MODES_DIFFER.code() + "')");
    }

    /** One side's centre alone ({@link Estimate#of(serbench.results.Metric, double, double)}), in words. */
    public String sideWords() {
        String value = this == FASTEST ? "the forks' fastest iterations" : "the fork means";
        return (trim == 0 ? "" : Cells.plain(trim * 100) + "%-trimmed ") + "geometric mean of " + value;
    }

    /** The estimator named {@code name}; a wrong name is a usage error that lists the others. */
    public static Estimator byName(String name) {
        return Arrays.stream(values()).filter(e -> e.option.equals(name.toLowerCase(Locale.ROOT))).findFirst()
                .orElseThrow(() -> new WrongArgumentException("an estimator is one of "
                        + String.join(", ", Arrays.stream(values()).map(e -> e.option).toList()) + ", not '"
                        + name + "'"));
    }

    /**
     * {@code m} with each fork's value replaced by this estimator's summary of it (its iterations stay); {@code m}
     * itself for {@link #MEAN}, and for forks without iteration values.
     */
    public Metric summarise(Metric m) {
        if (this != FASTEST) {
            return m;
        }
        boolean higherIsBetter = Direction.of(m.unit()) == Direction.HIGHER_IS_BETTER;
        List<Fork> forks = m.forks().stream().map(f -> f.iterations().length == 0 ? f
                : new Fork(fastest(f.iterations(), higherIsBetter), f.iterations())).toList();
        return new Metric(m.unit(), forks, m.nonFinite(), m.hasRawData());
    }

    private static double fastest(double[] iterations, boolean higherIsBetter) {
        return higherIsBetter ? Arrays.stream(iterations).max().orElseThrow()
                : Arrays.stream(iterations).min().orElseThrow();
    }
}
