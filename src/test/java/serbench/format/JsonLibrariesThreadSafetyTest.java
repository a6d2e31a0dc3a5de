package serbench.format;

import com.google.protobuf.Message;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import serbench.model.Model;
import serbench.model.Models;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code json-gson}, {@code json-fastjson2} and {@code json-dsljson} keep per-thread state (a reused writer, buffer or
 * text): one codec shared by two threads, each writing and reading other inputs at the same time, many times, gives
 * every thread the bytes and values a single thread gets.
 */
class JsonLibrariesThreadSafetyTest {

    private static final int THREADS = 2;
    private static final int ROUNDS = 200;

    /** Inputs up to this size in bytes: the larger ones make a round slow and add nothing here. */
    private static final int MAX_BYTES = 64 * 1024;

    /** One input of one model: its value and the bytes a single thread writes for it. */
    private record Case(Codec codec, String where, Object value, byte[] bytes) {
    }

    @ParameterizedTest
    @ValueSource(strings = {"json-gson", "json-fastjson2", "json-dsljson"})
    void twoThreadsGetWhatOneThreadGets(String format) throws Exception {
        List<List<Case>> perThread = new ArrayList<>();
        for (int t = 0; t < THREADS; t++) {
            perThread.add(new ArrayList<>());
        }
        for (Model<?, ?> m : Models.all()) {
            Model<Object, Message> model = Models.byName(m.name());
            Codec codec = Formats.byName(format).codec(model); // shared by the threads
            int i = 0;
            for (String input : model.inputs()) {
                Object value = Payload.load(model, input);
                byte[] bytes = codec.write(value);
                if (bytes.length <= MAX_BYTES) {
                    perThread.get(i++ % THREADS).add(new Case(codec, model.name() + " " + input, value, bytes));
                }
            }
        }
        assertTrue(perThread.stream().allMatch(cases -> cases.size() > 1), "each thread has inputs of its own");
        ExecutorService threads = Executors.newFixedThreadPool(THREADS);
        try {
            CyclicBarrier start = new CyclicBarrier(THREADS);
            List<Future<?>> done = new ArrayList<>();
            for (List<Case> cases : perThread) {
                done.add(threads.submit(() -> {
                    start.await();
                    for (int round = 0; round < ROUNDS; round++) {
                        for (Case c : cases) {
                            check(c, round);
                        }
                    }
                    return null;
                }));
            }
            for (Future<?> f : done) {
                f.get(5, TimeUnit.MINUTES); // rethrows a thread's failure
            }
        } finally {
            threads.shutdownNow();
        }
    }

    private static void check(Case c, int round) {
        String where = c.where() + ", round " + round;
        assertArrayEquals(c.bytes(), c.codec().write(c.value()), where + ": write");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        c.codec().write(c.value(), out);
        assertArrayEquals(c.bytes(), out.toByteArray(), where + ": write to a stream");
        assertEquals(c.value(), c.codec().read(c.bytes()), where + ": read");
        assertEquals(c.value(), c.codec().read(new ByteArrayInputStream(c.bytes())), where + ": read from a stream");
    }
}
