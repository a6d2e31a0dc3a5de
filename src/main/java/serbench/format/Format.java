package serbench.format;

import com.google.protobuf.Message;
import serbench.model.Model;

/**
 * A wire format. It says which form of a model it reads and writes ({@link #represent}) and gives the
 * {@link Codec} that does it.
 *
 * <p>To add a format: one class implementing this interface and one line in {@link Formats}.
 */
public interface Format {

    /** The name used in {@code -p format=...}, in the sizes table and in test names. */
    String name();

    /**
     * The value this format serializes, built from the model's Java value: the Java value itself for the formats that
     * bind the model's classes (the default), the generated message for protobuf, the generated record for Avro.
     * Setup and tests only: never inside a timed region.
     */
    default Object represent(Model<Object, Message> model, Object javaValue) {
        return javaValue;
    }

    /** The inverse of {@link #represent}, for tests. */
    default Object toJava(Model<Object, Message> model, Object represented) {
        return represented;
    }

    /** A codec for one model; thread-safe and reusable. */
    Codec codec(Model<Object, Message> model);
}
