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
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The registry of formats: benchmarks, tests and commands all read it. Each format is one entry, its name and its
 * constructor together, in the order of the sizes table. Looking a format up by name constructs that format only (its
 * mappers are built on its first use; each constructor is a lambda, linked when it runs), so a process that reads one
 * format, the cold-start benchmark among them, builds nothing of the others.
 *
 * <p>To add a format: one line in {@link #REGISTRY}.
 */
public final class Formats {

    private static final Map<String, Supplier<Format>> REGISTRY = registry();

    private static Map<String, Supplier<Format>> registry() {
        Map<String, Supplier<Format>> r = new LinkedHashMap<>();
        r.put("protobuf", () -> new ProtobufFormat());
        r.put("json", () -> new JacksonJsonFormat());
        r.put("xml", () -> new JacksonXmlFormat());
        r.put("json-blackbird", () -> new JacksonJsonFormat("json-blackbird", Jackson::jsonBlackbird));
        r.put("json-streaming", () -> new StreamingJsonFormat());
        r.put("xml-aalto", () -> new JacksonXmlFormat("xml-aalto", Jackson::xmlAalto));
        r.put("json-jackson3", () -> new Jackson3JsonFormat());
        r.put("xml-jackson3", () -> new Jackson3XmlFormat());
        r.put("protobuf-json", () -> new ProtobufJsonFormat());
        r.put("smile", () -> new JacksonBinaryFormat("smile", Jackson::smile));
        r.put("cbor", () -> new JacksonBinaryFormat("cbor", Jackson::cbor));
        r.put("msgpack", () -> new JacksonBinaryFormat("msgpack", Jackson::msgpack));
        r.put("json-gson", () -> new GsonJsonFormat());
        r.put("json-fastjson2", () -> new Fastjson2Format());
        r.put("json-dsljson", () -> new DslJsonFormat());
        r.put("avro", () -> new AvroFormat());
        r.put("kryo", () -> new KryoFormat());
        r.put("fory", () -> ForyFormat.consistent());
        r.put("fory-compatible", () -> ForyFormat.compatible());
        return Collections.unmodifiableMap(r);
    }

    /** Every format's name, in the order of the sizes table. */
    public static final List<String> NAMES = List.copyOf(REGISTRY.keySet());

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
        Supplier<Format> constructor = REGISTRY.get(name);
        if (constructor == null) {
            throw new IllegalArgumentException("unknown format '" + name + "'; valid formats: " + names());
        }
        return constructor.get();
    }

    public static String names() {
        return String.join(", ", NAMES);
    }
}
