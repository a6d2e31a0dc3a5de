package serbench.model;

import java.util.List;

/**
 * The checks record constructors make on decoded data, refusing with {@link InvalidDataException} (not a
 * NullPointerException), so a payload missing a required field or holding a null list element is a clear refusal.
 */
public final class Required {

    private Required() {
    }

    /** A required field: refused when null. */
    public static <T> T value(T value, String field) {
        if (value == null) {
            throw new InvalidDataException("required field " + field + " is missing");
        }
        return value;
    }

    /** An unmodifiable copy of a list field: absent is empty; a null element is refused. */
    public static <T> List<T> list(List<T> list, String field) {
        if (list == null) {
            return List.of();
        }
        try {
            return List.copyOf(list); // the same copy as before: benchmarks that create objects allocate the same
        } catch (NullPointerException e) {
            throw new InvalidDataException(field + "[" + list.indexOf(null) + "] is null (a null or empty list element)");
        }
    }
}
