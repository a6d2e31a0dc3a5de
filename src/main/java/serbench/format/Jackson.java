package serbench.format;

import com.ctc.wstx.api.WstxInputProperties;
import com.ctc.wstx.stax.WstxInputFactory;
import com.ctc.wstx.stax.WstxOutputFactory;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.dataformat.xml.XmlFactory;
import com.fasterxml.jackson.dataformat.xml.XmlMapper;

import javax.xml.stream.XMLInputFactory;

/**
 * The one place where Jackson is configured. Both mappers omit nulls (an absent optional field is not
 * written, and reads back as null), and both refuse oversized or too-deep input with the limits below.
 * The StAX implementation is Woodstox, chosen explicitly, with DTDs and external entities off.
 */
public final class Jackson {

    /** Deepest nesting accepted in JSON and XML input. The suite's models need fewer than 10 levels. */
    public static final int MAX_NESTING_DEPTH = 200;
    /** Longest string value (JSON) or text / attribute value (XML), in characters. */
    public static final int MAX_STRING_LENGTH = 16 * 1024 * 1024;
    /** Longest number, in characters. */
    public static final int MAX_NUMBER_LENGTH = 100;
    /** Most attributes on one XML element. */
    public static final int MAX_ATTRIBUTES = 64;

    private static final StreamReadConstraints CONSTRAINTS = StreamReadConstraints.builder()
            .maxNestingDepth(MAX_NESTING_DEPTH)
            .maxStringLength(MAX_STRING_LENGTH)
            .maxNumberLength(MAX_NUMBER_LENGTH)
            .build();

    public static final ObjectMapper JSON = JsonMapper.builder()
            .serializationInclusion(JsonInclude.Include.NON_NULL)
            .disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET)
            .build();

    public static final XmlMapper XML;

    static {
        JSON.getFactory().setStreamReadConstraints(CONSTRAINTS);
        XML = XmlMapper.builder(XmlFactory.builder()
                        .xmlInputFactory(secureInputFactory())
                        .xmlOutputFactory(new WstxOutputFactory())
                        .streamReadConstraints(CONSTRAINTS)
                        .build())
                .defaultUseWrapper(false)
                .serializationInclusion(JsonInclude.Include.NON_NULL)
                .disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET)
                .build();
    }

    private Jackson() {
    }

    /**
     * Woodstox with DTDs and external entities off, and explicit size limits. With no DTD, no entity can be
     * declared, so any reference other than the five predefined ones is an error ("undeclared entity").
     */
    public static XMLInputFactory secureInputFactory() {
        WstxInputFactory f = new WstxInputFactory();
        f.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        f.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        f.setProperty(WstxInputProperties.P_MAX_ELEMENT_DEPTH, MAX_NESTING_DEPTH);
        f.setProperty(WstxInputProperties.P_MAX_ATTRIBUTES_PER_ELEMENT, MAX_ATTRIBUTES);
        f.setProperty(WstxInputProperties.P_MAX_TEXT_LENGTH, MAX_STRING_LENGTH);
        f.setProperty(WstxInputProperties.P_MAX_ATTRIBUTE_SIZE, MAX_STRING_LENGTH);
        return f;
    }
}
