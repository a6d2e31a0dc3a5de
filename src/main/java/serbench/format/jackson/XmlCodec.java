package serbench.format.jackson;

import serbench.format.Codec;
import serbench.format.ModelClasses;
import com.google.protobuf.Message;
import org.codehaus.stax2.XMLInputFactory2;
import org.codehaus.stax2.XMLStreamReader2;
import org.codehaus.stax2.XMLStreamWriter2;
import org.codehaus.stax2.io.Stax2ByteArraySource;
import serbench.model.Model;

import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import javax.xml.stream.XMLStreamWriter;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.List;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;

/**
 * The XML codec of every Jackson XML format (Jackson 2 or 3, on Woodstox or Aalto): the StAX side is here, the
 * data binding is the format's {@link Binding}.
 *
 * <p>Reading accepts the bare document or a SOAP 1.1 envelope around it, and refuses any DOCTYPE.
 * Writing wraps the document in a SOAP 1.1 envelope when the model says its service sends one, written into the
 * thread's reused stream and copied out ({@link #KEPT_BUFFER}); a bare document is written by the format's plain
 * data-binding codec.
 */
final class XmlCodec implements Codec {

    private static final String SOAP_PREFIX = "soapenv";

    /**
     * A thread keeps its envelope buffer (reset per write, as a caller of StAX keeps one stream) while the payloads
     * it writes stay within this size; a larger one is let go after the write.
     */
    static final int KEPT_BUFFER = 1 << 20;

    /** What runs after the document is written, before the writer is closed: the end of the envelope. */
    interface EnvelopeEnd {
        void write() throws XMLStreamException;
    }

    /** One Jackson version's data binding on a StAX reader or writer the codec has positioned. */
    interface Binding {
        /** Binds the document element the reader stands on; closes the parser, which closes the reader. */
        Object read(XMLStreamReader xml) throws IOException;

        /** Writes the value as a document on {@code xml}, then {@code end}, then closes the generator and writer. */
        void write(Object value, XMLStreamWriter xml, EnvelopeEnd end) throws IOException, XMLStreamException;
    }

    private final Codec bare;
    private final Model<Object, Message> model;
    private final JacksonDecoding decoding;
    private final XMLInputFactory2 stax;
    private final XMLOutputFactory staxOut;
    private final Binding binding;
    private final ThreadLocal<ByteArrayOutputStream> buffers = ThreadLocal.withInitial(ByteArrayOutputStream::new);

    /**
     * @param bare the format's plain data-binding codec: writes the bare document, with AUTO_CLOSE_TARGET on
     * @param in   the mapper's StAX input factory (Stax2: Woodstox or Aalto)
     * @param out  the mapper's StAX output factory
     */
    XmlCodec(String format, Model<Object, Message> model, Codec bare, XMLInputFactory in, XMLOutputFactory out,
             Binding binding) {
        List<String> maps = ModelClasses.mapsWithoutStringKeys(model.javaType());
        if (!maps.isEmpty()) {
            throw new IllegalArgumentException(format + " cannot carry model '" + model.name() + "': the map "
                    + maps.get(0) + " is keyed by numbers or flags, and XML writes a map's keys as element names;"
                    + " key it by string to measure it in XML");
        }
        this.bare = bare;
        this.model = model;
        this.decoding = new JacksonDecoding(format, model.name());
        this.stax = (XMLInputFactory2) in;
        this.staxOut = out;
        this.binding = binding;
    }

    @Override
    public byte[] write(Object value) {
        if (!model.soapEnvelope()) {
            return bare.write(value);
        }
        ByteArrayOutputStream buffer = buffers.get();
        buffer.reset();
        write(value, buffer);
        byte[] bytes = buffer.toByteArray();
        if (bytes.length > KEPT_BUFFER) {
            buffers.remove();
        }
        return bytes;
    }

    /**
     * The SOAP envelope is written by the same StAX writer as the document, and that writer is closed
     * completely at the end: Woodstox returns its output buffer to its recycler only then (a writer closed
     * otherwise leaves a 4 KB buffer behind per call). The caller's stream is flushed, not closed.
     */
    @Override
    public void write(Object value, OutputStream out) {
        if (!model.soapEnvelope()) {
            bare.write(value, new NonClosingOutputStream(out));
            return;
        }
        try {
            XMLStreamWriter2 xml = (XMLStreamWriter2) staxOut.createXMLStreamWriter(new NonClosingOutputStream(out), "UTF-8");
            xml.writeStartDocument("utf-8", "1.0");
            xml.writeStartElement(SOAP_PREFIX, "Envelope", Jackson.SOAP_NS);
            xml.writeNamespace(SOAP_PREFIX, Jackson.SOAP_NS);
            xml.writeEmptyElement(SOAP_PREFIX, "Header", Jackson.SOAP_NS);
            xml.writeStartElement(SOAP_PREFIX, "Body", Jackson.SOAP_NS);
            binding.write(value, xml, () -> {
                xml.writeEndElement();
                xml.writeEndElement();
                xml.writeEndDocument();
            });
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
            throw decoding.failure(e);
        }
    }

    @Override
    public Object read(InputStream in) {
        try {
            return read(stax.createXMLStreamReader(in));
        } catch (XMLStreamException | RuntimeException e) {
            throw decoding.failure(e);
        }
    }

    @Override
    public long digest(Object value) {
        return bare.digest(value);
    }

    /** Moves to the document element (inside the SOAP body if there is an envelope) and binds from there. */
    private Object read(XMLStreamReader xml) {
        try {
            int event = xml.getEventType();
            while (event != XMLStreamConstants.START_ELEMENT) {
                if (event == XMLStreamConstants.DTD) {
                    throw decoding.refused("DOCTYPE declarations are refused (DTDs and external entities are disabled)");
                }
                if (event == XMLStreamConstants.END_DOCUMENT) {
                    throw decoding.refused("no element in the input (empty payload?)");
                }
                event = xml.next();
            }
            if (Jackson.SOAP_NS.equals(xml.getNamespaceURI()) && "Envelope".equals(xml.getLocalName())) {
                enterSoapBody(xml);
            }
            // Closing the parser closes the stream reader too, which hands Woodstox's buffers back to its
            // recycler: a parser left open costs a new set of buffers on every call.
            return decoding.checked(binding.read(xml));
        } catch (XMLStreamException | IOException | RuntimeException e) {
            throw decoding.failure(e);
        } finally {
            closeQuietly(xml);
        }
    }

    private static void closeQuietly(XMLStreamReader xml) {
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
                throw decoding.refused("SOAP envelope without a Body element");
            }
            if ("Body".equals(xml.getLocalName())) {
                if (xml.nextTag() != XMLStreamConstants.START_ELEMENT) {
                    throw decoding.refused("empty SOAP Body");
                }
                return;
            }
            skipElement(xml);
        }
    }

    private static void skipElement(XMLStreamReader xml) throws XMLStreamException {
        for (int depth = 1; depth > 0; ) {
            int event = xml.next();
            if (event == XMLStreamConstants.START_ELEMENT) {
                depth++;
            } else if (event == XMLStreamConstants.END_ELEMENT) {
                depth--;
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
