package serbench.scenario.document;

import serbench.format.Payload;

/**
 * The standard document encoded in each format, as the suite's codecs write it (compact JSON, bare XML, protobuf).
 * Built once in setup; the scenario's readers and converters start from these bytes.
 */
public record DocumentBytes(byte[] json, byte[] xml, byte[] protobuf) {

    public static DocumentBytes standard() {
        return new DocumentBytes(encode("json"), encode("xml"), encode("protobuf"));
    }

    /** The bytes in one format: {@code json}, {@code xml} or {@code protobuf}. */
    public byte[] in(String format) {
        return switch (format) {
            case "json" -> json;
            case "xml" -> xml;
            case "protobuf" -> protobuf;
            default -> throw new IllegalArgumentException("unknown format '" + format + "'");
        };
    }

    private static byte[] encode(String format) {
        return Payload.of("document", "default", format).bytes;
    }
}
