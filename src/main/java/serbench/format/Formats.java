package serbench.format;

import serbench.format.jackson.Jackson;
import serbench.format.jackson.Jackson3JsonFormat;
import serbench.format.jackson.Jackson3XmlFormat;
import serbench.format.jackson.JacksonJsonFormat;
import serbench.format.jackson.JacksonXmlFormat;
import serbench.format.protobuf.ProtobufFormat;
import serbench.format.protobuf.ProtobufJsonFormat;
import serbench.format.streaming.StreamingJsonFormat;
import java.util.List;
import java.util.stream.Collectors;

/** The registry of formats: benchmarks, tests and commands all read this list. */
public final class Formats {

    public static final List<Format> ALL = List.of(
            new ProtobufFormat(),
            new JacksonJsonFormat(),
            new JacksonXmlFormat(),
            new JacksonJsonFormat("json-blackbird", Jackson.JSON_BLACKBIRD),
            new StreamingJsonFormat(),
            new JacksonXmlFormat("xml-aalto", Jackson.XML_AALTO),
            new Jackson3JsonFormat(),
            new Jackson3XmlFormat(),
            new ProtobufJsonFormat());

    private Formats() {
    }

    /** The format with this name; {@link IllegalArgumentException} listing the valid names otherwise. */
    public static Format byName(String name) {
        for (Format f : ALL) {
            if (f.name().equals(name)) {
                return f;
            }
        }
        throw new IllegalArgumentException("unknown format '" + name + "'; valid formats: " + names());
    }

    public static String names() {
        return ALL.stream().map(Format::name).collect(Collectors.joining(", "));
    }
}
