package serbench.run;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

import java.util.concurrent.TimeUnit;

/**
 * A trivial benchmark with the suite's {@code model}, {@code input} and {@code format} params, for the tests of the
 * sizes a run records (never in the jar): it measures nothing of the codecs, but its params select what is sized.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Benchmark)
public class ProbeSizesBenchmark {

    @Param({"counters"})
    public String model;

    @Param({"default"})
    public String input;

    @Param({"json"})
    public String format;

    @Benchmark
    public int touch() {
        return model.length() + input.length() + format.length();
    }
}
