package serbench.answer;

import serbench.compare.Comparison;
import serbench.compare.Direction;
import serbench.compare.Estimate;
import serbench.compare.Estimator;
import serbench.compare.FileComparison;
import serbench.compare.pairing.ParamSplit;
import serbench.compare.Row;
import serbench.compare.pairing.RowKey;
import serbench.compare.Tolerance;
import serbench.compare.Units;
import serbench.compare.Warning;
import serbench.format.Formats;
import serbench.io.UnusableInputException;
import serbench.io.WrongArgumentException;
import serbench.model.Models;
import serbench.results.Measure;
import serbench.results.FormatTurns;
import serbench.results.ResultFile;
import serbench.results.Run;
import serbench.results.RunManifest;
import serbench.results.RunRecord;
import serbench.stats.HostNoise;
import serbench.stats.Interval;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The answer to "protobuf vs JSON vs XML: by how much, how sure" for one result file: for each operation of each
 * model, the formats side by side as how many times slower each is than the fastest (or than a baseline the user
 * names), with its 95% interval, B/op and the serialized size.
 *
 * <p>Every ratio is a row of {@code compare --between format=REFERENCE,…} on the same file: the same split
 * ({@link ParamSplit}), pairing by round, {@link Estimator}, interval and Holm family. A ratio counts as a difference
 * only when that row is significant after Holm; otherwise it reads "not resolved", whatever its point estimate.
 *
 * @param file      the result file, as its path was given
 * @param axis      the param whose values are set side by side ({@code format})
 * @param baseline  the value every ratio is taken against, or null for each group's fastest
 * @param measure   what the times are: wall time (JMH's score), CPU time or allocation per operation
 * @param groups    one per benchmark × params (other than the axis) × mode, in the file's order
 * @param warnings  what the comparisons found that may weaken a figure (settings, machines, missing rows)
 * @param took      how long the run took, from its manifest's start and end; null without them
 * @param schemas   the schemas of the models generated from a user's {@code .proto} that the run measured, from its
 *                  manifest; empty for the built-in models
 * @param machine   the CPU the run ran on, as its manifest names it (model and cores); null when not recorded
 * @param noise     how noisy the host was, from the ratios' per-round log ratios; null when no ratio was paired over
 *                  enough rounds
 * @param jdk       the JDK the file's forks ran on: its profile's in the run's manifest, else the one JMH recorded;
 *                  null when neither says
 * @param load      how many of the run's forks of this file ran on a loaded machine, of how many, from its manifest
 *                  (the count {@code compare} warns about); null when the manifest records no fork's load. Its
 *                  warning is not among {@code warnings}: the views show it beside the host's noise
 */
public record Answer(String file, String axis, String baseline, Estimator estimator, Measure measure, List<Group> groups,
                     List<Warning> warnings, java.time.Duration took, List<RunRecord.Schema> schemas, String machine,
                     HostNoise noise, String jdk, RunManifest.Load load) {

    /** The warning about the forks that ran on a loaded machine, as compare gives it; empty when none did. */
    public Optional<Warning> loadWarning() {
        return load == null || load.loaded() == 0 ? Optional.empty()
                : Optional.of(Warning.loadedForks(String.valueOf(java.nio.file.Path.of(file).getFileName()), load));
    }

    /** The most schemas an answer shows from a run's manifest; a run measures a few models. */
    public static final int MAX_SCHEMAS = 20;

    /** The param the answer sets side by side unless told otherwise. */
    public static final String FORMAT = "format";
    /** What follows a time some of whose forks had not reached steady state, in every view of the answer. */
    public static final String UNSETTLED_MARK = "*";

    /**
     * The operations the answer shows unless asked for every benchmark ({@code all}): what a service pays per
     * message, in the words the answer uses for them. Benchmarks not named here show by their method name.
     */
    public static final Map<String, String> HEADLINE = headline();

    private static Map<String, String> headline() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("serbench.bench.SerializeBench.serialize", "serialize");
        m.put("serbench.bench.DeserializeBench.readAll", "deserialize+read");
        m.put("serbench.bench.RoundTripBench.roundTrip", "round trip");
        m.put("serbench.bench.AlternatingBench.serialize", "serialize");
        m.put("serbench.bench.AlternatingBench.readAll", "deserialize+read");
        return m;
    }

    /**
     * One benchmark × params × mode, its values of the axis side by side; {@code reference} is the value the
     * ratios are taken against (the fastest, or the named baseline).
     */
    public record Group(String benchmark, String mode, Map<String, String> params, String unit, String reference,
                        List<Entry> entries) {

        /** The words for the operation: the headline name, else {@code Class.method}. */
        public String operation() {
            String words = HEADLINE.get(benchmark);
            if (words != null) {
                return words;
            }
            String[] parts = benchmark.split("\\.");
            return parts.length >= 2 ? parts[parts.length - 2] + "." + parts[parts.length - 1] : benchmark;
        }

        /** The model, or {@code -} for benchmarks without one. */
        public String model() {
            return params.getOrDefault("model", "-");
        }

        /** The params other than the model, as {@code name=value} (the default input left out). */
        public String otherParams() {
            List<String> out = new ArrayList<>();
            params.forEach((k, v) -> {
                if (!k.equals("model") && !(k.equals("input") && v.equals("default")) && !k.equals(FormatTurns.PARAM)) {
                    out.add(k + "=" + v);
                }
            });
            return String.join(" ", out);
        }
    }

    /**
     * One value of the axis in a group. {@code time} is its fork values, shown as their centre ({@link Estimate#centre}:
     * the geometric mean, trimmed as the estimator trims, whose ratios the slowdowns estimate); {@code slowdown} how many times
     * slower than the reference it is (below 1: faster), with the 95% interval of {@code compare}, null for the
     * reference itself and where the row could not be compared ({@code problem} says why); {@code resolved} that
     * the difference is significant after Holm; {@code time.unsettled()} counts its forks that had not reached steady
     * state ({@link serbench.compare.Note#UNSETTLED}). {@code bytesPerOp} is null without {@code -prof gc}, the sizes
     * null when the run's manifest did not record them.
     */
    public record Entry(String value, Estimate time, Interval slowdown, boolean resolved, Double bytesPerOp,
                        Integer bytes, Integer gzipBytes, String problem) {

        public boolean isReference(Group g) {
            return value.equals(g.reference());
        }

        /** Whether some of its forks had not reached steady state: its time includes warm-up. */
        public boolean unsettled() {
            return time != null && time.unsettled() > 0;
        }
    }

    /**
     * The answer for {@code file} along {@code axis}; {@code baseline} null for each group's fastest; {@code all}
     * for every benchmark with the axis, else the {@link #HEADLINE} operations (every benchmark when the file has
     * none of them).
     */
    public static Answer of(ResultFile file, String axis, String baseline, Estimator estimator, boolean all) {
        return of(file, axis, baseline, estimator, Measure.TIME, all);
    }

    /** As above, on {@code measure} ({@link Measure#of}) where the other takes JMH's score. */
    public static Answer of(ResultFile chosen, String axis, String baseline, Estimator estimator, Measure measure,
                            boolean all) {
        ResultFile file = measure.of(chosen);
        // rows the metric leaves out (recorded without it): said, since "fastest" is then among the others only
        List<String> without = chosen.runs().stream().filter(r -> r.params().containsKey(axis))
                .filter(r -> file.runs().stream().noneMatch(k -> k.benchmark().equals(r.benchmark())
                        && k.mode().equals(r.mode()) && k.params().equals(r.params())))
                .map(r -> serbench.text.Escape.line(serbench.io.Excerpt.of(r.benchmark().substring(
                        r.benchmark().lastIndexOf('.', Math.max(0, r.benchmark().lastIndexOf('.') - 1)) + 1) + " "
                        + axis + "=" + r.params().get(axis)))).toList();
        Map<RowKey, Map<String, Run>> byGroup = new LinkedHashMap<>();
        Set<String> seen = new LinkedHashSet<>();
        for (Run r : file.runs()) {
            String v = r.params().get(axis);
            if (v == null) {
                continue;
            }
            seen.add(v);
            Map<String, String> rest = new LinkedHashMap<>(r.params());
            rest.remove(axis);
            byGroup.computeIfAbsent(new RowKey(r.benchmark(), rest, r.mode()), k -> new LinkedHashMap<>()).putIfAbsent(v, r);
        }
        List<String> values = ordered(seen);
        if (values.size() < 2) {
            throw new UnusableInputException(file.path() + ": its rows have " + (values.isEmpty() ? "no param '" + axis
                    + "'" : "only " + axis + "=" + values.get(0)) + "; the answer sets two or more values side by side:"
                    + " run benchmarks with two or more values of " + axis + " (protobuf,json,xml, the default), or set"
                    + " another param side by side");
        }
        if (baseline != null && !values.contains(baseline)) {
            throw new WrongArgumentException("the baseline '" + baseline + "': " + file.name() + " has " + axis + "="
                    + String.join(",", values) + "; name one of them, or leave it out for the fastest of each row");
        }
        boolean headlineOnly = !all && byGroup.keySet().stream().anyMatch(k -> HEADLINE.containsKey(k.benchmark()));
        Map<String, Comparison> against = new LinkedHashMap<>();
        List<Group> groups = new ArrayList<>();
        List<double[][]> pairs = new ArrayList<>();
        Optional<RunRecord> manifest = file.manifest();
        List<RunRecord.Size> sizes = manifest.map(RunRecord::sizes).orElse(null);
        for (Map.Entry<RowKey, Map<String, Run>> e : byGroup.entrySet()) {
            RowKey key = e.getKey();
            if (e.getValue().size() < 2 || (headlineOnly && !HEADLINE.containsKey(key.benchmark()))) {
                continue;
            }
            // every time in the unit of the group's first (ns/op and us/op rows compare converted, as compare does);
            // a row in a unit of another kind (a throughput beside times) is shown, not compared
            Map<String, Estimate> times = new LinkedHashMap<>();
            Map<String, String> otherKind = new LinkedHashMap<>();
            Run like = null;
            for (String v : values) {
                Run r = e.getValue().get(v);
                if (r != null && !r.primary().forks().isEmpty()) {
                    like = like == null ? r : like;
                    Optional<Run> same = Units.convert(r, like);
                    if (same.isEmpty()) {
                        otherKind.put(v, "in " + r.primary().unit() + ", not comparable with " + like.primary().unit());
                        continue;
                    }
                    times.put(v, Estimate.of(estimator.summarise(same.get().primary()), 0.95, estimator.trim));
                }
            }
            if (times.size() < 2) {
                continue;
            }
            String unit = times.values().iterator().next().unit();
            String reference = baseline != null && times.containsKey(baseline) ? baseline : fastest(times, unit);
            Comparison c = against.computeIfAbsent(reference, ref -> compare(file, axis, ref,
                    alongside(byGroup.values(), ref, values), estimator));
            List<Entry> entries = new ArrayList<>();
            for (String v : values) {
                Run r = e.getValue().get(v);
                if (r == null) {
                    continue;
                }
                Estimate time = times.get(v);
                Double alloc = allocation(r);
                int[] size = size(sizes, key.params(), v);
                Integer bytes = size == null ? null : size[0];
                Integer gzip = size == null ? null : size[1];
                if (v.equals(reference) || time == null) {
                    entries.add(new Entry(v, time, null, false, alloc, bytes, gzip,
                            time == null ? otherKind.getOrDefault(v, "no finite score") : null));
                    continue;
                }
                Optional<Row> row = row(c, axis, v, key);
                if (row.isEmpty() || !row.get().compared()) {
                    entries.add(new Entry(v, time, null, false, alloc, bytes, gzip,
                            row.map(Row::problem).orElse("not compared")));
                } else {
                    Row cr = row.get();
                    pairs.add(cr.change().pairs());
                    entries.add(new Entry(v, time, cr.change().slowdown(), cr.significant() && cr.change().hasInterval(),
                            alloc, bytes, gzip, cr.change().hasInterval() ? null : "no interval (too few forks)"));
                }
            }
            groups.add(new Group(key.benchmark(), key.mode(), key.params(), unit, reference, List.copyOf(entries)));
        }
        groups.sort(Comparator.comparingInt((Group g) -> rank(Models.NAMES, g.model()))
                .thenComparingInt(g -> rank(List.copyOf(HEADLINE.keySet()), g.benchmark())));
        Set<Warning> warnings = new LinkedHashSet<>();
        // the comparisons count unsettled forks per split part; the answer counts them once, over the whole file
        Optional<Warning> unsettled = Comparison.unsettledForks(file).map(u -> new Warning(
                Warning.Kind.UNSETTLED_FORKS, file.name(), u.brief(), u.more() + "; the times of those formats are"
                + " marked '" + UNSETTLED_MARK + "'"));
        // that the split parts have different rows (a benchmark measured in some formats only) is true of any split
        // and says nothing of the data; every compared file is a part of this one, so a warning about a part is the
        // file's; the loaded forks are the answer's own figure (load), shown beside the host's noise
        against.values().forEach(c -> c.warnings().stream().filter(w -> !w.aboutRowSets())
                .filter(w -> w.kind() != Warning.Kind.LOADED_FORKS).forEach(w -> {
            if (w.kind() == Warning.Kind.UNSETTLED_FORKS) {
                unsettled.ifPresent(warnings::add);
            } else {
                warnings.add(w.file() == null ? w : w.about(file.name()));
            }
        }));
        unsettled.ifPresent(warnings::add);
        if (!without.isEmpty()) {
            warnings.add(new Warning(Warning.Kind.ROWS_WITHOUT_METRIC, file.name(), without.size() + " row"
                    + (without.size() == 1 ? " has" : "s have") + " no " + measure.title(), " (e.g. " + without.get(0)
                    + "): left out, so each group's fastest is the fastest of the formats that have it"));
        }
        List<RunRecord.Schema> schemas = manifest.map(m -> RunRecord.orEmpty(m.schemas())).orElse(List.of()).stream()
                .filter(java.util.Objects::nonNull).toList();
        if (schemas.size() > MAX_SCHEMAS) {
            warnings.add(new Warning(Warning.Kind.SCHEMAS_CUT, file.name(), "its manifest lists " + schemas.size()
                    + " schemas; the first " + MAX_SCHEMAS + " are shown", " (a run measures a few models: is the"
                    + " manifest this suite's?)"));
            schemas = schemas.subList(0, MAX_SCHEMAS);
        }
        return new Answer(file.path().toString(), axis, baseline, estimator, measure, List.copyOf(groups), List.copyOf(warnings),
                manifest.map(RunRecord::took).orElse(null),
                List.copyOf(schemas), RunManifest.host(file), HostNoise.of(pairs), jdk(manifest, chosen),
                RunManifest.load(chosen).orElse(null));
    }

    /**
     * The JDK of {@code file}'s forks: the version its profile's entry in the run's manifest records, else the one
     * JMH recorded in its rows (several joined with {@code " | "}); null when neither says.
     */
    private static String jdk(Optional<RunRecord> manifest, ResultFile file) {
        String recorded = manifest.flatMap(m -> m.profile(file.fileName())).map(RunRecord.Profile::javaVersion)
                .orElse(null);
        if (recorded != null && !recorded.isBlank()) {
            return serbench.text.Escape.line(serbench.io.Excerpt.of(recorded));
        }
        List<String> jmh = file.runs().stream().map(r -> r.config().jdkVersion())
                .filter(v -> v != null && !v.isBlank()).distinct().toList();
        return jmh.isEmpty() ? null : serbench.text.Escape.line(serbench.io.Excerpt.of(String.join(" | ", jmh)));
    }

    /** Whether {@code file}'s rows measure two or more values of {@code axis}: whether it has an answer to show. */
    public static boolean setsSideBySide(ResultFile file, String axis) {
        return file.runs().stream().map(r -> r.params().get(axis)).filter(v -> v != null).distinct().count() >= 2;
    }

    /** Where {@code value} stands in {@code order}; after all of them when it is not there. */
    private static int rank(List<String> order, String value) {
        int i = order.indexOf(value);
        return i < 0 ? Integer.MAX_VALUE : i;
    }

    /** The values in the order of {@link Formats#NAMES} (protobuf, json, xml, …), others after in file order. */
    private static List<String> ordered(Set<String> seen) {
        List<String> out = new ArrayList<>(seen);
        out.sort(Comparator.comparingInt(v -> rank(Formats.NAMES, v)));
        return out;
    }

    /** The value with the best time: the lowest per operation, the highest throughput. */
    public static String fastest(Map<String, Estimate> times, String unit) {
        boolean higherIsBetter = Direction.of(unit) == Direction.HIGHER_IS_BETTER;
        Comparator<Map.Entry<String, Estimate>> byScore = Comparator.comparingDouble(t -> t.getValue().centre().estimate());
        return (higherIsBetter ? times.entrySet().stream().max(byScore) : times.entrySet().stream().min(byScore))
                .orElseThrow().getKey();
    }

    /**
     * The values some row measured beside {@code reference} (in {@code values}' order): those {@code compare
     * --between} can set against it (a value only other benchmarks have, such as a Jackson 3 format of a benchmark
     * without protobuf, has no row to compare).
     */
    private static List<String> alongside(java.util.Collection<Map<String, Run>> groups, String reference,
                                          List<String> values) {
        Set<String> with = new LinkedHashSet<>();
        groups.stream().filter(g -> g.containsKey(reference)).forEach(g -> with.addAll(g.keySet()));
        return values.stream().filter(with::contains).toList();
    }

    /** {@code compare --between AXIS=REFERENCE,OTHERS…} on the file. */
    private static Comparison compare(ResultFile file, String axis, String reference, List<String> values,
                                      Estimator estimator) {
        List<String> order = new ArrayList<>();
        order.add(reference);
        values.stream().filter(v -> !v.equals(reference)).forEach(order::add);
        return Comparison.of(ParamSplit.split(file, axis, order), null, Tolerance.DEFAULT, true, estimator);
    }

    private static Optional<Row> row(Comparison c, String axis, String value, RowKey key) {
        ResultFile.Selection rows = new ResultFile.Selection(axis, value);
        for (FileComparison fc : c.against()) {
            if (rows.equals(fc.file().selection())) {
                return fc.rows().stream().filter(r -> r.key().equals(key)).findFirst();
            }
        }
        return Optional.empty();
    }

    private static Double allocation(Run r) {
        var alloc = r.allocation();
        if (alloc == null || alloc.forks().isEmpty()) {
            return null;
        }
        return Estimate.of(alloc, 0.95).mean().estimate();
    }

    /** Raw and gzipped bytes of {@code format} for the group's model and input, from the manifest; null if absent. */
    private static int[] size(List<RunRecord.Size> sizes, Map<String, String> params, String format) {
        String model = params.get("model");
        if (sizes == null || model == null) {
            return null;
        }
        String input = params.getOrDefault("input", "default");
        if (Models.allNames().contains(model)) {
            input = Models.byName(model).resolveInput(input);
        } else if (input.equals("default")) {
            // a model this build does not have (generated from a user's .proto by another build): its one input
            List<String> inputs = sizes.stream().filter(s -> model.equals(s.model())).map(RunRecord.Size::input)
                    .distinct().toList();
            if (inputs.size() != 1) {
                return null;
            }
            input = inputs.get(0);
        }
        String resolved = input;
        return sizes.stream().filter(s -> model.equals(s.model()) && resolved.equals(s.input())
                        && format.equals(s.format()) && s.bytes() != null && s.gzipBytes() != null
                        && s.bytes() >= 0 && s.gzipBytes() >= 0) // a hand-edited negative size is not a size
                .findFirst().map(s -> new int[] {s.bytes(), s.gzipBytes()}).orElse(null);
    }
}
