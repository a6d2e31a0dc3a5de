package serbench.model.finditems;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * eBay's own JSON for the Finding API, as the service sends it, rewritten into the suite's JSON form. eBay wraps
 * every element in an array and writes every leaf as a string; attributes become {@code "@name"} and the text of
 * an element with attributes {@code "__value__"}:
 * {@code {"findItemsByKeywordsResponse":[{"ack":["Success"],…,"sellingStatus":[{"currentPrice":[{"@currencyId":"USD","__value__":"271.0"}]}]}]}}.
 * This renames {@code @name} to {@code name} and {@code __value__} to {@code value}, replaces every single-element
 * array by its element, and takes the response out of its root wrapper (a bare {@code {"errorMessage":…}} is
 * accepted too). The binding must then accept a single value where a list is expected, and converts strings to
 * numbers and booleans.
 */
final class EbayJson {

    static final String ROOT = "findItemsByKeywordsResponse";

    private EbayJson() {
    }

    /** The suite's form of an eBay JSON response, or null if the tree is not one. */
    public static JsonNode toSuiteForm(JsonNode tree) {
        if (tree == null || !tree.isObject()) {
            return null;
        }
        JsonNode response = tree.get(ROOT);
        if (response != null) {
            response = response.isArray() && response.size() == 1 ? response.get(0) : response;
        } else if (tree.size() == 1 && tree.has("errorMessage")) {
            response = tree;
        } else {
            return null;
        }
        return response.isObject() ? rename(response) : null;
    }

    private static JsonNode rename(JsonNode node) {
        if (node.isArray() && node.size() == 1) {
            return rename(node.get(0));
        }
        if (node.isArray()) {
            ArrayNode out = ((ArrayNode) node).arrayNode(node.size());
            node.forEach(child -> out.add(rename(child)));
            return out;
        }
        if (!node.isObject()) {
            return node;
        }
        ObjectNode out = ((ObjectNode) node).objectNode();
        List<Map.Entry<String, JsonNode>> fields = new ArrayList<>();
        node.fields().forEachRemaining(fields::add);
        for (Map.Entry<String, JsonNode> f : fields) {
            String name = f.getKey();
            if (name.equals("__value__")) {
                name = "value";
            } else if (name.startsWith("@")) {
                name = name.substring(1);
            }
            out.set(name, rename(f.getValue()));
        }
        return out;
    }
}
