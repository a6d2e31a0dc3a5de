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
 * Cold start: the first decode (and read of every field) in a fresh JVM, one shot per fork. This is what a
 * short-lived process or the first request after a deploy pays: Jackson builds its deserializers and Woodstox
 * and protobuf load and initialise their parsing code on first use, all in the interpreter. Setup has already
 * built the value and its bytes (so the write path is warm, the read path is not). Compare it with the
 * steady-state {@code DeserializeBench.readAll}; the forks are the samples.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(5)
@Warmup(iterations = 0)
@Measurement(iterations = 1)
public class ColdStartBench {

    @Param({"mediacontent", "finditems"})
    public String model;

    @Param({"protobuf", "json", "xml"})
    public String format;

    private Payload payload;

    @Setup
    public void setup() {
        payload = Payload.of(model, "default", format);
    }

    @Benchmark
    public long firstReadAll() {
        return payload.digest(payload.codec.read(payload.bytes));
    }
}
