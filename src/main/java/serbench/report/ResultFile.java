package serbench.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import serbench.cli.UsageException;
import serbench.format.Jackson;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A JMH 1.x JSON result file ({@code -rf json -rff FILE}), read tolerantly: files from other suites and older
 * JMH versions work. {@code params} and {@code secondaryMetrics} may be absent; forks may have different
 * numbers of iterations; numbers may be the strings {@code "NaN"}, {@code "+INF"}, {@code "-INF"}
 * (non-finite iteration values are left out and counted); secondary metric names lose JMH 1.36's
 * {@code ·} (U+00B7) prefix; in {@code sample} mode fork means come from {@code rawDataHistogram}.
 * Every problem with the file is a {@link UsageException#badInput} naming the file.
 */
public record ResultFile(Path path, List<Run> runs) {

    private static final String HINT = "; give a JMH result file written with -rf json -rff FILE";

    /** Reads and checks one file. */
    public static ResultFile read(Path path) {
        if (!Files.exists(path)) {
            throw UsageException.badInput(path + ": no such file" + HINT);
        }
        if (Files.isDirectory(path)) {
            throw UsageException.badInput(path + ": is a directory" + HINT);
        }
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(path);
        } catch (IOException e) {
            throw UsageException.badInput(path + ": cannot read (" + e.getMessage() + ")" + HINT);
        }
        if (new String(bytes, java.nio.charset.StandardCharsets.UTF_8).isBlank()) {
            throw UsageException.badInput(path + ": file is empty" + HINT);
        }
        JsonNode root;
        try {
            root = Jackson.JSON.readTree(bytes);
        } catch (JsonProcessingException e) {
            String where = e.getLocation() == null ? "" : " at line " + e.getLocation().getLineNr();
            throw UsageException.badInput(path + ": not JSON" + where + HINT);
        } catch (IOException e) {
            throw UsageException.badInput(path + ": cannot read (" + e.getMessage() + ")" + HINT);
        }
        return new ResultFile(path, parse(path, root));
    }

    /** The file name as reports show it. */
    public String name() {
        return path.getFileName() == null ? path.toString() : path.getFileName().toString();
    }

    static List<Run> parse(Path path, JsonNode root) {
        String notJmh = path + ": JSON but not a JMH result (expected an array of objects with "
                + "\"benchmark\" and \"primaryMetric\")" + HINT;
        if (root == null || !root.isArray()) {
            throw UsageException.badInput(notJmh);
        }
        if (root.isEmpty()) {
            throw UsageException.badInput(path + ": holds no benchmark results (an empty array)" + HINT);
        }
        List<Run> runs = new ArrayList<>();
        for (JsonNode n : root) {
            if (!n.isObject() || !n.path("benchmark").isTextual() || !n.path("primaryMetric").isObject()) {
                throw UsageException.badInput(notJmh);
            }
            try {
                runs.add(run(n));
            } catch (IllegalArgumentException e) {
                throw UsageException.badInput(path + ": " + n.path("benchmark").asText() + ": " + e.getMessage() + HINT);
            }
        }
        return runs;
    }

    private static Run run(JsonNode n) {
        Map<String, String> params = new LinkedHashMap<>();
        n.path("params").fields().forEachRemaining(e -> params.put(e.getKey(), e.getValue().asText()));
        Map<String, Metric> secondary = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = n.path("secondaryMetrics").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            String name = e.getKey().startsWith("\u00b7") ? e.getKey().substring(1) : e.getKey();
            secondary.put(name, metric(e.getValue()));
        }
        secondary.putAll(SamplePercentiles.of(n.path("primaryMetric")));
        return new Run(n.path("benchmark").asText(), n.path("mode").asText("?"), params, config(n),
                metric(n.path("primaryMetric")), secondary);
    }

    private static RunConfig config(JsonNode n) {
        List<String> jvmArgs = new ArrayList<>();
        n.path("jvmArgs").forEach(a -> jvmArgs.add(a.asText()));
        String vm = (n.path("vmName").asText("?") + " " + n.path("vmVersion").asText("")).trim();
        return new RunConfig(n.path("jmhVersion").asText("?"), n.path("jvm").asText("?"),
                n.path("jdkVersion").asText("?"), vm, jvmArgs,
                phase(n, "warmup"), phase(n, "measurement"), n.path("forks").asInt(0), n.path("threads").asInt(0));
    }

    /** {@code "5 × 1 s"}, with the batch size when it is not 1. */
    private static String phase(JsonNode n, String prefix) {
        String s = n.path(prefix + "Iterations").asText("?") + " \u00d7 " + n.path(prefix + "Time").asText("?");
        int batch = n.path(prefix + "BatchSize").asInt(1);
        return batch == 1 ? s : s + ", batch " + batch;
    }

    private static Metric metric(JsonNode m) {
        String unit = m.path("scoreUnit").asText("?");
        int[] nonFinite = {0};
        List<Fork> forks = new ArrayList<>();
        boolean raw = true;
        if (m.path("rawDataHistogram").isArray() && !m.path("rawDataHistogram").isEmpty()) {
            for (JsonNode fork : m.path("rawDataHistogram")) {
                histogramFork(fork, nonFinite, forks);
            }
        } else if (m.path("rawData").isArray() && !m.path("rawData").isEmpty()) {
            for (JsonNode fork : m.path("rawData")) {
                List<Double> it = new ArrayList<>();
                for (JsonNode v : fork) {
                    double d = number(v);
                    if (Double.isFinite(d)) {
                        it.add(d);
                    } else {
                        nonFinite[0]++;
                    }
                }
                if (!it.isEmpty()) {
                    double[] values = it.stream().mapToDouble(Double::doubleValue).toArray();
                    forks.add(new Fork(Statistics.mean(values), values));
                }
            }
        } else {
            // No per-fork data (a trimmed file): the pooled score stands in as one fork.
            raw = false;
            double score = number(m.path("score"));
            if (Double.isFinite(score)) {
                forks.add(new Fork(score, new double[]{score}));
            } else {
                nonFinite[0]++;
            }
        }
        return new Metric(unit, List.copyOf(forks), nonFinite[0], raw);
    }

    /** A fork of {@code rawDataHistogram}: iterations of {@code [value, count]} pairs. */
    private static void histogramFork(JsonNode fork, int[] nonFinite, List<Fork> forks) {
        double sum = 0;
        double count = 0;
        List<Double> iterationMeans = new ArrayList<>();
        for (JsonNode iteration : fork) {
            double s = 0;
            double c = 0;
            for (JsonNode pair : iteration) {
                double v = number(pair.path(0));
                double k = number(pair.path(1));
                if (Double.isFinite(v) && Double.isFinite(k)) {
                    s += v * k;
                    c += k;
                } else {
                    nonFinite[0]++;
                }
            }
            if (c > 0) {
                iterationMeans.add(s / c);
                sum += s;
                count += c;
            }
        }
        if (count > 0) {
            forks.add(new Fork(sum / count, iterationMeans.stream().mapToDouble(Double::doubleValue).toArray()));
        }
    }

    /** A JSON number, or one of JMH's strings for non-finite values. */
    static double number(JsonNode v) {
        if (v.isNumber()) {
            return v.asDouble();
        }
        if (v.isTextual()) {
            switch (v.asText()) {
                case "NaN":
                    return Double.NaN;
                case "+INF":
                case "Infinity":
                    return Double.POSITIVE_INFINITY;
                case "-INF":
                case "-Infinity":
                    return Double.NEGATIVE_INFINITY;
                default:
                    try {
                        return Double.parseDouble(v.asText());
                    } catch (NumberFormatException e) {
                        throw new IllegalArgumentException("'" + v.asText() + "' is not a number");
                    }
            }
        }
        if (v.isMissingNode() || v.isNull()) {
            return Double.NaN;
        }
        throw new IllegalArgumentException(v + " is not a number");
    }
}
