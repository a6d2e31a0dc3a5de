package serbench.format;

import com.fasterxml.jackson.dataformat.xml.XmlFactory;
import com.google.protobuf.Message;
import org.codehaus.stax2.XMLInputFactory2;
import org.codehaus.stax2.io.Stax2ByteArraySource;
import serbench.model.Model;

import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * XML through jackson-dataformat-xml on Woodstox, mapping the model's Java classes.
 *
 * <p>Reading accepts the bare document or a SOAP 1.1 envelope around it, and refuses any DOCTYPE.
 * Writing wraps the document in a SOAP 1.1 envelope when the model says its service sends one.
 */
public final class JacksonXmlFormat extends JacksonFormat {

    public static final String SOAP_NS = "http://schemas.xmlsoap.org/soap/envelope/";

    private static final byte[] ENVELOPE_START = ("<?xml version='1.0' encoding='utf-8'?>"
            + "<soapenv:Envelope xmlns:soapenv=\"" + SOAP_NS + "\"><soapenv:Header/><soapenv:Body>")
            .getBytes(StandardCharsets.UTF_8);
    private static final byte[] ENVELOPE_END = "</soapenv:Body></soapenv:Envelope>".getBytes(StandardCharsets.UTF_8);

    @Override
    public String name() {
        return "xml";
    }

    @Override
    public Codec codec(Model<Object, Message> model) {
        return new XmlCodec(model);
    }

    private final class XmlCodec extends JacksonCodec {

        private final XmlFactory factory = Jackson.XML.getFactory();
        private final XMLInputFactory2 stax = (XMLInputFactory2) factory.getXMLInputFactory();

        XmlCodec(Model<Object, Message> model) {
            super(name(), Jackson.XML, model);
        }

        @Override
        public byte[] write(Object value) {
            if (!model.soapEnvelope()) {
                return super.write(value);
            }
            java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream(64 * 1024);
            write(value, out);
            return out.toByteArray();
        }

        @Override
        public void write(Object value, OutputStream out) {
            if (!model.soapEnvelope()) {
                super.write(value, out);
                return;
            }
            try {
                out.write(ENVELOPE_START);
                writer.writeValue(out, value);
                out.write(ENVELOPE_END);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public Object read(byte[] bytes) {
            try {
                return read(stax.createXMLStreamReader(new Stax2ByteArraySource(bytes, 0, bytes.length)));
            } catch (XMLStreamException | RuntimeException e) {
                throw failure(e);
            }
        }

        @Override
        public Object read(InputStream in) {
            try {
                return read(stax.createXMLStreamReader(in));
            } catch (XMLStreamException | RuntimeException e) {
                throw failure(e);
            }
        }

        /** Moves to the document element (inside the SOAP body if there is an envelope) and binds from there. */
        private Object read(XMLStreamReader xml) {
            try {
                int event = xml.getEventType();
                while (event != XMLStreamConstants.START_ELEMENT) {
                    if (event == XMLStreamConstants.DTD) {
                        throw new PayloadException(format, model.name(),
                                "DOCTYPE declarations are refused (DTDs and external entities are disabled)", null);
                    }
                    if (event == XMLStreamConstants.END_DOCUMENT) {
                        throw new PayloadException(format, model.name(), "no element in the input (empty payload?)", null);
                    }
                    event = xml.next();
                }
                if (SOAP_NS.equals(xml.getNamespaceURI()) && "Envelope".equals(xml.getLocalName())) {
                    enterSoapBody(xml);
                }
                return checked(reader.readValue(factory.createParser(xml)));
            } catch (XMLStreamException | IOException e) {
                throw failure(e);
            }
        }

        /** From the Envelope start tag to the first element inside Body, skipping the Header. */
        private void enterSoapBody(XMLStreamReader xml) throws XMLStreamException {
            while (true) {
                int event = xml.nextTag();
                if (event != XMLStreamConstants.START_ELEMENT) {
                    throw new PayloadException(format, model.name(), "SOAP envelope without a Body element", null);
                }
                if ("Body".equals(xml.getLocalName())) {
                    if (xml.nextTag() != XMLStreamConstants.START_ELEMENT) {
                        throw new PayloadException(format, model.name(), "empty SOAP Body", null);
                    }
                    return;
                }
                skipElement(xml);
            }
        }

        private void skipElement(XMLStreamReader xml) throws XMLStreamException {
            for (int depth = 1; depth > 0; ) {
                int event = xml.next();
                if (event == XMLStreamConstants.START_ELEMENT) {
                    depth++;
                } else if (event == XMLStreamConstants.END_ELEMENT) {
                    depth--;
                }
            }
        }
    }
}
