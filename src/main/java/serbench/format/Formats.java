package serbench.format;

import serbench.format.avro.AvroFormat;
import serbench.format.dsljson.DslJsonFormat;
import serbench.format.fastjson2.Fastjson2Format;
import serbench.format.fory.ForyFormat;
import serbench.format.gson.GsonJsonFormat;
import serbench.format.jackson.Jackson;
import serbench.format.jackson.Jackson3JsonFormat;
import serbench.format.jackson.Jackson3XmlFormat;
import serbench.format.jackson.JacksonBinaryFormat;
import serbench.format.jackson.JacksonJsonFormat;
import serbench.format.jackson.JacksonXmlFormat;
import serbench.format.kryo.KryoFormat;
import serbench.format.protobuf.ProtobufFormat;
import serbench.format.protobuf.ProtobufJsonFormat;
import serbench.format.streaming.StreamingJsonFormat;
import java.util.List;

/**
 * The registry of formats: benchmarks, tests and commands all read it. Looking a format up by name constructs that
 * format only (its mappers are built on its first use), so a process that reads one format, the cold-start benchmark
 * among them, builds nothing of the others.
 *
 * <p>To add a format: its name in {@link #NAMES} and its constructor in {@link #byName}.
 */
public final class Formats {

    /** Every format's name, in the order of the sizes table. */
    public static final List<String> NAMES = List.of("protobuf", "json", "xml", "json-blackbird", "json-streaming",
            "xml-aalto", "json-jackson3", "xml-jackson3", "protobuf-json", "smile", "cbor", "msgpack",
            "json-gson", "json-fastjson2", "json-dsljson", "avro", "kryo", "fory", "fory-compatible");

    private Formats() {
    }

    /** Every format, in the order of {@link #NAMES}, each constructed once. */
    public static List<Format> all() {
        return All.FORMATS;
    }

    private static final class All {
        static final List<Format> FORMATS = NAMES.stream().map(Formats::byName).toList();
    }

    /** A new format with this name; {@link IllegalArgumentException} listing the valid names otherwise. */
    public static Format byName(String name) {
        switch (name) {
            case "protobuf":
                return new ProtobufFormat();
            case "json":
                return new JacksonJsonFormat();
            case "xml":
                return new JacksonXmlFormat();
            case "json-blackbird":
                return new JacksonJsonFormat("json-blackbird", Jackson::jsonBlackbird);
            case "json-streaming":
                return new StreamingJsonFormat();
            case "xml-aalto":
                return new JacksonXmlFormat("xml-aalto", Jackson::xmlAalto);
            case "json-jackson3":
                return new Jackson3JsonFormat();
            case "xml-jackson3":
                return new Jackson3XmlFormat();
            case "protobuf-json":
                return new ProtobufJsonFormat();
            case "smile":
                return new JacksonBinaryFormat("smile", Jackson::smile);
            case "cbor":
                return new JacksonBinaryFormat("cbor", Jackson::cbor);
            case "msgpack":
                return new JacksonBinaryFormat("msgpack", Jackson::msgpack);
            case "json-gson":
                return new GsonJsonFormat();
            case "json-fastjson2":
                return new Fastjson2Format();
            case "json-dsljson":
                return new DslJsonFormat();
            case "avro":
                return new AvroFormat();
            case "kryo":
                return new KryoFormat();
            case "fory":
                return ForyFormat.consistent();
            case "fory-compatible":
                return ForyFormat.compatible();
            default:
                throw new IllegalArgumentException("unknown format '" + name + "'; valid formats: " + names());
        }
    }

    public static String names() {
        return String.join(", ", NAMES);
    }
}
