package serbench.scenario.gateway;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import serbench.format.jackson.Jackson;
import serbench.format.Payload;
import serbench.model.finditems.FindItemsResponse;

import java.io.IOException;
import java.net.http.HttpClient;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The gateway answers the expected selection, the same JSON whatever the backend format, in process and over HTTP. */
class GatewayTest {

    private static byte[] expected(String input) {
        FindItemsResponse r = (FindItemsResponse) Payload.of("finditems", input, "json").javaValue;
        return Gateway.encode(new GatewayResponse(r.searchResult() == null ? null : r.searchResult().item(),
                r.errorMessage()));
    }

    @ParameterizedTest
    @ValueSource(strings = {"xml", "protobuf", "json"})
    void answersTheItemsAndErrorMessage(String backend) throws IOException {
        Gateway g = new Gateway(backend);
        byte[] answer = g.handle(Payload.of("finditems", "50", backend).bytes);
        assertArrayEquals(expected("50"), answer);
        JsonNode json = Jackson.json().readTree(answer);
        assertEquals(50, json.get("items").size());
        assertTrue(json.get("items").get(0).get("itemId").asText().matches("\\d{12}"), json.get("items").get(0).toString());
        assertTrue(json.get("errorMessage") == null, "a successful call has no errorMessage");
        assertTrue(json.get("paginationOutput") == null, "only the selected parts are answered");
    }

    @ParameterizedTest
    @ValueSource(strings = {"xml", "protobuf", "json"})
    void passesAFailureOn(String backend) throws IOException {
        byte[] answer = new Gateway(backend).handle(Payload.of("finditems", "failure", backend).bytes);
        assertArrayEquals(expected("failure"), answer);
        JsonNode json = Jackson.json().readTree(answer);
        assertTrue(json.get("items") == null, "no items: the list is left out, as every format leaves out empty lists");
        assertTrue(json.get("errorMessage").get("error").size() > 0, json.toString());
    }

    @Test
    void partsComposeToTheWhole() {
        Gateway g = new Gateway("xml");
        byte[] bytes = Payload.of("finditems", "1", "xml").bytes;
        assertArrayEquals(g.handle(bytes), g.encode(g.select(g.decode(bytes))));
    }

    /**
     * Fairness: the protobuf backend answers byte for byte what Jackson writes for the same data, on every FindItems
     * input and on a response where every optional field is set, and its selection copies nothing.
     */
    @ParameterizedTest
    @ValueSource(strings = {"1", "50", "1000", "failure"})
    void everyBackendAnswersTheSameBytes(String input) {
        byte[] expected = expected(input);
        for (String backend : new String[]{"xml", "protobuf", "json"}) {
            Gateway g = new Gateway(backend);
            assertArrayEquals(expected, g.handle(Payload.of("finditems", input, g.wireFormat()).bytes), backend);
        }
    }

    /** The same on a response where every optional field, message and list is present (no input has them all). */
    @Test
    void everyBackendAnswersTheSameBytesWithEveryFieldPresent() {
        serbench.model.Model<Object, com.google.protobuf.Message> model = serbench.model.Models.byName("finditems");
        com.google.protobuf.Message filled = serbench.model.Filled.of((com.google.protobuf.Message)
                Payload.of("finditems", "1", "protobuf").value);
        FindItemsResponse r = (FindItemsResponse) model.fromProto(filled);
        assertTrue(r.searchResult().item().get(0).sellerInfo() != null && r.errorMessage() != null);
        byte[] expected = Gateway.encode(new GatewayResponse(r.searchResult().item(), r.errorMessage()));
        for (String backend : new String[]{"xml", "protobuf", "json"}) {
            serbench.format.Format f = serbench.format.Formats.byName(backend);
            byte[] bytes = f.codec(model).write(f.represent(model, r));
            assertArrayEquals(expected, new Gateway(backend).handle(bytes), backend);
        }
    }

    @Test
    void protobufSelectionAllocatesAlmostNothing() throws Exception {
        Gateway g = new Gateway("protobuf");
        Object decoded = g.decode(Payload.of("finditems", "50", "protobuf").bytes);
        long bytes = serbench.Allocations.bytesPerCall(20_000, () -> g.select(decoded));
        assertTrue(bytes <= 2_000, "select allocates " + bytes + " B/op");
    }

    @Test
    void overLoopbackHttpTheAnswerIsTheSame() throws Exception {
        try (LoopbackGateway servers = LoopbackGateway.start(Map.of(
                "xml", Payload.of("finditems", "50", "xml").bytes,
                "protobuf", Payload.of("finditems", "50", "protobuf").bytes,
                "json", Payload.of("finditems", "50", "json").bytes))) {
            HttpClient client = HttpClient.newHttpClient();
            for (String backend : new String[]{"xml", "protobuf", "json"}) {
                assertArrayEquals(expected("50"), servers.search(client, backend), backend);
            }
            // the baseline request moves the same answer bytes to the client, with no payload work
            assertArrayEquals(expected("50"), servers.search(client, LoopbackGateway.NO_PAYLOAD), "baseline");
            IOException e = assertThrows(IOException.class, () -> servers.search(client, "yaml"));
            assertTrue(e.getMessage().contains("400"), e.getMessage());
        }
    }
}
