package serbench.cli;

import serbench.results.Measure;

import serbench.compare.Calibration;
import serbench.compare.Estimator;
import serbench.io.WrongArgumentException;
import serbench.results.ResultFile;
import serbench.text.Cells;
import serbench.text.Escape;
import serbench.text.OutputFormat;
import serbench.text.TextTable;
import serbench.text.TextWidth;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

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

        @Option(names = "--effect-rows", paramLabel = "REGEX", description = "the rows a known effect changes (left"
                + " out of --aa and --precision pairs; the only rows of --known pairs)")
        String effectRows;

        @Option(names = "--metric", paramLabel = "NAMES", defaultValue = "time", split = ",",
                description = "the metrics to check, side by side: time, cpu, cpu-all, alloc, comma-separated"
                        + " (default: ${DEFAULT-VALUE})")
        List<String> metrics;

        @Option(names = "--estimator", paramLabel = "NAMES", defaultValue = "fastest,trimmed,mean", split = ",",
                description = "the estimators to check, side by side (default: ${DEFAULT-VALUE})")
        List<String> estimators;

        @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
                description = "text or md (default: ${DEFAULT-VALUE})")
        String format;

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
        boolean markdown = OutputFormat.parse(o.format, java.util.EnumSet.of(OutputFormat.TEXT, OutputFormat.MD),
                "calibration") == OutputFormat.MD;
        Pattern effectRows = null;
        if (o.effectRows != null) {
            try {
                effectRows = Pattern.compile(o.effectRows);
            } catch (PatternSyntaxException e) {
                throw bad("--effect-rows '" + o.effectRows + "' is not a regular expression: " + e.getDescription());
            }
        }
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
        if (aa.isEmpty() && known.isEmpty() && precision.isEmpty()) {
            throw bad("give at least one --aa, --known or --precision");
        }
        List<Measure> measures = new ArrayList<>();
        for (String m : o.metrics) {
            try {
                measures.add(Measure.named(m.strip()));
            } catch (IllegalArgumentException e) {
                throw bad("--metric: " + e.getMessage());
            }
        }
        List<Estimator> estimators = new ArrayList<>();
        for (String e : o.estimators) {
            try {
                estimators.add(Estimator.byName(e.strip()));
            } catch (WrongArgumentException x) {
                throw bad(x.getMessage());
            }
        }
        List<Calibration> byEstimator = new ArrayList<>();
        for (Measure m : measures.stream().distinct().toList()) {
            for (Estimator e : estimators.stream().distinct().toList()) {
                byEstimator.add(Calibration.of(e, m, aa, known, precision, effectRows));
            }
        }
        out.print(render(byEstimator, markdown, TextWidth.of(o.wide)));
        return 0;
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

    static String render(List<Calibration> cs, boolean markdown, int width) {
        List<String[]> rows = new ArrayList<>();
        Calibration first = cs.get(0);
        String[] head = new String[cs.size() + 1];
        head[0] = "";
        for (int k = 0; k < cs.size(); k++) {
            head[k + 1] = label(cs, cs.get(k));
        }
        if (!first.aa().isEmpty()) {
            rows.add(section("A/A: rows called different at p < 0.05 (none truly changed)", cs.size()));
            for (int p = 0; p < first.aa().size(); p++) {
                runLine(rows, first.aa(), p, Calibration.Pair::run, cs.size());
                String[] r = new String[cs.size() + 1];
                r[0] = "    " + first.aa().get(p).label();
                for (int k = 0; k < cs.size(); k++) {
                    Calibration.Pair pair = cs.get(k).aa().get(p);
                    r[k + 1] = pair.different() + " of " + pair.rows();
                }
                rows.add(r);
            }
            String[] all = new String[cs.size() + 1];
            String[] upper = new String[cs.size() + 1];
            all[0] = "  all pairs";
            upper[0] = "  95% upper bound of the rate";
            for (int k = 0; k < cs.size(); k++) {
                Calibration c = cs.get(k);
                all[k + 1] = c.aaDifferent() + " of " + c.aaRows() + " (" + percent(c.aaDifferent() / (double) c.aaRows()) + ")";
                upper[k + 1] = percent(c.aaUpperBound());
            }
            rows.add(all);
            rows.add(upper);
        }
        if (!first.known().isEmpty()) {
            rows.add(section("known effects: ratio [95% interval]; 'misses' if it excludes the truth", cs.size()));
            for (int p = 0; p < first.known().size(); p++) {
                Calibration.Known kn = first.known().get(p);
                runLine(rows, first.known(), p, Calibration.Known::run, cs.size());
                String[] r = new String[cs.size() + 1];
                r[0] = "    " + kn.label() + ", " + kn.row() + ", true " + ratio2(kn.trueRatio());
                for (int k = 0; k < cs.size(); k++) {
                    Calibration.Known m = cs.get(k).known().get(p);
                    r[k + 1] = ratio3(m.measured().estimate()) + " [" + ratio3(m.measured().lo()) + ", "
                            + ratio3(m.measured().hi()) + "]" + (m.contains() ? "" : " misses");
                }
                rows.add(r);
            }
            String[] all = new String[cs.size() + 1];
            all[0] = "  intervals holding the true ratio";
            String[] share = new String[cs.size() + 1];
            share[0] = "  95% interval of that share";
            for (int k = 0; k < cs.size(); k++) {
                int in = cs.get(k).knownContained();
                int n = cs.get(k).known().size();
                double[] ci = serbench.stats.Statistics.binomialInterval(in, n, 0.95);
                all[k + 1] = in + " of " + n + " (" + percent(in / (double) n) + ")";
                share[k + 1] = percent(ci[0]) + "-" + percent(ci[1]);
            }
            rows.add(all);
            rows.add(share);
        }
        if (!first.precision().isEmpty()) {
            rows.add(section("precision: median width of the rows' 95% intervals (points)", cs.size()));
            for (int p = 0; p < first.precision().size(); p++) {
                runLine(rows, first.precision(), p, Calibration.Pair::run, cs.size());
                String[] r = new String[cs.size() + 1];
                Calibration.Pair pair = first.precision().get(p);
                r[0] = "    " + pair.label() + " (" + pair.rows() + " rows)";
                for (int k = 0; k < cs.size(); k++) {
                    double w = cs.get(k).precision().get(p).medianWidth() * 100;
                    r[k + 1] = Double.isFinite(w) ? String.format(Locale.ROOT, "%.1f (±%.1f%%)", w, w / 2) : "n/a";
                }
                rows.add(r);
            }
        }
        StringBuilder sb = new StringBuilder();
        for (Calibration c : cs) {
            if (c.measure() != first.measure()) {
                break;
            }
            String line = c.estimator().option + ": " + c.estimator().description;
            sb.append(markdown ? "- " + Escape.markdown(line) + "\n" : TextWidth.wrapped(line, width, "", "  "));
        }
        cs.stream().map(Calibration::measure).distinct().forEach(m -> {
            String line = m.option() + ": " + m.description();
            sb.append(markdown ? "- " + Escape.markdown(line) + "\n" : TextWidth.wrapped(line, width, "", "  "));
        });
        sb.append('\n');
        if (markdown) {
            sb.append("| ").append(String.join(" | ", java.util.Arrays.stream(head).map(Escape::markdown).toList()))
                    .append(" |\n|");
            for (int k = 0; k < head.length; k++) {
                sb.append(k == 0 ? "---|" : "---:|");
            }
            sb.append('\n');
            rows.forEach(r -> sb.append("| ").append(String.join(" | ",
                    java.util.Arrays.stream(r).map(x -> Escape.markdown(x.strip())).toList())).append(" |\n"));
        } else {
            sb.append(TextTable.render(head, rows.toArray(String[][]::new), 1, head.length, width));
        }
        return sb.toString();
    }

    /** A column's head: the estimator, and the metric when the columns have more than one. */
    private static String label(List<Calibration> cs, Calibration c) {
        boolean oneMetric = cs.stream().map(Calibration::measure).distinct().count() == 1;
        return oneMetric ? c.estimator().option : c.measure().option() + " " + c.estimator().option;
    }

    /** A line naming the run of item {@code p} when it differs from the previous item's. */
    private static <T> void runLine(List<String[]> rows, List<T> items, int p,
                                    java.util.function.Function<T, String> run, int estimators) {
        String name = run.apply(items.get(p));
        if (p == 0 || !name.equals(run.apply(items.get(p - 1)))) {
            rows.add(section("  " + name, estimators));
        }
    }

    private static String[] section(String title, int estimators) {
        String[] r = new String[estimators + 1];
        java.util.Arrays.fill(r, "");
        r[0] = title;
        return r;
    }

    private static String percent(double x) {
        return Double.isFinite(x) ? Cells.plain(Math.round(x * 1000) / 10.0) + "%" : "n/a";
    }

    private static String ratio2(double x) {
        return Double.isFinite(x) ? String.format(Locale.ROOT, "%.2f", x) : "n/a";
    }

    private static String ratio3(double x) {
        return Double.isFinite(x) ? String.format(Locale.ROOT, "%.3f", x) : "n/a";
    }

    private static WrongArgumentException bad(String message) {
        return new WrongArgumentException(message + " (see calibration --help)");
    }
}
