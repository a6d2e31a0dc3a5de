package serbench.bench;

import com.google.protobuf.Message;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import serbench.format.Payload;

/** The model x input axes of the protobuf API variants; the message and its bytes are built in setup. */
@State(Scope.Benchmark)
public class ProtobufState {

    /** Counters too with {@code -p model=counters}: left out of the default run to keep it short. */
    @Param({"mediacontent", "finditems"})
    public String model;

    /** {@code default} is the model's standard input; {@code sizes} lists the others; {@code file:PATH} is your own payload. */
    @Param({"default"})
    public String input;

    public Payload payload;
    public Message message;

    @Setup
    public void setup() {
        payload = Payload.of(model, input, "protobuf");
        message = (Message) payload.value;
    }
}
