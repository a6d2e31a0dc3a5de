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
import serbench.scenario.gateway.GatewayResponse;

import java.util.concurrent.TimeUnit;

/**
 * The ql.io experiment without the network: a FindItems backend response arrives as bytes in XML (in its SOAP
 * envelope, as eBay sent it), protobuf or JSON, and the gateway answers JSON with the items and error message.
 * {@code handle} is the whole step; {@code decode}, {@code select} and {@code encode} are its parts, each fed
 * the previous part's output prepared in setup. The post found the XML path three times slower than protobuf.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(RunLength.FORKS)
@Warmup(iterations = RunLength.WARMUP_ITERATIONS, time = RunLength.ITERATION_SECONDS)
@Measurement(iterations = RunLength.MEASUREMENT_ITERATIONS, time = RunLength.ITERATION_SECONDS)
public class GatewayBench {

    @Param({"xml", "protobuf", "json"})
    public String backend;

    /** The backend response: a FindItems input (an item count, {@code default} = 50) or {@code file:PATH}, a captured response. */
    @Param({"default"})
    public String input;

    private Gateway gateway;
    private byte[] response;
    private Object decoded;
    private GatewayResponse selection;

    @Setup
    public void setup() {
        gateway = new Gateway(backend);
        response = Payload.of("finditems", input, backend).bytes;
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

    @Benchmark
    public GatewayResponse select() {
        return gateway.select(decoded);
    }

    /** The same work whatever the backend format: a check that the three rows agree. */
    @Benchmark
    public byte[] encode() {
        return Gateway.encode(selection);
    }
}
