package serbench.format.dsljson;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonWriter;
import com.google.protobuf.Message;
import serbench.format.Codec;
import serbench.format.DocumentLimit;
import serbench.format.Format;
import serbench.format.LibraryDecoding;
import serbench.model.Model;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;

/**
 * {@code json-dsljson}: the models' Java classes through DSL-JSON ({@link DslJsonMapping}, {@link RecordConverter}),
 * the same bytes as {@code json} for the standard inputs. DSL-JSON works on bytes, on a reader and a writer reused
 * per thread, as DSL-JSON is meant to be used: a write goes into the thread's {@code JsonWriter} ({@code reset()}, its
 * buffer kept from one write to the next), then copied out, or written to the caller's stream; a read is
 * {@code DslJson.deserialize}, on DslJson's own per-thread reader. Like {@code json},
 * content after the value is not read. Its annotation processor is not used: it needs {@code @CompiledJson} on the
 * models' classes, which stay free of any library's annotations but Jackson's.
 */
public final class DslJsonFormat implements Format {

    public static final String NAME = "json-dsljson";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    @SuppressWarnings("unchecked")
    public Codec codec(Model<Object, Message> model) {
        DslJson<Object> dsl = DslJsonMapping.forModel(model.javaType());
        JsonWriter.WriteObject<Object> writer = (JsonWriter.WriteObject<Object>) dsl.tryFindWriter(model.javaType());
        Class<Object> type = model.javaType();
        LibraryDecoding decoding = new LibraryDecoding(NAME, model.name());
        // a JsonWriter is not thread-safe: one per thread, its buffer reused from one write to the next
        ThreadLocal<JsonWriter> jsonWriters = ThreadLocal.withInitial(dsl::newWriter);
        return new Codec() {
            /** The thread's writer, holding {@code value}'s bytes. */
            private JsonWriter written(Object value) {
                JsonWriter w = jsonWriters.get();
                w.reset();
                writer.write(w, value);
                return w;
            }

            @Override
            public byte[] write(Object value) {
                return written(value).toByteArray();
            }

            @Override
            public void write(Object value, OutputStream out) {
                try {
                    written(value).toStream(out);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }

            @Override
            public Object read(byte[] bytes) {
                try {
                    DocumentLimit.check(bytes);
                    return decoding.checked(dsl.deserialize(type, bytes, bytes.length));
                } catch (IOException | RuntimeException e) {
                    throw decoding.failure(e);
                }
            }

            @Override
            public Object read(InputStream in) {
                try {
                    return decoding.checked(dsl.deserialize(type, DocumentLimit.bounded(in)));
                } catch (IOException | RuntimeException e) {
                    throw decoding.failure(e);
                }
            }

            @Override
            public long digest(Object value) {
                return model.digest(value);
            }
        };
    }
}
