package serbench.format.jackson;

import com.ctc.wstx.api.WstxInputProperties;
import com.ctc.wstx.stax.WstxInputFactory;
import com.ctc.wstx.stax.WstxOutputFactory;
import com.fasterxml.aalto.stax.InputFactoryImpl;
import com.fasterxml.aalto.stax.OutputFactoryImpl;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.MapperBuilder;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.type.LogicalType;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.dataformat.xml.XmlFactory;
import com.fasterxml.jackson.dataformat.cbor.databind.CBORMapper;
import com.fasterxml.jackson.dataformat.smile.databind.SmileMapper;
import com.fasterxml.jackson.dataformat.xml.XmlMapper;
import com.fasterxml.jackson.module.blackbird.BlackbirdModule;

import javax.xml.stream.XMLInputFactory;
import java.io.IOException;
import javax.xml.stream.XMLOutputFactory;

/**
 * The one place where the benchmarked Jackson mappers are configured (the harness's own files, results and
 * manifests, go through {@code serbench.io.HarnessJson}, so this configuration never changes how they are read).
 * Both mappers omit nulls (an absent optional field is not
 * written, and reads back as null) and empty lists (the models read a missing list as an empty one), so JSON and
 * XML leave out exactly what protobuf leaves out: an unset optional field and a repeated field with no element.
 * Both refuse oversized or too-deep input with the limits below.
 * The StAX implementation is Woodstox, chosen explicitly, with DTDs and external entities off (and Aalto for
 * {@link #xmlAalto()}).
 *
 * <p>The binary mappers ({@link #smile()}, {@link #cbor()}, {@link #msgpack()}) are the JSON mapper's configuration
 * ({@link #jsonConfigured}) on another token format: the same inclusion rules, generator features and limits, on the
 * same classes (whose annotations say which models ignore unknown properties).
 */
public final class Jackson {

    /*
     * Limits on input. They are far above anything the suite's models or real service payloads need, and low
     * enough that hostile input is refused after a bounded amount of work and memory (the tests in
     * serbench.hostile go past each one). Jackson checks its limits exactly; Woodstox checks the text limit
     * as its text buffer grows, so a text node can pass it by up to about half again before it is refused.
     */

    /** Deepest nesting accepted in JSON and XML input. The suite's models need fewer than 10 levels. */
    public static final int MAX_NESTING_DEPTH = 200;
    /**
     * Longest string value (JSON), text node or attribute value (XML), in characters: 1 Mi. The longest value in
     * the suite's inputs is well under 1 KB. Without a DTD an XML entity cannot grow text (only the five
     * predefined ones exist, each a single character), so a text node costs at most the size of its input.
     */
    public static final int MAX_STRING_LENGTH = 1024 * 1024;
    /** Longest JSON field name, in characters. The suite's longest is under 40. */
    public static final int MAX_NAME_LENGTH = 1024;

    /** The SOAP 1.1 envelope namespace: eBay's FindItems responses come in such an envelope. */
    public static final String SOAP_NS = "http://schemas.xmlsoap.org/soap/envelope/";
    /** Longest number, in characters (Jackson's own default is 1000; a longer one costs quadratic parse time). */
    public static final int MAX_NUMBER_LENGTH = 100;
    /** Most attributes on one XML element. The suite's XML uses at most a few (namespaces count). */
    public static final int MAX_ATTRIBUTES = 64;
    /**
     * Longest document, in bytes (JSON) or characters (XML): 64 Mi. The largest standard input, finditems 1000
     * as XML, is 1.7 MB. This bounds what reading an endless or enormous stream can cost.
     */
    public static final long MAX_DOCUMENT_LENGTH = 64L * 1024 * 1024;

    private static final StreamReadConstraints CONSTRAINTS = StreamReadConstraints.builder()
            .maxNestingDepth(MAX_NESTING_DEPTH)
            .maxStringLength(MAX_STRING_LENGTH)
            .maxNameLength(MAX_NAME_LENGTH)
            .maxNumberLength(MAX_NUMBER_LENGTH)
            .maxDocumentLength(MAX_DOCUMENT_LENGTH)
            .build();

    /** Omit nulls everywhere, and collections with no element (protobuf writes nothing for an empty repeated field). */
    static final JsonInclude.Value EMPTY_LIST_INCLUSION = JsonInclude.Value.construct(JsonInclude.Include.NON_EMPTY, null);

    /*
     * Each mapper is built on first use, in a holder of its own: a process that uses one of them (the cold-start
     * benchmark, a user's service) builds that one only, never the other three.
     */

    /** The JSON mapper, with the limits above. */
    public static ObjectMapper json() {
        return JsonHolder.MAPPER;
    }

    /** {@link #json()}'s configuration and limits (a copy, made once they are set) plus the Blackbird module. */
    public static ObjectMapper jsonBlackbird() {
        return BlackbirdHolder.MAPPER;
    }

    /**
     * Smile (Jackson's binary JSON) with {@link #json()}'s configuration and limits, and Smile's own defaults: a
     * header, back-references to field names already written (shared names on: a list of records repeats its names,
     * FindItems 50 takes 29,824 bytes where CBOR takes 54,658) and none to string values (shared values off, as a
     * user gets it: on, FindItems 50 would take 24,356 bytes, for a lookup per short string written), binary as 7-bit
     * (the models have none).
     */
    public static ObjectMapper smile() {
        return SmileHolder.MAPPER;
    }

    /** CBOR (RFC 8949) with {@link #json()}'s configuration and limits; CBOR's defaults kept (minimal integers). */
    public static ObjectMapper cbor() {
        return CborHolder.MAPPER;
    }

    /**
     * MessagePack with {@link #json()}'s configuration and limits, on {@link BoundedMessagePackFactory}: the library's
     * parser applies none of those limits and allocates what a header declares, so the factory's parser checks each
     * header first.
     */
    public static ObjectMapper msgpack() {
        return MsgpackHolder.MAPPER;
    }

    /** The XML mapper on Woodstox, with DTDs and external entities off and the limits above. */
    public static XmlMapper xml() {
        return XmlHolder.MAPPER;
    }

    /**
     * {@link #xml()}'s configuration on Aalto's StAX parser and writer. Aalto has DTD support and external entities
     * off here too, but none of Woodstox's size limits: no element depth, attribute count, text, attribute value or
     * document length limit. Jackson's nesting depth limit still refuses deep documents.
     */
    public static XmlMapper xmlAalto() {
        return AaltoHolder.MAPPER;
    }

    private static final class JsonHolder {
        static final ObjectMapper MAPPER = jsonConfigured(JsonMapper.builder());
    }

    private static final class SmileHolder {
        static final ObjectMapper MAPPER = jsonConfigured(SmileMapper.builder());
    }

    private static final class CborHolder {
        static final ObjectMapper MAPPER = jsonConfigured(CBORMapper.builder());
    }

    private static final class MsgpackHolder {
        static final ObjectMapper MAPPER = jsonConfigured(
                org.msgpack.jackson.dataformat.MessagePackMapper.builder(new BoundedMessagePackFactory()));
    }

    /**
     * The JSON mapper's configuration on any token format's mapper builder: nulls and empty lists omitted, the
     * caller's stream left open after a write, and the limits above on the builder's factory.
     */
    private static <M extends ObjectMapper, B extends MapperBuilder<M, B>> M jsonConfigured(B builder) {
        M mapper = builder
                .serializationInclusion(JsonInclude.Include.NON_NULL)
                .withConfigOverride(java.util.List.class, o -> o.setInclude(EMPTY_LIST_INCLUSION))
                .disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET)
                .build();
        mapper.getFactory().setStreamReadConstraints(CONSTRAINTS);
        return mapper;
    }

    private static final class BlackbirdHolder {
        static final ObjectMapper MAPPER = JsonHolder.MAPPER.copy().registerModule(new BlackbirdModule());
    }

    private static final class XmlHolder {
        static final XmlMapper MAPPER = xmlMapper(secureInputFactory(), new WstxOutputFactory());
    }

    private static final class AaltoHolder {
        static final XmlMapper MAPPER = xmlMapper(secureAaltoInputFactory(), new OutputFactoryImpl());

        /**
         * Aalto with DTDs and external entities off; it has no size limits to set (see {@link #xmlAalto()}). Here,
         * not in {@link Jackson}, so that a process using Woodstox loads no Aalto class.
         */
        private static XMLInputFactory secureAaltoInputFactory() {
            InputFactoryImpl f = new InputFactoryImpl();
            f.setProperty(XMLInputFactory.SUPPORT_DTD, false);
            f.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
            return f;
        }
    }

    /** The XML mapper's configuration on the given StAX implementation. */
    private static XmlMapper xmlMapper(XMLInputFactory in, XMLOutputFactory out) {
        XmlMapper xml = XmlMapper.builder(XmlFactory.builder()
                        .xmlInputFactory(in)
                        .xmlOutputFactory(out)
                        .streamReadConstraints(CONSTRAINTS)
                        .build())
                .defaultUseWrapper(false)
                .serializationInclusion(JsonInclude.Include.NON_NULL)
                .withConfigOverride(java.util.List.class, o -> o.setInclude(EMPTY_LIST_INCLUSION))
                // AUTO_CLOSE_TARGET stays on (Jackson's default): only then does closing the generator close
                // Woodstox's writer completely, which returns its output buffer to its recycler. The XML codec
                // keeps a caller's stream open by handing the writer a stream whose close() only flushes.
                .build();
        // an empty XML element, or one holding only child elements, is not a number or a boolean: refused, not 0
        for (LogicalType t : new LogicalType[]{LogicalType.Integer, LogicalType.Float, LogicalType.Boolean}) {
            xml.coercionConfigFor(t).setCoercion(CoercionInputShape.EmptyString, CoercionAction.Fail);
        }
        return xml;
    }

    private Jackson() {
    }

    /** What {@link #toBytes} writes into its buffer. */
    public interface BytesWriter {
        void write(java.io.OutputStream out) throws IOException;
    }

    /**
     * The bytes {@code writer} writes, collected as {@code ObjectWriter.writeValueAsBytes} collects them: in
     * {@code factory}'s recycled, segmented buffer, released after use (no fixed-size stream that grows and copies).
     */
    public static byte[] toBytes(com.fasterxml.jackson.core.JsonFactory factory, BytesWriter writer) throws IOException {
        com.fasterxml.jackson.core.util.BufferRecycler recycler = factory._getBufferRecycler();
        try (com.fasterxml.jackson.core.util.ByteArrayBuilder out = new com.fasterxml.jackson.core.util.ByteArrayBuilder(recycler)) {
            writer.write(out);
            return out.getClearAndRelease();
        } finally {
            recycler.releaseToPool();
        }
    }

    /**
     * Woodstox with DTDs and external entities off, and explicit size limits (those above; Jackson's
     * {@link StreamReadConstraints} do not reach into Woodstox). With no DTD, no entity can be declared, so any
     * reference other than the five predefined ones is an error ("undeclared entity"); a DOCTYPE is still
     * reported as an event, which the XML codec refuses.
     */
    public static XMLInputFactory secureInputFactory() {
        return Woodstox.secureInputFactory();
    }

    /** Woodstox's classes are loaded when this is first used, not with {@link Jackson}: a JSON-only process loads none. */
    private static final class Woodstox {
        static XMLInputFactory secureInputFactory() {
            WstxInputFactory f = new WstxInputFactory();
            f.setProperty(XMLInputFactory.SUPPORT_DTD, false);
            f.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
            f.setProperty(WstxInputProperties.P_MAX_ELEMENT_DEPTH, MAX_NESTING_DEPTH);
            f.setProperty(WstxInputProperties.P_MAX_ATTRIBUTES_PER_ELEMENT, MAX_ATTRIBUTES);
            f.setProperty(WstxInputProperties.P_MAX_TEXT_LENGTH, MAX_STRING_LENGTH);
            f.setProperty(WstxInputProperties.P_MAX_ATTRIBUTE_SIZE, MAX_STRING_LENGTH); // Woodstox's default: 512 Ki
            f.setProperty(WstxInputProperties.P_MAX_CHARACTERS, MAX_DOCUMENT_LENGTH);   // default: unlimited
            return f;
        }
    }
}
