package serbench.format;

import serbench.format.JsonTreeChanges.Refusal;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationConfig;
import com.fasterxml.jackson.dataformat.cbor.CBORFactory;
import com.fasterxml.jackson.dataformat.smile.SmileFactory;
import com.fasterxml.jackson.dataformat.smile.SmileGenerator;
import com.google.protobuf.Message;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import serbench.format.jackson.Jackson;
import serbench.model.Filled;
import serbench.model.Model;
import serbench.model.Models;
import serbench.model.finditems.FindItemsModel;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import static serbench.format.JsonTreeChanges.change;
import static serbench.format.JsonTreeChanges.decodeOrRefusal;
import static serbench.format.JsonTreeChanges.fieldPaths;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code smile}, {@code cbor} and {@code msgpack} are {@code json}'s data binding on other token formats: the same
 * configuration and limits, the same document (the tree each format's bytes read back as is the tree of
 * {@code json}'s bytes, for every model and input, standard and with every optional field filled), and the same
 * outcome as {@code json} when any field is removed, nulled or given a value of another type.
 */
class BinaryFormatsTest {

    static final List<String> FORMATS = List.of("smile", "cbor", "msgpack");

    private static ObjectMapper mapper(String format) {
        return switch (format) {
            case "smile" -> Jackson.smile();
            case "cbor" -> Jackson.cbor();
            case "msgpack" -> Jackson.msgpack();
            case "json" -> Jackson.json();
            default -> throw new IllegalArgumentException(format);
        };
    }

    private static Codec codec(String format, String model) {
        return Formats.byName(format).codec(Models.byName(model));
    }

    /** Every model's standard inputs (and the failed FindItems call), as given and with every optional field filled. */
    static Stream<Arguments> values() {
        List<Arguments> cases = new ArrayList<>();
        for (Model<?, ?> m : Models.all()) {
            Model<Object, Message> model = Models.byName(m.name());
            List<String> inputs = new ArrayList<>(model.inputs());
            if (model.name().equals("finditems")) {
                inputs.add(FindItemsModel.FAILURE);
            }
            for (String input : inputs) {
                Object value = model.load(input);
                cases.add(Arguments.of(model.name(), input, value));
                cases.add(Arguments.of(model.name(), input + " filled", model.fromProto(Filled.of(model.toProto(value)))));
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("values")
    void eachWritesJsonsDocumentAndReadsItBack(String model, String input, Object value) throws IOException {
        byte[] jsonBytes = codec("json", model).write(value);
        JsonNode json = Jackson.json().readTree(jsonBytes);
        for (String format : FORMATS) {
            Codec codec = codec(format, model);
            byte[] bytes = codec.write(value);
            assertEquals(json, mapper(format).readTree(bytes), format + ": another document than json's");
            assertTrue(bytes.length < jsonBytes.length, format + " is no smaller than JSON: " + bytes.length);
            assertEquals(value, codec.read(bytes), format);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            codec.write(value, out);
            assertArrayEquals(bytes, out.toByteArray(), format + ": the stream gets other bytes");
            assertEquals(value, codec.read(new ByteArrayInputStream(bytes)), format);
        }
    }

    /**
     * The filled default input with one field changed at a time, everywhere in the document: removed, nulled, an
     * empty object or array, an unknown field beside it, or a scalar of another type (boolean, integer, text, an
     * integer beyond int and one beyond long, within MessagePack's unsigned 64 bits). The tree is written by each format's mapper: each format decodes
     * it to what {@code json} decodes its JSON to, or refuses what {@code json} refuses, with a proper refusal.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("serbench.format.BinaryFormatsTest#modelNames")
    void sameOutcomeAsJsonForEveryFieldChanged(String model) throws Exception {
        Model<Object, Message> m = Models.byName(model);
        Object value = m.fromProto(Filled.of(m.toProto(m.load(model.equals("finditems") ? "1" : m.defaultInput()))));
        JsonNode tree = Jackson.json().readTree(codec("json", model).write(value));
        Map<String, Integer> outcomes = new TreeMap<>();
        for (String path : fieldPaths(tree, "")) {
            if (path.matches(".*/[1-9][0-9]*(/.*)?")) {
                continue; // the first element of each list stands for the others
            }
            for (String change : List.of("remove", "null", "{}", "[]", "unknown", "true", "7", "text", "2^32", "2^63")) {
                JsonNode copy = tree.deepCopy();
                change(copy, path, change);
                Object expected = decodeOrRefusal(codec("json", model), Jackson.json().writeValueAsBytes(copy));
                for (String format : FORMATS) {
                    Object actual = decodeOrRefusal(codec(format, model), mapper(format).writeValueAsBytes(copy));
                    boolean refused = expected instanceof Refusal;
                    String what = format + ": " + change + " at " + path + ": json " + expected + ", " + format + " " + actual;
                    assertEquals(refused, actual instanceof Refusal, what);
                    if (!refused) {
                        assertEquals(expected, actual, what);
                    }
                    outcomes.merge(format + " " + (refused ? "refused" : "decoded"), 1, Integer::sum);
                }
            }
        }
        for (String format : FORMATS) {
            assertTrue(outcomes.getOrDefault(format + " refused", 0) > 0, outcomes.toString());
            assertTrue(outcomes.getOrDefault(format + " decoded", 0) > 0, outcomes.toString());
        }
    }

    static Stream<String> modelNames() {
        return Models.all().stream().map(Model::name);
    }

    @Test
    void mappersHaveJsonsConfigurationAndLimits() throws IOException {
        assertSame(SmileFactory.class, Jackson.smile().getFactory().getClass());
        assertSame(CBORFactory.class, Jackson.cbor().getFactory().getClass());
        assertEquals("serbench.format.jackson.BoundedMessagePackFactory", Jackson.msgpack().getFactory().getClass().getName());
        SerializationConfig json = Jackson.json().getSerializationConfig();
        for (String format : FORMATS) {
            ObjectMapper mapper = mapper(format);
            StreamReadConstraints c = mapper.getFactory().streamReadConstraints();
            assertEquals(Jackson.MAX_NESTING_DEPTH, c.getMaxNestingDepth(), format);
            assertEquals(Jackson.MAX_STRING_LENGTH, c.getMaxStringLength(), format);
            assertEquals(Jackson.MAX_NAME_LENGTH, c.getMaxNameLength(), format);
            assertEquals(Jackson.MAX_NUMBER_LENGTH, c.getMaxNumberLength(), format);
            assertEquals(Jackson.MAX_DOCUMENT_LENGTH, c.getMaxDocumentLength(), format);
            SerializationConfig s = mapper.getSerializationConfig();
            assertEquals(json.getDefaultPropertyInclusion(), s.getDefaultPropertyInclusion(), format);
            assertEquals(json.getDefaultPropertyInclusion(List.class, null), s.getDefaultPropertyInclusion(List.class, null), format);
            assertTrue(mapper.getRegisteredModuleIds().isEmpty(), format + ": " + mapper.getRegisteredModuleIds());
            // the caller's stream is flushed, never closed
            boolean[] closed = {false};
            ByteArrayOutputStream out = new ByteArrayOutputStream() {
                @Override
                public void close() {
                    closed[0] = true;
                }
            };
            codec(format, "mediacontent").write(Models.byName("mediacontent").load("media.1"), out);
            assertFalse(closed[0], format + " closed the caller's stream");
            assertTrue(out.size() > 0, format);
        }
        // Smile's defaults: a header, shared names on, shared string values off
        SmileFactory smile = (SmileFactory) Jackson.smile().getFactory();
        assertTrue(smile.isEnabled(SmileGenerator.Feature.WRITE_HEADER));
        assertTrue(smile.isEnabled(SmileGenerator.Feature.CHECK_SHARED_NAMES));
        assertFalse(smile.isEnabled(SmileGenerator.Feature.CHECK_SHARED_STRING_VALUES));
        byte[] bytes = codec("smile", "finditems").write(Models.byName("finditems").load("default"));
        assertEquals(":)\n", new String(bytes, 0, 3, java.nio.charset.StandardCharsets.US_ASCII));
        assertEquals(1, bytes[3] & 0x03, "the header says: shared names, no shared values");
    }
}
