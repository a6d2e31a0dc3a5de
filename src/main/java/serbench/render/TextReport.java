package serbench.render;

import serbench.compare.Comparison;
import serbench.compare.Warning;
import serbench.compare.FileComparison;
import serbench.compare.Gate;
import serbench.text.Cells;
import serbench.text.Escape;
import serbench.text.TextTable;
import serbench.text.TextWidth;


import java.util.Arrays;
import java.util.List;

/**
 * The default report: aligned plain-text tables, as a terminal shows them. By default it is what a reader needs to
 * read the rows: which files, the metric and estimator, the settings that differ, the warnings, the tables, and the
 * notes' codes; {@code explain} adds the settings every file shares, what the comparison could detect, each note's
 * meaning and the method. Narrow (the default) fits in {@link TextWidth#DEFAULT} columns: one label column, old, new,
 * change and interval, the long lines wrapped; {@code --wide} shows every column and line whole.
 */
public final class TextReport {

    private TextReport() {
    }

    /** The narrow report with its explanations, as {@code compare --explain} prints it. */
    public static String render(Comparison c) {
        return render(c, false, true);
    }

    public static String render(Comparison c, boolean wide, boolean explain) {
        int width = TextWidth.of(wide);
        ReportTables t = new ReportTables(c, true, !wide);
        StringBuilder sb = new StringBuilder();
        if (explain) {
            sb.append(TextWidth.wrapped(Escape.line(c.label(c.baseline())), width, "baseline: ", "  "));
            for (FileComparison f : c.against()) {
                sb.append(TextWidth.wrapped(Escape.line(c.label(f.file())), width, "compared: ", "  "));
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
            c.hostLine(false).ifPresent(line -> sb.append(TextWidth.wrapped(Escape.line(line), width, "", "  ")));
        } else {
            // the same facts, packed: a screen for two rows
            sb.append(TextWidth.wrapped(Escape.line(c.label(c.baseline())) + " (baseline); " + String.join(", ",
                    c.against().stream().map(f -> Escape.line(c.label(f.file()))).toList()), width, "files: ", "  "));
            String rows = (t.prefix().isEmpty() ? "" : Escape.line(t.prefix()) + "*")
                    + (wide || t.sharedKey().isEmpty() ? "" : (t.prefix().isEmpty() ? "" : "; ") + "every row: "
                    + Escape.line(t.sharedKey()));
            if (!rows.isEmpty()) {
                sb.append(TextWidth.wrapped(rows, width, "benchmarks: ", "  "));
            }
            sb.append(TextWidth.wrapped(c.measure().description() + "; estimator " + c.estimator().option, width,
                    "metric: ", "  "));
            c.hostLine(true).ifPresent(line -> sb.append(TextWidth.wrapped(Escape.line(line), width, "", "  ")));
        }
        Table config = t.config();
        if (!config.rows().isEmpty()) {
            if (wide) {
                table(sb, config, width);
            } else {
                sb.append('\n').append(config.title()).append('\n');
                for (String[] row : config.rows()) {
                    sb.append(Escape.line(row[0])).append('\n');
                    for (int k = 1; k < row.length; k++) {
                        sb.append(labelled("    " + Escape.line(config.head()[k]) + ": ", Escape.line(row[k]), width));
                    }
                }
            }
        }
        // by default the noise warnings (loaded forks, unsettled forks) say what, not the detail their rows' notes
        // and --explain give, and the settings warning is the section above; every other warning is whole
        List<String> whole = c.warnings().stream().map(Warning::text).toList();
        List<String> warnings = explain ? whole : c.warnings().stream()
                .filter(w -> config.rows().isEmpty() || w.kind() != Warning.Kind.SETTINGS_DIFFER)
                .map(w -> w.kind() == Warning.Kind.LOADED_FORKS || w.kind() == Warning.Kind.UNSETTLED_FORKS
                        ? w.brief() : w.text()).toList();
        if (!warnings.isEmpty()) {
            sb.append("\nwarnings").append(explain || warnings.equals(whole) ? "" : " (--explain: whole)")
                    .append(":\n");
            warnings.forEach(w -> sb.append(TextWidth.wrapped(Escape.line(w), width, "  ", "    ")));
        }
        t.resultTables().forEach(table -> table(sb, table, width));
        if (!explain) {
            List<String> codes = t.legendCodes();
            sb.append('\n').append(TextWidth.wrapped((codes.isEmpty() ? "" : "notes: " + String.join(", ", codes)
                    + "; ") + "'?': not decided after Holm; --explain: what each note means, what the runs could"
                    + " detect, the method", width, "", "  "));
            return sb.toString();
        }
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

    /**
     * {@code value} after {@code head} ({@code "    run/file.json: "}), wrapped to {@code width}; a first word that
     * does not fit after the head (a JVM's path after a long file label) starts the next line whole, not cut.
     */
    static String labelled(String head, String value, int width) {
        String first = value.strip().split(" +", 2)[0];
        String indent = "      ";
        if (head.length() + first.length() > width && indent.length() + first.length() <= width) {
            return head.stripTrailing() + "\n" + TextWidth.wrapped(value, width, indent, indent);
        }
        return TextWidth.wrapped(value, width, head, indent);
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
