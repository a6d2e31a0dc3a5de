package serbench.format.streaming;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;

import java.io.IOException;
import java.time.DateTimeException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Reading helpers shared by the per-model streaming readers. A reader loops over its object's fields with
 * {@link JsonParser#nextFieldName()} and, per name, calls one of the field readers here, which move to the field's
 * value and read it. As {@code json} ({@code Jackson.json()}) does: fields come in any order, a JSON null is an absent
 * value (0 or false for a primitive), an absent list is empty (the records' constructors make it so), and a
 * required field missing is refused by the record's constructor ({@code InvalidDataException}).
 *
 * <p>Each value must have the JSON type {@code json} writes for it: a string for text, enums, timestamps and
 * durations, a number for numbers (a double may also be the strings {@code "NaN"}, {@code "Infinity"},
 * {@code "-Infinity"} the generator writes for non-finite values), {@code true}/{@code false} for booleans. Databind
 * also converts between scalar types (a number for a string, {@code "640"} for an int, 1.5 for an int, an enum's
 * index); this reader refuses them. Refusals are databind's own exception types ({@link MismatchedInputException},
 * {@link InvalidFormatException}, {@link UnrecognizedPropertyException}), located in the input.
 */
final class JsonIn {

    private JsonIn() {
    }

    /** Reads one value whose first token is the parser's current one (never null: {@link #object} handles it). */
    @FunctionalInterface
    public interface ValueReader<T> {
        T read(JsonParser p) throws IOException;
    }

    /** Refuses anything but the start of an object at the current token. */
    public static void expectObject(JsonParser p, Class<?> type) throws IOException {
        if (p.currentToken() != JsonToken.START_OBJECT) {
            throw mismatch(p, type, "an object");
        }
    }

    /** An object field: null for JSON null. */
    public static <T> T object(JsonParser p, ValueReader<T> reader) throws IOException {
        return p.nextToken() == JsonToken.VALUE_NULL ? null : reader.read(p);
    }

    /** A list field: null for JSON null (the record makes it empty); a null element is kept (the record refuses it). */
    public static <T> List<T> list(JsonParser p, ValueReader<T> element, Class<?> elementType) throws IOException {
        JsonToken t = p.nextToken();
        if (t == JsonToken.VALUE_NULL) {
            return null;
        }
        if (t != JsonToken.START_ARRAY) {
            throw mismatch(p, List.class, "an array of " + elementType.getSimpleName());
        }
        List<T> list = new ArrayList<>();
        while ((t = p.nextToken()) != JsonToken.END_ARRAY) {
            list.add(t == JsonToken.VALUE_NULL ? null : element.read(p));
        }
        return list;
    }

    /** A list field of strings. */
    public static List<String> strings(JsonParser p) throws IOException {
        return list(p, JsonIn::stringHere, String.class);
    }

    /** A string field; null for JSON null. */
    public static String string(JsonParser p) throws IOException {
        return p.nextToken() == JsonToken.VALUE_NULL ? null : stringHere(p);
    }

    /** The string at the current token. */
    public static String stringHere(JsonParser p) throws IOException {
        if (p.currentToken() != JsonToken.VALUE_STRING) {
            throw mismatch(p, String.class, "a string");
        }
        return p.getText();
    }

    /** An int field; 0 for JSON null. Primitive fields are read without boxing. */
    public static int intValue(JsonParser p) throws IOException {
        return p.nextToken() == JsonToken.VALUE_NULL ? 0 : intHere(p);
    }

    /** An int field; null for JSON null. */
    public static Integer integer(JsonParser p) throws IOException {
        return p.nextToken() == JsonToken.VALUE_NULL ? null : intHere(p);
    }

    /** The int at the current token; out of the int range is refused by the parser. */
    private static int intHere(JsonParser p) throws IOException {
        if (p.currentToken() != JsonToken.VALUE_NUMBER_INT) {
            throw mismatch(p, int.class, "an integer");
        }
        return p.getIntValue();
    }

    /** A long field; 0 for JSON null. */
    public static long longValue(JsonParser p) throws IOException {
        return p.nextToken() == JsonToken.VALUE_NULL ? 0 : longHere(p);
    }

    /** A long field; null for JSON null. */
    public static Long longOrNull(JsonParser p) throws IOException {
        return p.nextToken() == JsonToken.VALUE_NULL ? null : longHere(p);
    }

    /** The long at the current token; out of the long range is refused by the parser. */
    private static long longHere(JsonParser p) throws IOException {
        if (p.currentToken() != JsonToken.VALUE_NUMBER_INT) {
            throw mismatch(p, long.class, "an integer");
        }
        return p.getLongValue();
    }

    /** A double field; 0 for JSON null. */
    public static double doubleValue(JsonParser p) throws IOException {
        return p.nextToken() == JsonToken.VALUE_NULL ? 0 : doubleHere(p);
    }

    /** A double field; null for JSON null. */
    public static Double doubleOrNull(JsonParser p) throws IOException {
        return p.nextToken() == JsonToken.VALUE_NULL ? null : doubleHere(p);
    }

    /** The double at the current token: a number, or the text the generator writes for a non-finite value. */
    private static double doubleHere(JsonParser p) throws IOException {
        JsonToken t = p.currentToken();
        if (t == JsonToken.VALUE_NUMBER_FLOAT || t == JsonToken.VALUE_NUMBER_INT) {
            return p.getDoubleValue();
        }
        if (t == JsonToken.VALUE_STRING) {
            switch (p.getText()) {
                case "NaN":
                    return Double.NaN;
                case "Infinity":
                    return Double.POSITIVE_INFINITY;
                case "-Infinity":
                    return Double.NEGATIVE_INFINITY;
                default:
                    throw InvalidFormatException.from(p, "not a number: only NaN, Infinity and -Infinity may be "
                            + "written as strings", p.getText(), double.class);
            }
        }
        throw mismatch(p, double.class, "a number");
    }

    /** A boolean field; false for JSON null. */
    public static boolean booleanValue(JsonParser p) throws IOException {
        return p.nextToken() != JsonToken.VALUE_NULL && booleanHere(p);
    }

    /** A boolean field; null for JSON null. */
    public static Boolean booleanOrNull(JsonParser p) throws IOException {
        return p.nextToken() == JsonToken.VALUE_NULL ? null : booleanHere(p);
    }

    private static boolean booleanHere(JsonParser p) throws IOException {
        JsonToken t = p.currentToken();
        if (t == JsonToken.VALUE_TRUE) {
            return true;
        }
        if (t == JsonToken.VALUE_FALSE) {
            return false;
        }
        throw mismatch(p, boolean.class, "true or false");
    }

    /**
     * A field written as text in a type of its own (an XSD date-time or duration): null for JSON null; text
     * {@code parse} refuses with {@link DateTimeException} is refused as databind refuses it.
     */
    public static <T> T text(JsonParser p, Function<String, T> parse, Class<T> type) throws IOException {
        String text = string(p);
        if (text == null) {
            return null;
        }
        try {
            return parse.apply(text);
        } catch (DateTimeException e) {
            throw InvalidFormatException.from(p, "not a valid " + type.getSimpleName() + ": " + e.getMessage(),
                    text, type);
        }
    }

    /** Skips an unknown field's value, as databind does for classes that ignore unknown properties. */
    public static void skip(JsonParser p) throws IOException {
        p.nextToken();
        p.skipChildren();
    }

    /** Refuses an unknown field, as databind does for classes that do not ignore unknown properties. */
    public static UnrecognizedPropertyException unknown(JsonParser p, Class<?> type, String field) {
        return UnrecognizedPropertyException.from(p, type, field, null);
    }

    /** The refusal of a value of the wrong JSON type, naming where it is, what was expected and what came. */
    static MismatchedInputException mismatch(JsonParser p, Class<?> type, String expected) {
        String where = p.getParsingContext().pathAsPointer().toString();
        return MismatchedInputException.from(p, type, "expected " + expected + " at '" + where + "', found "
                + describe(p.currentToken()));
    }

    private static String describe(JsonToken t) {
        if (t == null) {
            return "the end of the input";
        }
        return switch (t) {
            case START_OBJECT -> "an object";
            case START_ARRAY -> "an array";
            case VALUE_STRING -> "a string";
            case VALUE_NUMBER_INT -> "an integer";
            case VALUE_NUMBER_FLOAT -> "a floating-point number";
            case VALUE_TRUE, VALUE_FALSE -> "a boolean";
            case VALUE_NULL -> "null";
            default -> t.toString();
        };
    }
}
