package serbench.hostile;

import serbench.format.avro.counters.AvroCounter;
import serbench.format.avro.document.AvroLine;
import serbench.format.avro.finditems.AvroErrorSeverity;
import serbench.format.avro.finditems.AvroTimestamp;
import serbench.format.avro.mediacontent.AvroMediaContent;
import serbench.format.avro.mediacontent.AvroPlayer;
import org.apache.avro.Schema;
import org.apache.avro.io.BinaryEncoder;
import org.apache.avro.io.EncoderFactory;
import org.apache.avro.specific.SpecificRecord;
import org.apache.avro.util.ClassSecurityValidator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import serbench.format.Payload;
import serbench.format.PayloadException;
import serbench.format.jackson.Jackson;
import serbench.model.InvalidDataException;

import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Broken and hostile Avro binary for the {@code avro} codec: every truncation of the standard inputs, every one-bit
 * flip and seeded random corruption, declared lengths and item counts far past the bytes (2 GiB strings and lists in
 * a few bytes), negative lengths, union branch and enum indexes out of range, overlong varints, bytes after the
 * record and endless streams, crafted with Avro's own {@link BinaryEncoder}. Each ends in a one-line
 * {@link PayloadException} naming avro and the model, caused by Avro's decoder or the codec's own checks (never an
 * OutOfMemoryError or another exception), in bounded time; a corruption that still decodes gives a value whose every
 * field reads, and that converts to the model's Java value or is refused by the suite's checks. No model's schema is
 * recursive, so nesting is bounded by the schema. Avro binary names no class; Avro loads the classes the schemas name
 * only, which the format trusts, and no other.
 */
class AvroAttackTest {

    private static final String FORMAT = "avro";
    /** Random corruptions of the large document (a few bytes each), with this seed. */
    private static final long SEED = 20_261_126L;

    interface Writer {
        void write(BinaryEncoder e) throws IOException;
    }

    /** Bytes written with Avro's unbuffered encoder, primitive by primitive. */
    static byte[] bytes(Writer w) {
        try {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            BinaryEncoder e = EncoderFactory.get().directBinaryEncoder(out, null);
            w.write(e);
            e.flush();
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A MediaContent's media up to its bitrate (a one-character uri, no title, no bitrate), as Avro writes it. */
    static void mediaUpToBitrate(BinaryEncoder e) throws IOException {
        e.writeString("u");
        e.writeIndex(0);
        e.writeInt(640);
        e.writeInt(480);
        e.writeString("f");
        e.writeLong(1);
        e.writeLong(2);
        e.writeIndex(0);
    }

    static Stream<Arguments> smallInputs() {
        return Stream.of(new String[][]{{"mediacontent", "media.1"}, {"mediacontent", "media.2"},
                        {"mediacontent", "media.3"}, {"mediacontent", "media.4"}, {"finditems", "1"},
                        {"finditems", "failure"}, {"counters", "10"}, {"counters", "100"}})
                .map(a -> Arguments.of((Object[]) a));
    }

    /** The codec refuses the bytes, read as an array and as a stream, each as {@link Hostile#refusedByCodec}. */
    private static String refused(Payload p, byte[] bytes) {
        String m = Hostile.refusedByCodec(p, bytes);
        PayloadException e = Hostile.bounded(() -> assertThrows(PayloadException.class,
                () -> p.codec.read(new BufferedInputStream(new ByteArrayInputStream(bytes)))));
        FuzzOracle.assertRefusal(e);
        assertEquals(m, e.getMessage(), "a stream is refused as the array is");
        return m;
    }

    // ------------------------------------------------------------------------------------------ truncation

    /** A strict prefix of one record is never a record: every cut is refused, saying the bytes end inside it. */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("smallInputs")
    void everyTruncationIsRefused(String model, String input) {
        Payload p = Payload.of(model, input, FORMAT);
        Hostile.bounded(() -> {
            for (int cut = 0; cut < p.bytes.length; cut++) {
                byte[] prefix = Arrays.copyOf(p.bytes, cut);
                PayloadException e = assertThrows(PayloadException.class, () -> p.codec.read(prefix), "cut " + cut);
                FuzzOracle.assertRefusal(e);
                assertTrue(e.getMessage().startsWith("avro: cannot decode " + model + " payload: the bytes end inside"
                        + " the record"), e.getMessage());
                assertFalse(e.getMessage().contains("\n"), e.getMessage());
            }
            return null;
        });
        refused(p, Arrays.copyOf(p.bytes, p.bytes.length / 2));
    }

    /** The large document, cut every 97 bytes and in each of its last 100: about 2,000 cuts of up to 150 KB. */
    @Test
    void truncatedDocumentsAreRefused() {
        Payload p = Payload.of("document", "12k", FORMAT);
        Hostile.bounded(() -> {
            for (int cut = 0; cut < p.bytes.length; cut += cut < p.bytes.length - 100 ? 97 : 1) {
                byte[] prefix = Arrays.copyOf(p.bytes, cut);
                PayloadException e = assertThrows(PayloadException.class, () -> p.codec.read(prefix), "cut " + cut);
                FuzzOracle.assertRefusal(e);
            }
            return null;
        });
    }

    // ------------------------------------------------------------------------------------------ corruption

    /**
     * Every one-bit flip of the small inputs: decoded (then every field reads, and the value converts to the model's
     * or is refused by the suite's own checks) or refused by the decoder; both happen.
     */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("smallInputs")
    void everyBitFlipDecodesOrIsRefused(String model, String input) {
        Payload p = Payload.of(model, input, FORMAT);
        int[] outcomes = Hostile.bounded(() -> {
            int[] counts = new int[2];
            for (int bit = 0; bit < p.bytes.length * 8; bit++) {
                byte[] flipped = p.bytes.clone();
                flipped[bit / 8] ^= (byte) (1 << (bit % 8));
                counts[decodesOrIsRefused(p, flipped) ? 0 : 1]++;
            }
            return counts;
        });
        assertTrue(outcomes[0] > 0 && outcomes[1] > 0, "decoded " + outcomes[0] + ", refused " + outcomes[1]);
    }

    /** Seeded corruptions of the large document: one to three random bytes replaced. */
    @Test
    void randomCorruptionsOfTheDocumentDecodeOrAreRefused() {
        Payload p = Payload.of("document", "12k", FORMAT);
        SplittableRandom random = new SplittableRandom(SEED);
        int[] outcomes = Hostile.bounded(() -> {
            int[] counts = new int[2];
            for (int i = 0; i < 300; i++) {
                byte[] corrupt = p.bytes.clone();
                for (int k = 1 + random.nextInt(3); k > 0; k--) {
                    corrupt[random.nextInt(corrupt.length)] = (byte) random.nextInt(256);
                }
                counts[decodesOrIsRefused(p, corrupt) ? 0 : 1]++;
            }
            return counts;
        });
        assertTrue(outcomes[0] > 0 && outcomes[1] > 0, "decoded " + outcomes[0] + ", refused " + outcomes[1]);
    }

    /** True when the bytes decode to a readable value, false when refused; anything else fails. */
    private static boolean decodesOrIsRefused(Payload p, byte[] bytes) {
        Object decoded;
        try {
            decoded = p.codec.read(bytes);
        } catch (PayloadException e) {
            FuzzOracle.assertRefusal(e);
            return false;
        }
        p.digest(decoded);
        try {
            p.format.toJava(p.model, decoded);
        } catch (InvalidDataException e) {
            // a value the model cannot hold (a timestamp out of range): the suite's own refusal
        }
        return true;
    }

    // ------------------------------------------------------------------------------------------ lengths

    /** Lengths and counts the decoder must refuse before allocating them: the VM's array limit and what is beyond. */
    static final long[] HUGE = {Integer.MAX_VALUE - 8, Integer.MAX_VALUE, Jackson.MAX_DOCUMENT_LENGTH + 1,
            Jackson.MAX_STRING_LENGTH + 1, 1L << 40, Long.MAX_VALUE};

    @Test
    void aStringDeclaringMoreBytesThanThePayloadHoldsIsRefused() {
        Payload p = Payload.of("mediacontent", "media.1", FORMAT);
        for (long length : HUGE) {
            String m = refused(p, bytes(e -> {
                e.writeLong(length); // media.uri, the first value of the payload
                e.writeFixed(new byte[10]);
            }));
            assertTrue(m.contains("bytes are available") || m.contains("longer than " + (Integer.MAX_VALUE - 8)), m);
        }
        refused(p, bytes(e -> e.writeLong(100)));
    }

    @Test
    void aListDeclaringMoreItemsThanThePayloadHoldsIsRefused() {
        Payload counters = Payload.of("counters", "10", FORMAT);
        Payload media = Payload.of("mediacontent", "media.1", FORMAT);
        for (long count : HUGE) {
            String m = refused(counters, bytes(e -> {
                e.writeLong(count); // the counters list's first block
                e.writeFixed(new byte[10]);
            }));
            assertTrue(m.contains("Collection claims " + count)
                    || m.contains("larger than " + (Integer.MAX_VALUE - 8)), m);
            refused(counters, bytes(e -> {
                e.writeLong(-count); // a block of -count items, then its size in bytes
                e.writeLong(Long.MAX_VALUE);
                e.writeFixed(new byte[10]);
            }));
            refused(media, bytes(e -> {
                mediaUpToBitrate(e);
                e.writeLong(count); // media.persons: a list of strings
                e.writeFixed(new byte[10]);
            }));
        }
        assertTrue(refused(counters, bytes(e -> e.writeLong(Long.MIN_VALUE))).contains("Block count is invalid"));
        assertTrue(refused(counters, bytes(e -> {
            e.writeLong(-1);
            e.writeLong(-1);
        })).contains("Block byte-size is negative"));
    }

    @Test
    void negativeLengthsAreRefused() {
        Payload p = Payload.of("mediacontent", "media.1", FORMAT);
        for (long length : new long[]{-1, -2, Integer.MIN_VALUE, Long.MIN_VALUE}) {
            String m = refused(p, bytes(e -> {
                e.writeLong(length);
                e.writeFixed(new byte[10]);
            }));
            assertTrue(m.contains("Length is negative"), m);
        }
    }

    @Test
    void overlongVarintsAreRefused() {
        Payload p = Payload.of("mediacontent", "media.1", FORMAT);
        byte[] eleven = new byte[11];
        Arrays.fill(eleven, (byte) 0xFF);
        refused(p, eleven);                                                         // a long of 11 bytes
        Payload f = Payload.of("finditems", "1", FORMAT);
        assertTrue(refused(f, new byte[]{(byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x01})
                .contains("Invalid int encoding"));                                 // an int (the ack) of 6 bytes
    }

    // ------------------------------------------------------------------------------------------ indexes

    @Test
    void unionBranchesOutOfRangeAreRefused() {
        Payload p = Payload.of("mediacontent", "media.1", FORMAT);
        for (int branch : new int[]{2, 3, -1, Integer.MAX_VALUE, Integer.MIN_VALUE}) {
            String m = refused(p, bytes(e -> {
                e.writeString("u");
                e.writeIndex(branch); // media.title: null or string
                e.writeFixed(new byte[20]);
            }));
            assertTrue(m.contains("Union branch index out of range") && m.contains("received " + branch), m);
        }
        Payload f = Payload.of("finditems", "1", FORMAT);
        byte[] errorMessage = f.bytes.clone();
        assertEquals(0, errorMessage[1], "a successful response has no errorMessage: union branch 0, null");
        errorMessage[1] = 4; // branch 2
        assertTrue(refused(f, errorMessage).contains("Union branch index out of range"));
    }

    @Test
    void enumIndexesOutOfRangeAreRefused() {
        Payload p = Payload.of("mediacontent", "media.1", FORMAT);
        for (int index : new int[]{2, 100, -1, Integer.MIN_VALUE}) {
            String m = refused(p, bytes(e -> {
                mediaUpToBitrate(e);
                e.writeLong(0);      // no persons
                e.writeEnum(index);  // media.player: JAVA or FLASH
                e.writeIndex(0);
                e.writeLong(0);
            }));
            assertTrue(m.contains("Enumeration out of range") && m.contains("received " + index), m);
        }
        Payload f = Payload.of("finditems", "1", FORMAT);
        for (int ack : new int[]{5, 50, -1}) {
            byte[] b = f.bytes.clone();
            assertEquals(2, b[0], "the first byte is the ack, SUCCESS: index 1");
            b[0] = (byte) (ack < 0 ? -2 * ack - 1 : 2 * ack); // zigzag, one byte
            assertTrue(refused(f, b).contains("Enumeration out of range"));
        }
    }

    // ------------------------------------------------------------------------------------------ size

    @Test
    void bytesAfterTheRecordAreRefused() {
        for (String[] in : new String[][]{{"mediacontent", "media.1"}, {"counters", "10"}, {"document", "12k"}}) {
            Payload p = Payload.of(in[0], in[1], FORMAT);
            for (byte[] tail : List.of(new byte[1], new byte[]{0x02}, p.bytes)) {
                byte[] b = Arrays.copyOf(p.bytes, p.bytes.length + tail.length);
                System.arraycopy(tail, 0, b, p.bytes.length, tail.length);
                assertTrue(refused(p, b).endsWith(tail.length + " bytes after the " + in[0] + " record"));
            }
        }
    }

    /** An endless stream (every byte zero: an empty MediaContent, then more of them) is read up to the limit only. */
    @Test
    void streamsLongerThanTheDocumentLimitAreRefused() {
        Payload p = Payload.of("mediacontent", "media.1", FORMAT);
        InputStream endless = new InputStream() {
            @Override
            public int read() {
                return 0;
            }

            @Override
            public int read(byte[] b, int off, int len) {
                Arrays.fill(b, off, off + len, (byte) 0);
                return len;
            }
        };
        PayloadException e = Hostile.bounded(() -> assertThrows(PayloadException.class, () -> p.codec.read(endless)));
        assertEquals("avro: cannot decode mediacontent payload: payload longer than " + Jackson.MAX_DOCUMENT_LENGTH
                + " bytes", e.getMessage());
    }

    // ------------------------------------------------------------------------------------------ text

    /**
     * Malformed UTF-8 in a string is not refused: Avro decodes it as {@code new String(bytes, UTF_8)} does, each
     * malformed sequence becoming U+FFFD (docs/input.md says so).
     */
    @Test
    void malformedUtf8DecodesToReplacementCharacters() {
        Payload p = Payload.of("mediacontent", "media.4", FORMAT);
        byte[] b = p.bytes.clone();
        int g = indexOf(b, (byte) 'g'); // media.uri "g", the only 'g' of media.4
        b[g] = (byte) 0xC0;
        Object decoded = p.codec.read(b);
        serbench.model.mediacontent.MediaContent value = (serbench.model.mediacontent.MediaContent)
                p.format.toJava(p.model, decoded);
        assertEquals("\uFFFD", value.media().uri());
    }

    private static int indexOf(byte[] b, byte value) {
        int found = -1;
        for (int i = 0; i < b.length; i++) {
            if (b[i] == value) {
                assertEquals(-1, found, "one such byte");
                found = i;
            }
        }
        assertTrue(found >= 0);
        return found;
    }

    // ------------------------------------------------------------------------------------------ classes

    /**
     * Avro 1.12 loads only the classes it trusts: once the codecs are built, the classes the models' schemas name are
     * trusted, and nothing else is (a class of the suite outside the schemas, JDK classes a gadget chain would use).
     */
    @Test
    void onlyTheClassesOfTheSchemasAreTrusted() {
        for (String model : serbench.model.Models.NAMES) {
            Payload.of(model, "default", FORMAT);
        }
        ClassSecurityValidator.ClassSecurityPredicate trusted = ClassSecurityValidator.getGlobal();
        for (Class<?> c : List.of(AvroMediaContent.class,
                AvroPlayer.class, AvroTimestamp.class,
                AvroErrorSeverity.class, AvroCounter.class,
                AvroLine.class)) {
            assertTrue(trusted.isTrusted(c), c.getName());
        }
        for (Class<?> c : List.of(serbench.model.mediacontent.MediaContent.class, serbench.format.avro.AvroFormat.class,
                java.io.File.class, ProcessBuilder.class, java.net.URL.class)) {
            assertFalse(trusted.isTrusted(c), c.getName());
            assertThrows(SecurityException.class, () -> ClassSecurityValidator.validate(c), c.getName());
        }
    }

    // ------------------------------------------------------------------------------------------ nesting

    /**
     * No model's schema refers to itself, so a payload nests no deeper than its schema: the decoder needs no depth
     * limit. The deepest path stays far within the suite's nesting limit.
     */
    @ParameterizedTest
    @org.junit.jupiter.params.provider.MethodSource("serbench.model.ModelNames#all")
    void noSchemaIsRecursive(String model) {
        Payload p = Payload.of(model, "default", FORMAT);
        Schema root = ((SpecificRecord) p.value).getSchema();
        int depth = depth(root, new ArrayList<>());
        assertTrue(depth >= 2 && depth < 10, model + ": " + depth + " levels");
        assertTrue(depth < Jackson.MAX_NESTING_DEPTH);
    }

    /** The deepest nesting of records, lists and unions under {@code s}; fails on a record met again on its path. */
    private static int depth(Schema s, List<String> path) {
        return switch (s.getType()) {
            case RECORD -> {
                assertFalse(path.contains(s.getFullName()), "recursive schema: " + path + " -> " + s.getFullName());
                path.add(s.getFullName());
                int deepest = 0;
                for (Schema.Field f : s.getFields()) {
                    deepest = Math.max(deepest, depth(f.schema(), path));
                }
                path.remove(path.size() - 1);
                yield 1 + deepest;
            }
            case ARRAY -> 1 + depth(s.getElementType(), path);
            case MAP -> 1 + depth(s.getValueType(), path);
            case UNION -> s.getTypes().stream().mapToInt(t -> depth(t, path)).max().orElse(0);
            default -> 0;
        };
    }
}
