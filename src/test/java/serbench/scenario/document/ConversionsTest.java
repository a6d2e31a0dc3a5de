package serbench.scenario.document;

import com.google.protobuf.util.JsonFormat;
import org.junit.jupiter.api.Test;
import serbench.format.jackson.Jackson;
import serbench.model.document.DocumentModel;
import serbench.model.document.DocumentPb;
import serbench.model.document.OrderExport;

import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every conversion writes the same data: its output decodes to the original document. */
class ConversionsTest {

    static final DocumentModel MODEL = DocumentReadersTest.MODEL;
    static final OrderExport EXPORT = DocumentReadersTest.EXPORT;
    static final DocumentBytes BYTES = DocumentReadersTest.BYTES;

    @Test
    void jsonToXmlWritesWhatTheXmlCodecWrites() throws Exception {
        byte[] streamed = JsonToXml.streaming(BYTES.json());
        assertEquals(EXPORT, Jackson.xml().readValue(streamed, OrderExport.class));
        assertArrayEquals(BYTES.xml(), streamed);
        assertArrayEquals(BYTES.xml(), JsonToXml.binding(BYTES.json()));
    }

    @Test
    void xmlToJsonDecodesToTheSameData() throws Exception {
        byte[] streamed = XmlToJson.streaming(BYTES.xml());
        assertEquals(EXPORT, Jackson.json().readValue(streamed, OrderExport.class));
        assertEquals(MODEL.digest(EXPORT), new JsonStreamingReader().readAll(streamed));
        // Not byte-equal to the JSON codec: an empty list, written as [] in JSON, is no element at all in XML.
        assertTrue(EXPORT.customers().stream().anyMatch(c -> c.tags().isEmpty()));
        assertArrayEquals(BYTES.json(), XmlToJson.binding(BYTES.xml()));
    }

    @Test
    void xmlToJsonStreamingOfAListWithElementsIsTheCodecsJson() throws Exception {
        OrderExport tagged = new OrderExport("e", "t", "s", 1, EXPORT.customers().stream()
                .filter(c -> !c.tags().isEmpty()).limit(5).toList());
        byte[] xml = Jackson.xml().writeValueAsBytes(tagged);
        assertArrayEquals(Jackson.json().writeValueAsBytes(tagged), XmlToJson.streaming(xml));
    }

    @Test
    void xmlToJsonStreamingRefusesWhatIsNotAnExport() {
        for (String xml : java.util.List.of("<other/>", "<export><bogus>1</bogus></export>",
                "<export><schemaVersion>1.5</schemaVersion></export>",
                "<!DOCTYPE export [<!ENTITY xxe SYSTEM \"file:///etc/passwd\">]><export><source>&xxe;</source></export>")) {
            serbench.hostile.FuzzOracle.assertRefusal(
                    assertThrows(Exception.class, () -> XmlToJson.streaming(xml.getBytes(StandardCharsets.UTF_8)), xml));
        }
    }

    @Test
    void protobufToJsonDecodesToTheSameData() throws Exception {
        byte[] printed = ProtobufToJson.jsonFormat(BYTES.protobuf());
        // The proto3 JSON mapping: camelCase names as the records', 64-bit integers as strings (Jackson accepts both).
        String text = new String(printed, StandardCharsets.UTF_8);
        assertTrue(text.startsWith("{\"exportId\":\"EXP-"), text.substring(0, 40));
        assertTrue(text.contains("\"id\":\"10001\""));
        assertEquals(EXPORT, Jackson.json().readValue(printed, OrderExport.class));
        DocumentPb.OrderExport.Builder parsed = DocumentPb.OrderExport.newBuilder();
        JsonFormat.parser().merge(text, parsed);
        assertEquals(MODEL.toProto(EXPORT), parsed.build());
        assertArrayEquals(BYTES.json(), ProtobufToJson.binding(BYTES.protobuf()));
    }
}
