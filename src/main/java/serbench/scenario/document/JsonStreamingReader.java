package serbench.scenario.document;

import serbench.model.InvalidDataException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import serbench.format.jackson.Jackson;
import serbench.model.Digest;
import serbench.model.document.DeepField;

import java.io.IOException;

/**
 * Jackson's streaming {@link JsonParser}. The deep field: follow the path, calling {@code skipChildren()} on every
 * value not on it (the parser still tokenizes what it skips, but builds nothing). Every value: fold each scalar
 * token, typed by the token itself.
 */
final class JsonStreamingReader implements DocumentReader {

    @Override
    public String format() {
        return "json";
    }

    @Override
    public String readDeepField(byte[] bytes) throws IOException {
        try (JsonParser p = Jackson.json().createParser(bytes)) {
            expect(p, p.nextToken(), JsonToken.START_OBJECT);
            for (DeepField.Step step : DeepField.PATH) {
                moveToField(p, step.name());
                if (step.inList()) {
                    expect(p, p.currentToken(), JsonToken.START_ARRAY);
                    for (int i = 0; i < step.index(); i++) {
                        p.nextToken();
                        p.skipChildren();
                    }
                    p.nextToken();
                }
            }
            expect(p, p.currentToken(), JsonToken.VALUE_STRING);
            return p.getText();
        }
    }

    /** From the start of an object to the value of its field {@code name}, skipping the values before it. */
    private static void moveToField(JsonParser p, String name) throws IOException {
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            boolean found = name.equals(p.currentName());
            p.nextToken();
            if (found) {
                return;
            }
            p.skipChildren();
        }
        throw new InvalidDataException("no field '" + name + "' on the path " + DeepField.JSON_POINTER);
    }

    private static void expect(JsonParser p, JsonToken actual, JsonToken expected) throws IOException {
        if (actual != expected) {
            throw new InvalidDataException("expected " + expected + " but found " + actual + " at "
                    + p.currentLocation().offsetDescription() + " on the path " + DeepField.JSON_POINTER);
        }
    }

    @Override
    public long readAll(byte[] bytes) throws IOException {
        Digest d = new Digest();
        try (JsonParser p = Jackson.json().createParser(bytes)) {
            for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
                switch (t) {
                    case VALUE_STRING -> d.add(p.getText());
                    case VALUE_NUMBER_INT -> d.add(p.getLongValue());
                    case VALUE_NUMBER_FLOAT -> d.add(p.getDoubleValue());
                    case VALUE_TRUE -> d.add(true);
                    case VALUE_FALSE -> d.add(false);
                    case VALUE_NULL -> throw new InvalidDataException("unexpected null at " + p.currentLocation().offsetDescription());
                    default -> {
                        // structure and field names: nothing to fold
                    }
                }
            }
        }
        return d.value();
    }
}
