package serbench.results;

import org.junit.jupiter.api.Test;
import serbench.compare.pairing.ParamSplit;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A result file carries its run: the run record is read once, with the file, and travels with every part and view
 * of it, so that what computes on results ({@code compare/}, {@code answer/}) never reads the disk.
 */
class ResultFileRecordTest {

    private static final Path ANSWER = Path.of("results/20261124-093008-answer/default.json");

    @Test
    void theRecordIsReadWithTheFileAndKeptByItsPartsAndViews() {
        ResultFile file = ResultFile.read(ANSWER);
        assertNotNull(file.record(), "the run's manifest.json, read with the file");
        assertNull(file.selection());
        List<ResultFile> parts = ParamSplit.split(file, "format", List.of("protobuf", "json"));
        for (ResultFile part : parts) {
            assertSame(file.record(), part.record(), "a part is the same file: its run record is not read again");
            assertEquals(file.path(), part.path(), "a part keeps the file's real path, not a made-up one");
            assertEquals("format", part.selection().param());
        }
        assertEquals("default.json format=json", parts.get(1).name());
        assertEquals("default.json", parts.get(1).fileName());
        assertSame(file.record(), Measure.ALLOC.of(file).record(), "another metric's view keeps the record");
        assertTrue(RunManifest.load(parts.get(0)).isPresent(), "the load comes from the record, for a part too");
    }

    @Test
    void aFileWithoutAManifestCarriesNone(@org.junit.jupiter.api.io.TempDir Path dir) throws IOException {
        Path copy = dir.resolve("default.json");
        Files.copy(ANSWER, copy);
        ResultFile file = ResultFile.read(copy);
        assertNull(file.record());
        assertTrue(RunManifest.machine(file).isEmpty());
        assertNull(RunManifest.host(file));
    }

    /** compare/ and answer/ compute on what they are given: no file read, no manifest looked up by path. */
    @Test
    void comparisonAndAnswerReadNothingFromDisk() throws IOException {
        List<String> found = new ArrayList<>();
        for (String pkg : List.of("src/main/java/serbench/compare", "src/main/java/serbench/answer")) {
            try (Stream<Path> s = Files.walk(Path.of(pkg))) {
                for (Path f : s.filter(p -> p.toString().endsWith(".java")).toList()) {
                    String text = Files.readString(f);
                    for (String io : List.of("Files.", "ofDirectory(", "RunRecord.read(", "ResultFile.read(",
                            "FileInputStream", "resolveSibling(")) {
                        if (text.contains(io)) {
                            found.add(f + " uses " + io);
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), found);
    }
}
