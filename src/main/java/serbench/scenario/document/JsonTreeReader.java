package serbench.scenario.document;

import serbench.model.InvalidDataException;
import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.databind.JsonNode;
import serbench.format.jackson.Jackson;
import serbench.model.Digest;
import serbench.model.document.DeepField;

import java.io.IOException;

/**
 * Jackson's tree model: {@code readTree} builds the whole document as {@link JsonNode}s either way. The deep field
 * is then {@code at(JsonPointer)}; every value is a walk of the whole tree.
 */
final class JsonTreeReader implements DocumentReader {

    private static final JsonPointer POINTER = JsonPointer.compile(DeepField.JSON_POINTER);

    @Override
    public String format() {
        return "json";
    }

    @Override
    public String readDeepField(byte[] bytes) throws IOException {
        JsonNode node = Jackson.json().readTree(bytes).at(POINTER);
        if (!node.isTextual()) {
            throw new InvalidDataException("no text at " + POINTER + " (found " + node.getNodeType() + ")");
        }
        return node.textValue();
    }

    @Override
    public long readAll(byte[] bytes) throws IOException {
        Digest d = new Digest();
        fold(d, Jackson.json().readTree(bytes));
        return d.value();
    }

    private static void fold(Digest d, JsonNode node) throws IOException {
        switch (node.getNodeType()) {
            case OBJECT, ARRAY -> {
                for (JsonNode child : node) { // an object's field values, an array's elements, in order
                    fold(d, child);
                }
            }
            case STRING -> d.add(node.textValue());
            case NUMBER -> {
                if (node.isIntegralNumber()) {
                    d.add(node.longValue());
                } else {
                    d.add(node.doubleValue());
                }
            }
            case BOOLEAN -> d.add(node.booleanValue());
            default -> throw new InvalidDataException("unexpected " + node.getNodeType() + " node");
        }
    }
}
