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
import serbench.results.RunManifest;
import serbench.results.RunRecord;
import serbench.io.InputFile;
import serbench.text.Escape;
import serbench.text.TextWidth;
import serbench.cli.args.CompareOptions;
import serbench.cli.args.ExitCode;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
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
        List<ResultFile> files = resultFiles(o, err).stream().map(ResultFile::read).toList();
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
            return gate(c.gate(o.failOnRegression()), err, TextWidth.of(o.wide()));
        }
        return 0;
    }

    /**
     * The result files among the paths: a run's {@code manifest.json} given with them ({@code compare RUN/*.json}) is
     * left out with a note on {@code err}, as it is the run's record, not a result; too few files left is a bad argument.
     */
    private static List<Path> resultFiles(CompareOptions o, PrintStream err) {
        List<Path> files = new ArrayList<>();
        List<Path> manifests = new ArrayList<>();
        for (Path p : o.files()) {
            if (p.getFileName() != null && p.getFileName().toString().equals(RunRecord.FILE) && Files.isRegularFile(p)
                    && RunRecord.read(p, RunManifest.MAX_BYTES).filter(r -> r.profiles() != null).isPresent()) {
                manifests.add(p);
            } else {
                files.add(p);
            }
        }
        if (files.size() < (o.between() == null ? 2 : 1)) {
            throw new WrongArgumentException((o.between() == null ? "needs at least two result files besides the"
                    + " run's " + RunRecord.FILE + ", the baseline first" : "--between needs one result file, not the"
                    + " run's " + RunRecord.FILE) + " (see compare --help)");
        }
        int width = TextWidth.of(o.wide());
        manifests.forEach(p -> err.print(TextWidth.wrapped("serbench compare: note: left out "
                + Escape.line(InputFile.shown(p)) + ", the run's manifest (not a result file)", width, "", "  ")));
        return files;
    }

    /**
     * Prints what the gate found on stderr, within {@code width} columns as the report is (its long lines wrapped),
     * and returns its exit code.
     */
    private static int gate(Gate gate, PrintStream err, int width) {
        String pct = Cells.plain(gate.percent()) + "%";
        String prefix = "serbench compare: ";
        if (!gate.regressions().isEmpty()) {
            err.print(TextWidth.wrapped(prefix + gate.regressions().size() + " regression(s) beyond " + pct
                    + " (slowdown, + is worse; the 95% interval lies wholly beyond " + pct + "):", width, "", "  "));
            gate.regressions().forEach(r -> err.print(TextWidth.wrapped(TextReport.gateLine(r), width, "  ", "    ")));
        }
        if (!gate.undecided().isEmpty()) {
            err.print(TextWidth.wrapped(prefix + gate.undecided().size() + " row(s) undecided: the 95% interval reaches"
                    + " beyond " + pct + " or there is none (slowdown, + is worse); add forks (run -f N) or quiet the"
                    + " machine:", width, "", "  "));
            gate.undecided().forEach(r -> err.print(TextWidth.wrapped(TextReport.gateLine(r), width, "  ", "    ")));
        }
        if (!gate.notCompared().isEmpty()) {
            err.print(TextWidth.wrapped(prefix + gate.notCompared().size() + " row(s) not compared, so not judged:",
                    width, "", "  "));
            gate.notCompared().forEach(n -> err.print(TextWidth.wrapped(TextReport.gateLine(n), width, "  ", "    ")));
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
