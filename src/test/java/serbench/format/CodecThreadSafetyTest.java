package serbench.format;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import serbench.model.Model;
import serbench.model.Models;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A codec is shared by threads, whatever it keeps per thread or reuses between calls (a buffer, an encoder, a
 * decoder, a library instance): two threads that write and read different inputs at once through the same new
 * codecs, many times over, write the bytes one thread writes alone ({@link Codec#write(Object)} and
 * {@link Codec#write(Object, java.io.OutputStream)}) and read values whose every field is the input's. Every format,
 * every model, every standard input up to {@link #MAX_PAYLOAD} bytes in that format (enough for every reused buffer to
 * grow), the two threads going through them from different starting points.
 */
class CodecThreadSafetyTest {

    private static final int THREADS = 2;
    private static final int ROUNDS = 50;
    private static final int MAX_PAYLOAD = 64 * 1024;

    /** One input of one model, written alone (the expectation), and the shared codec the threads use. */
    private record Case(String name, Codec codec, Object value, byte[] bytes, long digest) {
    }

    @ParameterizedTest
    @MethodSource("serbench.format.FormatNames#all")
    void twoThreadsWriteAndReadWhatOneThreadDoes(String format) throws Exception {
        List<Case> cases = cases(format);
        CyclicBarrier start = new CyclicBarrier(THREADS);
        ExecutorService threads = Executors.newFixedThreadPool(THREADS);
        try {
            List<Future<?>> results = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                int offset = t * cases.size() / THREADS;
                results.add(threads.submit(() -> {
                    start.await();
                    for (int round = 0; round < ROUNDS; round++) {
                        for (int i = 0; i < cases.size(); i++) {
                            check(cases.get((i + offset) % cases.size()));
                        }
                    }
                    return null;
                }));
            }
            for (Future<?> r : results) {
                try {
                    r.get(5, TimeUnit.MINUTES);
                } catch (ExecutionException e) {
                    if (e.getCause() instanceof Error error) {
                        throw error;
                    }
                    throw e;
                }
            }
        } finally {
            threads.shutdownNow();
        }
    }

    private static void check(Case c) {
        assertArrayEquals(c.bytes, c.codec.write(c.value), c.name + ": write(value)");
        ByteArrayOutputStream stream = new ByteArrayOutputStream();
        c.codec.write(c.value, stream);
        assertArrayEquals(c.bytes, stream.toByteArray(), c.name + ": write(value, stream)");
        assertEquals(c.digest, c.codec.digest(c.codec.read(c.bytes)), c.name + ": read");
    }

    /** Each input written by one thread through its own codec; each model's codec for the threads is new. */
    private static List<Case> cases(String formatName) {
        Format format = Formats.byName(formatName);
        Map<String, Codec> shared = new HashMap<>();
        List<Case> cases = new ArrayList<>();
        for (Model<?, ?> m : Models.all()) {
            for (String input : m.inputs()) {
                Payload p = Payload.of(m.name(), input, formatName);
                if (p.bytes.length <= MAX_PAYLOAD) {
                    Codec codec = shared.computeIfAbsent(m.name(), name -> format.codec(p.model));
                    cases.add(new Case(formatName + " " + m.name() + " " + input, codec, p.value, p.bytes, p.digest()));
                }
            }
        }
        return cases;
    }
}
