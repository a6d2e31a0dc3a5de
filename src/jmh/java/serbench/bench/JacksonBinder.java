package serbench.bench;

import serbench.format.jackson.Jackson;
import serbench.format.jackson.Jackson3;

import java.io.IOException;

/**
 * An {@code ObjectReader} and {@code ObjectWriter} for one class, built once on the mapper a Jackson format uses
 * ({@code json}, {@code xml}: Jackson 2; {@code json-jackson3}, {@code xml-jackson3}: Jackson 3), for bare documents
 * (no SOAP envelope): plain Jackson calls, in either version.
 */
interface JacksonBinder {

    /** The formats this takes, in the order of the suite's format registry. */
    String[] FORMATS = {"json", "xml", "json-jackson3", "xml-jackson3"};

    Object read(byte[] bytes) throws IOException;

    byte[] write(Object value) throws IOException;

    static JacksonBinder of(String format, Class<?> type) {
        switch (format) {
            case "json":
                return new Jackson2(Jackson.json().readerFor(type), Jackson.json().writerFor(type));
            case "xml":
                return new Jackson2(Jackson.xml().readerFor(type), Jackson.xml().writerFor(type));
            case "json-jackson3":
                return new Jackson3Binder(Jackson3.json().readerFor(type), Jackson3.json().writerFor(type));
            case "xml-jackson3":
                return new Jackson3Binder(Jackson3.xml().readerFor(type), Jackson3.xml().writerFor(type));
            default:
                throw new IllegalArgumentException("not a Jackson format: '" + format + "'; valid: "
                        + String.join(", ", FORMATS));
        }
    }

    /** Jackson 2 ({@code com.fasterxml.jackson}). */
    record Jackson2(com.fasterxml.jackson.databind.ObjectReader reader,
                    com.fasterxml.jackson.databind.ObjectWriter writer) implements JacksonBinder {
        @Override
        public Object read(byte[] bytes) throws IOException {
            return reader.readValue(bytes);
        }

        @Override
        public byte[] write(Object value) throws IOException {
            return writer.writeValueAsBytes(value);
        }
    }

    /** Jackson 3 ({@code tools.jackson}; its exceptions are unchecked). */
    record Jackson3Binder(tools.jackson.databind.ObjectReader reader,
                          tools.jackson.databind.ObjectWriter writer) implements JacksonBinder {
        @Override
        public Object read(byte[] bytes) {
            return reader.readValue(bytes);
        }

        @Override
        public byte[] write(Object value) {
            return writer.writeValueAsBytes(value);
        }
    }
}
