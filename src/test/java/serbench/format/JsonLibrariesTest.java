package serbench.format;

import com.google.protobuf.Message;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import serbench.hostile.FuzzOracle;
import serbench.model.Filled;
import serbench.model.Model;
import serbench.model.Models;
import serbench.model.finditems.FindItemsModel;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code json-gson}, {@code json-fastjson2} and {@code json-dsljson} write {@code json}'s bytes for every model and
 * input (standard, the failed FindItems call, and each with every optional field filled), read {@code json}'s bytes to
 * the same value, and {@code json} reads theirs; they accept and refuse what {@code json} accepts and refuses, but for
 * the differences {@link #DIFFERENCES} names (the docs list them).
 */
class JsonLibrariesTest {

    static final List<String> LIBRARIES = List.of("json-gson", "json-fastjson2", "json-dsljson");

    /** Every model's inputs, the failure response, and each filled, for each library. */
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
                Object filled = model.fromProto(Filled.of(model.toProto(value)));
                for (String library : LIBRARIES) {
                    cases.add(Arguments.of(library, model.name(), input, value));
                    cases.add(Arguments.of(library, model.name(), input + " filled", filled));
                }
            }
        }
        return cases.stream();
    }

    private static Codec codec(String format, String model) {
        return Formats.byName(format).codec(Models.byName(model));
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("values")
    void writesTheBytesOfJsonAndEachReadsTheOthers(String library, String model, String input, Object value) {
        Codec json = codec("json", model);
        Codec lib = codec(library, model);
        byte[] expected = json.write(value);
        byte[] written = lib.write(value);
        String text = new String(written, StandardCharsets.UTF_8);
        if (text.codePoints().anyMatch(Character::isSupplementaryCodePoint)) {
            // the one difference: json escapes a character outside the BMP as a surrogate pair, the libraries write
            // its UTF-8 bytes (filled mediacontent holds one); the same text either way
            assertEquals(new String(expected, StandardCharsets.UTF_8), surrogatesEscaped(text));
        } else {
            assertEquals(new String(expected, StandardCharsets.UTF_8), text);
            assertArrayEquals(expected, written);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        lib.write(value, out);
        assertArrayEquals(written, out.toByteArray());
        assertEquals(value, lib.read(expected));
        assertEquals(value, lib.read(new ByteArrayInputStream(expected)));
        assertEquals(value, json.read(written));
    }

    /** {@code text} with each character outside the BMP written as Jackson writes it: an escaped surrogate pair. */
    private static String surrogatesEscaped(String text) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            b.append(Character.isSurrogate(c) ? String.format("\\u%04X", (int) c) : String.valueOf(c));
        }
        return b.toString();
    }

    /**
     * The writing differences docs/measuring.md names, on a title holding U+2028 and a character outside the BMP:
     * Gson escapes U+2028 (json writes it as it is), every library writes the other character's UTF-8 bytes (json an
     * escaped surrogate pair); each reads the others' bytes to the same value.
     */
    @Test
    void writingDifferencesAreOnlyTheNamedOnes() {
        serbench.model.mediacontent.MediaContent base =
                (serbench.model.mediacontent.MediaContent) Models.byName("mediacontent").load("media.1");
        serbench.model.mediacontent.Media m = base.media();
        Object value = new serbench.model.mediacontent.MediaContent(new serbench.model.mediacontent.Media(m.uri(),
                "a\u2028b\uD834\uDD1E", m.width(), m.height(), m.format(), m.duration(), m.size(), m.bitrate(),
                m.persons(), m.player(), m.copyright()), base.images());
        Codec json = codec("json", "mediacontent");
        String expected = new String(json.write(value), StandardCharsets.UTF_8);
        assertTrue(expected.contains("\"a\u2028b\\uD834\\uDD1E\""), expected);
        for (String library : LIBRARIES) {
            Codec lib = codec(library, "mediacontent");
            String written = new String(lib.write(value), StandardCharsets.UTF_8);
            String title = library.equals("json-gson") ? "\"a\\u2028b\uD834\uDD1E\"" : "\"a\u2028b\uD834\uDD1E\"";
            assertEquals(expected.replace("\"a\u2028b\\uD834\\uDD1E\"", title), written, library);
            assertEquals(value, json.read(written.getBytes(StandardCharsets.UTF_8)), library);
            assertEquals(value, lib.read(expected.getBytes(StandardCharsets.UTF_8)), library);
        }
    }

    /** The same value in the same model object, twice: writes cache nothing between calls. */
    @Test
    void writesAreIndependentOfEachOther() {
        for (String library : LIBRARIES) {
            Codec lib = codec(library, "mediacontent");
            Object one = Models.byName("mediacontent").load("media.1");
            Object two = Models.byName("mediacontent").load("media.2");
            byte[] first = lib.write(one);
            assertNotEquals(new String(first, StandardCharsets.UTF_8), new String(lib.write(two), StandardCharsets.UTF_8));
            assertArrayEquals(first, lib.write(one));
        }
    }

    /**
     * Edits of mediacontent media.1 or finditems 1 in {@code json}'s bytes (model, what, regex, replacement): each
     * library must decode it to {@code json}'s value or refuse it as {@code json} does, except where {@link #DIFFERENCES}
     * says otherwise.
     */
    static Stream<Arguments> edits() {
        return Stream.of(
                new String[]{"mediacontent", "unknown field", "^\\{", "{\"x\":1,"},
                new String[]{"mediacontent", "unknown field inside", "\"width\":640", "\"width\":640,\"colour\":[1,{\"a\":2}]"},
                new String[]{"mediacontent", "@type (autoType)", "^\\{", "{\"@type\":\"java.lang.Object\","},
                new String[]{"finditems", "unknown field", "^\\{", "{\"x\":[1,{\"y\":[true,null,\"z\"]}],"},
                new String[]{"finditems", "@type where unknown fields are skipped", "^\\{", "{\"@type\":\"java.lang.Object\","},
                new String[]{"mediacontent", "duplicate key", "\"width\":640", "\"width\":640,\"width\":641"},
                new String[]{"finditems", "duplicate key", "\"ack\":\"Success\"", "\"ack\":\"Success\",\"ack\":\"Failure\""},
                new String[]{"mediacontent", "content after the value", "$", " {}"},
                new String[]{"mediacontent", "enum as its index", "\"player\":\"JAVA\"", "\"player\":1"},
                new String[]{"mediacontent", "unknown enum name", "\"player\":\"JAVA\"", "\"player\":\"VLC\""},
                new String[]{"finditems", "enum by its JSON name", "\"ack\":\"Success\"", "\"ack\":\"Warning\""},
                new String[]{"finditems", "enum by its Java name", "\"ack\":\"Success\"", "\"ack\":\"WARNING\""},
                new String[]{"finditems", "not an xs:dateTime", "\"timestamp\":\"[^\"]*\"", "\"timestamp\":\"today\""},
                new String[]{"finditems", "another xs:dateTime form", "\"timestamp\":\"[^\"]*\"",
                        "\"timestamp\":\"2012-06-22T02:51:16+02:00\""},
                new String[]{"finditems", "not an xs:duration", "\"timeLeft\":\"[^\"]*\"", "\"timeLeft\":\"P1Y\""},
                new String[]{"mediacontent", "character outside the BMP", "Javaone Keynote", "Javaone \\\\uD83D\\\\uDE00"},
                new String[]{"mediacontent", "escaped field name", "\"width\"", "\"\\\\u0077idth\""},
                new String[]{"mediacontent", "single quotes", "\"format\":\"video/mpg4\"", "'format':'video/mpg4'"},
                new String[]{"mediacontent", "unquoted name", "\"width\":", "width:"},
                new String[]{"mediacontent", "comment", "\"width\":640", "/* c */\"width\":640"},
                new String[]{"mediacontent", "trailing comma", "\"width\":640", "\"width\":640,}"},
                new String[]{"mediacontent", "leading zero", "\"width\":640", "\"width\":0640"},
                new String[]{"mediacontent", "NaN literal", "\"width\":640", "\"width\":NaN"},
                new String[]{"mediacontent", "null for an int", "\"width\":640", "\"width\":null"},
                new String[]{"mediacontent", "number in a string", "\"width\":640", "\"width\":\"640\""},
                new String[]{"mediacontent", "float for an int", "\"width\":640", "\"width\":640.0"},
                new String[]{"mediacontent", "number for a string", "\"format\":\"video/mpg4\"", "\"format\":4"},
                new String[]{"mediacontent", "object for a string", "\"format\":\"video/mpg4\"", "\"format\":{}"},
                new String[]{"mediacontent", "missing required field", ",\"player\":\"JAVA\"", ""},
                new String[]{"mediacontent", "null list element", "\"persons\":\\[", "\"persons\":[null,"},
                new String[]{"mediacontent", "control character in a string", "Javaone Keynote", "Javaone\u0001Keynote"}
        ).map(c -> Arguments.of((Object[]) c));
    }

    /**
     * Where a library's outcome differs from {@code json}'s, by library and edit: what it does instead. Everything
     * else must match.
     */
    static final Map<String, String> DIFFERENCES = Map.ofEntries(
            Map.entry("json-gson null for an int", "refused"),
            Map.entry("json-dsljson null for an int", "refused"),
            Map.entry("json-dsljson escaped field name", "refused"),
            Map.entry("json-dsljson float for an int", "refused"),
            Map.entry("json-dsljson number for a string", "refused"),
            Map.entry("json-dsljson control character in a string", "decoded"),
            Map.entry("json-fastjson2 comment", "decoded"),
            Map.entry("json-fastjson2 @type (autoType)", "decoded"),
            Map.entry("json-fastjson2 leading zero", "decoded"),
            Map.entry("json-fastjson2 object for a string", "decoded"),
            Map.entry("json-fastjson2 control character in a string", "decoded"));

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("edits")
    void acceptsAndRefusesWhatJsonDoes(String model, String what, String regex, String replacement) {
        String input = model.equals("mediacontent") ? "media.1" : "1";
        Codec json = codec("json", model);
        String text = new String(json.write(Models.byName(model).load(input)), StandardCharsets.UTF_8);
        String edited = text.replaceFirst(regex, replacement);
        assertNotEquals(text, edited, "the edit applies");
        byte[] bytes = edited.getBytes(StandardCharsets.UTF_8);
        String expected = outcome(json, bytes);
        List<String> wrong = new ArrayList<>();
        for (String library : LIBRARIES) {
            String actual = outcome(codec(library, model), bytes);
            String difference = DIFFERENCES.get(library + " " + what);
            boolean same = actual.equals(expected);
            if (difference == null ? !same : same || !actual.startsWith(difference)) {
                wrong.add(library + ": " + actual + (difference == null ? "" : " (documented: " + difference + ")"));
            }
        }
        assertTrue(wrong.isEmpty(), what + ": json " + expected + "; " + wrong);
    }

    /** "refused", or "decoded" with the value. */
    static String outcome(Codec codec, byte[] bytes) {
        try {
            return "decoded " + codec.read(bytes);
        } catch (PayloadException e) {
            FuzzOracle.assertRefusal(e);
            return "refused";
        }
    }

    /** {@link JsonProperties} says what Jackson's own introspection says, for every class of every model. */
    @Test
    void jsonPropertiesAgreeWithJackson() {
        var mapper = serbench.format.jackson.Jackson.json();
        for (Model<?, ?> m : Models.all()) {
            boolean ignores = JsonProperties.ignoresUnknown(m.javaType());
            for (Class<?> c : JsonProperties.classes(m.javaType())) {
                var description = mapper.getSerializationConfig().introspect(mapper.constructType(c));
                List<String> jackson = description.findProperties().stream()
                        .filter(p -> p.couldSerialize()).map(p -> p.getName()).toList();
                assertEquals(jackson, JsonProperties.of(c).stream().map(JsonProperties.Property::name).toList(), c.getName());
                assertEquals(ignores, JsonProperties.ignoresUnknown(c), c.getName());
                JsonProperties.constructor(c);
            }
            assertEquals(m.name().equals("finditems"), JsonProperties.modelIgnoresUnknown(m.javaType()), m.name());
            for (Class<?> e : JsonProperties.enums(m.javaType())) {
                for (Object constant : e.getEnumConstants()) {
                    String written = new String(serbench.format.jackson.Jackson.json().valueToTree(constant).asText());
                    @SuppressWarnings({"unchecked", "rawtypes"})
                    String[] names = JsonProperties.enumNames((Class) e);
                    assertEquals(written, names[((Enum<?>) constant).ordinal()], e.getName());
                }
            }
        }
    }
}
