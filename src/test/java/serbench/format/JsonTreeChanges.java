package serbench.format;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import serbench.hostile.FuzzOracle;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * The tests' changes to a payload's JSON tree (a field removed, nulled, emptied, mistyped or joined by an unknown
 * one) and how a codec took the changed bytes: decoded, or a proper refusal. The formats read from JSON's tree
 * ({@code StreamingJsonFormatTest}, {@code BinaryFormatsTest}) are held to {@code json}'s outcome with them.
 */
final class JsonTreeChanges {

    private JsonTreeChanges() {
    }

    /** A refusal's problem text. */
    record Refusal(String problem) {
    }

    /** The decoded value, or a {@link Refusal} (after checking that it is a proper one). */
    static Object decodeOrRefusal(Codec codec, byte[] bytes) {
        try {
            return codec.read(bytes);
        } catch (PayloadException e) {
            FuzzOracle.assertRefusal(e);
            return new Refusal(e.problem);
        }
    }

    /** JSON pointers of every object field in the tree. */
    static List<String> fieldPaths(JsonNode node, String at) {
        List<String> paths = new ArrayList<>();
        if (node.isObject()) {
            node.fieldNames().forEachRemaining(name -> {
                paths.add(at + "/" + name);
                paths.addAll(fieldPaths(node.get(name), at + "/" + name));
            });
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                paths.addAll(fieldPaths(node.get(i), at + "/" + i));
            }
        }
        return paths;
    }

    static void change(JsonNode root, String path, String change) {
        int slash = path.lastIndexOf('/');
        ObjectNode parent = (ObjectNode) root.at(path.substring(0, slash));
        String name = path.substring(slash + 1);
        JsonNodeFactory f = JsonNodeFactory.instance;
        switch (change) {
            case "remove" -> parent.remove(name);
            case "null" -> parent.set(name, f.nullNode());
            case "{}" -> parent.set(name, f.objectNode());
            case "[]" -> parent.set(name, f.arrayNode());
            case "unknown" -> parent.set("zz" + name, f.objectNode().set("a", f.arrayNode().add(1).add("b")));
            case "true" -> parent.set(name, f.booleanNode(true));
            case "7" -> parent.set(name, f.numberNode(7));
            case "text" -> parent.set(name, f.textNode("text"));
            case "2^32" -> parent.set(name, f.numberNode(1L << 32));
            case "2^63" -> parent.set(name, f.numberNode(BigInteger.ONE.shiftLeft(63)));
            default -> throw new IllegalArgumentException(change);
        }
    }
}
