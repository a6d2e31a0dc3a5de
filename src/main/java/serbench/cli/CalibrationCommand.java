package serbench.cli;

import serbench.cli.args.Converters;
import serbench.render.CalibrationView;
import serbench.render.SteadinessView;
import serbench.compare.Estimate;
import serbench.results.RunManifest;
import serbench.results.Measure;

import serbench.compare.Calibration;
import serbench.compare.Estimator;
import serbench.io.WrongArgumentException;
import serbench.results.ResultFile;
import serbench.cli.args.OutputFormat;
import serbench.text.TextWidth;
import serbench.cli.args.Cli;
import serbench.cli.args.ExitCode;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * {@code calibration}: checks {@code compare}'s 95% intervals on runs whose truth is known, with every
 * {@link Estimator} side by side ({@link Calibration}): A/A pairs (identical profiles: the share of rows called
 * different, with its upper bound), known effects (each interval against its true ratio) and the width of a real
 * comparison's intervals. This is how the default estimator was chosen, and the figures docs/comparing.md shows.
 */
final class CalibrationCommand {

    /** The options, declared once: picocli reads them and prints their help. */
    @Command(name = "calibration", sortOptions = false,
            header = "check compare's 95%% intervals on runs of known truth, per estimator",
            description = "Checks compare's 95%% intervals where the truth is known, for each estimator side by side.",
            footer = {"example:",
                    "  calibration --effect-rows CalibrationBench --aa r/a.json r/b.json --known r/a.json r/p5.json 1.05",
                    "exit codes: 0 ok, 1 unexpected failure, 2 bad arguments, 3 bad input file"})
    static final class Options {
        @Option(names = "--aa", arity = "2", paramLabel = "FILE", description = "A.json B.json: two files of"
                + " identical profiles, no row truly changed (repeatable)")
        List<String> aa = new ArrayList<>();

        @Option(names = "--known", arity = "3", paramLabel = "ARG", description = "BASE.json OTHER.json R: OTHER does"
                + " exactly R times BASE's work (e.g. 1.05) on the rows --effect-rows matches (repeatable)")
        List<String> known = new ArrayList<>();

        @Option(names = "--precision", arity = "2", paramLabel = "FILE", description = "A.json B.json: a real"
                + " comparison, the median width of its intervals (repeatable)")
        List<String> precision = new ArrayList<>();

        @Option(names = "--runs", arity = "2", paramLabel = "FILE", description = "A.json B.json: the files of two"
                + " runs of the same code on one host, formats side by side (the answer's): each ratio against protobuf"
                + " compared between the runs in units of its standard error, pooled, with the same statistic simulated"
                + " for the same design (repeatable)")
        List<String> runs = new ArrayList<>();

        @Option(names = "--steadiness", paramLabel = "FILE", description = "a result file: the first-iteration rule"
                + " at the first measured iteration and at the later ones, where only noise trips it, and the warm-up"
                + " left beyond noise (repeatable)")
        List<String> steadiness = new ArrayList<>();

        @Option(names = "--effect-rows", paramLabel = "REGEX", converter = Converters.Regex.class,
                description = "the rows a known effect changes (left out of --aa and --precision pairs; the only rows"
                        + " of --known pairs)")
        Pattern effectRows;

        @Option(names = "--metric", paramLabel = "NAMES", defaultValue = "time", split = ",",
                converter = Converters.Metric.class, description = "the metrics to check, side by side: time, cpu, cpu-all, alloc, comma-separated"
                        + " (default: ${DEFAULT-VALUE})")
        List<Measure> metrics;

        @Option(names = "--estimator", paramLabel = "NAMES", defaultValue = "fastest,trimmed,mean", split = ",",
                converter = Converters.EstimatorName.class,
                description = "the estimators to check, side by side (default: ${DEFAULT-VALUE})")
        List<Estimator> estimators;

        @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text", converter = Converters.TextMarkdown.class,
                description = "text or md (default: ${DEFAULT-VALUE})")
        OutputFormat format;

        @Option(names = "--wide", description = "no line width limit; by default text fits in 100 columns")
        boolean wide;

        @Mixin
        Cli.Common common;
    }

    private CalibrationCommand() {
    }

    public static int run(String[] args, PrintStream out, PrintStream err) {
        Options o = new Options();
        if (!Cli.parse(o, args, out)) {
            return ExitCode.OK;
        }
        boolean markdown = o.format == OutputFormat.MD;
        Pattern effectRows = o.effectRows;
        List<Calibration.Input> aa = new ArrayList<>();
        List<Calibration.Input> known = new ArrayList<>();
        List<Calibration.Input> precision = new ArrayList<>();
        for (int i = 0; i + 1 < o.aa.size(); i += 2) {
            aa.add(input(o.aa.get(i), o.aa.get(i + 1), Double.NaN));
        }
        for (int i = 0; i + 2 < o.known.size(); i += 3) {
            known.add(input(o.known.get(i), o.known.get(i + 1), ratio(o.known.get(i + 2))));
        }
        for (int i = 0; i + 1 < o.precision.size(); i += 2) {
            precision.add(input(o.precision.get(i), o.precision.get(i + 1), Double.NaN));
        }
        List<Calibration.Input> runs = new ArrayList<>();
        for (int i = 0; i + 1 < o.runs.size(); i += 2) {
            runs.add(input(o.runs.get(i), o.runs.get(i + 1), Double.NaN));
        }
        if (aa.isEmpty() && known.isEmpty() && precision.isEmpty() && runs.isEmpty() && o.steadiness.isEmpty()) {
            throw bad("give at least one --aa, --known, --precision, --runs or --steadiness");
        }
        List<SteadinessView.Line> steady = new ArrayList<>();
        for (String f : o.steadiness) {
            steady.add(steadiness(ResultFile.read(Path.of(f))));
        }
        if (aa.isEmpty() && known.isEmpty() && precision.isEmpty() && runs.isEmpty()) {
            out.print(SteadinessView.render(steady, markdown, TextWidth.of(o.wide)));
            return 0;
        }
        List<Measure> measures = o.metrics == null ? List.of() : o.metrics;
        List<Estimator> estimators = o.estimators == null ? List.of() : o.estimators;
        if (measures.isEmpty()) {
            throw bad("--metric names no metric; give one or more of time, cpu, cpu-all, alloc, comma-separated");
        }
        if (estimators.isEmpty()) {
            throw bad("--estimator names no estimator; give one or more of " + String.join(", ",
                    java.util.Arrays.stream(Estimator.values()).map(e -> e.option).toList()) + ", comma-separated");
        }
        List<Calibration> byEstimator = new ArrayList<>();
        for (Measure m : measures.stream().distinct().toList()) {
            for (Estimator e : estimators.stream().distinct().toList()) {
                byEstimator.add(Calibration.of(e, m, aa, known, precision, runs, effectRows));
            }
        }
        out.print(CalibrationView.render(byEstimator, markdown, TextWidth.of(o.wide)));
        if (!steady.isEmpty()) {
            out.print("\n" + SteadinessView.render(steady, markdown, TextWidth.of(o.wide)));
        }
        return 0;
    }

    /** One file's placebo test of the first-iteration rule, over the primary metric of each of its rows. */
    private static SteadinessView.Line steadiness(ResultFile file) {
        return new SteadinessView.Line(file.fileLabel(), RunManifest.host(file), Estimate.steadiness(file));
    }

    /** Two result files; reading them checks them. */
    private static Calibration.Input input(String a, String b, double trueRatio) {
        return new Calibration.Input(ResultFile.read(Path.of(a)), ResultFile.read(Path.of(b)), trueRatio);
    }

    private static double ratio(String v) {
        double r;
        try {
            r = Double.parseDouble(v);
        } catch (NumberFormatException e) {
            r = Double.NaN;
        }
        if (!(r > 0) || Double.isInfinite(r)) {
            throw bad("--known needs a true ratio > 0 such as 1.05 after its two files, not '" + v + "'");
        }
        return r;
    }

    private static WrongArgumentException bad(String message) {
        return new WrongArgumentException(message + " (see calibration --help)");
    }
}
