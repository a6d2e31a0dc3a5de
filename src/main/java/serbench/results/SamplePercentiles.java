package serbench.results;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Per-fork percentiles of a {@code sample} (SampleTime) metric, from its {@code rawDataHistogram}: the median and
 * the 99th percentile of each fork's samples, as metrics of their own ({@value #P50}, {@value #P99}) so that
 * {@code compare} treats them like any other metric, fork by fork. A tail from 150 to 2,000 us is then visible
 * even when the mean barely moves.
 */
public final class SamplePercentiles {

    static final String P50 = "p50";
    static final String P99 = "p99";
    public static final List<String> NAMES = List.of(P50, P99);

    private SamplePercentiles() {
    }

    /** {@code p50} and {@code p99} metrics of a primary metric with a histogram; empty otherwise. */
    static Map<String, Metric> of(JsonNode primary) {
        JsonNode hist = primary.path("rawDataHistogram");
        if (!hist.isArray() || hist.isEmpty()) {
            return Map.of();
        }
        String unit = primary.path("scoreUnit").asText("?");
        List<Fork> p50 = new ArrayList<>();
        List<Fork> p99 = new ArrayList<>();
        for (JsonNode fork : hist) {
            TreeMap<Double, Double> counts = new TreeMap<>();
            for (JsonNode iteration : fork) {
                for (JsonNode pair : iteration) {
                    double v = ResultFile.number(pair.path(0));
                    double k = ResultFile.number(pair.path(1));
                    if (Double.isFinite(v) && Double.isFinite(k) && k > 0) {
                        counts.merge(v, k, Double::sum);
                    }
                }
            }
            if (!counts.isEmpty()) {
                double a = percentile(counts, 0.5);
                double b = percentile(counts, 0.99);
                p50.add(new Fork(a, new double[]{a}));
                p99.add(new Fork(b, new double[]{b}));
            }
        }
        Map<String, Metric> out = new LinkedHashMap<>();
        out.put(P50, new Metric(unit, List.copyOf(p50), 0, true));
        out.put(P99, new Metric(unit, List.copyOf(p99), 0, true));
        return out;
    }

    /** The smallest value with at least {@code q} of the samples at or below it. */
    static double percentile(TreeMap<Double, Double> counts, double q) {
        double total = counts.values().stream().mapToDouble(Double::doubleValue).sum();
        double seen = 0;
        for (Map.Entry<Double, Double> e : counts.entrySet()) {
            seen += e.getValue();
            if (seen >= q * total) {
                return e.getKey();
            }
        }
        return counts.lastKey();
    }
}
