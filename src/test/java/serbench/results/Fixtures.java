package serbench.results;

import serbench.stats.Statistics;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import serbench.io.HarnessJson;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/** Test inputs: the hand-written fixture files, and small JMH-shaped files built from given raw data. */
public final class Fixtures {

    private Fixtures() {
    }

    /** A file under {@code src/test/resources/report/}. */
    public static Path resource(String name) {
        try {
            return Path.of(Fixtures.class.getResource("/report/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * One run shaped like a JMH 1.37 entry; {@code alloc} (B/op per fork and iteration) may be null. Its settings say
     * at least 3 measured iterations (a compare of fewer warns), whatever number of values {@code raw} holds per fork.
     */
    public static ObjectNode run(String benchmark, String mode, String unit, Map<String, String> params,
                          double[][] raw, double[][] alloc) {
        ObjectNode n = HarnessJson.MAPPER.createObjectNode();
        n.put("jmhVersion", "1.37").put("benchmark", benchmark).put("mode", mode).put("threads", 1)
                .put("forks", raw.length).put("jvm", "/usr/bin/java").put("jdkVersion", "17.0.15")
                .put("vmName", "OpenJDK 64-Bit Server VM").put("vmVersion", "17.0.15+6")
                .put("warmupIterations", 1).put("warmupTime", "1 s").put("warmupBatchSize", 1)
                .put("measurementIterations", Math.max(3, raw[0].length)).put("measurementTime", "1 s")
                .put("measurementBatchSize", 1);
        n.putArray("jvmArgs");
        if (params != null) {
            ObjectNode p = n.putObject("params");
            params.forEach(p::put);
        }
        n.set("primaryMetric", metric(unit, raw));
        ObjectNode secondary = n.putObject("secondaryMetrics");
        if (alloc != null) {
            secondary.set("gc.alloc.rate.norm", metric("B/op", alloc));
        }
        return n;
    }

    private static ObjectNode metric(String unit, double[][] raw) {
        ObjectNode m = HarnessJson.MAPPER.createObjectNode();
        m.put("score", Statistics.mean(java.util.Arrays.stream(raw).flatMapToDouble(java.util.Arrays::stream).toArray()));
        m.put("scoreError", "NaN");
        m.put("scoreUnit", unit);
        ArrayNode data = m.putArray("rawData");
        for (double[] fork : raw) {
            ArrayNode f = data.addArray();
            for (double v : fork) {
                f.add(v);
            }
        }
        return m;
    }

    /** Writes runs as a JMH result file in {@code dir}. */
    public static Path write(Path dir, String name, ObjectNode... runs) {
        ArrayNode array = HarnessJson.MAPPER.createArrayNode();
        for (ObjectNode r : runs) {
            array.add(r);
        }
        try {
            return Files.writeString(dir.resolve(name), HarnessJson.MAPPER.writerWithDefaultPrettyPrinter()
                    .writeValueAsString(array));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@code forks} forks of two iterations around {@code center}, with a small deterministic spread. */
    public static double[][] forks(int forks, double center) {
        double[] offsets = {-0.012, 0.007, -0.004, 0.011, 0.001, -0.008, 0.005};
        double[][] raw = new double[forks][];
        for (int i = 0; i < forks; i++) {
            double m = center * (1 + offsets[i % offsets.length]);
            raw[i] = new double[]{m * 0.999, m * 1.001};
        }
        return raw;
    }

    /** One fork of two iterations at exactly {@code values[i]} each: fork means are then exactly {@code values}. */
    public static double[][] exact(double... values) {
        double[][] raw = new double[values.length][];
        for (int i = 0; i < values.length; i++) {
            raw[i] = new double[]{values[i], values[i]};
        }
        return raw;
    }

    /**
     * A SampleTime run whose forks each hold {@code bulk} samples at {@code typical} and {@code tail} samples at
     * {@code slow} (so p50 = typical, and p99 = slow when the tail is at least 1%).
     */
    public static ObjectNode sampleRun(String benchmark, double[] typical, int bulk, double[] slow, int tail) {
        ObjectNode n = run(benchmark, "sample", "us/op", null, exact(typical), null);
        ObjectNode m = (ObjectNode) n.get("primaryMetric");
        m.remove("rawData");
        ArrayNode hist = m.putArray("rawDataHistogram");
        for (int f = 0; f < typical.length; f++) {
            ArrayNode iteration = hist.addArray().addArray();
            iteration.addArray().add(typical[f]).add(bulk);
            iteration.addArray().add(slow[f]).add(tail);
        }
        return n;
    }

    /** A run directory's manifest saying which round each fork of each file's rows came from, as {@code run} writes it. */
    public static void manifest(Path dir, Map<String, int[]> roundsByFile, String benchmark, String mode) {
        try {
            Files.writeString(dir.resolve("manifest.json"), roundsManifest(roundsByFile, benchmark, mode));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The JSON of {@link #manifest}, for a record built in memory ({@link #inRun}). */
    public static String roundsManifest(Map<String, int[]> roundsByFile, String benchmark, String mode) {
        ObjectNode m = HarnessJson.MAPPER.createObjectNode();
        m.put("seed", 1);
        ArrayNode profiles = m.putArray("profiles");
        roundsByFile.forEach((file, rounds) -> {
            ObjectNode p = profiles.addObject();
            p.put("resultFile", file);
            ObjectNode row = p.putArray("forkRounds").addObject();
            row.put("benchmark", benchmark).put("mode", mode);
            row.putObject("params");
            ArrayNode r = row.putArray("rounds");
            for (int x : rounds) {
                r.add(x);
            }
        });
        return m.toString();
    }

    /**
     * The result files at {@code files}, each carrying the run record of {@code manifestJson} as if their run's
     * manifest said so: built in memory, no manifest written beside them.
     */
    public static List<ResultFile> inRun(String manifestJson, Path... files) {
        RunRecord record;
        try {
            record = RunRecord.of(HarnessJson.MAPPER.readTree(manifestJson))
                    .orElseThrow(() -> new IllegalArgumentException("not a run manifest: " + manifestJson));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return java.util.Arrays.stream(files).map(ResultFile::read)
                .map(f -> new ResultFile(f.path(), f.runs(), record, f.selection())).toList();
    }
}
