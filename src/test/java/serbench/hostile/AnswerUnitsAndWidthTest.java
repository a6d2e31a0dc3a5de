package serbench.hostile;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.cli.CommandResult;
import serbench.text.TextTable;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code answer} on rows that a careless or hostile file makes awkward: times in different units compare converted
 * (json at 1,500 ns/op is faster than protobuf at 2.0 us/op), a throughput beside times is shown and not compared,
 * long and CJK format names keep the text view within its 100 columns, and a negative size from a hand-edited
 * manifest is not printed.
 */
class AnswerUnitsAndWidthTest {

    private static final String BENCH = "serbench.bench.SerializeBench.serialize";

    /** A row in average-time mode whatever its unit (a hand-edited file can say anything). */
    private static ObjectNode row(String format, String unit, double value) {
        ObjectNode e = JmhFiles.entry(BENCH, "avgt",
                Map.of("model", "mediacontent", "format", format), JmhFiles.values(new Random(format.hashCode()), 3, value));
        ((ObjectNode) e.get("primaryMetric")).put("scoreUnit", unit);
        return e;
    }

    @Test
    void timesInDifferentUnitsCompareConverted(@TempDir Path dir) {
        Path f = JmhFiles.write(dir.resolve("r.json"), row("protobuf", "us/op", 2.0), row("json", "ns/op", 1500),
                row("xml", "ops/s", 1000));
        CommandResult r = CommandResult.run("answer", f.toString());
        assertEquals(0, r.code(), r.err());
        String json = line(r.out(), " json ");
        String protobuf = line(r.out(), " protobuf ");
        assertTrue(json.contains("fastest") && json.matches(".*1\\.[45][0-9] µs.*"), r.out());
        assertTrue(protobuf.matches(".*1\\.3[0-9]x slower.* (1\\.9[0-9]|2\\.0[0-9]) µs.*"), r.out());
        assertTrue(line(r.out(), " xml ").contains("not comparable"), r.out());
    }

    @Test
    void longAndWideNamesStayWithinTheWidth(@TempDir Path dir) {
        String longName = "format-" + "x".repeat(180);
        String cjk = "格式名称".repeat(12);
        Path f = JmhFiles.write(dir.resolve("r.json"), row("protobuf", "ns/op", 200), row(longName, "ns/op", 400),
                row(cjk, "ns/op", 300));
        CommandResult r = CommandResult.run("answer", f.toString());
        assertEquals(0, r.code(), r.err());
        for (String l : r.out().lines().toList()) {
            assertTrue(TextTable.columns(l) <= 100, TextTable.columns(l) + " columns: " + l);
        }
        assertTrue(r.out().contains("format-xxxx") && r.out().contains("格式名称"), r.out());
    }

    @Test
    void aNegativeSizeIsNotPrinted(@TempDir Path dir) throws IOException {
        Path run = Files.createDirectories(dir.resolve("20261127-000000-answer"));
        Path f = JmhFiles.write(run.resolve("default.json"), row("protobuf", "ns/op", 200), row("json", "ns/op", 400));
        Files.writeString(run.resolve("manifest.json"), "{\"status\":\"complete\",\"sizes\":["
                + "{\"model\":\"mediacontent\",\"input\":\"media.1\",\"format\":\"json\",\"bytes\":-5,\"gzipBytes\":-3},"
                + "{\"model\":\"mediacontent\",\"input\":\"media.1\",\"format\":\"protobuf\",\"bytes\":238,\"gzipBytes\":161}]}");
        CommandResult r = CommandResult.run("answer", f.toString());
        assertEquals(0, r.code(), r.err());
        assertFalse(r.out().contains("-5 B") || r.out().contains("-3 B"), r.out());
        assertTrue(line(r.out(), " protobuf ").contains("238 B"), r.out());
    }

    private static String line(String out, String containing) {
        return out.lines().filter(l -> l.contains(containing)).findFirst().orElse("(no line with '" + containing + "')");
    }
}
