package serbench.render.html;

import serbench.compare.Change;
import serbench.compare.Comparison;
import serbench.compare.Direction;
import serbench.compare.Estimate;
import serbench.compare.FileComparison;
import serbench.compare.Note;
import serbench.compare.Row;
import serbench.results.Metric;
import serbench.results.ResultFile;
import serbench.results.Run;
import serbench.results.RunRecord;
import serbench.results.Scores;
import serbench.stats.Interval;
import serbench.text.Cells;
import serbench.answer.Answer;
import serbench.compare.Estimator;
import serbench.results.ReportInputs;
import serbench.render.AnswerView;
import serbench.render.ReportTables;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The charts of {@code report}, built from the suite's own statistics: per model × operation the formats side by side
 * (time as the estimator's centre of the fork values with its 95% interval, {@link Estimate#centre}; B/op beside it), the sizes of
 * the run's inputs in the run's formats as its manifest recorded them ({@link RunRecord#sizes}: computed by the codecs
 * when the run started, not measured), and per profile after the first its change against the first
 * ({@link Comparison}: paired by round when the run's manifest aligns the forks, as {@code compare} does).
 */
public final class ReportCharts {

    /**
     * One chart: the file its SVG is written to, the page section it belongs to, its title, the SVG, the same drawn
     * for a phone ({@link BarChart#narrow}, {@link ForestPlot#narrow}: the page shows it on a narrow screen), and the
     * numbers it draws as CSV (written beside it, {@link #dataFile}).
     */
    public record Chart(String file, String section, String title, String svg, String narrow, Csv data) {

        /** The CSV file's name: the SVG's with {@code .csv}. */
        public String dataFile() {
            return file.substring(0, file.length() - ".svg".length()) + ".csv";
        }
    }

    public static final String ANSWER = "The answer: each format's time as times the fastest";
    public static final String FORMATS = "Time and allocation per operation";
    public static final String SIZES = "Sizes";
    public static final String PROFILES = "Profiles";

    /** What the page says where the size charts would be when the run did not record its sizes. */
    public static final String SIZES_NOT_RECORDED = "sizes: not recorded by this run (runs made before 'run' recorded the"
            + " sizes of its inputs in manifest.json did not record them); 'java -jar target/benchmarks.jar sizes'"
            + " prints today's";

    private ReportCharts() {
    }

    /** The most operation charts a report draws: a page of thousands is read by no one and costs gigabytes. */
    public static final int MAX_OPERATION_CHARTS = 200;
    /** The most rows a change chart draws (the largest changes); its CSV keeps every row. */
    public static final int MAX_CHANGE_ROWS = 300;

    /**
     * The report's charts; what it leaves out to stay within {@link #MAX_OPERATION_CHARTS} and
     * {@link #MAX_CHANGE_ROWS} goes to {@code leftOut}, one line each, for the page's warnings.
     */
    public static List<Chart> of(ReportInputs in, Comparison comparison, java.util.function.Consumer<String> leftOut) {
        List<Chart> charts = new ArrayList<>();
        FileNames names = new FileNames();
        Estimator estimator = comparison == null ? Estimator.DEFAULT
                : comparison.estimator();
        answer(in, estimator, charts, names);
        operations(in, estimator, charts, names, leftOut);
        sizes(in, charts, names);
        if (comparison != null) {
            profiles(in, comparison, charts, names, leftOut);
        }
        return charts;
    }

    /**
     * One chart per model × operation (benchmark method; the methods of a class when they have no format), titled by
     * the benchmark and its model, its other params as {@code name=value} in the subtitle: each row's time as
     * {@code estimator}'s centre ({@link Estimate#centre}, the value the answer's table shows) and its B/op. They print
     * no ratio: how two formats relate is the answer's figure alone ({@link #answer}).
     */
    private static void operations(ReportInputs in, Estimator estimator, List<Chart> charts,
                                   FileNames names, java.util.function.Consumer<String> leftOut) {
        ResultFile base = in.files().get(0);
        Map<String, List<Run>> groups = new LinkedHashMap<>();
        Map<String, String> titles = new LinkedHashMap<>();
        Map<String, String> fileNames = new LinkedHashMap<>();
        Map<String, String> params = new LinkedHashMap<>();
        for (Run r : base.runs()) {
            String model = r.params().getOrDefault("model", "");
            boolean byFormat = r.params().containsKey("format");
            String operation = shortBenchmark(r.benchmark(), !byFormat);
            // the file name as before (README links it): model · operation and the params that are not defaults
            StringBuilder file = new StringBuilder(model.isEmpty() ? "" : model + " \u00b7 ").append(operation);
            StringBuilder title = new StringBuilder(operation).append(model.isEmpty() ? "" : " model=" + model);
            StringBuilder others = new StringBuilder();
            r.params().forEach((k, v) -> {
                if (!k.equals("format") && !k.equals("model")) {
                    others.append(k).append('=').append(v).append("; ");
                }
                if (!k.equals("model") && !k.equals("format") && !(k.equals("input") && v.equals("default"))) {
                    file.append(' ').append(k).append('=').append(v);
                }
            });
            if (!r.mode().equals("avgt")) {
                title.append(" (").append(r.mode()).append(')');
                file.append(" (").append(r.mode()).append(')');
            }
            String key = file + "\u0000" + r.primary().unit();
            groups.computeIfAbsent(key, k -> new ArrayList<>()).add(r);
            titles.put(key, title.toString());
            params.put(key, others.toString());
            fileNames.put(key, file.toString());
        }
        // models in order of first appearance, each model's operations in file order
        List<String> keys = new ArrayList<>(groups.keySet());
        List<String> models = new ArrayList<>(new LinkedHashSet<>(keys.stream()
                .map(k -> groups.get(k).get(0).params().getOrDefault("model", "")).toList()));
        keys.sort((a, b) -> Integer.compare(models.indexOf(groups.get(a).get(0).params().getOrDefault("model", "")),
                models.indexOf(groups.get(b).get(0).params().getOrDefault("model", ""))));
        for (String key : keys.subList(0, Math.min(keys.size(), MAX_OPERATION_CHARTS))) {
            operation(in, estimator, groups.get(key), titles.get(key), params.get(key), fileNames.get(key), charts,
                    names);
        }
        if (keys.size() > MAX_OPERATION_CHARTS) {
            leftOut.accept("the report draws " + MAX_OPERATION_CHARTS + " operation charts, the first in the file's"
                    + " order; " + (keys.size() - MAX_OPERATION_CHARTS) + " more operations are not drawn (answer and"
                    + " compare print every row)");
        }
    }

    private static void operation(ReportInputs in, Estimator estimator, List<Run> runs, String title,
                                  String params, String fileName, List<Chart> charts, FileNames names) {
        boolean alloc = runs.stream().anyMatch(r -> r.allocation() != null);
        boolean byFormat = runs.stream().allMatch(r -> r.params().containsKey("format"));
        String unit = runs.get(0).primary().unit();
        List<Estimate> times = runs.stream().map(r -> time(r, estimator)).toList();
        Scale scale = Scale.of(unit, times.stream().filter(e -> e != null)
                .mapToDouble(e -> e.centre().estimate()).max().orElse(Double.NaN));
        String labelHeader = byFormat ? "format" : "method";
        List<String> header = new ArrayList<>(List.of("benchmark", labelHeader, "mode", "forks", "time (" + unit + ")",
                "time 95% lo", "time 95% hi"));
        if (alloc) {
            header.addAll(List.of("B/op", "B/op 95% lo", "B/op 95% hi"));
        }
        Csv csv = new Csv(header);
        List<BarChart.Row> rows = new ArrayList<>();
        int minForks = Integer.MAX_VALUE;
        int maxForks = 0;
        for (int i = 0; i < runs.size(); i++) {
            Run r = runs.get(i);
            Estimate t = times.get(i);
            String label = byFormat ? r.params().get("format") : method(r.benchmark());
            List<BarChart.Bar> bars = new ArrayList<>();
            bars.add(t == null ? BarChart.Bar.plain(Double.NaN, "no measurement")
                    : BarChart.Bar.of(t.centre(), scaled(t)));
            minForks = Math.min(minForks, r.primary().forks().size());
            maxForks = Math.max(maxForks, r.primary().forks().size());
            Estimate a = alloc ? allocation(r) : null;
            if (alloc) {
                bars.add(a == null ? BarChart.Bar.plain(Double.NaN, "not measured")
                        : BarChart.Bar.of(a.mean(), bytes(a.mean().estimate()) + " B"));
            }
            String tooltip = r.benchmark() + " " + r.params() + (t == null ? "" : "\n" + ReportTables.score(t) + " " + unit);
            rows.add(new BarChart.Row(label, bars, tooltip));
            List<Object> record = new ArrayList<>(List.of(r.benchmark(), label, r.mode(), r.primary().forks().size()));
            record.addAll(interval(t == null ? null : t.centre()));
            if (alloc) {
                record.addAll(interval(a == null ? null : a.mean()));
            }
            csv.add(record);
        }
        List<BarChart.Panel> panels = new ArrayList<>(List.of(new BarChart.Panel("time, " + scale.unit()
                + (scale.unit().equals(unit) ? "" : "/op"), scale.divisor())));
        if (alloc) {
            panels.add(BarChart.Panel.of("allocated, B/op"));
        }
        String forks = minForks == maxForks ? String.valueOf(minForks) : minForks + "\u2013" + maxForks;
        String subtitle = params + "profile " + in.profiles().get(0) + "; " + forks + " forks; time: "
                + estimator.sideWords() + ", 95% interval";
        add(charts, names, "time-" + fileName, FORMATS, title, BarChart.render(title, subtitle, labelHeader, panels, rows),
                BarChart.narrow(title, subtitle, labelHeader, panels, rows), csv);
    }

    /**
     * The answer view ({@link serbench.answer.Answer}) of the first file as the page's first charts, one per model:
     * per operation, each format's time as times the fastest with the 95% interval {@code compare --between} gives;
     * none when the file does not measure two formats side by side.
     */
    private static void answer(ReportInputs in, Estimator estimator, List<Chart> charts,
                               FileNames names) {
        ResultFile base = in.files().get(0);
        if (!Answer.setsSideBySide(base, Answer.FORMAT)) {
            return;
        }
        Answer a;
        try {
            a = Answer.of(base, Answer.FORMAT, null, estimator, false);
        } catch (RuntimeException notComparable) {
            return; // the rows of its formats share no benchmark: the per-operation charts still show them
        }
        Map<String, List<Answer.Group>> byModel = new LinkedHashMap<>();
        a.groups().forEach(g -> byModel.computeIfAbsent(g.model(), m -> new ArrayList<>()).add(g));
        byModel.forEach((model, groups) -> {
            Csv csv = new Csv(List.of("model", "operation", "format", "times fastest", "95% lo", "95% hi", "verdict"));
            List<BarChart.Row> rows = new ArrayList<>();
            for (Answer.Group g : groups) {
                String operation = g.operation() + (g.otherParams().isEmpty() ? "" : " " + g.otherParams());
                for (Answer.Entry e : g.entries()) {
                    Interval ratio = e.isReference(g) ? new Interval(1, Double.NaN, Double.NaN) : e.slowdown();
                    String verdict = e.isReference(g) ? "fastest" : ratio == null ? "not compared"
                            : e.resolved() ? "slower" : "not resolved";
                    String text = AnswerView.ratio(e, g);
                    rows.add(new BarChart.Row(operation + " \u00b7 " + e.value(), List.of(ratio == null
                            ? BarChart.Bar.plain(Double.NaN, "n/a") : BarChart.Bar.of(ratio, text)),
                            g.benchmark() + " " + g.params() + " " + e.value()));
                    csv.add(java.util.Arrays.asList(model, operation, e.value(), ratio == null ? null : ratio.estimate(),
                            ratio == null || !ratio.hasBounds() ? null : ratio.lo(),
                            ratio == null || !ratio.hasBounds() ? null : ratio.hi(), verdict));
                }
            }
            String title = "model=" + model + ": times the fastest format";
            String subtitle = "95% intervals as compare gives them; ?: not resolved; profile " + in.profiles().get(0);
            List<BarChart.Panel> panels = List.of(BarChart.Panel.of("times the fastest"));
            add(charts, names, "answer-" + model, ANSWER, title,
                    BarChart.render(title, subtitle, "operation \u00b7 format", panels, rows),
                    BarChart.narrow(title, subtitle, "operation \u00b7 format", panels, rows), csv);
        });
    }

    /** A row's time estimate as {@code estimator} takes it; null when it has no usable measurement. */
    private static Estimate time(Run r, Estimator estimator) {
        String problem = r.primary().forks().isEmpty() ? "no finite values" : Scores.problem(r.primary());
        return problem != null ? null
                : Estimate.of(estimator.summarise(r.primary()), Change.CONFIDENCE, estimator.trim);
    }

    /** A row's B/op estimate; null when it has none. */
    private static Estimate allocation(Run r) {
        Metric m = r.allocation();
        if (m == null || m.forks().isEmpty() || Scores.allocationProblem(m) != null) {
            return null;
        }
        return Estimate.of(m, Change.CONFIDENCE);
    }

    /** An estimate and its interval as CSV values (empty without an estimate or interval). */
    private static List<Object> interval(Interval i) {
        List<Object> out = new ArrayList<>();
        out.add(i == null ? null : i.estimate());
        out.add(i == null || !i.hasBounds() ? null : i.lo());
        out.add(i == null || !i.hasBounds() ? null : i.hi());
        return out;
    }

    /** A time as a reader reads it: {@code 447.8 µs ±2.1%} (the centre and its interval). */
    private static String scaled(Estimate e) {
        String centre = Scale.of(e.unit(), e.centre().estimate()).text(e.centre().estimate());
        return e.centre().degenerate(false) ? centre : centre + " \u00b1" + Cells.percent(e.centreHalfWidth() * 100);
    }

    /** The meaning of each note the change charts mark with {@code *}, as {@code code: meaning}; empty without any. */
    public static List<String> noteMeanings(Comparison comparison) {
        return comparison == null ? List.of() : new ReportTables(comparison).legend();
    }

    /**
     * What the page says in place of the size charts, per section: that the run did not record its sizes, when its
     * files name models (so size charts would be drawn) but its manifest has none.
     */
    public static Map<String, String> notes(ReportInputs in) {
        boolean models = in.files().get(0).runs().stream().anyMatch(r -> r.params().containsKey("model"));
        return models && recordedSizes(in) == null ? Map.of(SIZES, SIZES_NOT_RECORDED) : Map.of();
    }

    /** The sizes the run's manifest recorded; null when there is no manifest or it has none. */
    private static List<RunRecord.Size> recordedSizes(ReportInputs in) {
        return in.manifest() == null ? null : in.manifest().sizes();
    }

    /** One chart per model the run recorded sizes for: raw and gzip bytes of each input in each of its formats. */
    private static void sizes(ReportInputs in, List<Chart> charts, FileNames names) {
        Map<String, List<BarChart.Row>> byModel = new LinkedHashMap<>();
        Map<String, Csv> data = new LinkedHashMap<>();
        for (RunRecord.Size s : RunRecord.orEmpty(recordedSizes(in))) {
            if (s == null || s.model() == null || s.bytes() == null || s.gzipBytes() == null) {
                continue;
            }
            byModel.computeIfAbsent(s.model(), m -> new ArrayList<>()).add(new BarChart.Row(
                    s.input() + " \u00b7 " + s.format(), List.of(
                    BarChart.Bar.plain(s.bytes(), bytes(s.bytes()) + " B"),
                    BarChart.Bar.plain(s.gzipBytes(), bytes(s.gzipBytes()) + " B")), null));
            data.computeIfAbsent(s.model(), m -> new Csv(List.of("model", "input", "format", "bytes", "gzip bytes")))
                    .add(List.of(s.model(), String.valueOf(s.input()), String.valueOf(s.format()), s.bytes(),
                            s.gzipBytes()));
        }
        byModel.forEach((model, rows) -> {
            String title = "model=" + model + " \u00b7 serialized size";
            String subtitle = "the run's inputs, computed when the run started, not measured";
            List<BarChart.Panel> panels = List.of(BarChart.Panel.of("raw, bytes"), BarChart.Panel.of("gzip, bytes"));
            add(charts, names, "sizes-" + model, SIZES, title,
                    BarChart.render(title, subtitle, "input \u00b7 format", panels, rows),
                    BarChart.narrow(title, subtitle, "input \u00b7 format", panels, rows), data.get(model));
        });
    }

    /** Per profile after the first: its time and allocation change against the first, as forest plots. */
    private static void profiles(ReportInputs in, Comparison c, List<Chart> charts, FileNames names,
                                 java.util.function.Consumer<String> leftOut) {
        ReportTables t = new ReportTables(c);
        for (int i = 0; i < c.against().size(); i++) {
            FileComparison f = c.against().get(i);
            String profile = in.profiles().get(i + 1);
            String vs = profile + " vs " + in.profiles().get(0);
            long paired = f.rows().stream().filter(r -> r.compared() && r.change().paired()).count();
            String how = paired > 0 ? "paired (" + paired + " of " + f.rows().size() + " rows)" : "unpaired (Welch)";
            String title = vs + " \u00b7 time";
            List<ForestPlot.Entry> allSpeed = HtmlReport.speedEntries(t, f);
            List<ForestPlot.Entry> speed = largest(allSpeed);
            String subtitle = "speed change, 95% interval, " + how + drawn(allSpeed, title, leftOut);
            add(charts, names, "change-time-" + profile, PROFILES, title,
                    titled(ForestPlot.render(speed, "slower", "faster"), title, subtitle, false),
                    titled(ForestPlot.narrow(speed, "slower", "faster"), title, subtitle, true), changes(t, f, false));
            if (f.rows().stream().anyMatch(Row::hasAllocation)) {
                String allocTitle = vs + " \u00b7 allocation";
                List<ForestPlot.Entry> all = HtmlReport.allocEntries(t, f);
                List<ForestPlot.Entry> alloc = largest(all);
                String allocSubtitle = "B/op change, 95% interval, " + how + drawn(all, allocTitle, leftOut);
                add(charts, names, "change-alloc-" + profile, PROFILES, allocTitle,
                        titled(ForestPlot.render(alloc, "fewer bytes", "more bytes"), allocTitle, allocSubtitle, false),
                        titled(ForestPlot.narrow(alloc, "fewer bytes", "more bytes"), allocTitle, allocSubtitle, true),
                        changes(t, f, true));
            }
        }
    }

    /** A forest plot under its title band, for a wide screen or a phone ({@code narrow}). */
    private static String titled(String forest, String title, String subtitle, boolean narrow) {
        return Svg.titled(forest, title, subtitle, BarChart.TITLE_FONT, BarChart.FONT,
                narrow ? BarChart.NARROW : BarChart.WIDTH, narrow);
    }

    /**
     * At most {@link #MAX_CHANGE_ROWS} entries: those of the largest changes (furthest from no change on a log
     * scale, rows without a ratio last), in their own order.
     */
    private static List<ForestPlot.Entry> largest(List<ForestPlot.Entry> entries) {
        if (entries.size() <= MAX_CHANGE_ROWS) {
            return entries;
        }
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < entries.size(); i++) {
            order.add(i);
        }
        order.sort(java.util.Comparator.comparingDouble((Integer i) -> {
            Interval r = entries.get(i).ratio();
            double size = r == null ? Double.NaN : Math.abs(Math.log(r.estimate()));
            return Double.isFinite(size) ? -size : Double.POSITIVE_INFINITY;
        }));
        Set<Integer> kept = new HashSet<>(order.subList(0, MAX_CHANGE_ROWS));
        List<ForestPlot.Entry> out = new ArrayList<>();
        for (int i = 0; i < entries.size(); i++) {
            if (kept.contains(i)) {
                out.add(entries.get(i));
            }
        }
        return out;
    }

    /** The subtitle's note when a change chart draws part of its rows; the same said to {@code leftOut}. */
    private static String drawn(List<ForestPlot.Entry> entries, String title, java.util.function.Consumer<String> leftOut) {
        if (entries.size() <= MAX_CHANGE_ROWS) {
            return "";
        }
        leftOut.accept(title + ": the chart draws the " + MAX_CHANGE_ROWS + " largest changes of " + entries.size()
                + " rows; its CSV has every row");
        return "; the " + MAX_CHANGE_ROWS + " largest of " + entries.size() + " rows (CSV: all)";
    }

    /**
     * A forest plot's data: per row its label, the ratio with its 95% interval (speed: the gain, + faster; allocation:
     * the ratio of bytes), the p value, whether the change is significant after Holm, and the verdict the chart's colour
     * shows, as a word.
     */
    private static Csv changes(ReportTables t, FileComparison f, boolean alloc) {
        Csv csv = new Csv(List.of("row", "benchmark", "params", "mode", alloc ? "B/op ratio" : "speed gain",
                "95% lo", "95% hi", "p", "paired", "significant after Holm", "verdict", "notes"));
        List<ForestPlot.Entry> entries = alloc ? HtmlReport.allocEntries(t, f) : HtmlReport.speedEntries(t, f);
        int e = 0;
        for (Row r : f.rows()) {
            if (alloc && !r.hasAllocation()) {
                continue;
            }
            ForestPlot.Entry entry = entries.get(e++);
            Change ch = alloc ? r.allocChange() : r.change();
            List<Object> record = new ArrayList<>(List.of(entry.label(), r.key().benchmark(),
                    String.join(" ", r.key().params().entrySet().stream().map(p -> p.getKey() + "=" + p.getValue())
                            .toList()), r.key().mode()));
            if (ch == null) {
                record.addAll(java.util.Arrays.asList(null, null, null, null, null, null));
            } else {
                Interval ratio = entry.ratio();
                record.add(ratio.estimate());
                record.add(ratio.hasBounds() ? ratio.lo() : null);
                record.add(ratio.hasBounds() ? ratio.hi() : null);
                record.add(Double.isNaN(ch.p()) ? null : ch.p());
                record.add(ch.paired());
                record.add(alloc ? r.allocSignificant() : r.significant());
            }
            record.add(verdict(r, alloc));
            record.add(String.join(" ", r.notes().stream().map(Note::code).toList()));
            csv.add(record);
        }
        return csv;
    }

    /**
     * A row's verdict as one word: {@code faster}/{@code slower} ({@code fewer bytes}/{@code more bytes}) when
     * significant after Holm, {@code same} for an allocation change within the tolerance, else {@code inconclusive};
     * {@code not compared} without a change.
     */
    private static String verdict(Row r, boolean alloc) {
        Change ch = alloc ? r.allocChange() : r.change();
        if (ch == null) {
            return "not compared";
        }
        if (alloc) {
            return r.allocWithinTolerance() ? "same" : !r.allocSignificant() ? "inconclusive"
                    : ch.ratio().estimate() > 1 ? "more bytes" : "fewer bytes";
        }
        return !r.significant() ? "inconclusive" : ch.gain().estimate() > 1 ? "faster" : "slower";
    }

    private static void add(List<Chart> charts, FileNames names, String name, String section, String title, String svg,
                            String narrow, Csv data) {
        charts.add(new Chart(names.next(name), section, title, svg, narrow, data));
    }

    /**
     * The charts' file names, each unique even on a file system that ignores case: {@link #fileName} of the chart's
     * name and {@code .svg}, and when that is taken, {@code -2}, {@code -3}... before it. A counter per name remembers
     * the last number used, so that thousands of charts whose names share their first 100 characters are named in
     * linear time (trying 2, 3, ... from the start each time was quadratic: 84 s for 20,000 such charts).
     */
    public static final class FileNames {

        private final Set<String> taken = new HashSet<>();
        private final Map<String, Integer> lastNumber = new HashMap<>();
        private long tries;

        /** The file name of the next chart called {@code name}. */
        public String next(String name) {
            String base = fileName(name);
            String key = base.toLowerCase(Locale.ROOT);
            tries++;
            if (taken.add(key + ".svg")) {
                return base + ".svg";
            }
            int n = lastNumber.getOrDefault(key, 1);
            do {
                n++;
                tries++;
            } while (!taken.add(key + "-" + n + ".svg"));
            lastNumber.put(key, n);
            return base + "-" + n + ".svg";
        }

        /**
         * How many names were tried so far: fewer than three per name given, whatever the names (a taken name fails
         * one try at most: only one name and number make it).
         */
        public long tries() {
            return tries;
        }
    }

    /** A safe file name: letters, digits, dot, dash and underscore only, at most 100 characters. */
    public static String fileName(String s) {
        String safe = s.replace(" \u00b7 ", "-").replaceAll("[^A-Za-z0-9._-]+", "_").replaceAll("^[._]+", "");
        return safe.length() > 100 ? safe.substring(0, 100) : safe.isEmpty() ? "chart" : safe;
    }

    /** {@code Class.method}, or {@code Class} alone when {@code classOnly}. */
    private static String shortBenchmark(String benchmark, boolean classOnly) {
        int method = benchmark.lastIndexOf('.');
        int cls = method > 0 ? benchmark.lastIndexOf('.', method - 1) : -1;
        return classOnly && method > 0 ? benchmark.substring(cls + 1, method) : benchmark.substring(cls + 1);
    }

    private static String method(String benchmark) {
        return benchmark.substring(benchmark.lastIndexOf('.') + 1);
    }

    public static String bytes(double b) {
        return String.format(Locale.ROOT, "%,d", Math.round(b));
    }
}
