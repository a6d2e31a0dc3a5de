package serbench.bench;

import com.google.protobuf.CodedInputStream;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Warmup;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.concurrent.TimeUnit;

/**
 * Protobuf's ways to parse a message, each followed by reading every field (the generated proto3 parsers decode
 * strings while parsing, as Jackson does; the read is the same digest every format pays). {@code parseFrom(byte[])} and a {@code CodedInputStream} over the array share
 * one path; {@code parseFrom(InputStream)} allocates a 4 KiB buffer per call and copies through it.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(RunLength.FORKS)
@Warmup(iterations = RunLength.WARMUP_ITERATIONS, time = RunLength.ITERATION_SECONDS)
@Measurement(iterations = RunLength.MEASUREMENT_ITERATIONS, time = RunLength.ITERATION_SECONDS)
public class ProtobufReadBench {

    @Benchmark
    public long parseFromBytes(ProtobufState s) throws InvalidProtocolBufferException {
        return readAll(s, s.payload.model.parser().parseFrom(s.payload.bytes));
    }

    @Benchmark
    public long parseFromInputStream(ProtobufState s) throws IOException {
        return readAll(s, s.payload.model.parser().parseFrom(new ByteArrayInputStream(s.payload.bytes)));
    }

    @Benchmark
    public long codedInputStream(ProtobufState s) throws IOException {
        return readAll(s, s.payload.model.parser().parseFrom(CodedInputStream.newInstance(s.payload.bytes)));
    }

    private static long readAll(ProtobufState s, Message m) {
        return s.payload.model.digestProto(m);
    }
}
