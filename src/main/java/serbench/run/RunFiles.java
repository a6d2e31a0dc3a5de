package serbench.run;

import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatFactory;
import org.openjdk.jmh.results.format.ResultFormatType;
import serbench.io.Excerpt;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Collection;

/**
 * Every file a recorded run writes goes through here, so that a full disk, a read-only directory or an
 * interruption never leaves a half-written file: each file is written whole to a temporary file beside it
 * (a unique name, so concurrent writers never share one) and renamed over the target; when the write fails the
 * temporary file is removed and the target is as it was. A small reserve file, released when a write fails, keeps
 * room for the final manifest on a full disk. The file operations themselves are a {@link Disk}, which tests
 * replace by one that fills up or refuses.
 */
final class RunFiles {

    /** The file operations a run needs. */
    interface Disk {
        /** Creates or replaces {@code file} with {@code bytes}. */
        void write(Path file, byte[] bytes) throws IOException;

        /** Renames {@code from} over {@code to}, atomically. */
        void move(Path from, Path to) throws IOException;

        /** Deletes {@code file} if it exists. */
        void delete(Path file) throws IOException;
    }

    /** The real file system. */
    static final Disk FILE_SYSTEM = new Disk() {
        @Override
        public void write(Path file, byte[] bytes) throws IOException {
            Files.write(file, bytes);
        }

        @Override
        public void move(Path from, Path to) throws IOException {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        }

        @Override
        public void delete(Path file) throws IOException {
            Files.deleteIfExists(file);
        }
    };

    /** Room kept for the final manifest (a few KiB) while the run writes its other files. */
    static final int RESERVE_BYTES = 256 * 1024;

    /** The reserve's name in the run directory; removed when the run ends. */
    static final String RESERVE = ".space-reserve";

    private final Disk disk;
    private long temporaries;
    private Path reserve;

    RunFiles(Disk disk) {
        this.disk = disk;
    }

    /** Writes {@code bytes} as {@code target}, whole or not at all. */
    synchronized void write(Path target, byte[] bytes) throws IOException {
        Path tmp = target.resolveSibling(target.getFileName() + "." + (++temporaries) + ".tmp");
        try {
            disk.write(tmp, bytes);
            disk.move(tmp, target);
        } catch (IOException e) {
            try {
                disk.delete(tmp);
            } catch (IOException ignored) {
                // the write's own failure is the one to report
            }
            throw e;
        }
    }

    /** Sets the reserve aside in {@code dir}; a failure here is the run's first write failure. */
    synchronized void reserve(Path dir) throws IOException {
        Path file = dir.resolve(RESERVE);
        try {
            disk.write(file, new byte[RESERVE_BYTES]);
        } catch (IOException e) {
            disk.delete(file);
            throw e;
        }
        reserve = file;
    }

    /** Gives the reserve back (before the last writes of a failed run, and at the end). */
    synchronized void release() {
        if (reserve != null) {
            try {
                disk.delete(reserve);
                reserve = null;
            } catch (IOException ignored) {
                // nothing more can be done; the file is named for what it is
            }
        }
    }

    /** JMH results as a JMH JSON result file. */
    static byte[] json(Collection<RunResult> results) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, false, StandardCharsets.UTF_8);
        ResultFormatFactory.getInstance(ResultFormatType.JSON, out).writeOut(results);
        out.flush();
        return bytes.toByteArray();
    }

    /** Whether a write failed because the disk (or the user's quota) is full. */
    static boolean diskFull(IOException e) {
        String m = String.valueOf(e.getMessage());
        return m.contains("No space left on device") || m.contains("Disk quota exceeded");
    }

    /** A write failure as a message says it: {@code disk full}, {@code permission denied}, ... */
    static String describe(IOException e) {
        if (diskFull(e)) {
            return "disk full";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return Excerpt.of(f.getReason(), 200);
        }
        if (e instanceof NoSuchFileException) {
            return "the file system refuses new files there";
        }
        return e.getClass().getSimpleName() + ": " + Excerpt.of(String.valueOf(e.getMessage()), 200);
    }
}
