package serbench.scenario.document;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.xml.sax.SAXParseException;
import serbench.format.jackson.Jackson;
import serbench.hostile.FuzzOracle;
import serbench.model.document.Address;
import serbench.model.document.Customer;
import serbench.model.document.DeepField;
import serbench.model.document.DocumentModel;
import serbench.model.document.Order;
import serbench.model.document.OrderExport;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.stream.XMLStreamException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every reader of the sparse-access scenario finds the deep field and folds every value as the model does. */
class DocumentReadersTest {

    static final DocumentModel MODEL = new DocumentModel();
    static final OrderExport EXPORT = MODEL.load("default");
    static final DocumentBytes BYTES = DocumentBytes.standard();

    static Stream<String> readers() {
        return DocumentReaders.NAMES.stream();
    }

    @ParameterizedTest
    @MethodSource("readers")
    void readsTheDeepField(String name) throws Exception {
        DocumentReader reader = DocumentReaders.byName(name);
        byte[] bytes = BYTES.in(reader.format());
        assertEquals(DeepField.of(EXPORT), reader.readDeepField(bytes));
        assertEquals(DeepField.of(EXPORT), reader.readDeepField(bytes), "a reused reader");
    }

    @ParameterizedTest
    @MethodSource("readers")
    void readsEveryValueIntoTheModelsDigest(String name) throws Exception {
        DocumentReader reader = DocumentReaders.byName(name);
        byte[] bytes = BYTES.in(reader.format());
        assertEquals(MODEL.digest(EXPORT), reader.readAll(bytes));
        assertEquals(MODEL.digest(EXPORT), reader.readAll(bytes), "a reused reader");
    }

    /** The readers follow the data: a new value at the deep field (with markup characters) is what they return. */
    @ParameterizedTest
    @MethodSource("readers")
    void followsAChangedDocument(String name) throws Exception {
        OrderExport changed = withDeepCity(EXPORT, "Nowhere <& \"Süd\"> 🏙");
        DocumentReader reader = DocumentReaders.byName(name);
        byte[] bytes = encode(reader.format(), changed);
        assertEquals("Nowhere <& \"Süd\"> 🏙", reader.readDeepField(bytes));
        assertEquals(MODEL.digest(changed), reader.readAll(bytes));
        assertNotEquals(MODEL.digest(EXPORT), MODEL.digest(changed));
    }

    /** A document too short to have the deep field is an error, never some other value. */
    @ParameterizedTest
    @MethodSource("readers")
    void aMissingDeepFieldIsAnError(String name) {
        OrderExport shorter = new OrderExport(EXPORT.exportId(), EXPORT.generatedAt(), EXPORT.source(),
                EXPORT.schemaVersion(), EXPORT.customers().subList(0, 10));
        DocumentReader reader = DocumentReaders.byName(name);
        byte[] bytes = encode(reader.format(), shorter);
        FuzzOracle.assertRefusal(assertThrows(Exception.class, () -> reader.readDeepField(bytes)));
    }

    @Test
    void readersAreNamedOnce() {
        assertEquals(DocumentReaders.NAMES.size(), new HashSet<>(DocumentReaders.NAMES).size());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> DocumentReaders.byName("sax"));
        assertTrue(e.getMessage().contains("xmlDom"), e.getMessage());
    }

    @Test
    void theDomParserIsConfiguredSecurely() throws Exception {
        DocumentBuilderFactory f = XmlDomReader.secureFactory();
        assertTrue(f.getFeature("http://apache.org/xml/features/disallow-doctype-decl"));
        assertTrue(f.getFeature(XMLConstants.FEATURE_SECURE_PROCESSING));
        assertEquals(false, f.getFeature("http://xml.org/sax/features/external-general-entities"));
        assertEquals(false, f.getFeature("http://xml.org/sax/features/external-parameter-entities"));
        assertEquals("", f.getAttribute(XMLConstants.ACCESS_EXTERNAL_DTD));
        assertTrue(f.getClass().getName().startsWith("com.sun.org.apache.xerces.internal."), f.getClass().getName());
    }

    @Test
    void theDomParserRefusesADoctypeAndExternalEntities() {
        XmlDomReader dom = new XmlDomReader();
        for (String xml : List.of(
                "<!DOCTYPE export [<!ENTITY xxe SYSTEM \"file:///etc/passwd\">]><export><source>&xxe;</source></export>",
                "<!DOCTYPE export SYSTEM \"http://127.0.0.1:9/export.dtd\"><export/>",
                "<!DOCTYPE export [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;\">]><export>&b;</export>")) {
            byte[] bytes = xml.getBytes(StandardCharsets.UTF_8);
            SAXParseException e = assertThrows(SAXParseException.class, () -> dom.readAll(bytes), xml);
            assertTrue(e.getMessage().contains("DOCTYPE"), e.getMessage());
            assertThrows(SAXParseException.class, () -> dom.readDeepField(bytes), xml);
        }
    }

    @Test
    void theStaxReaderRefusesADoctypeAndExternalEntities() {
        XmlStaxReader stax = new XmlStaxReader();
        for (String xml : List.of(
                "<!DOCTYPE export [<!ENTITY xxe SYSTEM \"file:///etc/passwd\">]><export><source>&xxe;</source></export>",
                "<export><source>&xxe;</source></export>")) {
            byte[] bytes = xml.getBytes(StandardCharsets.UTF_8);
            assertThrows(XMLStreamException.class, () -> stax.readAll(bytes), xml);
            assertThrows(XMLStreamException.class, () -> stax.readDeepField(bytes), xml);
        }
    }

    @Test
    void malformedValuesAreErrorsNotDefaults() {
        for (DocumentReader reader : List.of(new XmlStaxReader(), new XmlDomReader())) {
            for (String xml : List.of("<export><schemaVersion>three</schemaVersion></export>",
                    "<export><customers><active>yes</active></customers></export>",
                    "<export><unknown>1</unknown></export>")) {
                assertThrows(serbench.model.InvalidDataException.class, () -> reader.readAll(xml.getBytes(StandardCharsets.UTF_8)),
                        reader.getClass().getSimpleName() + " " + xml);
            }
        }
    }

    static OrderExport withDeepCity(OrderExport export, String city) {
        List<Customer> customers = new ArrayList<>(export.customers());
        Customer c = customers.get(DeepField.CUSTOMER_INDEX);
        List<Order> orders = new ArrayList<>(c.orders());
        Order o = orders.get(DeepField.ORDER_INDEX);
        Address a = o.shipping();
        orders.set(DeepField.ORDER_INDEX, new Order(o.orderId(), o.placedAt(), o.status(), o.currency(), o.channel(),
                o.gift(), o.note(), new Address(a.street(), city, a.postalCode(), a.country()), o.lines(), o.total()));
        customers.set(DeepField.CUSTOMER_INDEX, new Customer(c.id(), c.name(), c.email(), c.phone(), c.tier(),
                c.active(), c.createdAt(), c.billingAddress(), c.tags(), orders));
        return new OrderExport(export.exportId(), export.generatedAt(), export.source(), export.schemaVersion(),
                customers);
    }

    static byte[] encode(String format, OrderExport export) {
        try {
            return switch (format) {
                case "json" -> Jackson.json().writeValueAsBytes(export);
                case "xml" -> Jackson.xml().writeValueAsBytes(export);
                case "protobuf" -> MODEL.toProto(export).toByteArray();
                default -> throw new IllegalArgumentException(format);
            };
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
