package serbench.hostile;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import serbench.format.Payload;
import serbench.format.PayloadException;
import serbench.format.jackson.Jackson;

import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The documented string limit is a count of characters, whatever they are: a title of exactly
 * {@link Jackson#MAX_STRING_LENGTH} characters reads in ASCII, in two- and three-byte UTF-8 and in surrogate pairs,
 * and one character more is refused naming the limit (json-dsljson refused 1 Mi characters of any kind: its buffer
 * bound is not a character count).
 */
class StringLimitTest {

    @ParameterizedTest
    @ValueSource(strings = {"json", "json-gson", "json-dsljson"})
    void exactlyTheLimitReadsAndOneMoreIsRefused(String format) {
        Payload p = Payload.of("mediacontent", "default", format);
        String json = new String(p.bytes, StandardCharsets.UTF_8);
        int max = Jackson.MAX_STRING_LENGTH;
        for (String ch : new String[]{"t", "\u00e9", "\u20ac", "\ud83d\ude00"}) {
            String at = json.replace("\"Javaone Keynote\"", "\"" + ch.repeat(max / ch.length()) + "\"");
            String past = json.replace("\"Javaone Keynote\"", "\"" + ch.repeat(max / ch.length() + 1) + "\"");
            assertTrue(p.codec.read(at.getBytes(StandardCharsets.UTF_8)) != null, format + " " + ch);
            PayloadException e = assertThrows(PayloadException.class,
                    () -> p.codec.read(past.getBytes(StandardCharsets.UTF_8)), format + " " + ch);
            assertTrue(e.getMessage().contains(String.valueOf(max)), format + " " + ch + ": " + e.getMessage());
        }
    }
}
