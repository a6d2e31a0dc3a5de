package serbench.model.finditems.xsd;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.std.StdScalarDeserializer;
import com.fasterxml.jackson.databind.ser.std.StdScalarSerializer;

import java.io.IOException;
import java.time.DateTimeException;
import java.util.function.Function;

/**
 * Jackson (de)serializers for a value written as XSD text ({@code xs:dateTime}, {@code xs:duration}) in JSON and
 * XML alike. Subclasses only name the type and its two conversions.
 */
final class XsdText {

    private XsdText() {
    }

    /** Writes the value as its XSD text. */
    abstract static class Writer<T> extends StdScalarSerializer<T> {
        private final transient Function<T, String> format;

        Writer(Class<T> type, Function<T, String> format) {
            super(type);
            this.format = format;
        }

        @Override
        public void serialize(T value, JsonGenerator gen, SerializerProvider provider) throws IOException {
            gen.writeString(format.apply(value));
        }
    }

    /** Reads the value from its XSD text; text that does not parse is reported by Jackson as a bad value. */
    abstract static class Reader<T> extends StdScalarDeserializer<T> {
        private final transient Function<String, T> parse;
        private final String xsdType;

        Reader(Class<T> type, String xsdType, Function<String, T> parse) {
            super(type);
            this.xsdType = xsdType;
            this.parse = parse;
        }

        @Override
        @SuppressWarnings("unchecked")
        public T deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            String text = p.getValueAsString();
            if (text == null) {
                return (T) ctxt.handleUnexpectedToken(handledType(), p);
            }
            try {
                return parse.apply(text);
            } catch (DateTimeException e) {
                return (T) ctxt.handleWeirdStringValue(handledType(), text, "not an %s: %s", xsdType, e.getMessage());
            }
        }
    }
}
