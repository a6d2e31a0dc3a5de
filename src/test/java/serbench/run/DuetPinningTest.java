package serbench.run;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code run --duet} where pinning is refused or never answers: the probe says why within its timeout, never hangs,
 * so the run refuses in one line before any fork.
 */
class DuetPinningTest {

    @TempDir
    Path dir;

    private Path script(String name, String body) throws IOException {
        Path f = dir.resolve(name);
        Files.writeString(f, "#!/bin/sh\n" + body + "\n");
        Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("rwxr-xr-x"));
        return f;
    }

    @Test
    void aRefusingTasksetIsSaidInOneLine() throws IOException {
        Path refusing = script("taskset", "echo 'taskset: failed to set pid 1234 affinity: Invalid argument'; exit 1");
        String why = Duet.probe(refusing.toString(), 1);
        assertNotNull(why);
        assertTrue(why.contains("Invalid argument") && !why.contains("\n"), why);
    }

    @Test
    void aTasksetThatNeverAnswersTimesOut() throws IOException {
        Path stuck = script("taskset", "exec sleep 600");
        long start = System.nanoTime();
        String why = Duet.probe(stuck.toString(), 1);
        long seconds = (System.nanoTime() - start) / 1_000_000_000L;
        assertNotNull(why);
        assertTrue(why.contains("did not answer"), why);
        assertTrue(seconds <= Duet.PIN_TIMEOUT_SECONDS + 6, seconds + " s");
    }
}
