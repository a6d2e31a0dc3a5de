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
