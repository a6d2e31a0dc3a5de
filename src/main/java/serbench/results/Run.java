package serbench.results;

import java.util.Map;

/**
 * One entry of a JMH result file: a benchmark in one mode with one set of {@code @Param} values.
 * {@code secondary} is keyed by the metric name without JMH 1.36's {@code ·} prefix.
 */
public record Run(String benchmark, String mode, Map<String, String> params, RunConfig config,
                  Metric primary, Map<String, Metric> secondary) {

    /** The secondary metric JMH's GC profiler writes for bytes allocated per operation. */
    public static final String ALLOC_NORM = "gc.alloc.rate.norm";

    /** Bytes allocated per operation, if the run was made with {@code -prof gc}. */
    public Metric allocation() {
        return secondary.get(ALLOC_NORM);
    }
}
