package serbench.model;

import serbench.io.Excerpt;
import com.google.protobuf.Message;
import com.google.protobuf.Parser;

import java.util.List;

/**
 * One data model of the suite, defined twice with the same information: as a protobuf message
 * (generated from {@code src/main/proto}) and as plain Java classes that Jackson maps to JSON and XML.
 *
 * <p>A model names its inputs (the standard values it can build), converts between its two forms
 * (for tests and setup only, never inside a timed region) and can read every field of either form
 * into a {@link Digest}, so a benchmark that decodes also pays for looking at what it decoded.
 *
 * <p>To add a model: a {@code .proto}, a package of Java classes, one subclass of this class, and one
 * line in {@link Models}.
 *
 * @param <T> the root Java class
 * @param <M> the root generated protobuf message
 */
public abstract class Model<T, M extends Message> {

    private final String name;
    private final Class<T> javaType;
    protected Model(String name, Class<T> javaType) {
        this.name = name;
        this.javaType = javaType;
    }

    /** The name used in {@code -p model=...}, in the sizes table and in test names. */
    public final String name() {
        return name;
    }

    public final Class<T> javaType() {
        return javaType;
    }

    /**
     * The generated message's parser. Building a model initialises none of its generated protobuf classes: they are
     * initialised when this is first called, so a process that uses one model initialises no other model's descriptors.
     */
    public abstract Parser<M> parser();

    /** Names of the inputs this model can build, in the order the sizes table lists them. */
    public abstract List<String> inputs();

    /** The input benchmarks use when {@code input=default}. */
    public abstract String defaultInput();

    /**
     * Builds the Java value of one input. Throws {@link IllegalArgumentException} with the list of valid
     * inputs when the name is unknown.
     */
    public abstract T load(String input);

    /**
     * Builds a new Java object graph with the values of {@code source}, through constructors: the
     * "create" work for the Java form.
     */
    public abstract T copy(T source);

    /**
     * Builds the protobuf message with the values of {@code source}, through generated builders: the
     * "create" work for the protobuf form, and the conversion used by tests and setup.
     */
    public abstract M toProto(T source);

    /** The inverse of {@link #toProto}: for tests and setup only. */
    public abstract T fromProto(M message);

    /**
     * Reads every field of the Java form. Equal data gives an equal digest in either form. Lists are walked by index,
     * not for-each: an iterator per list is an allocation the JIT does not always remove, and the digest should cost
     * what protobuf's does ({@code DigestAllocationTest}).
     */
    public abstract long digest(T value);

    /** Reads every field of the protobuf form (the proto3 parsers have already decoded every string). */
    public abstract long digestProto(M message);

    /** Whether the XML form of this model travels inside a SOAP 1.1 envelope, as the real service sends it. */
    public boolean soapEnvelope() {
        return false;
    }

    /**
     * Rewrites a payload in the real service's own JSON form (when it differs from the suite's JSON) into the
     * suite's JSON tree, so a response captured from the service can be used as an input. The binding accepts a
     * single value where a list is expected. Null when the model has no such form.
     */
    public com.fasterxml.jackson.databind.JsonNode fromServiceJson(com.fasterxml.jackson.databind.JsonNode tree) {
        return null;
    }

    /** Resolves {@code "default"} to {@link #defaultInput()}. */
    public final String resolveInput(String input) {
        return "default".equals(input) ? defaultInput() : input;
    }

    /**
     * Refuses a decoded value the model cannot hold (see {@link InvalidDataException}); a no-op unless the model
     * has rules beyond its types (a required field, a non-empty list). Called on every user payload.
     */
    public void validate(T value) {
    }

    /**
     * The enum constant a protobuf enum number stands for, {@code offset} being the number of the first constant
     * (0 when the proto enum has no UNSPECIFIED entry, 1 when it has), and null for UNSPECIFIED. A number outside
     * the enum (an unknown value kept by the protobuf parser) is refused, not an ArrayIndexOutOfBoundsException.
     */
    protected static <E extends Enum<E>> E enumValue(E[] values, int number, int offset, String field) {
        if (offset == 1 && number == 0) {
            return null;
        }
        int i = number - offset;
        if (i < 0 || i >= values.length) {
            throw new InvalidDataException(field + " is " + number + ", not one of the " + values.length
                    + " values of the enum (" + offset + ".." + (values.length - 1 + offset) + ")");
        }
        return values[i];
    }

    /**
     * Refuses an input name {@link #load} would refuse, without building the input ({@link IllegalArgumentException}
     * from {@link #unknownInput}); {@code file:PATH} inputs are checked elsewhere.
     */
    public void checkInput(String input) {
        if (!inputs().contains(resolveInput(input))) {
            throw unknownInput(input);
        }
    }

    /** Every input name {@link #load} accepts, for messages; models that accept more than {@link #inputs()} say so. */
    protected String inputsHelp() {
        return "default (" + defaultInput() + "), " + String.join(", ", inputs()) + ", or file:PATH";
    }

    /** The refusal of an input name: names every valid input. Commands map it to exit 2 (wrong arguments). */
    protected final IllegalArgumentException unknownInput(String input) {
        return new IllegalArgumentException("unknown input '" + Excerpt.of(input) + "' for model " + name
                + "; valid inputs: " + inputsHelp());
    }

    @Override
    public String toString() {
        return name;
    }
}
