package serbench.hostile;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.cli.CommandResult;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Random;
import java.util.function.Consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Another tool's result file whose {@code params} or {@code rawData} has the wrong shape is refused with one line
 * naming the field, not read as if the params or forks were not there (which silently merged rows or dropped forks).
 */
class MalformedResultFieldsTest {

    @Test
    void wrongShapesAreRefusedByName(@TempDir Path dir) {
        Map<String, Consumer<ObjectNode>> cases = new LinkedHashMap<>();
        cases.put("'params' is an array", e -> e.putArray("params").add("format=json"));
        cases.put("'params' is a string", e -> e.put("params", "format=json"));
        cases.put("param 'format' is an object", e -> ((ObjectNode) e.get("params")).putObject("format"));
        cases.put("param 'format' is an array", e -> ((ObjectNode) e.get("params")).putArray("format"));
        cases.put("param 'format' is null", e -> ((ObjectNode) e.get("params")).putNull("format"));
        cases.put("'rawData' is an object", e -> ((ObjectNode) e.get("primaryMetric")).putObject("rawData"));
        cases.put("'rawData' is a number", e -> ((ObjectNode) e.get("primaryMetric")).put("rawData", 5));
        cases.put("a fork of 'rawData' is a number",
                e -> ((ObjectNode) e.get("primaryMetric")).putArray("rawData").add(1.0).add(2.0));
        cases.put("a fork of 'rawDataHistogram' is a string",
                e -> ((ObjectNode) e.get("primaryMetric")).putArray("rawDataHistogram").add("[[1,2]]"));
        int i = 0;
        for (Map.Entry<String, Consumer<ObjectNode>> c : cases.entrySet()) {
            ObjectNode good = JmhFiles.entry("serbench.bench.SerializeBench.serialize", "avgt",
                    Map.of("format", "protobuf"), JmhFiles.values(new Random(i), 3, 100));
            ObjectNode bad = JmhFiles.entry("serbench.bench.SerializeBench.serialize", "avgt",
                    Map.of("format", "json"), JmhFiles.values(new Random(i), 3, 200));
            c.getValue().accept(bad);
            Path f = JmhFiles.write(dir.resolve("r" + i++ + ".json"), good, bad);
            CommandResult r = CommandResult.run("compare", f.toString(), f.toString());
            assertEquals(3, r.code(), c.getKey() + ": " + r.out() + r.err());
            assertTrue(r.err().contains(c.getKey()), c.getKey() + ": " + r.err());
            assertEquals(1, r.err().lines().count(), r.err());
        }
    }

    @Test
    void wellFormedValuesOfEveryScalarKindAreRead(@TempDir Path dir) {
        ObjectNode e = JmhFiles.entry("serbench.bench.SerializeBench.serialize", "avgt", Map.of("format", "json"),
                JmhFiles.values(new Random(1), 3, 100));
        ((ObjectNode) e.get("params")).put("size", 3).put("flag", true);
        Path f = JmhFiles.write(dir.resolve("ok.json"), e);
        CommandResult r = CommandResult.run("compare", f.toString(), f.toString());
        assertEquals(0, r.code(), r.err());
    }
}
