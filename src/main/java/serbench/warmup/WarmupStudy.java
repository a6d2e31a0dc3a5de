package serbench.warmup;

import com.fasterxml.jackson.databind.JsonNode;
import serbench.io.HarnessJson;
import serbench.stats.Steadiness;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Reads a warm-up study: a JMH result file of benchmarks run with no warm-up and many measured iterations
 * ({@code scripts/warmup-study.sh}: {@code -wi 0}, the iteration count in the script), so every iteration from the first
 * is recorded. For each row it compares the window a default run measures (iterations 3-5 after 2 of warm-up, see
 * {@code RunLength}) with the settled level (the median of the last 4 iterations), and finds the first iteration
 * from which every later one stays within the tolerance of the settled level. Per benchmark class it then says
 * how many warm-up iterations the slowest row needed.
 *
 * <p>The tolerance is 5% or three times the settled iterations' own spread (median absolute deviation, scaled
 * to a standard deviation), whichever is larger: on a noisy machine a row cannot be called settled more
 * precisely than its own noise.
 */
public final class WarmupStudy {

    /** Iterations the default run discards as warm-up, and measures after them (RunLength). */
    static final int DEFAULT_WARMUP = 2;
    static final int DEFAULT_MEASURED = 3;
    /** Iterations at the end that define the settled level. */
    static final int SETTLED_TAIL = 4;
    static final double MIN_TOLERANCE = 0.05;

    /** One row's finding. */
    record Row(String benchmark, String params, double[] iterations, double settled, double defaultWindow,
               double tolerance, int settledFrom) {

        double windowOffset() {
            return defaultWindow / settled - 1;
        }

        /** Warm-up iterations this row needs: those before it settled. */
        int warmupNeeded() {
            return settledFrom - 1;
        }
    }

    private WarmupStudy() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: WarmupStudy RESULT.json (a run with -wi 0 and at least "
                    + (DEFAULT_WARMUP + DEFAULT_MEASURED + SETTLED_TAIL) + " measured iterations)");
            System.exit(2);
        }
        print(analyse(HarnessJson.MAPPER.readTree(Path.of(args[0]).toFile())), System.out);
    }

    static List<Row> analyse(JsonNode root) {
        List<Row> rows = new ArrayList<>();
        for (JsonNode run : root) {
            if (!"avgt".equals(run.path("mode").asText()) && !"thrpt".equals(run.path("mode").asText())) {
                continue; // single-shot and sample modes have no iteration series to study here
            }
            JsonNode raw = run.path("primaryMetric").path("rawData");
            for (JsonNode fork : raw) {
                double[] it = new double[fork.size()];
                for (int i = 0; i < it.length; i++) {
                    it[i] = fork.get(i).asDouble();
                }
                if (it.length < DEFAULT_WARMUP + DEFAULT_MEASURED + SETTLED_TAIL) {
                    throw new IllegalArgumentException(run.path("benchmark").asText() + ": only " + it.length
                            + " iterations; the study needs " + (DEFAULT_WARMUP + DEFAULT_MEASURED + SETTLED_TAIL));
                }
                boolean throughput = "thrpt".equals(run.path("mode").asText());
                rows.add(row(run.path("benchmark").asText().replace("serbench.bench.", ""), params(run),
                        throughput ? inverted(it) : it));
            }
        }
        return rows;
    }

    static Row row(String benchmark, String params, double[] it) {
        double[] tail = Arrays.copyOfRange(it, it.length - SETTLED_TAIL, it.length);
        double settled = median(tail);
        double[] deviations = new double[tail.length];
        for (int i = 0; i < tail.length; i++) {
            deviations[i] = Math.abs(tail[i] - settled);
        }
        double tolerance = Math.max(MIN_TOLERANCE, 3 * 1.4826 * median(deviations) / settled);
        double window = 0;
        for (int i = DEFAULT_WARMUP; i < DEFAULT_WARMUP + DEFAULT_MEASURED; i++) {
            window += it[i] / DEFAULT_MEASURED;
        }
        int from = it.length;
        while (from > 0 && Math.abs(it[from - 1] / settled - 1) <= tolerance) {
            from--;
        }
        return new Row(benchmark, params, it, settled, window, tolerance, from + 1);
    }

    /** Warm-up iterations tried in the summary: 1 to this many (later windows overlap the settled tail). */
    static final int MAX_WARMUP_TRIED = 4;
    /** A window off the settled level by more than this is counted in the summary. */
    static final double SUMMARY_THRESHOLD = 0.10;

    /**
     * For warm-up counts 1..{@link #MAX_WARMUP_TRIED}: how many rows' next 3 iterations are more than 10% slower
     * than the settled level (warm-up not finished) and how many are more than 10% faster (the machine was slower
     * later: a level shift, which no warm-up removes). Warm-up is long enough where the first count stops falling
     * and the two are alike.
     */
    static int[][] offSettled(List<Row> rows) {
        int[][] counts = new int[MAX_WARMUP_TRIED + 1][2];
        for (Row r : rows) {
            double[] it = r.iterations();
            for (int w = 1; w <= MAX_WARMUP_TRIED; w++) {
                double window = (it[w] + it[w + 1] + it[w + 2]) / 3;
                double offset = window / r.settled() - 1;
                if (offset > SUMMARY_THRESHOLD) {
                    counts[w][0]++;
                } else if (offset < -SUMMARY_THRESHOLD) {
                    counts[w][1]++;
                }
            }
        }
        return counts;
    }

    /**
     * For warm-up counts 0 to the study's iterations less {@value #DEFAULT_MEASURED}: how many rows' next
     * {@value #DEFAULT_MEASURED} iterations, the window a run would measure, are unsettled by the rule {@code compare}
     * flags ({@link serbench.stats.Steadiness}: the first more than 10% slower than the median of the others). Per
     * benchmark class when {@code cls} is given, else over every row.
     */
    static int[] unsettledWindows(List<Row> rows, String cls) {
        int length = rows.stream().mapToInt(r -> r.iterations().length).min().orElse(0);
        int[] counts = new int[Math.max(0, length - DEFAULT_MEASURED + 1)];
        for (Row r : rows) {
            if (cls != null && !r.benchmark().startsWith(cls + ".")) {
                continue;
            }
            for (int w = 0; w < counts.length; w++) {
                double[] window = Arrays.copyOfRange(r.iterations(), w, w + DEFAULT_MEASURED);
                if (Steadiness.unsettled(window, false)) {
                    counts[w]++;
                }
            }
        }
        return counts;
    }

    static void print(List<Row> rows, PrintStream out) {
        out.printf("%-45s %-40s %12s %12s %8s %6s %8s%n", "benchmark", "params", "settled", "default 3-5",
                "offset", "tol", "settled@");
        Map<String, Integer> perClass = new TreeMap<>();
        Map<String, String> worst = new LinkedHashMap<>();
        for (Row r : rows) {
            out.printf("%-45s %-40s %12.4g %12.4g %+7.1f%% %5.0f%% %8d%n", r.benchmark(), r.params(), r.settled(),
                    r.defaultWindow(), 100 * r.windowOffset(), 100 * r.tolerance(), r.settledFrom());
            String cls = r.benchmark().substring(0, r.benchmark().indexOf('.'));
            if (r.warmupNeeded() > perClass.getOrDefault(cls, -1)) {
                perClass.put(cls, r.warmupNeeded());
                worst.put(cls, r.benchmark() + " " + r.params());
            }
        }
        out.println();
        int[][] off = offSettled(rows);
        out.println("rows whose 3 measured iterations after W warm-up iterations are more than 10% off the settled level:");
        for (int w = 1; w <= MAX_WARMUP_TRIED; w++) {
            out.printf("  W=%d: %3d slower (warm-up not finished), %3d faster (a later level shift), of %d%n",
                    w, off[w][0], off[w][1], rows.size());
        }
        out.println();
        out.println("rows whose " + DEFAULT_MEASURED + " measured iterations after W warm-up iterations would be flagged"
                + " unsettled (first >10% slower than the median of the others), W = 0, 1, ...:");
        Map<String, Long> classRows = new TreeMap<>();
        rows.forEach(r -> classRows.merge(r.benchmark().substring(0, r.benchmark().indexOf('.')), 1L, Long::sum));
        out.printf("  %-22s %4s  %s%n", "all", rows.size(), counts(unsettledWindows(rows, null)));
        classRows.forEach((cls, n) -> out.printf("  %-22s %4d  %s%n", cls, n, counts(unsettledWindows(rows, cls))));
        out.println();
        out.println("warm-up iterations (of 1 s) each class needs: the latest-settling row's iterations before it settled");
        for (Map.Entry<String, Integer> e : perClass.entrySet()) {
            long outside = rows.stream().filter(r -> r.benchmark().startsWith(e.getKey() + "."))
                    .filter(r -> Math.abs(r.windowOffset()) > r.tolerance()).count();
            out.printf("%-22s %2d   (latest: %s; rows whose default window is off the settled level by more than"
                    + " the tolerance: %d)%n", e.getKey(), e.getValue(), worst.get(e.getKey()), outside);
        }
    }

    private static String counts(int[] c) {
        StringBuilder b = new StringBuilder();
        for (int w = 0; w < c.length; w++) {
            b.append(String.format("%4d", c[w]));
        }
        return b.toString();
    }

    private static String params(JsonNode run) {
        StringBuilder b = new StringBuilder();
        for (Iterator<Map.Entry<String, JsonNode>> it = run.path("params").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            b.append(b.length() == 0 ? "" : " ").append(e.getKey()).append('=').append(e.getValue().asText());
        }
        return b.toString();
    }

    private static double[] inverted(double[] it) {
        double[] t = new double[it.length];
        for (int i = 0; i < it.length; i++) {
            t[i] = 1 / it[i];
        }
        return t;
    }

    static double median(double[] values) {
        double[] s = values.clone();
        Arrays.sort(s);
        int n = s.length;
        return n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
    }
}
