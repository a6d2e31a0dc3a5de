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
 * Round trip: serialize an object, deserialize the bytes and read every field, as one service hop does
 * (write on one side, read on the other). Its time is close to serialize + readAll; a large gap points at
 * interference between the two, such as allocation pressure. The write is {@link SerializeBench}'s: a message
 * not yet sized, as one just built is.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(RunLength.FORKS)
@Warmup(iterations = RunLength.WARMUP_ITERATIONS, time = RunLength.ITERATION_SECONDS)
@Measurement(iterations = RunLength.MEASUREMENT_ITERATIONS, time = RunLength.ITERATION_SECONDS)
public class RoundTripBench {

    @Benchmark
    public long roundTrip(FormatState s) {
        byte[] bytes = s.writer.write();
        return s.payload.digest(s.payload.codec.read(bytes));
    }
}
