package serbench.bench;

import com.google.protobuf.CodedOutputStream;
import com.google.protobuf.Message;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
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
 * <p>A message caches its serialized size once computed, so {@code toByteArray} here writes a sized message.
 * {@code freshMessage} writes a message whose cached sizes are reset before each call (as if just built),
 * {@code sizedMessage} the same data already sized; both do the same reset work, so their difference is the
 * size computation alone, with no per-invocation setup and no builder allocation counted by {@code -prof gc}.
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

    /**
     * A fresh message and a sized one with the same data. Before each write the fresh message's cached sizes are
     * forgotten ({@link MemoizedSizes}), so every write computes them as for a message just built; the sized
     * message is written as it is, and an identical third tree has its sizes forgotten instead, so both
     * benchmarks do the same harness work and allocate the same bytes. Nothing is set up per invocation.
     */
    @State(Scope.Thread)
    public static class Messages {
        Message fresh;
        Message sized;
        MemoizedSizes freshSizes;
        MemoizedSizes twinSizes;

        @Setup
        public void build(ProtobufState s) {
            fresh = s.payload.model.toProto(s.payload.javaValue);
            sized = s.payload.model.toProto(s.payload.javaValue);
            sized.getSerializedSize();
            freshSizes = new MemoizedSizes(fresh);
            twinSizes = new MemoizedSizes(s.payload.model.toProto(s.payload.javaValue));
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

    /** A message written for the first time: its size (and every nested message's) is computed first. */
    @Benchmark
    public byte[] freshMessage(Messages m) {
        m.freshSizes.forget();
        return m.fresh.toByteArray();
    }

    /** The same data already sized: the difference from {@code freshMessage} is the size computation. */
    @Benchmark
    public byte[] sizedMessage(Messages m) {
        m.twinSizes.forget();
        return m.sized.toByteArray();
    }
}
