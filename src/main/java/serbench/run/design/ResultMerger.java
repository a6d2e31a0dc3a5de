package serbench.run.design;

import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.WorkloadParams;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Joins the single-fork results of one profile's rounds into one result per benchmark, as if JMH had run
 * all the forks at once: the forks' {@link BenchmarkResult}s are kept as they are, and JMH's own
 * {@link RunResult} recomputes the scores, errors and secondary metrics (with each metric's own
 * aggregation, e.g. sums for {@code gc.count}). {@code forks} becomes the number of forks joined, so it
 * always equals the length of {@code rawData}.
 */
public final class ResultMerger {

    private ResultMerger() {
    }

    /** Results in order of first appearance; those of the same benchmark, mode and params are joined. */
    public static List<RunResult> merge(Collection<RunResult> results) {
        Map<String, List<RunResult>> byId = new LinkedHashMap<>();
        for (RunResult r : results) {
            byId.computeIfAbsent(r.getParams().id(), k -> new ArrayList<>()).add(r);
        }
        List<RunResult> merged = new ArrayList<>();
        for (List<RunResult> same : byId.values()) {
            List<BenchmarkResult> forks = new ArrayList<>();
            same.forEach(r -> forks.addAll(r.getBenchmarkResults()));
            merged.add(new RunResult(withForks(same.get(0).getParams(), forks.size()), forks));
        }
        return merged;
    }

    /** A copy of {@code p} with another fork count. */
    public static BenchmarkParams withForks(BenchmarkParams p, int forks) {
        return copy(p, forks, null, null);
    }

    /** A copy of {@code p} with {@code forks} forks and, when {@code key} is not null, the param {@code key=value} added after its params. */
    public static BenchmarkParams copy(BenchmarkParams p, int forks, String key, String value) {
        WorkloadParams workload = new WorkloadParams();
        int order = 0;
        for (String k : p.getParamsKeys()) {
            workload.put(k, p.getParam(k), order++);
        }
        if (key != null) {
            workload.put(key, value, order);
        }
        return new BenchmarkParams(p.getBenchmark(), p.generatedBenchmark(), p.shouldSynchIterations(),
                p.getThreads(), p.getThreadGroups(), p.getThreadGroupLabels(), forks, p.getWarmupForks(),
                p.getWarmup(), p.getMeasurement(), p.getMode(), workload, p.getTimeUnit(),
                p.getOpsPerInvocation(), p.getJvm(), p.getJvmArgs(), p.getJdkVersion(), p.getVmName(),
                p.getVmVersion(), p.getJmhVersion(), p.getTimeout());
    }
}
