package serbench.format;

import serbench.format.jackson.Jackson;

import serbench.io.BoundedRead;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * {@link Jackson#MAX_DOCUMENT_LENGTH} for the libraries that have no document length limit of their own. For the JSON
 * libraries (Gson, fastjson2, DSL-JSON) a byte array is checked before parsing, a stream is read through
 * {@link #bounded}, which fails once it has delivered more bytes than the limit, so an endless or enormous stream costs
 * at most that much. The binary libraries that read a whole payload at once (Kryo, Fory) check it with
 * {@link #checkWhole}, refuse what follows the value with {@link #checkConsumed}, and read a stream whole first with
 * {@link #readWhole}: their bounds need the payload's end.
 */
public final class DocumentLimit {

    private DocumentLimit() {
    }

    /** The refusal of a document past the limit: an {@link IOException}, so the libraries pass it on as a read failure. */
    public static final class Exceeded extends IOException {
        Exceeded() {
            super("document longer than the maximum of " + Jackson.MAX_DOCUMENT_LENGTH + " bytes");
        }
    }

    /** Refuses an array longer than the limit. */
    public static void check(byte[] bytes) throws Exceeded {
        if (bytes.length > Jackson.MAX_DOCUMENT_LENGTH) {
            throw new Exceeded();
        }
    }

    /** Refuses a whole payload that is empty or longer than the limit, as {@code format}'s refusal for {@code model}. */
    public static void checkWhole(byte[] bytes, String format, String model) {
        if (bytes.length > Jackson.MAX_DOCUMENT_LENGTH) {
            throw new PayloadException(format, model, "payload of " + bytes.length
                    + " bytes, more than the limit of " + Jackson.MAX_DOCUMENT_LENGTH, null);
        }
        if (bytes.length == 0) {
            throw new PayloadException(format, model, "no value in the input (empty payload)", null);
        }
    }

    /** Refuses bytes left in a whole payload after its one value, which ended at {@code end}. */
    public static void checkConsumed(byte[] bytes, int end, String format, String model) {
        if (end != bytes.length) {
            throw new PayloadException(format, model, (bytes.length - end) + " bytes after the value (of "
                    + bytes.length + ")", null);
        }
    }

    /**
     * The whole of {@code in}, up to the limit; a longer stream is {@code format}'s refusal for {@code model}, a failure
     * of the stream itself an {@link UncheckedIOException}.
     */
    public static byte[] readWhole(InputStream in, String format, String model) {
        try {
            return BoundedRead.bytes(in, Jackson.MAX_DOCUMENT_LENGTH, "the payload");
        } catch (BoundedRead.TooLargeException e) {
            throw new PayloadException(format, model, e.getMessage(), null);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@code in}, failing with {@link Exceeded} once more than the limit has been read from it. */
    public static InputStream bounded(InputStream in) {
        return new FilterInputStream(in) {
            private long read;

            @Override
            public int read() throws IOException {
                int b = super.read();
                if (b >= 0) {
                    count(1);
                }
                return b;
            }

            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                int n = super.read(b, off, len);
                if (n > 0) {
                    count(n);
                }
                return n;
            }

            @Override
            public long skip(long n) throws IOException {
                long skipped = super.skip(n);
                count(skipped);
                return skipped;
            }

            private void count(long n) throws Exceeded {
                read += n;
                if (read > Jackson.MAX_DOCUMENT_LENGTH) {
                    throw new Exceeded();
                }
            }
        };
    }

    /** The {@link Exceeded} among {@code t}'s causes, or null. */
    public static Exceeded in(Throwable t) {
        for (Throwable c = t; c != null; c = c.getCause() == c ? null : c.getCause()) {
            if (c instanceof Exceeded e) {
                return e;
            }
        }
        return null;
    }
}
