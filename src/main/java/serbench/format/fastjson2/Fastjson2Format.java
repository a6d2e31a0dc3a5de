package serbench.format.fastjson2;

import com.alibaba.fastjson2.JSONReader;
import com.alibaba.fastjson2.JSONWriter;
import com.alibaba.fastjson2.reader.ObjectReader;
import com.alibaba.fastjson2.writer.ObjectWriter;
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
import java.nio.charset.StandardCharsets;

/**
 * {@code json-fastjson2}: the models' Java classes through fastjson2 ({@link Fastjson2Mapping}), the same bytes as
 * {@code json} for the standard inputs. A write goes through {@code JSONWriter.ofUTF8} (fastjson2's own pooled
 * buffer) and is copied out, or flushed to the caller's stream; a read parses the bytes or the stream as UTF-8 with
 * the model's prebuilt {@link ObjectReader} (a reflective one: {@link Fastjson2Mapping} says why). Each call takes its
 * own reader or writer over its thread's context, built once per thread (as a caller of
 * {@code JSON.toJSONBytes(value, context)} keeps one); the providers and object readers and writers it shares are
 * thread-safe. Like
 * {@code json}, content after the value is not read.
 */
public final class Fastjson2Format implements Format {

    public static final String NAME = "json-fastjson2";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    @SuppressWarnings("unchecked")
    public Codec codec(Model<Object, Message> model) {
        Fastjson2Mapping.registerModel(model.javaType());
        ObjectWriter<Object> writer = Fastjson2Mapping.writers().getObjectWriter(model.javaType());
        ObjectReader<Object> reader = Fastjson2Mapping.readers().getObjectReader(model.javaType());
        LibraryDecoding decoding = new LibraryDecoding(NAME, model.name());
        ThreadLocal<JSONWriter.Context> writeContexts = ThreadLocal.withInitial(Fastjson2Mapping::writeContext);
        ThreadLocal<JSONReader.Context> readContexts =
                ThreadLocal.withInitial(() -> Fastjson2Mapping.readContext(model.javaType()));
        return new Codec() {
            private JSONWriter.Context writeContext() {
                return writeContexts.get();
            }

            private JSONReader.Context readContext() {
                return readContexts.get();
            }

            @Override
            public byte[] write(Object value) {
                try (JSONWriter w = JSONWriter.ofUTF8(writeContext())) {
                    writer.write(w, value, null, null, 0);
                    return w.getBytes();
                }
            }

            @Override
            public void write(Object value, OutputStream out) {
                try (JSONWriter w = JSONWriter.ofUTF8(writeContext())) {
                    writer.write(w, value, null, null, 0);
                    w.flushTo(out);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }

            @Override
            public Object read(byte[] bytes) {
                try {
                    DocumentLimit.check(bytes);
                    try (JSONReader r = JSONReader.of(bytes, readContext())) {
                        return read(r);
                    }
                } catch (IOException | RuntimeException e) {
                    throw decoding.failure(e);
                }
            }

            @Override
            public Object read(InputStream in) {
                try (JSONReader r = JSONReader.of(DocumentLimit.bounded(in), StandardCharsets.UTF_8, readContext())) {
                    return read(r);
                } catch (RuntimeException e) {
                    throw decoding.failure(e);
                }
            }

            private Object read(JSONReader r) {
                return decoding.checked(r.isEnd() ? null : reader.readObject(r, model.javaType(), null, 0));
            }

            @Override
            public long digest(Object value) {
                return model.digest(value);
            }
        };
    }
}
