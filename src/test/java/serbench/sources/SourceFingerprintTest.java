package serbench.sources;

import serbench.results.RunRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SourceFingerprintTest {

    @TempDir
    Path dir;

    /** The build wrote the fingerprint of these sources (not a stale one, nor none). */
    @Test
    void theClassPathCarriesTheFingerprintOfTheSourcesBuilt() throws IOException {
        assertEquals(SourceFingerprint.of(Path.of("")), SourceFingerprint.current().orElseThrow(),
                "target/classes/" + SourceFingerprint.RESOURCE + " differs from the sources: rebuild");
    }

    @Test
    void measuredCodeChangesItAndTheHarnessDoesNot() throws IOException {
        for (String d : SourceFingerprint.MEASURED) {
            Files.createDirectories(dir.resolve(d));
        }
        Path bench = Files.writeString(dir.resolve("src/jmh/java/A.java"), "class A {}\n");
        Files.createDirectories(dir.resolve("src/main/java/serbench/cli"));
        Path cli = Files.writeString(dir.resolve("src/main/java/serbench/cli/Main.java"), "class Main {}\n");
        String before = SourceFingerprint.of(dir);
        assertTrue(before.matches("[0-9a-f]{16}"), before);

        Files.writeString(cli, "class Main { int x; }\n");
        assertEquals(before, SourceFingerprint.of(dir), "the harness is not measured code");

        Files.writeString(bench, "class A {}\r\n");
        assertEquals(before, SourceFingerprint.of(dir), "line endings are not a change");

        Files.writeString(bench, "class A { int x; }\n");
        assertNotEquals(before, SourceFingerprint.of(dir), "a benchmark changed");

        Files.writeString(bench, "class A {}\n");
        Files.writeString(dir.resolve("src/main/proto/m.proto"), "syntax = \"proto3\";\n");
        assertNotEquals(before, SourceFingerprint.of(dir), "a .proto file added");
    }

    /** A manifest with these fingerprints (null for none) and nothing else. */
    private static RunRecord ran(String wholeTree, Map<String, String> byClass) {
        return new RunRecord(null, null, null, null, null, null, null, null, null, null, null, null, null, null, null,
                null, null, null, null, null, null, null, null, null, null, wholeTree, byClass, null, null, null, null);
    }

    private static final String A = "serbench.bench.ABench";
    private static final String B = "serbench.bench.BBench";
    private static final String H1 = "1".repeat(64);
    private static final String H2 = "2".repeat(64);

    /** A build of A (reaching A.java, F.java and a harness file) and B (reaching B.java, F.java). */
    private static final SourceFingerprint.Build BUILD = new SourceFingerprint.Build("tree", Map.of(A, "a", B, "b"),
            Map.of(A, List.of("src/jmh/java/A.java", "src/main/java/serbench/format/F.java",
                            "src/main/java/serbench/io/InputFile.java"),
                    B, List.of("src/jmh/java/B.java", "src/main/java/serbench/format/F.java")),
            Map.of("src/jmh/java/A.java", H1, "src/jmh/java/B.java", H1, "src/main/java/serbench/format/F.java", H1));

    @Test
    void perClassFingerprintsComeFirstThenTheListOfFilesThenTheWholeTree() {
        Optional<Map<String, String>> sameFiles = Optional.of(BUILD.files());
        Map<String, String> otherA = new TreeMap<>(BUILD.files());
        otherA.put("src/jmh/java/A.java", H2);

        assertTrue(SourceFingerprint.sameCode(ran("other", Map.of(A, "a")), Optional.of(otherA), A, BUILD),
                "per-class fingerprints decide when recorded");
        assertFalse(SourceFingerprint.sameCode(ran("tree", Map.of(B, "b")), sameFiles, A, BUILD), "A not recorded");

        assertFalse(SourceFingerprint.sameCode(ran("tree", null), Optional.of(otherA), A, BUILD), "A.java changed");
        assertTrue(SourceFingerprint.sameCode(ran("other", null), Optional.of(otherA), B, BUILD),
                "B does not reach A.java; the harness file A reaches is listed by neither and not judged");
        assertTrue(SourceFingerprint.sameCode(ran(null, null), sameFiles, A, BUILD));
        Map<String, String> withoutF = new TreeMap<>(BUILD.files());
        withoutF.remove("src/main/java/serbench/format/F.java");
        assertFalse(SourceFingerprint.sameCode(ran("tree", null), Optional.of(withoutF), B, BUILD),
                "a reached file the run did not list");
        assertFalse(SourceFingerprint.sameCode(ran("tree", null), sameFiles, "serbench.bench.Gone", BUILD),
                "a class this build does not have");

        assertTrue(SourceFingerprint.sameCode(ran("tree", null), Optional.empty(), A, BUILD), "no list: the whole tree");
        assertFalse(SourceFingerprint.sameCode(ran("other", null), Optional.empty(), B, BUILD));
        SourceFingerprint.Build noReach = new SourceFingerprint.Build("tree", BUILD.byClass(), Map.of(), BUILD.files());
        assertFalse(SourceFingerprint.sameCode(ran("other", null), sameFiles, B, noReach),
                "a build without the reach of its classes: the whole tree");
        assertFalse(SourceFingerprint.sameCode(ran(null, null), Optional.empty(), B, BUILD));
    }

    @Test
    void theReachOfEveryClassRoundTripsThroughItsText() {
        Map<String, List<String>> reach = Map.of(B, List.of("src/jmh/java/B.java", "src/main/proto/m.proto"),
                A, List.of("src/jmh/java/A.java"), "serbench.bench.Empty", List.of());
        String text = SourceFingerprint.formatReach(reach);
        assertEquals(A + "=src/jmh/java/A.java\n" + B + "=src/jmh/java/B.java,src/main/proto/m.proto\n"
                + "serbench.bench.Empty=\n", text);
        assertEquals(reach, SourceFingerprint.parseReach(text));
        assertThrows(IllegalArgumentException.class,
                () -> SourceFingerprint.formatReach(Map.of(A, List.of("src/main/proto/a,b.proto"))));
    }

    @Test
    void aDirectoryThatIsNotTheProjectIsRefused() {
        IOException e = assertThrows(IOException.class, () -> SourceFingerprint.of(dir));
        assertTrue(e.getMessage().endsWith("no such directory; give the project root"), e.getMessage());
    }
}
