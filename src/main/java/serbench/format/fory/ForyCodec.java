package serbench.format.fory;

import com.google.protobuf.Message;
import org.apache.fory.Fory;
import org.apache.fory.ThreadSafeFory;
import org.apache.fory.exception.ForyException;
import org.apache.fory.memory.MemoryBuffer;
import org.apache.fory.memory.MemoryUtils;
import serbench.format.Codec;
import serbench.format.DocumentLimit;
import serbench.format.ModelClasses;
import serbench.format.PayloadException;
import serbench.format.jackson.Jackson;
import serbench.model.InvalidDataException;
import serbench.model.Model;

import java.io.InputStream;
import java.io.OutputStream;

/**
 * A Fory codec for one model, on Fory's thread-safe pool of {@link Fory} instances ({@code buildThreadSafeFory}),
 * built and registered when the codec is made, as a service does at startup. {@code serialize(Object)} returns a
 * new array each call (Fory writes into the pooled instance's buffer and copies it out, as Jackson writes into its
 * recycled buffer); each read reads one value of the model's root type from the whole payload and refuses bytes
 * after it.
 *
 * <p>Configuration: Java native mode ({@code withXlang(false)}; Fory's default is its cross-language format), the
 * mode of the format (schema-consistent or compatible), class registration required, every class of the model
 * registered in {@link ModelClasses}' order, unknown classes never materialised, no reference tracking (the models
 * are trees), JIT-generated serializers (Fory's default). Fory's own bounds on input stay at their defaults: nesting
 * depth 50, 128 MiB of estimated graph memory, 8192 collection elements not backed by input bytes, strings and
 * arrays no longer than the input left.
 */
final class ForyCodec implements Codec {

    private final String format;
    private final Model<Object, Message> model;
    private final Class<Object> root;
    final ThreadSafeFory fory;

    ForyCodec(String format, boolean compatible, Model<Object, Message> model) {
        this.format = format;
        this.model = model;
        this.root = model.javaType();
        this.fory = newFory(root, compatible);
    }

    /** A Fory configured as the class comment says, with every class of the graph rooted at {@code root} registered. */
    static ThreadSafeFory newFory(Class<?> root, boolean compatible) {
        ThreadSafeFory fory = Fory.builder()
                .withXlang(false)
                .withCompatible(compatible)
                .requireClassRegistration(true)
                .withDeserializeUnknownClass(false)
                .withRefTracking(false)
                .withCodegen(true)
                .buildThreadSafeFory();
        for (Class<?> c : ModelClasses.of(root)) {
            if (!c.getName().startsWith("java.") && !c.isArray()) { // Fory registers the JDK's types and arrays itself
                fory.register(c);
            }
        }
        return fory;
    }

    @Override
    public byte[] write(Object value) {
        try {
            return fory.serialize(value);
        } catch (ForyException e) {
            throw new IllegalStateException(format + ": cannot encode " + model.name() + ": "
                    + PayloadException.firstLine(e), e);
        }
    }

    @Override
    public void write(Object value, OutputStream out) {
        try {
            fory.serialize(out, value);
        } catch (ForyException e) {
            throw new IllegalStateException(format + ": cannot encode " + model.name() + ": "
                    + PayloadException.firstLine(e), e);
        }
    }

    @Override
    public Object read(byte[] bytes) {
        DocumentLimit.checkWhole(bytes, format, model.name());
        try {
            MemoryBuffer in = MemoryUtils.wrap(bytes);
            Object value = fory.deserialize(in, root);
            if (!root.isInstance(value)) { // Fory reads any registered or allowed class at the root, and casts unchecked
                throw new PayloadException(format, model.name(), value == null ? "no value in the input (a null root)"
                        : "the payload holds a " + value.getClass().getName() + ", not a " + root.getSimpleName(), null);
            }
            DocumentLimit.checkConsumed(bytes, in.readerIndex(), format, model.name());
            return value;
        } catch (PayloadException e) {
            throw e;
        } catch (RuntimeException e) {
            throw failure(e);
        }
    }

    /** The whole stream is read first, up to {@link Jackson#MAX_DOCUMENT_LENGTH}, so that its end is known. */
    @Override
    public Object read(InputStream in) {
        return read(DocumentLimit.readWhole(in, format, model.name()));
    }

    @Override
    public long digest(Object value) {
        return model.digest(value);
    }

    /**
     * Fory's refusal as one line: the suite's own (a record's constructor) when Fory wrapped one, else the innermost
     * cause, which says what was wrong (Fory wraps every failure in a DeserializationException whose own message
     * lists the objects read so far).
     */
    private PayloadException failure(RuntimeException e) {
        InvalidDataException invalid = PayloadException.invalidData(e);
        if (invalid != null) {
            return new PayloadException(format, model.name(), invalid.getMessage(), e);
        }
        Throwable inner = e;
        while (inner.getCause() != null && inner.getCause() != inner) {
            inner = inner.getCause();
        }
        String problem = inner instanceof ForyException || inner.getMessage() == null ? PayloadException.firstLine(inner)
                : inner.getClass().getSimpleName() + ": " + PayloadException.firstLine(inner);
        return new PayloadException(format, model.name(), problem, e);
    }
}
