package serbench.format;

import serbench.format.jackson.Jackson;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.JacksonException;
import org.codehaus.stax2.XMLInputFactory2;
import org.codehaus.stax2.io.Stax2ByteArraySource;
import serbench.io.Excerpt;
import serbench.model.InvalidDataException;

import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import java.io.IOException;

/**
 * A streaming pass over a user's JSON or XML payload, before binding, for what the binders let through: exactly one
 * document (nothing after it but whitespace and, in XML, comments and processing instructions: no garbage, no second
 * document, no trailing comma), no JSON object with the same key twice (a binder would keep one of them, or fail
 * with a confusing message), and no XML element or attribute name longer
 * than {@link Jackson#MAX_NAME_LENGTH} characters (Woodstox has no such limit; the parsers' own limits still apply).
 * A SOAP envelope holds what SOAP 1.1 and the service's schema allow: at most one {@code Header}, before exactly one
 * {@code Body}, nothing else, and one response element in the {@code Body} (the codec reads the first and would
 * silently skip the rest).
 * It reads with the same parsers and limits as the codecs, so a parser error here is the codec's error too.
 */
final class DocumentShape {

    private DocumentShape() {
    }

    /** Refuses with the parser's own exception (syntax) or {@link InvalidDataException} (shape). */
    static void checkJson(byte[] bytes) throws IOException {
        try (JsonParser p = Jackson.json().getFactory().createParser(bytes)) {
            if (p.nextToken() == null) {
                throw new com.fasterxml.jackson.core.JsonParseException(p, "no JSON value in the input");
            }
            skipCheckingKeys(p);
            JsonToken after;
            try {
                after = p.nextToken();
            } catch (JacksonException e) {
                throw new InvalidDataException("content after the JSON document (at " + where(p) + "): "
                        + Excerpt.of(PayloadException.firstLine(e.getOriginalMessage(), e), 120)
                        + "; a payload holds one document");
            }
            if (after != null) {
                throw new InvalidDataException("content after the JSON document (at " + where(p)
                        + "): a payload holds one document");
            }
        }
    }

    /** Past the current value, refusing an object with a repeated key (Jackson's binders would merge or fail). */
    private static void skipCheckingKeys(JsonParser p) throws IOException {
        java.util.ArrayDeque<java.util.Set<String>> keys = new java.util.ArrayDeque<>();
        int depth = 0;
        for (JsonToken t = p.currentToken(); t != null; t = p.nextToken()) {
            switch (t) {
                case START_OBJECT -> {
                    keys.push(new java.util.HashSet<>());
                    depth++;
                }
                case START_ARRAY -> depth++;
                case END_OBJECT -> {
                    keys.pop();
                    depth--;
                }
                case END_ARRAY -> depth--;
                case FIELD_NAME -> {
                    if (!keys.peek().add(p.currentName())) {
                        throw new InvalidDataException("the key \"" + Excerpt.of(p.currentName(), 60)
                                + "\" appears twice in one object (at " + where(p) + ")");
                    }
                }
                default -> {
                }
            }
            if (depth == 0) {
                return;
            }
        }
    }

    /** Refuses with {@link XMLStreamException} (syntax) or {@link InvalidDataException} (shape). */
    static void checkXml(byte[] bytes) throws XMLStreamException {
        XMLInputFactory2 stax = (XMLInputFactory2) Jackson.xml().getFactory().getXMLInputFactory();
        XMLStreamReader xml = stax.createXMLStreamReader(new Stax2ByteArraySource(bytes, 0, bytes.length));
        try {
            int depth = 0;
            boolean rootSeen = false;
            Soap soap = null;
            while (xml.hasNext()) {
                int event = xml.next();
                if (event == XMLStreamConstants.DTD) {
                    throw new InvalidDataException("DOCTYPE declarations are refused (DTDs and external entities are "
                            + "disabled)");
                }
                if (event == XMLStreamConstants.START_ELEMENT) {
                    if (depth == 0 && rootSeen) {
                        throw new InvalidDataException("a second root element <" + Excerpt.of(xml.getLocalName(), 40)
                                + "> after the XML document (line " + xml.getLocation().getLineNumber()
                                + "); a payload holds one document");
                    }
                    if (depth == 0 && Jackson.SOAP_NS.equals(xml.getNamespaceURI())
                            && "Envelope".equals(xml.getLocalName())) {
                        soap = new Soap();
                    } else if (soap != null) {
                        soap.start(depth, xml);
                    }
                    rootSeen = true;
                    depth++;
                    checkName(xml.getLocalName(), xml, "element");
                    checkName(xml.getPrefix(), xml, "prefix");
                    for (int i = 0; i < xml.getAttributeCount(); i++) {
                        checkName(xml.getAttributeLocalName(i), xml, "attribute");
                    }
                } else if (event == XMLStreamConstants.END_ELEMENT) {
                    depth--;
                    if (soap != null) {
                        soap.end(depth, xml);
                    }
                }
            }
        } finally {
            xml.close();
        }
    }

    /** What a SOAP envelope has held so far: its Header and Body, and the elements in its Body. */
    private static final class Soap {
        private boolean header;
        private boolean body;
        private boolean inBody;
        private int inBodyElements;

        /** An element starting at {@code depth} (1: a child of the Envelope, 2: of the Header or Body). */
        void start(int depth, XMLStreamReader xml) {
            if (depth == 1) {
                String name = xml.getLocalName();
                boolean soapElement = Jackson.SOAP_NS.equals(xml.getNamespaceURI());
                if (soapElement && "Header".equals(name) && !header && !body) {
                    header = true;
                } else if (soapElement && "Body".equals(name) && !body) {
                    body = true;
                    inBody = true;
                } else {
                    throw new InvalidDataException("a SOAP envelope holds at most one Header, then one Body, and "
                            + "nothing else; found <" + Excerpt.of(xml.getLocalName(), 60) + "> (line "
                            + xml.getLocation().getLineNumber() + ")");
                }
            } else if (depth == 2 && inBody && ++inBodyElements > 1) {
                throw new InvalidDataException("a second element <" + Excerpt.of(xml.getLocalName(), 60)
                        + "> in the SOAP Body (line " + xml.getLocation().getLineNumber()
                        + "); a response holds one");
            }
        }

        /** An element ending, {@code depth} now its parent's depth. */
        void end(int depth, XMLStreamReader xml) {
            if (depth == 1) {
                inBody = false;
            } else if (depth == 0 && !body) {
                throw new InvalidDataException("a SOAP envelope without a Body (line "
                        + xml.getLocation().getLineNumber() + ")");
            }
        }
    }

    private static void checkName(String name, XMLStreamReader xml, String kind) {
        if (name != null && name.length() > Jackson.MAX_NAME_LENGTH) {
            throw new InvalidDataException("an XML " + kind + " name of " + name.length() + " characters (line "
                    + xml.getLocation().getLineNumber() + ": " + Excerpt.of(name, 40) + "), longer than the limit of "
                    + Jackson.MAX_NAME_LENGTH);
        }
    }

    private static String where(JsonParser p) {
        var l = p.currentLocation();
        return "line " + l.getLineNr() + ", column " + l.getColumnNr();
    }
}
