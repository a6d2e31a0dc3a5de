package serbench.run;

import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.results.AverageTimeResult;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.IterationResultMetaData;
import org.openjdk.jmh.results.ResultRole;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.ThroughputResult;
import org.openjdk.jmh.runner.IterationType;
import org.openjdk.jmh.runner.WorkloadParams;
import org.openjdk.jmh.runner.options.TimeValue;
import serbench.profiles.JarCheck;
import serbench.profiles.JvmProbe;
import serbench.profiles.ProfileCheck;
import serbench.profiles.Profiles;
import serbench.run.design.Schedule;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * The results of forks that never ran: JMH's result objects built with chosen iteration scores, and profiles whose
 * check needs no JVM. For the tests of the run's loop (no JMH, no fork).
 */
final class FakeForks {

    private FakeForks() {
    }

    /** A built-in profile, available, as if its JVM had answered. */
    static ProfileRun profile(String name) {
        return new ProfileRun(new ProfileCheck(Profiles.builtIn().get(name), Optional.of(Path.of("java")),
                Optional.of(new JvmProbe.Result(true, "openjdk version \"17\"", "")),
                new JarCheck(Optional.empty(), true, Map.of(), "")));
    }

    /** One fork of {@code unit} in average-time mode whose measured iterations scored {@code nsPerOp}. */
    static RunResult avgt(Schedule.Unit unit, double... nsPerOp) {
        return fork(unit, Mode.AverageTime, nsPerOp);
    }

    /** One fork of {@code unit} in throughput mode whose measured iterations scored {@code opsPerSecond}. */
    static RunResult thrpt(Schedule.Unit unit, double... opsPerSecond) {
        return fork(unit, Mode.Throughput, opsPerSecond);
    }

    private static RunResult fork(Schedule.Unit unit, Mode mode, double... scores) {
        WorkloadParams workload = new WorkloadParams();
        int order = 0;
        for (Map.Entry<String, String> e : unit.params().entrySet()) {
            workload.put(e.getKey(), e.getValue(), order++);
        }
        TimeUnit tu = mode == Mode.Throughput ? TimeUnit.SECONDS : TimeUnit.NANOSECONDS;
        IterationParams warmup = new IterationParams(IterationType.WARMUP, 1, TimeValue.milliseconds(10), 1);
        IterationParams measurement = new IterationParams(IterationType.MEASUREMENT, scores.length,
                TimeValue.milliseconds(10), 1);
        BenchmarkParams params = new BenchmarkParams(unit.benchmark(), unit.benchmark() + "_jmhTest", false, 1,
                new int[]{1}, List.of(), 1, 0, warmup, measurement, mode, workload, tu, 1, "java", List.of(), "17",
                "OpenJDK 64-Bit Server VM", "17", "1.37", TimeValue.minutes(10));
        List<IterationResult> iterations = new ArrayList<>();
        for (double s : scores) {
            IterationResult it = new IterationResult(params, measurement, new IterationResultMetaData(1_000_000, 1_000_000));
            if (mode == Mode.Throughput) {
                // s operations per second: 1e6 * s operations in 1e6 seconds
                it.addResult(new ThroughputResult(ResultRole.PRIMARY, unit.benchmark(), s * 1e3, 1_000_000_000_000L, tu));
            } else {
                // s ns per operation: 1e6 operations in 1e6 * s ns
                it.addResult(new AverageTimeResult(ResultRole.PRIMARY, unit.benchmark(), 1e6, Math.round(s * 1e6), tu));
            }
            iterations.add(it);
        }
        return new RunResult(params, List.of(new BenchmarkResult(params, iterations)));
    }
}
