package serbench.bench;

import com.alibaba.fastjson2.JSON;
import com.alibaba.fastjson2.JSONReader;
import com.alibaba.fastjson2.JSONWriter;
import com.dslplatform.json.DslJson;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.google.gson.Gson;
import com.google.protobuf.Message;
import com.google.protobuf.MessageOrBuilder;
import com.google.protobuf.Parser;
import com.google.protobuf.util.JsonFormat;
import org.apache.avro.io.BinaryDecoder;
import org.apache.avro.io.BinaryEncoder;
import org.apache.avro.io.DecoderFactory;
import org.apache.avro.io.EncoderFactory;
import org.apache.avro.specific.SpecificDatumReader;
import org.apache.avro.specific.SpecificDatumWriter;
import org.apache.avro.specific.SpecificRecord;
import org.apache.fory.Fory;
import org.codehaus.stax2.XMLInputFactory2;
import org.codehaus.stax2.io.Stax2ByteArraySource;
import serbench.format.Codec;
import serbench.format.Payload;
import serbench.format.dsljson.ConfiguredDslJson;
import serbench.format.fastjson2.ConfiguredFastjson2;
import serbench.format.fory.ForyFormat;
import serbench.format.gson.ConfiguredGson;
import serbench.format.jackson.Jackson;
import serbench.format.jackson.Jackson3;
import serbench.format.kryo.KryoFormat;

import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import javax.xml.stream.XMLStreamWriter;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/**
 * The plain library path of each format, for {@link PlainLibraryBench}: the library called directly, configured as
 * the format's codec is (the configured mapper, Kryo or Fory from the format's own public factory; Gson, DslJson and
 * fastjson2's providers and features from the format's mapping, through {@code ConfiguredGson},
 * {@code ConfiguredDslJson} and {@code ConfiguredFastjson2} beside the benchmarks), so that both sides bind with the
 * same configuration objects, write the same bytes and read back the same value; called in the form the library's
 * documentation gives for repeated calls: readers, writers, buffers and encoders built once and reused. One place per
 * format; each path is built on the thread that uses it (the benchmark's state is per thread), so a path may hold
 * objects that are not thread-safe. What the codecs add beyond these calls is listed in {@link PlainLibraryBench}'s
 * class comment.
 */
final class PlainPaths {

    /** The formats with a plain path, in the order of the format registry. */
    static final List<String> FORMATS = List.of("protobuf", "json", "xml", "json-blackbird", "xml-aalto",
            "json-jackson3", "xml-jackson3", "protobuf-json", "smile", "cbor", "msgpack", "json-gson", "json-fastjson2",
            "json-dsljson", "avro", "kryo", "fory", "fory-compatible");

    /** The registry's formats without a plain path, and why. */
    static final Map<String, String> LEFT_OUT = Map.of("json-streaming",
            "its codec is the suite's own reader and writer on Jackson's streaming API, with no library binding to"
                    + " call instead: it is already the plain streaming code (json's plain path is Jackson's binding)");

    /** The SOAP envelope's prefix, as the XML codec writes it. */
    private static final String SOAP_PREFIX = "soapenv";

    private PlainPaths() {
    }

    /** The codec's own calls, behind the same interface as the plain paths. */
    static Binder codec(Codec codec) {
        return new CodecCalls(codec);
    }

    /**
     * The plain path of the payload's format, for its model's value ({@link Payload#value}); an
     * {@link IllegalArgumentException} for a format without one, saying why.
     */
    static Binder plain(Payload payload) {
        String format = payload.format.name();
        Class<Object> type = payload.model.javaType();
        boolean envelope = payload.model.soapEnvelope();
        return switch (format) {
            case "protobuf" -> new Protobuf(((Message) payload.value).getParserForType());
            case "protobuf-json" -> new ProtobufJson(JsonFormat.printer().omittingInsignificantWhitespace(),
                    JsonFormat.parser(), ((Message) payload.value).getDefaultInstanceForType());
            case "json", "smile", "cbor", "msgpack", "json-jackson3" -> Binder.of(format, type);
            case "json-blackbird" -> new Binder.Jackson2(Jackson.jsonBlackbird().readerFor(type),
                    Jackson.jsonBlackbird().writerFor(type));
            case "xml" -> envelope ? new Jackson2Soap(Jackson.xml(), type) : Binder.of(format, type);
            case "xml-aalto" -> envelope ? new Jackson2Soap(Jackson.xmlAalto(), type)
                    : new Binder.Jackson2(Jackson.xmlAalto().readerFor(type), Jackson.xmlAalto().writerFor(type));
            case "xml-jackson3" -> envelope ? new Jackson3Soap(Jackson3.xml(), type) : Binder.of(format, type);
            case "json-gson" -> new Gson2(ConfiguredGson.gson(), type);
            case "json-fastjson2" -> new Fastjson2(ConfiguredFastjson2.writeContext(type),
                    ConfiguredFastjson2.readContext(type), type);
            case "json-dsljson" -> new DslJsonCalls(ConfiguredDslJson.forModel(type), type);
            case "avro" -> new Avro(payload.value.getClass().asSubclass(SpecificRecord.class));
            // Kryo: one instance with the format's configuration and registrations (KryoFormat.newKryo, which also
            // registers ArrayList after the model's classes: no id the model's bytes use changes), a reused Output
            // (reset, then its bytes) and a plain reused Input (setBuffer); the root without a class id, as the
            // codec writes it
            case "kryo" -> new Binder.KryoBinder(KryoFormat.newKryo(type), type, new Output(1024, -1), new Input());
            case "fory", "fory-compatible" -> new ForyCalls(
                    ((ForyFormat) payload.format).newFory(type).execute(fory -> fory), type);
            default -> throw new IllegalArgumentException("format '" + format + "' has no plain path here"
                    + (LEFT_OUT.containsKey(format) ? ": " + LEFT_OUT.get(format) : "") + "; formats with one: "
                    + String.join(", ", FORMATS));
        };
    }

    /** The suite's codec: its {@code write} and {@code read}, with everything they add. */
    private record CodecCalls(Codec codec) implements Binder {
        @Override
        public Object read(byte[] bytes) {
            return codec.read(bytes);
        }

        @Override
        public byte[] write(Object value) {
            return codec.write(value);
        }
    }

    /** Protobuf: the generated message's {@code toByteArray()} and its parser's {@code parseFrom(byte[])}. */
    private record Protobuf(Parser<? extends Message> parser) implements Binder {
        @Override
        public Object read(byte[] bytes) throws IOException {
            return parser.parseFrom(bytes);
        }

        @Override
        public byte[] write(Object value) {
            return ((Message) value).toByteArray();
        }
    }

    /**
     * Protobuf's JSON mapping: a compact {@link JsonFormat.Printer} built once, its text as UTF-8; the text parsed
     * by a {@link JsonFormat.Parser} built once into a new builder of the message type.
     */
    private record ProtobufJson(JsonFormat.Printer printer, JsonFormat.Parser parser, Message prototype)
            implements Binder {
        @Override
        public Object read(byte[] bytes) throws IOException {
            Message.Builder builder = prototype.newBuilderForType();
            parser.merge(new String(bytes, StandardCharsets.UTF_8), builder);
            return builder.build();
        }

        @Override
        public byte[] write(Object value) throws IOException {
            return printer.print((MessageOrBuilder) value).getBytes(StandardCharsets.UTF_8);
        }
    }

    /**
     * The SOAP 1.1 envelope around a document, in StAX calls on the mapper's own StAX factories: written as the XML
     * codec writes it (declaration, {@code Envelope}, an empty {@code Header}, {@code Body}), and read by moving to
     * the first element inside {@code Body}, where the mapper's parser binds the document.
     */
    private static final class Soap {
        private Soap() {
        }

        static void start(XMLStreamWriter xml) throws XMLStreamException {
            xml.writeStartDocument("utf-8", "1.0");
            xml.writeStartElement(SOAP_PREFIX, "Envelope", Jackson.SOAP_NS);
            xml.writeNamespace(SOAP_PREFIX, Jackson.SOAP_NS);
            xml.writeEmptyElement(SOAP_PREFIX, "Header", Jackson.SOAP_NS);
            xml.writeStartElement(SOAP_PREFIX, "Body", Jackson.SOAP_NS);
        }

        static void end(XMLStreamWriter xml) throws XMLStreamException {
            xml.writeEndElement();
            xml.writeEndElement();
            xml.writeEndDocument();
        }

        /** A reader over the bytes, on the document element inside the envelope's {@code Body}. */
        static XMLStreamReader body(XMLInputFactory2 factory, byte[] bytes) throws XMLStreamException {
            XMLStreamReader xml = factory.createXMLStreamReader(new Stax2ByteArraySource(bytes, 0, bytes.length));
            while (xml.next() != XMLStreamConstants.START_ELEMENT || !"Body".equals(xml.getLocalName())) {
                // the declaration, the Envelope and its Header
            }
            xml.nextTag();
            return xml;
        }
    }

    /**
     * Jackson 2's XML binding inside the SOAP envelope ({@link Soap}): the mapper's {@code ObjectWriter} on a
     * {@code ToXmlGenerator} over the StAX writer, into a reused stream; its {@code ObjectReader} on a
     * {@code FromXmlParser} over the StAX reader. Closing the generator and the parser closes the StAX writer and
     * reader (the mapper's {@code AUTO_CLOSE_TARGET}).
     */
    private static final class Jackson2Soap implements Binder {
        private final com.fasterxml.jackson.dataformat.xml.XmlFactory factory;
        private final com.fasterxml.jackson.databind.ObjectReader reader;
        private final com.fasterxml.jackson.databind.ObjectWriter writer;
        private final XMLInputFactory2 in;
        private final XMLOutputFactory out;
        private final ByteArrayOutputStream buffer = new ByteArrayOutputStream();

        Jackson2Soap(com.fasterxml.jackson.dataformat.xml.XmlMapper mapper, Class<?> type) {
            factory = mapper.getFactory();
            reader = mapper.readerFor(type);
            writer = mapper.writerFor(type);
            in = (XMLInputFactory2) factory.getXMLInputFactory();
            out = factory.getXMLOutputFactory();
        }

        @Override
        public Object read(byte[] bytes) throws IOException {
            try (com.fasterxml.jackson.dataformat.xml.deser.FromXmlParser parser =
                         factory.createParser(Soap.body(in, bytes))) {
                return reader.readValue(parser);
            } catch (XMLStreamException e) {
                throw new IOException(e);
            }
        }

        @Override
        public byte[] write(Object value) throws IOException {
            buffer.reset();
            try {
                XMLStreamWriter xml = out.createXMLStreamWriter(buffer, "UTF-8");
                Soap.start(xml);
                try (com.fasterxml.jackson.dataformat.xml.ser.ToXmlGenerator generator = factory.createGenerator(xml)) {
                    writer.writeValue(generator, value);
                    Soap.end(xml);
                }
            } catch (XMLStreamException e) {
                throw new IOException(e);
            }
            return buffer.toByteArray();
        }
    }

    /** {@link Jackson2Soap} on Jackson 3 ({@code tools.jackson}): its mapper makes the generator and the parser. */
    private static final class Jackson3Soap implements Binder {
        private final tools.jackson.dataformat.xml.XmlMapper mapper;
        private final tools.jackson.databind.ObjectReader reader;
        private final tools.jackson.databind.ObjectWriter writer;
        private final XMLInputFactory2 in;
        private final XMLOutputFactory out;
        private final ByteArrayOutputStream buffer = new ByteArrayOutputStream();

        Jackson3Soap(tools.jackson.dataformat.xml.XmlMapper mapper, Class<?> type) {
            this.mapper = mapper;
            reader = mapper.readerFor(type);
            writer = mapper.writerFor(type);
            in = (XMLInputFactory2) mapper.tokenStreamFactory().getXMLInputFactory();
            out = mapper.tokenStreamFactory().getXMLOutputFactory();
        }

        @Override
        public Object read(byte[] bytes) throws IOException {
            try (tools.jackson.dataformat.xml.deser.FromXmlParser parser = mapper.createParser(Soap.body(in, bytes))) {
                return reader.readValue(parser);
            } catch (XMLStreamException e) {
                throw new IOException(e);
            }
        }

        @Override
        public byte[] write(Object value) throws IOException {
            buffer.reset();
            try {
                XMLStreamWriter xml = out.createXMLStreamWriter(buffer, "UTF-8");
                Soap.start(xml);
                try (tools.jackson.dataformat.xml.ser.ToXmlGenerator generator = mapper.createGenerator(xml)) {
                    writer.writeValue(generator, value);
                    Soap.end(xml);
                }
            } catch (XMLStreamException e) {
                throw new IOException(e);
            }
            return buffer.toByteArray();
        }
    }

    /**
     * Gson: {@code toJson(value, type, Appendable)} into a reused {@link StringBuilder}, its text as UTF-8;
     * {@code fromJson(String, Type)} on the bytes decoded as UTF-8 (Gson's user guide calls).
     */
    private static final class Gson2 implements Binder {
        private final Gson gson;
        private final Type type;
        private final StringBuilder text = new StringBuilder();

        Gson2(Gson gson, Type type) {
            this.gson = gson;
            this.type = type;
        }

        @Override
        public Object read(byte[] bytes) {
            return gson.fromJson(new String(bytes, StandardCharsets.UTF_8), type);
        }

        @Override
        public byte[] write(Object value) {
            text.setLength(0);
            gson.toJson(value, type, text);
            return text.toString().getBytes(StandardCharsets.UTF_8);
        }
    }

    /**
     * fastjson2's {@code JSON.toJSONBytes(value, UTF_8, context)} and {@code JSON.parseObject(bytes, type, context)},
     * each context built once with the format's providers and features.
     */
    private record Fastjson2(JSONWriter.Context writing, JSONReader.Context reading, Type type) implements Binder {
        @Override
        public Object read(byte[] bytes) {
            return JSON.parseObject(bytes, type, reading);
        }

        @Override
        public byte[] write(Object value) {
            return JSON.toJSONBytes(value, StandardCharsets.UTF_8, writing);
        }
    }

    /**
     * DSL-JSON as its documentation writes it: {@code serialize(writer, value)} into a reused {@code JsonWriter},
     * then its bytes; {@code deserialize(type, bytes, length)} (on DslJson's own per-thread reader).
     */
    private static final class DslJsonCalls implements Binder {
        private final DslJson<Object> dsl;
        private final Class<Object> type;
        private final com.dslplatform.json.JsonWriter writer;

        DslJsonCalls(DslJson<Object> dsl, Class<Object> type) {
            this.dsl = dsl;
            this.type = type;
            this.writer = dsl.newWriter();
        }

        @Override
        public Object read(byte[] bytes) throws IOException {
            return dsl.deserialize(type, bytes, bytes.length);
        }

        @Override
        public byte[] write(Object value) throws IOException {
            writer.reset();
            dsl.serialize(writer, value);
            return writer.toByteArray();
        }
    }

    /**
     * Avro: a {@link SpecificDatumWriter} on a buffered {@link BinaryEncoder} over a reused stream, and a
     * {@link SpecificDatumReader} on a {@link BinaryDecoder} reused for each payload ({@code binaryDecoder(bytes,
     * reuse)}); the record read is a new one each time.
     */
    private static final class Avro implements Binder {
        private final SpecificDatumWriter<SpecificRecord> writer;
        private final SpecificDatumReader<SpecificRecord> reader;
        private final ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        private final BinaryEncoder encoder = EncoderFactory.get().binaryEncoder(buffer, null);
        private BinaryDecoder decoder;

        @SuppressWarnings("unchecked")
        Avro(Class<? extends SpecificRecord> type) {
            writer = new SpecificDatumWriter<>((Class<SpecificRecord>) type);
            reader = new SpecificDatumReader<>((Class<SpecificRecord>) type);
        }

        @Override
        public Object read(byte[] bytes) throws IOException {
            decoder = DecoderFactory.get().binaryDecoder(bytes, decoder);
            return reader.read(null, decoder);
        }

        @Override
        public byte[] write(Object value) throws IOException {
            buffer.reset();
            writer.write((SpecificRecord) value, encoder);
            encoder.flush();
            return buffer.toByteArray();
        }
    }

    /**
     * Fory: one {@link Fory} instance with the format's mode, configuration and registrations, taken once from a
     * thread-safe Fory of its own ({@link ForyFormat#newFory}, which nothing else uses) and called directly:
     * {@code serialize(value)}, {@code deserialize(bytes, type)}.
     */
    private record ForyCalls(Fory fory, Class<Object> type) implements Binder {
        @Override
        public Object read(byte[] bytes) {
            return fory.deserialize(bytes, type);
        }

        @Override
        public byte[] write(Object value) {
            return fory.serialize(value);
        }
    }
}
