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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import serbench.format.Payload;
import serbench.scenario.gateway.LoopbackGateway;

import java.io.IOException;
import java.net.http.HttpClient;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The ql.io experiment over real HTTP on loopback: a client calls the gateway, which fetches the canned backend
 * response (XML in its SOAP envelope, protobuf or JSON) and answers JSON. {@code SampleTime} gives the latency
 * distribution (p50, p90, p99...) of whole requests, one at a time: the network stack and HTTP handling are
 * common to all three rows, so the differences come from the backend format. Bounded by the iteration times
 * and by a per-request timeout of {@link LoopbackGateway#TIMEOUT}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(RunLength.FORKS)
@Warmup(iterations = RunLength.WARMUP_ITERATIONS, time = RunLength.ITERATION_SECONDS)
@Measurement(iterations = RunLength.MEASUREMENT_ITERATIONS, time = RunLength.ITERATION_SECONDS)
public class GatewayHttpBench {

    @Param({"xml", "protobuf", "json"})
    public String backend;

    /** The backend response: a FindItems input (an item count, {@code default} = 50) or {@code file:PATH}, a captured response. */
    @Param({"default"})
    public String input;

    private LoopbackGateway servers;
    private HttpClient client;

    @Setup
    public void start() throws IOException {
        servers = LoopbackGateway.start(Map.of(
                "xml", Payload.of("finditems", input, "xml").bytes,
                "protobuf", Payload.of("finditems", input, "protobuf").bytes,
                "json", Payload.of("finditems", input, "json").bytes));
        client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(LoopbackGateway.TIMEOUT).build();
    }

    @TearDown
    public void stop() {
        servers.close();
    }

    @Benchmark
    public byte[] search() throws IOException, InterruptedException {
        return servers.search(client, backend);
    }
}
