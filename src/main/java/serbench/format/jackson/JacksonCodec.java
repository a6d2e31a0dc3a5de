package serbench.format.jackson;

import serbench.format.Codec;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.google.protobuf.Message;
import serbench.model.Model;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;

/** A Jackson data-binding codec: a prebuilt {@link ObjectReader} and {@link ObjectWriter} for the model's Java class. */
final class JacksonCodec implements Codec {

    private final String format;
    private final Model<Object, Message> model;
    final ObjectReader reader;
    final ObjectWriter writer;
    private final JacksonDecoding decoding;

    JacksonCodec(String format, ObjectMapper mapper, Model<Object, Message> model) {
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
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(format + ": cannot encode " + model.name() + ": " + e.getOriginalMessage(), e);
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
    public Object read(byte[] bytes) {
        try {
            return decoding.checked(reader.readValue(bytes));
        } catch (IOException | RuntimeException e) {
            throw decoding.failure(e);
        }
    }

    @Override
    public Object read(InputStream in) {
        try {
            return decoding.checked(reader.readValue(in));
        } catch (IOException | RuntimeException e) {
            throw decoding.failure(e);
        }
    }

    @Override
    public long digest(Object value) {
        return model.digest(value);
    }
}
