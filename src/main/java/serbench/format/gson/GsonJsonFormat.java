package serbench.format.gson;

import com.google.gson.Gson;
import com.google.gson.TypeAdapter;
import com.google.gson.reflect.TypeToken;
import com.google.gson.stream.JsonWriter;
import com.google.protobuf.Message;
import serbench.format.Codec;
import serbench.format.DocumentLimit;
import serbench.format.JsonProperties;
import serbench.format.LibraryDecoding;
import serbench.format.Format;
import serbench.model.Model;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Reader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * {@code json-gson}: the models' Java classes through Gson ({@link GsonMapping}), the same bytes as {@code json}
 * for the standard inputs. Gson reads and writes characters: a write is the model's JSON as a String, encoded to UTF-8
 * ({@code Gson.toJson}'s path), or written through an {@link OutputStreamWriter}; a read decodes UTF-8 strictly (a
 * malformed byte is refused, as Jackson refuses it) through an {@link InputStreamReader} into
 * {@link LimitedJsonReader}, with {@code Gson.fromJson}. Like {@code json}, content after the value is not read.
 */
public final class GsonJsonFormat implements Format {

    public static final String NAME = "json-gson";

    @Override
    public String name() {
        return NAME;
    }

    /** Gson binds the model's Java value itself. */
    @Override
    public Object represent(Model<Object, Message> model, Object javaValue) {
        return javaValue;
    }

    @Override
    public Object toJava(Model<Object, Message> model, Object represented) {
        return represented;
    }

    @Override
    public Codec codec(Model<Object, Message> model) {
        Gson gson = GsonMapping.gson();
        TypeToken<Object> type = TypeToken.get(model.javaType());
        TypeAdapter<Object> adapter = gson.getAdapter(type);
        boolean ignoreUnknown = JsonProperties.modelIgnoresUnknown(model.javaType());
        LibraryDecoding decoding = new LibraryDecoding(NAME, model.name());
        return new Codec() {
            @Override
            public byte[] write(Object value) {
                StringWriter out = new StringWriter();
                try {
                    adapter.write(gson.newJsonWriter(out), value);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                return out.toString().getBytes(StandardCharsets.UTF_8);
            }

            @Override
            public void write(Object value, OutputStream out) {
                try {
                    JsonWriter w = gson.newJsonWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
                    adapter.write(w, value);
                    w.flush(); // the caller's stream stays open, as json leaves it
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }

            @Override
            public Object read(byte[] bytes) {
                try {
                    DocumentLimit.check(bytes);
                    return read(utf8(new ByteArrayInputStream(bytes)));
                } catch (IOException | RuntimeException e) {
                    throw decoding.failure(e);
                }
            }

            @Override
            public Object read(InputStream in) {
                try {
                    return read(utf8(DocumentLimit.bounded(in)));
                } catch (RuntimeException e) {
                    throw decoding.failure(e);
                }
            }

            private Object read(Reader in) {
                return decoding.checked(gson.fromJson(new LimitedJsonReader(in, ignoreUnknown), type));
            }

            @Override
            public long digest(Object value) {
                return model.digest(value);
            }
        };
    }

    /** UTF-8 decoded strictly: a malformed or truncated sequence is an error, not U+FFFD. */
    private static Reader utf8(InputStream in) {
        return new InputStreamReader(in, StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT));
    }
}
