package serbench.run;

import serbench.io.WrongArgumentException;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RunDirectoryTest {

    @TempDir
    Path dir;

    private static final LocalDateTime T = LocalDateTime.of(2025, 3, 4, 5, 6, 7);

    @Test
    void namedAfterTheStartTimeAndLabelAndNeverReused() throws IOException {
        Path parent = dir.resolve("results");
        Path first = RunDirectory.create(parent, T, "escape");
        Files.writeString(first.resolve("manifest.json"), "{}");
        Path second = RunDirectory.create(parent, T, "escape");
        Path third = RunDirectory.create(parent, T, "escape");
        assertEquals("20250304-050607-escape", first.getFileName().toString());
        assertEquals("20250304-050607-escape-2", second.getFileName().toString());
        assertEquals("20250304-050607-escape-3", third.getFileName().toString());
        assertEquals("{}", Files.readString(first.resolve("manifest.json")));
        assertEquals("20250304-050607", RunDirectory.create(parent, T, null).getFileName().toString());
        assertTrue(Files.isDirectory(third));
    }

    @Test
    void labelsMustBeSafeInAFileName() {
        assertEquals("jdk25.run_1", RunDirectory.checkLabel("jdk25.run_1"));
        for (String bad : new String[]{"../x", "a/b", "", "-x", "a b"}) {
            assertThrows(WrongArgumentException.class, () -> RunDirectory.checkLabel(bad), bad);
        }
    }
}
