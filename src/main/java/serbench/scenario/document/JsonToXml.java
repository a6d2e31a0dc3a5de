package serbench.scenario.document;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.dataformat.xml.ser.ToXmlGenerator;
import serbench.format.jackson.Jackson;
import serbench.model.document.DocumentSchema;
import serbench.model.document.OrderExport;

import javax.xml.namespace.QName;
import java.io.ByteArrayOutputStream;
import java.io.IOException;

/**
 * Converts the document from JSON to XML, two ways. {@link #streaming}: each JSON token is copied as it is read to
 * Jackson's XML generator (a field becomes an element, an array's elements repeat the field's element), holding no
 * more than one token. {@link #binding}: JSON bound to the records, the records written as XML. Both write what
 * the suite's XML codec writes for the same data.
 */
public final class JsonToXml {

    private static final ObjectReader JSON_READER = Jackson.json().readerFor(OrderExport.class);
    private static final ObjectWriter XML_WRITER = Jackson.xml().writerFor(OrderExport.class);

    private JsonToXml() {
    }

    public static byte[] streaming(byte[] json) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream(json.length * 3 / 2);
        try (JsonParser in = Jackson.json().createParser(json);
             ToXmlGenerator xml = (ToXmlGenerator) Jackson.xml().createGenerator(out)) {
            xml.setNextName(new QName(DocumentSchema.ROOT));
            while (in.nextToken() != null) {
                xml.copyCurrentEvent(in);
            }
        }
        return out.toByteArray();
    }

    public static byte[] binding(byte[] json) throws IOException {
        return XML_WRITER.writeValueAsBytes(JSON_READER.readValue(json));
    }
}
