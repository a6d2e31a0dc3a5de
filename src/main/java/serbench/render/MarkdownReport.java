package serbench.render;

import serbench.compare.Comparison;
import serbench.compare.FileComparison;
import serbench.text.Escape;

/** The report as GitHub-flavoured markdown, for CI job summaries and pull-request comments. */
public final class MarkdownReport {

    private MarkdownReport() {
    }

    public static String render(Comparison c) {
        ReportTables t = new ReportTables(c, true, false);
        StringBuilder sb = new StringBuilder();
        sb.append("## JMH comparison\n\n");
        sb.append("- baseline: ").append(escape(c.label(c.baseline()))).append("\n");
        for (FileComparison f : c.against()) {
            sb.append("- compared: ").append(escape(c.label(f.file()))).append("\n");
        }
        if (!t.prefix().isEmpty()) {
            sb.append("- benchmarks: ").append(escape(t.prefix() + "*")).append("\n");
        }
        sb.append("- same in all files: ").append(escape(t.sameSettings())).append('\n');
        sb.append("- metric: ").append(escape(c.measure().description())).append('\n');
        sb.append("- estimator: ").append(escape(ReportTables.estimatorLine(c.estimator()))).append('\n');
        c.hostLine(false).ifPresent(line -> sb.append("- ").append(escape(line)).append('\n'));
        Table config = t.config();
        if (!config.rows().isEmpty()) {
            table(sb, config);
        }
        if (!c.warnings().isEmpty()) {
            sb.append("\n**Warnings**\n\n");
            c.warnings().forEach(w -> sb.append("- ").append(escape(w.text())).append('\n'));
        }
        t.resultTables().forEach(table -> table(sb, table));
        sb.append("\n**Could detect**\n\n");
        c.against().forEach(f -> sb.append("- ").append(escape(t.detectability(f))).append('\n'));
        if (!t.legend().isEmpty()) {
            sb.append("\n**Notes**\n\n");
            t.legend().forEach(l -> sb.append("- ").append(escape(l)).append('\n'));
        }
        sb.append("\n**Method**\n\n");
        ReportTables.method(c.estimator()).forEach(l -> sb.append("- ").append(escape(l)).append('\n'));
        return sb.toString();
    }

    private static void table(StringBuilder sb, Table table) {
        sb.append("\n### ").append(escape(table.title())).append("\n\n");
        row(sb, table.head());
        sb.append('|');
        for (int i = 0; i < table.head().length; i++) {
            sb.append(i >= table.firstNumeric() && i < table.trailingText() ? " ---: |" : " --- |");
        }
        sb.append('\n');
        table.rows().forEach(r -> row(sb, r));
    }

    private static void row(StringBuilder sb, String[] cells) {
        sb.append('|');
        for (String c : cells) {
            sb.append(' ').append(escape(c)).append(" |");
        }
        sb.append('\n');
    }

    /** Every cell and line of text: see {@link Escape#markdown}. */
    static String escape(String s) {
        return Escape.markdown(s);
    }
}
