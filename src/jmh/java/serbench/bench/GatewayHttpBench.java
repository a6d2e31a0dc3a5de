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
 * distribution of whole requests, one at a time. The HTTP work (two hops, four server threads and the client on
 * the machine's cores) is common to every row and is most of each request, so the {@code none} row measures it
 * alone: the same two hops and the same JSON answer bytes to the client, with an empty backend body and no payload
 * work. A backend's time above {@code none} is what its format costs the request (its response's transfer, decode
 * and conversion); compare those differences, not the totals.
 *
 * <p>Iterations are longer than elsewhere (5 x 4 s measured) so that a fork collects a few thousand requests:
 * p50 and p90 are then stable, and p99 rests on some 40 samples per fork (JMH also prints p99.9 and above; with
 * these counts they are single requests, not percentiles to quote). Bounded by a per-request timeout of
 * {@link LoopbackGateway#TIMEOUT}. Warm-up is 6 x 2 s: after 3 x 2 s the first measured iteration was still slower
 * than the later ones in most forks, on a quiet host too (calibration --steadiness on the committed HTTP runs).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(RunLength.FORKS)
@Warmup(iterations = 6, time = 2)
@Measurement(iterations = 5, time = 4)
public class GatewayHttpBench {

    /** {@code none}: the HTTP baseline, the same answer bytes with no payload work; the others as in {@link GatewayBench}. */
    @Param({"none", "xml", "protobuf", "json"})
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
