package serbench.format.streaming;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.SerializedString;

import java.io.IOException;
import java.util.List;

/**
 * Writing helpers shared by the per-model streaming writers. They apply the {@code json} format's rules
 * ({@code Jackson.json()}): a null field and a list with no element are left out; every other field is written in the
 * record's component order, numbers through the generator's own number writers (so the digits are databind's).
 * Field names are {@link SerializedString}s, encoded once, as databind encodes its property names.
 */
final class JsonOut {

    private JsonOut() {
    }

    /** Writes one value (an object, or a list element) at the generator's current position. */
    @FunctionalInterface
    public interface ValueWriter<T> {
        void write(JsonGenerator g, T value) throws IOException;
    }

    /** A field name, encoded once. */
    public static SerializedString name(String name) {
        return new SerializedString(name);
    }

    public static void write(JsonGenerator g, SerializableString name, int value) throws IOException {
        g.writeFieldName(name);
        g.writeNumber(value);
    }

    public static void write(JsonGenerator g, SerializableString name, long value) throws IOException {
        g.writeFieldName(name);
        g.writeNumber(value);
    }

    public static void write(JsonGenerator g, SerializableString name, double value) throws IOException {
        g.writeFieldName(name);
        g.writeNumber(value);
    }

    public static void write(JsonGenerator g, SerializableString name, boolean value) throws IOException {
        g.writeFieldName(name);
        g.writeBoolean(value);
    }

    public static void optional(JsonGenerator g, SerializableString name, String value) throws IOException {
        if (value != null) {
            g.writeFieldName(name);
            g.writeString(value);
        }
    }

    public static void optional(JsonGenerator g, SerializableString name, Integer value) throws IOException {
        if (value != null) {
            write(g, name, value.intValue());
        }
    }

    public static void optional(JsonGenerator g, SerializableString name, Long value) throws IOException {
        if (value != null) {
            write(g, name, value.longValue());
        }
    }

    public static void optional(JsonGenerator g, SerializableString name, Double value) throws IOException {
        if (value != null) {
            write(g, name, value.doubleValue());
        }
    }

    public static void optional(JsonGenerator g, SerializableString name, Boolean value) throws IOException {
        if (value != null) {
            write(g, name, value.booleanValue());
        }
    }

    /** An object field, left out when null. */
    public static <T> void object(JsonGenerator g, SerializableString name, T value, ValueWriter<T> writer)
            throws IOException {
        if (value != null) {
            g.writeFieldName(name);
            writer.write(g, value);
        }
    }

    /** A list field, left out when it has no element. */
    public static <T> void list(JsonGenerator g, SerializableString name, List<T> list, ValueWriter<T> element)
            throws IOException {
        if (!list.isEmpty()) {
            g.writeFieldName(name);
            g.writeStartArray();
            for (int i = 0, n = list.size(); i < n; i++) {
                element.write(g, list.get(i));
            }
            g.writeEndArray();
        }
    }

    /** A list element that is a string. */
    public static void string(JsonGenerator g, String value) throws IOException {
        g.writeString(value);
    }
}
