package serbench.hostile;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import serbench.io.HarnessJson;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Random;

/** JMH-shaped result files for the hostile tests of {@code compare} and {@code claims}: any names, any values. */
final class JmhFiles {

    private JmhFiles() {
    }

    /** One entry; {@code raw[fork][iteration]} may hold any JSON value (numbers, null, strings). */
    static ObjectNode entry(String benchmark, String mode, Map<String, String> params, Object[][] raw) {
        ObjectNode n = HarnessJson.MAPPER.createObjectNode();
        n.put("jmhVersion", "1.37").put("benchmark", benchmark).put("mode", mode).put("threads", 1)
                .put("forks", raw.length).put("jvm", "/usr/bin/java").put("jdkVersion", "17.0.15")
                .put("vmName", "OpenJDK 64-Bit Server VM").put("vmVersion", "17.0.15+6")
                .put("warmupIterations", 1).put("warmupTime", "1 s").put("measurementIterations", 3)
                .put("measurementTime", "1 s");
        n.putArray("jvmArgs");
        ObjectNode p = n.putObject("params");
        params.forEach(p::put);
        ObjectNode m = n.putObject("primaryMetric");
        m.put("score", 1.0).put("scoreUnit", mode.equals("thrpt") ? "ops/us" : "ns/op");
        ArrayNode data = m.putArray("rawData");
        for (Object[] fork : raw) {
            ArrayNode f = data.addArray();
            for (Object v : fork) {
                f.addPOJO(v);
            }
        }
        n.putObject("secondaryMetrics");
        return n;
    }

    /** {@code forks} x 3 positive values around {@code mean}, from {@code random}. */
    static Object[][] values(Random random, int forks, double mean) {
        Object[][] raw = new Object[forks][3];
        for (int f = 0; f < forks; f++) {
            for (int i = 0; i < 3; i++) {
                raw[f][i] = mean * (0.95 + 0.1 * random.nextDouble());
            }
        }
        return raw;
    }

    /** Every value {@code v}. */
    static Object[][] all(int forks, Object v) {
        Object[][] raw = new Object[forks][3];
        for (Object[] fork : raw) {
            java.util.Arrays.fill(fork, v);
        }
        return raw;
    }

    /**
     * Two files of {@code rows} rows each, one row per {@code input} value over 50 benchmark classes, 3 forks a row
     * around 100 in {@code a.json} and around {@code otherMean(i)} in {@code b.json}: the large comparisons the scale
     * tests read.
     */
    static Path[] rowPerInput(Path dir, int rows, Random random, java.util.function.IntToDoubleFunction otherMean) {
        ObjectNode[] a = new ObjectNode[rows];
        ObjectNode[] b = new ObjectNode[rows];
        for (int i = 0; i < rows; i++) {
            Map<String, String> params = Map.of("input", String.valueOf(i));
            a[i] = entry("serbench.bench.Scale" + (i % 50) + "Bench.m", "avgt", params, values(random, 3, 100));
            b[i] = entry("serbench.bench.Scale" + (i % 50) + "Bench.m", "avgt", params,
                    values(random, 3, otherMean.applyAsDouble(i)));
        }
        return new Path[]{write(dir.resolve("a.json"), a), write(dir.resolve("b.json"), b)};
    }

    static Path write(Path file, ObjectNode... entries) {
        ArrayNode array = HarnessJson.MAPPER.createArrayNode();
        for (ObjectNode e : entries) {
            array.add(e);
        }
        try {
            Files.createDirectories(file.getParent());
            return Files.write(file, HarnessJson.MAPPER.writeValueAsBytes(array));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
