package serbench.scenario.document;

import com.google.protobuf.InvalidProtocolBufferException;
import serbench.model.document.DeepField;
import serbench.model.document.DocumentModel;
import serbench.model.document.DocumentPb;

/**
 * Protobuf's generated parser: the whole message is parsed either way (proto3 string fields are validated and
 * decoded into {@code String}s while parsing, as Jackson decodes them), then one field is read through the getters,
 * or all of them through the model's digest.
 */
final class ProtobufParsedReader implements DocumentReader {

    private static final DocumentModel MODEL = new DocumentModel();

    @Override
    public String format() {
        return "protobuf";
    }

    @Override
    public String readDeepField(byte[] bytes) throws InvalidProtocolBufferException {
        return DeepField.of(DocumentPb.OrderExport.parseFrom(bytes));
    }

    @Override
    public long readAll(byte[] bytes) throws InvalidProtocolBufferException {
        return MODEL.digestProto(DocumentPb.OrderExport.parseFrom(bytes));
    }
}
