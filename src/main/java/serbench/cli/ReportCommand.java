package serbench.cli;

import serbench.io.InputFile;
import serbench.io.SameFile;
import serbench.io.WrongArgumentException;

import serbench.compare.Warning;
import serbench.compare.Comparison;
import serbench.compare.Tolerance;
import serbench.render.html.ReportCharts;
import serbench.results.ReportInputs;
import serbench.render.html.ReportPage;
import serbench.render.RunHeader;
import serbench.io.UnusableInputException;
import serbench.answer.Answer;
import serbench.render.AnswerView;
import serbench.compare.Estimator;
import java.util.Map;
import java.util.LinkedHashMap;
import serbench.render.html.Svg;
import serbench.results.ResultFile;
import serbench.results.RunManifest;
import serbench.text.Escape;
import serbench.cli.args.Cli;
import serbench.cli.args.ExitCode;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * {@code report RUN_DIR|RESULT_FILE... [--out DIR]}: writes {@code index.html} (self-contained: inline CSS and SVG, no
 * script, no network), one SVG file per chart ({@link ReportCharts}) and beside each the numbers it draws as CSV
 * ({@code time-X.svg} and {@code time-X.csv}) into DIR, by default {@code report/} beside the result files. An existing
 * DIR is replaced only when it holds nothing but a report this command wrote (its page carries
 * {@link ReportPage#GENERATOR}, every other file is an SVG or a CSV); anything else there is never overwritten.
 * Exit codes: 0, 2 bad arguments or an output directory it may not use, 3 a missing, foreign or empty input.
 */
final class ReportCommand {

    /** The options, declared once: picocli reads them and prints their help. */
    @Command(name = "report", sortOptions = false,
            header = "write an HTML page and SVG charts of a run directory or result files",
            description = "Writes a self-contained HTML page (index.html, inline SVG charts, no script), one .svg"
                    + " file per chart and beside it the chart's numbers as .csv: first the answer (each format's"
                    + " time as times the fastest, with 95%% intervals), then time and B/op per model x operation,"
                    + " sizes per model x format (as the run recorded them), and with several profiles each"
                    + " profile's change against the first (coloured when significant after Holm).",
            footer = {"examples:", "  report results/20261126-152629-answer",
                    "  report base.json new.json --out /tmp/report",
                    "exit codes: 0 ok, 1 unexpected failure, 2 bad arguments or unusable --out, 3 missing, foreign",
                    "  or empty input"})
    static final class Options {
        @Parameters(paramLabel = "RUN_DIR|RESULT_FILE", arity = "0..*", description = "a directory written by"
                + " 'run' (its profiles in the manifest's order), or JMH JSON result files (-rf json), the baseline"
                + " first")
        List<String> inputs = new ArrayList<>();

        @Option(names = "--out", paramLabel = "DIR", description = "where to write (default: report/ in the run"
                + " directory); a report this command wrote there before is replaced, other content never")
        String out;

        @Mixin
        Cli.Common common;
    }

    private ReportCommand() {
    }

    public static int run(String[] args, PrintStream out, PrintStream err) {
        Options o = new Options();
        if (!Cli.parse(o, args, out)) {
            return ExitCode.OK;
        }
        List<Path> inputs = o.inputs.stream().map(Path::of).toList();
        Path target = o.out == null ? null : Path.of(o.out);
        if (inputs.isEmpty()) {
            throw bad("needs a run directory or result files");
        }
        ReportInputs in = ReportInputs.of(inputs);
        Path dir = target != null ? target : in.runDir().resolve("report");
        List<Path> read = new ArrayList<>(inputs);
        read.addAll(in.paths());
        boolean replacing = checkTarget(dir, (target != null ? "--out " : "the report directory ") + InputFile.shown(dir),
                read);
        Comparison comparison = in.files().size() > 1 ? Comparison.of(in.files(), null, Tolerance.DEFAULT, true) : null;
        List<String> warnings = new ArrayList<>(in.warnings());
        in.warnings().forEach(w -> err.println("serbench report: warning: " + Escape.line(w)));
        if (comparison != null) {
            comparison.warnings().forEach(w -> warnings.add(w.text()));
        } else {
            ResultFile only = in.files().get(0);
            RunManifest.load(only).filter(l -> l.loaded() > 0)
                    .ifPresent(l -> warnings.add(Warning.loadedForks(only.fileName(), l).text()));
        }
        List<ReportCharts.Chart> charts = ReportCharts.of(in, comparison, w -> {
            warnings.add(w);
            err.println("serbench report: warning: " + Escape.line(w));
        });
        String name = in.runDir().getFileName() == null ? in.runDir().toString() : in.runDir().getFileName().toString();
        Map<String, String> header = new LinkedHashMap<>(RunHeader.of(in));
        String host = hostLine(in, comparison).orElse(null);
        String page = ReportPage.render(name, RunHeader.summary(in, host), header, charts, ReportCharts.notes(in),
                warnings, in.profiles(), ReportCharts.noteMeanings(comparison));
        try {
            if (replacing) {
                clear(dir);
            }
            Files.createDirectories(dir);
            for (ReportCharts.Chart c : charts) {
                Files.writeString(dir.resolve(c.file()), Svg.standalone(c.svg(), Svg.CHART_CSS), StandardCharsets.UTF_8);
                Files.writeString(dir.resolve(c.dataFile()), c.data().text(), StandardCharsets.UTF_8);
            }
            Files.writeString(dir.resolve("index.html"), page, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new WrongArgumentException("cannot write the report in " + dir + " (" + e + "); choose another --out");
        }
        out.println(Escape.line(dir.resolve("index.html").toString()) + " and " + charts.size()
                + " charts as .svg files, each with its data as .csv, beside it" + (replacing ? "; replaced the report written there before" : ""));
        return 0;
    }

    /**
     * The host's kind and noise: from the comparison of the profiles' files, else from the answer of the one file (its
     * formats paired by round); empty when neither pairs rows by round.
     */
    private static java.util.Optional<String> hostLine(ReportInputs in, Comparison comparison) {
        if (comparison != null) {
            return comparison.hostLine(false);
        }
        try {
            return AnswerView.host(Answer.of(in.files().get(0), Answer.FORMAT, null, Estimator.DEFAULT, false));
        } catch (UnusableInputException | WrongArgumentException e) {
            return java.util.Optional.empty(); // a file without formats side by side has no paired ratio to read
        }
    }

    /**
     * Whether {@code dir} holds an earlier report to replace; refuses a directory holding anything else, and one that
     * is or holds any of the files the command reads ({@code read}: what it would replace or delete is never an input).
     */
    private static boolean checkTarget(Path dir, String what, List<Path> read) {
        SameFile.refuseOverwrite(what, List.of(dir), read);
        if (!Files.exists(dir)) {
            return false;
        }
        if (!Files.isDirectory(dir)) {
            throw bad("--out " + dir + " is a file, not a directory; choose another path");
        }
        try (Stream<Path> s = Files.list(dir)) {
            List<Path> files = s.toList();
            SameFile.refuseOverwrite(what, files, read);
            if (files.isEmpty()) {
                return false;
            }
            Path index = dir.resolve("index.html");
            boolean ours = Files.isRegularFile(index) && Files.size(index) < RunManifest.MAX_BYTES
                    && Files.readString(index, StandardCharsets.UTF_8).contains(ReportPage.GENERATOR)
                    && files.stream().allMatch(f -> f.equals(index)
                    || (Files.isRegularFile(f) && (f.getFileName().toString().endsWith(".svg")
                    || f.getFileName().toString().endsWith(".csv"))));
            if (!ours) {
                throw bad(dir + " exists and holds files 'report' did not write; choose another --out or remove them");
            }
            return true;
        } catch (IOException e) {
            throw bad("cannot read " + dir + " (" + e.getMessage() + "); choose another --out");
        }
    }

    private static void clear(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            for (Path f : s.toList()) {
                Files.delete(f);
            }
        }
    }

    private static WrongArgumentException bad(String message) {
        return new WrongArgumentException(message + " (see report --help)");
    }
}
