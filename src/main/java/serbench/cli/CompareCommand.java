package serbench.cli;

import serbench.cli.args.OutputFormat;
import serbench.io.WrongArgumentException;

import serbench.compare.Comparison;
import serbench.compare.Gate;
import serbench.compare.pairing.ParamSplit;
import serbench.text.Cells;
import serbench.render.ComparisonData;
import serbench.render.html.HtmlReport;
import serbench.render.MarkdownReport;
import serbench.render.TextReport;
import serbench.results.ResultFile;
import serbench.cli.args.CompareOptions;
import serbench.cli.args.ExitCode;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.StandardOpenOption;
import java.util.List;

/**
 * {@code compare FILE FILE…}: reads the files, compares them with the first, prints the report and optionally
 * writes the HTML page. Exit codes: 0, 2 bad arguments, 3 bad input file or no matching row, {@value ExitCode#REGRESSION}
 * a row's 95% interval wholly beyond {@code --fail-on-regression PCT}, {@value ExitCode#UNDETECTABLE} none is but some
 * row could not be decided or was not compared ({@link Gate}).
 */
final class CompareCommand {

    private CompareCommand() {
    }

    public static int run(String[] args, PrintStream out, PrintStream err) {
        CompareOptions o = CompareOptions.parse(args, out);
        if (o == null) {
            return ExitCode.OK;
        }
        List<ResultFile> files = o.files().stream().map(ResultFile::read).toList();
        if (o.between() != null) {
            files = ParamSplit.split(files.get(0), o.between().getKey(), o.between().getValue());
        }
        Comparison c = Comparison.of(files, o.filter(), o.tolerance(), !o.unpaired(), o.estimator(),
                o.measure());
        out.print(switch (o.format()) {
            case MD -> MarkdownReport.render(c);
            case JSON -> ComparisonData.json(c);
            case CSV -> ComparisonData.csv(c);
            case TEXT -> TextReport.render(c, o.wide(), o.explain());
        });
        if (o.html() != null) {
            write(o, HtmlReport.render(c));
            err.println("serbench compare: wrote " + o.html());
        }
        if (o.failOnRegression() != null) {
            return gate(c.gate(o.failOnRegression()), err);
        }
        return 0;
    }

    /** Prints what the gate found on stderr and returns its exit code. */
    private static int gate(Gate gate, PrintStream err) {
        String pct = Cells.plain(gate.percent()) + "%";
        String prefix = "serbench compare: ";
        if (!gate.regressions().isEmpty()) {
            err.println(prefix + gate.regressions().size() + " regression(s) beyond " + pct + " (slowdown, + is worse;"
                    + " the 95% interval lies wholly beyond " + pct + "):");
            gate.regressions().forEach(r -> err.println("  " + TextReport.gateLine(r)));
        }
        if (!gate.undecided().isEmpty()) {
            err.println(prefix + gate.undecided().size() + " row(s) undecided: the 95% interval reaches beyond " + pct
                    + " or there is none (slowdown, + is worse); add forks (run -f N) or quiet the machine:");
            gate.undecided().forEach(r -> err.println("  " + TextReport.gateLine(r)));
        }
        if (!gate.notCompared().isEmpty()) {
            err.println(prefix + gate.notCompared().size() + " row(s) not compared, so not judged:");
            gate.notCompared().forEach(n -> err.println("  " + TextReport.gateLine(n)));
        }
        return switch (gate.verdict()) {
            case REGRESSION -> ExitCode.REGRESSION;
            case UNDECIDED -> ExitCode.UNDETECTABLE;
            case PASS -> ExitCode.OK;
        };
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
