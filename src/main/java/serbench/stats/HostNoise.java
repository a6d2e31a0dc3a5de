package serbench.stats;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * How noisy the host of a run was, from the run's own forks: the per-round standard deviation of paired log ratios
 * (two rows measured in the same rounds; each round's log ratio of their fork values), the median over the run's
 * paired rows. It is what sets a paired ratio's precision: after {@code n} rounds the 95% interval is about
 * {@code ±t(n-1)·sd/√n} in log units ({@link #halfWidthPercent}).
 *
 * <p>Hosts of one machine kind differ by an order of magnitude here: runs on a quiet Xeon host gave 0.006-0.03, runs on
 * a noisy AMD EPYC host 0.06-0.34. The kinds: {@link Kind#QUIET} below {@value #QUIET_BELOW}, {@link Kind#NOISY} from
 * {@value #NOISY_FROM}, {@link Kind#MODERATE} between.
 *
 * @param sd     the median over the paired rows of their per-round log-ratio standard deviation
 * @param rows   how many paired rows it is the median of (each with at least {@value #MIN_ROUNDS} rounds)
 * @param rounds the median number of rounds of those rows
 */
public record HostNoise(double sd, int rows, int rounds) {

    public static final double QUIET_BELOW = 0.05;
    public static final double NOISY_FROM = 0.10;
    /** Fewer rounds than this give no standard deviation worth quoting. */
    public static final int MIN_ROUNDS = 3;

    /** The host's kind by its noise. */
    public enum Kind {
        QUIET("quiet"), MODERATE("moderately noisy"), NOISY("noisy");

        public final String word;

        Kind(String word) {
            this.word = word;
        }
    }

    /**
     * The noise of the paired rows {@code pairs} (each {@code [rounds, a, b]}: the fork values of both rows per round,
     * as {@code Change.pairs} keeps them; null entries and rows with fewer than {@value #MIN_ROUNDS} rounds left out);
     * null when no row qualifies.
     */
    public static HostNoise of(List<double[][]> pairs) {
        double[] sds = pairs.stream().filter(p -> p != null && p.length == 3 && p[1].length >= MIN_ROUNDS)
                .mapToDouble(HostNoise::sd).filter(Double::isFinite).toArray();
        if (sds.length == 0) {
            return null;
        }
        int[] rounds = pairs.stream().filter(p -> p != null && p.length == 3 && p[1].length >= MIN_ROUNDS)
                .mapToInt(p -> p[1].length).toArray();
        return new HostNoise(Statistics.median(sds), sds.length,
                (int) Math.round(Statistics.median(Arrays.stream(rounds).asDoubleStream().toArray())));
    }

    /**
     * The host's noise inside a fork: the median, over forks of at least two measured iterations, of the standard
     * deviation of the log of their iterations ({@code forks}: each fork's iteration values); NaN when no fork has two.
     * With the per-round SD it is the host's signature: slow periods of seconds that meet some iterations and not
     * others raise both; a neighbour that slows whole forks alike raises only the per-round SD.
     */
    public static double iterationSd(List<double[]> forks) {
        double[] sds = forks.stream().filter(f -> f != null && f.length >= 2
                        && Arrays.stream(f).allMatch(v -> v > 0 && Double.isFinite(v)))
                .mapToDouble(f -> Math.sqrt(Statistics.variance(Arrays.stream(f).map(Math::log).toArray())))
                .toArray();
        return sds.length == 0 ? Double.NaN : Statistics.median(sds);
    }

    private static double sd(double[][] p) {
        double[] d = new double[p[1].length];
        for (int i = 0; i < d.length; i++) {
            d[i] = Math.log(p[2][i] / p[1][i]);
        }
        return Math.sqrt(Statistics.variance(d));
    }

    public Kind kind() {
        return sd < QUIET_BELOW ? Kind.QUIET : sd < NOISY_FROM ? Kind.MODERATE : Kind.NOISY;
    }

    /** The typical half-width, in percent, of a paired ratio's 95% interval after {@code n} rounds at this noise. */
    public double halfWidthPercent(int n) {
        return n < 2 ? Double.POSITIVE_INFINITY
                : (Math.exp(Statistics.tQuantile(0.95, n - 1) * sd / Math.sqrt(n)) - 1) * 100;
    }

    /** The rounds a paired ratio needs for a 95% interval of at most ±{@code percent}% at this noise. */
    public int roundsFor(double percent) {
        int n = 2;
        while (halfWidthPercent(n) > percent && n < 100_000) {
            n++;
        }
        return n;
    }

    /**
     * One line for a reader (after "host: "): what kind of host, its figure, and the precision it gives; {@code machine} the CPU as
     * the manifest names it (null: not recorded).
     */
    public String line(String machine) {
        return String.format(Locale.ROOT, "%s, %s (per-round SD of paired log ratios %.3f, median of %d ratio%s;"
                        + " quiet below %.2f, noisy from %.2f): %d rounds give about ±%.1f%%, ±5%% takes %d rounds"
                        + " and ±2%% %d",
                machine == null ? "machine not recorded" : machine, kind().word, sd, rows, rows == 1 ? "" : "s",
                QUIET_BELOW, NOISY_FROM, rounds, halfWidthPercent(rounds), roundsFor(5), roundsFor(2));
    }

    /** The same in a few words, for a view that fits a screen. */
    public String brief(String machine) {
        return String.format(Locale.ROOT, "%s, %s (per-round SD %.3f): about ±%.1f%% at %d rounds, ±5%% takes %d",
                machine == null ? "machine not recorded" : machine, kind().word, sd, halfWidthPercent(rounds), rounds,
                roundsFor(5));
    }

}
