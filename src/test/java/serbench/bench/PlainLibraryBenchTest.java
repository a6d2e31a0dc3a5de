package serbench.bench;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.openjdk.jmh.annotations.Param;
import serbench.Allocations;
import serbench.format.Formats;
import serbench.format.Payload;
import serbench.model.Model;
import serbench.model.Models;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link PlainLibraryBench} times the same work on both paths: for every model, every standard input and every format
 * with a plain path, the plain library calls write byte for byte what the codec writes, and {@code readAll} gives the
 * input's digest on both paths, call after call (the plain paths reuse their buffers, encoders and decoders). The
 * benchmark's setup and methods are called directly, as JMH calls them.
 */
class PlainLibraryBenchTest {

    static Stream<Arguments> modelInputFormat() {
        List<Arguments> cases = new ArrayList<>();
        for (Model<?, ?> m : Models.all()) {
            for (String input : m.inputs()) {
                for (String format : PlainPaths.FORMATS) {
                    cases.add(Arguments.of(m.name(), input, format));
                }
            }
        }
        return cases.stream();
    }

    static PlainLibraryBench bench(String model, String input, String format, String path) throws Exception {
        PlainLibraryBench b = new PlainLibraryBench();
        b.model = model;
        b.input = input;
        b.format = format;
        b.path = path;
        b.setup();
        return b;
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("modelInputFormat")
    void bothPathsWriteTheCodecsBytesAndReadTheInputsData(String model, String input, String format) throws Exception {
        Payload p = Payload.of(model, input, format);
        PlainLibraryBench codec = bench(model, input, format, "codec");
        PlainLibraryBench plain = bench(model, input, format, "plain");
        assertNotEquals(codec.calls.getClass(), plain.calls.getClass(), "the plain path is not the codec");
        for (int call = 0; call < 3; call++) {
            byte[] codecBytes = codec.serialize();
            assertArrayEquals(p.bytes, codecBytes, "codec, call " + call);
            assertArrayEquals(codecBytes, plain.serialize(), "plain, call " + call);
            assertEquals(p.digest(), codec.readAll(), "codec, call " + call);
            assertEquals(p.digest(), plain.readAll(), "plain, call " + call);
        }
        assertEquals(p.value, plain.calls.read(p.bytes), "the plain path reads back the codec's value");
    }

    static Stream<Arguments> modelFormat() {
        return Stream.of("mediacontent", "finditems")
                .flatMap(m -> PlainPaths.FORMATS.stream().map(f -> Arguments.of(m, f)));
    }

    /**
     * A codec allocates no more than its library's plain calls on the same bytes (a codec that costs more is a fault
     * to fix): per call of {@code serialize} and of {@code readAll}, at most 5% and 64 bytes more, measured on this
     * thread after a warm-up, on the model's default input.
     */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("modelFormat")
    void theCodecAllocatesNoMoreThanThePlainCalls(String model, String format) throws Exception {
        String input = Models.byName(model).inputs().get(0);
        PlainLibraryBench codec = bench(model, input, format, "codec");
        PlainLibraryBench plain = bench(model, input, format, "plain");
        long codecWrite = Allocations.bytesPerCall(200, codec::serialize);
        long plainWrite = Allocations.bytesPerCall(200, plain::serialize);
        long codecRead = Allocations.bytesPerCall(200, codec::readAll);
        long plainRead = Allocations.bytesPerCall(200, plain::readAll);
        assertTrue(codecWrite <= plainWrite * 1.05 + 64,
                format + " " + model + " serialize: codec " + codecWrite + " B/call, plain " + plainWrite);
        assertTrue(codecRead <= plainRead * 1.05 + 64,
                format + " " + model + " readAll: codec " + codecRead + " B/call, plain " + plainRead);
    }

    /** The benchmark's formats are the plain paths', in registry order; the registry's others are left out by name. */
    @Test
    void everyRegistryFormatHasAPlainPathOrAReason() throws Exception {
        assertEquals(PlainPaths.FORMATS,
                List.of(PlainLibraryBench.class.getField("format").getAnnotation(Param.class).value()));
        assertEquals(PlainPaths.FORMATS, Formats.NAMES.stream().filter(PlainPaths.FORMATS::contains).toList());
        List<String> rest = Formats.NAMES.stream().filter(f -> !PlainPaths.FORMATS.contains(f)).toList();
        assertEquals(List.copyOf(PlainPaths.LEFT_OUT.keySet()), rest);
        assertEquals(List.of("codec", "plain"),
                List.of(PlainLibraryBench.class.getField("path").getAnnotation(Param.class).value()));
        assertEquals(List.of("mediacontent", "finditems"),
                List.of(PlainLibraryBench.class.getField("model").getAnnotation(Param.class).value()));
    }

    @Test
    void aFormatWithoutAPlainPathAndAnUnknownPathAreRefusedInSetup() throws Exception {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> bench("mediacontent", "default", "json-streaming", "plain"));
        assertTrue(e.getMessage().startsWith("format 'json-streaming' has no plain path here: its codec is the suite's"
                + " own reader and writer"), e.getMessage());
        bench("mediacontent", "default", "json-streaming", "codec");
        e = assertThrows(IllegalArgumentException.class, () -> bench("mediacontent", "default", "json", "library"));
        assertEquals("path 'library': give codec or plain", e.getMessage());
    }

    @Test
    void setupRefusesAPathThatWritesOtherBytesOrReadsOtherData() {
        Payload p = Payload.of("mediacontent", "default", "json");
        PlainLibraryBench.requireSameWork(p, p.bytes.clone(), p.digest(), "plain");
        byte[] other = p.bytes.clone();
        other[other.length - 1] = ' ';
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> PlainLibraryBench.requireSameWork(p, other, p.digest(), "plain"));
        assertEquals("path 'plain' writes other bytes than the codec for json mediacontent media.1 (" + other.length
                + " bytes, the codec " + p.bytes.length + ")", e.getMessage());
        e = assertThrows(IllegalStateException.class,
                () -> PlainLibraryBench.requireSameWork(p, p.bytes, p.digest() + 1, "plain"));
        assertEquals("path 'plain' reads the codec's bytes back to other data for json mediacontent media.1",
                e.getMessage());
    }
}
