package serbench.run;

import org.junit.jupiter.api.Test;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.IterationResultMetaData;
import org.openjdk.jmh.results.Result;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link CpuTimeProfiler} around an "iteration" of a thread named as JMH names its workers: a thread that sleeps uses
 * almost no CPU (CPU time ≪ wall time), one that spins uses about all of it (CPU time ≈ wall time on an idle core,
 * never more), and both results are divided by the operations JMH counted.
 */
class CpuTimeProfilerTest {

    private static final long OPS = 1000;
    private static final long ITERATION_MS = 300;

    @Test
    void aSleepingWorkerUsesAlmostNoCpu() throws Exception {
        Map<String, Double> r = iteration(deadline -> {
            try {
                Thread.sleep(ITERATION_MS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return null;
        });
        double wallPerOp = ITERATION_MS * 1e6 / OPS;
        assertTrue(r.get(CpuTimeProfiler.THREADS) < 0.05 * wallPerOp,
                "a sleeping worker: " + r.get(CpuTimeProfiler.THREADS) + " ns/op of CPU against " + wallPerOp + " of wall");
    }

    @Test
    void aSpinningWorkerUsesAboutItsWallTime() throws Exception {
        long[] wall = new long[1];
        Map<String, Double> r = iteration(deadline -> {
            long t0 = System.nanoTime();
            long x = 1;
            while (System.nanoTime() < deadline) {
                x = x * 6364136223846793005L + 1442695040888963407L;
            }
            wall[0] = System.nanoTime() - t0;
            return x;
        });
        double wallPerOp = wall[0] / (double) OPS;
        double cpu = r.get(CpuTimeProfiler.THREADS);
        // the machine is shared (the build runs two test JVMs on two cores): the worker may lose much of its core,
        // but it is measured running, and never longer than the wall clock
        assertTrue(cpu > 0.2 * wallPerOp && cpu <= 1.02 * wallPerOp,
                "a spinning worker: " + cpu + " ns/op of CPU against " + wallPerOp + " of wall");
        // the process's CPU clock ticks in steps of about 10 ms: over this short iteration, a tenth
        assertTrue(r.get(CpuTimeProfiler.PROCESS) >= cpu * 0.9,
                "the whole JVM's CPU time includes the worker's: " + r);
    }

    @Test
    void noOperationsGiveNoNumber() {
        List<org.openjdk.jmh.results.ScalarResult> r = CpuTimeProfiler.perOperation(1_000_000, 2_000_000, 0);
        assertTrue(r.stream().allMatch(x -> Double.isNaN(x.getScore())));
        assertEquals(500.0, CpuTimeProfiler.perOperation(1_000_000, 2_000_000, 2000).get(0).getScore());
        assertEquals("ns/op", CpuTimeProfiler.perOperation(1, 1, 1).get(1).getScoreUnit());
    }

    /** Runs {@code work} (given its deadline) on a JMH-named worker between the profiler's two calls. */
    private static Map<String, Double> iteration(Function<Long, Object> work) throws Exception {
        CpuTimeProfiler profiler = new CpuTimeProfiler();
        CountDownLatch go = new CountDownLatch(1);
        CountDownLatch done = new CountDownLatch(1);
        CountDownLatch end = new CountDownLatch(1);
        Thread worker = new Thread(() -> {
            try {
                go.await();
                work.apply(System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(ITERATION_MS));
                done.countDown();
                end.await(); // JMH's workers outlive the iteration: the profiler reads them alive
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "serbench.test-jmh-worker-1");
        worker.start();
        try {
            profiler.beforeIteration(null, null);
            go.countDown();
            done.await();
            IterationResult result = new IterationResult(null, null, new IterationResultMetaData(OPS, OPS));
            return profiler.afterIteration(null, null, result).stream()
                    .collect(Collectors.toMap(Result::getLabel, Result::getScore));
        } finally {
            end.countDown();
            worker.join();
        }
    }
}
