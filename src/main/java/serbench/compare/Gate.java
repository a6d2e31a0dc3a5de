package serbench.compare;

import serbench.text.Cells;
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
public record Gate(double percent, List<String> regressions, List<String> undetectable) {

    static Gate of(Comparison c, double percent) {
        List<String> regressions = new ArrayList<>();
        List<String> undetectable = new ArrayList<>();
        double worstGain = 1 - percent / 100;
        for (FileComparison f : c.against()) {
            List<String> labels = new ArrayList<>();
            List<Double> ps = new ArrayList<>();
            for (Row r : f.rows()) {
                if (!r.compared()) {
                    continue;
                }
                String label = f.file().name() + ": " + r.key().label() + " (" + r.key().mode() + ")";
                labels.add(label + " " + Cells.gain(r.change().gain().estimate()) + " "
                        + Cells.ratioInterval(r.change().gain()));
                ps.add(r.change().pBeyond(worstGain));
                double mde = r.change().minimumDetectable();
                if (!(mde * 100 <= percent)) {
                    undetectable.add(label + ": " + (Double.isNaN(mde) ? "no interval (fewer than 2 forks a side)"
                            : "could detect only " + Cells.percent(mde * 100) + " with " + r.base().forks() + "+"
                            + r.other().forks() + " forks; about " + forks(r.change().forksFor(percent / 100))
                            + " would detect " + Cells.plain(percent) + "%"));
                }
                if (r.hasAllocation() && !r.allocWithinTolerance()) {
                    labels.add(label + " allocation " + Cells.allocChange(r.allocChange().ratio().estimate()));
                    // allocation: more bytes is worse, so the same test on the gain (base / other)
                    ps.add(r.allocChange().pBeyond(1 / (1 + percent / 100)));
                }
            }
            double[] adjusted = Statistics.holm(ps.stream().mapToDouble(Double::doubleValue).toArray());
            for (int i = 0; i < adjusted.length; i++) {
                if (adjusted[i] < Change.ALPHA) {
                    regressions.add(labels.get(i));
                }
            }
        }
        return new Gate(percent, List.copyOf(regressions), List.copyOf(undetectable));
    }

    private static String forks(int n) {
        return n == Integer.MAX_VALUE ? "more than 100000" : n + " per side";
    }
}
