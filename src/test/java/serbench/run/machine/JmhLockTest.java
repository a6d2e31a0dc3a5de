package serbench.run.machine;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.io.UnusableInputException;

import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A run refuses, once and before it creates anything, when another JMH run holds JMH's lock. */
class JmhLockTest {

    @TempDir
    Path tmp;

    @Test
    void aHeldLockIsRefusedInOneLineAndAFreeOneIsNot() throws Exception {
        String tmpdir = System.getProperty("java.io.tmpdir");
        String ignore = System.clearProperty("jmh.ignoreLock");
        System.setProperty("java.io.tmpdir", tmp.toString());
        try (FileChannel channel = FileChannel.open(tmp.resolve("jmh.lock"), StandardOpenOption.CREATE,
                StandardOpenOption.WRITE)) {
            assertDoesNotThrow(JmhLock::requireFree);
            FileLock held = channel.lock();
            String message = assertThrows(UnusableInputException.class, JmhLock::requireFree).getMessage();
            assertTrue(message.startsWith("another JMH run holds JMH's lock " + tmp.resolve("jmh.lock")), message);
            assertTrue(message.contains("nothing was started") && !message.contains("\n"), message);
            System.setProperty("jmh.ignoreLock", "true");
            assertDoesNotThrow(JmhLock::requireFree, "-Djmh.ignoreLock=true skips the check, as it skips JMH's");
            held.release();
        } finally {
            System.setProperty("java.io.tmpdir", tmpdir);
            if (ignore == null) {
                System.clearProperty("jmh.ignoreLock");
            } else {
                System.setProperty("jmh.ignoreLock", ignore);
            }
        }
    }
}
