package serbench.render;

import serbench.compare.Calibration;
import serbench.compare.RunAgreement;
import serbench.stats.Statistics;
import serbench.text.Cells;
import serbench.text.Escape;
import serbench.text.TextTable;
import serbench.text.TextWidth;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * How {@code calibration} writes what it found: how often A/A pairs were called different, how often known effects'
 * intervals held the true ratio, how wide the intervals were, and how two runs of the same code agreed, per estimator
 * and metric.
 */
public final class CalibrationView {

    private CalibrationView() {
    }

    /**
     * One column per estimator (and metric), one row per A/A pair, known effect and precision pair, with the totals
     * and their intervals; markdown or a text table within {@code width}.
     */
    public static String render(List<Calibration> cs, boolean markdown, int width) {
        boolean metrics = cs.stream().map(Calibration::measure).distinct().count() > 1;
        String whole = table(cs, markdown, width, metrics);
        if (markdown || cs.size() < 2 || whole.lines().allMatch(l -> l.length() <= width)) {
            return whole;
        }
        // too wide for the text width: one table per metric, and a metric's estimators split in halves if need be
        List<List<Calibration>> parts = new ArrayList<>();
        cs.stream().map(Calibration::measure).distinct().forEach(m -> parts.add(cs.stream()
                .filter(c -> c.measure() == m).toList()));
        StringBuilder sb = new StringBuilder();
        for (List<Calibration> part : parts) {
            sb.append(sb.length() == 0 ? "" : "\n").append(narrow(part, width, metrics));
        }
        return sb.toString();
    }

    /** One metric's table within {@code width}, its estimators split in halves until each part fits (or is one). */
    private static String narrow(List<Calibration> cs, int width, boolean metrics) {
        String t = table(cs, false, width, metrics);
        if (cs.size() < 2 || t.lines().allMatch(l -> l.length() <= width)) {
            return t;
        }
        int half = cs.size() / 2;
        return narrow(cs.subList(0, half), width, metrics) + "\n" + narrow(cs.subList(half, cs.size()), width, metrics);
    }

    /** The legend and one table; {@code metrics}: the columns' heads name the metric as well as the estimator. */
    private static String table(List<Calibration> cs, boolean markdown, int width, boolean metrics) {
        List<String[]> rows = new ArrayList<>();
        Calibration first = cs.get(0);
        String[] head = new String[cs.size() + 1];
        head[0] = "";
        for (int k = 0; k < cs.size(); k++) {
            head[k + 1] = metrics ? cs.get(k).measure().option() + " " + cs.get(k).estimator().option
                    : cs.get(k).estimator().option;
        }
        if (!first.aa().isEmpty()) {
            rows.add(section("A/A: rows called different at p < 0.05 (none truly changed)", cs.size()));
            for (int p = 0; p < first.aa().size(); p++) {
                runLine(rows, first.aa(), p, Calibration.Pair::run, cs.size());
                String[] r = new String[cs.size() + 1];
                r[0] = "    " + first.aa().get(p).label() + " (host: " + first.aa().get(p).host() + ")";
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
                double[] ci = Statistics.binomialInterval(in, n, 0.95);
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
                r[0] = "    " + pair.label() + " (" + pair.rows() + " rows; host: " + pair.host() + ")";
                for (int k = 0; k < cs.size(); k++) {
                    double w = cs.get(k).precision().get(p).medianWidth() * 100;
                    r[k + 1] = Double.isFinite(w) ? String.format(Locale.ROOT, "%.1f (±%.1f%%)", w, w / 2) : "n/a";
                }
                rows.add(r);
            }
        }
        if (!first.runs().isEmpty()) {
            rows.add(section("run against run: between-run SD over SE, pooled (same design if the SEs are right:"
                    + " median, 95% quantile); ratios beyond 1.96 SE (expected)", cs.size()));
            for (int p = 0; p < first.runs().size(); p++) {
                RunAgreement one = first.runs().get(p);
                String[] r = new String[cs.size() + 1];
                String[] b = new String[cs.size() + 1];
                r[0] = "    " + one.runA() + " vs " + one.runB() + " (" + one.ratios().size() + " ratios)";
                b[0] = "      beyond 1.96 SE";
                for (int k = 0; k < cs.size(); k++) {
                    RunAgreement a = cs.get(k).runs().get(p);
                    r[k + 1] = ratio2(a.pooled()) + " (" + ratio2(a.nullMedian()) + ", " + ratio2(a.null95()) + ")";
                    b[k + 1] = a.beyond() + " of " + a.ratios().size() + " (" + percent(a.nullBeyond()) + ")";
                }
                rows.add(r);
                rows.add(b);
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
            sb.append("| ").append(String.join(" | ", Arrays.stream(head).map(Escape::markdown).toList()))
                    .append(" |\n|");
            for (int k = 0; k < head.length; k++) {
                sb.append(k == 0 ? "---|" : "---:|");
            }
            sb.append('\n');
            rows.forEach(r -> sb.append("| ").append(String.join(" | ",
                    Arrays.stream(r).map(x -> Escape.markdown(x.strip())).toList())).append(" |\n"));
        } else {
            sb.append(TextTable.render(head, rows.toArray(String[][]::new), 1, head.length, width));
        }
        return sb.toString();
    }

    /** A line naming the run of item {@code p} when it differs from the previous item's. */
    private static <T> void runLine(List<String[]> rows, List<T> items, int p,
                                    Function<T, String> run, int estimators) {
        String name = run.apply(items.get(p));
        if (p == 0 || !name.equals(run.apply(items.get(p - 1)))) {
            rows.add(section("  " + name, estimators));
        }
    }

    private static String[] section(String title, int estimators) {
        String[] r = new String[estimators + 1];
        Arrays.fill(r, "");
        r[0] = title;
        return r;
    }

    /** A share as a percentage to one decimal, "n/a" when unknown (also SteadinessView's). */
    static String percent(double x) {
        return Double.isFinite(x) ? Cells.plain(Math.round(x * 1000) / 10.0) + "%" : "n/a";
    }

    private static String ratio2(double x) {
        return Double.isFinite(x) ? String.format(Locale.ROOT, "%.2f", x) : "n/a";
    }

    private static String ratio3(double x) {
        return Double.isFinite(x) ? String.format(Locale.ROOT, "%.3f", x) : "n/a";
    }

}
