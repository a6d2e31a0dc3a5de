package serbench.scenario.gateway;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import com.google.protobuf.util.JsonFormat;
import serbench.format.Codec;
import serbench.format.Formats;
import serbench.format.jackson.Jackson;
import serbench.model.Models;
import serbench.model.finditems.FindItemsPb;
import serbench.model.finditems.FindItemsResponse;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The gateway step of the ql.io experiment: a FindItems response arrives from the backend as bytes in one format
 * (XML in its SOAP envelope, protobuf or JSON); the gateway decodes it, selects {@code searchResult.item} and
 * {@code errorMessage}, and answers JSON. Each backend does what a real gateway for that format would do, and none
 * pays work the others skip:
 * <ul>
 *   <li>{@code xml}, {@code json}: Jackson binds the response to Java objects; the selection is two references
 *       into them; Jackson writes the answer from those objects.</li>
 *   <li>{@code protobuf}: the generated parser decodes the message; the selection is two references into it; the
 *       answer is written straight from the generated getters ({@link ProtobufGatewayJson}).</li>
 *   <li>{@code protobuf-jsonformat}: the same decode; the answer is protobuf's own JSON mapping of the selection
 *       ({@code JsonFormat}, as a gRPC-JSON gateway does). Its JSON differs in form (field names, enum and time
 *       values), so it answers other bytes than the three above, which answer exactly the same bytes.</li>
 * </ul>
 * The three parts are separate methods so they can be timed apart: {@link #decode}, {@link #select}, {@link #encode}.
 */
public final class Gateway {

    /** Every backend a gateway can have, in the order benchmarks list them. */
    public static final List<String> BACKENDS = List.of("xml", "protobuf", "json", "protobuf-jsonformat");

    private static final ObjectWriter JSON = Jackson.json().writerFor(GatewayResponse.class);
    private static final JsonFactory JSON_FACTORY = Jackson.json().getFactory();
    private static final JsonFormat.Printer JSON_FORMAT = JsonFormat.printer().omittingInsignificantWhitespace();

    private final String backend;
    private final String wireFormat;
    private final Codec codec;

    /** A gateway whose backend is one of {@link #BACKENDS}. */
    public Gateway(String backend) {
        if (!BACKENDS.contains(backend)) {
            throw new IllegalArgumentException("unknown gateway backend '" + backend + "'; valid: "
                    + String.join(", ", BACKENDS));
        }
        this.backend = backend;
        this.wireFormat = backend.startsWith("protobuf") ? "protobuf" : backend;
        this.codec = Formats.byName(wireFormat).codec(Models.byName("finditems"));
    }

    public String backend() {
        return backend;
    }

    /** The format the backend answers in: {@code xml}, {@code json} or {@code protobuf}. */
    public String wireFormat() {
        return wireFormat;
    }

    /** The whole step: backend bytes in, JSON bytes out. */
    public byte[] handle(byte[] backendResponse) {
        return encode(select(decode(backendResponse)));
    }

    /** Backend bytes to the backend format's object (the generated message for protobuf). */
    public Object decode(byte[] backendResponse) {
        return codec.read(backendResponse);
    }

    /**
     * Picks the items and the error message out of a decoded response: a {@link GatewayResponse} of Java objects,
     * or a {@link ProtobufSelection} of the generated messages. Nothing is copied.
     */
    public Object select(Object decoded) {
        if (decoded instanceof FindItemsResponse r) {
            return new GatewayResponse(r.searchResult() == null ? null : r.searchResult().item(), r.errorMessage());
        }
        FindItemsPb.FindItemsByKeywordsResponse m = (FindItemsPb.FindItemsByKeywordsResponse) decoded;
        return new ProtobufSelection(m.getSearchResult().getItemList(), m.hasErrorMessage() ? m.getErrorMessage() : null);
    }

    /** The gateway's JSON answer for what {@link #select} picked. */
    public byte[] encode(Object selection) {
        if (selection instanceof GatewayResponse r) {
            return encode(r);
        }
        ProtobufSelection s = (ProtobufSelection) selection;
        if (backend.equals("protobuf-jsonformat")) {
            GatewayPb.GatewayAnswer.Builder answer = GatewayPb.GatewayAnswer.newBuilder().addAllItems(s.items());
            if (s.errorMessage() != null) {
                answer.setErrorMessage(s.errorMessage());
            }
            return printJsonFormat(answer.build());
        }
        try {
            return Jackson.toBytes(JSON_FACTORY, out -> {
                try (JsonGenerator g = JSON_FACTORY.createGenerator(out, JsonEncoding.UTF8)) {
                    ProtobufGatewayJson.write(g, s.items(), s.errorMessage());
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The answer Jackson data binding writes for Java objects: what every backend but JsonFormat answers. */
    public static byte[] encode(GatewayResponse selection) {
        try {
            return JSON.writeValueAsBytes(selection);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static byte[] printJsonFormat(Message answer) {
        try {
            return JSON_FORMAT.print(answer).getBytes(StandardCharsets.UTF_8);
        } catch (InvalidProtocolBufferException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The items and error message of a decoded protobuf response, as the generated messages. */
    public record ProtobufSelection(List<FindItemsPb.SearchItem> items, FindItemsPb.ErrorMessage errorMessage) {
    }
}
