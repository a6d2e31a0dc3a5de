package serbench.format;

import java.io.InputStream;
import java.io.OutputStream;

/**
 * Reads and writes one model in one format. Decoding failures end in a {@link PayloadException} that names
 * the format, the model and the problem; I/O failures of the stream itself in {@link java.io.UncheckedIOException}.
 */
public interface Codec {

    byte[] write(Object value);

    void write(Object value, OutputStream out);

    Object read(byte[] bytes);

    Object read(InputStream in);

    /**
     * Reads every field of a decoded value and folds it into a digest. Equal data gives an equal digest
     * in every format.
     */
    long digest(Object value);
}
