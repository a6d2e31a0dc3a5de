package serbench.format.dsljson;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonReader;
import com.dslplatform.json.JsonWriter;
import com.dslplatform.json.NumberConverter;
import com.dslplatform.json.runtime.Settings;
import serbench.format.JsonProperties;
import serbench.format.jackson.Jackson;
import serbench.model.finditems.xsd.XsdDateTime;
import serbench.model.finditems.xsd.XsdDuration;
import serbench.io.Excerpt;

import java.time.DateTimeException;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * The one place where DSL-JSON is configured. Its runtime settings ({@code Settings.withRuntime()}: lists and their
 * elements by its own analysis), strings limited to {@link Jackson#MAX_STRING_LENGTH} characters and numbers to
 * {@link Jackson#MAX_NUMBER_LENGTH} digits (DSL-JSON's own limits, 128 Mi and 512 by default), doubles parsed exactly
 * ({@code DoublePrecision.EXACT}, as Jackson and {@code Double.parseDouble} parse them; DSL-JSON's default may differ
 * in the last digit). Registered: each model class as a {@link RecordConverter}, each enum by the JSON names of its
 * constants, {@code Instant} and {@code Duration} as xs:dateTime and xs:duration text. Built once per model, on
 * first use.
 */
final class DslJsonMapping {

    private DslJsonMapping() {
    }

    private static final Map<Class<?>, DslJson<Object>> BY_ROOT = new HashMap<>();

    /**
     * DSL-JSON's bound on its string buffer: twice the string limit, so that a string of the limit's length fits it
     * whatever its characters; the limit itself is checked on each string read ({@link #build}).
     */
    static final int STRING_BUFFER = 2 * Jackson.MAX_STRING_LENGTH + 2;

    /** A DslJson holding the converters of the model rooted at {@code root}. */
    static synchronized DslJson<Object> forModel(Class<?> root) {
        return BY_ROOT.computeIfAbsent(root, DslJsonMapping::build);
    }

    private static DslJson<Object> build(Class<?> root) {
        DslJson<Object> dsl = new DslJson<>(Settings.withRuntime()
                .limitStringBuffer(STRING_BUFFER)
                .limitDigitsBuffer(Jackson.MAX_NUMBER_LENGTH)
                .doublePrecision(JsonReader.DoublePrecision.EXACT));
        // the string limit itself, in characters, as Jackson counts them (DSL-JSON's buffer limit is not a count of
        // the string's characters: a string of exactly the limit did not fit it)
        dsl.registerReader(String.class, (JsonReader.ReadObject<String>) r -> {
            if (r.wasNull()) {
                return null;
            }
            String text = r.readString();
            if (text.length() > Jackson.MAX_STRING_LENGTH) {
                throw r.newParseErrorWith("string longer than the limit of " + Jackson.MAX_STRING_LENGTH
                        + " characters", text.length());
            }
            return text;
        });
        register(dsl, Instant.class, "xs:dateTime", XsdDateTime::format, XsdDateTime::parse);
        register(dsl, Duration.class, "xs:duration", XsdDuration::format, XsdDuration::parse);
        for (Class<?> e : JsonProperties.enums(root)) {
            registerEnum(dsl, e);
        }
        registerClass(dsl, root, new HashSet<>());
        return dsl;
    }

    /**
     * Registers the classes a class's properties hold before the class itself, whose converter looks theirs up. A
     * class that holds itself, directly or through others (a recursive message of a model generated from a
     * {@code .proto}), is first registered as a {@link Deferred} to its converter, so that the classes inside it find
     * that and not DSL-JSON's own reflective converter; the built-in models hold no such class.
     */
    private static void registerClass(DslJson<Object> dsl, Class<?> type, Set<Class<?>> done) {
        if (!done.add(type)) {
            return;
        }
        Deferred deferred = new Deferred();
        dsl.registerWriter(type, deferred);
        dsl.registerReader(type, deferred);
        for (JsonProperties.Property p : JsonProperties.of(type)) {
            Class<?> t = p.held();
            if (JsonProperties.classes(type).contains(t) && t != type) {
                registerClass(dsl, t, done);
            }
        }
        RecordConverter converter = new RecordConverter(type, dsl);
        deferred.converter = converter;
        dsl.registerWriter(type, converter);
        dsl.registerReader(type, converter);
    }

    /** A class's converter before it is built: what the classes inside a recursive class find for it. */
    private static final class Deferred implements JsonWriter.WriteObject<Object>, JsonReader.ReadObject<Object> {
        private RecordConverter converter;

        @Override
        public void write(JsonWriter w, Object value) {
            converter.write(w, value);
        }

        @Override
        public Object read(JsonReader r) throws java.io.IOException {
            return converter.read(r);
        }
    }

    private static <T> void register(DslJson<Object> dsl, Class<T> type, String xsdType, Function<T, String> format,
                                     Function<String, T> parse) {
        dsl.registerWriter(type, (JsonWriter w, T value) -> {
            if (value == null) {
                w.writeNull();
            } else {
                w.writeString(format.apply(value));
            }
        });
        dsl.registerReader(type, (JsonReader.ReadObject<T>) r -> {
            if (r.wasNull()) {
                return null;
            }
            String text = r.readString();
            try {
                return parse.apply(text);
            } catch (DateTimeException e) {
                throw r.newParseErrorWith("not an " + xsdType, e.getMessage());
            }
        });
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static void registerEnum(DslJson<Object> dsl, Class<?> type) {
        Enum<?>[] constants = (Enum<?>[]) type.getEnumConstants();
        String[] names = JsonProperties.enumNames((Class) type);
        Map<String, Enum<?>> byName = new HashMap<>();
        for (Enum<?> e : constants) {
            byName.put(names[e.ordinal()], e);
        }
        dsl.registerWriter((Class) type, (JsonWriter.WriteObject<Enum<?>>) (w, value) -> {
            if (value == null) {
                w.writeNull();
            } else {
                w.writeString(names[value.ordinal()]);
            }
        });
        dsl.registerReader((Class) type, (JsonReader.ReadObject<Enum<?>>) r -> {
            if (r.wasNull()) {
                return null;
            }
            if (r.last() != '"') { // Jackson takes a constant's index too
                int index = NumberConverter.deserializeInt(r);
                if (index >= 0 && index < constants.length) {
                    return constants[index];
                }
                throw r.newParseErrorWith("enum index out of range", index);
            }
            String name = r.readString();
            Enum<?> e = byName.get(name);
            if (e == null) {
                throw r.newParseErrorWith("not one of " + byName.keySet(), Excerpt.of(name));
            }
            return e;
        });
    }
}
