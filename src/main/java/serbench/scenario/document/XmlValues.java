package serbench.scenario.document;

import serbench.model.Digest;
import serbench.model.document.DocumentSchema;
import serbench.io.Excerpt;
import serbench.model.InvalidDataException;

/**
 * XML text carries no type: the XML readers and the XML to JSON converter type each value by its element's
 * {@link DocumentSchema.Kind} here, strictly (a malformed number or boolean is an error, not a default).
 */
final class XmlValues {

    private XmlValues() {
    }

    /** Folds the value of a leaf element as the model's digest folds the typed value. */
    static void fold(Digest d, DocumentSchema.Kind kind, String text) {
        switch (kind) {
            case TEXT -> d.add(text);
            case INTEGER -> d.add(parseLong(text));
            case DECIMAL -> d.add(parseDouble(text));
            case BOOLEAN -> d.add(parseBoolean(text));
            default -> throw new InvalidDataException("not a value: " + kind);
        }
    }

    /** An integer element's value; anything else is refused. */
    static long parseLong(String text) {
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new InvalidDataException("not an integer: '" + Excerpt.of(text) + "'");
        }
    }

    /** A decimal element's value; anything else is refused. */
    static double parseDouble(String text) {
        try {
            return Double.parseDouble(text);
        } catch (NumberFormatException e) {
            throw new InvalidDataException("not a number: '" + Excerpt.of(text) + "'");
        }
    }

    /** {@code true} or {@code false}, as Jackson writes them; anything else is refused. */
    static boolean parseBoolean(String text) {
        return switch (text) {
            case "true" -> true;
            case "false" -> false;
            default -> throw new InvalidDataException("not a boolean: '" + Excerpt.of(text) + "'");
        };
    }
}
