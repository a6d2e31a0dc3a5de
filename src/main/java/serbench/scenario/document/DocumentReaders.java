package serbench.scenario.document;

import java.util.List;
import java.util.function.Supplier;

/** The readers of the sparse-access scenario by name: one per API, from streaming to full data binding. */
public final class DocumentReaders {

    /** The names in {@link #byName}, in the order benchmarks list them. */
    public static final List<String> NAMES = List.of("jsonStreaming", "jsonTree", "jsonBinding",
            "xmlStax", "xmlDom", "xmlBinding", "protobufParsed", "protobufStreaming");

    private DocumentReaders() {
    }

    /** A new reader; {@link IllegalArgumentException} listing the valid names for an unknown one. */
    public static DocumentReader byName(String name) {
        Supplier<DocumentReader> reader = switch (name) {
            case "jsonStreaming" -> JsonStreamingReader::new;
            case "jsonTree" -> JsonTreeReader::new;
            case "jsonBinding" -> () -> new BindingReader("json");
            case "xmlStax" -> XmlStaxReader::new;
            case "xmlDom" -> XmlDomReader::new;
            case "xmlBinding" -> () -> new BindingReader("xml");
            case "protobufParsed" -> ProtobufParsedReader::new;
            case "protobufStreaming" -> ProtobufStreamingReader::new;
            default -> throw new IllegalArgumentException(
                    "unknown reader '" + name + "'; valid readers: " + String.join(", ", NAMES));
        };
        return reader.get();
    }
}
