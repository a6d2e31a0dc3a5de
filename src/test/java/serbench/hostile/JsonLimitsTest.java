package serbench.hostile;

import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import serbench.format.jackson.Jackson;
import serbench.format.Payload;
import serbench.format.PayloadException;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * JSON input past each of the {@link StreamReadConstraints} set in {@link Jackson} is refused clearly, through the
 * JSON codec ({@code document} and {@code finditems} ignore unknown fields, so only the limit stops the input) and
 * through {@link Jackson#json()}'s tree reader.
 */
class JsonLimitsTest {

    /** The JSON formats whose codec reads through {@link Jackson}'s limits (Jackson 3's set from the same constants). */
    private static final String[] JSON_FORMATS = {"json", "json-jackson3"};

    @Test
    void jackson3HasTheSameLimits() {
        for (tools.jackson.core.StreamReadConstraints c : new tools.jackson.core.StreamReadConstraints[]{
                serbench.format.jackson.Jackson3.json().tokenStreamFactory().streamReadConstraints(),
                serbench.format.jackson.Jackson3.xml().tokenStreamFactory().streamReadConstraints()}) {
            assertEquals(Jackson.MAX_NESTING_DEPTH, c.getMaxNestingDepth());
            assertEquals(Jackson.MAX_STRING_LENGTH, c.getMaxStringLength());
            assertEquals(Jackson.MAX_NAME_LENGTH, c.getMaxNameLength());
            assertEquals(Jackson.MAX_NUMBER_LENGTH, c.getMaxNumberLength());
            assertEquals(Jackson.MAX_DOCUMENT_LENGTH, c.getMaxDocumentLength());
        }
    }

    @Test
    void theDocumentedLimitsAreTheOnesInForce() {
        for (StreamReadConstraints c : new StreamReadConstraints[]{Jackson.json().getFactory().streamReadConstraints(),
                Jackson.xml().getFactory().streamReadConstraints()}) {
            assertEquals(Jackson.MAX_NESTING_DEPTH, c.getMaxNestingDepth());
            assertEquals(Jackson.MAX_STRING_LENGTH, c.getMaxStringLength());
            assertEquals(Jackson.MAX_NAME_LENGTH, c.getMaxNameLength());
            assertEquals(Jackson.MAX_NUMBER_LENGTH, c.getMaxNumberLength());
            assertEquals(Jackson.MAX_DOCUMENT_LENGTH, c.getMaxDocumentLength());
        }
    }

    /** {@code json} is refused by every JSON format's codec, each refusal message passing {@code check}. */
    private static void refused(String model, String json, java.util.function.Predicate<String> check) {
        for (String format : JSON_FORMATS) {
            String m = Hostile.refusedByCodec(Payload.of(model, "default", format), Hostile.utf8(json));
            assertTrue(check.test(m), m);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"document", "finditems"})
    void tooDeep(String model) {
        int depth = Jackson.MAX_NESTING_DEPTH + 1;
        refused(model, "{\"x\":" + "[".repeat(depth) + "]".repeat(depth) + "}", m -> m.contains("nesting depth"));
        refused(model, "{\"x\":" + "{\"y\":".repeat(depth) + "1" + "}".repeat(depth + 1), m -> m.contains("nesting depth"));
        // far deeper than any stack could take if the parser recursed
        refused(model, "{\"x\":" + "[".repeat(1_000_000), m -> m.contains("nesting depth"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"document", "finditems"})
    void tooLongNumber(String model) {
        String digits = "1".repeat(Jackson.MAX_NUMBER_LENGTH + 1);
        for (String number : new String[]{digits, "-" + digits, "1." + digits, "1e" + digits}) {
            refused(model, "{\"x\":" + number + "}", m -> m.contains("Number value length"));
        }
    }

    @Test
    void tooLongStringInAField() {
        // exportId is a field of the document model, so its value is read (a skipped unknown field is never held).
        Payload p = Payload.of("document", "default", "json");
        String json = new String(p.bytes, StandardCharsets.UTF_8);
        String hostile = json.replaceFirst("\"exportId\":\"[^\"]*\"",
                "\"exportId\":\"" + "x".repeat(Jackson.MAX_STRING_LENGTH + 1) + "\"");
        assertTrue(hostile.length() > json.length(), "the field was replaced");
        refused("document", hostile, m -> m.contains("String value length"));
        Exception e = assertThrows(StreamConstraintsException.class,
                () -> Jackson.json().readTree("[\"" + "x".repeat(Jackson.MAX_STRING_LENGTH + 1) + "\"]"));
        assertTrue(e.getMessage().contains("String value length"), e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"document", "finditems"})
    void tooLongName(String model) {
        refused(model, "{\"" + "n".repeat(Jackson.MAX_NAME_LENGTH + 1) + "\":1}", m -> m.contains("Name length"));
    }

    @Test
    void treeReaderRefusesEachLimit() {
        int depth = Jackson.MAX_NESTING_DEPTH + 1;
        for (String json : new String[]{"[".repeat(depth) + "]".repeat(depth),
                "[" + "9".repeat(Jackson.MAX_NUMBER_LENGTH + 1) + "]",
                "{\"" + "n".repeat(Jackson.MAX_NAME_LENGTH + 1) + "\":1}"}) {
            Throwable t = Hostile.refused("readTree", () -> Jackson.json().readTree(json));
            assertTrue(t instanceof StreamConstraintsException, t.toString());
        }
    }

    /** An endless stream ends at the document-length limit instead of running (or growing) forever. */
    @Test
    void endlessStreamIsCutAtTheDocumentLimit() {
        for (String format : new String[]{"json", "xml", "json-jackson3", "xml-jackson3"}) {
            Payload p = Payload.of("finditems", "default", format);
            String head = format.startsWith("json") ? "{\"x\":[" : "<findItemsByKeywordsResponse>";
            String repeat = format.startsWith("json") ? "1," : "<x/>";
            PayloadException e = assertTimeoutPreemptively(java.time.Duration.ofSeconds(30),
                    () -> assertThrows(PayloadException.class, () -> p.codec.read(endless(head, repeat))));
            assertTrue(e.getMessage().startsWith(format + ": cannot decode finditems payload: "), e.getMessage());
            assertTrue(e.getMessage().contains(String.valueOf(Jackson.MAX_DOCUMENT_LENGTH)), e.getMessage());
        }
    }

    /** {@code head} then {@code repeat} for ever, without holding any of it in memory. */
    static InputStream endless(String head, String repeat) {
        byte[] h = head.getBytes(StandardCharsets.UTF_8);
        byte[] r = repeat.getBytes(StandardCharsets.UTF_8);
        return new InputStream() {
            long pos;

            @Override
            public int read() {
                long p = pos++;
                return p < h.length ? h[(int) p] : r[(int) ((p - h.length) % r.length)];
            }

            @Override
            public int read(byte[] b, int off, int len) {
                for (int i = 0; i < len; i++) {
                    b[off + i] = (byte) read();
                }
                return len;
            }
        };
    }
}
