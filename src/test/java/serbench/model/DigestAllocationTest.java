package serbench.model;

import com.google.protobuf.Message;
import org.junit.jupiter.api.Test;
import serbench.format.Payload;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The record digest allocates what protobuf's does: its {@link Digest} and nothing per list or element (no
 * iterators), on every model's standard inputs, measured with the thread's allocation counter over many calls (in
 * the interpreter and the JIT alike, since nothing relies on escape analysis).
 */
class DigestAllocationTest {

    /** A {@link Digest} and some slack for the counter's own granularity. */
    static final long MAX_BYTES_PER_CALL = 64;
    private static final int CALLS = 2_000;

    @Test
    void theRecordDigestAllocatesNothingPerListOrElement() {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long thread = Thread.currentThread().getId();
        List<String> over = new ArrayList<>();
        for (Model<?, ?> m : Models.all()) {
            Model<Object, Message> model = Models.byName(m.name());
            for (String input : model.inputs()) {
                Object value = Payload.load(model, input);
                long expected = model.digest(value);
                long sink = 0;
                for (int i = 0; i < CALLS; i++) { // warm up: class loading and the first compilations
                    sink += model.digest(value);
                }
                long before = threads.getThreadAllocatedBytes(thread);
                for (int i = 0; i < CALLS; i++) {
                    sink += model.digest(value);
                }
                long perCall = (threads.getThreadAllocatedBytes(thread) - before) / CALLS;
                assertEquals(expected * 2 * CALLS, sink, "the digest is the same on every call");
                if (perCall > MAX_BYTES_PER_CALL) {
                    over.add(model.name() + " " + input + ": " + perCall + " B per call");
                }
            }
        }
        assertTrue(over.isEmpty(), "the record digest allocates per list or element: " + over);
    }
}
