package serbench.format;

import serbench.format.jackson.Jackson;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * {@link Jackson#MAX_DOCUMENT_LENGTH} for the JSON libraries that have no document length limit of their own (Gson,
 * fastjson2, DSL-JSON): a byte array is checked before parsing, a stream is read through {@link #bounded}, which
 * fails once it has delivered more bytes than the limit, so an endless or enormous stream costs at most that much.
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
