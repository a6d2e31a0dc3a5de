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
import serbench.model.Models;
import serbench.model.mediacontent.MediaContent;
import serbench.model.mediacontent.binding.Binding;

import java.io.IOException;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;

/**
 * The Java binding style as an axis, Jackson 2 against Jackson 3: the same MediaContent data, the same bytes, bound
 * to records (the suite's model: Jackson builds them through the canonical constructor), to beans (no-arg
 * constructor and setters) or to classes with public fields ({@code serbench.model.mediacontent.binding}). The
 * suite's other benchmarks bind records only, so what they show for a Jackson version is its cost on records; this
 * says which style pays what. {@code readAll} reads with an {@code ObjectReader} built once, then reads every field
 * into a digest (what a caller who uses the data pays); {@code serialize} writes an object built in setup with an
 * {@code ObjectWriter} built once. Each format's own mapper, bare documents (MediaContent has no SOAP envelope).
 * Setup refuses a binding that writes other bytes than the records, so every row reads and writes the same bytes.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(RunLength.FORKS)
@Warmup(iterations = RunLength.WARMUP_ITERATIONS, time = RunLength.ITERATION_SECONDS)
@Measurement(iterations = RunLength.MEASUREMENT_ITERATIONS, time = RunLength.ITERATION_SECONDS)
public class BindingBench {

    /** {@code record}, {@code bean}, {@code fields}: {@link Binding#NAMES}. */
    @Param({"record", "bean", "fields"})
    public String binding;

    /** Jackson 2 ({@code json}, {@code xml}) and Jackson 3 ({@code json-jackson3}, {@code xml-jackson3}). */
    @Param({"json", "xml", "json-jackson3", "xml-jackson3"})
    public String format;

    /** A MediaContent input: {@code default} is {@code media.1}; {@code media.2} to {@code media.4}, or {@code file:PATH}. */
    @Param({"default"})
    public String input;

    Binding style;
    JacksonBinder binder;
    /** The value in this binding style, written by {@link #serialize}. */
    Object value;
    /** What the records write in this format: the bytes every binding reads. */
    byte[] bytes;

    @Setup
    public void setup() throws IOException {
        style = Binding.byName(binding);
        MediaContent record = (MediaContent) Payload.load(Models.byName("mediacontent"), input);
        bytes = JacksonBinder.of(format, MediaContent.class).write(record);
        binder = JacksonBinder.of(format, style.type());
        value = style.fromRecord(record);
        requireSameBytes(bytes, binder.write(value), binding, format);
    }

    /** Refuses a binding whose bytes differ from the records': its rows would not compare the same work. */
    static void requireSameBytes(byte[] records, byte[] written, String binding, String format) {
        if (!Arrays.equals(records, written)) {
            throw new IllegalStateException("binding '" + binding + "' writes other " + format
                    + " bytes than the records (" + written.length + " bytes, the records " + records.length + ")");
        }
    }

    /** Bytes to an object, then every field into a digest. */
    @Benchmark
    public long readAll() throws IOException {
        return style.digest(binder.read(bytes));
    }

    /** The object built in setup to {@code byte[]}. */
    @Benchmark
    public byte[] serialize() throws IOException {
        return binder.write(value);
    }
}
