package serbench.format;

import serbench.format.jackson.Jackson;
import com.fasterxml.jackson.databind.JsonNode;
import com.google.protobuf.Message;
import serbench.io.Excerpt;
import serbench.model.InvalidDataException;
import serbench.model.Model;

import java.util.Iterator;
import java.util.Map;

/**
 * A user's decoded value must come back unchanged from every format, or the formats would not be measured on the
 * same data: each format writes it and reads it back, and the first difference is refused, naming the field. What
 * this catches is what one format cannot carry: a field protobuf requires but the file left out (protobuf would
 * carry an empty string or 0 where JSON and XML carry nothing), text XML normalises, and the like.
 */
final class RoundTripCheck {

    private RoundTripCheck() {
    }

    static void check(Model<Object, Message> model, Object value) {
        for (Format f : Formats.all()) {
            Codec codec = f.codec(model);
            Object back;
            try {
                back = f.toJava(model, codec.read(codec.write(f.represent(model, value))));
            } catch (PayloadException e) {
                throw new InvalidDataException(f.name() + " cannot read back what it wrote for this payload: "
                        + e.getMessage());
            }
            if (!back.equals(value)) {
                throw new InvalidDataException(difference(f.name(), value, back));
            }
        }
    }

    private static String difference(String format, Object value, Object back) {
        JsonNode a = Jackson.json().valueToTree(value);
        JsonNode b = Jackson.json().valueToTree(back);
        String at = firstDifference(a, b, "");
        String path = at == null ? "/" : at;
        JsonNode was = a.at(path);
        JsonNode became = b.at(path);
        boolean missing = was.isMissingNode() || was.isNull();
        return (missing ? "required field " + path + " is missing" : "field " + path + " holds "
                + Excerpt.of(was.toString(), 60)) + ": " + format + " carries it as "
                + (became.isMissingNode() ? "absent" : Excerpt.of(became.toString(), 60))
                + "; every format must carry the same data";
    }

    /** The JSON pointer of the first difference, or null when the trees are equal. */
    private static String firstDifference(JsonNode a, JsonNode b, String at) {
        if (a == null || b == null || a.getNodeType() != b.getNodeType()) {
            return at;
        }
        if (a.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> it = a.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                String d = firstDifference(e.getValue(), b.get(e.getKey()), at + "/" + e.getKey());
                if (d != null) {
                    return d;
                }
            }
            for (Iterator<String> it = b.fieldNames(); it.hasNext(); ) {
                String name = it.next();
                if (!a.has(name)) {
                    return at + "/" + name;
                }
            }
            return null;
        }
        if (a.isArray()) {
            for (int i = 0; i < Math.max(a.size(), b.size()); i++) {
                String d = firstDifference(a.get(i), b.get(i), at + "/" + i);
                if (d != null) {
                    return d;
                }
            }
            return null;
        }
        return a.equals(b) ? null : at;
    }
}
