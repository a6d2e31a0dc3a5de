package serbench.format.jackson;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.google.protobuf.Message;
import serbench.format.Codec;
import serbench.model.Model;
import tools.jackson.core.JacksonException;
import tools.jackson.core.exc.JacksonIOException;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;

/**
 * A Jackson data-binding codec: a prebuilt {@code ObjectReader} and {@code ObjectWriter} for the model's Java class,
 * from Jackson 2 ({@link V2}) or Jackson 3 ({@link V3}). The two versions differ only in their types and
 * exceptions (Jackson 2's are checked, Jackson 3's unchecked), so this class holds what they share: reading through
 * {@link JacksonDecoding} (a payload with no value refused, every decode failure one
 * {@code PayloadException}), the refusal to encode, and the digest.
 */
abstract sealed class JacksonCodec implements Codec {

    final String format;
    final Model<Object, Message> model;
    private final JacksonDecoding decoding;

    private JacksonCodec(String format, Model<Object, Message> model) {
        this.format = format;
        this.model = model;
        this.decoding = new JacksonDecoding(format, model.name());
    }

    /** The library's read of the whole array, nothing checked. */
    abstract Object decode(byte[] bytes) throws IOException;

    /** The library's read of the stream, nothing checked. */
    abstract Object decode(InputStream in) throws IOException;

    @Override
    public final Object read(byte[] bytes) {
        try {
            return decoding.checked(decode(bytes));
        } catch (IOException | RuntimeException e) {
            throw decoding.failure(e);
        }
    }

    @Override
    public final Object read(InputStream in) {
        try {
            return decoding.checked(decode(in));
        } catch (IOException | RuntimeException e) {
            throw decoding.failure(e);
        }
    }

    @Override
    public final long digest(Object value) {
        return model.digest(value);
    }

    final IllegalStateException cannotEncode(String problem, Exception e) {
        return new IllegalStateException(format + ": cannot encode " + model.name() + ": " + problem, e);
    }

    /** Jackson 2: its {@code ObjectReader} and {@code ObjectWriter}. */
    static final class V2 extends JacksonCodec {
        final com.fasterxml.jackson.databind.ObjectReader reader;
        final com.fasterxml.jackson.databind.ObjectWriter writer;

        V2(String format, com.fasterxml.jackson.databind.ObjectMapper mapper, Model<Object, Message> model) {
            super(format, model);
            this.reader = mapper.readerFor(model.javaType());
            this.writer = mapper.writerFor(model.javaType());
        }

        @Override
        public byte[] write(Object value) {
            try {
                return writer.writeValueAsBytes(value);
            } catch (JsonProcessingException e) {
                throw cannotEncode(e.getOriginalMessage(), e);
            }
        }

        @Override
        public void write(Object value, OutputStream out) {
            try {
                writer.writeValue(out, value);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        Object decode(byte[] bytes) throws IOException {
            return reader.readValue(bytes);
        }

        @Override
        Object decode(InputStream in) throws IOException {
            return reader.readValue(in);
        }
    }

    /**
     * Jackson 3: its {@code ObjectReader} and {@code ObjectWriter}. Its exceptions are unchecked; an I/O failure of the
     * caller's stream arrives as a {@link JacksonIOException} and leaves as the {@link UncheckedIOException} the
     * {@link Codec} contract names.
     */
    static final class V3 extends JacksonCodec {
        final tools.jackson.databind.ObjectReader reader;
        final tools.jackson.databind.ObjectWriter writer;

        V3(String format, tools.jackson.databind.ObjectMapper mapper, Model<Object, Message> model) {
            super(format, model);
            this.reader = mapper.readerFor(model.javaType());
            this.writer = mapper.writerFor(model.javaType());
        }

        @Override
        public byte[] write(Object value) {
            try {
                return writer.writeValueAsBytes(value);
            } catch (JacksonException e) {
                throw cannotEncode(e.getOriginalMessage(), e);
            }
        }

        @Override
        public void write(Object value, OutputStream out) {
            try {
                writer.writeValue(out, value);
            } catch (JacksonIOException e) {
                throw new UncheckedIOException(e.getCause());
            } catch (JacksonException e) {
                throw new UncheckedIOException(new IOException(e));
            }
        }

        @Override
        Object decode(byte[] bytes) {
            return reader.readValue(bytes);
        }

        @Override
        Object decode(InputStream in) {
            return reader.readValue(in);
        }
    }
}
