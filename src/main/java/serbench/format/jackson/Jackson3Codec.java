package serbench.format.jackson;

import serbench.format.Codec;
import com.google.protobuf.Message;
import serbench.model.Model;
import tools.jackson.core.JacksonException;
import tools.jackson.core.exc.JacksonIOException;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.ObjectWriter;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;

/**
 * {@link JacksonCodec} for Jackson 3: a prebuilt {@link ObjectReader} and {@link ObjectWriter} for the model's Java
 * class. Jackson 3's exceptions are unchecked; an I/O failure of the caller's stream arrives as a
 * {@link JacksonIOException} and leaves as the {@link UncheckedIOException} the {@link Codec} contract names.
 */
final class Jackson3Codec implements Codec {

    private final String format;
    private final Model<Object, Message> model;
    final ObjectReader reader;
    final ObjectWriter writer;
    private final JacksonDecoding decoding;

    Jackson3Codec(String format, ObjectMapper mapper, Model<Object, Message> model) {
        this.format = format;
        this.model = model;
        this.reader = mapper.readerFor(model.javaType());
        this.writer = mapper.writerFor(model.javaType());
        this.decoding = new JacksonDecoding(format, model.name());
    }

    @Override
    public byte[] write(Object value) {
        try {
            return writer.writeValueAsBytes(value);
        } catch (JacksonException e) {
            throw new IllegalStateException(format + ": cannot encode " + model.name() + ": " + e.getOriginalMessage(), e);
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
    public Object read(byte[] bytes) {
        try {
            return decoding.checked(reader.readValue(bytes));
        } catch (RuntimeException e) {
            throw decoding.failure(e);
        }
    }

    @Override
    public Object read(InputStream in) {
        try {
            return decoding.checked(reader.readValue(in));
        } catch (RuntimeException e) {
            throw decoding.failure(e);
        }
    }

    @Override
    public long digest(Object value) {
        return model.digest(value);
    }
}
