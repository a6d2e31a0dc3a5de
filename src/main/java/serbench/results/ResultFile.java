package serbench.results;

import serbench.io.UnusableInputException;

import serbench.stats.Statistics;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import serbench.io.Excerpt;
import serbench.io.HarnessJson;
import serbench.io.InputFile;

import java.io.IOException;
import java.io.InputStream;
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
 * (non-finite iteration values, and those {@link Scores#usable} refuses, are left out and counted); secondary metric names lose JMH 1.36's
 * {@code ·} (U+00B7) prefix; in {@code sample} mode fork means come from {@code rawDataHistogram}.
 * Every problem with the file is a {@link UnusableInputException} naming the file.
 *
 * <p>It carries its run: {@code record} is the {@code manifest.json} that {@code run} wrote beside it (null when there
 * is none, or none usable), read once, here, when the file is read, so that nothing that computes on the file reads
 * the disk again ({@link RunManifest}'s functions read the record). {@code selection} is null for a whole file, or the
 * rows with one value of a param ({@code compare --between}, {@code answer}), that param removed from them.
 */
public record ResultFile(Path path, List<Run> runs, RunRecord record, Selection selection) {

    /** The rows of a file with {@code param=value} ({@link #select}). */
    public record Selection(String param, String value) {

        @Override
        public String toString() {
            return param + "=" + value;
        }
    }

    /** A whole file with no run record: rows made in memory, or a file of another tool. */
    public ResultFile(Path path, List<Run> runs) {
        this(path, runs, null, null);
    }

    /**
     * The largest result file read: far above any real run (the full suite with {@code -prof gc} writes about
     * 2 MB), small enough that the values kept ({@link Fork}s, 8 bytes per number) stay well inside the heap.
     */
    public static final long MAX_BYTES = 256L * 1024 * 1024;

    private static final String HINT = "; give a JMH result file in JMH's JSON format";

    /**
     * The JSON reader for result files: the harness's mapper and limits ({@link HarnessJson}) but a document length
     * of {@link #MAX_BYTES}. Entries are read one at a time, so only one entry's tree is in memory at once.
     */
    private static final ObjectMapper READER = HarnessJson.mapper(MAX_BYTES);

    /** Reads and checks one file, through {@link InputFile}'s checks (regular file, not empty, size limit). */
    public static ResultFile read(Path path) {
        InputFile.check(path, MAX_BYTES, "result file");
        try (InputStream in = Files.newInputStream(path); JsonParser p = READER.getFactory().createParser(in)) {
            return new ResultFile(path, parse(path, p), RunManifest.beside(path).orElse(null), null);
        } catch (StreamConstraintsException e) {
            throw new UnusableInputException(path + ": over a limit for result files ("
                    + Excerpt.of(e.getOriginalMessage(), 200) + ")" + HINT);
        } catch (JsonProcessingException e) {
            String where = e.getLocation() == null ? "" : " at line " + e.getLocation().getLineNr();
            throw new UnusableInputException(path + ": not JSON" + where + HINT);
        } catch (IOException e) {
            throw new UnusableInputException(path + ": cannot read (" + Excerpt.of(String.valueOf(e.getMessage()), 200)
                    + ")" + HINT);
        }
    }

    /** The top-level array, entry by entry; nothing may follow it. */
    private static List<Run> parse(Path path, JsonParser p) throws IOException {
        JsonToken first = p.nextToken();
        if (first == null) {
            throw new UnusableInputException(path + ": file is empty (only white space)" + HINT);
        }
        if (first != JsonToken.START_ARRAY) {
            throw new UnusableInputException(notJmh(path));
        }
        List<Run> runs = new ArrayList<>();
        Map<Object, Object> shared = new java.util.HashMap<>();
        for (JsonToken t = p.nextToken(); t != JsonToken.END_ARRAY; t = p.nextToken()) {
            if (t == null) {
                throw new UnusableInputException(path + ": not JSON (ends inside the array)" + HINT);
            }
            runs.add(shared(entry(path, READER.readTree(p)), shared));
        }
        if (p.nextToken() != null) {
            throw new UnusableInputException(path + ": not JSON: more content after the result array at line "
                    + p.currentLocation().getLineNr() + HINT);
        }
        if (runs.isEmpty()) {
            throw new UnusableInputException(path + ": holds no benchmark results (an empty array)" + HINT);
        }
        return runs;
    }

    /**
     * The run with one instance of each value its file repeats in every entry (the benchmark name, mode, settings,
     * parameter names and values): at 10^5 entries the values kept are the numbers, not a copy of the JVM's path per
     * row.
     */
    private static Run shared(Run r, Map<Object, Object> seen) {
        Map<String, String> params = new LinkedHashMap<>();
        r.params().forEach((k, v) -> params.put((String) seen.computeIfAbsent(k, x -> x),
                (String) seen.computeIfAbsent(v, x -> x)));
        return new Run((String) seen.computeIfAbsent(r.benchmark(), x -> x), (String) seen.computeIfAbsent(r.mode(),
                x -> x), params, (RunConfig) seen.computeIfAbsent(r.config(), x -> x), r.primary(), r.secondary());
    }

    /** The run record read beside the file, if there was a usable one. */
    public java.util.Optional<RunRecord> manifest() {
        return java.util.Optional.ofNullable(record);
    }

    /** The rows with {@code selection}, as {@code runs} (that param removed): the same file, path and run record. */
    public ResultFile select(Selection selection, List<Run> runs) {
        return new ResultFile(path, runs, record, selection);
    }

    /** The same file, path, run record and selection with other rows (another metric's view of them, say). */
    public ResultFile withRuns(List<Run> runs) {
        return new ResultFile(path, runs, record, selection);
    }

    /** The file's name on disk, as its run's manifest names it ({@code resultFile}). */
    public String fileName() {
        return path.getFileName() == null ? path.toString() : path.getFileName().toString();
    }

    /**
     * The file as the reports of one run show it: its name ({@code default.json}), and for a selection the rows it
     * holds ({@code default.json format=json}).
     */
    public String name() {
        return selection == null ? fileName() : fileName() + " " + selection;
    }

    /**
     * The file with its run directory, {@code 20261127-084943-answer/default.json}, as a comparison of several runs'
     * files names it so that two runs' files of one name are told apart; the name alone when the path has no
     * directory to name.
     */
    public String label() {
        return runDirectory().map(d -> d + "/" + name()).orElse(name());
    }

    /** {@link #label} of the whole file: its run directory and file name, whatever rows it selects. */
    public String fileLabel() {
        return runDirectory().map(d -> d + "/" + fileName()).orElse(fileName());
    }

    /** The name of the run directory the file lies in; empty when its path names no directory. */
    public java.util.Optional<String> runDirectory() {
        Path dir = path.toAbsolutePath().normalize().getParent();
        return dir == null || dir.getFileName() == null ? java.util.Optional.empty()
                : java.util.Optional.of(dir.getFileName().toString());
    }

    private static String notJmh(Path path) {
        return path + ": JSON but not a JMH result (expected an array of objects with "
                + "\"benchmark\" and \"primaryMetric\")" + HINT;
    }

    /** One entry of the array, checked. */
    static Run entry(Path path, JsonNode n) {
        if (n == null || !n.isObject() || !n.path("benchmark").isTextual() || !n.path("primaryMetric").isObject()) {
            throw new UnusableInputException(notJmh(path));
        }
        try {
            return run(n);
        } catch (IllegalArgumentException e) {
            throw new UnusableInputException(path + ": " + Excerpt.of(n.path("benchmark").asText()) + ": "
                    + e.getMessage() + HINT);
        }
    }

    private static Run run(JsonNode n) {
        Map<String, String> params = new LinkedHashMap<>();
        JsonNode given = n.path("params");
        if (!given.isMissingNode() && !given.isNull() && !given.isObject()) {
            throw new IllegalArgumentException("'params' is " + kind(given) + ", not an object of names to values");
        }
        given.fields().forEachRemaining(e -> {
            if (!e.getValue().isValueNode() || e.getValue().isNull()) {
                throw new IllegalArgumentException("param '" + Excerpt.of(e.getKey()) + "' is " + kind(e.getValue())
                        + ", not a value");
            }
            params.put(e.getKey(), e.getValue().asText());
        });
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
                phase(n, "warmup"), phase(n, "measurement"), n.path("forks").asInt(0), n.path("threads").asInt(0),
                n.path("warmupIterations").asInt(-1), n.path("measurementIterations").asInt(-1));
    }

    /** {@code "5 × 1 s"}, with the batch size when it is not 1. */
    private static String phase(JsonNode n, String prefix) {
        String s = n.path(prefix + "Iterations").asText("?") + " \u00d7 " + n.path(prefix + "Time").asText("?");
        int batch = n.path(prefix + "BatchSize").asInt(1);
        return batch == 1 ? s : s + ", batch " + batch;
    }

    private static Metric metric(JsonNode m) {
        String unit = m.path("scoreUnit").asText("?");
        for (String raw : List.of("rawData", "rawDataHistogram")) {
            JsonNode forks = m.path(raw);
            if (forks.isMissingNode() || forks.isNull()) {
                continue;
            }
            if (!forks.isArray()) {
                throw new IllegalArgumentException("'" + raw + "' is " + kind(forks) + ", not an array of forks");
            }
            for (JsonNode fork : forks) {
                if (!fork.isArray()) {
                    throw new IllegalArgumentException("a fork of '" + raw + "' is " + kind(fork)
                            + ", not an array of iterations");
                }
            }
        }
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
                    if (Scores.usable(d)) {
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
            if (Scores.usable(score)) {
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
                if (Scores.usable(v) && Scores.usable(k) && k >= 0) {
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

    /** What a JSON value is, for a message: {@code an object}, {@code a string}, ... */
    private static String kind(JsonNode v) {
        return switch (v.getNodeType()) {
            case OBJECT -> "an object";
            case ARRAY -> "an array";
            case STRING -> "a string";
            case NUMBER -> "a number";
            case BOOLEAN -> "a boolean";
            case NULL -> "null";
            default -> "not a JSON value";
        };
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
