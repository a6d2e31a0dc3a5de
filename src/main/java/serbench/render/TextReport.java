package serbench.render;

import serbench.compare.Comparison;
import serbench.compare.FileComparison;
import serbench.compare.Gate;
import serbench.text.Cells;
import serbench.text.Escape;
import serbench.text.TextTable;
import serbench.text.TextWidth;

import java.util.Arrays;

/**
 * The default report: aligned plain-text tables, as a terminal shows them. Narrow (the default) fits in
 * {@link TextWidth#DEFAULT} columns: one label column, old, new, change and interval, the long lines wrapped;
 * {@code --wide} shows every column and line whole.
 */
public final class TextReport {

    private TextReport() {
    }

    /** The narrow report. */
    public static String render(Comparison c) {
        return render(c, false);
    }

    public static String render(Comparison c, boolean wide) {
        int width = TextWidth.of(wide);
        ReportTables t = new ReportTables(c, true, !wide);
        StringBuilder sb = new StringBuilder();
        sb.append(TextWidth.wrapped(Escape.line(c.baseline().name()), width, "baseline: ", "  "));
        for (FileComparison f : c.against()) {
            sb.append(TextWidth.wrapped(Escape.line(f.file().name()), width, "compared: ", "  "));
        }
        if (!t.prefix().isEmpty()) {
            sb.append(TextWidth.wrapped(Escape.line(t.prefix()) + "*", width, "benchmarks: ", "  "));
        }
        if (!wide && !t.sharedKey().isEmpty()) {
            sb.append(TextWidth.wrapped(Escape.line(t.sharedKey()), width, "every row: ", "  "));
        }
        sb.append(TextWidth.wrapped(Escape.line(t.sameSettings()), width, "same in all files: ", "  "));
        sb.append(TextWidth.wrapped(c.measure().description(), width, "metric: ", "  "));
        sb.append(TextWidth.wrapped(ReportTables.estimatorLine(c.estimator()), width, "estimator: ", "  "));
        Table config = t.config();
        if (!config.rows().isEmpty()) {
            if (wide) {
                table(sb, config, width);
            } else {
                sb.append('\n').append(config.title()).append('\n');
                for (String[] row : config.rows()) {
                    sb.append(Escape.line(row[0])).append('\n');
                    for (int k = 1; k < row.length; k++) {
                        sb.append(TextWidth.wrapped(Escape.line(row[k]), width,
                                "    " + Escape.line(config.head()[k]) + ": ", "      "));
                    }
                }
            }
        }
        if (!c.warnings().isEmpty()) {
            sb.append("\nwarnings:\n");
            c.warnings().forEach(w -> sb.append(TextWidth.wrapped(Escape.line(w), width, "  ", "    ")));
        }
        t.resultTables().forEach(table -> table(sb, table, width));
        sb.append("\ncould detect:\n");
        c.against().forEach(f -> sb.append(TextWidth.wrapped(Escape.line(t.detectability(f)), width, "  ", "    ")));
        if (!t.legend().isEmpty()) {
            sb.append("\nnotes:\n");
            t.legend().forEach(l -> sb.append(TextWidth.wrapped(Escape.line(l), width, "  ", "    ")));
        }
        sb.append("\nmethod:\n");
        ReportTables.method(c.estimator()).forEach(l -> sb.append(TextWidth.wrapped(l, width, "  ", "    ")));
        return sb.toString();
    }

    /** Renders with {@link TextTable}; every cell is {@link Escape#line escaped}: names and params come from the files. */
    private static void table(StringBuilder sb, Table table, int width) {
        sb.append('\n').append(TextWidth.wrapped(Escape.line(table.title()), width, "", "  "));
        sb.append(TextTable.render(table.head(), table.rows().toArray(String[][]::new), table.firstNumeric(),
                table.trailingText(), width));
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
