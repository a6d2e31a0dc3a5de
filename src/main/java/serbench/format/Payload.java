package serbench.format;

import com.google.protobuf.Message;
import serbench.model.Model;
import serbench.model.Models;

/**
 * One benchmark input resolved from its three names (model, input, format): the codec, the value in the form the
 * format writes, and the bytes that value serializes to. Benchmarks build it in {@code @Setup}; tests build it the
 * same way, so both see the same data.
 */
public final class Payload {

    public final Model<Object, Message> model;
    public final Format format;
    public final Codec codec;
    /** The input's name, {@code default} resolved. */
    public final String input;
    /** The model's Java value for the input. */
    public final Object javaValue;
    /** The value in the form this format writes ({@link Format#represent}). */
    public final Object value;
    /** What {@link #codec} writes for {@link #value}. */
    public final byte[] bytes;

    private Payload(Model<Object, Message> model, String input, Format format) {
        this.model = model;
        this.format = format;
        this.codec = format.codec(model);
        this.input = model.resolveInput(input);
        this.javaValue = load(model, input);
        this.value = format.represent(model, javaValue);
        this.bytes = codec.write(value);
    }

    /** The model's Java value for an input name: a standard input, or a user's file ({@code file:PATH}). */
    public static Object load(Model<Object, Message> model, String input) {
        return UserPayloads.isFile(input) ? UserPayloads.load(model, input) : model.load(input);
    }

    /** Resolves the names; an unknown name ends in {@link IllegalArgumentException} listing the valid ones. */
    public static Payload of(String model, String input, String format) {
        return new Payload(Models.byName(model), input, Formats.byName(format));
    }

    /** Reads every field of a decoded value: the digest equals {@link #digest()} when the decode was right. */
    public long digest(Object decoded) {
        return codec.digest(decoded);
    }

    /** The digest of this input's data, the same in every format. */
    public long digest() {
        return model.digest(javaValue);
    }
}
