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
 * Serialization: an existing object to a new {@code byte[]}, per format. The object is built once in setup,
 * so creation is not counted (a fault of older suites). Protobuf's size memoization is warm here, as for any
 * message serialized more than once; {@link ProtobufWriteBench} measures a freshly built message.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(RunLength.FORKS)
@Warmup(iterations = RunLength.WARMUP_ITERATIONS, time = RunLength.ITERATION_SECONDS)
@Measurement(iterations = RunLength.MEASUREMENT_ITERATIONS, time = RunLength.ITERATION_SECONDS)
public class SerializeBench {

    @Benchmark
    public byte[] serialize(FormatState s) {
        return s.payload.codec.write(s.payload.value);
    }
}
