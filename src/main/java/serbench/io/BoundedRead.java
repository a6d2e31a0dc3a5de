package serbench.io;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/**
 * The one way the suite reads a stream it does not control: a child process's output ({@code java -version},
 * {@code git}) and an archive entry (a jar's {@code META-INF/BenchmarkList}, {@code pom.properties}, manifest). It
 * reads in a loop that stops at a byte limit, so a program that prints without end or a zip entry that inflates to
 * gigabytes costs at most the limit in memory and the time to read it. (Input files: {@link InputFile}.)
 */
public final class BoundedRead {

    /** The stream held more than the limit; {@link #head} is what was read up to it. */
    public static final class TooLargeException extends IOException {
        private final transient byte[] head;

        TooLargeException(String what, long maxBytes, byte[] head) {
            super(what + " is larger than the limit of " + InputFile.bytes(maxBytes));
            this.head = head;
        }

        /** The first {@code maxBytes} bytes. */
        public byte[] head() {
            return head.clone();
        }
    }

    /**
     * The most the suite reads of one archive entry (a jar's benchmark list, manifest, Maven metadata, source
     * fingerprints; the suite's own benchmark list is about 15 KiB): an entry that inflates beyond it (a zip bomb)
     * is refused.
     */
    public static final long MAX_ENTRY_BYTES = 4L * 1024 * 1024;

    private static final int CHUNK = 8 * 1024;

    private BoundedRead() {
    }

    /**
     * Every byte of {@code in} up to its end, never more than {@code maxBytes}; a {@link TooLargeException}
     * naming {@code what} as soon as there is one more. Does not close {@code in}.
     */
    public static byte[] bytes(InputStream in, long maxBytes, String what) throws IOException {
        byte[] buf = new byte[(int) Math.min(maxBytes + 1, CHUNK)];
        int n = 0;
        while (true) {
            if (n == buf.length) {
                if (n > maxBytes) {
                    throw new TooLargeException(what, maxBytes, Arrays.copyOf(buf, (int) maxBytes));
                }
                buf = Arrays.copyOf(buf, (int) Math.min((long) n * 2, maxBytes + 1));
            }
            int r = in.read(buf, n, buf.length - n);
            if (r < 0) {
                break;
            }
            n += r;
        }
        if (n > maxBytes) {
            throw new TooLargeException(what, maxBytes, Arrays.copyOf(buf, (int) maxBytes));
        }
        return n == buf.length ? buf : Arrays.copyOf(buf, n);
    }

    /**
     * The bytes of archive entry {@code name} opened as {@code entry} (a zip entry's or a class path resource's
     * stream, closed here), at most {@link #MAX_ENTRY_BYTES}; null when {@code entry} is null (no such entry).
     */
    public static byte[] entry(InputStream entry, String name) throws IOException {
        if (entry == null) {
            return null;
        }
        try (entry) {
            return bytes(entry, MAX_ENTRY_BYTES, "archive entry " + name);
        }
    }
}
