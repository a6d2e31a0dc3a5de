package serbench.bench;

import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import serbench.format.Payload;

/**
 * The model x input x format axes shared by the serialize, deserialize and round-trip benchmarks: one JMH table
 * compares every format on every model. Everything is built here, outside the timed region. One per thread: each
 * write forgets the message tree's cached sizes ({@link AsBuiltWriter}), which threads sharing one tree would race on
 * under {@code -t 2}.
 */
@State(Scope.Thread)
public class FormatState {

    @Param({"mediacontent", "finditems", "counters"})
    public String model;

    /** {@code default} is the model's standard input; {@code sizes} lists the others; {@code file:PATH} is your own payload. */
    @Param({"default"})
    public String input;

    @Param({"protobuf", "json", "xml"})
    public String format;

    public Payload payload;
    /** {@link Payload#bytes} decoded once, for benchmarks that time what comes after the decode. */
    public Object decoded;
    /** Writes {@link #payload}'s value as a just-built message would be (protobuf's sizes not yet computed). */
    AsBuiltWriter writer;

    @Setup
    public void setup() {
        payload = Payload.of(model, input, format);
        decoded = payload.codec.read(payload.bytes);
        writer = new AsBuiltWriter(payload);
    }
}
