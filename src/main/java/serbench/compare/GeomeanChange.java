package serbench.compare;

import serbench.stats.Interval;
import serbench.stats.Statistics;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The geometric mean of the gains over a file's compared rows, with a 95% interval.
 *
 * <p>When every row is paired (one interleaved run), the units are the rounds: per round the mean log gain over
 * the rows, then Student's t over the rounds that every row has. This keeps the shared "pass" effect (all
 * benchmarks of a round moving together) in the interval, where treating rows as independent would hide it.
 * Otherwise the rows' log gains are averaged with their standard errors combined as independent
 * (Welch-Satterthwaite degrees of freedom), which understates the width when rows share noise; the interval is then
 * a lower bound on the real uncertainty. No interval when a row has none.
 */
public record GeomeanChange(Interval gain, int rows, boolean paired, int rounds) {

    /** Whether there is an interval and it contains no change. */
    public boolean inconclusive() {
        return gain.hasBounds() && gain.lo() <= 1 && gain.hi() >= 1;
    }

    static GeomeanChange of(List<Change> changes) {
        List<Change> valid = changes.stream()
                .filter(c -> c.gain().estimate() > 0 && Double.isFinite(c.gain().estimate())).toList();
        if (valid.isEmpty()) {
            return new GeomeanChange(new Interval(Double.NaN, Double.NaN, Double.NaN), 0, false, 0);
        }
        double[] gains = valid.stream().mapToDouble(c -> c.gain().estimate()).toArray();
        double point = Statistics.geomean(gains);
        if (valid.stream().allMatch(Change::paired)) {
            GeomeanChange byRounds = byRounds(valid);
            if (byRounds != null) {
                return byRounds;
            }
        }
        if (valid.stream().anyMatch(c -> c.test() == null)) {
            return new GeomeanChange(new Interval(point, Double.NaN, Double.NaN), valid.size(), false, 0);
        }
        double m = valid.size();
        double d = Math.log(point);
        double sumV = 0;
        double sumV2 = 0;
        for (Change c : valid) {
            double v = c.test().se() * c.test().se();
            sumV += v;
            sumV2 += v * v / c.test().df();
        }
        double se = Math.sqrt(sumV) / m;
        if (se == 0) {
            return new GeomeanChange(new Interval(point, point, point), valid.size(), false, 0);
        }
        double df = sumV * sumV / sumV2;
        double half = Statistics.tQuantile(Change.CONFIDENCE, df) * se;
        return new GeomeanChange(new Interval(point, Math.exp(d - half), Math.exp(d + half)), valid.size(), false, 0);
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
        Interval logInterval = Statistics.meanInterval(x, Change.CONFIDENCE);
        return new GeomeanChange(new Interval(Math.exp(logInterval.estimate()), Math.exp(logInterval.lo()),
                Math.exp(logInterval.hi())), changes.size(), true, common.size());
    }
}
