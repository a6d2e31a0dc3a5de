package serbench.format.fastjson2;

import com.alibaba.fastjson2.JSONException;
import com.alibaba.fastjson2.JSONReader;
import com.alibaba.fastjson2.JSONWriter;
import com.alibaba.fastjson2.codec.BeanInfo;
import com.alibaba.fastjson2.codec.FieldInfo;
import com.alibaba.fastjson2.filter.ExtraProcessor;
import com.alibaba.fastjson2.modules.ObjectWriterAnnotationProcessor;
import com.alibaba.fastjson2.modules.ObjectWriterModule;
import com.alibaba.fastjson2.reader.ObjectReader;
import com.alibaba.fastjson2.reader.ObjectReaderCreator;
import com.alibaba.fastjson2.reader.ObjectReaderProvider;
import com.alibaba.fastjson2.writer.ObjectWriter;
import com.alibaba.fastjson2.writer.ObjectWriterProvider;
import serbench.format.JsonProperties;
import serbench.format.jackson.Jackson;
import serbench.io.Excerpt;
import serbench.model.finditems.xsd.XsdDateTime;
import serbench.model.finditems.xsd.XsdDuration;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Type;
import java.time.DateTimeException;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The one place where fastjson2 is configured: its own providers of readers and writers (never fastjson2's global
 * defaults, so nothing else in the process changes them), fastjson2's binding of the models' records and classes
 * with its own generated readers and writers. Added to what fastjson2 reads of Jackson's annotations: every model
 * class's property order ({@link JsonProperties#of}; fastjson2 sorts properties by name where no order is given),
 * enum constants by their JSON names, {@code Instant} and {@code Duration} as xs:dateTime and xs:duration text.
 * Writing leaves out nulls (fastjson2's default) and lists with no element ({@code NotWriteEmptyArray} on list
 * properties), and writes
 * non-finite doubles as strings ({@code WriteFloatSpecialAsString}) and bytes as base64 text
 * ({@code WriteByteArrayAsBase64}, {@code Base64StringAsByteArray}: a model generated from a {@code .proto}), as
 * Jackson does. Reading: single quotes refused
 * ({@code DisableSingleQuote}), unknown fields refused ({@code ErrorOnUnknownProperties}) where {@code json} refuses
 * them, nesting limited to {@link Jackson#MAX_NESTING_DEPTH}. AutoType (a class named in the input) is never
 * enabled: {@code SupportAutoType} stays off, so an {@code "@type"} field never chooses a class.
 */
final class Fastjson2Mapping {

    private Fastjson2Mapping() {
    }

    static final JSONWriter.Feature[] WRITE = {JSONWriter.Feature.WriteFloatSpecialAsString,
            JSONWriter.Feature.WriteByteArrayAsBase64};

    /** Reading features; {@code ErrorOnUnknownProperties} is added per model. */
    static final JSONReader.Feature[] READ = {JSONReader.Feature.DisableSingleQuote,
            JSONReader.Feature.Base64StringAsByteArray};

    static ObjectWriterProvider writers() {
        return Holder.WRITERS;
    }

    static ObjectReaderProvider readers() {
        return Holder.READERS;
    }

    private static final class Holder {
        static final ObjectWriterProvider WRITERS = new ObjectWriterProvider();
        /**
         * fastjson2's reflective reader creator, not its default ASM one: the readers ASM generates for a class
         * without a no-argument constructor (every record of the models) skip an unknown field whatever the features
         * say, with fastjson2's recursive {@code skipValue()}, so neither {@code ErrorOnUnknownProperties} nor the
         * bounded skip below would apply. On them, an unknown MediaContent field is read where json refuses it
         * (JsonLibrariesTest), and an unknown FindItems field nested past the limit is read, or ends in a
         * StackOverflowError (JsonLibrariesAttackTest).
         */
        static final ObjectReaderProvider READERS = new ObjectReaderProvider(ObjectReaderCreator.INSTANCE);

        static {
            WRITERS.register(new PropertyOrder());
            xsd(Instant.class, "xs:dateTime", XsdDateTime::format,
                    XsdDateTime::parse);
            xsd(Duration.class, "xs:duration", XsdDuration::format,
                    XsdDuration::parse);
            READERS.register(UnknownField.class, new UnknownField());
        }
    }

    /**
     * What reads an unknown field where the model skips them (FindItems): fastjson2's own {@code skipValue()} recurses
     * with no depth limit (a StackOverflowError on deep input), so the reader's context sends unknown fields here
     * ({@link #SKIP_UNKNOWN}), where they are skipped without recursion, at most {@link Jackson#MAX_NESTING_DEPTH}
     * levels deep, each scalar by fastjson2's {@code skipValue()}.
     */
    static final ExtraProcessor SKIP_UNKNOWN = new ExtraProcessor() {
        @Override
        public Type getType(String fieldName) {
            return UnknownField.class;
        }

        @Override
        public void processExtra(Object object, String key, Object value) {
            // skipped
        }
    };

    private static final class UnknownField implements ObjectReader<Object> {
        @Override
        public Object readObject(JSONReader r, Type fieldType, Object fieldName, long features) {
            boolean[] inObject = null;
            int depth = 0;
            do {
                boolean object = r.nextIfObjectStart();
                if (object || r.nextIfArrayStart()) {
                    if (inObject == null) {
                        inObject = new boolean[Jackson.MAX_NESTING_DEPTH];
                    }
                    if (depth + 1 >= Jackson.MAX_NESTING_DEPTH) {
                        throw new JSONException(r.info("nesting depth exceeds the maximum allowed ("
                                + Jackson.MAX_NESTING_DEPTH + ")"));
                    }
                    inObject[depth++] = object;
                } else {
                    r.skipValue(); // a scalar
                }
                while (depth > 0) { // after a value or an opening bracket: the container's end, or its next value
                    if (inObject[depth - 1] ? r.nextIfObjectEnd() : r.nextIfArrayEnd()) {
                        depth--;
                        continue;
                    }
                    if (inObject[depth - 1] && r.readFieldName() == null) {
                        throw new JSONException(r.info("expected a field name"));
                    }
                    break;
                }
            } while (depth > 0);
            return null;
        }
    }

    /** A writer context on this mapping's writer provider and features. */
    static JSONWriter.Context writeContext() {
        return new JSONWriter.Context(writers(), WRITE);
    }

    /**
     * A reader context on this mapping's reader provider and features, with the model's unknown-field policy
     * (refused, or skipped where the model skips them) and the nesting bound.
     */
    static JSONReader.Context readContext(Class<?> root) {
        JSONReader.Context c = new JSONReader.Context(readers(), READ);
        if (JsonProperties.modelIgnoresUnknown(root)) {
            c.setExtraProcessor(SKIP_UNKNOWN);
        } else {
            c.config(JSONReader.Feature.ErrorOnUnknownProperties);
        }
        c.setMaxLevel(Jackson.MAX_NESTING_DEPTH);
        return c;
    }

    /** Registers the model's enums (once per enum). */
    static synchronized void registerModel(Class<?> root) {
        for (Class<?> e : JsonProperties.enums(root)) {
            if (!(Holder.WRITERS.getObjectWriter(e) instanceof EnumByName)) {
                EnumByName converter = new EnumByName(e);
                Holder.WRITERS.register(e, converter);
                Holder.READERS.register(e, converter);
            }
        }
    }

    /**
     * Each model class's properties in json's order, and its list properties left out when they have no element
     * ({@code NotWriteEmptyArray} on those properties only: set for the whole writer, its mask, shared with
     * {@code IgnoreEmpty}, would leave out empty strings too, which json writes).
     */
    private static final class PropertyOrder implements ObjectWriterModule {
        @Override
        public ObjectWriterAnnotationProcessor getAnnotationProcessor() {
            return new ObjectWriterAnnotationProcessor() {
                @Override
                public void getBeanInfo(BeanInfo beanInfo, Class objectClass) {
                    if (isModel(objectClass)) {
                        List<JsonProperties.Property> properties = JsonProperties.of(objectClass);
                        beanInfo.orders = properties.stream().map(JsonProperties.Property::name).toArray(String[]::new);
                    }
                }

                @Override
                public void getFieldInfo(BeanInfo beanInfo, FieldInfo fieldInfo, Class objectType, Field field) {
                    if (isModel(objectType) && List.class.isAssignableFrom(field.getType())) {
                        fieldInfo.features |= JSONWriter.Feature.NotWriteEmptyArray.mask;
                    }
                }

                @Override
                public void getFieldInfo(BeanInfo beanInfo, FieldInfo fieldInfo, Class objectType, Method method) {
                    if (isModel(objectType) && List.class.isAssignableFrom(method.getReturnType())) {
                        fieldInfo.features |= JSONWriter.Feature.NotWriteEmptyArray.mask;
                    }
                }
            };
        }

        private static boolean isModel(Class<?> c) {
            return c.getPackageName().startsWith("serbench.model") && !c.isEnum();
        }
    }

    private static <T> void xsd(Class<T> type, String xsdType, Function<T, String> format, Function<String, T> parse) {
        Holder.WRITERS.register(type, new ObjectWriter<T>() {
            @Override
            @SuppressWarnings("unchecked")
            public void write(JSONWriter w, Object value, Object fieldName, Type fieldType, long features) {
                if (value == null) {
                    w.writeNull();
                } else {
                    w.writeString(format.apply((T) value));
                }
            }
        });
        Holder.READERS.register(type, new ObjectReader<T>() {
            @Override
            public T readObject(JSONReader r, Type fieldType, Object fieldName, long features) {
                if (r.nextIfNull()) {
                    return null;
                }
                if (!r.isString()) {
                    throw new JSONException(r.info("expected an " + xsdType + " string"));
                }
                String text = r.readString();
                try {
                    return parse.apply(text);
                } catch (DateTimeException e) {
                    throw new JSONException(r.info("not an " + xsdType + ": " + e.getMessage()));
                }
            }
        });
    }

    /** An enum by the JSON names of its constants; a constant's index is taken too, as by Jackson. */
    private static final class EnumByName implements ObjectWriter<Object>, ObjectReader<Object> {
        private final Enum<?>[] constants;
        private final String[] names;
        private final Map<String, Enum<?>> byName = new HashMap<>();

        @SuppressWarnings({"unchecked", "rawtypes"})
        EnumByName(Class<?> type) {
            constants = (Enum<?>[]) type.getEnumConstants();
            names = JsonProperties.enumNames((Class) type);
            for (Enum<?> e : constants) {
                byName.put(names[e.ordinal()], e);
            }
        }

        /** Both interfaces declare it: no features of its own. */
        @Override
        public long getFeatures() {
            return 0;
        }

        @Override
        public void write(JSONWriter w, Object value, Object fieldName, Type fieldType, long features) {
            if (value == null) {
                w.writeNull();
            } else {
                w.writeString(names[((Enum<?>) value).ordinal()]);
            }
        }

        @Override
        public Object readObject(JSONReader r, Type fieldType, Object fieldName, long features) {
            if (r.nextIfNull()) {
                return null;
            }
            if (r.isNumber()) {
                int index = r.readInt32Value();
                if (index >= 0 && index < constants.length) {
                    return constants[index];
                }
                throw new JSONException(r.info("enum index " + index + " out of range"));
            }
            if (!r.isString()) {
                throw new JSONException(r.info("expected an enum name"));
            }
            String name = r.readString();
            Enum<?> e = byName.get(name);
            if (e == null) {
                throw new JSONException(r.info("\"" + Excerpt.of(name) + "\" is not one of " + byName.keySet()));
            }
            return e;
        }
    }
}
