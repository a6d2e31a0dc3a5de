package serbench.model.document;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import serbench.format.jackson.Jackson;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The standard document has the stated size and shape, and the deep field is where its definition says. */
class DocumentModelTest {

    private final DocumentModel model = new DocumentModel();
    private final OrderExport export = model.load("default");

    @Test
    void prettyPrintedJsonHasAbout12000LinesAnd9000Values() throws Exception {
        String pretty = Jackson.json().writerWithDefaultPrettyPrinter().writeValueAsString(export);
        long lines = pretty.lines().count();
        assertTrue(lines >= 11_000 && lines <= 13_000, lines + " lines");
        int values = countValues(Jackson.json().readTree(pretty));
        assertTrue(values >= 8_500 && values <= 9_500, values + " values");
    }

    @Test
    void theGeneratorIsDeterministicAndTheDocumentVaried() {
        assertEquals(export, OrderExportGenerator.generate(DocumentModel.CUSTOMERS));
        assertEquals(DocumentModel.CUSTOMERS, export.customers().size());
        List<Order> orders = export.customers().stream().flatMap(c -> c.orders().stream()).toList();
        assertTrue(orders.stream().anyMatch(o -> o.note() == null) && orders.stream().anyMatch(o -> o.note() != null));
        assertTrue(orders.stream().anyMatch(Order::gift) && orders.stream().anyMatch(o -> !o.gift()));
        assertTrue(export.customers().stream().anyMatch(c -> c.tags().isEmpty()));
        for (Order o : orders) {
            double total = o.lines().stream().mapToDouble(l -> l.quantity() * l.unitPrice() - l.discount()).sum();
            assertEquals(total, o.total(), 0.005, o.orderId());
        }
    }

    @Test
    void theDeepFieldIsTheLastCustomersLastOrdersShippingCity() {
        Customer last = export.customers().get(export.customers().size() - 1);
        Order lastOrder = last.orders().get(last.orders().size() - 1);
        assertEquals(lastOrder.shipping().city(), DeepField.of(export));
        assertEquals(DeepField.of(export), DeepField.of(model.toProto(export)));
        assertEquals("/customers/74/orders/6/shipping/city", DeepField.JSON_POINTER);
        assertEquals("/export/customers[75]/orders[7]/shipping/city", DeepField.XPATH);
        assertEquals(List.of(5, 10, 8, 2), DeepField.PATH.stream().map(DeepField.Step::fieldNumber).toList());
    }

    @Test
    void theSchemaNamesEveryFieldOfTheRecordsAndTheProto() {
        for (var type : List.of(DocumentPb.OrderExport.getDescriptor(), DocumentPb.Customer.getDescriptor(),
                DocumentPb.Order.getDescriptor(), DocumentPb.Line.getDescriptor(), DocumentPb.Address.getDescriptor())) {
            for (var field : type.getFields()) {
                DocumentSchema.Kind kind = DocumentSchema.kind(field.getJsonName());
                assertEquals(field.isRepeated(), DocumentSchema.repeated(field.getJsonName()), field.getFullName());
                DocumentSchema.Kind expected = switch (field.getJavaType()) {
                    case MESSAGE -> DocumentSchema.Kind.OBJECT;
                    case STRING -> DocumentSchema.Kind.TEXT;
                    case INT, LONG -> DocumentSchema.Kind.INTEGER;
                    case DOUBLE -> DocumentSchema.Kind.DECIMAL;
                    case BOOLEAN -> DocumentSchema.Kind.BOOLEAN;
                    default -> throw new AssertionError(field.getFullName());
                };
                assertEquals(expected, kind, field.getFullName());
            }
        }
        assertThrows(serbench.model.InvalidDataException.class, () -> DocumentSchema.kind("bogus"));
    }

    @Test
    void digestsOfBothFormsAgreeAndSeeEveryValue() {
        assertEquals(model.digest(export), model.digestProto(model.toProto(export)));
        Customer first = export.customers().get(0);
        Customer changed = new Customer(first.id(), first.name(), first.email(), first.phone(), first.tier(),
                !first.active(), first.createdAt(), first.billingAddress(), first.tags(), first.orders());
        List<Customer> customers = new java.util.ArrayList<>(export.customers());
        customers.set(0, changed);
        OrderExport other = new OrderExport(export.exportId(), export.generatedAt(), export.source(),
                export.schemaVersion(), customers);
        assertTrue(model.digest(export) != model.digest(other));
    }

    @Test
    void unknownInputIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> model.load("13k"));
        assertTrue(e.getMessage().contains("12k"), e.getMessage());
    }

    /** Scalar values of a JSON tree: the "fields" of the document, array elements included. */
    static int countValues(JsonNode node) {
        if (!node.isContainerNode()) {
            return 1;
        }
        int n = 0;
        for (JsonNode child : node) {
            n += countValues(child);
        }
        return n;
    }
}
