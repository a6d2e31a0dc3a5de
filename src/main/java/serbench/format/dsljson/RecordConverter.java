package serbench.format.dsljson;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonReader;
import com.dslplatform.json.JsonWriter;
import com.dslplatform.json.NumberConverter;
import serbench.format.JsonProperties;
import serbench.format.jackson.Jackson;
import serbench.model.InvalidDataException;
import serbench.io.Excerpt;

import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * One model class on DSL-JSON's reader and writer, as {@code json} binds it: its properties ({@link JsonProperties})
 * in {@code json}'s order, a null or a list with no element left out, every other value written (a 0 and a
 * {@code false} too); read in any order, each value by DSL-JSON's own converter for its type, names matched exactly,
 * the object built through its constructor (whose refusal, an {@link InvalidDataException}, is passed on as it is).
 * An unknown field is refused, or skipped when the class skips unknown fields (FindItems), without recursion and at
 * most {@link Jackson#MAX_NESTING_DEPTH} levels deep. DSL-JSON's own runtime analysis of a record
 * ({@code ImmutableAnalyzer}) does the same work but cannot follow {@code json}'s rules: it writes nulls (or, set to
 * omit defaults, leaves out 0 and {@code false} too), always skips unknown fields, recursively with no depth limit,
 * and reports a refusing constructor as a {@code ConfigurationException} without its cause.
 */
final class RecordConverter implements JsonWriter.WriteObject<Object>, JsonReader.ReadObject<Object> {

    /** One property: its quoted name as written, its name's bytes as read, its value's converters. */
    private record Slot(JsonProperties.Property property, byte[] quotedName, byte[] name, boolean list,
                        JsonWriter.WriteObject<Object> writer, JsonReader.ReadObject<Object> reader) {
    }

    private final Class<?> type;
    private final Slot[] slots;
    /** For each slot (properties in json's order), the constructor argument it fills. */
    private final int[] argument;
    private final Object[] defaults;
    private final Constructor<?> constructor;
    private final boolean ignoreUnknown;

    @SuppressWarnings("unchecked")
    RecordConverter(Class<?> type, DslJson<Object> dsl) {
        this.type = type;
        List<JsonProperties.Property> properties = JsonProperties.of(type);
        this.constructor = JsonProperties.constructor(type);
        Class<?>[] parameters = constructor.getParameterTypes();
        List<String> declared = declaredOrder(type);
        this.slots = new Slot[properties.size()];
        this.argument = new int[properties.size()];
        for (int i = 0; i < slots.length; i++) {
            JsonProperties.Property p = properties.get(i);
            JsonWriter.WriteObject<Object> w = (JsonWriter.WriteObject<Object>) dsl.tryFindWriter(p.type());
            JsonReader.ReadObject<Object> r = (JsonReader.ReadObject<Object>) dsl.tryFindReader(p.type());
            if (w == null || r == null) {
                throw new IllegalStateException("DSL-JSON has no converter for " + p.type() + " in " + type.getName());
            }
            slots[i] = new Slot(p, ("\"" + p.name() + "\":").getBytes(StandardCharsets.UTF_8),
                    p.name().getBytes(StandardCharsets.UTF_8), p.listElement() != null, w, r);
            argument[i] = declared.indexOf(p.name());
        }
        this.defaults = new Object[parameters.length];
        for (int i = 0; i < parameters.length; i++) {
            defaults[i] = defaultOf(parameters[i]);
        }
        this.ignoreUnknown = JsonProperties.ignoresUnknown(type);
    }

    /** The properties' names in the constructor's parameter order (declaration order). */
    private static List<String> declaredOrder(Class<?> type) {
        if (type.isRecord()) {
            return java.util.Arrays.stream(type.getRecordComponents()).map(c -> c.getName()).toList();
        }
        return java.util.Arrays.stream(type.getDeclaredFields())
                .filter(f -> !java.lang.reflect.Modifier.isStatic(f.getModifiers())
                        && f.isAnnotationPresent(com.fasterxml.jackson.annotation.JsonProperty.class))
                .map(java.lang.reflect.Field::getName).toList();
    }

    /** What an absent property is: a primitive's zero (as json reads it), null otherwise. */
    private static Object defaultOf(Class<?> c) {
        if (c == int.class) {
            return 0;
        } else if (c == long.class) {
            return 0L;
        } else if (c == double.class) {
            return 0.0;
        } else if (c == float.class) { // a model generated from a .proto's float
            return 0.0f;
        } else if (c == boolean.class) {
            return false;
        } else if (c.isPrimitive()) {
            throw new IllegalStateException("no default for " + c);
        }
        return null;
    }

    @Override
    public void write(JsonWriter w, Object value) {
        if (value == null) {
            w.writeNull();
            return;
        }
        w.writeByte(JsonWriter.OBJECT_START);
        boolean first = true;
        for (Slot s : slots) {
            Object v = s.property.get(value);
            if (v == null || s.list && ((List<?>) v).isEmpty()) {
                continue;
            }
            if (!first) {
                w.writeByte(JsonWriter.COMMA);
            }
            first = false;
            w.writeAscii(s.quotedName);
            s.writer.write(w, v);
        }
        w.writeByte(JsonWriter.OBJECT_END);
    }

    @Override
    public Object read(JsonReader r) throws IOException {
        if (r.wasNull()) {
            return null;
        }
        if (r.last() != '{') {
            throw r.newParseError("Expecting '{' for object start");
        }
        Object[] args = defaults.clone();
        byte next = r.getNextToken();
        int expected = 0;
        while (next != '}') {
            if (next != '"') {
                throw r.newParseError("Expecting '\"' for attribute name");
            }
            r.fillName();
            int slot = find(r, expected);
            r.getNextToken();
            if (slot >= 0) {
                args[argument[slot]] = slots[slot].reader.read(r);
                next = r.getNextToken();
                expected = slot + 1;
            } else if (ignoreUnknown) {
                next = skip(r);
            } else {
                throw new InvalidDataException("unknown field \"" + Excerpt.of(r.getLastName())
                        + "\" in " + type.getSimpleName() + " (the model has no such field)");
            }
            if (next == ',') {
                next = r.getNextToken();
                if (next == '}') {
                    throw r.newParseError("Expecting '\"' for attribute name");
                }
            } else if (next != '}') {
                throw r.newParseError("Expecting ',' or '}' after a value");
            }
        }
        return construct(args);
    }

    /** The slot of the name just read: the one after the last matched first (fields come in order), else any. */
    private int find(JsonReader r, int expected) {
        if (expected < slots.length && r.wasLastName(slots[expected].name)) {
            return expected;
        }
        for (int i = 0; i < slots.length; i++) {
            if (i != expected && r.wasLastName(slots[i].name)) {
                return i;
            }
        }
        return -1;
    }

    private Object construct(Object[] args) {
        try {
            return constructor.newInstance(args);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof RuntimeException re) {
                throw re;
            }
            throw new IllegalStateException(e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Skips the value that starts at the reader's last token and returns the token after it, iteratively: containers
     * nest at most {@link Jackson#MAX_NESTING_DEPTH} levels below the object that holds the field (DSL-JSON's own
     * {@code skip()} recurses without a limit); a number is checked as DSL-JSON reads one, with its digit limit.
     */
    static byte skip(JsonReader r) throws IOException {
        boolean[] inObject = null;
        int depth = 0;
        byte t = r.last();
        while (true) {
            if (t == '{' || t == '[') {
                if (depth + 1 >= Jackson.MAX_NESTING_DEPTH) {
                    throw r.newParseError("Nesting depth exceeds the maximum allowed (" + Jackson.MAX_NESTING_DEPTH + ")");
                }
                if (inObject == null) {
                    inObject = new boolean[Jackson.MAX_NESTING_DEPTH];
                }
                boolean object = t == '{';
                inObject[depth++] = object;
                t = r.getNextToken();
                if (t == (object ? '}' : ']')) {
                    depth--;
                    t = r.getNextToken();
                } else {
                    if (object) {
                        t = name(r, t);
                    }
                    continue; // t starts the container's first value
                }
            } else if (t == '-' || t >= '0' && t <= '9') {
                NumberConverter.deserializeDouble(r);
                t = r.getNextToken();
            } else if (t == '"' || t == 'n' || t == 't' || t == 'f') {
                t = r.skip();
            } else {
                throw r.newParseError("Expecting a value");
            }
            // after a value: t is the token that follows it
            while (true) {
                if (depth == 0) {
                    return t;
                }
                boolean object = inObject[depth - 1];
                if (t == ',') {
                    t = r.getNextToken();
                    if (object) {
                        t = name(r, t);
                    }
                    break;
                }
                if (t != (object ? '}' : ']')) {
                    throw r.newParseError("Expecting ',' or the end of " + (object ? "an object" : "an array"));
                }
                depth--;
                t = r.getNextToken();
            }
        }
    }

    /** Reads a field name and its colon; returns the first token of its value. */
    private static byte name(JsonReader r, byte t) throws IOException {
        if (t != '"') {
            throw r.newParseError("Expecting '\"' for attribute name");
        }
        r.fillName();
        return r.getNextToken();
    }
}
