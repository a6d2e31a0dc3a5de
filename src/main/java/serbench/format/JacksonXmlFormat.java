package serbench.format;

import com.fasterxml.jackson.dataformat.xml.XmlFactory;
import com.fasterxml.jackson.dataformat.xml.XmlMapper;
import com.fasterxml.jackson.dataformat.xml.deser.FromXmlParser;
import com.fasterxml.jackson.dataformat.xml.ser.ToXmlGenerator;
import com.google.protobuf.Message;
import org.codehaus.stax2.XMLInputFactory2;
import org.codehaus.stax2.XMLStreamReader2;
import org.codehaus.stax2.XMLStreamWriter2;
import org.codehaus.stax2.io.Stax2ByteArraySource;
import serbench.model.Model;

import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;

/**
 * XML through jackson-dataformat-xml, mapping the model's Java classes: {@code xml} on Woodstox, and the same
 * codec with another mapper ({@code xml-aalto}: on Aalto) for other StAX implementations.
 *
 * <p>Reading accepts the bare document or a SOAP 1.1 envelope around it, and refuses any DOCTYPE.
 * Writing wraps the document in a SOAP 1.1 envelope when the model says its service sends one.
 */
public final class JacksonXmlFormat extends JacksonFormat {

    public static final String SOAP_NS = "http://schemas.xmlsoap.org/soap/envelope/";

    private static final String SOAP_PREFIX = "soapenv";

    private final String name;
    private final XmlMapper mapper;

    /** {@code xml}: {@link Jackson#XML}, on Woodstox. */
    public JacksonXmlFormat() {
        this("xml", Jackson.XML);
    }

    /** The same codec under another name, with a mapper configured by {@link Jackson} on another StAX implementation. */
    public JacksonXmlFormat(String name, XmlMapper mapper) {
        this.name = name;
        this.mapper = mapper;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Codec codec(Model<Object, Message> model) {
        return new XmlCodec(model);
    }

    private final class XmlCodec extends JacksonCodec {

        private final XmlFactory factory = mapper.getFactory();
        private final XMLInputFactory2 stax = (XMLInputFactory2) factory.getXMLInputFactory();

        XmlCodec(Model<Object, Message> model) {
            super(name(), mapper, model);
        }

        @Override
        public byte[] write(Object value) {
            if (!model.soapEnvelope()) {
                return super.write(value);
            }
            try {
                return Jackson.toBytes(factory, out -> write(value, out));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        /**
         * The SOAP envelope is written by the same StAX writer as the document, and that writer is closed
         * completely at the end: Woodstox returns its output buffer to its recycler only then (a writer closed
         * otherwise leaves a 4 KB buffer behind per call). The caller's stream is flushed, not closed.
         */
        @Override
        public void write(Object value, OutputStream out) {
            if (!model.soapEnvelope()) {
                super.write(value, new NonClosingOutputStream(out));
                return;
            }
            try {
                XMLStreamWriter2 xml = (XMLStreamWriter2) factory.getXMLOutputFactory()
                        .createXMLStreamWriter(new NonClosingOutputStream(out), "UTF-8");
                xml.writeStartDocument("utf-8", "1.0");
                xml.writeStartElement(SOAP_PREFIX, "Envelope", SOAP_NS);
                xml.writeNamespace(SOAP_PREFIX, SOAP_NS);
                xml.writeEmptyElement(SOAP_PREFIX, "Header", SOAP_NS);
                xml.writeStartElement(SOAP_PREFIX, "Body", SOAP_NS);
                try (ToXmlGenerator generator = factory.createGenerator(xml)) {
                    writer.writeValue(generator, value);
                    xml.writeEndElement();
                    xml.writeEndElement();
                    xml.writeEndDocument();
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (XMLStreamException e) {
                throw new UncheckedIOException(new IOException(e));
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
                // Closing the parser closes the stream reader too, which hands Woodstox's buffers back to its
                // recycler: a parser left open costs a new set of buffers on every call.
                try (FromXmlParser parser = factory.createParser(xml)) {
                    return checked(reader.readValue(parser));
                }
            } catch (XMLStreamException | IOException e) {
                throw failure(e);
            } finally {
                closeQuietly(xml);
            }
        }

        private void closeQuietly(XMLStreamReader xml) {
            try {
                ((XMLStreamReader2) xml).closeCompletely();
            } catch (XMLStreamException | RuntimeException e) {
                // already failed or closed: the first failure is the one reported
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

    /** The caller's stream behind a writer that is closed completely: flushed at the end, never closed. */
    private static final class NonClosingOutputStream extends OutputStream {
        private final OutputStream out;

        NonClosingOutputStream(OutputStream out) {
            this.out = out;
        }

        @Override
        public void write(int b) throws IOException {
            out.write(b);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            out.write(b, off, len);
        }

        @Override
        public void flush() throws IOException {
            out.flush();
        }

        @Override
        public void close() throws IOException {
            out.flush();
        }
    }
}
