package serbench.scenario.document;

import serbench.model.InvalidDataException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import serbench.format.jackson.Jackson;
import serbench.model.document.DeepField;
import serbench.model.document.DocumentModel;
import serbench.model.document.OrderExport;

import java.io.IOException;

/**
 * jackson-databind to the model's records, for JSON or XML: the whole document is bound either way, then one
 * field is read through the records' accessors, or all of them through the model's digest.
 */
final class BindingReader implements DocumentReader {

    private static final DocumentModel MODEL = new DocumentModel();

    private final String format;
    private final ObjectReader reader;

    BindingReader(String format) {
        ObjectMapper mapper = switch (format) {
            case "json" -> Jackson.json();
            case "xml" -> Jackson.xml();
            default -> throw new IllegalArgumentException("no Jackson mapper for '" + format + "'");
        };
        this.format = format;
        this.reader = mapper.readerFor(OrderExport.class);
    }

    @Override
    public String format() {
        return format;
    }

    @Override
    public String readDeepField(byte[] bytes) throws IOException {
        return DeepField.of(bind(bytes));
    }

    @Override
    public long readAll(byte[] bytes) throws IOException {
        return MODEL.digest(bind(bytes));
    }

    private OrderExport bind(byte[] bytes) throws IOException {
        OrderExport export = reader.readValue(bytes);
        if (export == null) {
            throw new InvalidDataException("no document in the input");
        }
        return export;
    }
}
