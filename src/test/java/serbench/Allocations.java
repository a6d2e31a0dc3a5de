package serbench;

import com.sun.management.ThreadMXBean;

import java.lang.management.ManagementFactory;
import java.util.concurrent.Callable;

/** Bytes a call allocates, for tests that bound a path's allocation by the plain use of its library. */
public final class Allocations {

    private static final ThreadMXBean THREADS = (ThreadMXBean) ManagementFactory.getThreadMXBean();

    private Allocations() {
    }

    /**
     * Bytes allocated per call of {@code op} on this thread, averaged over {@code calls} calls after
     * {@code 4 * calls} warm-up calls (so the JIT has compiled the paths being compared alike).
     */
    public static long bytesPerCall(int calls, Callable<?> op) throws Exception {
        for (int i = 0; i < calls * 4; i++) {
            op.call();
        }
        long before = THREADS.getCurrentThreadAllocatedBytes();
        for (int i = 0; i < calls; i++) {
            op.call();
        }
        return (THREADS.getCurrentThreadAllocatedBytes() - before) / calls;
    }
}
