package serbench.scenario.document;

import org.codehaus.stax2.XMLInputFactory2;
import org.codehaus.stax2.XMLStreamReader2;
import org.codehaus.stax2.io.Stax2ByteArraySource;
import serbench.format.jackson.Jackson;
import serbench.model.Digest;
import serbench.model.document.DeepField;
import serbench.model.document.DocumentSchema;

import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;

/**
 * StAX on Woodstox ({@link Jackson#secureInputFactory()}: no DTD, no external entities). The deep field: walk the
 * path, {@code skipElement()} on every element not on it. Every value: read each leaf element's text and type it by
 * {@link DocumentSchema}.
 */
final class XmlStaxReader implements DocumentReader {

    private final XMLInputFactory2 factory = (XMLInputFactory2) Jackson.secureInputFactory();

    @Override
    public String format() {
        return "xml";
    }

    @Override
    public String readDeepField(byte[] bytes) throws XMLStreamException {
        XMLStreamReader2 xml = openAtRoot(bytes);
        try {
            for (DeepField.Step step : DeepField.PATH) {
                int wanted = step.inList() ? step.index() : 0;
                for (int seen = 0; ; xml.skipElement()) {
                    if (xml.nextTag() != XMLStreamConstants.START_ELEMENT) {
                        throw new XMLStreamException("no element " + step.name() + " on the path " + DeepField.XPATH,
                                xml.getLocation());
                    }
                    if (step.name().equals(xml.getLocalName()) && seen++ == wanted) {
                        break;
                    }
                }
            }
            return xml.getElementText();
        } finally {
            xml.closeCompletely();
        }
    }

    @Override
    public long readAll(byte[] bytes) throws XMLStreamException {
        Digest d = new Digest();
        XMLStreamReader2 xml = openAtRoot(bytes);
        try {
            while (xml.hasNext()) {
                if (xml.next() == XMLStreamConstants.START_ELEMENT) {
                    DocumentSchema.Kind kind = DocumentSchema.kind(xml.getLocalName());
                    if (kind != DocumentSchema.Kind.OBJECT) {
                        XmlValues.fold(d, kind, xml.getElementText());
                    }
                }
            }
        } finally {
            xml.closeCompletely();
        }
        return d.value();
    }

    /** A reader on the document element; {@code nextTag()} refuses anything but an element first (a DOCTYPE too). */
    private XMLStreamReader2 openAtRoot(byte[] bytes) throws XMLStreamException {
        XMLStreamReader2 xml = (XMLStreamReader2) factory.createXMLStreamReader(
                new Stax2ByteArraySource(bytes, 0, bytes.length));
        if (xml.nextTag() != XMLStreamConstants.START_ELEMENT || !DocumentSchema.ROOT.equals(xml.getLocalName())) {
            throw new XMLStreamException("the document element is not <" + DocumentSchema.ROOT + ">", xml.getLocation());
        }
        return xml;
    }
}
