package serbench.format;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The classes a model's Java value is made of, for the formats that register every class they may read (Kryo,
 * Fory): the root, then each record component's (or non-static field's) type and list element type, depth first, in
 * declaration order, each once. Primitives, {@code String}, the boxed types and {@link List} are left out (the
 * libraries know them); other JDK types (a {@code java.time.Instant}, a {@code Duration}) are listed where they
 * first appear. The same model always gives the same list, so each registration gets the same id in every process.
 */
public final class ModelClasses {

    private ModelClasses() {
    }

    /** Every class of the model rooted at {@code root}, in the fixed order above. */
    public static List<Class<?>> of(Class<?> root) {
        Set<Class<?>> found = new LinkedHashSet<>();
        visit(root, found);
        return List.copyOf(found);
    }

    /** The element type of a component declared {@code List<E>}, or null when {@code type} is not a list. */
    public static Class<?> listElement(Type type) {
        if (type instanceof ParameterizedType p && p.getRawType() == List.class
                && p.getActualTypeArguments()[0] instanceof Class<?> element) {
            return element;
        }
        return null;
    }

    /**
     * The map components of the model rooted at {@code root} whose keys are not strings, as {@code Record.component}
     * (a model generated from a {@code .proto} may have them; XML writes a map's keys as element names, which cannot
     * be numbers or flags).
     */
    public static List<String> mapsWithoutStringKeys(Class<?> root) {
        List<String> maps = new ArrayList<>();
        for (Class<?> c : of(root)) {
            if (c.isRecord()) {
                for (RecordComponent rc : c.getRecordComponents()) {
                    if (rc.getGenericType() instanceof ParameterizedType p && p.getRawType() == Map.class
                            && p.getActualTypeArguments()[0] != String.class) {
                        maps.add(c.getSimpleName() + "." + rc.getName());
                    }
                }
            }
        }
        return maps;
    }

    private static void visit(Type type, Set<Class<?>> found) {
        if (type instanceof ParameterizedType p) {
            visit(p.getRawType(), found);
            for (Type argument : p.getActualTypeArguments()) {
                visit(argument, found);
            }
            return;
        }
        if (!(type instanceof Class<?> c)) {
            throw new IllegalArgumentException("a model holds only plain, List<E> and Map<K, V> types, not " + type);
        }
        if (c.isPrimitive() || c == String.class || c == List.class || isBoxed(c) || !found.add(c)) {
            return;
        }
        if (c.isRecord()) {
            for (RecordComponent rc : c.getRecordComponents()) {
                visit(rc.getGenericType(), found);
            }
        } else if (!c.isEnum() && !c.getName().startsWith("java.")) {
            for (Field f : c.getDeclaredFields()) {
                if (!Modifier.isStatic(f.getModifiers())) {
                    visit(f.getGenericType(), found);
                }
            }
        }
    }

    private static boolean isBoxed(Class<?> c) {
        return c == Integer.class || c == Long.class || c == Double.class || c == Float.class || c == Boolean.class
                || c == Short.class || c == Byte.class || c == Character.class;
    }
}
