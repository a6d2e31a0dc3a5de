package serbench.scenario.document;

import serbench.model.InvalidDataException;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.ErrorHandler;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;
import serbench.format.jackson.Jackson;
import serbench.model.Digest;
import serbench.model.document.DeepField;
import serbench.model.document.DocumentSchema;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpression;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import java.io.ByteArrayInputStream;
import java.io.IOException;

/**
 * The JDK's own DOM parser ({@link DocumentBuilderFactory#newDefaultInstance()}, whatever else is on the class
 * path), configured by {@link #secureFactory()}. It builds the whole tree either way; the deep field is then a
 * compiled XPath, every value a walk of all elements. The JDK's XPath over a DOM builds its own view of the nodes
 * (a DTM) as it visits them, in document order, so finding a field near the end costs about as much as walking
 * the whole tree. One instance per thread: a {@link DocumentBuilder} and an {@link XPathExpression} are not
 * thread-safe.
 */
final class XmlDomReader implements DocumentReader {

    /** The JDK's property names for {@code jdk.xml.maxElementDepth} and {@code jdk.xml.elementAttributeLimit}. */
    private static final String JDK_MAX_ELEMENT_DEPTH = "http://www.oracle.com/xml/jaxp/properties/maxElementDepth";
    private static final String JDK_ELEMENT_ATTRIBUTE_LIMIT =
            "http://www.oracle.com/xml/jaxp/properties/elementAttributeLimit";

    private final DocumentBuilder builder;
    private final XPathExpression deepField;

    XmlDomReader() {
        try {
            builder = secureFactory().newDocumentBuilder();
            deepField = XPathFactory.newDefaultInstance().newXPath().compile(DeepField.XPATH);
        } catch (ParserConfigurationException | XPathExpressionException e) {
            throw new IllegalStateException("cannot set up the JDK's DOM parser and XPath", e);
        }
        builder.setErrorHandler(FAIL);
        // Belt and braces: with DOCTYPEs refused no entity can be declared, and none is ever resolved either.
        builder.setEntityResolver((publicId, systemId) -> {
            throw new SAXException("external entities are refused: " + systemId);
        });
    }

    /**
     * The JDK's DOM parser with DOCTYPE declarations refused outright (so no entity can be declared), secure
     * processing on (the JDK's size limits), no external DTD, entity or schema access, no XInclude, and the
     * suite's nesting and attribute limits ({@link Jackson}) in place of the JDK's defaults (no depth limit at all,
     * 10,000 attributes): a deeper document would otherwise overflow the stack in {@link #fold}. The JDK parser
     * has no limit on the length of a text node or attribute; with no entity to grow them they cost at most the
     * input's size, and the values this reader reads are held to {@link Jackson#MAX_STRING_LENGTH}.
     */
    static DocumentBuilderFactory secureFactory() throws ParserConfigurationException {
        DocumentBuilderFactory f = DocumentBuilderFactory.newDefaultInstance();
        f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        f.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        f.setFeature("http://xml.org/sax/features/external-general-entities", false);
        f.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
        f.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        f.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        f.setAttribute(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
        f.setAttribute(JDK_MAX_ELEMENT_DEPTH, String.valueOf(Jackson.MAX_NESTING_DEPTH));
        f.setAttribute(JDK_ELEMENT_ATTRIBUTE_LIMIT, String.valueOf(Jackson.MAX_ATTRIBUTES));
        f.setXIncludeAware(false);
        f.setExpandEntityReferences(false);
        f.setNamespaceAware(false);
        return f;
    }

    @Override
    public String format() {
        return "xml";
    }

    @Override
    public String readDeepField(byte[] bytes) throws IOException, SAXException, XPathExpressionException {
        Node city = (Node) deepField.evaluate(parse(bytes), XPathConstants.NODE);
        if (city == null) {
            throw new InvalidDataException("no element at " + DeepField.XPATH);
        }
        return checkedLength(city.getTextContent());
    }

    @Override
    public long readAll(byte[] bytes) throws IOException, SAXException {
        Digest d = new Digest();
        fold(d, parse(bytes).getDocumentElement());
        return d.value();
    }

    private static void fold(Digest d, Element parent) throws IOException {
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n.getNodeType() == Node.ELEMENT_NODE) {
                DocumentSchema.Kind kind = DocumentSchema.kind(n.getNodeName());
                if (kind == DocumentSchema.Kind.OBJECT) {
                    fold(d, (Element) n);
                } else {
                    XmlValues.fold(d, kind, checkedLength(n.getTextContent()));
                }
            }
        }
    }

    private static String checkedLength(String text) throws IOException {
        if (text.length() > Jackson.MAX_STRING_LENGTH) {
            throw new InvalidDataException("a text of " + text.length() + " characters is longer than the limit of "
                    + Jackson.MAX_STRING_LENGTH);
        }
        return text;
    }

    private Document parse(byte[] bytes) throws IOException, SAXException {
        Document document = builder.parse(new ByteArrayInputStream(bytes));
        if (!DocumentSchema.ROOT.equals(document.getDocumentElement().getNodeName())) {
            throw new InvalidDataException("the document element is not <" + DocumentSchema.ROOT + ">");
        }
        return document;
    }

    /** Every problem is an error: nothing is printed to stderr and parsing never goes on past one. */
    private static final ErrorHandler FAIL = new ErrorHandler() {
        @Override
        public void warning(SAXParseException e) throws SAXException {
            throw e;
        }

        @Override
        public void error(SAXParseException e) throws SAXException {
            throw e;
        }

        @Override
        public void fatalError(SAXParseException e) throws SAXException {
            throw e;
        }
    };
}
