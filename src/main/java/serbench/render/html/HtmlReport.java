package serbench.render.html;

import serbench.text.Cells;

import serbench.compare.Change;
import serbench.compare.Comparison;
import serbench.compare.FileComparison;
import serbench.compare.Note;
import serbench.compare.Row;
import serbench.render.ReportTables;
import serbench.render.Table;
import java.util.ArrayList;
import java.util.List;

/**
 * The report as one self-contained HTML page: inline CSS, inline SVG forest plots of the speed and allocation
 * changes, and the same tables as the text report. No script, no external resource.
 */
public final class HtmlReport {

    private static final String CSS = String.join("\n",
            "body{font:14px/1.45 system-ui,-apple-system,'Segoe UI',sans-serif;margin:2em auto;max-width:1200px;"
                    + "padding:0 1em;color:#1f2328}",
            "h1{font-size:1.5em}h2{font-size:1.2em;margin-top:2em;border-bottom:1px solid #d0d7de}",
            "table{border-collapse:collapse;margin:.6em 0;font:12px ui-monospace,Menlo,Consolas,monospace}",
            "th,td{padding:3px 8px;border-bottom:1px solid #eaeef2;text-align:left;white-space:nowrap}",
            "th{background:#f6f8fa}td.num{text-align:right}tr.drift td{background:#fff8c5}",
            "td.better{color:#1a7f37;font-weight:600}td.worse{color:#cf222e;font-weight:600}",
            ".warn{background:#fff8c5;border:1px solid #d4a72c;padding:.5em 1em;border-radius:6px}",
            "svg.forest{font:12px ui-monospace,Menlo,Consolas,monospace;display:block;margin:.5em 0}",
            ".small{color:#57606a;font-size:12px}",
            Svg.CHART_CSS);

    private HtmlReport() {
    }

    public static String render(Comparison c) {
        ReportTables t = new ReportTables(c);
        StringBuilder sb = new StringBuilder();
        sb.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>JMH comparison: ")
                .append(esc(c.label(c.baseline()))).append("</title>\n<style>\n").append(CSS).append("\n</style>\n")
                .append("</head>\n<body>\n<h1>JMH comparison</h1>\n<p>baseline <b>").append(esc(c.label(c.baseline())))
                .append("</b>");
        c.against().forEach(f -> sb.append(", compared <b>").append(esc(c.label(f.file()))).append("</b>"));
        if (!t.prefix().isEmpty()) {
            sb.append("; benchmarks in <code>").append(esc(t.prefix())).append("</code>");
        }
        sb.append("</p>\n<p class=\"small\">same in all files: ").append(esc(t.sameSettings())).append("</p>\n");
        sb.append("<p class=\"small\">metric: ").append(esc(c.measure().description())).append("</p>\n");
        sb.append("<p class=\"small\">estimator: ").append(esc(ReportTables.estimatorLine(c.estimator()))).append("</p>\n");
        Table config = t.config();
        if (!config.rows().isEmpty()) {
            table(sb, config, "drift");
        }
        if (!c.warnings().isEmpty()) {
            sb.append("<div class=\"warn\"><b>Warnings</b><ul>\n");
            c.warnings().forEach(w -> sb.append("<li>").append(esc(w.text())).append("</li>\n"));
            sb.append("</ul></div>\n");
        }
        for (FileComparison f : c.against()) {
            sb.append("<h2>").append(esc(c.label(f.file()))).append(" vs ").append(esc(c.label(c.baseline())))
                    .append("</h2>\n<p>Speed change, 95% interval; geometric mean over ").append(f.geomeanRows())
                    .append(" rows: <b>").append(esc(ReportTables.geomeanVerdict(f)))
                    .append("</b> ").append(esc(ReportTables.geomeanBounds(f))).append("</p>\n<p class=\"small\">")
                    .append(esc(t.detectability(f))).append("</p>\n");
            sb.append(ForestPlot.render(speedEntries(t, f), "slower", "faster"));
            table(sb, t.speed(f), null);
            Table alloc = t.allocation(f);
            if (alloc != null) {
                sb.append("<p>Allocation change (gc.alloc.rate.norm, B/op); left is fewer bytes.</p>\n");
                sb.append(ForestPlot.render(allocEntries(t, f), "fewer bytes", "more bytes"));
                table(sb, alloc, null);
            }
        }
        if (c.against().size() > 1) {
            sb.append("<h2>Summary</h2>\n");
            table(sb, t.summary(), null);
        }
        sb.append("<h2>How to read this</h2>\n<ul>\n");
        t.legend().forEach(l -> sb.append("<li>").append(esc(l)).append("</li>\n"));
        ReportTables.method(c.estimator()).forEach(l -> sb.append("<li>").append(esc(l)).append("</li>\n"));
        sb.append("<li>dots: green significantly better, red significantly worse (after Holm), grey inconclusive (or within the allocation tolerance)"
                + " (p &ge; 0.05); a hollow dot has no interval (fewer than 2 forks); * after a value: the row has notes"
                + " (see the table)</li>\n</ul>\n</body>\n</html>\n");
        return sb.toString();
    }

    public static List<ForestPlot.Entry> speedEntries(ReportTables t, FileComparison f) {
        List<ForestPlot.Entry> out = new ArrayList<>();
        for (Row r : f.rows()) {
            String label = label(t, r);
            if (!r.compared()) {
                out.add(new ForestPlot.Entry(label, null, ForestPlot.Tone.SAME, r.problem(), label + ": " + r.problem()));
                continue;
            }
            Change ch = r.change();
            String text = Cells.slowdownWord(ch.slowdown(), r.significant()) + (r.notes().isEmpty() ? "" : " *");
            out.add(new ForestPlot.Entry(label, ch.gain(), tone(r.significant(), ch.gain().estimate() > 1), text,
                    label + "\n" + ReportTables.score(r.base()) + " \u2192 " + ReportTables.score(r.other()) + " " + r.base().unit()
                            + "\nchange " + Cells.slowdown(ch.slowdown(), r.significant())
                            + ", p = " + Cells.p(ch.p()) + (ch.paired() ? ", paired" : "") + ", forks " + r.base().forks()
                            + "+" + r.other().forks() + ", MDE " + Cells.mde(ch.minimumDetectable())
                            + (r.notes().isEmpty() ? "" : "\nnotes: " + String.join(", ",
                            r.notes().stream().map(Note::code).toList()))));
        }
        return out;
    }

    public static List<ForestPlot.Entry> allocEntries(ReportTables t, FileComparison f) {
        List<ForestPlot.Entry> out = new ArrayList<>();
        for (Row r : f.rows()) {
            if (!r.hasAllocation()) {
                continue;
            }
            String label = label(t, r);
            Change ch = r.allocChange();
            String text = r.allocWithinTolerance() ? "same (" + Cells.bytesWord(ch.ratio(), true) + ")"
                    : Cells.bytesWord(ch.ratio(), r.allocSignificant());
            out.add(new ForestPlot.Entry(label, ch.ratio(), r.allocWithinTolerance() ? ForestPlot.Tone.SAME
                    : tone(r.allocSignificant(), ch.gain().estimate() > 1), text,
                    label + "\n" + Cells.number(r.baseAlloc().mean().estimate()) + " \u2192 "
                            + Cells.number(r.otherAlloc().mean().estimate()) + " B/op, p = " + Cells.p(ch.p())));
        }
        return out;
    }

    /** The dot's colour: grey unless significant after Holm, then green when better, red when worse. */
    private static ForestPlot.Tone tone(boolean significant, boolean better) {
        return !significant ? ForestPlot.Tone.SAME : better ? ForestPlot.Tone.BETTER : ForestPlot.Tone.WORSE;
    }

    /** A row's label: its benchmark and each param as {@code name=value}, and its mode unless it is avgt. */
    public static String label(ReportTables t, Row r) {
        StringBuilder sb = new StringBuilder(t.shortName(r.key().benchmark()));
        r.key().params().forEach((k, v) -> sb.append(' ').append(k).append('=').append(v));
        return r.key().mode().equals("avgt") ? sb.toString() : sb.append(" (").append(r.key().mode()).append(')').toString();
    }

    private static void table(StringBuilder sb, Table table, String rowClass) {
        sb.append("<table>\n<tr>");
        for (String h : table.head()) {
            sb.append("<th>").append(esc(h)).append("</th>");
        }
        sb.append("</tr>\n");
        int changeColumn = List.of(table.head()).indexOf("change");
        for (String[] row : table.rows()) {
            sb.append(rowClass == null ? "<tr>" : "<tr class=\"" + rowClass + "\">");
            for (int i = 0; i < row.length; i++) {
                String cls = i >= table.firstNumeric() && i < table.trailingText() ? "num" : "";
                if (i == changeColumn) {
                    cls += row[i].endsWith("faster") || row[i].endsWith("less") ? " better"
                            : row[i].endsWith("slower") || row[i].endsWith("more") ? " worse" : "";
                }
                sb.append(cls.isBlank() ? "<td>" : "<td class=\"" + cls.trim() + "\">").append(esc(row[i])).append("</td>");
            }
            sb.append("</tr>\n");
        }
        sb.append("</table>\n");
    }

    private static String esc(String s) {
        return ForestPlot.escape(s);
    }
}
