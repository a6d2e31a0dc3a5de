package serbench.format.jackson;

import com.ctc.wstx.stax.WstxOutputFactory;
import com.fasterxml.jackson.annotation.JsonInclude;
import serbench.model.finditems.xsd.XsdDateTime;
import serbench.model.finditems.xsd.XsdDuration;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.StreamReadConstraints;
import tools.jackson.core.StreamWriteFeature;
import tools.jackson.core.json.JsonWriteFeature;
import tools.jackson.core.util.BufferRecycler;
import tools.jackson.core.util.ByteArrayBuilder;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.PropertyName;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.cfg.CoercionAction;
import tools.jackson.databind.cfg.CoercionInputShape;
import tools.jackson.databind.cfg.MapperBuilder;
import tools.jackson.databind.cfg.MapperConfig;
import tools.jackson.databind.deser.std.StdScalarDeserializer;
import tools.jackson.databind.introspect.Annotated;
import tools.jackson.databind.introspect.AnnotatedClass;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.module.SimpleModule;
import tools.jackson.databind.ser.std.StdScalarSerializer;
import tools.jackson.databind.type.LogicalType;
import tools.jackson.dataformat.xml.JacksonXmlAnnotationIntrospector;
import tools.jackson.dataformat.xml.XmlFactory;
import tools.jackson.dataformat.xml.XmlMapper;

import java.io.IOException;
import java.time.DateTimeException;
import java.time.Duration;
import java.time.Instant;
import java.util.function.Function;

/**
 * The one place where Jackson 3 ({@code tools.jackson}) is configured: {@link #json()} and {@link #xml()} write the
 * same bytes as {@link Jackson#json()} and {@link Jackson#xml()} and accept and refuse the same input, under the same
 * limits ({@link Jackson}'s constants) and on the same secure Woodstox factory ({@link Jackson#secureInputFactory}).
 *
 * <p>What Jackson 3 needed beyond Jackson 2's configuration:
 * <ul>
 * <li><b>The models' Jackson 2 annotations.</b> Jackson 3 shares jackson-annotations ({@code @JsonProperty},
 * {@code @JsonPropertyOrder}, {@code @JsonIgnoreProperties}, {@code @JacksonAnnotationsInside}) but not Jackson 2's
 * databind and XML annotations. {@link #MODELS} gives it what those say: the xs:dateTime and xs:duration text of
 * {@code Instant} and {@code Duration} (Jackson 2's {@code @JsonSerialize}/{@code @JsonDeserialize} inside
 * {@code XsdDateTime.Mapped} and {@code XsdDuration.Mapped}; every {@code Instant} and {@code Duration} in the
 * models is one of those), and {@link ModelXmlAnnotations} reads Jackson 2's {@code @JacksonXmlRootElement},
 * {@code @JacksonXmlProperty} and {@code @JacksonXmlText}. The models keep their Jackson 2 annotations unchanged.</li>
 * <li><b>Jackson 2's mapper defaults</b>, with Jackson 3's own switch for them, {@code configureForJackson2()} on the
 * mapper builder. Of what it restores, these change the models' bytes or what is accepted: properties in declaration
 * order, not sorted alphabetically; enums by {@code name()} (or {@code @JsonProperty}), not {@code toString()};
 * unknown properties refused (Jackson 3 ignores them); {@code null} for a primitive read as its default, and content
 * after the value ignored (Jackson 3 refuses both); XML: {@code xsi:type} not read or written as a type id, nulls never
 * as {@code xsi:nil}, infinities written {@code Infinity}, not {@code INF}. The rest (dates as timestamps: the models'
 * dates have their own serializers; getters as setters, final fields as mutators, parameter names, upper-case
 * prefixes, empty beans, trailing zeroes in tree BigDecimals) does not apply to the models.</li>
 * <li><b>One JSON output default of the factory</b>: a character outside the BMP is written as an escaped surrogate
 * pair, as Jackson 2 writes it, not as 4 UTF-8 bytes ({@code COMBINE_UNICODE_SURROGATES_IN_UTF8} off).</li>
 * <li><b>Factory defaults kept</b>, since they change neither bytes nor strictness: Jackson 3's faster double and
 * big number parsers, its buffer recycler pool, and property names not interned ({@code builderWithJackson2Defaults()}
 * would undo these too). A Jackson 3 user gets these.</li>
 * </ul>
 */
public final class Jackson3 {

    private static final StreamReadConstraints CONSTRAINTS = StreamReadConstraints.builder()
            .maxNestingDepth(Jackson.MAX_NESTING_DEPTH)
            .maxStringLength(Jackson.MAX_STRING_LENGTH)
            .maxNameLength(Jackson.MAX_NAME_LENGTH)
            .maxNumberLength(Jackson.MAX_NUMBER_LENGTH)
            .maxDocumentLength(Jackson.MAX_DOCUMENT_LENGTH)
            .build();

    /** The models' value types in Jackson 3: {@code Instant} as xs:dateTime, {@code Duration} as xs:duration. */
    public static final SimpleModule MODELS = new SimpleModule("serbench-models")
            .addSerializer(Instant.class, new XsdWriter<>(Instant.class, XsdDateTime::format))
            .addDeserializer(Instant.class, new XsdReader<>(Instant.class, "xs:dateTime", XsdDateTime::parse))
            .addSerializer(Duration.class, new XsdWriter<>(Duration.class, XsdDuration::format))
            .addDeserializer(Duration.class, new XsdReader<>(Duration.class, "xs:duration", XsdDuration::parse));

    /** The JSON mapper, built on first use (a process using only the XML mapper never builds it). */
    public static JsonMapper json() {
        return JsonHolder.MAPPER;
    }

    /** The XML mapper on Woodstox with {@link Jackson}'s secure input factory, built on first use. */
    public static XmlMapper xml() {
        return XmlHolder.MAPPER;
    }

    private static final class JsonHolder {
        static final JsonMapper MAPPER = configured(JsonMapper.builder(
                        tools.jackson.core.json.JsonFactory.builder()
                                .streamReadConstraints(CONSTRAINTS)
                                .disable(JsonWriteFeature.COMBINE_UNICODE_SURROGATES_IN_UTF8)
                                .build()))
                .disable(StreamWriteFeature.AUTO_CLOSE_TARGET)
                .build();
    }

    private static final class XmlHolder {
        static final XmlMapper MAPPER = xmlMapper();
    }

    private Jackson3() {
    }

    private static XmlMapper xmlMapper() {
        XmlMapper.Builder b = configured(XmlMapper.builder(XmlFactory.builder()
                        .xmlInputFactory(Jackson.secureInputFactory())
                        .xmlOutputFactory(new WstxOutputFactory())
                        .streamReadConstraints(CONSTRAINTS)
                        .build()))
                .annotationIntrospector(new ModelXmlAnnotations())
                .defaultUseWrapper(false);
        // AUTO_CLOSE_TARGET stays on, as for Jackson 2's XML mapper (see Jackson.xmlMapper)
        // an empty XML element, or one holding only child elements, is not a number or a boolean: refused, not 0
        for (LogicalType t : new LogicalType[]{LogicalType.Integer, LogicalType.Float, LogicalType.Boolean}) {
            b.withCoercionConfig(t, c -> c.setCoercion(CoercionInputShape.EmptyString, CoercionAction.Fail));
        }
        return b.build();
    }

    /** What both mappers share: Jackson 2's mapper defaults, {@link Jackson}'s inclusion rules, {@link #MODELS}. */
    private static <M extends tools.jackson.databind.ObjectMapper, B extends MapperBuilder<M, B>> B configured(B b) {
        return b.configureForJackson2() // XmlMapper.Builder's adds the XML features
                .changeDefaultPropertyInclusion(v -> v.withValueInclusion(JsonInclude.Include.NON_NULL))
                .withConfigOverride(java.util.List.class, o -> o.setInclude(Jackson.EMPTY_LIST_INCLUSION))
                .addModule(MODELS);
    }

    /**
     * Jackson 3's XML annotation introspector, reading also the Jackson 2 XML annotations that the models carry
     * (root element name and namespace, attribute, element namespace, element text). A Jackson 3 annotation on
     * the same element would win.
     */
    static final class ModelXmlAnnotations extends JacksonXmlAnnotationIntrospector {

        ModelXmlAnnotations() {
            super(false);
        }

        @Override
        public PropertyName findRootName(MapperConfig<?> config, AnnotatedClass ac) {
            var root = _findAnnotation(ac, com.fasterxml.jackson.dataformat.xml.annotation.JacksonXmlRootElement.class);
            if (root != null && _findAnnotation(ac, tools.jackson.dataformat.xml.annotation.JacksonXmlRootElement.class) == null) {
                return root.localName().isEmpty() && root.namespace().isEmpty()
                        ? PropertyName.USE_DEFAULT : new PropertyName(root.localName(), root.namespace());
            }
            return super.findRootName(config, ac);
        }

        @Override
        public String findNamespace(MapperConfig<?> config, Annotated ann) {
            String ns = super.findNamespace(config, ann);
            var property = jackson2Property(ann);
            return (ns == null || ns.isEmpty()) && property != null && !property.namespace().isEmpty()
                    ? property.namespace() : ns;
        }

        @Override
        public Boolean isOutputAsAttribute(MapperConfig<?> config, Annotated ann) {
            Boolean attribute = super.isOutputAsAttribute(config, ann);
            var property = jackson2Property(ann);
            return attribute == null && property != null ? Boolean.valueOf(property.isAttribute()) : attribute;
        }

        @Override
        public Boolean isOutputAsText(MapperConfig<?> config, Annotated ann) {
            Boolean text = super.isOutputAsText(config, ann);
            var jackson2 = _findAnnotation(ann, com.fasterxml.jackson.dataformat.xml.annotation.JacksonXmlText.class);
            return text == null && jackson2 != null ? Boolean.valueOf(jackson2.value()) : text;
        }

        /** The models' Jackson 2 {@code @JacksonXmlProperty}; they use its isAttribute and namespace, not localName. */
        private com.fasterxml.jackson.dataformat.xml.annotation.JacksonXmlProperty jackson2Property(Annotated ann) {
            return _findAnnotation(ann, com.fasterxml.jackson.dataformat.xml.annotation.JacksonXmlProperty.class);
        }
    }

    /** Writes a value as its XSD text (Jackson 3's form of the models' {@code XsdText.Writer}). */
    static final class XsdWriter<T> extends StdScalarSerializer<T> {
        private final transient Function<T, String> format;

        XsdWriter(Class<T> type, Function<T, String> format) {
            super(type);
            this.format = format;
        }

        @Override
        public void serialize(T value, JsonGenerator gen, SerializationContext ctxt) {
            gen.writeString(format.apply(value));
        }
    }

    /** Reads a value from its XSD text (Jackson 3's form of the models' {@code XsdText.Reader}). */
    static final class XsdReader<T> extends StdScalarDeserializer<T> {
        private final transient Function<String, T> parse;
        private final String xsdType;

        XsdReader(Class<T> type, String xsdType, Function<String, T> parse) {
            super(type);
            this.xsdType = xsdType;
            this.parse = parse;
        }

        @Override
        @SuppressWarnings("unchecked")
        public T deserialize(JsonParser p, DeserializationContext ctxt) {
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
