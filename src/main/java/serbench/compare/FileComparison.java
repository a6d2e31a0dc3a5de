package serbench.compare;

import serbench.results.ResultFile;
import serbench.stats.Statistics;
import serbench.compare.pairing.RowKey;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The baseline against one other file: its rows, the rows not compared because one file lacks them
 * ({@code missing}: {@link RowKey} and why), and a summary over the rows both files share. Every row's verdict is
 * taken after Holm's correction over the file's compared rows (speed and allocation each a family), so that with
 * many rows chance alone does not mark them; the better / worse counts are those rows. The geometric mean of the
 * gains (above 1 is faster) comes with a 95% interval and its own minimum detectable effect ({@link GeomeanChange});
 * the rows' minimum detectable effects summarise what this data could have seen.
 */
public record FileComparison(ResultFile file, List<Row> rows, List<Missing> missing, double geomeanGain,
                             int geomeanRows, GeomeanChange geomean, double geomeanAllocRatio, int allocRows,
                             int better, int worse, double medianMinimumDetectable, int rowsDetecting5,
                             int rowsWithTest, int pairedRows, double medianIntervalWidth) {

    /** A row that only one of the two files has. */
    public record Missing(RowKey key, String reason) {
    }

    static FileComparison of(ResultFile file, List<Row> unadjusted, List<Missing> missing) {
        List<Row> rows = holm(unadjusted);
        List<Row> compared = rows.stream().filter(Row::compared).toList();
        double[] allocs = rows.stream().filter(Row::hasAllocation)
                .mapToDouble(r -> r.allocChange().ratio().estimate())
                .filter(g -> g > 0 && Double.isFinite(g)).toArray();
        int better = (int) compared.stream().filter(r -> r.significant() && r.change().gain().estimate() > 1).count();
        int worse = (int) compared.stream().filter(Row::significantlyWorse).count();
        double[] mde = compared.stream().mapToDouble(r -> r.change().minimumDetectable())
                .filter(Double::isFinite).sorted().toArray();
        double median = median(mde);
        int detecting = (int) Arrays.stream(mde).filter(x -> x <= 0.05).count();
        int paired = (int) compared.stream().filter(r -> r.change().paired()).count();
        GeomeanChange g = GeomeanChange.of(compared.stream().map(Row::change).toList());
        double[] widths = compared.stream().filter(r -> r.change().gain().hasBounds())
                .mapToDouble(r -> r.change().gain().hi() - r.change().gain().lo()).sorted().toArray();
        return new FileComparison(file, rows, List.copyOf(missing), g.gain().estimate(), g.rows(), g,
                Statistics.geomean(allocs), allocs.length, better, worse, median, detecting, mde.length, paired,
                median(widths));
    }

    /**
     * The rows with their verdicts after Holm's correction: speed over the compared rows, allocation over its rows. A
     * row decided at its Holm step reports the selection-adjusted interval of that step ({@link Change#selected}); when
     * that interval includes no change, the row is not decided and is marked {@link Note#NEAR_DETECTION}.
     */
    private static List<Row> holm(List<Row> rows) {
        double[] p = rows.stream().filter(Row::compared).mapToDouble(r -> r.change().p()).toArray();
        double[] speed = Statistics.holm(p);
        double[] steps = Statistics.holmSteps(p, Change.ALPHA);
        double[] alloc = Statistics.holm(rows.stream().filter(Row::hasAllocation)
                .mapToDouble(r -> r.allocChange().p()).toArray());
        List<Row> out = new ArrayList<>();
        int s = 0;
        int a = 0;
        for (Row r : rows) {
            boolean significant = false;
            Row row = r;
            if (r.compared()) {
                int k = s++;
                significant = speed[k] < Change.ALPHA;
                if (significant) {
                    Change adjusted = r.change().selected(1 - steps[k]);
                    if (adjusted == null) {
                        significant = false;
                        row = r.withNote(Note.NEAR_DETECTION);
                    } else {
                        row = r.withChange(adjusted);
                    }
                }
            }
            boolean allocSignificant = r.hasAllocation() && alloc[a++] < Change.ALPHA;
            out.add(row.withHolm(significant, allocSignificant));
        }
        return out;
    }

    /** The median of values sorted ascending; NaN when there are none. */
    static double median(double[] sorted) {
        return sorted.length == 0 ? Double.NaN : sorted.length % 2 == 1 ? sorted[sorted.length / 2]
                : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
    }
}
