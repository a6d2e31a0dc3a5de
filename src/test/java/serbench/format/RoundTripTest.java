package serbench.format;

import serbench.format.jackson.Jackson;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import serbench.model.Model;
import serbench.model.Models;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every model x input x format: round trips are equal, and every format carries the same data. */
class RoundTripTest {

    static Stream<Arguments> modelInputFormat() {
        List<Arguments> cases = new ArrayList<>();
        for (Model<?, ?> m : Models.all()) {
            for (String input : m.inputs()) {
                for (Format f : Formats.all()) {
                    cases.add(Arguments.of(m.name(), input, f.name()));
                }
            }
        }
        return cases.stream();
    }

    static Stream<Arguments> modelInput() {
        List<Arguments> cases = new ArrayList<>();
        for (Model<?, ?> m : Models.all()) {
            for (String input : m.inputs()) {
                cases.add(Arguments.of(m.name(), input));
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("modelInputFormat")
    void roundTripIsEqual(String model, String input, String format) {
        Payload p = Payload.of(model, input, format);
        Object decoded = p.codec.read(p.bytes);
        assertEquals(p.value, decoded, "decoded value differs from the one written");
        assertEquals(p.javaValue, p.format.toJava(p.model, decoded));
        assertEquals(p.digest(), p.digest(decoded), "reading every field gives a different digest");
        assertArrayEquals(p.bytes, p.codec.write(decoded), "re-encoding the decoded value changes the bytes");
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("modelInputFormat")
    void streamsEqualArrays(String model, String input, String format) {
        Payload p = Payload.of(model, input, format);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        p.codec.write(p.value, out);
        assertArrayEquals(p.bytes, out.toByteArray());
        assertEquals(p.value, p.codec.read(new ByteArrayInputStream(p.bytes)));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("modelInput")
    void allFormatsDecodeToTheSameData(String model, String input) {
        Object expected = Models.byName(model).load(input);
        for (Format f : Formats.all()) {
            Payload p = Payload.of(model, input, f.name());
            Object decoded = p.codec.read(p.bytes);
            assertEquals(expected, f.toJava(p.model, decoded), f.name());
            assertEquals(p.model.digest(expected), p.digest(decoded), f.name());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("modelInput")
    void inputsAreDeterministicAndDistinct(String model, String input) {
        Model<Object, com.google.protobuf.Message> m = Models.byName(model);
        assertEquals(m.load(input), m.load(input), "loading twice gives different data");
        for (String other : m.inputs()) {
            if (!other.equals(input)) {
                assertNotEquals(m.digest(m.load(input)), m.digest(m.load(other)), input + " vs " + other);
            }
        }
        assertTrue(m.inputs().contains(m.defaultInput()));
        assertEquals(m.load(m.defaultInput()), m.load("default"));
    }

    /**
     * The same omission rule in every format: protobuf writes nothing for an unset optional field or a repeated
     * field with no element, so JSON and XML must not either (an empty {@code []} would cost JSON bytes the others
     * do not pay). The JSON's size is checked against the rule: it equals the size of the same document with every
     * null and empty array removed.
     */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("modelInput")
    void everyFormatOmitsWhatProtobufOmits(String model, String input) throws Exception {
        Payload json = Payload.of(model, input, "json");
        com.fasterxml.jackson.databind.JsonNode tree = Jackson.json().readTree(json.bytes);
        com.fasterxml.jackson.databind.JsonNode pruned = pruned(tree.deepCopy());
        assertEquals(json.bytes.length, Jackson.json().writeValueAsBytes(pruned).length,
                "the JSON writes nulls or empty arrays that protobuf omits");
        String xml = new String(Payload.of(model, input, "xml").bytes, java.nio.charset.StandardCharsets.UTF_8);
        assertTrue(!xml.contains("xsi:nil"), "the XML writes absent values as nil elements");
    }

    private static com.fasterxml.jackson.databind.JsonNode pruned(com.fasterxml.jackson.databind.JsonNode node) {
        if (node instanceof com.fasterxml.jackson.databind.node.ObjectNode o) {
            List<String> drop = new ArrayList<>();
            o.fields().forEachRemaining(e -> {
                pruned(e.getValue());
                if (e.getValue().isNull() || (e.getValue().isArray() && e.getValue().isEmpty())) {
                    drop.add(e.getKey());
                }
            });
            o.remove(drop);
        } else if (node.isArray()) {
            node.forEach(RoundTripTest::pruned);
        }
        return node;
    }
}
