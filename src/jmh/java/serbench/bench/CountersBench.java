package serbench.bench;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import serbench.format.Payload;

import java.util.concurrent.TimeUnit;

/**
 * The small-records experiment as the post ran it: a list of {@code {counter, num}} records encoded and decoded
 * as Protobuf and as JSON only (the post measured 486 vs 2,283 bytes for 100 records; {@code sizes} prints this
 * suite's). {@code decode} reads every record. The same work appears in the serialize/deserialize tables under
 * {@code model=counters}, and {@code encode} writes as {@link SerializeBench} does (a message not yet sized, as one just
 * built is); this class keeps the experiment in one place.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(RunLength.FORKS)
@Warmup(iterations = RunLength.WARMUP_ITERATIONS, time = RunLength.ITERATION_SECONDS)
@Measurement(iterations = RunLength.MEASUREMENT_ITERATIONS, time = RunLength.ITERATION_SECONDS)
public class CountersBench {

    @Param({"protobuf", "json"})
    public String format;

    /** Record count ({@code 10}, {@code 100}, {@code 1000}) or {@code file:PATH}. */
    @Param({"100"})
    public String input;

    private Payload payload;
    private AsBuiltWriter writer;

    @Setup
    public void setup() {
        payload = Payload.of("counters", input, format);
        writer = new AsBuiltWriter(payload);
    }

    @Benchmark
    public byte[] encode() {
        return writer.write();
    }

    @Benchmark
    public long decode() {
        return payload.digest(payload.codec.read(payload.bytes));
    }
}
