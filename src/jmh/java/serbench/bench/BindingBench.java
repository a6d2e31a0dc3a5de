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
 * The Java binding style as an axis: the same MediaContent data bound to records (the suite's model: Jackson builds
 * them through the canonical constructor), to beans (no-arg constructor and setters) or to classes with public fields
 * ({@code serbench.model.mediacontent.binding}), in Jackson 2 and Jackson 3 by default, and in the other formats of
 * the suite that bind any Java class (Jackson's {@code smile}, {@code cbor}, {@code msgpack}; {@code kryo},
 * {@code fory}, {@code fory-compatible}) with {@code -p format=}. The suite's other benchmarks bind records only, so
 * what they show for a library is its cost on records; this says which style pays what. {@code readAll} reads with a
 * reader built once, then reads every field into a digest (what a caller who uses the data pays); {@code serialize}
 * writes an object built in setup with a writer built once ({@link Binder}: plain library calls with the format's
 * configuration). Bare documents (MediaContent has no SOAP envelope). Setup refuses a Jackson binding that writes
 * other bytes than the records, so every Jackson row reads and writes the same bytes; Kryo and Fory write each
 * style's classes in their own bytes, so setup holds them to the same data instead (read back, equal to the records).
 */
@State(Scope.Thread) // a Kryo and its Output are not thread-safe: one binder per benchmark thread
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(RunLength.FORKS)
@Warmup(iterations = RunLength.WARMUP_ITERATIONS, time = RunLength.ITERATION_SECONDS)
@Measurement(iterations = RunLength.MEASUREMENT_ITERATIONS, time = RunLength.ITERATION_SECONDS)
public class BindingBench {

    /** {@code record}, {@code bean}, {@code fields}: {@link Binding#NAMES}. */
    @Param({"record", "bean", "fields"})
    public String binding;

    /**
     * Jackson 2 ({@code json}, {@code xml}) and Jackson 3 ({@code json-jackson3}, {@code xml-jackson3}) by default;
     * any of {@link Binder#FORMATS} with {@code -p format=}.
     */
    @Param({"json", "xml", "json-jackson3", "xml-jackson3"})
    public String format;

    /** A MediaContent input: {@code default} is {@code media.1}; {@code media.2} to {@code media.4}, or {@code file:PATH}. */
    @Param({"default"})
    public String input;

    Binding style;
    Binder binder;
    /** The value in this binding style, written by {@link #serialize}. */
    Object value;
    /** What the records write in this format: the bytes every binding reads. */
    byte[] bytes;

    @Setup
    public void setup() throws IOException {
        style = Binding.byName(binding);
        MediaContent record = (MediaContent) Payload.load(Models.byName("mediacontent"), input);
        binder = Binder.of(format, style.type());
        value = style.fromRecord(record);
        if (Binder.sameBytesInEveryStyle(format)) {
            bytes = Binder.of(format, MediaContent.class).write(record);
            requireSameBytes(bytes, binder.write(value), binding, format);
        } else {
            bytes = binder.write(value);
            requireSameData(record, style.toRecord(binder.read(bytes)), binding, format);
        }
    }

    /** Refuses a binding whose bytes differ from the records': its rows would not compare the same work. */
    static void requireSameBytes(byte[] records, byte[] written, String binding, String format) {
        if (!Arrays.equals(records, written)) {
            throw new IllegalStateException("binding '" + binding + "' writes other " + format
                    + " bytes than the records (" + written.length + " bytes, the records " + records.length + ")");
        }
    }

    /** Refuses a binding whose bytes do not read back to the records' data. */
    static void requireSameData(MediaContent record, MediaContent readBack, String binding, String format) {
        if (!record.equals(readBack)) {
            throw new IllegalStateException("binding '" + binding + "' does not read back the records' data in "
                    + format);
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
