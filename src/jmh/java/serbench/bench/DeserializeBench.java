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
 * Deserialization: bytes to an object, per format.
 *
 * <p>{@code readAll} is the honest comparison: it decodes and then reads every field. Protobuf keeps parsed
 * strings as UTF-8 bytes and decodes them on first access, while Jackson decodes everything eagerly, so
 * {@code parseOnly} (decode and read nothing) flatters protobuf; it is kept beside it to show by how much.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(RunLength.FORKS)
@Warmup(iterations = RunLength.WARMUP_ITERATIONS, time = RunLength.ITERATION_SECONDS)
@Measurement(iterations = RunLength.MEASUREMENT_ITERATIONS, time = RunLength.ITERATION_SECONDS)
public class DeserializeBench {

    /** Decode, then read every field into a digest. */
    @Benchmark
    public long readAll(FormatState s) {
        return s.payload.digest(s.payload.codec.read(s.payload.bytes));
    }

    /** Decode only (protobuf's strings stay undecoded). */
    @Benchmark
    public Object parseOnly(FormatState s) {
        return s.payload.codec.read(s.payload.bytes);
    }
}
