package serbench.format;

import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Formats that write the same form as another one through another library: same bytes, same configuration,
 * so that a benchmark difference between them is the library's alone.
 */
class AlternativeImplementationsTest {

    static java.util.stream.Stream<org.junit.jupiter.params.provider.Arguments> modelInput() {
        return RoundTripTest.modelInput();
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("modelInput")
    void blackbirdWritesTheBytesOfJson(String model, String input) {
        Payload json = Payload.of(model, input, "json");
        Payload blackbird = Payload.of(model, input, "json-blackbird");
        assertArrayEquals(json.bytes, blackbird.bytes);
        assertEquals(json.javaValue, blackbird.codec.read(json.bytes));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("modelInput")
    void aaltoWritesTheBytesOfXml(String model, String input) {
        Payload xml = Payload.of(model, input, "xml");
        Payload aalto = Payload.of(model, input, "xml-aalto");
        assertEquals(new String(xml.bytes, java.nio.charset.StandardCharsets.UTF_8),
                new String(aalto.bytes, java.nio.charset.StandardCharsets.UTF_8));
        assertEquals(xml.javaValue, aalto.codec.read(xml.bytes));
        assertEquals(xml.javaValue, xml.codec.read(aalto.bytes));
    }

    /** Jackson 3 writes Jackson 2's bytes for every model and standard input, and each reads the other's. */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("modelInput")
    void jackson3WritesTheBytesOfJackson2(String model, String input) {
        for (String[] pair : new String[][]{{"json", "json-jackson3"}, {"xml", "xml-jackson3"}}) {
            Payload two = Payload.of(model, input, pair[0]);
            Payload three = Payload.of(model, input, pair[1]);
            assertEquals(new String(two.bytes, java.nio.charset.StandardCharsets.UTF_8),
                    new String(three.bytes, java.nio.charset.StandardCharsets.UTF_8), pair[1]);
            assertArrayEquals(two.bytes, three.bytes, pair[1]);
            assertEquals(two.javaValue, three.codec.read(two.bytes), pair[1]);
            assertEquals(two.javaValue, two.codec.read(three.bytes), pair[1]);
        }
    }

    @Test
    void aaltoIsAaltoAndRefusesDoctypes() {
        assertEquals("com.fasterxml.aalto.stax.InputFactoryImpl",
                Jackson.XML_AALTO.getFactory().getXMLInputFactory().getClass().getName());
        assertEquals("com.fasterxml.aalto.stax.OutputFactoryImpl",
                Jackson.XML_AALTO.getFactory().getXMLOutputFactory().getClass().getName());
        Codec codec = Formats.byName("xml-aalto").codec(serbench.model.Models.byName("mediacontent"));
        String xxe = "<?xml version=\"1.0\"?><!DOCTYPE m [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><m>&x;</m>";
        PayloadException e = org.junit.jupiter.api.Assertions.assertThrows(PayloadException.class,
                () -> codec.read(xxe.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        assertTrue(e.getMessage().startsWith("xml-aalto: cannot decode mediacontent payload: "), e.getMessage());
    }

    @Test
    void blackbirdIsJsonsConfigurationPlusTheModule() {
        ObjectMapper plain = Jackson.JSON;
        ObjectMapper blackbird = Jackson.JSON_BLACKBIRD;
        assertTrue(blackbird.getRegisteredModuleIds().stream().anyMatch(id -> id.toString().contains("Blackbird")),
                blackbird.getRegisteredModuleIds().toString());
        assertTrue(plain.getRegisteredModuleIds().isEmpty(), plain.getRegisteredModuleIds().toString());
        StreamReadConstraints c = blackbird.getFactory().streamReadConstraints();
        assertEquals(Jackson.MAX_NESTING_DEPTH, c.getMaxNestingDepth());
        assertEquals(Jackson.MAX_STRING_LENGTH, c.getMaxStringLength());
        assertEquals(Jackson.MAX_NAME_LENGTH, c.getMaxNameLength());
        assertEquals(Jackson.MAX_NUMBER_LENGTH, c.getMaxNumberLength());
        assertEquals(Jackson.MAX_DOCUMENT_LENGTH, c.getMaxDocumentLength());
        assertEquals(plain.getSerializationConfig().getDefaultPropertyInclusion(),
                blackbird.getSerializationConfig().getDefaultPropertyInclusion());
    }
}
