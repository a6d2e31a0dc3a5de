package serbench.bench;

import com.google.protobuf.Message;
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
import serbench.model.Model;
import serbench.model.Models;

import java.util.concurrent.TimeUnit;

/**
 * Object creation: building the whole object graph of an input from raw values, through protobuf's generated
 * builders versus the Java classes' constructors (the JSON and XML formats share the Java classes).
 *
 * <p>Why: protobuf messages are immutable and built through a builder per message, which allocates twice; the
 * posts found creation to be where protobuf lost to plain objects, and where escape analysis helped it most.
 * Both methods read the same source fields, so the difference is the building alone.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(RunLength.FORKS)
@Warmup(iterations = RunLength.WARMUP_ITERATIONS, time = RunLength.ITERATION_SECONDS)
@Measurement(iterations = RunLength.MEASUREMENT_ITERATIONS, time = RunLength.ITERATION_SECONDS)
public class CreateBench {

    @Param({"mediacontent", "finditems", "counters"})
    public String model;

    /** {@code default} is the model's standard input; {@code sizes} lists the others; {@code file:PATH} is your own payload. */
    @Param({"default"})
    public String input;

    private Model<Object, Message> m;
    private Object raw;

    @Setup
    public void setup() {
        m = Models.byName(model);
        raw = Payload.load(m, input);
    }

    /** The protobuf form, built with the generated builders. */
    @Benchmark
    public Message protobuf() {
        return m.toProto(raw);
    }

    /** The Java form (what JSON and XML read and write), built with constructors. */
    @Benchmark
    public Object java() {
        return m.copy(raw);
    }
}
