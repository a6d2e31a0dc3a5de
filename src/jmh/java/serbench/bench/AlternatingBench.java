package serbench.bench;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import serbench.format.Payload;
import serbench.results.FormatTurns;

import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The answer's two operations with the formats taking turns inside one fork: iteration after iteration the fork
 * measures protobuf, JSON and XML in a rotating order ({@link FormatTurns#at}), so every format's figure and every
 * ratio between them come from the same JVM, seconds apart. On a shared machine that slows memory-bound code for
 * seconds at a time and lands whole forks far apart, the per-fork ratio is far steadier than a ratio of separate
 * forks. The run splits each fork into one row per format ({@code format=NAME}); the work per operation is
 * {@link SerializeBench#serialize}'s and {@link DeserializeBench#readAll}'s exactly (the same {@link AsBuiltWriter}
 * and digest). What the formats share in one JVM (call sites in the harness that see several codecs, the heap, the
 * JIT's queue) is in docs/measuring.md.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(RunLength.FORKS)
@Warmup(iterations = AlternatingBench.WARMUP_ITERATIONS, time = AlternatingBench.ITERATION_MILLIS,
        timeUnit = TimeUnit.MILLISECONDS)
@Measurement(iterations = AlternatingBench.MEASUREMENT_ITERATIONS, time = AlternatingBench.ITERATION_MILLIS,
        timeUnit = TimeUnit.MILLISECONDS)
public class AlternatingBench {

    /**
     * The run length: each of 3 formats gets a third of the iterations. 30 warm-up iterations of 200 ms (6 s of the
     * fork, 2 s per format) and 45 measured (15 per format, 3 s each): short iterations, so that the turns are many and
     * a slow spell of the machine falls on every format alike; a fork takes about 17 s with the JVM's start. (Here, not
     * in {@link RunLength}, so that the other benchmarks' sources, which committed runs are matched by, stay as they
     * were.)
     */
    static final int WARMUP_ITERATIONS = 30;
    static final int MEASUREMENT_ITERATIONS = 45;
    static final int ITERATION_MILLIS = 200;

    @Param({"mediacontent", "finditems", "counters"})
    public String model;

    /** {@code default} is the model's standard input; {@code file:PATH} is your own payload. */
    @Param({"default"})
    public String input;

    /** The formats taking turns, joined by {@code +}. */
    @Param({"protobuf+json+xml"})
    public String formats;

    /** One format's input, its writer and its decoded value: what {@link FormatState} holds for one format. */
    static final class Side {
        final Payload payload;
        final AsBuiltWriter writer;

        Side(Payload payload) {
            this.payload = payload;
            this.writer = new AsBuiltWriter(payload);
        }
    }

    private Side[] sides;
    private Side current;
    private int iteration;

    @Setup(Level.Trial)
    public void setup() {
        List<String> names = FormatTurns.formats(formats);
        sides = names.stream().map(f -> new Side(Payload.of(model, input, f))).toArray(Side[]::new);
    }

    /** The next iteration's format, by the rule the run splits the fork's iterations with. */
    @Setup(Level.Iteration)
    public void nextFormat() {
        current = sides[FormatTurns.at(iteration++, sides.length)];
    }

    /** The format this iteration measures (for tests). */
    String currentFormat() {
        return current.payload.format.name();
    }

    /** Serialize: {@link SerializeBench#serialize} in the iteration's format. */
    @Benchmark
    public byte[] serialize() {
        return current.writer.write();
    }

    /** Deserialize and read every field: {@link DeserializeBench#readAll} in the iteration's format. */
    @Benchmark
    public long readAll() {
        Payload p = current.payload;
        return p.digest(p.codec.read(p.bytes));
    }
}
