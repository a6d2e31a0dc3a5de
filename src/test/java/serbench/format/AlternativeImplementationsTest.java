package serbench.format;

import serbench.format.jackson.Jackson;
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

    private static final String XSI = "xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\"";

    /**
     * Inputs on which Jackson 3's defaults differ from Jackson 2's (see {@link Jackson3}), and values of the models' own
     * types, as edits of mediacontent media.1 or finditems 1 (format, model, what, regex, replacement, expected
     * outcome): Jackson 3 must accept or refuse each as Jackson 2 does, and write back what it accepted in the same bytes.
     */
    static java.util.stream.Stream<org.junit.jupiter.params.provider.Arguments> jackson2Strictness() {
        return java.util.stream.Stream.of(
                new String[]{"json", "mediacontent", "unknown property", "^\\{", "{\"x\":1,", "refused"},
                new String[]{"json", "mediacontent", "content after the value", "$", " {}", "decoded"},
                new String[]{"json", "mediacontent", "null for an int", "\"width\":640", "\"width\":null", "decoded"},
                new String[]{"json", "mediacontent", "enum as its index", "\"player\":\"JAVA\"", "\"player\":0", "decoded"},
                new String[]{"json", "mediacontent", "character outside the BMP", "Javaone Keynote", "Javaone \uD83D\uDE00", "decoded"},
                new String[]{"xml", "mediacontent", "unknown element", "<media>", "<media><x>1</x>", "refused"},
                new String[]{"xml", "mediacontent", "empty element for an int", "<width>640</width>", "<width></width>", "refused"},
                new String[]{"xml", "mediacontent", "xsi:nil", "<width>640</width>", "<width " + XSI + " xsi:nil=\"true\"/>", "decoded"},
                new String[]{"xml", "mediacontent", "xsi:type", "<media>", "<media " + XSI + " xsi:type=\"x\">", "refused"},
                new String[]{"xml", "mediacontent", "character outside the BMP", "Javaone Keynote", "Javaone \uD83D\uDE00", "decoded"},
                new String[]{"json", "finditems", "not an xs:dateTime", "\"timestamp\":\"[^\"]*\"", "\"timestamp\":\"today\"", "refused"},
                new String[]{"xml", "finditems", "not an xs:duration", "<timeLeft>[^<]*<", "<timeLeft>P1Y<", "refused"},
                new String[]{"xml", "finditems", "another xs:dateTime form", "<timestamp>[^<]*<",
                        "<timestamp>2012-06-22T02:51:16+02:00<", "decoded"}
        ).map(c -> org.junit.jupiter.params.provider.Arguments.of((Object[]) c));
    }

    @ParameterizedTest(name = "{0} {1}: {2}")
    @MethodSource("jackson2Strictness")
    void jackson3AcceptsAndRefusesWhatJackson2Does(String format, String model, String what, String regex,
                                                    String replacement, String expected) {
        String input = model.equals("mediacontent") ? "media.1" : "1";
        Payload two = Payload.of(model, input, format);
        Payload three = Payload.of(model, input, format + "-jackson3");
        String text = new String(two.bytes, java.nio.charset.StandardCharsets.UTF_8);
        byte[] edited = text.replaceFirst(regex, replacement).getBytes(java.nio.charset.StandardCharsets.UTF_8);
        assertTrue(!java.util.Arrays.equals(two.bytes, edited), "the edit applies");
        String outcome = outcome(two, edited);
        assertTrue(outcome.startsWith(expected), outcome);
        assertEquals(outcome, outcome(three, edited));
    }

    /** "refused", or "decoded" with the value and the bytes the codec writes for it. */
    private static String outcome(Payload p, byte[] bytes) {
        try {
            Object value = p.codec.read(bytes);
            return "decoded " + value + " written as " + new String(p.codec.write(value), java.nio.charset.StandardCharsets.UTF_8);
        } catch (PayloadException e) {
            return "refused";
        }
    }

    @Test
    void aaltoIsAaltoAndRefusesDoctypes() {
        assertEquals("com.fasterxml.aalto.stax.InputFactoryImpl",
                Jackson.xmlAalto().getFactory().getXMLInputFactory().getClass().getName());
        assertEquals("com.fasterxml.aalto.stax.OutputFactoryImpl",
                Jackson.xmlAalto().getFactory().getXMLOutputFactory().getClass().getName());
        Codec codec = Formats.byName("xml-aalto").codec(serbench.model.Models.byName("mediacontent"));
        String xxe = "<?xml version=\"1.0\"?><!DOCTYPE m [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><m>&x;</m>";
        PayloadException e = org.junit.jupiter.api.Assertions.assertThrows(PayloadException.class,
                () -> codec.read(xxe.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        assertTrue(e.getMessage().startsWith("xml-aalto: cannot decode mediacontent payload: "), e.getMessage());
    }

    @Test
    void blackbirdIsJsonsConfigurationPlusTheModule() {
        ObjectMapper plain = Jackson.json();
        ObjectMapper blackbird = Jackson.jsonBlackbird();
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
