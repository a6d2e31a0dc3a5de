package serbench.cli;

import serbench.cli.args.Converters;
import serbench.results.Measure;

import serbench.answer.Answer;
import serbench.render.AnswerView;
import serbench.compare.Estimator;
import serbench.io.UnusableInputException;
import serbench.io.WrongArgumentException;
import serbench.results.ResultFile;
import serbench.results.RunRecord;
import serbench.cli.args.OutputFormat;
import serbench.results.ReportInputs;
import serbench.cli.args.Cli;
import serbench.cli.args.ExitCode;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * {@code answer}: the formats side by side ({@link Answer}) for each result file, or for
 * each profile's file of a run directory; without a path, the newest answer run under {@code results/} (else the
 * newest run directory).
 */
final class AnswerCommand {

    /** The options, declared once: picocli reads them and prints their help. */
    @Command(name = "answer", sortOptions = false,
            header = "the formats side by side: each one's time as times the fastest, with 95%% intervals",
            description = "For each model and operation of a result file (or of each profile of a run directory), each"
                    + " format's time per operation as times the fastest format's, with the 95%% interval and the"
                    + " verdict after Holm that compare --between format=... gives, B/op and the serialized sizes."
                    + " Without a path: the newest answer run under results/ (else the newest run directory).",
            footer = {"examples:", "  answer", "  answer results/20261126-152629-answer --format md",
                    "  answer --baseline json --format csv results/20261126-152629-answer/default.json",
                    "exit codes: 0 ok, 1 unexpected failure, 2 bad arguments, 3 a missing or unusable result file"})
    static final class Options {
        @Parameters(paramLabel = "RUN_DIR|RESULT_FILE", arity = "0..*", description = "the runs or JMH JSON files"
                + " (default: the newest answer run under results/)")
        List<String> paths = new ArrayList<>();

        @Option(names = "--by", paramLabel = "PARAM", defaultValue = Answer.FORMAT,
                description = "the param set side by side (default: ${DEFAULT-VALUE}; e.g. backend, reader)")
        String by;

        @Option(names = "--baseline", paramLabel = "VALUE", description = "every ratio against this value instead"
                + " of each row's fastest")
        String baseline;

        @Option(names = "--all", description = "every benchmark with the param, not only serialize, deserialize"
                + " + read and round trip")
        boolean all;

        @Option(names = "--estimator", paramLabel = "NAME", defaultValue = "trimmed",
                converter = Converters.EstimatorName.class,
                description = "trimmed, fastest or mean, as for compare (default: ${DEFAULT-VALUE})")
        Estimator estimator;

        @Mixin
        Cli.MetricOption metric;

        @Option(names = "--legend", paramLabel = "WHERE", defaultValue = "below",
                description = "the key to the tables: below (once, after the last table), none, or only (the key"
                        + " alone, for a page that explains the table once); text and md (default: ${DEFAULT-VALUE})")
        String legend;

        @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text", converter = Converters.AnyOutput.class,
                description = "text (within 100 columns), md, json or csv (default: ${DEFAULT-VALUE})")
        OutputFormat format;

        @Mixin
        Cli.Common common;
    }

    private AnswerCommand() {
    }

    public static int run(String[] args, PrintStream out, PrintStream err) {
        Options o = new Options();
        if (!Cli.parse(o, args, out)) {
            return ExitCode.OK;
        }
        OutputFormat format = o.format;
        Estimator estimator = o.estimator;
        Measure measure = o.metric.measure;
        List<Path> paths = new ArrayList<>(o.paths.stream().map(Path::of).toList());
        if (paths.isEmpty()) {
            paths.add(newestRun(Path.of("results")));
        }
        // a run directory's files as report reads them: each profile's, in the manifest's order
        ReportInputs inputs = ReportInputs.of(paths);
        inputs.warnings().forEach(w -> err.println("serbench answer: warning: " + w));
        if (!List.of("below", "none", "only").contains(o.legend)) {
            throw new WrongArgumentException("--legend '" + serbench.io.Excerpt.of(o.legend)
                    + "': give below, none or only (see answer --help)");
        }
        if (!o.legend.equals("below") && (format == OutputFormat.JSON || format == OutputFormat.CSV)) {
            throw new WrongArgumentException("--legend " + o.legend + " applies to --format text and md; JSON and CSV"
                    + " carry no key");
        }
        List<ResultFile> files = inputs.files();
        java.util.Set<String> legends = new java.util.LinkedHashSet<>(); // each distinct key once, after the tables
        for (ResultFile f : files) {
            Answer a = Answer.of(f, o.by, o.baseline, estimator, measure, o.all);
            boolean md = format == OutputFormat.MD;
            legends.add(md ? AnswerView.legendMarkdown(a) : AnswerView.legendText(a));
            if (o.legend.equals("only")) {
                continue;
            }
            out.print(switch (format) {
                case MD -> AnswerView.markdown(a, false);
                case JSON -> AnswerView.json(a);
                case CSV -> AnswerView.csv(a);
                case TEXT -> AnswerView.text(a, false);
            });
        }
        if (!o.legend.equals("none") && (format == OutputFormat.MD || format == OutputFormat.TEXT)) {
            legends.forEach(l -> out.print((o.legend.equals("only") ? "" : "\n") + l));
        }
        return ExitCode.OK;
    }

    /**
     * The newest answer run under {@code results} ({@code <time>-answer}, what the jar with no argument records), else
     * the newest run directory of any kind (by name: they start with their time).
     */
    static Path newestRun(Path results) {
        List<Path> runs;
        try (Stream<Path> dirs = Files.isDirectory(results) ? Files.list(results) : Stream.empty()) {
            runs = dirs.filter(Files::isDirectory).filter(d -> d.getFileName().toString().matches("[0-9]{8}-[0-9]{6}.*"))
                    .sorted(Comparator.comparing(d -> d.getFileName().toString())).toList();
        } catch (IOException e) {
            throw new UnusableInputException("cannot list " + results + " (" + e.getMessage()
                    + "); give a run directory or a JMH JSON result file");
        }
        if (runs.isEmpty()) {
            throw new UnusableInputException("no run directory under " + results
                    + "; give a run directory or a JMH JSON result file");
        }
        return runs.stream().filter(d -> RunRecord.isAnswerRun(d.getFileName().toString())).reduce((a, b) -> b)
                .orElse(runs.get(runs.size() - 1));
    }
}
