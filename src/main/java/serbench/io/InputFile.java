package serbench.io;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * The one way the suite reads a user's input file (payloads, result files, manifests): only a regular file (a
 * FIFO, a device such as {@code /dev/zero}, a directory is refused before it is opened, so nothing can hang or
 * stream forever), never more than a byte limit (read in a bounded loop, so even a file that grows or lies about
 * its size cannot exhaust memory), never an empty file. Every refusal is an {@link InputFileException} with one
 * line naming the file, the limit and what to do.
 */
public final class InputFile {

    /** The default limit for payload files: the parsers' own document limit ({@code Jackson.MAX_DOCUMENT_LENGTH}). */
    public static final long MAX_PAYLOAD_BYTES = 64L * 1024 * 1024;

    private static final int CHUNK = 64 * 1024;

    private InputFile() {
    }

    /**
     * A path from the user's text. A name the file system cannot represent (a Unicode name under a non-UTF-8
     * locale, a NUL character) is refused with a message saying so, not an {@link InvalidPathException}.
     */
    public static Path path(String name, String what) {
        try {
            return Path.of(name);
        } catch (InvalidPathException e) {
            throw new InputFileException(what + " '" + Excerpt.of(name) + "': not a path this system can open ("
                    + Excerpt.of(e.getReason()) + "); under a non-UTF-8 locale run with LC_ALL=C.UTF-8 "
                    + "(or -Dsun.jnu.encoding=UTF-8), or rename the file to plain ASCII", e);
        }
    }

    /**
     * Checks that {@code path} is a readable, non-empty regular file of at most {@code maxBytes}, without reading
     * it: what a command does before starting long work that will read the file later.
     */
    public static void check(Path path, long maxBytes, String what) {
        String name = what + " " + shown(path);
        if (!Files.exists(path)) {
            throw noSuchFile(name, null);
        }
        if (!Files.isRegularFile(path)) {
            throw new InputFileException(name + ": not a regular file (" + kind(path) + "); "
                    + (Files.isDirectory(path) ? "give the path of a file in it" : "save the stream to a file first"));
        }
        if (!Files.isReadable(path)) {
            throw notReadable(name, null);
        }
        if (sizeWithin(path, maxBytes, name) == 0) {
            throw empty(name);
        }
    }

    /** The file's size as the file system reports it, refused when above {@code maxBytes}. */
    private static long sizeWithin(Path path, long maxBytes, String name) {
        long size;
        try {
            size = Files.size(path);
        } catch (IOException e) {
            throw new InputFileException(name + ": cannot read its size (" + problem(e) + ")", e);
        }
        if (size > maxBytes) {
            throw tooLarge(name, maxBytes);
        }
        return size;
    }

    /**
     * The bytes of {@code path}: a regular file of 1 to {@code maxBytes} bytes. {@code what} names the file's
     * role in messages ("payload file", "result file").
     */
    public static byte[] read(Path path, long maxBytes, String what) {
        String name = what + " " + shown(path);
        if (!Files.isRegularFile(path)) {
            check(path, maxBytes, what); // says precisely what is wrong
        }
        long size = sizeWithin(path, maxBytes, name);
        byte[] buf = new byte[(int) Math.min(Math.max(size, 0) + 1, Math.min(maxBytes + 1, CHUNK))];
        int n = 0;
        try (InputStream in = Files.newInputStream(path)) {
            while (true) {
                if (n == buf.length) {
                    if (n > maxBytes) {
                        throw tooLarge(name, maxBytes);
                    }
                    buf = Arrays.copyOf(buf, (int) Math.min((long) n * 2, maxBytes + 1));
                }
                int r = in.read(buf, n, buf.length - n);
                if (r < 0) {
                    break;
                }
                n += r;
            }
        } catch (NoSuchFileException e) {
            throw noSuchFile(name, e);
        } catch (AccessDeniedException e) {
            throw notReadable(name, e);
        } catch (IOException e) {
            throw new InputFileException(name + ": cannot be read (" + problem(e) + ")", e);
        }
        if (n > maxBytes) {
            throw tooLarge(name, maxBytes);
        }
        if (n == 0) {
            throw empty(name);
        }
        return n == buf.length ? buf : Arrays.copyOf(buf, n);
    }

    private static InputFileException noSuchFile(String name, Exception cause) {
        return new InputFileException(name + ": no such file; give the path of an existing file", cause);
    }

    private static InputFileException notReadable(String name, Exception cause) {
        return new InputFileException(name + ": not readable (permission denied); make it readable or copy it", cause);
    }

    /** {@link #read(Path, long, String)} of a path given as text ({@link #path}). */
    public static byte[] read(String name, long maxBytes, String what) {
        return read(path(name, what), maxBytes, what);
    }

    /** A path as a message shows it: capped, control characters escaped. */
    public static String shown(Path path) {
        return Excerpt.of(path.toString(), 200);
    }

    /** A byte count for messages: {@code 64 MiB}, {@code 1.5 KiB}, {@code 12 bytes}. */
    public static String bytes(long n) {
        if (n >= 1024 * 1024 && n % (1024 * 1024) == 0) {
            return n / (1024 * 1024) + " MiB";
        }
        if (n >= 1024 * 1024) {
            return String.format("%.1f MiB", n / (1024.0 * 1024));
        }
        if (n >= 1024) {
            return String.format("%.1f KiB", n / 1024.0);
        }
        return n + " bytes";
    }

    private static InputFileException tooLarge(String name, long maxBytes) {
        return new InputFileException(name + ": larger than the limit of " + bytes(maxBytes)
                + "; give a smaller file (cut it down, or measure a representative part)");
    }

    private static InputFileException empty(String name) {
        return new InputFileException(name + ": the file is empty; give a file with content");
    }

    private static String kind(Path path) {
        if (Files.isDirectory(path)) {
            return "a directory";
        }
        return "a device, FIFO or socket";
    }

    private static String problem(IOException e) {
        String m = e.getMessage();
        return e.getClass().getSimpleName() + (m == null ? "" : ": " + Excerpt.of(m, 200));
    }
}
