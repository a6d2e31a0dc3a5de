package serbench.io;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

class InputFileTest {

    @TempDir
    Path dir;

    private static String refusal(Path p, long max) {
        String m = assertThrows(InputFileException.class, () -> InputFile.read(p, max, "payload file")).getMessage();
        assertFalse(m.contains("\n"), m);
        assertTrue(m.startsWith("payload file "), m);
        return m;
    }

    @Test
    void readsARegularFile() throws Exception {
        Path f = Files.write(dir.resolve("a.bin"), new byte[]{1, 2, 3});
        assertArrayEquals(new byte[]{1, 2, 3}, InputFile.read(f, 3, "payload file"));
    }

    @Test
    void refusesMissingEmptyDirectoryAndTooLarge() throws Exception {
        assertTrue(refusal(dir.resolve("none"), 10).contains("no such file"));
        assertTrue(refusal(Files.write(dir.resolve("e"), new byte[0]), 10).contains("empty"));
        assertTrue(refusal(dir, 10).contains("not a regular file (a directory)"));
        String big = refusal(Files.write(dir.resolve("big"), new byte[11]), 10);
        assertTrue(big.contains("larger than the limit of 10 bytes"), big);
    }

    @Test
    @org.junit.jupiter.api.Timeout(value = 10, unit = TimeUnit.SECONDS)
    void refusesDevicesWithoutReadingThem() {
        Path zero = Path.of("/dev/zero");
        assumeTrue(Files.exists(zero));
        assertTrue(refusal(zero, 1024).contains("not a regular file (a device, FIFO or socket)"));
        assertTrue(refusal(Path.of("/dev/urandom"), 1024).contains("not a regular file"));
    }

    @Test
    @org.junit.jupiter.api.Timeout(value = 10, unit = TimeUnit.SECONDS)
    void refusesAFifoWithoutWaitingForAWriter() throws Exception {
        Path fifo = dir.resolve("fifo");
        Process p = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assumeTrue(p.waitFor() == 0);
        assertTrue(refusal(fifo, 1024).contains("not a regular file"));
    }

    @Test
    void readsAFileThatUnderstatesItsSizeOnlyUpToTheLimit() {
        Path proc = Path.of("/proc/self/status"); // a regular file whose size reads as 0
        assumeTrue(Files.isRegularFile(proc));
        assertTrue(refusal(proc, 16).contains("larger than the limit of 16 bytes"));
    }

    @Test
    void unrepresentablePathIsARefusal() {
        String m = assertThrows(InputFileException.class, () -> InputFile.path("a\0b", "payload file")).getMessage();
        assertTrue(m.contains("not a path this system can open"), m);
        assertTrue(m.contains("\\u0000"), m);
    }

    @Test
    void excerptCapsAndEscapes() {
        String s = Excerpt.of("x".repeat(1000) + "\u001b[31m");
        assertTrue(s.length() < 120, s);
        assertTrue(s.endsWith("(925 more characters)"), s);
        assertTrue(Excerpt.of("a\u001b[31m\nb").equals("a\\u001b[31m\\u000ab"), Excerpt.of("a\u001b[31m\nb"));
    }
}
