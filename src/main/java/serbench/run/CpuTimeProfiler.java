package serbench.run;

import serbench.results.Measure;

import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.profile.ProfilerException;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * CPU time per operation, for every iteration of every fork ({@code -prof serbench.run.CpuTimeProfiler}; {@code run}
 * adds it): two secondary results in JMH's JSON, in ns/op over the operations JMH counted in the iteration (the
 * divisor {@code -prof gc} uses for {@code gc.alloc.rate.norm}):
 * <ul>
 *   <li>{@value #THREADS}: the CPU time of the benchmark's own threads (JMH's workers) — the work of the benchmark
 *       method itself;</li>
 *   <li>{@value #PROCESS}: the CPU time of the whole JVM — the workers, the garbage collector's and the JIT
 *       compiler's threads, and every other thread.</li>
 * </ul>
 * Both leave out the time a thread was not running: waiting, descheduled for another process, or stolen by the
 * hypervisor (a KVM guest with steal accounting). Neither removes a slowdown while the thread runs (a neighbour on the
 * same core or cache), and {@value #THREADS} leaves out work the benchmark causes on other threads (concurrent GC).
 * Wall time stays JMH's primary result.
 */
public final class CpuTimeProfiler implements InternalProfiler {

    /** The secondary result for the benchmark threads' CPU time per operation. */
    public static final String THREADS = Measure.CPU.result();
    /** The secondary result for the whole JVM's CPU time per operation. */
    public static final String PROCESS = Measure.CPU_ALL.result();
    /** How JMH 1.37 names its worker threads: {@code <benchmark>-jmh-worker-<n>}. */
    static final String WORKER = "-jmh-worker-";

    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    private final com.sun.management.OperatingSystemMXBean process;
    private Map<Long, Long> workersAtStart = Map.of();
    private long processAtStart;

    public CpuTimeProfiler() throws ProfilerException {
        if (!threads.isThreadCpuTimeSupported()
                || !(ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os)) {
            throw new ProfilerException("this JVM cannot measure a thread's or the process's CPU time;"
                    + " run without " + CpuTimeProfiler.class.getName());
        }
        if (!threads.isThreadCpuTimeEnabled()) {
            threads.setThreadCpuTimeEnabled(true);
        }
        process = os;
    }

    @Override
    public String getDescription() {
        return "CPU time per operation: the benchmark threads' own (" + THREADS + ") and the whole JVM's ("
                + PROCESS + ")";
    }

    @Override
    public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
        workersAtStart = workerCpuTimes();
        processAtStart = process.getProcessCpuTime();
    }

    @Override
    public Collection<? extends Result> afterIteration(BenchmarkParams benchmarkParams,
                                                       IterationParams iterationParams, IterationResult result) {
        long processNs = process.getProcessCpuTime() - processAtStart;
        long workerNs = 0;
        for (Map.Entry<Long, Long> e : workerCpuTimes().entrySet()) {
            // A worker started during the iteration spent all its CPU time in it.
            workerNs += e.getValue() - workersAtStart.getOrDefault(e.getKey(), 0L);
        }
        return perOperation(workerNs, processNs, result.getMetadata().getAllOps());
    }

    /** The two results for CPU times spent over {@code ops} operations; NaN when no operation was counted. */
    static List<ScalarResult> perOperation(long workerNs, long processNs, long ops) {
        double per = ops > 0 ? 1.0 / ops : Double.NaN;
        return List.of(new ScalarResult(THREADS, workerNs * per, "ns/op", AggregationPolicy.AVG),
                new ScalarResult(PROCESS, processNs * per, "ns/op", AggregationPolicy.AVG));
    }

    /** The CPU time in ns of each live JMH worker thread, by thread id. */
    Map<Long, Long> workerCpuTimes() {
        Map<Long, Long> times = new HashMap<>();
        for (ThreadInfo info : threads.getThreadInfo(threads.getAllThreadIds())) {
            if (info != null && info.getThreadName().contains(WORKER)) {
                long ns = threads.getThreadCpuTime(info.getThreadId());
                if (ns >= 0) { // -1: the thread ended meanwhile
                    times.put(info.getThreadId(), ns);
                }
            }
        }
        return times;
    }
}
