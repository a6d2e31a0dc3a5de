package serbench.format.avro;

import org.apache.avro.AvroRuntimeException;
import org.apache.avro.Schema;
import org.apache.avro.io.BinaryDecoder;
import org.apache.avro.io.BinaryEncoder;
import org.apache.avro.io.DecoderFactory;
import org.apache.avro.io.EncoderFactory;
import org.apache.avro.specific.SpecificDatumReader;
import org.apache.avro.specific.SpecificData;
import org.apache.avro.specific.SpecificDatumWriter;
import org.apache.avro.specific.SpecificRecord;
import serbench.format.Codec;
import serbench.format.PayloadException;
import serbench.format.jackson.Jackson;

import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;

/**
 * The {@code avro} codec of one model, used as Avro's users do at their best: one {@link SpecificDatumWriter} and one
 * {@link SpecificDatumReader} of the model's generated root record, built once and shared by every thread (Avro's
 * reader keeps its decoding state per thread), and per thread a reused {@link BinaryEncoder} (Avro's buffered one,
 * handed back to {@link EncoderFactory} as {@code reuse}), a reused {@link ByteArrayOutputStream} under it for
 * {@link #write(Object)}, and a reused {@link BinaryDecoder} (handed back to {@link DecoderFactory} over each payload).
 * The classes of the model's schema are trusted for Avro to load them ({@link AvroTrust}: Avro 1.12 loads no untrusted
 * class).
 *
 * <p>Writing goes through the generated classes' custom coders (their {@code customEncode}, straight-line code per
 * field, writing the bytes Avro's generic writer writes; off by default in Avro 1.12): the writer is given its own
 * {@link SpecificData} with custom coders on, so that no other reader or writer in the JVM changes. Reading stays on
 * Avro's default path (its fast reader over the class's own {@link SpecificData}, custom coders off, Avro's default):
 * the generated {@code customDecode} allocates a list of the count a payload declares before reading its items, where
 * Avro's reader gives a list at most 1024 slots first.
 *
 * <p>What a thread keeps: the encoder and its buffer (over the last stream the thread wrote to); the output stream, as
 * large as the largest payload the thread wrote; the decoder, its scratch buffer as long as the longest string it read,
 * and the last payload it read (each bounded by {@link Jackson#MAX_DOCUMENT_LENGTH}). {@link #write(Object)} returns a
 * copy of exactly the payload's length, the caller's to keep. A write that fails leaves its bytes in the encoder's
 * buffer, so the thread's encoder is dropped and the next write starts a new one.
 *
 * <p>Bad input. Avro 1.12's decoder refuses on its own: a negative length or item count; a string, byte or
 * collection length past its limits (system properties {@code org.apache.avro.limits.string.maxLength},
 * {@code bytes.maxLength} and {@code collectionItems.maxLength}, each 2<sup>31</sup>-9 by default, the VM's array
 * limit); over a byte array, whose remaining length it knows, a string longer than the bytes left and an array block
 * declaring more items than the bytes left can hold (every item of these schemas takes at least one byte; a list is
 * given at most 1024 slots before its items are read); a union branch or enum index out of range; an overlong
 * varint; and the end of the bytes inside the record. The suite bounds the rest: the payload is at most
 * {@link Jackson#MAX_DOCUMENT_LENGTH} bytes (a stream is read whole into an array, at most that much, so that the
 * decoder knows what remains), which bounds every string and list too, and bytes after the record are refused. The
 * models' schemas are not recursive, so nesting is as deep as the schema. Text: a string decodes as
 * {@code new String(bytes, UTF_8)} does, malformed UTF-8 becoming U+FFFD. A reused decoder carries nothing from one
 * payload into the next: Avro sets it up anew over each (its source, position and limit; the item count is read
 * afresh at each list's start).
 */
final class AvroCodec implements Codec {

    private final String format;
    private final String model;
    private final AvroModel<Object, SpecificRecord> avro;
    private final SpecificDatumWriter<SpecificRecord> writer;
    private final SpecificDatumReader<SpecificRecord> reader;
    private final ThreadLocal<PerThread> perThread = ThreadLocal.withInitial(PerThread::new);

    /** One thread's reused encoding and decoding state (see the class comment). */
    private static final class PerThread {
        final ByteArrayOutputStream out = new ByteArrayOutputStream();
        BinaryEncoder encoder;
        BinaryDecoder decoder;
    }

    AvroCodec(String format, String model, AvroModel<Object, SpecificRecord> avro) {
        this.format = format;
        this.model = model;
        this.avro = avro;
        Schema schema = SpecificData.get().getSchema(avro.type());
        AvroTrust.trust(schema);
        this.writer = new SpecificDatumWriter<>(schema, customCoders());
        this.reader = new SpecificDatumReader<>(avro.type());
    }

    /** A {@link SpecificData} that writes through the generated classes' custom coders: the writer's only. */
    private static SpecificData customCoders() {
        SpecificData data = new SpecificData();
        data.setCustomCoders(true);
        return data;
    }

    @Override
    public byte[] write(Object value) {
        PerThread state = perThread.get();
        state.out.reset();
        encode(state, value, state.out);
        return state.out.toByteArray();
    }

    @Override
    public void write(Object value, OutputStream out) {
        encode(perThread.get(), value, out);
    }

    /** Writes {@code value} to {@code out} through the thread's encoder, set up over {@code out}, and flushes it. */
    private void encode(PerThread state, Object value, OutputStream out) {
        BinaryEncoder encoder = EncoderFactory.get().binaryEncoder(out, state.encoder);
        state.encoder = null; // kept only once the write has succeeded (a failed one leaves bytes in its buffer)
        try {
            writer.write((SpecificRecord) value, encoder);
            encoder.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (RuntimeException e) {
            throw new IllegalStateException(format + ": cannot encode " + model + ": " + PayloadException.firstLine(e),
                    e);
        }
        state.encoder = encoder;
    }

    @Override
    public Object read(byte[] bytes) {
        if (bytes.length > Jackson.MAX_DOCUMENT_LENGTH) {
            throw refused("payload longer than " + Jackson.MAX_DOCUMENT_LENGTH + " bytes");
        }
        PerThread state = perThread.get();
        BinaryDecoder decoder = DecoderFactory.get().binaryDecoder(bytes, state.decoder);
        state.decoder = decoder;
        try {
            SpecificRecord value = reader.read(null, decoder);
            if (!decoder.isEnd()) {
                throw refused(decoder.remainingBytes() + " bytes after the " + model + " record");
            }
            return value;
        } catch (IOException | RuntimeException e) {
            throw failure(e);
        }
    }

    /** The whole stream is read first, at most {@link Jackson#MAX_DOCUMENT_LENGTH} bytes, then decoded as bytes. */
    @Override
    public Object read(InputStream in) {
        byte[] bytes;
        try {
            bytes = in.readNBytes((int) Jackson.MAX_DOCUMENT_LENGTH + 1);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return read(bytes);
    }

    @Override
    public long digest(Object value) {
        return avro.digest((SpecificRecord) value);
    }

    private PayloadException refused(String problem) {
        return new PayloadException(format, model, problem, null);
    }

    /**
     * The decoder's refusal as this codec's {@link PayloadException}, its cause kept: Avro's {@link EOFException}
     * (the bytes end inside the record) or other {@link IOException} (an overlong varint),
     * {@link AvroRuntimeException} (a negative length, an index out of range, a limit), or the
     * {@link UnsupportedOperationException} of a length past the VM's array limit. Any other RuntimeException would
     * be a bug of the library, still the payload's problem to the caller, and named as such.
     */
    private PayloadException failure(Exception e) {
        if (e instanceof PayloadException p) {
            return p;
        }
        String problem = e instanceof EOFException
                ? "the bytes end inside the record (truncated?)" + (e.getMessage() == null ? "" : ": " + e.getMessage())
                : PayloadException.firstLine(e);
        if (!(e instanceof IOException || e instanceof AvroRuntimeException
                || e instanceof UnsupportedOperationException)) {
            problem = e.getClass().getSimpleName() + " in the decoder: " + problem;
        }
        return new PayloadException(format, model, problem, e);
    }
}
