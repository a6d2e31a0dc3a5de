package serbench.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
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
import serbench.format.jackson.Jackson;
import serbench.format.Payload;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.concurrent.TimeUnit;

/**
 * Jackson's ways to call the same data binding: {@code ObjectMapper} convenience methods (which look up the
 * (de)serializer for the class on every call) versus an {@code ObjectReader}/{@code ObjectWriter} built once,
 * and writing to a new {@code byte[]} versus into a reused stream. Reads are followed by reading every field.
 * For XML the document is the bare one (no SOAP envelope): these are plain Jackson calls.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(RunLength.FORKS)
@Warmup(iterations = RunLength.WARMUP_ITERATIONS, time = RunLength.ITERATION_SECONDS)
@Measurement(iterations = RunLength.MEASUREMENT_ITERATIONS, time = RunLength.ITERATION_SECONDS)
public class JacksonApiBench {

    /** Counters too with {@code -p model=counters}: left out of the default run to keep it short. */
    @Param({"mediacontent", "finditems"})
    public String model;

    /** {@code default} is the model's standard input; {@code sizes} lists the others; {@code file:PATH} is your own payload. */
    @Param({"default"})
    public String input;

    @Param({"json", "xml"})
    public String format;

    private Payload payload;
    private ObjectMapper mapper;
    private ObjectReader reader;
    private ObjectWriter writer;
    private Class<Object> type;
    private byte[] bytes;
    private ByteArrayOutputStream stream;

    @Setup
    public void setup() throws IOException {
        payload = Payload.of(model, input, format);
        mapper = format.equals("xml") ? Jackson.xml() : Jackson.json();
        type = payload.model.javaType();
        reader = mapper.readerFor(type);
        writer = mapper.writerFor(type);
        bytes = writer.writeValueAsBytes(payload.value);
        stream = new ByteArrayOutputStream(bytes.length);
    }

    @Benchmark
    public byte[] objectMapperWriteBytes() throws IOException {
        return mapper.writeValueAsBytes(payload.value);
    }

    @Benchmark
    public byte[] objectWriterWriteBytes() throws IOException {
        return writer.writeValueAsBytes(payload.value);
    }

    @Benchmark
    public int objectWriterWriteReusedStream() throws IOException {
        stream.reset();
        writer.writeValue(stream, payload.value);
        return stream.size();
    }

    @Benchmark
    public long objectMapperRead() throws IOException {
        return payload.digest(mapper.readValue(bytes, type));
    }

    @Benchmark
    public long objectReaderRead() throws IOException {
        return payload.digest(reader.readValue(bytes));
    }
}
