package serbench.render;

import serbench.compare.Change;
import serbench.compare.Comparison;
import serbench.compare.FileComparison;
import serbench.compare.GeomeanChange;
import serbench.compare.Note;
import serbench.compare.Row;
import serbench.io.HarnessJson;
import serbench.stats.Interval;
import serbench.text.CsvField;

import com.fasterxml.jackson.core.JsonProcessingException;

import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code compare --format json|csv}: the comparison's figures for tools, the same ones the text view shows (read from
 * {@link Comparison}, nothing computed again). JSON: the header facts (baseline, files, metric, estimator, settings, warnings),
 * one object per row and per compared file its geomean. CSV (RFC 4180, CRLF line ends, a header line): one line per
 * row. Speed figures are gains (above 1 is faster: base/new for a time, new/base for a throughput); allocation figures
 * are ratios new/base of B/op.
 */
public final class ComparisonData {

    /** The whole comparison. */
    public record Report(String baseline, List<String> compared, String metric, String estimator, String sameSettings,
                         List<String> warnings, List<RowData> rows, List<Geomean> geomeans) {
    }

    /**
     * One row: {@code verdict} is {@code faster}, {@code slower} (significant after Holm over the file's rows),
     * {@code inconclusive} or {@code not compared} ({@code problem} says why).
     */
    public record RowData(String file, String benchmark, Map<String, String> params, String mode, String unit,
                          Double baseCentre, Double newCentre, int baseForks, int newForks, boolean paired, Double gain,
                          Double gainLow, Double gainHigh, Double p, String verdict, Double mde, Double baseBytesPerOp,
                          Double newBytesPerOp, Double bytesRatio, Double bytesRatioLow, Double bytesRatioHigh,
                          String bytesVerdict, List<String> notes, String problem) {
    }

    /** A compared file's geometric mean of the gains over its compared rows. */
    public record Geomean(String file, int rows, Double gain, Double gainLow, Double gainHigh, String verdict, Double mde,
                          int better, int worse, Double bytesRatio) {
    }

    private static final List<String> CSV_HEAD = List.of("file", "benchmark", "params", "mode", "metric", "estimator",
            "unit", "base_centre", "new_centre", "base_forks", "new_forks", "paired", "gain", "gain_low", "gain_high", "p", "verdict", "mde",
            "base_bytes_per_op", "new_bytes_per_op", "bytes_ratio", "bytes_ratio_low", "bytes_ratio_high",
            "bytes_verdict", "notes", "problem");

    private ComparisonData() {
    }

    public static Report of(Comparison c) {
        ReportTables t = new ReportTables(c);
        List<RowData> rows = new ArrayList<>();
        List<Geomean> geomeans = new ArrayList<>();
        for (FileComparison f : c.against()) {
            for (Row r : f.rows()) {
                rows.add(row(c, t, f, r));
            }
            GeomeanChange g = f.geomean();
            geomeans.add(new Geomean(c.label(f.file()), f.geomeanRows(), num(f.geomeanGain()), lo(g.gain()), hi(g.gain()),
                    Double.isNaN(f.geomeanGain()) ? "n/a" : word(f.geomeanGain(), g.significant()),
                    num(g.minimumDetectable()), f.better(), f.worse(), f.allocRows() == 0 ? null : num(f.geomeanAllocRatio())));
        }
        return new Report(c.label(c.baseline()), c.against().stream().map(f -> c.label(f.file())).toList(),
                c.measure().option(), c.estimator().option, t.sameSettings(), c.warnings().stream().map(serbench.compare.Warning::text).toList(), rows, geomeans);
    }

    public static String json(Comparison c) {
        try {
            return HarnessJson.pretty().writeValueAsString(of(c)) + "\n";
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static String csv(Comparison c) {
        StringBuilder sb = new StringBuilder();
        line(sb, CSV_HEAD);
        Report report = of(c);
        for (RowData r : report.rows()) {
            List<String> params = new ArrayList<>();
            r.params().forEach((k, v) -> params.add(k + "=" + v));
            line(sb, List.of(r.file(), r.benchmark(), String.join(" ", params), r.mode(), report.metric(), report.estimator(),
                    s(r.unit()),
                    s(r.baseCentre()), s(r.newCentre()), String.valueOf(r.baseForks()), String.valueOf(r.newForks()),
                    String.valueOf(r.paired()), s(r.gain()), s(r.gainLow()), s(r.gainHigh()), s(r.p()), r.verdict(),
                    s(r.mde()), s(r.baseBytesPerOp()), s(r.newBytesPerOp()), s(r.bytesRatio()), s(r.bytesRatioLow()),
                    s(r.bytesRatioHigh()), s(r.bytesVerdict()), String.join(" ", r.notes()), s(r.problem())));
        }
        return sb.toString();
    }

    private static RowData row(Comparison c, ReportTables t, FileComparison f, Row r) {
        Change ch = r.change();
        boolean alloc = r.hasAllocation();
        return new RowData(c.label(f.file()), r.key().benchmark(), new LinkedHashMap<>(r.key().params()), r.key().mode(),
                r.base() == null ? (r.other() == null ? null : r.other().unit()) : r.base().unit(),
                r.base() == null ? null : num(r.base().centre().estimate()),
                r.other() == null ? null : num(r.other().centre().estimate()),
                r.base() == null ? 0 : r.base().forks(), r.other() == null ? 0 : r.other().forks(),
                ch != null && ch.paired(), ch == null ? null : num(ch.gain().estimate()), ch == null ? null : lo(ch.gain()),
                ch == null ? null : hi(ch.gain()), ch == null ? null : num(ch.p()),
                ch == null ? "not compared" : word(ch.gain().estimate(), r.significant()),
                ch == null ? null : num(ch.minimumDetectable()),
                alloc ? num(r.baseAlloc().mean().estimate()) : null, alloc ? num(r.otherAlloc().mean().estimate()) : null,
                alloc ? num(r.allocChange().ratio().estimate()) : null, alloc ? lo(r.allocChange().ratio()) : null,
                alloc ? hi(r.allocChange().ratio()) : null,
                !alloc ? null : r.allocWithinTolerance() ? "same" : !r.allocSignificant() ? "inconclusive"
                        : r.allocChange().ratio().estimate() > 1 ? "more" : "less",
                r.notes().stream().map(Note::code).toList(), r.problem());
    }

    private static String word(double gain, boolean significant) {
        return !significant ? "inconclusive" : gain > 1 ? "faster" : "slower";
    }

    private static Double num(double x) {
        return Double.isFinite(x) ? x : null;
    }

    private static Double lo(Interval i) {
        return i.hasBounds() ? num(i.lo()) : null;
    }

    private static Double hi(Interval i) {
        return i.hasBounds() ? num(i.hi()) : null;
    }

    private static String s(Object o) {
        return o == null ? "" : String.valueOf(o);
    }

    /** One CSV record ({@link serbench.text.CsvField}: RFC 4180, formulas neutralised). */
    private static void line(StringBuilder sb, List<String> fields) {
        sb.append(CsvField.record(fields));
    }
}
