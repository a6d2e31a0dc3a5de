package serbench.cli;

import serbench.compare.Calibration;
import serbench.compare.Estimator;
import serbench.io.WrongArgumentException;
import serbench.results.ResultFile;
import serbench.text.Cells;
import serbench.text.Escape;

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

    static final String USAGE = String.join("\n",
            "usage: calibration [--format text|md] [--effect-rows REGEX] INPUT...",
            "  Checks compare's 95% intervals where the truth is known, for each estimator side by side.",
            "  INPUT is one of (each may repeat):",
            "  --aa A.json B.json                two files of identical profiles: no row truly changed",
            "  --known BASE.json OTHER.json R    OTHER does exactly R times BASE's work (e.g. 1.05) on the",
            "                                    rows --effect-rows matches",
            "  --precision A.json B.json         a real comparison: the median width of its intervals",
            "  --effect-rows REGEX               the rows a known effect changes (left out of --aa and",
            "                                    --precision pairs; the only rows of --known pairs)",
            "example: calibration --effect-rows CalibrationBench --aa r/a.json r/b.json --known r/a.json r/p5.json 1.05",
            "exit codes: 0 ok, 2 bad arguments, 3 bad input file");

    private CalibrationCommand() {
    }

    public static int run(String[] args, PrintStream out, PrintStream err) {
        List<Calibration.Input> aa = new ArrayList<>();
        List<Calibration.Input> known = new ArrayList<>();
        List<Calibration.Input> precision = new ArrayList<>();
        Pattern effectRows = null;
        boolean markdown = false;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "-h", "--help" -> {
                    out.println(USAGE);
                    return 0;
                }
                case "--format" -> {
                    String f = value(args, ++i, "--format");
                    if (!f.equals("text") && !f.equals("md")) {
                        throw bad("--format takes text or md, not '" + f + "'");
                    }
                    markdown = f.equals("md");
                }
                case "--effect-rows" -> {
                    String regex = value(args, ++i, "--effect-rows");
                    try {
                        effectRows = Pattern.compile(regex);
                    } catch (PatternSyntaxException e) {
                        throw bad("--effect-rows '" + regex + "' is not a regular expression: " + e.getDescription());
                    }
                }
                case "--aa" -> {
                    aa.add(input(args, i + 1, "--aa", Double.NaN));
                    i += 2;
                }
                case "--precision" -> {
                    precision.add(input(args, i + 1, "--precision", Double.NaN));
                    i += 2;
                }
                case "--known" -> {
                    double r = ratio(value(args, i + 3, "--known (BASE.json OTHER.json RATIO)"));
                    known.add(input(args, i + 1, "--known", r));
                    i += 3;
                }
                default -> throw bad("unknown argument '" + args[i] + "'");
            }
        }
        if (aa.isEmpty() && known.isEmpty() && precision.isEmpty()) {
            throw bad("give at least one --aa, --known or --precision");
        }
        List<Calibration> byEstimator = new ArrayList<>();
        for (Estimator e : Estimator.values()) {
            byEstimator.add(Calibration.of(e, aa, known, precision, effectRows));
        }
        out.print(render(byEstimator, markdown));
        return 0;
    }

    /** Two result files starting at {@code args[i]}; reading them checks them. */
    private static Calibration.Input input(String[] args, int i, String option, double trueRatio) {
        String a = value(args, i, option + " (two result files)");
        String b = value(args, i + 1, option + " (two result files)");
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

    static String render(List<Calibration> cs, boolean markdown) {
        List<String[]> rows = new ArrayList<>();
        Calibration first = cs.get(0);
        String[] head = new String[cs.size() + 1];
        head[0] = "";
        for (int k = 0; k < cs.size(); k++) {
            head[k + 1] = cs.get(k).estimator().option;
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
            rows.add(section("known effects: time ratio [95% interval]; 'misses' if it excludes the truth", cs.size()));
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
            for (int k = 0; k < cs.size(); k++) {
                all[k + 1] = cs.get(k).knownContained() + " of " + cs.get(k).known().size();
            }
            rows.add(all);
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
            sb.append(markdown ? "- " : "").append(c.estimator().option).append(": ")
                    .append(c.estimator().description).append('\n');
        }
        sb.append('\n');
        if (markdown) {
            sb.append("| ").append(String.join(" | ", head)).append(" |\n|");
            for (int k = 0; k < head.length; k++) {
                sb.append(k == 0 ? "---|" : "---:|");
            }
            sb.append('\n');
            rows.forEach(r -> sb.append("| ").append(String.join(" | ",
                    java.util.Arrays.stream(r).map(x -> Escape.line(x).replace("|", "\\|").strip()).toList())).append(" |\n"));
        } else {
            int[] width = new int[head.length];
            List<String[]> all = new ArrayList<>();
            all.add(head);
            all.addAll(rows);
            all.forEach(r -> {
                for (int k = spans(r) ? 1 : 0; k < r.length; k++) {
                    width[k] = Math.max(width[k], r[k].length());
                }
            });
            for (String[] r : all) {
                if (spans(r)) {
                    sb.append(Escape.line(r[0])).append('\n');
                    continue;
                }
                StringBuilder line = new StringBuilder(String.format("%-" + width[0] + "s", Escape.line(r[0])));
                for (int k = 1; k < r.length; k++) {
                    line.append("  ").append(String.format("%" + width[k] + "s", r[k]));
                }
                sb.append(line.toString().stripTrailing()).append('\n');
            }
        }
        return sb.toString();
    }

    /** A line naming the run of item {@code p} when it differs from the previous item's. */
    private static <T> void runLine(List<String[]> rows, List<T> items, int p,
                                    java.util.function.Function<T, String> run, int estimators) {
        String name = run.apply(items.get(p));
        if (p == 0 || !name.equals(run.apply(items.get(p - 1)))) {
            rows.add(section("  " + name, estimators));
        }
    }

    /** A title line: text in the first cell only, which may run over the other columns. */
    private static boolean spans(String[] r) {
        return java.util.Arrays.stream(r).skip(1).allMatch(String::isEmpty);
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

    private static String value(String[] args, int i, String option) {
        if (i >= args.length || args[i].startsWith("--")) {
            throw bad(option + " needs a value");
        }
        return args[i];
    }

    private static WrongArgumentException bad(String message) {
        return new WrongArgumentException(message + "; run 'calibration --help' for usage");
    }
}
