package serbench.io;

import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The harness's own mapper: its documented limits are in force, it writes the harness's files as they have always
 * been written, and no harness code reads or writes through the mappers the benchmarks measure.
 */
class HarnessJsonTest {

    @Test
    void theDocumentedLimitsAreTheOnesInForce() {
        StreamReadConstraints c = HarnessJson.MAPPER.getFactory().streamReadConstraints();
        assertEquals(HarnessJson.MAX_NESTING_DEPTH, c.getMaxNestingDepth());
        assertEquals(HarnessJson.MAX_STRING_LENGTH, c.getMaxStringLength());
        assertEquals(HarnessJson.MAX_NAME_LENGTH, c.getMaxNameLength());
        assertEquals(HarnessJson.MAX_NUMBER_LENGTH, c.getMaxNumberLength());
        assertEquals(HarnessJson.MAX_DOCUMENT_LENGTH, c.getMaxDocumentLength());
        assertEquals(7, HarnessJson.mapper(7).getFactory().streamReadConstraints().getMaxDocumentLength());
        assertThrows(StreamConstraintsException.class,
                () -> HarnessJson.MAPPER.readTree("[".repeat(HarnessJson.MAX_NESTING_DEPTH + 1)));
        assertThrows(StreamConstraintsException.class,
                () -> HarnessJson.MAPPER.readTree("[1" + "0".repeat(HarnessJson.MAX_NUMBER_LENGTH) + "]"));
    }

    @Test
    void writesTheCommittedFilesAsTheyAre() throws IOException {
        List<Path> notes;
        try (Stream<Path> s = Files.list(Path.of("results"))) {
            notes = s.map(d -> d.resolve("rounds/manifest.json")).filter(Files::isRegularFile).toList();
        }
        assertTrue(notes.size() > 5, notes.toString());
        for (Path note : notes) {
            Object read = HarnessJson.MAPPER.readValue(note.toFile(), LinkedHashMap.class);
            assertEquals(Files.readString(note).stripTrailing(), HarnessJson.pretty().writeValueAsString(read),
                    note.toString());
        }
    }

    /** Only the codecs, the scenarios and the benchmarks use {@code serbench.format.jackson}; render uses no codec. */
    @Test
    void noHarnessCodeUsesTheBenchmarkedMappers() throws IOException {
        List<String> found = new ArrayList<>();
        try (Stream<Path> s = Files.walk(Path.of("src/main/java/serbench"))) {
            for (Path f : s.filter(p -> p.toString().endsWith(".java")).toList()) {
                String pkg = f.getParent().toString().replace('\\', '/');
                if (pkg.contains("serbench/format") || pkg.contains("serbench/scenario")) {
                    continue;
                }
                String text = Files.readString(f);
                if (text.contains("serbench.format.jackson")) {
                    found.add(f + " uses serbench.format.jackson");
                }
                if (pkg.endsWith("serbench/render") && (text.contains("serbench.format") || text.contains("serbench.model"))) {
                    found.add(f + " draws from the codecs or models");
                }
            }
        }
        assertEquals(List.of(), found);
    }
}
