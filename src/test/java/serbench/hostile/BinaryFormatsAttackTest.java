package serbench.hostile;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.management.ThreadMXBean;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import serbench.format.Payload;
import serbench.format.PayloadException;
import serbench.format.jackson.Jackson;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Hostile Smile, CBOR and MessagePack: every truncation of a payload, seeded bit flips at every byte, headers that
 * declare lengths of up to 4 GB in a few bytes, arrays and maps nested 100,000 deep, an endless stream, and values
 * past each of {@link Jackson}'s limits. Each is decoded or refused with a one-line {@link PayloadException} whose
 * cause is a parser's refusal ({@link FuzzOracle}), in bounded time and with bounded allocation. The payloads are
 * built byte by byte from each format's specification, so they do not depend on what the writers can produce.
 * (These formats name no classes: there is no class registration to attack.)
 */
class BinaryFormatsAttackTest {

    private static final ThreadMXBean THREADS = (ThreadMXBean) ManagementFactory.getThreadMXBean();

    /** Most bytes one refusal of a few-byte header may allocate: far below what the headers declare. */
    private static final long MAX_ALLOCATION = 16L * 1024 * 1024;

    /** The inputs truncated and flipped: small and large, ASCII and not, a failure response, a list of records. */
    private static final String[][] INPUTS = {{"mediacontent", "media.1"}, {"mediacontent", "media.2"},
            {"finditems", "1"}, {"finditems", "failure"}, {"counters", "10"}};

    private static ObjectMapper mapper(String format) {
        return switch (format) {
            case "smile" -> Jackson.smile();
            case "cbor" -> Jackson.cbor();
            case "msgpack" -> Jackson.msgpack();
            default -> throw new IllegalArgumentException(format);
        };
    }

    /** The codec refuses {@code bytes} as {@link Hostile#refusedByCodec} requires, allocating at most {@code maxBytes}. */
    private static String refused(Payload p, byte[] bytes, long maxBytes) {
        long[] allocated = new long[1];
        String m = Hostile.refusedByCodec(p, bytes); // warms the path, and checks the refusal
        assertTimeoutPreemptively(Hostile.BOUND, () -> {
            long before = THREADS.getCurrentThreadAllocatedBytes();
            assertThrows(PayloadException.class, () -> p.codec.read(bytes));
            allocated[0] = THREADS.getCurrentThreadAllocatedBytes() - before;
        });
        assertTrue(allocated[0] < maxBytes, p.format.name() + ": refusing " + bytes.length + " bytes allocated "
                + allocated[0] + " bytes: " + m);
        assertFalse(m.contains("\n"), m);
        return m;
    }

    @ParameterizedTest
    @ValueSource(strings = {"smile", "cbor", "msgpack"})
    void everyTruncationIsRefused(String format) {
        assertTimeoutPreemptively(Duration.ofSeconds(120), () -> {
            for (String[] in : INPUTS) {
                Payload p = Payload.of(in[0], in[1], format);
                for (int cut = 0; cut < p.bytes.length; cut++) {
                    byte[] prefix = Arrays.copyOf(p.bytes, cut);
                    boolean stream = cut % 5 == 4;
                    PayloadException e = assertThrows(PayloadException.class, () -> {
                        if (stream) {
                            p.codec.read(new ByteArrayInputStream(prefix));
                        } else {
                            p.codec.read(prefix);
                        }
                    }, format + " " + in[0] + " " + in[1] + ": a prefix of " + cut + " bytes was decoded");
                    FuzzOracle.assertRefusal(e);
                    assertTrue(e.getMessage().startsWith(format + ": cannot decode " + in[0] + " payload: "), e.getMessage());
                    assertFalse(e.getMessage().contains("\n"), e.getMessage());
                }
            }
        });
    }

    /** Every byte of each input with one bit flipped (which bit: seeded), then 2,000 with one to four flips. */
    @ParameterizedTest
    @ValueSource(strings = {"smile", "cbor", "msgpack"})
    void flippedBitsAreDecodedOrRefused(String format) {
        SplittableRandom random = new SplittableRandom(FuzzTest.SEED + format.hashCode());
        Map<String, Integer> outcomes = new TreeMap<>();
        assertTimeoutPreemptively(Duration.ofSeconds(120), () -> {
            for (String[] in : INPUTS) {
                Payload p = Payload.of(in[0], in[1], format);
                for (int i = 0; i < p.bytes.length + 2000; i++) {
                    byte[] mutant = p.bytes.clone();
                    int flips = i < p.bytes.length ? 1 : 1 + random.nextInt(4);
                    for (int f = 0; f < flips; f++) {
                        int at = i < p.bytes.length ? i : random.nextInt(mutant.length);
                        mutant[at] ^= (byte) (1 << random.nextInt(8));
                    }
                    String outcome;
                    try {
                        Object decoded = p.codec.read(mutant);
                        p.digest(decoded); // a decoded value is complete: reading every field works
                        p.format.toJava(p.model, decoded);
                        outcome = "decoded";
                    } catch (PayloadException e) {
                        FuzzOracle.assertRefusal(e);
                        assertFalse(e.getMessage().contains("\n"), e.getMessage());
                        outcome = "refused";
                    }
                    outcomes.merge(outcome, 1, Integer::sum);
                }
            }
        });
        assertTrue(outcomes.getOrDefault("refused", 0) > 1000, outcomes.toString());
        assertTrue(outcomes.getOrDefault("decoded", 0) > 100, outcomes.toString()); // flips in text and numbers
    }

    /** A 4-byte big-endian length. */
    private static byte[] be32(long v) {
        return new byte[]{(byte) (v >>> 24), (byte) (v >>> 16), (byte) (v >>> 8), (byte) v};
    }

    private static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] p : parts) {
            out.writeBytes(p);
        }
        return out.toByteArray();
    }

    private static byte[] bytes(int... values) {
        byte[] b = new byte[values.length];
        for (int i = 0; i < values.length; i++) {
            b[i] = (byte) values[i];
        }
        return b;
    }

    /** Smile's header as the suite's writer writes it: ":)\n", version 0, shared names on. */
    private static final byte[] SMILE_HEADER = bytes(':', ')', '\n', 0x01);

    /** Smile's variable-length unsigned int: 7 bits a byte, the last with its high bit set and 6 bits. */
    private static byte[] smileVInt(long v) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int last = 0x80 | (int) (v & 0x3F);
        v >>>= 6;
        List<Integer> groups = new ArrayList<>();
        while (v > 0) {
            groups.add(0, (int) (v & 0x7F));
            v >>>= 7;
        }
        groups.forEach(out::write);
        out.write(last);
        return out.toByteArray();
    }

    /**
     * Headers declaring {@code length} of text, binary, array or map: as the whole payload, and as the value of a
     * field FindItems ignores (so nothing but the parser's own bounds stands in the way), each followed by 1,000
     * bytes: the declared length is never there.
     */
    private static List<byte[]> declaredLengths(String format, long length) {
        byte[] tail = new byte[1000];
        List<byte[]> headers = new ArrayList<>();
        byte[] mapWithKey;
        switch (format) {
            case "msgpack" -> {
                for (int type : new int[]{0xDB, 0xC6, 0xDD, 0xDF}) { // str 32, bin 32, array 32, map 32
                    headers.add(concat(bytes(type), be32(length)));
                }
                headers.add(concat(bytes(0xC9), be32(length), bytes(1))); // ext 32
                mapWithKey = bytes(0x81, 0xA1, 'x');
            }
            case "cbor" -> {
                for (int type : new int[]{0x7A, 0x5A, 0x9A, 0xBA}) { // text, bytes, array, map: 4-byte length
                    headers.add(concat(bytes(type), be32(length)));
                }
                headers.add(concat(bytes(0x7B), be32(0), be32(length)));     // text, 8-byte length
                headers.add(concat(bytes(0x7B), be32(length), be32(length))); // beyond 2^32
                mapWithKey = bytes(0xA1, 0x61, 'x');
            }
            case "smile" -> {
                headers.add(concat(SMILE_HEADER, bytes(0xE8), smileVInt(length))); // 7-bit binary
                headers.add(concat(SMILE_HEADER, bytes(0xFD), smileVInt(length))); // raw binary (not enabled)
                mapWithKey = null; // Smile declares no other length; see smileDeclaredLengthsInAField
            }
            default -> throw new IllegalArgumentException(format);
        }
        List<byte[]> all = new ArrayList<>();
        for (byte[] h : headers) {
            all.add(concat(h, tail));
            if (mapWithKey != null) {
                all.add(concat(mapWithKey, h, tail));
            }
        }
        if (format.equals("smile")) {
            for (byte[] h : headers) {
                byte[] value = Arrays.copyOfRange(h, SMILE_HEADER.length, h.length);
                all.add(concat(SMILE_HEADER, bytes(0xFA, 0x80, 'x'), value, tail));
            }
        }
        return all;
    }

    @ParameterizedTest
    @ValueSource(strings = {"smile", "cbor", "msgpack"})
    void hugeDeclaredLengthsAreRefusedWithoutAllocatingThem(String format) {
        // 60 MB sits under msgpack's own 64 MB threshold for reading in chunks; 2 and 4 GB above it
        for (long length : new long[]{60_000_000L, Integer.MAX_VALUE, 0xFFFF_FFFFL}) {
            for (String model : List.of("finditems", "mediacontent")) {
                Payload p = Payload.of(model, "default", format);
                for (byte[] attack : declaredLengths(format, length)) {
                    refused(p, attack, MAX_ALLOCATION);
                }
            }
        }
    }

    /** A field that is not closed: the declared map or array holds more than the input. */
    @ParameterizedTest
    @ValueSource(strings = {"smile", "cbor", "msgpack"})
    void truncatedInsideADeclaredValueIsRefused(String format) {
        Payload p = Payload.of("mediacontent", "media.1", format);
        byte[] attack = switch (format) {
            case "msgpack" -> bytes(0xDA, 0x10, 0x00, 'a', 'b'); // str 16 of 4096 bytes, 2 present
            case "cbor" -> bytes(0x79, 0x10, 0x00, 'a', 'b');    // text of 4096 bytes
            default -> concat(SMILE_HEADER, bytes(0xE0, 'a', 'b')); // long ASCII text never ended
        };
        String m = refused(p, attack, MAX_ALLOCATION);
        assertTrue(m.contains("end") || m.contains("EOF") || m.contains("truncated"), m);
    }

    /** Arrays (and maps) {@code depth} deep as the value of a field FindItems ignores, closed or not. */
    private static byte[] nested(String format, int depth, boolean closed, boolean maps) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        switch (format) {
            case "msgpack" -> {
                out.writeBytes(bytes(0x81, 0xA1, 'x'));
                for (int i = 0; i < depth; i++) {
                    out.writeBytes(maps ? bytes(0x81, 0xA1, 'y') : bytes(0x91));
                }
                if (closed) {
                    out.write(0xC0); // nil: every level is closed by its count
                }
            }
            case "cbor" -> {
                out.writeBytes(bytes(0xA1, 0x61, 'x'));
                for (int i = 0; i < depth; i++) {
                    out.writeBytes(maps ? bytes(0xA1, 0x61, 'y') : bytes(0x81));
                }
                if (closed) {
                    out.write(0xF6); // null
                }
            }
            case "smile" -> {
                out.writeBytes(SMILE_HEADER);
                out.writeBytes(bytes(0xFA, 0x80, 'x'));
                for (int i = 0; i < depth; i++) {
                    out.writeBytes(maps ? bytes(0xFA, 0x80, 'y') : bytes(0xF8));
                }
                if (closed) {
                    out.write(0x21); // null
                    for (int i = 0; i < depth; i++) {
                        out.write(maps ? 0xFB : 0xF9);
                    }
                    out.write(0xFB);
                }
            }
            default -> throw new IllegalArgumentException(format);
        }
        return out.toByteArray();
    }

    @ParameterizedTest
    @ValueSource(strings = {"smile", "cbor", "msgpack"})
    void deepNestingIsRefusedAtJsonsDepth(String format) {
        Payload p = Payload.of("finditems", "default", format);
        for (boolean maps : new boolean[]{false, true}) {
            for (boolean closed : new boolean[]{true, false}) {
                String m = refused(p, nested(format, 100_000, closed, maps), MAX_ALLOCATION);
                assertTrue(m.contains("nesting depth (" + (Jackson.MAX_NESTING_DEPTH + 1) + ") exceeds"), m);
            }
        }
        // exactly the JSON limit: the root object and the field's value 199 deep decode (200 levels); one more does not
        JsonNode tree = treeWithNestedField(Jackson.MAX_NESTING_DEPTH - 1);
        assertEquals(p.javaValue, p.codec.read(bytesOf(format, tree)));
        assertEquals(p.javaValue, Payload.of("finditems", "default", "json").codec.read(bytesOf("json", tree)));
        JsonNode deeper = treeWithNestedField(Jackson.MAX_NESTING_DEPTH);
        String m = refused(p, bytesOf(format, deeper), MAX_ALLOCATION);
        assertTrue(m.contains("nesting depth"), m);
        Hostile.refusedByCodec(Payload.of("finditems", "default", "json"), bytesOf("json", deeper));
    }

    /** FindItems default with an unknown field holding arrays {@code depth} deep. */
    private static JsonNode treeWithNestedField(int depth) {
        Payload json = Payload.of("finditems", "default", "json");
        ObjectNode tree;
        try {
            tree = (ObjectNode) Jackson.json().readTree(json.bytes);
        } catch (java.io.IOException e) {
            throw new AssertionError(e);
        }
        ArrayNode inner = JsonNodeFactory.instance.arrayNode();
        ArrayNode outer = inner;
        for (int i = 1; i < depth; i++) {
            outer = JsonNodeFactory.instance.arrayNode().add(outer);
        }
        tree.set("zz", outer);
        return tree;
    }

    private static byte[] bytesOf(String format, JsonNode tree) {
        try {
            return (format.equals("json") ? Jackson.json() : mapper(format)).writeValueAsBytes(tree);
        } catch (java.io.IOException e) {
            throw new AssertionError(e);
        }
    }

    /** An endless stream: cut at the document-length limit, not read (or held) for ever. */
    @ParameterizedTest
    @ValueSource(strings = {"smile", "cbor", "msgpack"})
    void endlessStreamIsCutAtTheDocumentLimit(String format) {
        byte[] head;
        byte[] repeat;
        switch (format) {
            case "msgpack" -> {
                head = concat(bytes(0x81, 0xA1, 'x', 0xDD), be32(Integer.MAX_VALUE));
                repeat = bytes(0xC0);
            }
            case "cbor" -> {
                head = bytes(0xBF, 0x61, 'x', 0x9F);
                repeat = bytes(0x01);
            }
            default -> {
                head = concat(SMILE_HEADER, bytes(0xFA, 0x80, 'x', 0xF8));
                repeat = bytes(0xC2); // the small integer 1
            }
        }
        Payload p = Payload.of("finditems", "default", format);
        PayloadException e = assertTimeoutPreemptively(Duration.ofSeconds(60),
                () -> assertThrows(PayloadException.class, () -> p.codec.read(endless(head, repeat))));
        assertTrue(e.getMessage().startsWith(format + ": cannot decode finditems payload: "), e.getMessage());
        assertTrue(e.getMessage().contains(String.valueOf(Jackson.MAX_DOCUMENT_LENGTH)), e.getMessage());
        FuzzOracle.assertRefusal(e);
    }

    private static InputStream endless(byte[] head, byte[] repeat) {
        return new InputStream() {
            long pos;

            @Override
            public int read() {
                long p = pos++;
                return (p < head.length ? head[(int) p] : repeat[(int) ((p - head.length) % repeat.length)]) & 0xFF;
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

    /** A string one character past the limit in a field the model reads, and a field name past the name limit. */
    @ParameterizedTest
    @ValueSource(strings = {"smile", "cbor", "msgpack"})
    void stringAndNameLimitsAreJsons(String format) throws Exception {
        Payload document = Payload.of("document", "default", format);
        ObjectNode tree = (ObjectNode) Jackson.json().readTree(Payload.of("document", "default", "json").bytes);
        tree.put("exportId", "x".repeat(Jackson.MAX_STRING_LENGTH));
        assertEquals("x".repeat(Jackson.MAX_STRING_LENGTH), ((serbench.model.document.OrderExport)
                document.codec.read(bytesOf(format, tree))).exportId(), "the limit itself is accepted");
        tree.put("exportId", "x".repeat(Jackson.MAX_STRING_LENGTH + 1));
        String m = refused(document, bytesOf(format, tree), 64L * 1024 * 1024);
        assertTrue(m.contains("String value length"), m);
        tree.put("exportId", "\u00e9".repeat(Jackson.MAX_STRING_LENGTH / 2 + 1) + "x".repeat(Jackson.MAX_STRING_LENGTH / 2));
        assertTrue(refused(document, bytesOf(format, tree), 64L * 1024 * 1024).contains("String value length"));

        Payload findItems = Payload.of("finditems", "default", format);
        ObjectNode items = (ObjectNode) Jackson.json().readTree(Payload.of("finditems", "default", "json").bytes);
        items.put("n".repeat(Jackson.MAX_NAME_LENGTH * 2), 1);
        String name = refused(findItems, bytesOf(format, items), MAX_ALLOCATION);
        assertTrue(name.contains("Name length"), name);
    }

    /** Integers beyond the range of the field's type: refused as JSON refuses them, never truncated. */
    @ParameterizedTest
    @ValueSource(strings = {"smile", "cbor", "msgpack"})
    void integersOutOfRangeAreRefused(String format) throws Exception {
        Payload p = Payload.of("mediacontent", "media.1", format);
        ObjectNode tree = (ObjectNode) Jackson.json().readTree(Payload.of("mediacontent", "media.1", "json").bytes);
        ObjectNode media = (ObjectNode) tree.get("media");
        for (String[] c : new String[][]{{"width", "4294967936"}, {"width", "-2147483649"}, {"size", "9223372036854775808"},
                {"size", "18446744073709551615"}}) {
            ObjectNode copy = tree.deepCopy();
            ((ObjectNode) copy.get("media")).put(c[0], new java.math.BigInteger(c[1]));
            String m = refused(p, bytesOf(format, copy), MAX_ALLOCATION);
            assertTrue(m.contains("out of range of"), m);
            Hostile.refusedByCodec(Payload.of("mediacontent", "media.1", "json"), bytesOf("json", copy));
        }
        assertEquals(640, media.get("width").asInt(), "the edits were made on copies");
    }

    /** Smile's back-references point into tables of what came before: one to nothing written yet is refused. */
    @org.junit.jupiter.api.Test
    void smileBackReferencesToNothingAreRefused() {
        Payload p = Payload.of("mediacontent", "media.1", "smile");
        refused(p, concat(SMILE_HEADER, bytes(0xFA, 0x40, 0x21, 0xFB)), MAX_ALLOCATION);       // name #0
        refused(p, concat(SMILE_HEADER, bytes(0xFA, 0x33, 0xFF, 0x21, 0xFB)), MAX_ALLOCATION); // name #1023
        refused(p, concat(SMILE_HEADER, bytes(0xFA, 0x80, 'x', 0x01, 0xFB)), MAX_ALLOCATION);  // value #0, not enabled
        byte[] noHeader = Arrays.copyOfRange(p.bytes, SMILE_HEADER.length, p.bytes.length);
        assertTrue(refused(p, noHeader, MAX_ALLOCATION).contains("header"));
    }

    /** MessagePack's never-used format byte, as the payload and as a value. */
    @org.junit.jupiter.api.Test
    void msgpackReservedByteIsRefused() {
        Payload p = Payload.of("mediacontent", "media.1", "msgpack");
        refused(p, bytes(0xC1), MAX_ALLOCATION);
        refused(p, bytes(0x81, 0xA1, 'x', 0xC1), MAX_ALLOCATION);
    }

    /**
     * A MessagePack extension value in place of any field's value of MediaContent and FindItems: refused (no model
     * field holds one; the library's own handling fails with an unchecked exception where data binding buffers it).
     */
    @org.junit.jupiter.api.Test
    void msgpackExtensionValuesAreRefusedInEveryField() throws Exception {
        int refusals = 0;
        for (String[] in : new String[][]{{"mediacontent", "media.1"}, {"finditems", "1"}}) {
            Payload p = Payload.of(in[0], in[1], "msgpack");
            JsonNode tree = Jackson.json().readTree(Payload.of(in[0], in[1], "json").bytes);
            for (String path : objectFields(tree, "")) {
                JsonNode copy = tree.deepCopy();
                int slash = path.lastIndexOf('/');
                ((ObjectNode) copy.at(path.substring(0, slash))).putPOJO(path.substring(slash + 1),
                        new org.msgpack.jackson.dataformat.MessagePackExtensionType((byte) 1, new byte[]{1, 2, 3}));
                String m = refused(p, Jackson.msgpack().writeValueAsBytes(copy), MAX_ALLOCATION);
                assertTrue(m.contains("an extension value"), path + ": " + m);
                refusals++;
            }
        }
        assertTrue(refusals > 50, "fields tried: " + refusals);
    }

    /** JSON pointers of the object fields in the tree, lists by their first element. */
    private static List<String> objectFields(JsonNode node, String at) {
        List<String> paths = new ArrayList<>();
        if (node.isObject()) {
            node.fieldNames().forEachRemaining(name -> {
                paths.add(at + "/" + name);
                paths.addAll(objectFields(node.get(name), at + "/" + name));
            });
        } else if (node.isArray() && !node.isEmpty()) {
            paths.addAll(objectFields(node.get(0), at + "/0"));
        }
        return paths;
    }

    /**
     * A MessagePack string or field name whose bytes are not UTF-8 (a byte that starts no character, a sequence cut
     * short, an overlong form, an encoded surrogate): refused, where the library would decode U+FFFD in its place.
     * A string holding U+FFFD itself is read as it is.
     */
    @org.junit.jupiter.api.Test
    void msgpackTextThatIsNotUtf8IsRefused() throws Exception {
        ObjectNode tree = (ObjectNode) Jackson.json().readTree(Payload.of("mediacontent", "media.1", "json").bytes);
        Payload p = Payload.of("mediacontent", "media.1", "msgpack");
        for (String text : List.of("\u00e9XYZ", "\u00e9XYZ".repeat(30))) { // the library's short and long paths
            ((ObjectNode) tree.get("media")).put("title", text);
            byte[] good = Jackson.msgpack().writeValueAsBytes(tree);
            byte[] needle = "\u00e9XYZ".getBytes(java.nio.charset.StandardCharsets.UTF_8);
            int at = indexOf(good, needle);
            for (int[] bad : new int[][]{{'a', 0xFF, 'b', 'c', 'd'}, {'a', 'b', 'c', 'd', 0xC3}, {0xC0, 0xAF, 'a', 'b', 'c'},
                    {0xED, 0xA0, 0x80, 'a', 'b'}}) {
                byte[] b = good.clone();
                for (int i = 0; i < bad.length; i++) {
                    b[at + i] = (byte) bad[i];
                }
                String m = refused(p, b, MAX_ALLOCATION);
                assertTrue(m.contains("is not UTF-8"), m);
            }
        }
        ((ObjectNode) tree.get("media")).put("title", "a\ufffdb");
        var decoded = (serbench.model.mediacontent.MediaContent) p.codec.read(Jackson.msgpack().writeValueAsBytes(tree));
        assertEquals("a\ufffdb", decoded.media().title());
        // a field name too
        byte[] name = Jackson.msgpack().writeValueAsBytes(tree);
        int uri = indexOf(name, "uri".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        name[uri + 1] = (byte) 0xFF;
        assertTrue(refused(p, name, MAX_ALLOCATION).contains("is not UTF-8"));
    }

    private static int indexOf(byte[] haystack, byte[] needle) {
        outer:
        for (int i = 0; i <= haystack.length - needle.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (haystack[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i;
        }
        throw new AssertionError("not found");
    }

    /** Short and long text, in one to four UTF-8 bytes a character, reads back as written. */
    @org.junit.jupiter.api.Test
    void nonAsciiShortAndLongStringsAreUtf8() throws Exception {
        ObjectNode tree = (ObjectNode) Jackson.json().readTree(Payload.of("mediacontent", "media.1", "json").bytes);
        for (String title : List.of("\u00e9t\u00e9 \u65e5\u672c \ud83d\ude00", "\u00e9".repeat(40), "\u65e5".repeat(300))) {
            ((ObjectNode) tree.get("media")).put("title", title);
            for (String format : List.of("smile", "cbor", "msgpack")) {
                Payload p = Payload.of("mediacontent", "media.1", format);
                var m = (serbench.model.mediacontent.MediaContent) p.codec.read(bytesOf(format, tree));
                assertEquals(title, m.media().title(), format);
            }
        }
    }
}
