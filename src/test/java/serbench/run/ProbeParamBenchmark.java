package serbench.run;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

import java.util.concurrent.TimeUnit;

/** A trivial benchmark with two {@code @Param}s, for the tests of {@code run}'s schedule only (never in the jar). */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Benchmark)
public class ProbeParamBenchmark {

    @Param({"1", "2"})
    public int size;

    @Param({"x", "y", "z"})
    public String tag;

    @Benchmark
    public long allocate() {
        return new long[size].length + tag.length();
    }
}
