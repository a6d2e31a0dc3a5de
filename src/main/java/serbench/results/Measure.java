package serbench.results;

import serbench.io.UnusableInputException;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * What a comparison compares ({@code --metric}): JMH's score (wall time, or throughput), or one of the secondary
 * results every fork of {@code run} records: the benchmark threads' CPU time per operation, the whole JVM's, or the
 * bytes allocated per operation. {@link #of} makes the chosen result each row's primary one, so every command reads
 * it as it reads wall time.
 */
public enum Measure {
    TIME("time", null, "wall time per operation (JMH's score)"),
    CPU("cpu", "cpu.time.norm", "CPU time per operation of the benchmark threads (cpu.time.norm)"),
    CPU_ALL("cpu-all", "cpu.process.norm", "CPU time per operation of the whole JVM, GC and JIT threads included"
            + " (cpu.process.norm)"),
    ALLOC("alloc", Run.ALLOC_NORM, "bytes allocated per operation (gc.alloc.rate.norm)");

    /** The names {@code --metric} takes, in order. */
    public static final List<String> NAMES = Arrays.stream(values()).map(m -> m.option).toList();

    private final String option;
    private final String result;
    private final String description;

    Measure(String option, String result, String description) {
        this.option = option;
        this.result = result;
        this.description = description;
    }

    /** The {@code --metric} value; a usage error names the ones there are. */
    public static Measure named(String option) {
        for (Measure m : values()) {
            if (m.option.equals(option.toLowerCase(Locale.ROOT))) {
                return m;
            }
        }
        throw new IllegalArgumentException("unknown metric '" + option + "'; use one of " + String.join(", ", NAMES));
    }

    /** The name {@code --metric} takes. */
    public String option() {
        return option;
    }

    /** The secondary result's name in JMH's JSON (without its {@code ·}), or null for JMH's score. */
    public String result() {
        return result;
    }

    /** What it is, for headers and footers. */
    public String description() {
        return description;
    }

    /** A short name for table titles: "time", "CPU time", "allocation". */
    public String title() {
        return switch (this) {
            case TIME -> "time";
            case CPU -> "CPU time";
            case CPU_ALL -> "JVM CPU time";
            case ALLOC -> "allocation";
        };
    }

    /** Whether some row of {@code file} carries this metric (JMH's score always does). */
    public boolean recordedIn(ResultFile file) {
        return result == null || file.runs().stream().anyMatch(r -> r.secondary().containsKey(result));
    }

    /**
     * {@code file} with this metric as each row's primary result; rows without it are left out, and a file with none
     * is an error that says how to record it.
     */
    public ResultFile of(ResultFile file) {
        if (result == null) {
            return file;
        }
        List<Run> runs = file.runs().stream().filter(r -> r.secondary().containsKey(result))
                .map(r -> new Run(r.benchmark(), r.mode(), r.params(), r.config(), r.secondary().get(result),
                        r.secondary()))
                .toList();
        if (runs.isEmpty()) {
            throw new UnusableInputException(file.path() + ": has no " + result + " results, so no " + title()
                    + " to compare; record the run with this suite's run command (it adds "
                    + (this == ALLOC ? "JMH's GC profiler" : "serbench.run.CpuTimeProfiler")
                    + "), or compare time, the default metric");
        }
        return file.withRuns(runs);
    }
}
