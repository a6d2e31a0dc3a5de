package serbench.hostile;

import com.esotericsoftware.kryo.io.Output;
import com.sun.management.ThreadMXBean;
import org.apache.fory.Fory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import serbench.format.Payload;
import serbench.format.PayloadException;
import serbench.model.mediacontent.Image;
import serbench.model.mediacontent.Media;
import serbench.model.mediacontent.MediaContent;

import java.io.ByteArrayOutputStream;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Hostile payloads for the formats that read Java objects (Kryo, Fory), which their libraries do not design for
 * untrusted input: every truncation, seeded byte flips, a huge declared length written at every offset (list and
 * string counts that the library would allocate for before reading an element), nesting far past the limit, class
 * ids and names that were never registered, bytes after the value. Each must end in a one-line refusal
 * ({@link FuzzOracle}) in bounded time, allocating a bounded amount: never an OutOfMemoryError, a
 * StackOverflowError, a hang or a library exception reaching the caller.
 */
class ObjectSerializerAttackTest {

    static final List<String> FORMATS = List.of("kryo", "fory", "fory-compatible");

    /** The fuzz test's small inputs, one of each model's shapes; the large document only for byte flips. */
    static final String[][] INPUTS = FuzzTest.INPUTS;

    /** Most a decode of one of these small payloads may allocate, hostile or not: far below a declared 2^31. */
    static final long MAX_ALLOCATION = 64L * 1024 * 1024;

    /**
     * For a whole test's thousands of decodes on a loaded 2-core machine (each decode is also held to
     * {@link FuzzTest#PER_MUTATION}, measured).
     */
    static final Duration LOOP_BOUND = Duration.ofMinutes(3);

    private static final ThreadMXBean THREADS = (ThreadMXBean) ManagementFactory.getThreadMXBean();

    static Stream<String> formats() {
        return FORMATS.stream();
    }

    static List<Payload> payloads(String format) {
        return Stream.of(INPUTS).map(in -> Payload.of(in[0], in[1], format)).toList();
    }

    /** Decodes or refuses as {@link FuzzOracle} allows, allocating at most {@link #MAX_ALLOCATION}; true if refused. */
    private static boolean decodeOrRefuse(Payload p, byte[] bytes, String what) {
        long before = THREADS.getCurrentThreadAllocatedBytes();
        long start = System.nanoTime();
        boolean refused;
        try {
            p.digest(p.codec.read(bytes));
            refused = false;
        } catch (PayloadException e) {
            assertTrue(FuzzOracle.isRefusal(e), () -> what + ": not a refusal but a failure: " + FuzzOracle.describe(e));
            assertTrue(!e.getMessage().contains("\n") && e.getMessage().length() < 2000, e.getMessage());
            refused = true;
        }
        long allocated = THREADS.getCurrentThreadAllocatedBytes() - before;
        assertTrue(allocated < MAX_ALLOCATION, what + ": allocated " + allocated + " bytes");
        Duration took = Duration.ofNanos(System.nanoTime() - start);
        assertTrue(took.compareTo(FuzzTest.PER_MUTATION) < 0, what + ": took " + took);
        return refused;
    }

    @ParameterizedTest
    @MethodSource("formats")
    void everyTruncationIsRefused(String format) {
        assertTimeoutPreemptively(LOOP_BOUND, () -> {
            for (Payload p : payloads(format)) {
                for (int cut = 0; cut < p.bytes.length; cut++) {
                    assertTrue(decodeOrRefuse(p, Arrays.copyOf(p.bytes, cut), format + " cut at " + cut),
                            format + ": a payload cut at " + cut + " of " + p.bytes.length + " was decoded");
                }
            }
        });
    }

    @ParameterizedTest
    @MethodSource("formats")
    void bytesAfterTheValueAreRefused(String format) {
        for (Payload p : payloads(format)) {
            byte[] longer = Arrays.copyOf(p.bytes, p.bytes.length + 1);
            String m = Hostile.refusedByCodec(p, longer);
            assertTrue(m.contains("1 bytes after the value"), m);
        }
    }

    @ParameterizedTest
    @MethodSource("formats")
    void seededByteFlipsDecodeOrAreRefused(String format) {
        SplittableRandom random = new SplittableRandom(FuzzTest.SEED + format.hashCode());
        int[] refused = {0};
        int flips = 3000;
        assertTimeoutPreemptively(LOOP_BOUND, () -> {
            List<Payload> payloads = new java.util.ArrayList<>(payloads(format));
            payloads.add(Payload.of("document", "12k", format));
            for (int i = 0; i < flips; i++) {
                Payload p = payloads.get(random.nextInt(payloads.size()));
                byte[] b = p.bytes.clone();
                for (int k = 1 + random.nextInt(3); k > 0; k--) {
                    b[random.nextInt(b.length)] ^= (byte) (1 << random.nextInt(8));
                }
                if (decodeOrRefuse(p, b, format + " flip " + i)) {
                    refused[0]++;
                }
            }
        });
        // a flip inside a string's bytes mostly decodes: both outcomes must be common, or the test tests nothing
        assertTrue(refused[0] > flips / 10 && refused[0] < flips - flips / 100,
                format + ": " + refused[0] + " of " + flips + " flips refused");
    }

    /**
     * Huge counts in the encodings these libraries use for lengths (unsigned varints, Kryo's varint with a flag bit),
     * written over the payload and inserted into it at every offset: wherever the decoder then reads a list, string
     * or array length, it reads 2^31 or more.
     */
    static final byte[][] HUGE = {
            {(byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x0F},
            {(byte) 0xBF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x0F},
            {(byte) 0xFE, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x07},
            {(byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x7F}};

    @ParameterizedTest
    @MethodSource("formats")
    void hugeDeclaredLengthsAtEveryOffsetAllocateBoundedMemory(String format) {
        int[] counts = {0, 0};
        assertTimeoutPreemptively(LOOP_BOUND, () -> {
            for (Payload p : payloads(format)) {
                for (int at = 0; at < p.bytes.length; at++) {
                    for (byte[] huge : HUGE) {
                        byte[] over = p.bytes.clone();
                        System.arraycopy(huge, 0, over, at, Math.min(huge.length, over.length - at));
                        byte[] inserted = new byte[p.bytes.length + huge.length];
                        System.arraycopy(p.bytes, 0, inserted, 0, at);
                        System.arraycopy(huge, 0, inserted, at, huge.length);
                        System.arraycopy(p.bytes, at, inserted, at + huge.length, p.bytes.length - at);
                        for (byte[] b : List.of(over, inserted)) {
                            counts[decodeOrRefuse(p, b, format + " huge length at " + at) ? 1 : 0]++;
                        }
                    }
                }
            }
        });
        assertTrue(counts[1] > counts[0], "most are refused: " + counts[1] + " refused, " + counts[0] + " decoded");
    }

    /**
     * Kryo writes a record's list with its class id, and reads whatever registered class the id names: a list can
     * name the list class again for each element, 100,000 times in 200 KB. Without the depth limit this overflows
     * the stack (which Kryo would wrap as an exception of its own).
     */
    @Test
    void kryoNestingPastTheLimitIsRefused() {
        Payload p = Payload.of("mediacontent", "media.1", "kryo");
        byte[] listClass = {p.bytes[0]}; // the first component (by name) is `images`, a list: its class id
        ByteArrayOutputStream nested = new ByteArrayOutputStream();
        nested.writeBytes(listClass);
        for (int i = 0; i < 100_000; i++) {
            nested.write(0x82); // Kryo's varint flag: all elements of one class (bit 8), count 1 (+ 1)
            nested.writeBytes(listClass);
        }
        String m = Hostile.refusedByCodec(p, nested.toByteArray());
        assertTrue(m.contains("depth"), m);
    }

    @Test
    void kryoClassIdsNeverRegisteredAreRefused() {
        Payload p = Payload.of("mediacontent", "media.1", "kryo");
        byte[] b = p.bytes.clone();
        b[0] = 120; // class id 118: nothing is registered that high
        String m = Hostile.refusedByCodec(p, b);
        assertTrue(m.contains("unregistered class ID: 118"), m);
    }

    /**
     * Kryo accepts a class by name even with registration required (it loads the class, then refuses it): the codec
     * refuses the name without reading it. Kryo writes a name as class id 1 (its NAME marker + 2), a name id, then
     * the name as a string.
     */
    @ParameterizedTest
    @ValueSource(strings = {"java.lang.ProcessBuilder", "serbench.model.mediacontent.MediaContent"})
    void kryoClassNamesAreRefused(String className) {
        Output out = new Output(256, -1);
        out.writeVarInt(1, true);
        out.writeVarInt(0, true);
        out.writeString(className);
        byte[] b = Arrays.copyOf(out.toBytes(), out.position() + 16);
        String m = Hostile.refusedByCodec(Payload.of("mediacontent", "media.1", "kryo"), b);
        assertTrue(m.contains("class given by name"), m);
    }

    /** A record Fory's codecs never registered. */
    record Intruder(String command) {
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void foryClassesNeverRegisteredAreRefused(boolean compatible) {
        Fory lenient = Fory.builder().withXlang(false).withCompatible(compatible).requireClassRegistration(false)
                .build();
        String format = compatible ? "fory-compatible" : "fory";
        Payload p = Payload.of("mediacontent", "media.1", format);
        for (Object intruder : List.of(new Intruder("rm -rf /"), new java.util.concurrent.atomic.AtomicLong(7))) {
            String m = Hostile.refusedByCodec(p, lenient.serialize(intruder));
            assertTrue(m.contains(intruder.getClass().getName()) || m.contains(intruder.getClass().getSimpleName()), m);
        }
    }

    /**
     * Kryo writes a list's element class in the payload and reads whatever registered class it names, so a record's
     * {@code List<String>} could come back holding an {@code Image} or an {@code Integer} (and reading the value would
     * fail far from the decoder): the codec refuses it. The payloads are written by the codec itself from values whose
     * lists were filled past their generic types.
     */
    @Test
    @SuppressWarnings({"unchecked", "rawtypes"})
    void kryoListElementsOfAnotherTypeAreRefused() {
        Payload p = Payload.of("mediacontent", "media.1", "kryo");
        MediaContent value = (MediaContent) p.javaValue;
        Media m = value.media();
        for (List<String> persons : List.of((List) List.of(1, 2), (List) List.of(value.images().get(0)),
                (List) List.of(List.of("x")))) {
            MediaContent bad = new MediaContent(new Media(m.uri(), m.title(), m.width(), m.height(), m.format(),
                    m.duration(), m.size(), m.bitrate(), persons, m.player(), m.copyright()), value.images());
            String message = Hostile.refusedByCodec(p, p.codec.write(bad));
            // Kryo reads a list into an ArrayList whatever list class was written
            Object first = ((List) persons).get(0);
            String read = first instanceof List ? "java.util.ArrayList" : first.getClass().getName();
            assertTrue(message.contains("Media.persons[0] is a " + read + ", not a String"), message);
        }
    }

    /** Records laid out as MediaContent's, but for a {@code List<Object>} of persons. */
    public record LookAlikeContent(LookAlikeMedia media, List<LookAlikeImage> images) {
    }

    public record LookAlikeMedia(String uri, String title, int width, int height, String format, long duration,
                                 long size, Integer bitrate, List<Object> persons, Media.Player player,
                                 String copyright) {
    }

    public record LookAlikeImage(String uri, String title, int width, int height, Image.Size size) {
    }

    /**
     * Fory's generated readers read a list of a final element type as that type, whatever the payload says, and the
     * compatible mode checks each field's type against the payload's own metadata: a payload written from classes
     * whose persons are a {@code List<Object>} (registered under the same ids, so Fory takes them for the model's) is
     * refused, with the elements of every type.
     */
    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void foryListElementsOfAnotherTypeAreRefused(boolean compatible) {
        Fory writer = Fory.builder().withXlang(false).withCompatible(compatible).requireClassRegistration(true)
                .withRefTracking(false).build();
        for (Class<?> c : List.of(LookAlikeContent.class, LookAlikeMedia.class, Media.Player.class,
                LookAlikeImage.class, Image.Size.class)) {
            writer.register(c);
        }
        Payload p = Payload.of("mediacontent", "media.1", compatible ? "fory-compatible" : "fory");
        LookAlikeImage image = new LookAlikeImage("u", null, 1, 2, Image.Size.SMALL);
        for (List<Object> persons : List.<List<Object>>of(List.of(1, 2), List.of(List.of("x")), List.of(image))) {
            LookAlikeContent bad = new LookAlikeContent(new LookAlikeMedia("u", null, 1, 2, "f", 3, 4, null, persons,
                    Media.Player.JAVA, null), List.of(image));
            Hostile.refusedByCodec(p, writer.serialize(bad));
        }
    }

    @ParameterizedTest
    @MethodSource("formats")
    void anotherModelsPayloadIsRefused(String format) {
        Payload counters = Payload.of("counters", "10", format);
        Payload media = Payload.of("mediacontent", "media.1", format);
        Hostile.refusedByCodec(media, counters.bytes);
        Hostile.refusedByCodec(counters, media.bytes);
        assertEquals(media.digest(), media.digest(media.codec.read(media.bytes)), "the codec still reads its own");
    }
}
