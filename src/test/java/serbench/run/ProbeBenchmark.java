package serbench.run;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;

import java.util.concurrent.TimeUnit;

/**
 * A trivial benchmark for {@link RunCommandJmhTest} only: the test sources go through JMH's annotation
 * processor too, so it is in the tests' {@code META-INF/BenchmarkList} (never in the jar).
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class ProbeBenchmark {

    @Benchmark
    public long allocate() {
        return new long[4].length;
    }
}
