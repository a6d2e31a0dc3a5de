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
 * <p>{@code readAll} decodes and then reads every field into a digest: the work a caller who uses the data does.
 * {@code parseOnly} decodes and reads nothing. The generated proto3 parsers decode every string while parsing
 * ({@code readStringRequireUtf8}), as Jackson does, so both allocate the same for every format and their gap is
 * the digest itself; {@code digestOnly} measures that digest alone on an already decoded value, per model and
 * form, so it can be seen and subtracted ({@code readAll - digestOnly} is the decode).
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

    /** Decode only. */
    @Benchmark
    public Object parseOnly(FormatState s) {
        return s.payload.codec.read(s.payload.bytes);
    }

    /** Read every field of a value decoded in setup: the digest's own cost, the same work in every format. */
    @Benchmark
    public long digestOnly(FormatState s) {
        return s.payload.digest(s.decoded);
    }
}
