package serbench.run.design;

import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.options.Options;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/**
 * The order of a run's forks. A <em>unit</em> is one benchmark with one combination of its {@code @Param} values;
 * a round runs, unit after unit, one fork of the unit under every profile back to back, so the forks that are
 * compared with each other run seconds apart and share the machine's slow drifts (the "pass" effects that move
 * every benchmark of a minute together). Two orders are shuffled by a {@link Random} seeded with the run's seed,
 * which the manifest records, so the whole order can be recomputed from it: the units' order, anew every round
 * (no unit always runs first or after the same neighbour, so a position effect is not confounded with a format
 * when {@code compare --between} sets the units of one round side by side), and the profiles' order inside each
 * unit (no profile always runs first).
 */
public final class Schedule {

    /** One benchmark ({@code pkg.Class.method}) with one value per {@code @Param}. */
    public record Unit(String benchmark, Map<String, String> params) {

        /** Whether a fork's result with these params measured this unit: the same benchmark and param values. */
        public boolean measured(org.openjdk.jmh.infra.BenchmarkParams p) {
            return benchmark.equals(p.getBenchmark())
                    && params.entrySet().stream().allMatch(kv -> kv.getValue().equals(p.getParam(kv.getKey())));
        }

        /** {@code benchmark k=v k=v}, as progress lines show it. */
        public String label() {
            StringBuilder sb = new StringBuilder(benchmark);
            params.forEach((k, v) -> sb.append(' ').append(k).append('=').append(v));
            return sb.toString();
        }
    }

    /** One fork to run: in {@code round} (from 1), of {@code unit} (an index into the units), under a profile. */
    public record Step(int round, int unit, int profile) {
    }

    private Schedule() {
    }

    /**
     * The units of the matched benchmarks, in JMH's order: each benchmark once (whatever its modes), times the
     * cartesian product of its params, each param's values taken from {@code -p} when given, else from its
     * {@code @Param} declaration.
     */
    public static List<Unit> units(List<BenchmarkListEntry> matched, Options jmh) {
        Set<String> seen = new LinkedHashSet<>();
        List<Unit> units = new ArrayList<>();
        for (BenchmarkListEntry e : matched) {
            if (!seen.add(e.getUsername())) {
                continue;
            }
            Map<String, List<String>> values = new LinkedHashMap<>();
            if (e.getParams().hasValue()) {
                e.getParams().get().forEach((k, declared) -> values.put(k,
                        jmh.getParameter(k).hasValue() ? List.copyOf(jmh.getParameter(k).get()) : List.of(declared)));
            }
            for (Map<String, String> combination : product(values)) {
                units.add(new Unit(e.getUsername(), combination));
            }
        }
        return units;
    }

    /**
     * How many units {@link #units} gives, counted without building them (at most {@link Long#MAX_VALUE}): what
     * bounds a plan before its combinations are multiplied out.
     */
    public static long count(List<BenchmarkListEntry> matched, Options jmh) {
        Set<String> seen = new LinkedHashSet<>();
        long total = 0;
        for (BenchmarkListEntry e : matched) {
            if (!seen.add(e.getUsername())) {
                continue;
            }
            long n = 1;
            for (Map.Entry<String, String[]> p : e.getParams().orElse(Map.of()).entrySet()) {
                n = multiply(n, jmh.getParameter(p.getKey()).hasValue() ? jmh.getParameter(p.getKey()).get().size()
                        : p.getValue().length);
            }
            total = total + n < 0 ? Long.MAX_VALUE : total + n;
        }
        return total;
    }

    private static long multiply(long a, long b) {
        try {
            return Math.multiplyExact(a, b);
        } catch (ArithmeticException e) {
            return Long.MAX_VALUE;
        }
    }

    private static List<Map<String, String>> product(Map<String, List<String>> values) {
        List<Map<String, String>> out = new ArrayList<>();
        out.add(new LinkedHashMap<>());
        for (Map.Entry<String, List<String>> p : values.entrySet()) {
            List<Map<String, String>> next = new ArrayList<>();
            for (Map<String, String> partial : out) {
                for (String v : p.getValue()) {
                    Map<String, String> m = new LinkedHashMap<>(partial);
                    m.put(p.getKey(), v);
                    next.add(m);
                }
            }
            out = next;
        }
        return out.stream().map(Collections::unmodifiableMap).toList();
    }

    /** The random source of a run's profile orders; draw the rounds from it in order. */
    public static Random random(long seed) {
        return new Random(seed);
    }

    /**
     * The forks of one round over the given units (indices), {@code profiles} profiles each: the units in an order
     * shuffled for this round, then the profiles' order shuffled per unit, both by {@code random}.
     */
    public static List<Step> round(int round, List<Integer> units, int profiles, Random random) {
        List<Integer> unitOrder = new ArrayList<>(units);
        Collections.shuffle(unitOrder, random);
        List<Step> steps = new ArrayList<>();
        for (int u : unitOrder) {
            List<Integer> order = new ArrayList<>();
            for (int p = 0; p < profiles; p++) {
                order.add(p);
            }
            Collections.shuffle(order, random);
            order.forEach(p -> steps.add(new Step(round, u, p)));
        }
        return steps;
    }
}
