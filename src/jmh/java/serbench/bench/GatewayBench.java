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
import serbench.scenario.gateway.Gateway;

import java.util.concurrent.TimeUnit;

/**
 * The ql.io experiment without the network: a FindItems backend response arrives as bytes in XML (in its SOAP
 * envelope, as eBay sent it), protobuf or JSON, and the gateway answers JSON with the items and error message.
 * {@code handle} is the whole step; {@code decode}, {@code select} and {@code encode} are its parts, each fed
 * the previous part's output prepared in setup. The post found the XML path three times slower than protobuf.
 *
 * <p>Each backend takes its format's natural path ({@link Gateway}): Jackson binds XML and JSON to objects and
 * writes the answer from them; the {@code protobuf} backend writes the answer straight from the decoded message,
 * so no backend pays a conversion the others skip; {@code protobuf-jsonformat} answers with protobuf's own
 * {@code JsonFormat} instead (protobuf's JSON mapping: other bytes, the path a gRPC-JSON gateway takes).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(RunLength.FORKS)
@Warmup(iterations = RunLength.WARMUP_ITERATIONS, time = RunLength.ITERATION_SECONDS)
@Measurement(iterations = RunLength.MEASUREMENT_ITERATIONS, time = RunLength.ITERATION_SECONDS)
public class GatewayBench {

    @Param({"xml", "protobuf", "json", "protobuf-jsonformat"})
    public String backend;

    /** The backend response: a FindItems input (an item count, {@code default} = 50) or {@code file:PATH}, a captured response. */
    @Param({"default"})
    public String input;

    private Gateway gateway;
    private byte[] response;
    private Object decoded;
    private Object selection;

    @Setup
    public void setup() {
        gateway = new Gateway(backend);
        response = Payload.of("finditems", input, gateway.wireFormat()).bytes;
        decoded = gateway.decode(response);
        selection = gateway.select(decoded);
    }

    /** Backend bytes in, gateway JSON out. */
    @Benchmark
    public byte[] handle() {
        return gateway.handle(response);
    }

    @Benchmark
    public Object decode() {
        return gateway.decode(response);
    }

    /** Picks the items and error message out of the decoded response: references, no copy. */
    @Benchmark
    public Object select() {
        return gateway.select(decoded);
    }

    /** Writes the JSON answer: from Java objects (xml, json) or from the generated messages (protobuf). */
    @Benchmark
    public byte[] encode() {
        return gateway.encode(selection);
    }
}
