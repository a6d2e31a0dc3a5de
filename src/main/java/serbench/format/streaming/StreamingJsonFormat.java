package serbench.format.streaming;

import serbench.format.Format;
import serbench.format.Codec;
import serbench.format.PayloadException;
import serbench.format.jackson.Jackson;
import serbench.format.jackson.JacksonDecoding;
import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.google.protobuf.Message;
import serbench.model.InvalidDataException;
import serbench.model.Model;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;

/**
 * {@code json-streaming}: the {@code json} format written and read by hand on Jackson's streaming API
 * ({@code JsonGenerator}/{@code JsonParser}), one class per model in {@link serbench.format.streaming}: what Jackson
 * JSON costs without data binding, the upper bound of Jackson JSON. Same bytes as {@code json} (a test holds every
 * model to it), on {@code json}'s own {@link JsonFactory} ({@link Jackson#json()}'s: the same limits and generator
 * features). Reading accepts what {@code json} writes in any field order, refuses or skips unknown fields as
 * databind does for each class, and is stricter than databind's scalar coercions (see
 * {@link serbench.format.streaming.JsonIn}).
 */
public final class StreamingJsonFormat implements Format {

    public static final String NAME = "json-streaming";


    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Codec codec(Model<Object, Message> model) {
        ModelJson<Object> json = StreamingModels.byModel(model.name());
        JacksonDecoding decoding = new JacksonDecoding(NAME, model.name());
        JsonFactory factory = Jackson.json().getFactory();
        return new Codec() {
            @Override
            public byte[] write(Object value) {
                try {
                    return Jackson.toBytes(factory, out -> write(value, out));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }

            @Override
            public void write(Object value, OutputStream out) {
                try (JsonGenerator g = factory.createGenerator(out, JsonEncoding.UTF8)) {
                    json.write(g, value);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }

            @Override
            public Object read(byte[] bytes) {
                try (JsonParser p = factory.createParser(bytes)) {
                    return root(p);
                } catch (IOException | RuntimeException e) {
                    throw failure(e);
                }
            }

            @Override
            public Object read(InputStream in) {
                try (JsonParser p = factory.createParser(in)) {
                    return root(p);
                } catch (IOException | RuntimeException e) {
                    throw failure(e);
                }
            }

            /** As databind: no value (or a JSON null) is refused; content after the value is not read. */
            private Object root(JsonParser p) throws IOException {
                JsonToken t = p.nextToken();
                return decoding.checked(t == null || t == JsonToken.VALUE_NULL ? null : json.read(p));
            }

            /** A model's own check ({@link InvalidDataException}) reads as itself; the rest as the Jackson codecs' failures. */
            private PayloadException failure(Exception e) {
                return e instanceof InvalidDataException invalid
                        ? new PayloadException(NAME, model.name(), invalid.getMessage(), invalid)
                        : decoding.failure(e);
            }

            @Override
            public long digest(Object value) {
                return model.digest(value);
            }
        };
    }
}
