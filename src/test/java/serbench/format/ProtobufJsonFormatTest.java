package serbench.format;

import serbench.format.protobuf.ProtobufJsonFormat;
import com.google.protobuf.Message;
import com.google.protobuf.util.JsonFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** protobuf-json is protobuf's own JSON mapping of the same message, read back strictly. */
class ProtobufJsonFormatTest {

    static java.util.stream.Stream<org.junit.jupiter.params.provider.Arguments> modelInput() {
        return RoundTripTest.modelInput();
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("modelInput")
    void writesJsonFormatsCompactFormOfTheProtobufMessage(String model, String input) throws Exception {
        Payload protobuf = Payload.of(model, input, "protobuf");
        Payload json = Payload.of(model, input, "protobuf-json");
        assertEquals(protobuf.value, json.value, "the same message");
        assertEquals(JsonFormat.printer().omittingInsignificantWhitespace().print((Message) protobuf.value),
                new String(json.bytes, StandardCharsets.UTF_8));
        assertEquals(protobuf.value, json.codec.read(json.bytes));
        assertEquals(protobuf.value, json.codec.read(new ByteArrayInputStream(json.bytes)));
    }

    /** Deep nesting is refused before JsonFormat's reader could overflow the stack; a long number in bounded time. */
    @Test
    void deepNestingAndHugeNumbersAreRefused() {
        Payload p = Payload.of("mediacontent", "media.1", "protobuf-json");
        byte[] deep = ("{\"media\":" + "[".repeat(10_000) + "]".repeat(10_000) + "}").getBytes(StandardCharsets.UTF_8);
        assertTrue(assertThrows(PayloadException.class, () -> p.codec.read(deep)).getMessage().contains("nesting"));
        assertTrue(ProtobufJsonFormat.nestingDepthOver("[[[]]]", 2));
        assertTrue(!ProtobufJsonFormat.nestingDepthOver("[[\"[[[\\\"[[\"]]", 2), "brackets in strings do not count");
        byte[] longNumber = ("{\"media\":{\"duration\":\"" + "1".repeat(1_000_000) + "\"}}").getBytes(StandardCharsets.UTF_8);
        org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(java.time.Duration.ofSeconds(10),
                () -> assertThrows(PayloadException.class, () -> p.codec.read(longNumber)));
    }

    @Test
    void unknownFieldsAndMalformedUtf8AreRefused() {
        Payload p = Payload.of("mediacontent", "media.1", "protobuf-json");
        String text = new String(p.bytes, StandardCharsets.UTF_8);
        byte[] unknown = ("{\"noSuchField\":1," + text.substring(1)).getBytes(StandardCharsets.UTF_8);
        PayloadException e = assertThrows(PayloadException.class, () -> p.codec.read(unknown));
        assertTrue(e.getMessage().startsWith("protobuf-json: cannot decode mediacontent payload: "), e.getMessage());
        assertTrue(e.getMessage().contains("noSuchField"), e.getMessage());
        byte[] badUtf8 = p.bytes.clone();
        badUtf8[text.indexOf("http")] = (byte) 0xC3; // a lead byte followed by ASCII
        e = assertThrows(PayloadException.class, () -> p.codec.read(badUtf8));
        assertTrue(e.getMessage().contains("not UTF-8"), e.getMessage());
    }
}
