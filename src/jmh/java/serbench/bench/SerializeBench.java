package serbench.bench;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Warmup;

import java.util.concurrent.TimeUnit;

/**
 * Serialization: an existing object to a new {@code byte[]}, per format. The object is built once in setup, so
 * creation is not counted (a fault of older suites). A protobuf message is written as a service holds it before
 * writing, built or parsed and not yet sized: {@link AsBuiltWriter} forgets its cached sizes before each write, and
 * resets a twin tree for JSON and XML so that every format pays the same harness work. A message written twice
 * keeps its size; {@link ProtobufWriteBench#sizedMessage} measures that case, by that name.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(RunLength.FORKS)
@Warmup(iterations = RunLength.WARMUP_ITERATIONS, time = RunLength.ITERATION_SECONDS)
@Measurement(iterations = RunLength.MEASUREMENT_ITERATIONS, time = RunLength.ITERATION_SECONDS)
public class SerializeBench {

    @Benchmark
    public byte[] serialize(FormatState s) {
        return s.writer.write();
    }
}
