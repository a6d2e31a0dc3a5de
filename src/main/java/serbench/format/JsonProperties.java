package serbench.format;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What the models' Jackson annotations say about their JSON, for the JSON libraries that do not read them (Gson,
 * fastjson2, DSL-JSON): each class's properties in the order {@code json} writes them ({@code @JsonPropertyOrder},
 * else the record's components or the class's fields in declaration order), the constructor that takes them, whether
 * the class skips unknown fields ({@code @JsonIgnoreProperties(ignoreUnknown = true)}) and each enum constant's JSON
 * name ({@code @JsonProperty}, else {@code name()}). Read by reflection once, when a codec is built; nothing here
 * loads Jackson's mappers. {@code JsonPropertiesTest} holds it to Jackson's own introspection of every model class.
 */
public final class JsonProperties {

    /** One property: its JSON name, its declared (generic) type, and how to read it from an instance. */
    public record Property(String name, Type type, Method accessor, Field field) {

        /** The raw class of {@link #type}. */
        public Class<?> raw() {
            return type instanceof ParameterizedType p ? (Class<?>) p.getRawType() : (Class<?>) type;
        }

        /** The element class of a {@code List<E>} property; null for any other. */
        public Class<?> listElement() {
            return raw() == List.class ? (Class<?>) ((ParameterizedType) type).getActualTypeArguments()[0] : null;
        }

        /**
         * The class the property holds values of: a list's element, a map's value (a model generated from a
         * {@code .proto} has maps), else its own class.
         */
        public Class<?> held() {
            if (listElement() != null) {
                return listElement();
            }
            if (raw() == java.util.Map.class && ((ParameterizedType) type).getActualTypeArguments()[1] instanceof Class<?> v) {
                return v;
            }
            return raw();
        }

        /** The property's value in {@code instance}. */
        public Object get(Object instance) {
            try {
                return accessor != null ? accessor.invoke(instance) : field.get(instance);
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(e);
            } catch (InvocationTargetException e) {
                throw new IllegalStateException(e.getCause());
            }
        }
    }

    private JsonProperties() {
    }

    /** The JSON properties of a model class, in the order {@code json} writes them. */
    public static List<Property> of(Class<?> type) {
        Map<String, Property> byName = new LinkedHashMap<>();
        if (type.isRecord()) {
            for (RecordComponent c : type.getRecordComponents()) {
                byName.put(c.getName(), new Property(c.getName(), c.getGenericType(), c.getAccessor(), null));
            }
        } else {
            for (Field f : type.getDeclaredFields()) {
                if (!Modifier.isStatic(f.getModifiers()) && f.isAnnotationPresent(JsonProperty.class)) {
                    f.setAccessible(true);
                    byName.put(f.getName(), new Property(f.getName(), f.getGenericType(), null, f));
                }
            }
        }
        JsonPropertyOrder order = type.getAnnotation(JsonPropertyOrder.class);
        if (order == null) {
            return List.copyOf(byName.values());
        }
        List<Property> ordered = new ArrayList<>();
        for (String name : order.value()) {
            ordered.add(byName.remove(name));
        }
        if (!byName.isEmpty() || ordered.contains(null)) {
            throw new IllegalStateException(type.getName() + ": @JsonPropertyOrder does not list its properties exactly");
        }
        return ordered;
    }

    /**
     * The constructor taking {@link #of}'s properties in declaration order: a record's canonical one, or the public
     * constructor of a class whose parameters are its JSON fields' types in declaration order.
     */
    public static Constructor<?> constructor(Class<?> type) {
        Class<?>[] types;
        if (type.isRecord()) {
            types = Arrays.stream(type.getRecordComponents()).map(RecordComponent::getType).toArray(Class<?>[]::new);
        } else {
            types = Arrays.stream(type.getDeclaredFields())
                    .filter(f -> !Modifier.isStatic(f.getModifiers()) && f.isAnnotationPresent(JsonProperty.class))
                    .map(Field::getType).toArray(Class<?>[]::new);
        }
        try {
            return type.getConstructor(types);
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException(type.getName() + " has no public constructor taking its JSON properties", e);
        }
    }

    /** Whether {@code json} skips unknown fields in this class (else it refuses them). */
    public static boolean ignoresUnknown(Class<?> type) {
        JsonIgnoreProperties ignore = type.getAnnotation(JsonIgnoreProperties.class);
        return ignore != null && ignore.ignoreUnknown();
    }

    /**
     * Whether every class of the model rooted at {@code root} skips unknown fields (FindItems) or none does (the
     * other models). The libraries that set this per read, not per class, use it; a model mixing both would need a
     * per-class setting, so it is refused here rather than read with the wrong policy.
     */
    public static boolean modelIgnoresUnknown(Class<?> root) {
        boolean ignores = ignoresUnknown(root);
        for (Class<?> c : classes(root)) {
            if (ignoresUnknown(c) != ignores) {
                throw new IllegalStateException(c.getName() + " treats unknown fields unlike " + root.getName()
                        + ": one policy per model is assumed");
            }
        }
        return ignores;
    }

    /** The model's classes with properties, reached from {@code root} through properties and list elements. */
    public static Set<Class<?>> classes(Class<?> root) {
        Set<Class<?>> found = new LinkedHashSet<>();
        collect(root, found);
        return found;
    }

    /** The model's enums, reached from {@code root}. */
    public static Set<Class<?>> enums(Class<?> root) {
        Set<Class<?>> enums = new LinkedHashSet<>();
        for (Class<?> c : classes(root)) {
            for (Property p : of(c)) {
                Class<?> t = p.held();
                if (t.isEnum()) {
                    enums.add(t);
                }
            }
        }
        return enums;
    }

    private static void collect(Class<?> type, Set<Class<?>> found) {
        if (!found.add(type)) {
            return;
        }
        for (Property p : of(type)) {
            Class<?> t = p.held();
            // the built-in models' classes, and those generated from a user's .proto (serbench.usermodel)
            if ((t.getPackageName().startsWith("serbench.model") || t.getPackageName().startsWith("serbench.usermodel"))
                    && !t.isEnum()) {
                collect(t, found);
            }
        }
    }

    /** Each constant's JSON name, by ordinal: its {@code @JsonProperty} value, else its {@code name()}. */
    public static String[] enumNames(Class<? extends Enum<?>> type) {
        Enum<?>[] constants = type.getEnumConstants();
        String[] names = new String[constants.length];
        for (Enum<?> e : constants) {
            try {
                JsonProperty p = type.getField(e.name()).getAnnotation(JsonProperty.class);
                names[e.ordinal()] = p != null && !p.value().isEmpty() ? p.value() : e.name();
            } catch (NoSuchFieldException impossible) {
                throw new IllegalStateException(impossible);
            }
        }
        return names;
    }
}
