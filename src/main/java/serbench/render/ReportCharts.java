package serbench.render;

import serbench.compare.Change;
import serbench.compare.Comparison;
import serbench.compare.Estimate;
import serbench.compare.FileComparison;
import serbench.compare.Row;
import serbench.results.Metric;
import serbench.results.ResultFile;
import serbench.results.Run;
import serbench.results.RunRecord;
import serbench.results.Scores;

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
 * (time as the mean of fork means with its 95% Student-t interval, {@link Estimate}; B/op beside it), the sizes of
 * the run's inputs in the run's formats as its manifest recorded them ({@link RunRecord#sizes}: computed by the codecs
 * when the run started, not measured), and per profile after the first its change against the first
 * ({@link Comparison}: paired by round when the run's manifest aligns the forks, as {@code compare} does).
 */
public final class ReportCharts {

    /** One chart: the file it is written to, the page section it belongs to, and the SVG. */
    public record Chart(String file, String section, String title, String svg) {
    }

    static final String FORMATS = "Time and allocation per operation";
    static final String SIZES = "Sizes";
    static final String PROFILES = "Profiles";

    /** What the page says where the size charts would be when the run did not record its sizes. */
    static final String SIZES_NOT_RECORDED = "sizes: not recorded by this run (runs made before 'run' recorded the"
            + " sizes of its inputs in manifest.json did not record them); 'java -jar target/benchmarks.jar sizes'"
            + " prints today's";

    private ReportCharts() {
    }

    public static List<Chart> of(ReportInputs in, Comparison comparison) {
        List<Chart> charts = new ArrayList<>();
        FileNames names = new FileNames();
        operations(in, charts, names);
        sizes(in, charts, names);
        if (comparison != null) {
            profiles(in, comparison, charts, names);
        }
        return charts;
    }

    /** One chart per model × operation (benchmark method; the methods of a class when they have no format). */
    private static void operations(ReportInputs in, List<Chart> charts, FileNames names) {
        ResultFile base = in.files().get(0);
        Map<String, List<Run>> groups = new LinkedHashMap<>();
        Map<String, String> titles = new LinkedHashMap<>();
        for (Run r : base.runs()) {
            String model = r.params().getOrDefault("model", "");
            boolean byFormat = r.params().containsKey("format");
            String operation = shortBenchmark(r.benchmark(), !byFormat);
            StringBuilder title = new StringBuilder(model.isEmpty() ? "" : model + " \u00b7 ").append(operation);
            r.params().forEach((k, v) -> {
                if (!k.equals("model") && !k.equals("format") && !(k.equals("input") && v.equals("default"))) {
                    title.append(' ').append(k).append('=').append(v);
                }
            });
            if (!r.mode().equals("avgt")) {
                title.append(" (").append(r.mode()).append(')');
            }
            String key = title + "\u0000" + r.primary().unit();
            groups.computeIfAbsent(key, k -> new ArrayList<>()).add(r);
            titles.put(key, title.toString());
        }
        // models in order of first appearance, each model's operations in file order
        List<String> keys = new ArrayList<>(groups.keySet());
        List<String> models = new ArrayList<>(new LinkedHashSet<>(keys.stream()
                .map(k -> groups.get(k).get(0).params().getOrDefault("model", "")).toList()));
        keys.sort((a, b) -> Integer.compare(models.indexOf(groups.get(a).get(0).params().getOrDefault("model", "")),
                models.indexOf(groups.get(b).get(0).params().getOrDefault("model", ""))));
        for (String key : keys) {
            List<Run> runs = groups.get(key);
            boolean alloc = runs.stream().anyMatch(r -> r.allocation() != null);
            List<BarChart.Row> rows = new ArrayList<>();
            int minForks = Integer.MAX_VALUE;
            int maxForks = 0;
            for (Run r : runs) {
                String label = r.params().containsKey("format") ? r.params().get("format") : method(r.benchmark());
                List<BarChart.Bar> bars = new ArrayList<>();
                bars.add(timeBar(r));
                minForks = Math.min(minForks, r.primary().forks().size());
                maxForks = Math.max(maxForks, r.primary().forks().size());
                if (alloc) {
                    bars.add(allocBar(r));
                }
                rows.add(new BarChart.Row(label, bars, r.benchmark() + " " + r.params()));
            }
            String unit = runs.get(0).primary().unit();
            List<String> panels = new ArrayList<>(List.of("time, " + unit));
            if (alloc) {
                panels.add("allocated, B/op");
            }
            String forks = minForks == maxForks ? String.valueOf(minForks) : minForks + "\u2013" + maxForks;
            String subtitle = "profile " + in.profiles().get(0) + "; mean of " + forks + " fork means, whisker: 95% interval"
                    + (alloc ? "; B/op: gc.alloc.rate.norm" : "");
            String title = titles.get(key);
            add(charts, names, "time-" + title, FORMATS, title, BarChart.render(title, subtitle, panels, rows));
        }
    }

    private static BarChart.Bar timeBar(Run r) {
        String problem = r.primary().forks().isEmpty() ? "no finite values" : Scores.problem(r.primary());
        if (problem != null) {
            return BarChart.Bar.plain(Double.NaN, "no measurement");
        }
        Estimate e = Estimate.of(r.primary(), Change.CONFIDENCE);
        return BarChart.Bar.of(e.mean(), ReportTables.score(e));
    }

    private static BarChart.Bar allocBar(Run r) {
        Metric m = r.allocation();
        if (m == null || m.forks().isEmpty() || Scores.allocationProblem(m) != null) {
            return BarChart.Bar.plain(Double.NaN, "not measured");
        }
        Estimate e = Estimate.of(m, Change.CONFIDENCE);
        return BarChart.Bar.of(e.mean(), bytes(e.mean().estimate()) + " B");
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
        for (RunRecord.Size s : RunRecord.orEmpty(recordedSizes(in))) {
            if (s == null || s.model() == null || s.bytes() == null || s.gzipBytes() == null) {
                continue;
            }
            byModel.computeIfAbsent(s.model(), m -> new ArrayList<>()).add(new BarChart.Row(
                    s.input() + " \u00b7 " + s.format(), List.of(
                    BarChart.Bar.plain(s.bytes(), bytes(s.bytes()) + " B"),
                    BarChart.Bar.plain(s.gzipBytes(), bytes(s.gzipBytes()) + " B")), null));
        }
        byModel.forEach((model, rows) -> {
            String title = model + " \u00b7 serialized size";
            add(charts, names, "sizes-" + model, SIZES, title, BarChart.render(title,
                    "the run's inputs, computed by the codecs when the run started (manifest.json), not measured",
                    List.of("raw, bytes", "gzip, bytes"), rows));
        });
    }

    /** Per profile after the first: its time and allocation change against the first, as forest plots. */
    private static void profiles(ReportInputs in, Comparison c, List<Chart> charts, FileNames names) {
        ReportTables t = new ReportTables(c);
        for (int i = 0; i < c.against().size(); i++) {
            FileComparison f = c.against().get(i);
            String profile = in.profiles().get(i + 1);
            String vs = profile + " vs " + in.profiles().get(0);
            long paired = f.rows().stream().filter(r -> r.compared() && r.change().paired()).count();
            String how = paired > 0 ? "paired by round (" + paired + " of " + f.rows().size() + " rows)" : "unpaired (Welch)";
            String title = vs + " \u00b7 time";
            add(charts, names, "change-time-" + profile, PROFILES, title, Svg.titled(
                    ForestPlot.render(HtmlReport.speedEntries(t, f), "slower", "faster"), title,
                    "speed change, 95% interval, " + how, BarChart.TITLE_FONT, BarChart.FONT));
            if (f.rows().stream().anyMatch(Row::hasAllocation)) {
                String allocTitle = vs + " \u00b7 allocation";
                add(charts, names, "change-alloc-" + profile, PROFILES, allocTitle, Svg.titled(
                        ForestPlot.render(HtmlReport.allocEntries(t, f), "fewer bytes", "more bytes"), allocTitle,
                        "change in B/op (gc.alloc.rate.norm), 95% interval, " + how, BarChart.TITLE_FONT, BarChart.FONT));
            }
        }
    }

    private static void add(List<Chart> charts, FileNames names, String name, String section, String title, String svg) {
        charts.add(new Chart(names.next(name), section, title, svg));
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

    static String bytes(double b) {
        return String.format(Locale.ROOT, "%,d", Math.round(b));
    }
}
