package serbench.compare;

import serbench.results.ResultFile;
import serbench.stats.Statistics;
import java.util.Arrays;
import java.util.List;

/**
 * The baseline against one other file: its rows, and a summary over the rows both files share. The geometric
 * mean of the gains (above 1 is faster) comes with a 95% interval ({@link GeomeanChange}); the better / worse
 * counts use Holm's correction over the compared rows, so that with many rows chance alone does not fill them;
 * the minimum detectable effects summarise what this data could have seen.
 */
public record FileComparison(ResultFile file, List<Row> rows, double geomeanGain, int geomeanRows,
                             GeomeanChange geomean, double geomeanAllocRatio, int allocRows, int better, int worse,
                             double medianMinimumDetectable, int rowsDetecting5, int rowsWithTest, int pairedRows,
                             double medianIntervalWidth) {

    static FileComparison of(ResultFile file, List<Row> rows) {
        List<Row> compared = rows.stream().filter(Row::compared).toList();
        double[] allocs = rows.stream().filter(Row::hasAllocation)
                .mapToDouble(r -> r.allocChange().ratio().estimate())
                .filter(g -> g > 0 && Double.isFinite(g)).toArray();
        double[] adjusted = Statistics.holm(compared.stream().mapToDouble(r -> r.change().p()).toArray());
        int better = 0;
        int worse = 0;
        for (int i = 0; i < compared.size(); i++) {
            if (adjusted[i] < Change.ALPHA) {
                if (compared.get(i).change().gain().estimate() > 1) {
                    better++;
                } else {
                    worse++;
                }
            }
        }
        double[] mde = compared.stream().mapToDouble(r -> r.change().minimumDetectable())
                .filter(Double::isFinite).sorted().toArray();
        double median = median(mde);
        int detecting = (int) Arrays.stream(mde).filter(x -> x <= 0.05).count();
        int paired = (int) compared.stream().filter(r -> r.change().paired()).count();
        GeomeanChange g = GeomeanChange.of(compared.stream().map(Row::change).toList());
        double[] widths = compared.stream().filter(r -> r.change().gain().hasBounds())
                .mapToDouble(r -> r.change().gain().hi() - r.change().gain().lo()).sorted().toArray();
        return new FileComparison(file, rows, g.gain().estimate(), g.rows(), g, Statistics.geomean(allocs),
                allocs.length, better, worse, median, detecting, mde.length, paired, median(widths));
    }

    private static double median(double[] sorted) {
        return sorted.length == 0 ? Double.NaN : sorted.length % 2 == 1 ? sorted[sorted.length / 2]
                : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
    }
}
