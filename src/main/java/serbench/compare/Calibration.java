package serbench.compare;

import serbench.results.Fork;
import serbench.results.Measure;
import serbench.results.ResultFile;
import serbench.stats.Interval;
import serbench.stats.Statistics;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Whether {@code compare}'s intervals keep their promise, checked on runs whose truth is known, for one
 * {@link Estimator}:
 * <ul>
 *   <li><b>A/A</b>: two files of identical profiles, so no row truly changed: a 95% interval should exclude "no
 *       change" (be called different) for about 5% of rows. The observed rate comes with its one-sided 95% upper
 *       bound (Clopper-Pearson), which treats the rows as independent (rows of one run share its rounds, so the
 *       bound is a little optimistic).</li>
 *   <li><b>Known effects</b>: the other file does exactly a known multiple of the baseline's work on the rows that
 *       {@code effectRows} matches (e.g. {@code CalibrationBench} with 5% more steps): each time interval should
 *       contain that ratio.</li>
 *   <li><b>Precision</b>: a real comparison, summarised by the median width of its rows' 95% intervals.</li>
 *   <li><b>Run against run</b>: two runs of the same code on one host, each ratio's difference between them in units
 *       of its standard error, pooled, beside what the same design gives when the errors are right
 *       ({@link RunAgreement}).</li>
 * </ul>
 * Only the primary metric (time or throughput) counts; rows without an interval are counted apart.
 */
public record Calibration(Estimator estimator, Measure measure, List<Pair> aa, List<Known> known, List<Pair> precision,
                          List<RunAgreement> runs) {

    /** The axis and reference of run-against-run pairs: each format against protobuf, as the answer sets them. */
    public static final String RUNS_AXIS = "format";
    public static final String RUNS_REFERENCE = "protobuf";

    /** Two files compared: the rows with an interval, how many of them were called different, their median width. */
    public record Pair(String run, String label, int rows, int different, int withoutInterval, double medianWidth,
                       String host) {
    }

    /** One row with a known true time ratio, and the interval measured for it. */
    public record Known(String run, String label, String row, double trueRatio, Interval measured) {

        public boolean contains() {
            return measured.hasBounds() && measured.lo() <= trueRatio && trueRatio <= measured.hi();
        }
    }

    /** An input: two files, and for a known effect the true time ratio (NaN for A/A and precision). */
    public record Input(ResultFile base, ResultFile other, double trueRatio) {

        /** The run directory's name ({@code ""} when none). */
        public String run() {
            return base.runDirectory().orElse("");
        }

        /** {@code a vs b}: the two files' names without {@code .json}. */
        String label() {
            return stem(base.name()) + " vs " + stem(other.name());
        }

        private static String stem(String name) {
            return name.endsWith(".json") ? name.substring(0, name.length() - 5) : name;
        }
    }

    /**
     * Compares every input pair with {@code estimator}; rows matching {@code effectRows} (may be null) are left out of
     * A/A and precision pairs and are the only rows of known-effect pairs.
     */
    public static Calibration of(Estimator estimator, Measure measure, List<Input> aa, List<Input> known,
                                 List<Input> precision,
                                 Pattern effectRows) {
        return of(estimator, measure, aa, known, precision, List.of(), effectRows);
    }

    /**
     * As above, with {@code runs}: pairs of files of two runs of the same code, each with the formats side by side,
     * checked for agreement ({@link RunAgreement}).
     */
    public static Calibration of(Estimator estimator, Measure measure, List<Input> aa, List<Input> known,
                                 List<Input> precision, List<Input> runs, Pattern effectRows) {
        List<Pair> aaPairs = new ArrayList<>();
        aa.forEach(in -> aaPairs.add(pair(in, rows(in, estimator, measure), effectRows)));
        List<Known> knownRows = new ArrayList<>();
        for (Input in : known) {
            for (Row r : rows(in, estimator, measure)) {
                if (r.compared() && (effectRows == null || effectRows.matcher(r.key().label()).find())) {
                    knownRows.add(new Known(in.run(), in.label(), r.key().label().replaceFirst("^serbench\\.bench\\.", ""),
                            in.trueRatio(),
                            r.change().hasInterval() ? r.change().slowdown() : noInterval(r.change().slowdown())));
                }
            }
        }
        List<Pair> widths = new ArrayList<>();
        precision.forEach(in -> widths.add(pair(in, rows(in, estimator, measure), effectRows)));
        List<RunAgreement> agreements = runs.stream().map(in -> RunAgreement.of(in.base(), in.other(), RUNS_AXIS,
                RUNS_REFERENCE, estimator, measure)).toList();
        return new Calibration(estimator, measure, List.copyOf(aaPairs), List.copyOf(knownRows), List.copyOf(widths),
                agreements);
    }

    private static Interval noInterval(Interval i) {
        return new Interval(i.estimate(), Double.NaN, Double.NaN);
    }

    private static List<Row> rows(Input in, Estimator estimator, Measure measure) {
        Comparison c = Comparison.of(List.of(in.base(), in.other()), null, Tolerance.DEFAULT, true, estimator,
                measure);
        // the primary metric only: sample-mode percentile rows are other metrics of the same forks
        return c.against().get(0).rows().stream().filter(r -> !r.key().mode().contains(" ")).toList();
    }

    private static Pair pair(Input in, List<Row> rows, Pattern effectRows) {
        List<Row> kept = rows.stream().filter(Row::compared)
                .filter(r -> effectRows == null || !effectRows.matcher(r.key().label()).find()).toList();
        List<Row> withInterval = kept.stream().filter(r -> r.change().hasInterval()).toList();
        int different = (int) withInterval.stream().filter(r -> r.change().significant()).count();
        double[] widths = withInterval.stream().mapToDouble(r -> r.change().gain().hi() - r.change().gain().lo())
                .sorted().toArray();
        serbench.stats.HostNoise noise = serbench.stats.HostNoise.of(kept.stream().map(r -> r.change().pairs()).toList());
        String host = serbench.results.RunManifest.host(in.base());
        String machine = host == null ? "machine not recorded" : host;
        List<double[]> forks = java.util.stream.Stream.of(in.base(), in.other()).flatMap(f -> f.runs().stream())
                .filter(r -> !r.mode().contains(" ")).flatMap(r -> r.primary().forks().stream())
                .map(Fork::iterations).toList();
        double iterationSd = serbench.stats.HostNoise.iterationSd(forks);
        String within = Double.isNaN(iterationSd) ? ""
                : String.format(java.util.Locale.ROOT, ", within-fork SD %.3f", iterationSd);
        return new Pair(in.run(), in.label(), withInterval.size(), different, kept.size() - withInterval.size(),
                FileComparison.median(widths), noise == null ? machine : machine + ", " + noise.kind().word
                + String.format(java.util.Locale.ROOT, " (per-round SD %.3f%s)", noise.sd(), within));
    }

    /** Rows of every A/A pair. */
    public int aaRows() {
        return aa.stream().mapToInt(Pair::rows).sum();
    }

    /** Rows of every A/A pair called different at p &lt; 0.05 (uncorrected: the per-row rate is what is checked). */
    public int aaDifferent() {
        return aa.stream().mapToInt(Pair::different).sum();
    }

    /** The one-sided 95% upper bound of the A/A false-positive rate. */
    public double aaUpperBound() {
        return Statistics.binomialUpper(aaDifferent(), aaRows(), 0.95);
    }

    /** Known-effect intervals that contain their true ratio. */
    public int knownContained() {
        return (int) known.stream().filter(Known::contains).count();
    }
}
