package serbench.format.gson;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonSyntaxException;
import com.google.gson.Strictness;
import com.google.gson.TypeAdapter;
import com.google.gson.TypeAdapterFactory;
import com.google.gson.reflect.TypeToken;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import com.google.gson.stream.JsonWriter;
import serbench.format.JsonProperties;
import serbench.model.finditems.xsd.XsdDateTime;
import serbench.model.finditems.xsd.XsdDuration;
import serbench.io.Excerpt;

import java.io.IOException;
import java.time.DateTimeException;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The one place where Gson is configured, so that it writes {@code json}'s bytes: Gson binds the models' records and
 * classes by reflection (its own record support: canonical constructor, components in declaration order, which is
 * the order {@code json} writes); nulls are left out (Gson's default); HTML characters are not escaped (Gson escapes
 * {@code < > & = '} by default, Jackson does not). Adapters add what the models' Jackson annotations say and Gson
 * cannot read: enum constants by their {@code @JsonProperty} names, {@code Instant} and {@code Duration} as
 * xs:dateTime and xs:duration text (every one in the models is), a list with no element left out like a null
 * (the writer drops a field whose value is null, name and all), and non-finite doubles as the strings
 * {@code "NaN"}, {@code "Infinity"}, {@code "-Infinity"}, as Jackson writes them (Gson refuses them in strict mode).
 * Reading is strict RFC 8259 ({@link LimitedJsonReader}).
 */
final class GsonMapping {

    private GsonMapping() {
    }

    /** The Gson instance, built on first use. */
    static Gson gson() {
        return Holder.GSON;
    }

    private static final class Holder {
        static final Gson GSON = new GsonBuilder()
                .disableHtmlEscaping()
                .setStrictness(Strictness.STRICT)
                .registerTypeAdapter(Instant.class, xsd("xs:dateTime", XsdDateTime::format, XsdDateTime::parse))
                .registerTypeAdapter(Duration.class, xsd("xs:duration", XsdDuration::format, XsdDuration::parse))
                .registerTypeAdapter(byte[].class, BASE64)
                .registerTypeAdapter(double.class, DOUBLE)
                .registerTypeAdapter(Double.class, DOUBLE)
                .registerTypeAdapterFactory(GsonMapping::enumAdapter)
                .registerTypeAdapterFactory(EMPTY_LIST_AS_NULL)
                .create();
    }

    /** A value written as XSD text; text that does not parse is refused as Gson refuses a malformed value. */
    private static <T> TypeAdapter<T> xsd(String xsdType, Function<T, String> format, Function<String, T> parse) {
        return new TypeAdapter<T>() {
            @Override
            public void write(JsonWriter out, T value) throws IOException {
                out.value(format.apply(value));
            }

            @Override
            public T read(JsonReader in) throws IOException {
                String text = in.nextString();
                try {
                    return parse.apply(text);
                } catch (DateTimeException e) {
                    throw new JsonSyntaxException("not an " + xsdType + ": " + e.getMessage() + " at " + in.getPath());
                }
            }
        }.nullSafe();
    }

    /**
     * Bytes (a model generated from a {@code .proto}) as base64 text, as Jackson and protobuf's JSON mapping write
     * them: Gson's own form is an array of numbers, several times longer.
     */
    private static final TypeAdapter<byte[]> BASE64 = new TypeAdapter<byte[]>() {
        @Override
        public void write(JsonWriter out, byte[] value) throws IOException {
            out.value(java.util.Base64.getEncoder().encodeToString(value));
        }

        @Override
        public byte[] read(JsonReader in) throws IOException {
            String text = in.nextString();
            try {
                return java.util.Base64.getDecoder().decode(text);
            } catch (IllegalArgumentException e) {
                throw new JsonSyntaxException("not base64: " + e.getMessage() + " at " + in.getPath());
            }
        }
    }.nullSafe();

    /** Doubles: finite ones as Gson writes them ({@code Double.toString}, as Jackson), the others as Jackson's strings. */
    private static final TypeAdapter<Double> DOUBLE = new TypeAdapter<Double>() {
        @Override
        public void write(JsonWriter out, Double value) throws IOException {
            if (value == null) {
                out.nullValue();
            } else if (Double.isFinite(value)) {
                out.value(value.doubleValue());
            } else {
                out.value(value.toString());
            }
        }

        @Override
        public Double read(JsonReader in) throws IOException {
            JsonToken t = in.peek();
            if (t == JsonToken.NULL) {
                in.nextNull();
                return null;
            }
            String text = in.nextString(); // a number's literal, held to Jackson's number length
            switch (text) {
                case "NaN":
                    return Double.NaN;
                case "Infinity":
                    return Double.POSITIVE_INFINITY;
                case "-Infinity":
                    return Double.NEGATIVE_INFINITY;
                default:
                    try {
                        return Double.parseDouble(text);
                    } catch (NumberFormatException e) {
                        throw new JsonSyntaxException("not a number: \"" + Excerpt.of(text) + "\" at "
                                + in.getPath());
                    }
            }
        }
    };

    /** Enum constants by their JSON names ({@link JsonProperties#enumNames}); an unknown name is refused, as by Jackson. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static <T> TypeAdapter<T> enumAdapter(Gson gson, TypeToken<T> type) {
        Class<? super T> raw = type.getRawType();
        if (!Enum.class.isAssignableFrom(raw) || raw == Enum.class) {
            return null;
        }
        Class<? extends Enum<?>> enumType = (Class) (raw.isEnum() ? raw : raw.getSuperclass());
        Enum<?>[] constants = enumType.getEnumConstants();
        String[] names = JsonProperties.enumNames(enumType);
        Map<String, Enum<?>> byName = new HashMap<>();
        for (Enum<?> e : constants) {
            byName.put(names[e.ordinal()], e);
        }
        return (TypeAdapter<T>) new TypeAdapter<Enum<?>>() {
            @Override
            public void write(JsonWriter out, Enum<?> value) throws IOException {
                out.value(names[value.ordinal()]);
            }

            @Override
            public Enum<?> read(JsonReader in) throws IOException {
                if (in.peek() == JsonToken.NUMBER) { // Jackson takes a constant's index too
                    int index = in.nextInt();
                    if (index >= 0 && index < constants.length) {
                        return constants[index];
                    }
                    throw new JsonSyntaxException("enum index " + index + " out of range at " + in.getPath());
                }
                String name = in.nextString();
                Enum<?> e = byName.get(name);
                if (e == null) {
                    throw new JsonSyntaxException("\"" + Excerpt.of(name) + "\" is not one of "
                            + byName.keySet() + " at " + in.getPath());
                }
                return e;
            }
        }.nullSafe();
    }

    /** Lists written by Gson's own adapter, but one with no element as null, which the writer then leaves out. */
    private static final TypeAdapterFactory EMPTY_LIST_AS_NULL = new TypeAdapterFactory() {
        @Override
        public <T> TypeAdapter<T> create(Gson gson, TypeToken<T> type) {
            if (!List.class.isAssignableFrom(type.getRawType())) {
                return null;
            }
            TypeAdapter<T> list = gson.getDelegateAdapter(this, type);
            return new TypeAdapter<T>() {
                @Override
                public void write(JsonWriter out, T value) throws IOException {
                    if (value == null || ((List<?>) value).isEmpty()) {
                        out.nullValue();
                    } else {
                        list.write(out, value);
                    }
                }

                @Override
                public T read(JsonReader in) throws IOException {
                    return list.read(in);
                }
            };
        }
    };
}
