package serbench.scenario.gateway;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * The gateway over real HTTP on loopback, with the JDK's built-in server and client only: a backend server answers
 * {@code GET /finditems/{format}} with a canned response in that format, and a gateway server answers
 * {@code GET /search?backend={backend}} by fetching from the backend, running {@link Gateway#handle} and replying JSON.
 * Both listen on 127.0.0.1 on free ports; every request has a timeout, so nothing can hang.
 *
 * <p>{@code backend=none} is the baseline: the same request with no payload work. The client gets the same JSON
 * answer bytes as from every backend (rendered once, at start), so the second hop carries what a real request's
 * does; the backend hop carries an empty body, because moving the backend's response is part of what its format
 * costs. A backend's time above the baseline is then its format's cost to the request: its response's transfer,
 * decode, and the conversion to the answer.
 *
 * <p>The JDK server writes a response's headers and body in separate packets; without {@code TCP_NODELAY},
 * Nagle's algorithm and the client's delayed ACK add about 40 ms to every response on loopback, which would hide
 * everything measured here. So this class turns {@code sun.net.httpserver.nodelay} on (unless set otherwise)
 * before the server classes are first used; in a JVM that started a JDK HTTP server earlier it may be too late.
 */
public final class LoopbackGateway implements AutoCloseable {

    static {
        if (System.getProperty("sun.net.httpserver.nodelay") == null) {
            System.setProperty("sun.net.httpserver.nodelay", "true");
        }
    }

    /** Upper bound for one request, connect included. */
    public static final Duration TIMEOUT = Duration.ofSeconds(5);

    /** The baseline backend: HTTP only, no payload work. */
    public static final String NO_PAYLOAD = "none";

    private static final Map<String, String> CONTENT_TYPES = Map.of(
            "xml", "text/xml; charset=utf-8", "protobuf", "application/x-protobuf", "json", "application/json",
            NO_PAYLOAD, "application/octet-stream");

    private final HttpServer backend;
    private final HttpServer gateway;
    private final ExecutorService backendThreads = Executors.newFixedThreadPool(2);
    private final ExecutorService gatewayThreads = Executors.newFixedThreadPool(2);
    private final HttpClient client;
    /** What {@code backend=none} answers: the backends' JSON answer, rendered once. */
    private final byte[] baselineAnswer;

    private LoopbackGateway(Map<String, byte[]> payloads) throws IOException {
        InetAddress loopback = InetAddress.getLoopbackAddress();
        client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(TIMEOUT).build();
        backend = HttpServer.create(new InetSocketAddress(loopback, 0), 64);
        backend.setExecutor(backendThreads);
        backend.createContext("/finditems/", exchange -> {
            String format = exchange.getRequestURI().getPath().substring("/finditems/".length());
            byte[] body = format.equals(NO_PAYLOAD) ? new byte[0] : payloads.get(format);
            if (body == null) {
                reply(exchange, 404, "text/plain", ("no payload for format " + format).getBytes(StandardCharsets.UTF_8));
            } else {
                reply(exchange, 200, CONTENT_TYPES.get(format), body);
            }
        });
        Map<String, Gateway> gateways = new java.util.HashMap<>();
        byte[] answer = null;
        for (String b : Gateway.BACKENDS) {
            Gateway g = new Gateway(b);
            gateways.put(b, g);
            if (answer == null && payloads.containsKey(g.wireFormat())) {
                answer = g.handle(payloads.get(g.wireFormat()));
            }
        }
        if (answer == null) {
            throw new IllegalArgumentException("no payload for any backend: give one of " + Gateway.BACKENDS);
        }
        baselineAnswer = answer;
        gateway = HttpServer.create(new InetSocketAddress(loopback, 0), 64);
        gateway.setExecutor(gatewayThreads);
        gateway.createContext("/search", exchange -> {
            String query = exchange.getRequestURI().getQuery();
            String name = query != null && query.startsWith("backend=") ? query.substring("backend=".length()) : "";
            Gateway g = gateways.get(name);
            if (g == null && !name.equals(NO_PAYLOAD)) {
                reply(exchange, 400, "text/plain", ("use /search?backend=" + String.join("|", Gateway.BACKENDS) + "|"
                        + NO_PAYLOAD).getBytes(StandardCharsets.UTF_8));
                return;
            }
            try {
                HttpResponse<byte[]> fromBackend = client.send(
                        HttpRequest.newBuilder(backendUri(g == null ? NO_PAYLOAD : g.wireFormat())).timeout(TIMEOUT).build(),
                        HttpResponse.BodyHandlers.ofByteArray());
                reply(exchange, 200, "application/json", g == null ? baselineAnswer : g.handle(fromBackend.body()));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                reply(exchange, 503, "text/plain", "interrupted".getBytes(StandardCharsets.UTF_8));
            } catch (RuntimeException | IOException e) {
                reply(exchange, 502, "text/plain", String.valueOf(e.getMessage()).getBytes(StandardCharsets.UTF_8));
            }
        });
        backend.start();
        gateway.start();
    }

    /** Starts both servers; {@code payloads} maps a wire format name to the backend's canned response bytes. */
    public static LoopbackGateway start(Map<String, byte[]> payloads) throws IOException {
        return new LoopbackGateway(payloads);
    }

    public URI backendUri(String format) {
        return URI.create("http://127.0.0.1:" + backend.getAddress().getPort() + "/finditems/" + format);
    }

    public URI searchUri(String backend) {
        return URI.create("http://127.0.0.1:" + gateway.getAddress().getPort() + "/search?backend=" + backend);
    }

    /** One client call to the gateway: the JSON answer, or an {@link IOException} naming the status. */
    public byte[] search(HttpClient caller, String backend) throws IOException, InterruptedException {
        HttpResponse<byte[]> r = caller.send(HttpRequest.newBuilder(searchUri(backend)).timeout(TIMEOUT).build(),
                HttpResponse.BodyHandlers.ofByteArray());
        if (r.statusCode() != 200) {
            throw new IOException("gateway answered " + r.statusCode() + ": " + new String(r.body(), StandardCharsets.UTF_8));
        }
        return r.body();
    }

    private static void reply(HttpExchange exchange, int status, String contentType, byte[] body) throws IOException {
        exchange.getResponseHeaders().set("Content-Type", contentType);
        exchange.sendResponseHeaders(status, body.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(body);
        }
    }

    @Override
    public void close() {
        gateway.stop(0);
        backend.stop(0);
        gatewayThreads.shutdownNow();
        backendThreads.shutdownNow();
    }
}
