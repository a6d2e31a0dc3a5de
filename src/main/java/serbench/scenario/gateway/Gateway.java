package serbench.scenario.gateway;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.google.protobuf.Message;
import serbench.format.Codec;
import serbench.format.Format;
import serbench.format.Formats;
import serbench.format.Jackson;
import serbench.model.Model;
import serbench.model.Models;
import serbench.model.finditems.FindItemsResponse;

import java.io.UncheckedIOException;

/**
 * The gateway step of the ql.io experiment: a FindItems response arrives from the backend as bytes in one format
 * (XML in its SOAP envelope, protobuf or JSON); the gateway decodes it, selects {@code searchResult.item} and
 * {@code errorMessage}, and answers JSON. Whatever the backend format, the answer is the same bytes.
 *
 * <p>The three parts are separate methods so they can be timed apart: {@link #decode}, {@link #select}
 * (for protobuf this includes building the Java objects the JSON writer needs) and {@link #encode}.
 */
public final class Gateway {

    private static final ObjectWriter JSON = Jackson.JSON.writerFor(GatewayResponse.class);

    private final Model<Object, Message> model = Models.byName("finditems");
    private final Format backendFormat;
    private final Codec backend;

    /** A gateway whose backend answers in {@code backendFormat} ({@code xml}, {@code protobuf} or {@code json}). */
    public Gateway(String backendFormat) {
        this.backendFormat = Formats.byName(backendFormat);
        this.backend = this.backendFormat.codec(model);
    }

    public String backendFormat() {
        return backendFormat.name();
    }

    /** The whole step: backend bytes in, JSON bytes out. */
    public byte[] handle(byte[] backendResponse) {
        return encode(select(decode(backendResponse)));
    }

    /** Backend bytes to the backend format's object (the generated message for protobuf). */
    public Object decode(byte[] backendResponse) {
        return backend.read(backendResponse);
    }

    /** Picks the items and the error message out of a decoded response. */
    public GatewayResponse select(Object decoded) {
        FindItemsResponse r = (FindItemsResponse) backendFormat.toJava(model, decoded);
        return new GatewayResponse(r.searchResult() == null ? null : r.searchResult().item(), r.errorMessage());
    }

    /** The gateway's JSON answer. */
    public static byte[] encode(GatewayResponse selection) {
        try {
            return JSON.writeValueAsBytes(selection);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
