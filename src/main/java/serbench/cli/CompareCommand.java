package serbench.cli;

import serbench.io.WrongArgumentException;

import serbench.compare.Comparison;
import serbench.compare.Gate;
import serbench.compare.ParamSplit;
import serbench.text.Cells;
import serbench.render.HtmlReport;
import serbench.render.MarkdownReport;
import serbench.render.TextReport;
import serbench.results.ResultFile;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.StandardOpenOption;
import java.util.List;

/**
 * {@code compare FILE FILE…}: reads the files, compares them with the first, prints the report and optionally
 * writes the HTML page. Exit codes: 0, 2 bad arguments, 3 bad input file or no matching row, {@value ExitCode#REGRESSION}
 * a regression beyond {@code --fail-on-regression PCT}, {@value ExitCode#UNDETECTABLE} none found but some row could not
 * have detected one ({@link Gate}).
 */
final class CompareCommand {

    private CompareCommand() {
    }

    public static int run(String[] args, PrintStream out, PrintStream err) {
        CompareOptions o = CompareOptions.parse(args);
        if (o.help()) {
            out.println(CompareOptions.USAGE);
            return 0;
        }
        List<ResultFile> files = o.files().stream().map(ResultFile::read).toList();
        if (o.between() != null) {
            files = ParamSplit.split(files.get(0), o.between().getKey(), o.between().getValue());
        }
        Comparison c = Comparison.of(files, o.filter(), o.tolerance(), !o.unpaired());
        out.print(o.format().equals("md") ? MarkdownReport.render(c) : TextReport.render(c));
        if (o.html() != null) {
            write(o, HtmlReport.render(c));
            err.println("serbench compare: wrote " + o.html());
        }
        if (o.failOnRegression() != null) {
            Gate gate = c.gate(o.failOnRegression());
            String pct = Cells.plain(o.failOnRegression()) + "%";
            if (!gate.regressions().isEmpty()) {
                err.println("serbench compare: " + gate.regressions().size() + " regression(s) beyond " + pct
                        + " (95% interval wholly beyond, Holm-corrected):");
                gate.regressions().forEach(r -> err.println("  " + TextReport.gateLine(r)));
                return ExitCode.REGRESSION;
            }
            if (!gate.undetectable().isEmpty()) {
                err.println("serbench compare: no regression beyond " + pct + " found, but " + gate.undetectable().size()
                        + " row(s) could not have detected one; add forks (run -f N) or quiet the machine:");
                gate.undetectable().forEach(u -> err.println("  " + TextReport.gateLine(u, gate.percent())));
                return ExitCode.UNDETECTABLE;
            }
        }
        return 0;
    }

    private static void write(CompareOptions o, String html) {
        try {
            if (o.force()) {
                Files.writeString(o.html(), html, StandardCharsets.UTF_8);
            } else {
                Files.writeString(o.html(), html, StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW);
            }
        } catch (IOException e) {
            throw new WrongArgumentException("cannot write --html " + o.html() + " (" + e + "); choose another path");
        }
    }
}
