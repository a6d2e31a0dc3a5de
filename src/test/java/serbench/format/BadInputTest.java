package serbench.format;

import serbench.format.jackson.Jackson;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Truncated, corrupted and hostile payloads end in a {@link PayloadException} naming the format and the problem. */
class BadInputTest {

    private static PayloadException refused(Payload p, byte[] bytes) {
        PayloadException e = assertThrows(PayloadException.class, () -> p.codec.read(bytes));
        assertTrue(e.getMessage().startsWith(p.format.name() + ": cannot decode " + p.model.name() + " payload: "),
                e.getMessage());
        assertFalse(e.getMessage().contains("\n"), "one line: " + e.getMessage());
        return e;
    }

    @ParameterizedTest
    @MethodSource("serbench.format.FormatNames#all")
    void truncatedInputIsRefused(String format) {
        Payload p = Payload.of("mediacontent", "media.1", format);
        refused(p, Arrays.copyOf(p.bytes, p.bytes.length - 3));
        refused(p, Arrays.copyOf(p.bytes, p.bytes.length / 2));
    }

    /** (For protobuf, zero bytes are a valid message with every field absent.) */
    @ParameterizedTest
    @MethodSource("serbench.format.FormatNames#allButProtobuf")
    void emptyInputIsRefused(String format) {
        refused(Payload.of("mediacontent", "media.1", format), new byte[0]);
    }

    @Test
    void corruptedProtobufIsRefused() {
        Payload p = Payload.of("mediacontent", "media.1", "protobuf");
        byte[] bad = p.bytes.clone();
        bad[1] = (byte) 0xFF; // the media field's length now runs past the end
        refused(p, bad);
        byte[] invalidWireType = p.bytes.clone();
        invalidWireType[0] = (byte) 0x0F; // field 1, wire type 7: does not exist
        refused(p, invalidWireType);
    }

    @Test
    void corruptedJsonIsRefused() {
        Payload p = Payload.of("mediacontent", "media.1", "json");
        String s = new String(p.bytes, StandardCharsets.UTF_8).replace("\"width\":640", "\"width\":\"wide\"");
        String e = refused(p, s.getBytes(StandardCharsets.UTF_8)).getMessage();
        assertTrue(e.contains("wide") || e.contains("int"), e);
        refused(p, "{\"media\":{\"uri\" \"x\"}}".getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void corruptedXmlIsRefused() {
        Payload p = Payload.of("mediacontent", "media.1", "xml");
        String s = new String(p.bytes, StandardCharsets.UTF_8).replace("</uri>", "</url>");
        refused(p, s.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void xmlDoctypeAndExternalEntitiesAreRefused(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Path secret = Files.writeString(dir.resolve("secret.txt"), "TOP-SECRET");
        Payload p = Payload.of("mediacontent", "media.1", "xml");
        String xxe = "<?xml version=\"1.0\"?><!DOCTYPE m [<!ENTITY x SYSTEM \"" + secret.toUri() + "\">]>"
                + "<mediaContent><media><uri>&x;</uri></media></mediaContent>";
        String message = refused(p, xxe.getBytes(StandardCharsets.UTF_8)).getMessage();
        assertTrue(message.contains("DOCTYPE"), message);
        assertFalse(message.contains("TOP-SECRET"));
        String laughs = "<?xml version=\"1.0\"?><!DOCTYPE l [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;\">]>"
                + "<mediaContent><media><uri>&b;</uri></media></mediaContent>";
        refused(p, laughs.getBytes(StandardCharsets.UTF_8));
        // An entity reference without any DTD is refused too (no expansion, no lookup).
        refused(p, "<mediaContent><media><uri>&x;</uri></media></mediaContent>".getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void tooDeepJsonIsRefused() {
        String deep = "[".repeat(Jackson.MAX_NESTING_DEPTH + 10) + "]".repeat(Jackson.MAX_NESTING_DEPTH + 10);
        Exception e = assertThrows(com.fasterxml.jackson.core.exc.StreamConstraintsException.class,
                () -> Jackson.json().readTree(deep));
        assertTrue(e.getMessage().contains("depth"), e.getMessage());
    }

    @Test
    void tooDeepXmlIsRefused() {
        String deep = "<a>".repeat(Jackson.MAX_NESTING_DEPTH + 10) + "</a>".repeat(Jackson.MAX_NESTING_DEPTH + 10);
        Payload p = Payload.of("mediacontent", "media.1", "xml");
        String m = refused(p, deep.getBytes(StandardCharsets.UTF_8)).getMessage();
        assertTrue(m.toLowerCase().contains("depth"), m);
    }
}
