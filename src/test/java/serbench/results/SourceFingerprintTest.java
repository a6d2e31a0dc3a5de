package serbench.results;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
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

    @Test
    void aDirectoryThatIsNotTheProjectIsRefused() {
        IOException e = assertThrows(IOException.class, () -> SourceFingerprint.of(dir));
        assertTrue(e.getMessage().endsWith("no such directory; give the project root"), e.getMessage());
    }
}
