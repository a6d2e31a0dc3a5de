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
import serbench.format.Codec;
import serbench.format.Formats;
import serbench.model.Model;
import serbench.model.Models;

import java.util.concurrent.TimeUnit;

/**
 * Cold start through the suite's codecs: what a short-lived process (a CLI, a function, the first request after a
 * deploy) pays to read one payload, one shot per fresh JVM. The timed shot starts from nothing but the bytes: it
 * builds the chosen format's codec for the chosen model (for Jackson: that one mapper, its first use and the
 * deserializers; for protobuf: loading and initialising the generated classes and their descriptors), decodes,
 * and reads every field. Nothing else is built: the registries hold formats and models whose mappers and parsers are
 * made on first use, so looking one up constructs no other format's mapper and initialises no other model.
 *
 * <p>The bytes come from a file the build wrote ({@link ColdStartInputs}); setup only reads it, so no class the
 * shot uses is loaded or warmed before it. {@link ColdStartPlainBench} is the same shot on the plain library. The
 * forks are the samples: at least 10 for a stable median.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(10)
@Warmup(iterations = 0)
@Measurement(iterations = 1)
public class ColdStartBench {

    @Param({"mediacontent", "finditems"})
    public String model;

    @Param({"protobuf", "json", "xml"})
    public String format;

    private byte[] bytes;

    @Setup
    public void setup() {
        bytes = ColdStartInputs.read(model, format);
    }

    /** The chosen format's codec for the chosen model, first decode, read of every field. */
    @Benchmark
    public long firstReadAll() {
        Model<Object, com.google.protobuf.Message> m = Models.byName(model);
        Codec codec = Formats.byName(format).codec(m);
        return codec.digest(codec.read(bytes));
    }
}
