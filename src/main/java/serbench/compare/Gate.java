package serbench.compare;

import serbench.stats.Interval;
import serbench.stats.Statistics;
import java.util.ArrayList;
import java.util.List;

/**
 * What {@code --fail-on-regression PCT} decides, per compared file.
 * <ul>
 *   <li>{@code regressions}: rows whose 95% interval lies wholly beyond PCT on the worse side (speed: a gain below
 *       {@code 1 - PCT/100}; allocation: a ratio above {@code 1 + PCT/100} and beyond the practical tolerance),
 *       tested against that boundary with Holm's correction over all the file's speed and allocation rows.</li>
 *   <li>{@code undetectable}: rows whose minimum detectable effect (80% power) exceeds PCT, or that have no
 *       interval at all: too few forks or too much noise for the gate to see a PCT regression there. A gate that
 *       cannot see must not pass silently.</li>
 * </ul>
 */
public record Gate(double percent, List<Regression> regressions, List<Undetectable> undetectable) {

    /**
     * A row beyond PCT: its speed change ({@code allocation} false: {@code change} is the gain with its interval) or
     * its allocation change ({@code allocation} true: {@code change} is the ratio of bytes).
     */
    public record Regression(String file, RowKey row, boolean allocation, Interval change) {
    }

    /**
     * A row that could not have shown a PCT regression: its minimum detectable effect ({@code NaN} without an
     * interval), the forks it had and the forks per side that would detect PCT ({@link Integer#MAX_VALUE}: more
     * than 100000).
     */
    public record Undetectable(String file, RowKey row, double minimumDetectable, int baseForks, int otherForks,
                               int forksNeeded) {
    }

    static Gate of(Comparison c, double percent) {
        List<Regression> regressions = new ArrayList<>();
        List<Undetectable> undetectable = new ArrayList<>();
        double worstGain = 1 - percent / 100;
        for (FileComparison f : c.against()) {
            List<Regression> tested = new ArrayList<>();
            List<Double> ps = new ArrayList<>();
            for (Row r : f.rows()) {
                if (!r.compared()) {
                    continue;
                }
                String file = f.file().name();
                tested.add(new Regression(file, r.key(), false, r.change().gain()));
                ps.add(r.change().pBeyond(worstGain));
                double mde = r.change().minimumDetectable();
                if (!(mde * 100 <= percent)) {
                    undetectable.add(new Undetectable(file, r.key(), mde, r.base().forks(), r.other().forks(),
                            Double.isNaN(mde) ? -1 : r.change().forksFor(percent / 100)));
                }
                if (r.hasAllocation() && !r.allocWithinTolerance()) {
                    tested.add(new Regression(file, r.key(), true, r.allocChange().ratio()));
                    // allocation: more bytes is worse, so the same test on the gain (base / other)
                    ps.add(r.allocChange().pBeyond(1 / (1 + percent / 100)));
                }
            }
            double[] adjusted = Statistics.holm(ps.stream().mapToDouble(Double::doubleValue).toArray());
            for (int i = 0; i < adjusted.length; i++) {
                if (adjusted[i] < Change.ALPHA) {
                    regressions.add(tested.get(i));
                }
            }
        }
        return new Gate(percent, List.copyOf(regressions), List.copyOf(undetectable));
    }
}
