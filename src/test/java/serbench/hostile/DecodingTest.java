package serbench.hostile;

import com.fasterxml.jackson.core.JacksonException;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import serbench.cli.CommandResult;
import serbench.format.Formats;
import serbench.format.Payload;
import serbench.format.PayloadException;
import serbench.format.UserPayloads;
import serbench.model.InvalidDataException;
import serbench.model.Model;
import serbench.model.Models;
import serbench.model.finditems.xsd.XsdDuration;
import serbench.model.mediacontent.MediaContent;
import serbench.model.mediacontent.MediaContentPb;

import javax.xml.stream.XMLStreamException;
import java.io.ByteArrayOutputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.DateTimeException;
import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * How a user's payload is recognised and decoded (issue 10, groups 5-15): valid payloads in any of the suite's forms
 * are read whatever their first bytes and encoding; data the models cannot hold is refused by the suite's own checks
 * ({@link InvalidDataException}) with a one-line message, never a NullPointerException, an
 * ArrayIndexOutOfBoundsException or a crash of another format's encoder.
 */
class DecodingTest {

    private static Model<Object, Message> model(String name) {
        return Models.byName(name);
    }

    private static Object decode(String model, byte[] bytes, String fileName) {
        return Hostile.bounded(() -> UserPayloads.decode(model(model), bytes, null, fileName));
    }

    /** The decode is refused with a one-line PayloadException caused by a parser or the suite's own checks. */
    static String refused(String model, byte[] bytes, String fileName) {
        PayloadException e = Hostile.bounded(() -> assertThrows(PayloadException.class,
                () -> UserPayloads.decode(model(model), bytes, null, fileName)));
        String m = e.getMessage();
        assertFalse(m.contains("\n"), m);
        Hostile.assertClear(m);
        assertTrue(FuzzOracle.isRefusal(e), "not a parser's or the suite's refusal: " + FuzzOracle.describe(e));
        return m;
    }

    /** The refusal comes from the suite's validation, with this text in its message. */
    static void invalid(String model, byte[] bytes, String fileName, String expected) {
        String m = refused(model, bytes, fileName);
        assertTrue(m.contains(expected), m);
    }

    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    // ------------------------------------------------------------------------------------------ group 5

    @Test
    void validProtobufBeginningWithAMarkupCharacterIsDecodedAsProtobuf() {
        Model<Object, Message> m = model("mediacontent");
        int found = 0;
        for (int len = 1; len < 140 && found < 3; len++) {
            MediaContent v = new MediaContent(new serbench.model.mediacontent.Media("u".repeat(len), null, 1, 1, "f",
                    1, 1, null, List.of(), serbench.model.mediacontent.Media.Player.JAVA, null), List.of());
            byte[] bytes = m.toProto(v).toByteArray();
            if (bytes[1] == '<' || bytes[1] == '{' || bytes[1] == '[') { // "\n" then a length that reads as markup
                found++;
                assertEquals(bytes[1] == '<' ? "xml" : "json", UserPayloads.detect(bytes));
                assertEquals(v, decode("mediacontent", bytes, null));
                assertEquals(v, decode("mediacontent", bytes, "response.xml"), "a wrong extension is only a first guess");
            }
        }
        assertEquals(3, found, "lengths 60, 91 and 123 were all built");
    }

    @Test
    void formatOptionReadsOnlyThatFormatAndSaysSo(@TempDir Path dir) throws Exception {
        Path pb = Files.write(dir.resolve("payload"), Payload.of("counters", "10", "protobuf").bytes);
        CommandResult ok = CommandResult.run("sizes", "--model", "counters", "--input", pb.toString(), "--format", "protobuf");
        assertEquals(0, ok.code(), ok.err());
        CommandResult wrong = CommandResult.run("sizes", "--model", "counters", "--input", pb.toString(), "--format", "json");
        assertEquals(3, wrong.code(), wrong.err());
        assertTrue(wrong.err().startsWith("serbench sizes: json: cannot decode counters payload"), wrong.err());
        CommandResult unknown = CommandResult.run("sizes", "--model", "counters", "--input", pb.toString(), "--format", "yaml");
        assertEquals(2, unknown.code(), unknown.err());
        String tried = refused("counters", utf8("<counters><oops"), "x.json");
        assertTrue(tried.contains("tried json (") && tried.contains("; xml (") && tried.contains("; protobuf ("), tried);
    }

    // ------------------------------------------------------------------------------------------ group 6

    @ParameterizedTest
    @ValueSource(strings = {"UTF-16LE", "UTF-16BE", "UTF-32LE", "UTF-32BE"})
    void xmlAndJsonInUtf16And32AreRead(String charset) {
        Charset cs = Charset.forName(charset);
        for (String model : List.of("mediacontent", "finditems", "counters")) {
            Object expected = model(model).load("default");
            for (String format : List.of("xml", "json")) {
                String text = new String(Payload.of(model, "default", format).bytes, StandardCharsets.UTF_8)
                        .replace("encoding='utf-8'", "encoding='" + charset + "'")
                        .replace("encoding='UTF-8'", "encoding='" + charset + "'");
                byte[] withBom = ("\uFEFF" + text).getBytes(cs);
                assertEquals(format, UserPayloads.detect(withBom), charset);
                if (format.equals("json")) {
                    assertEquals(expected, decode(model, text.getBytes(cs), null), model + " " + format + " " + charset);
                }
                assertEquals(expected, decode(model, withBom, null), model + " " + format + " " + charset + " with BOM");
                if (format.equals("xml") && charset.startsWith("UTF-16")) {
                    String declared = text.startsWith("<?xml") ? text
                            : "<?xml version=\"1.0\" encoding=\"" + charset + "\"?>" + text;
                    assertEquals(expected, decode(model, declared.getBytes(cs), null), model + " declared " + charset);
                }
            }
        }
    }

    // ------------------------------------------------------------------------------------------ group 7

    @Test
    void protobufEnumNumbersOutsideTheEnumAreRefused(@TempDir Path dir) throws Exception {
        MediaContentPb.MediaContent good = (MediaContentPb.MediaContent) Payload.of("mediacontent", "media.1", "protobuf").value;
        for (int n : new int[]{2, 99, -1, Integer.MIN_VALUE}) {
            byte[] player = good.toBuilder().setMedia(good.getMedia().toBuilder().setPlayerValue(n)).build().toByteArray();
            invalid("mediacontent", player, null, "media.player is " + n + ", not one of the 2 values");
            byte[] size = good.toBuilder().setImages(0, good.getImages(0).toBuilder().setSizeValue(n)).build().toByteArray();
            invalid("mediacontent", size, null, "image.size is " + n);
            // the benchmarks' path (-p input=file:) refuses it the same way, in every format
            Path file = Files.write(dir.resolve("player" + n + ".pb"), player);
            for (String format : List.of("protobuf", "json", "xml")) {
                PayloadException e = assertThrows(PayloadException.class, () -> Payload.of("mediacontent", "file:" + file, format));
                assertTrue(e.getMessage().contains("media.player is " + n), e.getMessage());
            }
        }
        var findItems = (serbench.model.finditems.FindItemsPb.FindItemsByKeywordsResponse) Payload.of("finditems", "1", "protobuf").value;
        for (int n : new int[]{7, 1000, -5}) {
            invalid("finditems", findItems.toBuilder().setAckValue(n).build().toByteArray(), null, "ack is " + n);
        }
        var failure = (serbench.model.finditems.FindItemsPb.FindItemsByKeywordsResponse) Payload.of("finditems", "failure", "protobuf").value;
        var error = failure.getErrorMessage().getError(0);
        invalid("finditems", failure.toBuilder().setErrorMessage(failure.getErrorMessage().toBuilder()
                .setError(0, error.toBuilder().setSeverityValue(42))).build().toByteArray(), null, "severity is 42");
    }

    // ------------------------------------------------------------------------------------------ group 8

    @Test
    void contentAfterTheDocumentIsRefused() {
        String json = new String(Payload.of("mediacontent", "media.1", "json").bytes, StandardCharsets.UTF_8);
        for (String tail : List.of(" garbage", "{}", ",", json, "]", " 1")) {
            invalid("mediacontent", utf8(json + tail), "m.json", "content after the JSON document");
        }
        String xml = new String(Payload.of("mediacontent", "media.1", "xml").bytes, StandardCharsets.UTF_8);
        for (String tail : List.of("<x/>", xml.replaceFirst("<\\?xml[^>]*>", ""))) {
            String m = refused("mediacontent", utf8(xml + tail), "m.xml");
            assertTrue(m.contains("a second root element") || m.contains("Illegal to have multiple roots"), m);
        }
        refused("mediacontent", utf8(xml + "garbage"), "m.xml");
        String soap = new String(Payload.of("finditems", "1", "xml").bytes, StandardCharsets.UTF_8);
        assertTrue(refused("finditems", utf8(soap + "<more/>"), "f.xml").contains("multiple roots"));
        // comments, processing instructions and whitespace after the document are fine
        assertEquals(model("mediacontent").load("media.1"), decode("mediacontent", utf8(xml + "\n<!-- end --><?pi x?>\n"), null));
        assertEquals(model("mediacontent").load("media.1"), decode("mediacontent", utf8(json + " \n"), null));
    }

    // ------------------------------------------------------------------------------------------ group 9

    @Test
    void documentPayloadsMissingARequiredFieldAreRefused() {
        String json = new String(Payload.of("document", "12k", "json").bytes, StandardCharsets.UTF_8);
        invalid("document", utf8("{}"), "d.json", "required field exportId is missing");
        invalid("document", utf8("{\"exportId\":\"e\",\"generatedAt\":\"g\",\"source\":\"s\",\"schemaVersion\":1}"), "d.json",
                "no customer in the export");
        invalid("document", utf8("{\"exportId\":\"e\",\"generatedAt\":\"g\",\"source\":\"s\",\"customers\":[]}"), "d.json",
                "no customer in the export");
        invalid("document", utf8("<export/>"), "d.xml", "required field exportId is missing");
        invalid("document", utf8("<export></export>"), "d.xml", "required field exportId is missing");
        invalid("document", utf8(json.replaceFirst("\"billingAddress\" *: *\\{[^}]*\\},?", "")), "d.json",
                "customers[0].billingAddress is missing");
        invalid("document", utf8(json.replaceFirst("\"sku\" *: *\"[^\"]*\" *,", "")), "d.json", "lines[0].sku is missing");
        invalid("document", utf8("{\"exportId\":\"e\",\"generatedAt\":\"g\",\"source\":\"s\",\"customers\":[null]}"), "d.json",
                "customers[0] is null");
        invalid("document", new byte[]{10, 1, 'e'}, "d.pb", "no customer in the export");
    }

    // ------------------------------------------------------------------------------------------ group 10

    @Test
    void textNoFormatCanCarryIsRefusedBeforeAnyFormatEncodesIt() {
        String json = new String(Payload.of("mediacontent", "media.1", "json").bytes, StandardCharsets.UTF_8);
        String title = "\"title\":\"Javaone Keynote\"";
        assertTrue(json.contains(title), json);
        for (String[] c : new String[][]{{"\\u0000", "U+0000 (a control character)"}, {"\\ud800", "U+D800 (a lone surrogate)"},
                {"\\udc00x", "U+DC00 (a lone surrogate)"}, {"\\u001b[31m", "U+001B"}, {"\\uffff", "U+FFFF"}}) {
            invalid("mediacontent", utf8(json.replace(title, "\"title\":\"a" + c[0] + "\"")), "m.json",
                    "text at /media/title holds " + c[1]);
        }
        // a proper surrogate pair, tabs and newlines are carried by every format
        Object ok = decode("mediacontent", utf8(json.replace(title, "\"title\":\"\\ud834\\udd1e\\t\\n\"")), "m.json");
        for (String format : List.of("protobuf", "json", "xml")) {
            var f = Formats.byName(format);
            var m = model("mediacontent");
            assertEquals(ok, f.toJava(m, f.codec(m).read(f.codec(m).write(f.represent(m, ok)))), format);
        }
    }

    // ------------------------------------------------------------------------------------------ group 11

    @Test
    void emptyCountersPayloadsAreRefused() {
        for (String empty : List.of("{}", "{\"counters\":null}", "{\"counters\":[]}", "[]", "null")) {
            String m = refused("counters", utf8(empty), "c.json");
            assertTrue(m.contains("no counter record") || m.contains("no value") || m.contains("no counters field")
                    || m.contains("Cannot deserialize"), m);
        }
        for (String empty : List.of("<counters/>", "<counters></counters>", "<counters><counters/></counters>")) {
            String m = refused("counters", utf8(empty), "c.xml");
            assertTrue(m.contains("no counter record") || m.contains("counters[0] is empty"), m);
        }
        invalid("counters", new byte[]{0x12, 0x00}, "c.pb", "field 2 of Counters is not in the schema"); // an unknown field only
    }

    // ------------------------------------------------------------------------------------------ group 12

    @Test
    void longXmlNamesAreRefusedAndMessagesStayShort() {
        String name = "n".repeat(2_000_000);
        String soap = new String(Payload.of("finditems", "1", "xml").bytes, StandardCharsets.UTF_8);
        String withLongElement = soap.replace("<ack>", "<" + name + "/><ack>");
        String m = refused("finditems", utf8(withLongElement), "f.xml");
        assertTrue(m.contains("an XML element name of 2000000 characters") && m.contains("longer than the limit of 1024"), m);
        assertTrue(m.length() < 1000, m.length() + " characters");
        String withLongAttribute = soap.replace("<ack>", "<ack " + name + "=\"1\">");
        assertTrue(refused("finditems", utf8(withLongAttribute), "f.xml").contains("an XML attribute name of"));
        // any echo of the input in a message is capped
        String longValue = "{\"counters\":[{\"counter\":\"" + "x".repeat(100_000) + "\"}]}";
        assertTrue(refused("counters", utf8(longValue), "c.json").length() < 2000);
    }

    // ------------------------------------------------------------------------------------------ group 13

    @Test
    void durationsWithRepeatedOrOverflowingDesignatorsAreRefused() {
        for (String bad : List.of("P1D1D1D", "PT1H1H", "PT1S1M", "PT1M1H", "P1DT1S1S", "P" + "999999999999D".repeat(20),
                "PT" + "999999999999H".repeat(20), "P", "PT", "P1H", "PT1D")) {
            assertThrows(DateTimeException.class, () -> XsdDuration.parse(bad), bad);
        }
        assertEquals(Duration.ofDays(999_999_999_999L).plusHours(999_999_999_999L),
                XsdDuration.parse("P999999999999DT999999999999H"));
        assertEquals(Duration.ofDays(1).plusHours(2).plusMinutes(3).plusMillis(4500), XsdDuration.parse("P1DT2H3M4.5S"));
        String soap = new String(Payload.of("finditems", "1", "xml").bytes, StandardCharsets.UTF_8);
        String withRepeats = soap.replaceFirst("<timeLeft>[^<]*</timeLeft>", "<timeLeft>P1D1D1D</timeLeft>");
        assertTrue(refused("finditems", utf8(withRepeats), "f.xml").contains("xs:duration"));
    }

    // ------------------------------------------------------------------------------------------ group 14

    @Test
    void smallPayloadsThatExpandHugelyAreRefused() {
        int records = 1_100_000;
        byte[] empties = new byte[2 * records]; // 0x0A 0x00: an empty Counter record, 1.1 million times
        for (int i = 0; i < records; i++) {
            empties[2 * i] = 0x0A;
        }
        invalid("counters", empties, "c.pb", "more than 1000000 embedded messages and list elements");
        ByteArrayOutputStream json = new ByteArrayOutputStream();
        json.writeBytes(utf8("{\"counters\":["));
        for (int i = 0; i < records; i++) {
            json.writeBytes(utf8(i == 0 ? "{\"num\":1}" : ",{\"num\":1}"));
        }
        json.writeBytes(utf8("]}"));
        invalid("counters", json.toByteArray(), "c.json", "more than 1000000 objects and list elements");
        // a large valid payload is well within the bounds
        assertEquals(model("finditems").load("1000"), decode("finditems", Payload.of("finditems", "1000", "protobuf").bytes, null));
    }

    // ------------------------------------------------------------------------------------------ group 15

    @Test
    void repeatedJsonKeysAndElementsInsideNumbersAreRefused() {
        String json = new String(Payload.of("counters", "10", "json").bytes, StandardCharsets.UTF_8);
        String body = json.substring(1, json.length() - 1);
        assertTrue(refused("counters", utf8("{" + body + "," + body + "}"), "c.json").contains("the key \"counters\" appears twice"));
        String media = new String(Payload.of("mediacontent", "media.1", "json").bytes, StandardCharsets.UTF_8);
        assertTrue(refused("mediacontent", utf8(media.replace("\"width\":", "\"width\":1,\"width\":")), "m.json")
                .contains("the key \"width\" appears twice"));
        String m = refused("counters", utf8("<counters><counters><counter><b>5</b></counter><num>2</num></counters></counters>"), "c.xml");
        assertTrue(m.startsWith("xml: cannot decode counters payload: Cannot coerce empty String"), m);
        refused("mediacontent", utf8(new String(Payload.of("mediacontent", "media.1", "xml").bytes, StandardCharsets.UTF_8)
                .replaceFirst("<width>(\\d+)</width>", "<width><x>$1</x></width>")), "m.xml");
    }

    /** Kept for the oracle's documentation: the exception types a refusal may be caused by. */
    static final List<Class<?>> REFUSAL_CAUSES = List.of(JacksonException.class, XMLStreamException.class,
            InvalidProtocolBufferException.class, InvalidDataException.class);
}
