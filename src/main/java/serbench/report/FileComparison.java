package serbench.report;

import java.util.List;

/**
 * The baseline against one other file: its rows, and a summary over the rows both files share. The
 * geometric means are of the gains (above 1 is faster) and of the allocation ratios (below 1 allocates less);
 * NaN when no row qualifies.
 */
public record FileComparison(ResultFile file, List<Row> rows, double geomeanGain, int geomeanRows,
                             double geomeanAllocRatio, int allocRows, int better, int worse) {

    static FileComparison of(ResultFile file, List<Row> rows) {
        double[] gains = rows.stream().filter(Row::compared).mapToDouble(r -> r.change().gain().estimate())
                .filter(g -> g > 0 && Double.isFinite(g)).toArray();
        double[] allocs = rows.stream().filter(Row::hasAllocation)
                .mapToDouble(r -> r.allocChange().ratio().estimate())
                .filter(g -> g > 0 && Double.isFinite(g)).toArray();
        int better = (int) rows.stream().filter(r -> r.compared() && r.change().significant()
                && r.change().gain().estimate() > 1).count();
        int worse = (int) rows.stream().filter(r -> r.compared() && r.change().significantlyWorse()).count();
        return new FileComparison(file, rows, Statistics.geomean(gains), gains.length,
                Statistics.geomean(allocs), allocs.length, better, worse);
    }
}
