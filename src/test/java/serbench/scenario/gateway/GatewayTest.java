package serbench.scenario.gateway;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import serbench.format.Jackson;
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
        JsonNode json = Jackson.JSON.readTree(answer);
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
        JsonNode json = Jackson.JSON.readTree(answer);
        assertEquals(0, json.get("items").size());
        assertTrue(json.get("errorMessage").get("error").size() > 0, json.toString());
    }

    @Test
    void partsComposeToTheWhole() {
        Gateway g = new Gateway("xml");
        byte[] bytes = Payload.of("finditems", "1", "xml").bytes;
        assertArrayEquals(g.handle(bytes), Gateway.encode(g.select(g.decode(bytes))));
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
            IOException e = assertThrows(IOException.class, () -> servers.search(client, "yaml"));
            assertTrue(e.getMessage().contains("400"), e.getMessage());
        }
    }
}
