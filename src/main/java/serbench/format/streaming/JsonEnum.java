package serbench.format.streaming;

import serbench.io.Excerpt;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;

import java.io.IOException;
import java.util.HashMap;
import java.util.Map;

/**
 * An enum's JSON names as databind spells them: the constant's {@link JsonProperty} value when it has one (eBay's
 * {@code "Success"}), else its name. Read from the annotations, so the spelling stays in one place, the enum.
 */
final class JsonEnum<E extends Enum<E>> {

    private final Class<E> type;
    private final SerializedString[] names;
    private final Map<String, E> byName = new HashMap<>();

    private JsonEnum(Class<E> type) {
        this.type = type;
        E[] constants = type.getEnumConstants();
        names = new SerializedString[constants.length];
        for (E e : constants) {
            String name = e.name();
            try {
                JsonProperty p = type.getField(e.name()).getAnnotation(JsonProperty.class);
                if (p != null && !p.value().isEmpty()) {
                    name = p.value();
                }
            } catch (NoSuchFieldException impossible) {
                throw new IllegalStateException(impossible);
            }
            names[e.ordinal()] = new SerializedString(name);
            byName.put(name, e);
        }
    }

    public static <E extends Enum<E>> JsonEnum<E> of(Class<E> type) {
        return new JsonEnum<>(type);
    }

    /** Writes the field, left out when null. */
    public void write(JsonGenerator g, SerializableString field, E value) throws IOException {
        if (value != null) {
            g.writeFieldName(field);
            g.writeString(names[value.ordinal()]);
        }
    }

    /** Reads the field: null for JSON null; a name of none of the constants is refused. */
    public E read(JsonParser p) throws IOException {
        String name = JsonIn.string(p);
        if (name == null) {
            return null;
        }
        E e = byName.get(name);
        if (e == null) {
            throw InvalidFormatException.from(p, "'" + Excerpt.of(name) + "' is not one of the values "
                    + byName.keySet() + " of " + type.getSimpleName(), name, type);
        }
        return e;
    }
}
