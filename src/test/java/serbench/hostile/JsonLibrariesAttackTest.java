package serbench.hostile;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import serbench.format.Payload;
import serbench.format.PayloadException;
import serbench.format.jackson.Jackson;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Hostile JSON for {@code json-gson}, {@code json-fastjson2} and {@code json-dsljson}, the libraries with fewer limits
 * of their own than Jackson: each attack ends in a clear refusal in bounded time (never a StackOverflowError, an
 * OutOfMemoryError or a hang), with the limits of {@link Jackson} applied by the library or by the suite around it
 * (docs/input.md lists which).
 */
class JsonLibrariesAttackTest {

    /** The mediacontent and finditems JSON of {@code json} (what the libraries write too). */
    private static String json(String model) {
        return new String(Payload.of(model, model.equals("mediacontent") ? "media.1" : "1", "json").bytes,
                StandardCharsets.UTF_8);
    }

    private static Payload payload(String format, String model) {
        return Payload.of(model, model.equals("mediacontent") ? "media.1" : "1", format);
    }

    /** Refused as a byte array and as a stream; returns the array's refusal message. */
    private static String refused(String format, String model, byte[] bytes) {
        Payload p = payload(format, model);
        String m = Hostile.refusedByCodec(p, bytes);
        PayloadException e = assertTimeoutPreemptively(Hostile.BOUND,
                () -> assertThrows(PayloadException.class, () -> p.codec.read(new ByteArrayInputStream(bytes))));
        FuzzOracle.assertRefusal(e);
        return m;
    }

    /** Deep nesting where the model skips it (an unknown FindItems field), where it expects a string, and at the top. */
    @ParameterizedTest
    @ValueSource(strings = {"json-gson", "json-fastjson2", "json-dsljson"})
    void deepNestingIsRefused(String format) {
        for (int depth : new int[]{Jackson.MAX_NESTING_DEPTH + 1, 100_000}) {
            String open = "[".repeat(depth);
            String close = "]".repeat(depth);
            String objects = "{\"a\":".repeat(depth) + "1" + "}".repeat(depth);
            refused(format, "finditems", Hostile.utf8("{\"x\":" + open + close + "}"));
            refused(format, "finditems", Hostile.utf8("{\"x\":" + objects + "}"));
            refused(format, "finditems", Hostile.utf8("{\"x\":" + open)); // unterminated
            refused(format, "finditems", Hostile.utf8(json("finditems").replaceFirst("\"paymentMethod\":\\[",
                    "\"paymentMethod\":[" + open + close + ",")));
            refused(format, "mediacontent", Hostile.utf8(json("mediacontent").replace("\"format\":\"video/mpg4\"",
                    "\"format\":" + open + close)));
            refused(format, "mediacontent", Hostile.utf8(open + close));
            refused(format, "mediacontent", Hostile.utf8("{\"media\":" + objects + "}"));
        }
    }

    /** Within the limit, the same nesting in an unknown FindItems field is skipped, as json skips it. */
    @ParameterizedTest
    @ValueSource(strings = {"json-gson", "json-fastjson2", "json-dsljson"})
    void nestingWithinTheLimitIsSkipped(String format) {
        int depth = Jackson.MAX_NESTING_DEPTH - 2; // the response object and the field's own value count too
        String edited = json("finditems").replaceFirst("^\\{", "{\"x\":" + "[{\"a\":".repeat(depth / 2)
                + "1" + "}]".repeat(depth / 2) + ",");
        Payload json = payload("json", "finditems");
        assertEquals(json.javaValue, json.codec.read(Hostile.utf8(edited)));
        assertEquals(json.javaValue, payload(format, "finditems").codec.read(Hostile.utf8(edited)));
    }

    /** A 100 MB string is past the document limit; a string past the string limit in a field the model reads. */
    @ParameterizedTest
    @ValueSource(strings = {"json-gson", "json-fastjson2", "json-dsljson"})
    void hugeStringsAreRefused(String format) {
        byte[] huge = new byte[100_000_000];
        Arrays.fill(huge, (byte) 'x');
        byte[] head = Hostile.utf8("{\"media\":{\"uri\":\"");
        System.arraycopy(head, 0, huge, 0, head.length);
        String m = refused(format, "mediacontent", huge);
        assertTrue(m.contains(String.valueOf(Jackson.MAX_DOCUMENT_LENGTH)), m);
        String longTitle = json("mediacontent").replace("\"Javaone Keynote\"",
                "\"" + "t".repeat(Jackson.MAX_STRING_LENGTH + 1) + "\"");
        if (format.equals("json-fastjson2")) {
            // fastjson2 has no string length limit and no hook to add one: strings are bounded by the document limit
            assertTrue(payload(format, "mediacontent").codec.read(Hostile.utf8(longTitle)) != null);
        } else {
            m = refused(format, "mediacontent", Hostile.utf8(longTitle));
            assertTrue(m.contains(String.valueOf(Jackson.MAX_STRING_LENGTH)), m);
        }
    }

    /**
     * Numbers of 101 to a million digits, where the model reads an int, a double, and where it skips: refused, in
     * bounded time. fastjson2 has no number length limit (and no hook for one): it parses them, in bounded time.
     */
    @ParameterizedTest
    @ValueSource(strings = {"json-gson", "json-fastjson2", "json-dsljson"})
    void hugeNumbersAreRefusedInBoundedTime(String format) {
        for (int digits : new int[]{Jackson.MAX_NUMBER_LENGTH + 1, 1_000_000}) {
            String n = "1".repeat(digits);
            String[] attacks = {
                    json("mediacontent").replace("\"width\":640", "\"width\":" + n),
                    json("mediacontent").replace("\"width\":640", "\"width\":1." + n),
                    json("finditems").replaceFirst("\"value\":[0-9.]+", "\"value\":" + n),
                    json("finditems").replaceFirst("\"value\":[0-9.]+", "\"value\":1e" + n),
                    json("finditems").replaceFirst("^\\{", "{\"x\":" + n + ",")};
            for (int i = 0; i < attacks.length; i++) {
                String model = i < 2 ? "mediacontent" : "finditems";
                if (format.equals("json-fastjson2") || format.equals("json-dsljson") && i == 4) {
                    decodedOrRefused(format, model, Hostile.utf8(attacks[i]));
                } else {
                    refused(format, model, Hostile.utf8(attacks[i]));
                }
            }
        }
    }

    /** Decoded, or refused as a refusal should be, in bounded time. */
    private static void decodedOrRefused(String format, String model, byte[] bytes) {
        Payload p = payload(format, model);
        Hostile.bounded(() -> {
            try {
                return p.codec.read(bytes);
            } catch (PayloadException e) {
                FuzzOracle.assertRefusal(e);
                return e;
            }
        });
    }

    /** Every prefix of a payload is refused: none is a complete document. */
    @ParameterizedTest
    @ValueSource(strings = {"json-gson", "json-fastjson2", "json-dsljson"})
    void truncationAtEveryCutIsRefused(String format) {
        for (String model : new String[]{"mediacontent", "finditems"}) {
            byte[] bytes = payload(format, model).bytes;
            for (int n = 0; n < bytes.length; n++) {
                byte[] prefix = Arrays.copyOf(bytes, n);
                refused(format, model, prefix);
            }
        }
    }

    /** Seeded random byte flips: decoded (to a value every field of which reads) or refused, never a failure. */
    @ParameterizedTest
    @ValueSource(strings = {"json-gson", "json-fastjson2", "json-dsljson"})
    void seededByteFlipsDecodeOrAreRefused(String format) {
        SplittableRandom random = new SplittableRandom(20240917L + format.hashCode());
        int decoded = 0;
        for (String model : new String[]{"mediacontent", "finditems"}) {
            Payload p = payload(format, model);
            for (int i = 0; i < 500; i++) {
                byte[] b = p.bytes.clone();
                for (int k = 1 + random.nextInt(3); k > 0; k--) {
                    b[random.nextInt(b.length)] ^= (byte) (1 << random.nextInt(8));
                }
                try {
                    Object value = Hostile.bounded(() -> p.codec.read(b));
                    p.digest(value);
                    decoded++;
                } catch (PayloadException e) {
                    FuzzOracle.assertRefusal(e);
                }
            }
        }
        assertTrue(decoded > 0 && decoded < 1000, "flips both decode and are refused: " + decoded);
    }

    /**
     * Malformed UTF-8 inside a string (an overlong form, a stray continuation byte, a truncated sequence, an encoded
     * surrogate, a 5-byte form, a byte never in UTF-8): refused where json refuses it, but for {@link #LENIENT_UTF8};
     * where json decodes it, decoded to the same value or refused.
     */
    @ParameterizedTest
    @ValueSource(strings = {"json-gson", "json-fastjson2", "json-dsljson"})
    void malformedUtf8(String format) {
        String text = json("mediacontent");
        int at = text.indexOf("Javaone") + 7;
        java.util.List<String> wrong = new java.util.ArrayList<>();
        for (String hex : new String[]{"C0AF", "80", "E282", "EDA080", "F8888080", "FF"}) {
            byte[] bad = java.util.HexFormat.of().parseHex(hex);
            byte[] head = Hostile.utf8(text.substring(0, at));
            byte[] tail = Hostile.utf8(text.substring(at));
            byte[] bytes = new byte[head.length + bad.length + tail.length];
            System.arraycopy(head, 0, bytes, 0, head.length);
            System.arraycopy(bad, 0, bytes, head.length, bad.length);
            System.arraycopy(tail, 0, bytes, head.length + bad.length, tail.length);
            String json = outcome(payload("json", "mediacontent").codec, bytes);
            String lib = outcome(payload(format, "mediacontent").codec, bytes);
            boolean lenient = LENIENT_UTF8.contains(format + " " + hex);
            boolean ok = json.equals("refused") ? lib.equals("refused") != lenient
                    : !lenient && (lib.equals(json) || lib.equals("refused"));
            if (!ok) {
                wrong.add(hex + ": json " + Hostile.abbreviate(json) + ", " + format + " " + Hostile.abbreviate(lib));
            }
        }
        assertTrue(wrong.isEmpty(), wrong.toString());
    }

    /**
     * {@code json-gson} reads a small byte array as a String, and a stream (as it read every array before) through a
     * strict decoding reader: on every prefix of a payload, on seeded byte flips, and on each malformed UTF-8 sequence
     * (and U+FFFD itself) at seeded places, and after more than a reader's buffer of content after the value (which
     * is never decoded) or of content after a syntax error (which is refused first), both end alike: the same value,
     * or a refusal with the same message.
     */
    @org.junit.jupiter.api.Test
    void gsonReadsAnArrayAsItReadsAStream() {
        SplittableRandom random = new SplittableRandom(20260301L);
        String[] sequences = {"C0AF", "80", "E282", "EDA080", "F8888080", "FF", "EFBFBD"};
        for (String model : new String[]{"mediacontent", "finditems"}) {
            Payload p = payload("json-gson", model);
            java.util.List<byte[]> inputs = new java.util.ArrayList<>();
            for (int n = 0; n <= p.bytes.length; n++) {
                inputs.add(Arrays.copyOf(p.bytes, n));
            }
            for (int i = 0; i < 300; i++) {
                byte[] b = p.bytes.clone();
                b[random.nextInt(b.length)] ^= (byte) (1 << random.nextInt(8));
                inputs.add(b);
                byte[] bad = java.util.HexFormat.of().parseHex(sequences[i % sequences.length]);
                int at = random.nextInt(p.bytes.length + 1);
                byte[] with = new byte[p.bytes.length + bad.length];
                System.arraycopy(p.bytes, 0, with, 0, at);
                System.arraycopy(bad, 0, with, at, bad.length);
                System.arraycopy(p.bytes, at, with, at + bad.length, p.bytes.length - at);
                inputs.add(with);
            }
            byte[] pad = Hostile.utf8(" ".repeat(4096));
            byte[] broken = p.bytes.clone();
            broken[0] = ']';
            for (String sequence : sequences) {
                byte[] bad = java.util.HexFormat.of().parseHex(sequence);
                inputs.add(concat(p.bytes, pad, bad));
                inputs.add(concat(broken, pad, bad));
            }
            for (byte[] b : inputs) {
                String array = ending(() -> p.codec.read(b));
                String stream = ending(() -> p.codec.read(new ByteArrayInputStream(b)));
                assertEquals(stream, array,
                        () -> model + ": " + Hostile.abbreviate(java.util.HexFormat.of().formatHex(b)));
            }
        }
    }

    private static byte[] concat(byte[]... parts) {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        for (byte[] part : parts) {
            out.writeBytes(part);
        }
        return out.toByteArray();
    }

    /** "decoded" with the value, or "refused" with the message. */
    private static String ending(org.junit.jupiter.api.function.ThrowingSupplier<Object> read) {
        try {
            return "decoded " + Hostile.bounded(read);
        } catch (PayloadException e) {
            FuzzOracle.assertRefusal(e);
            return "refused " + e.getMessage();
        }
    }

    /** Malformed sequences a library decodes as some character where json refuses them (docs/input.md lists them). */
    static final java.util.Set<String> LENIENT_UTF8 = java.util.Set.of(
            "json-fastjson2 E282", "json-dsljson E282", "json-fastjson2 EDA080", "json-dsljson EDA080");

    /** "refused", or "decoded" with the value. */
    private static String outcome(serbench.format.Codec codec, byte[] bytes) {
        try {
            return "decoded " + Hostile.bounded(() -> codec.read(bytes));
        } catch (PayloadException e) {
            FuzzOracle.assertRefusal(e);
            return "refused";
        }
    }

    /** AutoType: a class named in the input is never loaded, let alone built. */
    @ParameterizedTest
    @ValueSource(strings = {"json-gson", "json-fastjson2", "json-dsljson"})
    void classNamesInTheInputAreNeverLoaded(String format) {
        for (String model : new String[]{"mediacontent", "finditems"}) {
            for (String field : new String[]{"@type", "$type", "@class"}) {
                String named = java.util.regex.Matcher.quoteReplacement("\"" + field + "\":\"" + Loaded.class.getName() + "\",");
                String edited = json(model).replaceFirst("^\\{", "{" + named).replaceFirst("\"media\":\\{", "\"media\":{" + named);
                try {
                    payload(format, model).codec.read(Hostile.utf8(edited));
                } catch (PayloadException e) {
                    FuzzOracle.assertRefusal(e);
                }
            }
        }
        assertFalse(LOADED.get(), "a class named in the input was initialised");
    }

    /** Set when {@link Loaded} is initialised (a field of its own would initialise it when read). */
    static final java.util.concurrent.atomic.AtomicBoolean LOADED = new java.util.concurrent.atomic.AtomicBoolean();

    /** Named in hostile input: it must never be initialised. */
    static final class Loaded {
        static {
            LOADED.set(true);
        }
    }

    /** An endless stream ends at the document limit, in bounded time. */
    @ParameterizedTest
    @ValueSource(strings = {"json-gson", "json-fastjson2", "json-dsljson"})
    void endlessStreamIsCutAtTheDocumentLimit(String format) {
        Payload p = payload(format, "finditems");
        PayloadException e = assertTimeoutPreemptively(java.time.Duration.ofSeconds(60),
                () -> assertThrows(PayloadException.class, () -> p.codec.read(JsonLimitsTest.endless("{\"x\":[", "1,"))));
        FuzzOracle.assertRefusal(e);
        assertTrue(e.getMessage().startsWith(format + ": cannot decode finditems payload: "), e.getMessage());
        assertTrue(e.getMessage().contains(String.valueOf(Jackson.MAX_DOCUMENT_LENGTH)), e.getMessage());
    }
}
