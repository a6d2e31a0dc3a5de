package serbench.compare;

import serbench.results.Fork;
import serbench.results.Metric;
import serbench.results.Run;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * JMH's score units and the conversion between units of one kind: a time per operation ({@code ns/op},
 * {@code us/op}, {@code ms/op}, {@code s/op}, {@code min/op}, {@code hr/op}) or a throughput ({@code ops/ns} …
 * {@code ops/hr}). Units of different kinds (a throughput and a time, or bytes) never convert: such rows are not
 * compared.
 */
public final class Units {

    private static final Map<String, Double> SECONDS = Map.of("ns", 1e-9, "us", 1e-6, "\u00b5s", 1e-6,
            "\u03bcs", 1e-6, "ms", 1e-3, "s", 1.0, "min", 60.0, "hr", 3600.0);

    private Units() {
    }

    /**
     * The factor that turns a value in unit {@code from} into unit {@code to} (1 when they are equal); empty when
     * they are of different kinds or not time units.
     */
    public static OptionalDouble factor(String from, String to) {
        if (from.equals(to)) {
            return OptionalDouble.of(1);
        }
        Double perOpFrom = from.endsWith("/op") ? SECONDS.get(from.substring(0, from.length() - 3)) : null;
        Double perOpTo = to.endsWith("/op") ? SECONDS.get(to.substring(0, to.length() - 3)) : null;
        if (perOpFrom != null && perOpTo != null) {
            return OptionalDouble.of(perOpFrom / perOpTo);
        }
        Double rateFrom = from.startsWith("ops/") ? SECONDS.get(from.substring(4)) : null;
        Double rateTo = to.startsWith("ops/") ? SECONDS.get(to.substring(4)) : null;
        if (rateFrom != null && rateTo != null) {
            return OptionalDouble.of(rateTo / rateFrom);
        }
        return OptionalDouble.empty();
    }

    /**
     * {@code run} with every metric in the unit the same metric of {@code like} has (scores and every iteration
     * value scaled); empty when a metric's units are of different kinds. Metrics {@code like} lacks stay as they are.
     */
    public static Optional<Run> convert(Run run, Run like) {
        Optional<Metric> primary = convert(run.primary(), like.primary().unit());
        if (primary.isEmpty()) {
            return Optional.empty();
        }
        Map<String, Metric> secondary = new LinkedHashMap<>();
        for (Map.Entry<String, Metric> e : run.secondary().entrySet()) {
            Metric target = like.secondary().get(e.getKey());
            Metric converted = target == null ? e.getValue() : convert(e.getValue(), target.unit()).orElse(e.getValue());
            secondary.put(e.getKey(), converted);
        }
        return Optional.of(new Run(run.benchmark(), run.mode(), run.params(), run.config(), primary.get(), secondary));
    }

    private static Optional<Metric> convert(Metric m, String unit) {
        OptionalDouble factor = factor(m.unit(), unit);
        if (factor.isEmpty()) {
            return Optional.empty();
        }
        double k = factor.getAsDouble();
        if (k == 1 && m.unit().equals(unit)) {
            return Optional.of(m);
        }
        return Optional.of(new Metric(unit, m.forks().stream().map(f -> new Fork(f.mean() * k,
                java.util.Arrays.stream(f.iterations()).map(v -> v * k).toArray())).toList(), m.nonFinite(),
                m.hasRawData()));
    }

    /** The time units a row's figures are shown in, from the smallest: each 1000 times the previous. */
    private static final java.util.List<String> SCALES = java.util.List.of("ns", "\u00b5s", "ms", "s");

    /**
     * The unit a figure of {@code value} in {@code unit} reads best in (between 1 and 1000 of it where possible, so
     * 447816.9 ns/op reads 447.8 \u00b5s/op): a time per operation ({@code ns/op} ... {@code s/op}) scales among
     * those; any other unit stays as it is.
     */
    public static String readable(String unit, double value) {
        if (!unit.endsWith("/op") || !SECONDS.containsKey(unit.substring(0, unit.length() - 3))
                || SECONDS.get(unit.substring(0, unit.length() - 3)) >= 60 || !Double.isFinite(value) || value == 0) {
            return unit;
        }
        double seconds = Math.abs(value) * SECONDS.get(unit.substring(0, unit.length() - 3));
        String best = SCALES.get(0);
        for (String s : SCALES) {
            if (seconds / SECONDS.get(s) >= 1) {
                best = s;
            }
        }
        return best + "/op";
    }
}
