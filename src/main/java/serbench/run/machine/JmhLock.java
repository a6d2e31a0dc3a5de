package serbench.run.machine;

import serbench.io.UnusableInputException;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * JMH's machine-wide lock ({@code java.io.tmpdir/jmh.lock}), which every JMH run takes: a run of the suite checks it
 * once, before it creates anything, and refuses in one line when another JMH run holds it, instead of failing every
 * fork on it. {@code -Djmh.ignoreLock=true} skips the check, as it skips JMH's.
 */
public final class JmhLock {

    private JmhLock() {
    }

    /** JMH's lock file. */
    public static Path file() {
        return Path.of(System.getProperty("java.io.tmpdir"), "jmh.lock");
    }

    /** Throws when another JMH run holds the lock (unless {@code jmh.ignoreLock} is set). */
    public static void requireFree() {
        if (Boolean.getBoolean("jmh.ignoreLock")) {
            return;
        }
        Path lock = file();
        boolean held;
        try (FileChannel channel = FileChannel.open(lock, StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
            FileLock taken = channel.tryLock();
            held = taken == null;
            if (taken != null) {
                taken.release();
            }
        } catch (OverlappingFileLockException e) {
            held = true;
        } catch (IOException e) {
            return; // JMH will say what is wrong with the lock file itself
        }
        if (held) {
            throw new UnusableInputException("another JMH run holds JMH's lock " + lock + ": wait for it to end (two"
                    + " runs on one machine disturb each other's figures), or pass -Djmh.ignoreLock=true to run anyway;"
                    + " nothing was started or written");
        }
    }
}
