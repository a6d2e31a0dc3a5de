package serbench.bench;

import com.google.protobuf.CodedOutputStream;
import com.google.protobuf.Message;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.concurrent.TimeUnit;

/**
 * Protobuf's ways to write a message. {@code toByteArray()} allocates exactly the serialized size and encodes
 * straight into it; {@code writeTo(OutputStream)} allocates a buffer of up to 4 KiB per call and copies; a
 * {@code CodedOutputStream} over a reused array allocates no buffer (string fields still allocate their UTF-8
 * bytes). The posts found {@code toByteArray()} faster than {@code writeTo}; {@code -prof gc} shows why.
 *
 * <p>A message caches its serialized size once computed: {@code freshMessage} writes a message built just
 * before (in a per-invocation setup, not timed), {@code sizedMessage} one whose size was computed in that same
 * setup. Both pay the same per-invocation harness cost, so their difference is the size computation.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(RunLength.FORKS)
@Warmup(iterations = RunLength.WARMUP_ITERATIONS, time = RunLength.ITERATION_SECONDS)
@Measurement(iterations = RunLength.MEASUREMENT_ITERATIONS, time = RunLength.ITERATION_SECONDS)
public class ProtobufWriteBench {

    /** Buffers reused across calls, sized once in setup. */
    @State(Scope.Thread)
    public static class Buffers {
        ByteArrayOutputStream stream;
        byte[] array;

        @Setup
        public void setup(ProtobufState s) {
            stream = new ByteArrayOutputStream(s.payload.bytes.length);
            array = new byte[s.payload.bytes.length];
        }
    }

    /** A message built from the Java values before each call: nothing memoized yet. */
    @State(Scope.Thread)
    public static class Fresh {
        Message message;

        @Setup(Level.Invocation)
        public void build(ProtobufState s) {
            message = s.payload.model.toProto(s.payload.javaValue);
        }
    }

    /** The same, but with its size computed (and memoized) before the call. */
    @State(Scope.Thread)
    public static class Sized {
        Message message;

        @Setup(Level.Invocation)
        public void build(ProtobufState s) {
            message = s.payload.model.toProto(s.payload.javaValue);
            message.getSerializedSize();
        }
    }

    @Benchmark
    public byte[] toByteArray(ProtobufState s) {
        return s.message.toByteArray();
    }

    @Benchmark
    public ByteArrayOutputStream writeToNewStream(ProtobufState s) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        s.message.writeTo(out);
        return out;
    }

    @Benchmark
    public int writeToReusedStream(ProtobufState s, Buffers b) throws IOException {
        b.stream.reset();
        s.message.writeTo(b.stream);
        return b.stream.size();
    }

    @Benchmark
    public int codedOutputStreamReusedArray(ProtobufState s, Buffers b) throws IOException {
        CodedOutputStream out = CodedOutputStream.newInstance(b.array);
        s.message.writeTo(out);
        return out.getTotalBytesWritten();
    }

    @Benchmark
    public byte[] freshMessage(Fresh f) {
        return f.message.toByteArray();
    }

    @Benchmark
    public byte[] sizedMessage(Sized f) {
        return f.message.toByteArray();
    }
}
