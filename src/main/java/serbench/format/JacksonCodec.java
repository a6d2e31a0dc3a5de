package serbench.format;

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
class JacksonCodec implements Codec {

    final String format;
    final Model<Object, Message> model;
    final ObjectReader reader;
    final ObjectWriter writer;

    JacksonCodec(String format, ObjectMapper mapper, Model<Object, Message> model) {
        this.format = format;
        this.model = model;
        this.reader = mapper.readerFor(model.javaType());
        this.writer = mapper.writerFor(model.javaType());
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
            return checked(reader.readValue(bytes));
        } catch (IOException | RuntimeException e) {
            throw failure(e);
        }
    }

    @Override
    public Object read(InputStream in) {
        try {
            return checked(reader.readValue(in));
        } catch (IOException | RuntimeException e) {
            throw failure(e);
        }
    }

    @Override
    public long digest(Object value) {
        return model.digest(value);
    }

    /** Empty input binds to null in Jackson: a payload with no value is an error here. */
    final Object checked(Object value) {
        if (value == null) {
            throw new PayloadException(format, model.name(), "no value in the input (empty payload?)", null);
        }
        return value;
    }

    /**
     * The decode failure as this codec's {@link PayloadException}. Parsers and binders mostly throw checked
     * exceptions, but not only: Woodstox reports some errors found while parsing lazily as a RuntimeException
     * ({@code WstxLazyException}, Aalto's {@code UncheckedStreamException}), and a library bug can surface as any
     * RuntimeException. On decode paths they are all the payload's problem as far as the caller can tell, so they are wrapped too (the cause is kept).
     */
    final PayloadException failure(Exception e) {
        return failure(format, model.name(), e);
    }

    /** {@link #failure(Exception)} for any Jackson-based codec of {@code format} reading {@code model}. */
    static PayloadException failure(String format, String model, Exception e) {
        if (e instanceof PayloadException p) {
            return p;
        }
        Throwable t = e;
        if ((e instanceof com.ctc.wstx.exc.WstxLazyException || e instanceof com.fasterxml.aalto.UncheckedStreamException)
                && e.getCause() != null) {
            t = e.getCause(); // its own message repeats the class name in brackets
        }
        String message = t instanceof JsonProcessingException j ? j.getOriginalMessage() : t.getMessage();
        String problem = PayloadException.firstLine(message, t);
        if (e instanceof RuntimeException && t == e) {
            problem = e.getClass().getSimpleName() + " in the parser: " + problem;
        }
        return new PayloadException(format, model, problem, e);
    }
}
