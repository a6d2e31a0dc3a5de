package serbench.sources;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SourceFilesTest {

    @Test
    void theBuildListsEveryMeasuredFileWithItsHash() throws IOException {
        Map<String, String> built = SourceFiles.parse(SourceFiles.current().orElseThrow());
        assertEquals(SourceFiles.of(Path.of("")), built, "the jar's list is this tree's");
        assertTrue(built.containsKey("src/jmh/java/serbench/bench/ColdStartBench.java"));
        assertTrue(built.containsKey("src/main/proto/mediacontent.proto") || built.keySet().stream()
                .anyMatch(p -> p.startsWith("src/main/proto/")), "the .proto files are listed");
        assertTrue(built.keySet().stream().noneMatch(p -> p.startsWith("src/main/java/serbench/cli/")),
                "the harness is not measured code");
    }

    @Test
    void aChangedFileChangesItsLineOnlyAndLineEndingsDoNot(@TempDir Path root) throws IOException {
        for (String dir : SourceFingerprint.MEASURED) {
            Files.createDirectories(root.resolve(dir));
        }
        Files.writeString(root.resolve("src/jmh/java/A.java"), "class A {}\n");
        Files.writeString(root.resolve("src/jmh/java/B.java"), "class B {}\n");
        Map<String, String> before = SourceFiles.of(root);
        Files.writeString(root.resolve("src/jmh/java/A.java"), "class A { int x; }\n");
        Map<String, String> after = SourceFiles.of(root);
        assertNotEquals(before.get("src/jmh/java/A.java"), after.get("src/jmh/java/A.java"));
        assertEquals(before.get("src/jmh/java/B.java"), after.get("src/jmh/java/B.java"));
        Files.writeString(root.resolve("src/jmh/java/B.java"), "class B {}\r\n");
        assertEquals(before.get("src/jmh/java/B.java"), SourceFiles.of(root).get("src/jmh/java/B.java"));
        assertEquals(after, SourceFiles.parse(SourceFiles.format(after)));
    }

    @Test
    void aRunsListIsReadBackOrRefusedInOneLine(@TempDir Path run) throws IOException {
        assertEquals(Optional.empty(), SourceFiles.ofRun(run), "a run that wrote none");
        Path file = run.resolve(SourceFiles.FILE);
        Map<String, String> hashes = Map.of("src/jmh/java/A.java", "a".repeat(64), "src/main/proto/m.proto", "b".repeat(64));
        Files.writeString(file, SourceFiles.format(hashes));
        assertEquals(Optional.of(hashes), SourceFiles.ofRun(run));

        Files.writeString(file, SourceFiles.format(hashes) + "not a line\n");
        assertEquals(file + ": line 3 is not 'SHA256  PATH'", assertThrows(IOException.class,
                () -> SourceFiles.ofRun(run)).getMessage());
        Files.writeString(file, "");
        assertEquals(file + ": lists no file", assertThrows(IOException.class, () -> SourceFiles.ofRun(run)).getMessage());
        String line = SourceFiles.format(hashes);
        Files.writeString(file, line.repeat((int) (SourceFiles.MAX_BYTES / line.length()) + 1));
        assertEquals(file + " is larger than the limit of 4 MiB", assertThrows(IOException.class,
                () -> SourceFiles.ofRun(run)).getMessage());
        Files.delete(file);
        Files.createDirectory(file);
        assertEquals(file + ": not a regular file", assertThrows(IOException.class,
                () -> SourceFiles.ofRun(run)).getMessage());
    }

    @Test
    void aForeignLineIsRefusedWithItsNumber() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SourceFiles.parse("0".repeat(64) + "  a.java\nnot a line\n"));
        assertEquals("line 2 is not 'SHA256  PATH'", e.getMessage());
    }
}
