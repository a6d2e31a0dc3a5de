package serbench.compare;

import serbench.stats.Interval;
import serbench.stats.LogRatio;
import serbench.stats.Statistics;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The geometric mean of the gains over a file's compared rows, with a 95% interval and its own minimum detectable
 * effect, both from one {@link LogRatio} on the log of the geomean ({@code test}, null without an interval).
 *
 * <p>When every row is paired (one interleaved run), the units are the rounds: per round the mean log gain over
 * the rows, then Student's t over the rounds that every row has (SE = sd/√rounds, rounds − 1 degrees of freedom).
 * This keeps the shared "pass" effect (all benchmarks of a round moving together) in the interval, where treating
 * rows as independent would hide it. Otherwise the rows' log gains are averaged with their standard errors combined
 * as independent (SE = √(Σ SE_i²)/rows, Welch-Satterthwaite degrees of freedom), which understates the width when
 * rows share noise; the interval is then a lower bound on the real uncertainty. No interval when a row has none.
 * The minimum detectable effect is {@code exp((t_{0.975,df} + t_{0.8,df}) · SE) − 1} with that SE and df.
 */
public record GeomeanChange(Interval gain, int rows, boolean paired, int rounds, LogRatio test) {

    /** Whether there is an interval and it contains no change. */
    public boolean inconclusive() {
        return gain.hasBounds() && gain.lo() <= 1 && gain.hi() >= 1;
    }

    /** Whether there is an interval and it excludes no change. */
    public boolean significant() {
        return gain.hasBounds() && !inconclusive();
    }

    /** The geomean's own minimum detectable effect (80% power); NaN without an interval. */
    public double minimumDetectable() {
        return test == null ? Double.NaN : test.minimumDetectable(Change.CONFIDENCE);
    }

    static GeomeanChange of(List<Change> changes) {
        List<Change> valid = changes.stream()
                .filter(c -> c.gain().estimate() > 0 && Double.isFinite(c.gain().estimate())).toList();
        if (valid.isEmpty()) {
            return new GeomeanChange(new Interval(Double.NaN, Double.NaN, Double.NaN), 0, false, 0, null);
        }
        double point = Statistics.geomean(valid.stream().mapToDouble(c -> c.gain().estimate()).toArray());
        if (valid.stream().allMatch(Change::paired)) {
            GeomeanChange byRounds = byRounds(valid);
            if (byRounds != null) {
                return byRounds;
            }
        }
        if (valid.stream().anyMatch(c -> !c.hasInterval())) {
            return new GeomeanChange(new Interval(point, Double.NaN, Double.NaN), valid.size(), false, 0, null);
        }
        double m = valid.size();
        double sumV = 0;
        double sumV2 = 0;
        for (Change c : valid) {
            double v = c.test().se() * c.test().se();
            sumV += v;
            sumV2 += v * v / c.test().df();
        }
        double se = Math.sqrt(sumV) / m;
        double df = se == 0 ? m : sumV * sumV / sumV2;
        return of(new LogRatio(Math.log(point), se, df, false, valid.size(), valid.size()), valid.size(), false, 0);
    }

    /** Rounds as the units; null when fewer than two rounds are common to every row. */
    private static GeomeanChange byRounds(List<Change> changes) {
        List<Map<Integer, Double>> perRow = changes.stream().map(Change::roundLogGains).toList();
        Set<Integer> common = new TreeSet<>(perRow.get(0).keySet());
        perRow.forEach(r -> common.retainAll(r.keySet()));
        if (common.size() < 2) {
            return null;
        }
        List<Double> roundMeans = new ArrayList<>();
        for (int round : common) {
            roundMeans.add(perRow.stream().mapToDouble(r -> r.get(round)).average().orElseThrow());
        }
        double[] x = roundMeans.stream().mapToDouble(Double::doubleValue).toArray();
        double trim = changes.stream().filter(c -> c.test() != null).mapToDouble(c -> c.test().trim()).max().orElse(0);
        LogRatio test = LogRatio.oneSample(x, trim, true);
        return test == null ? null : of(test, changes.size(), true, common.size());
    }

    /** The geomean from the test on its log: no interval when that interval is degenerate. */
    private static GeomeanChange of(LogRatio test, int rows, boolean paired, int rounds) {
        Interval interval = test.ratio(Change.CONFIDENCE);
        if (interval.degenerate(false)) {
            return new GeomeanChange(new Interval(Math.exp(test.d()), Double.NaN, Double.NaN), rows, paired, rounds,
                    null);
        }
        return new GeomeanChange(interval, rows, paired, rounds, test);
    }
}
