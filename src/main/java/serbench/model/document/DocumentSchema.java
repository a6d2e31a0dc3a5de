package serbench.model.document;

import serbench.io.Excerpt;
import serbench.model.InvalidDataException;
import java.util.Map;
import java.util.Set;

/**
 * What a reader of the document's XML cannot see in the markup, keyed by element name (which is also the JSON
 * field name): whether an element holds nested fields or a value, the type of a value (XML text carries none), and
 * which names repeat (lists: JSON arrays, repeated elements in XML). The XML readers use it to type the values
 * they read, the XML to JSON converter to know where arrays are. Names mean the same thing wherever they appear.
 */
public final class DocumentSchema {

    /** What an element or field holds. */
    public enum Kind { OBJECT, TEXT, INTEGER, DECIMAL, BOOLEAN }

    /** The document element's name in XML (the JSON document is the unnamed root object). */
    public static final String ROOT = "export";

    private static final Map<String, Kind> KINDS = Map.ofEntries(
            Map.entry("exportId", Kind.TEXT), Map.entry("generatedAt", Kind.TEXT), Map.entry("source", Kind.TEXT),
            Map.entry("schemaVersion", Kind.INTEGER), Map.entry("customers", Kind.OBJECT),
            Map.entry("id", Kind.INTEGER), Map.entry("name", Kind.TEXT), Map.entry("email", Kind.TEXT),
            Map.entry("phone", Kind.TEXT), Map.entry("tier", Kind.TEXT), Map.entry("active", Kind.BOOLEAN),
            Map.entry("createdAt", Kind.TEXT), Map.entry("billingAddress", Kind.OBJECT), Map.entry("tags", Kind.TEXT),
            Map.entry("orders", Kind.OBJECT),
            Map.entry("orderId", Kind.TEXT), Map.entry("placedAt", Kind.TEXT), Map.entry("status", Kind.TEXT),
            Map.entry("currency", Kind.TEXT), Map.entry("channel", Kind.TEXT), Map.entry("gift", Kind.BOOLEAN),
            Map.entry("note", Kind.TEXT), Map.entry("shipping", Kind.OBJECT), Map.entry("lines", Kind.OBJECT),
            Map.entry("total", Kind.DECIMAL),
            Map.entry("sku", Kind.TEXT), Map.entry("title", Kind.TEXT), Map.entry("quantity", Kind.INTEGER),
            Map.entry("unitPrice", Kind.DECIMAL), Map.entry("discount", Kind.DECIMAL),
            Map.entry("street", Kind.TEXT), Map.entry("city", Kind.TEXT), Map.entry("postalCode", Kind.TEXT),
            Map.entry("country", Kind.TEXT));

    private static final Set<String> REPEATED = Set.of("customers", "tags", "orders", "lines");

    private DocumentSchema() {
    }

    /** The kind of the element or field with this name; {@link serbench.model.InvalidDataException} for a name not in the model. */
    public static Kind kind(String name) {
        Kind kind = KINDS.get(name);
        if (kind == null) {
            throw new InvalidDataException("unknown element '" + Excerpt.of(name)
                    + "' in an order export");
        }
        return kind;
    }

    /** Whether values with this name form a list. */
    public static boolean repeated(String name) {
        return REPEATED.contains(name);
    }
}
