package serbench.format;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import serbench.model.Models;
import serbench.model.finditems.ErrorParameter;
import serbench.model.finditems.item.Amount;
import serbench.model.mediacontent.Image;
import serbench.model.mediacontent.Media;
import serbench.model.mediacontent.MediaContent;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What the formats that read and write the models' Java objects (Kryo, Fory) share: classes, writes, threads. */
class ObjectSerializerFormatsTest {

    static Stream<String> formats() {
        return Stream.of("kryo", "fory", "fory-compatible");
    }

    @Test
    void modelClassesAreListedOnceInAFixedOrder() {
        assertEquals(List.of(MediaContent.class, Media.class, Media.Player.class, Image.class, Image.Size.class),
                ModelClasses.of(MediaContent.class));
        List<Class<?>> finditems = ModelClasses.of(Models.byName("finditems").javaType());
        assertTrue(finditems.containsAll(List.of(Instant.class, Duration.class, Amount.class, ErrorParameter.class)),
                finditems.toString());
        assertEquals(finditems.size(), Set.copyOf(finditems).size(), "each class once");
        assertEquals(finditems, ModelClasses.of(Models.byName("finditems").javaType()));
    }

    @ParameterizedTest
    @MethodSource("formats")
    void eachWriteReturnsANewArrayOfTheSameBytes(String format) {
        Payload p = Payload.of("finditems", "1", format);
        byte[] first = p.codec.write(p.value);
        byte[] second = p.codec.write(p.value);
        assertNotSame(first, second);
        assertArrayEquals(first, second);
        assertArrayEquals(p.bytes, first);
    }

    /** The values carry the models' types: records, the JDK's immutable lists, enums, Instant and Duration. */
    @ParameterizedTest
    @MethodSource("formats")
    void decodedValuesAreTheModelsRecords(String format) {
        Payload p = Payload.of("finditems", "50", format);
        Object decoded = p.codec.read(p.bytes);
        assertEquals(p.javaValue, decoded);
        assertEquals(p.model.javaType(), decoded.getClass());
        assertEquals(p.digest(), p.digest(decoded));
    }

    /** Codecs are shared by threads (the gateway's server): no call sees the state of another thread's call. */
    @ParameterizedTest
    @MethodSource("formats")
    void codecsAreThreadSafe(String format) throws Exception {
        List<Payload> payloads = List.of(Payload.of("mediacontent", "media.2", format),
                Payload.of("finditems", "50", format));
        ExecutorService threads = Executors.newFixedThreadPool(4);
        try {
            List<Future<Boolean>> results = new ArrayList<>();
            for (int t = 0; t < 8; t++) {
                Payload p = payloads.get(t % 2);
                results.add(threads.submit(() -> {
                    for (int i = 0; i < 200; i++) {
                        if (!Arrays.equals(p.bytes, p.codec.write(p.value)) || p.digest(p.codec.read(p.bytes)) != p.digest()) {
                            return false;
                        }
                    }
                    return true;
                }));
            }
            for (Future<Boolean> r : results) {
                assertTrue(r.get(), format + ": a concurrent call wrote or read something else");
            }
        } finally {
            threads.shutdownNow();
        }
    }

    /** Fory's compatible mode carries each class's field metadata: its payloads are the larger. */
    @ParameterizedTest
    @ValueSource(strings = {"mediacontent", "finditems", "counters"})
    void foryCompatiblePayloadsCarryFieldMetadata(String model) {
        Payload consistent = Payload.of(model, "default", "fory");
        Payload compatible = Payload.of(model, "default", "fory-compatible");
        assertTrue(compatible.bytes.length > consistent.bytes.length,
                compatible.bytes.length + " <= " + consistent.bytes.length);
        assertEquals(consistent.digest(), compatible.digest(compatible.codec.read(compatible.bytes)));
    }
}
