package serbench.results;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** How a run was made: the JVM, its flags and JMH's iteration settings, as written in the result file. */
public record RunConfig(String jmhVersion, String jvm, String jdkVersion, String vm, List<String> jvmArgs,
                        String warmup, String measurement, int forks, int threads, int warmupIterations,
                        int measurementIterations) {

    /** Fewer measured iterations than this per fork make a fork mean from too few samples to trust. */
    public static final int MIN_MEASURED_ITERATIONS = 3;

    /**
     * What is too weak in these settings for a run in {@code mode} to be trusted, e.g. {@code no warm-up iterations
     * (warmup 0 × 100 ms)}, or null: no warm-up iterations, or fewer than {@value #MIN_MEASURED_ITERATIONS} measured
     * iterations. Single-shot ({@code ss}) is exempt: it measures the cold start on purpose, one shot per fork, the
     * forks being the replicates. Counts the file does not state (below zero) are not judged.
     */
    public String weakness(String mode) {
        if (mode.equals("ss")) {
            return null;
        }
        if (warmupIterations == 0) {
            return "no warm-up iterations (warmup " + warmup + ")";
        }
        if (measurementIterations >= 0 && measurementIterations < MIN_MEASURED_ITERATIONS) {
            return "fewer than " + MIN_MEASURED_ITERATIONS + " measured iterations (measurement " + measurement + ")";
        }
        return null;
    }

    /** The settings as label → value, in display order; the labels are what the report's header shows. */
    public Map<String, String> describe() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("JMH", jmhVersion);
        m.put("JDK", jdkVersion);
        m.put("VM", vm);
        m.put("jvm", jvm);
        m.put("jvmArgs", jvmArgs.isEmpty() ? "(none)" : String.join(" ", jvmArgs));
        m.put("warmup", warmup);
        m.put("measurement", measurement);
        m.put("forks", String.valueOf(forks));
        m.put("threads", String.valueOf(threads));
        return m;
    }
}
