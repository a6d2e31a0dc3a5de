package serbench.scenario.document;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import org.codehaus.stax2.XMLInputFactory2;
import org.codehaus.stax2.XMLStreamReader2;
import org.codehaus.stax2.io.Stax2ByteArraySource;
import serbench.format.jackson.Jackson;
import serbench.model.document.DocumentSchema;
import serbench.model.document.OrderExport;

import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayDeque;

/**
 * Converts the document from XML to JSON, two ways. {@link #streaming}: StAX events (Woodstox, secure factory)
 * written to a JSON generator as they are read. XML alone cannot say which elements form a list or which text is a
 * number, so the converter asks {@link DocumentSchema}: consecutive elements with a repeated name become one JSON
 * array, values are typed by their element. {@link #binding}: XML bound to the records, the records written as JSON.
 */
public final class XmlToJson {

    private static final XMLInputFactory2 STAX = (XMLInputFactory2) Jackson.secureInputFactory();
    private static final ObjectReader XML_READER = Jackson.xml().readerFor(OrderExport.class);
    private static final ObjectWriter JSON_WRITER = Jackson.json().writerFor(OrderExport.class);
    /** Stands for "no array open" on the stack, which cannot hold null. */
    private static final String NO_ARRAY = "";

    private XmlToJson() {
    }

    public static byte[] streaming(byte[] xml) throws IOException, XMLStreamException {
        ByteArrayOutputStream out = new ByteArrayOutputStream(xml.length);
        XMLStreamReader2 in = (XMLStreamReader2) STAX.createXMLStreamReader(new Stax2ByteArraySource(xml, 0, xml.length));
        try (JsonGenerator json = Jackson.json().createGenerator(out)) {
            if (in.nextTag() != XMLStreamConstants.START_ELEMENT || !DocumentSchema.ROOT.equals(in.getLocalName())) {
                throw new XMLStreamException("the document element is not <" + DocumentSchema.ROOT + ">", in.getLocation());
            }
            json.writeStartObject();
            // For each object being written, outside the current one: the name of its open array, if any.
            ArrayDeque<String> outer = new ArrayDeque<>();
            String openArray = NO_ARRAY;
            while (true) {
                if (in.nextTag() == XMLStreamConstants.END_ELEMENT) { // an object ends (a value's end is read with it)
                    if (!openArray.equals(NO_ARRAY)) {
                        json.writeEndArray();
                    }
                    json.writeEndObject();
                    if (outer.isEmpty()) {
                        break;
                    }
                    openArray = outer.pop();
                    continue;
                }
                String name = in.getLocalName();
                if (!openArray.equals(NO_ARRAY) && !openArray.equals(name)) {
                    json.writeEndArray();
                    openArray = NO_ARRAY;
                }
                if (!DocumentSchema.repeated(name)) {
                    json.writeFieldName(name);
                } else if (openArray.equals(NO_ARRAY)) {
                    json.writeArrayFieldStart(name);
                    openArray = name;
                }
                DocumentSchema.Kind kind = DocumentSchema.kind(name);
                if (kind == DocumentSchema.Kind.OBJECT) {
                    json.writeStartObject();
                    outer.push(openArray);
                    openArray = NO_ARRAY;
                } else {
                    writeValue(json, kind, in.getElementText());
                }
            }
        } finally {
            in.closeCompletely();
        }
        return out.toByteArray();
    }

    private static void writeValue(JsonGenerator json, DocumentSchema.Kind kind, String text) throws IOException {
        switch (kind) {
            case TEXT -> json.writeString(text);
            case INTEGER -> json.writeNumber(XmlValues.parseLong(text));
            case DECIMAL -> json.writeNumber(XmlValues.parseDouble(text));
            case BOOLEAN -> json.writeBoolean(XmlValues.parseBoolean(text));
            default -> throw new IllegalArgumentException("not a value: " + kind);
        }
    }

    public static byte[] binding(byte[] xml) throws IOException {
        return JSON_WRITER.writeValueAsBytes(XML_READER.readValue(xml));
    }
}
