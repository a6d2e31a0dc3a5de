package serbench.hostile;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.cli.CommandResult;
import serbench.io.HarnessJson;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A run's manifest as {@code answer} reads it, made hostile: null or thousands of schemas, a message name with line
 * breaks, and forks the run marked as loaded, which {@code answer} and {@code compare --between} must warn about as a
 * two-profile {@code compare} does.
 */
class AnswerManifestAttackTest {

    private static final Path RUN = Path.of("results/20261127-084943-answer");

    @TempDir
    Path dir;

    /** A copy of the committed answer run with {@code edit} applied to its manifest. */
    private Path run(java.util.function.Consumer<ObjectNode> edit) throws IOException {
        Path copy = Files.createDirectories(dir.resolve("20261127-084943-answer"));
        Files.copy(RUN.resolve("default.json"), copy.resolve("default.json"),
                java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        ObjectNode manifest = (ObjectNode) HarnessJson.MAPPER.readTree(RUN.resolve("manifest.json").toFile());
        edit.accept(manifest);
        Files.writeString(copy.resolve("manifest.json"), HarnessJson.MAPPER.writeValueAsString(manifest));
        return copy;
    }

    @Test
    void nullAndManySchemasAndLineBreaksInNamesAreHandled() throws IOException {
        Path nulls = run(m -> m.putArray("schemas").addNull());
        for (String format : new String[]{"text", "md", "json", "csv"}) {
            CommandResult r = CommandResult.run("answer", "--format", format, nulls.toString());
            assertEquals(0, r.code(), format + ": " + r.err());
        }
        Path many = run(m -> {
            ArrayNode schemas = m.putArray("schemas");
            for (int i = 0; i < 5000; i++) {
                ObjectNode s = schemas.addObject();
                s.put("model", "m" + i);
                s.put("message", "pkg.Message" + i + "\nforged line\u001b[31m");
                s.putArray("files").add("a.proto");
            }
        });
        CommandResult r = CommandResult.run("answer", many.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().length() < 40_000, r.out().length() + " characters");
        assertTrue(r.out().contains("its manifest lists 5000 schemas; the first 20 are shown"), r.out());
        assertFalse(r.out().contains("\nforged line"), "a line break of a name reaches the terminal");
        assertFalse(r.out().contains("\u001b"), "an escape character reaches the terminal");
    }

    @Test
    void forksMarkedLoadedAreWarnedAboutByAnswerAndByCompareBetween() throws IOException {
        Path loaded = run(m -> ((ObjectNode) m.path("profiles").get(0).path("forkRounds").get(0).path("noise").get(0))
                .put("loaded", true));
        CommandResult answer = CommandResult.run("answer", loaded.toString());
        assertEquals(0, answer.code(), answer.err());
        assertTrue(answer.out().contains("1 of 108 forks ran on a loaded machine"), answer.out());
        CommandResult between = CommandResult.run("compare", "--between", "format=protobuf,json,xml",
                loaded.resolve("default.json").toString());
        assertEquals(0, between.code(), between.err());
        assertEquals(1, between.out().lines().filter(l -> l.contains("forks ran on a loaded machine")).count(),
                "one warning for the file, not one per part: " + between.out());
    }

    /** A row recorded without CPU time is said, not left out silently while another format is called the fastest. */
    @Test
    void aRowWithoutTheMetricIsSaid() throws IOException {
        Path run = run(m -> { });
        com.fasterxml.jackson.databind.node.ArrayNode rows = (com.fasterxml.jackson.databind.node.ArrayNode)
                HarnessJson.MAPPER.readTree(run.resolve("default.json").toFile());
        int stripped = 0;
        for (com.fasterxml.jackson.databind.JsonNode row : rows) {
            if (row.path("params").path("format").asText().equals("protobuf")) {
                ((ObjectNode) row.path("secondaryMetrics")).remove("cpu.time.norm");
                stripped++;
            }
        }
        Files.writeString(run.resolve("default.json"), HarnessJson.MAPPER.writeValueAsString(rows));
        CommandResult r = CommandResult.run("answer", "--metric", "cpu", run.toString());
        assertEquals(0, r.code(), r.err());
        String text = r.out().replace("\n", " ");
        assertTrue(text.contains(stripped + " rows have no CPU time"), r.out());
        assertTrue(text.contains("format=protobuf): left out"), r.out());
    }
}
