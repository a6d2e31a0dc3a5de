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
import serbench.io.Utf8;
import serbench.model.Model;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * {@code json-gson}: the models' Java classes through Gson ({@link GsonMapping}), the same bytes as {@code json}
 * for the standard inputs. Gson reads and writes characters. A write is {@code Gson.toJson} into the thread's reused
 * StringBuilder, then encoded to UTF-8, or written through an {@link OutputStreamWriter} to the caller's stream. A read
 * decodes UTF-8 strictly (a malformed byte is refused, as Jackson refuses it) into {@link LimitedJsonReader}, with
 * {@code Gson.fromJson}: a small byte array as a String ({@link #chars}), a larger one or a stream through an
 * {@link InputStreamReader}. Like {@code json}, content after the value is not read.
 */
public final class GsonJsonFormat implements Format {

    public static final String NAME = "json-gson";

    /**
     * The longest byte array read as a String ({@link #chars}): up to the size of an {@link InputStreamReader}'s own
     * buffer, the String costs no more memory than that reader; past it, the reader decodes with no copy of the text.
     */
    private static final int STRING_READ_MAX = 8192;

    /** Each thread's text of a write, reused (Gson writes characters; a StringBuilder is not thread-safe). */
    private static final ThreadLocal<StringBuilder> TEXT = ThreadLocal.withInitial(StringBuilder::new);

    @Override
    public String name() {
        return NAME;
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
                StringBuilder text = TEXT.get();
                text.setLength(0);
                gson.toJson(value, model.javaType(), text);
                return text.toString().getBytes(StandardCharsets.UTF_8);
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
                    return read(chars(bytes));
                } catch (IOException | RuntimeException e) {
                    throw decoding.failure(e);
                }
            }

            @Override
            public Object read(InputStream in) {
                try {
                    return read(Utf8.strictReader(DocumentLimit.bounded(in)));
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

    /**
     * The characters of {@code bytes}, decoded strictly. Up to {@link #STRING_READ_MAX} bytes, as a String
     * ({@link Utf8#textOrNull}), cheaper than a decoding reader; longer or malformed bytes through
     * {@link Utf8#strictReader}, so malformed UTF-8 is refused where it occurs, as a stream's is.
     */
    private static Reader chars(byte[] bytes) {
        if (bytes.length <= STRING_READ_MAX) {
            String text = Utf8.textOrNull(bytes);
            if (text != null) {
                return new StringReader(text);
            }
        }
        return Utf8.strictReader(new ByteArrayInputStream(bytes));
    }
}
