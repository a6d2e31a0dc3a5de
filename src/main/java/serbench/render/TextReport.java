package serbench.render;

import serbench.compare.Comparison;
import serbench.compare.FileComparison;
import serbench.compare.Gate;
import serbench.text.Cells;
import serbench.text.Escape;
import serbench.text.TextTable;

import java.util.Arrays;
import java.util.List;

/** The default report: aligned plain-text tables, as a terminal shows them. */
public final class TextReport {

    private TextReport() {
    }

    public static String render(Comparison c) {
        ReportTables t = new ReportTables(c);
        StringBuilder sb = new StringBuilder();
        sb.append("baseline: ").append(Escape.line(c.baseline().name())).append('\n');
        for (FileComparison f : c.against()) {
            sb.append("compared: ").append(Escape.line(f.file().name())).append('\n');
        }
        if (!t.prefix().isEmpty()) {
            sb.append("benchmarks: ").append(Escape.line(t.prefix())).append("*\n");
        }
        sb.append("same in all files: ").append(Escape.line(t.sameSettings())).append('\n');
        sb.append("estimator: ").append(ReportTables.estimatorLine(c.estimator())).append('\n');
        Table config = t.config();
        if (!config.rows().isEmpty()) {
            table(sb, config);
        }
        if (!c.warnings().isEmpty()) {
            sb.append("\nwarnings:\n");
            c.warnings().forEach(w -> sb.append("  ").append(Escape.line(w)).append('\n'));
        }
        t.resultTables().forEach(table -> table(sb, table));
        sb.append("\ncould detect:\n");
        c.against().forEach(f -> sb.append("  ").append(t.detectability(f)).append('\n'));
        if (!t.legend().isEmpty()) {
            sb.append("\nnotes:\n");
            t.legend().forEach(l -> sb.append("  ").append(Escape.line(l)).append('\n'));
        }
        sb.append("\nmethod:\n");
        ReportTables.method(c.estimator()).forEach(l -> sb.append("  ").append(l).append('\n'));
        return sb.toString();
    }

    /**
     * Renders with {@link TextTable}; trailing text columns are appended left-aligned, without trailing blanks.
     * Every cell is {@link Escape#line escaped}: names and params come from the files.
     */
    private static void table(StringBuilder sb, Table table) {
        sb.append('\n').append(Escape.line(table.title())).append('\n');
        int k = table.trailingText();
        String[] head = escaped(table.head());
        List<String[]> rows = table.rows().stream().map(TextReport::escaped).toList();
        String[][] numeric = rows.stream().map(r -> Arrays.copyOf(r, k)).toArray(String[][]::new);
        String[] lines = TextTable.render(Arrays.copyOf(head, k), numeric, table.firstNumeric()).split("\n");
        for (int i = 0; i < lines.length; i++) {
            String[] full = i == 0 ? head : rows.get(i - 1);
            StringBuilder line = new StringBuilder(lines[i]);
            for (int c = k; c < full.length; c++) {
                line.append("  ").append(full[c]);
            }
            sb.append(line.toString().stripTrailing()).append('\n');
        }
    }

    private static String[] escaped(String[] cells) {
        return Arrays.stream(cells).map(Escape::line).toArray(String[]::new);
    }

    /**
     * One line of {@code --fail-on-regression}'s lists: a row's time or allocation slowdown (+ is worse) with its
     * 95% interval, or {@code n/a} without one.
     */
    public static String gateLine(Gate.Finding f) {
        String label = f.file() + ": " + f.row().label() + " (" + f.row().mode() + ") "
                + (f.allocation() ? "allocation" : "time");
        return Escape.line(f.slowdown().hasBounds()
                ? label + " " + Cells.signedPercent((f.slowdown().estimate() - 1) * 100) + " "
                + Cells.ratioInterval(f.slowdown())
                : label + " " + Cells.signedPercent((f.slowdown().estimate() - 1) * 100) + " n/a (no interval)");
    }

    /** One line of {@code --fail-on-regression}'s list of rows not compared: the row and why. */
    public static String gateLine(Gate.NotCompared n) {
        return Escape.line(n.file() + ": " + n.row().label() + " (" + n.row().mode() + "): " + n.reason());
    }
}
