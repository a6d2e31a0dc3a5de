package serbench.scenario.document;

import com.fasterxml.jackson.databind.ObjectWriter;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.util.JsonFormat;
import serbench.format.jackson.Jackson;
import serbench.model.document.DocumentModel;
import serbench.model.document.DocumentPb;
import serbench.model.document.OrderExport;

import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * Converts the document from protobuf to compact JSON, two ways, both starting with the generated parser.
 * {@link #jsonFormat}: protobuf's own {@link JsonFormat} printer (protobuf-java-util, reflective, on gson's
 * string escaping), which follows the proto3 JSON mapping: lowerCamelCase names, 64-bit integers as strings.
 * {@link #binding}: the message converted to the records, the records written by Jackson.
 */
public final class ProtobufToJson {

    private static final JsonFormat.Printer PRINTER = JsonFormat.printer().omittingInsignificantWhitespace();
    private static final ObjectWriter JSON_WRITER = Jackson.json().writerFor(OrderExport.class);
    private static final DocumentModel MODEL = new DocumentModel();

    private ProtobufToJson() {
    }

    public static byte[] jsonFormat(byte[] protobuf) throws InvalidProtocolBufferException {
        return PRINTER.print(DocumentPb.OrderExport.parseFrom(protobuf)).getBytes(StandardCharsets.UTF_8);
    }

    public static byte[] binding(byte[] protobuf) throws IOException {
        return JSON_WRITER.writeValueAsBytes(MODEL.fromProto(DocumentPb.OrderExport.parseFrom(protobuf)));
    }
}
