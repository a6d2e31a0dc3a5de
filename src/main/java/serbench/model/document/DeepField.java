package serbench.model.document;

import serbench.model.InvalidDataException;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The one deep field that the sparse-access scenario reads: the shipping city of the last customer's last order,
 * near the end of the document in every format, so a reader that skips must skip almost everything.
 *
 * <p>Defined once, as a {@link #PATH} of steps; the JSON Pointer, the XPath and the protobuf field path are all
 * derived from it. A test checks that it is still the last customer's last order of the standard input.
 */
public final class DeepField {

    /** One step of the path: a field name (JSON and XML), its protobuf field number, and for a list the index. */
    public record Step(String name, int fieldNumber, int index) {

        static Step field(String name, int fieldNumber) {
            return new Step(name, fieldNumber, -1);
        }

        static Step element(String name, int fieldNumber, int index) {
            return new Step(name, fieldNumber, index);
        }

        /** Whether this step selects one element of a list. */
        public boolean inList() {
            return index >= 0;
        }
    }

    /** Index of the last customer of the standard input. */
    public static final int CUSTOMER_INDEX = 74;
    /** Index of that customer's last order. */
    public static final int ORDER_INDEX = 6;

    public static final List<Step> PATH = List.of(
            Step.element("customers", DocumentPb.OrderExport.CUSTOMERS_FIELD_NUMBER, CUSTOMER_INDEX),
            Step.element("orders", DocumentPb.Customer.ORDERS_FIELD_NUMBER, ORDER_INDEX),
            Step.field("shipping", DocumentPb.Order.SHIPPING_FIELD_NUMBER),
            Step.field("city", DocumentPb.Address.CITY_FIELD_NUMBER));

    /** The path as a JSON Pointer (RFC 6901): {@code /customers/74/orders/6/shipping/city}. */
    public static final String JSON_POINTER = PATH.stream()
            .map(s -> "/" + s.name() + (s.inList() ? "/" + s.index() : ""))
            .collect(Collectors.joining());

    /** The path as an XPath over the XML form (positions count from 1): {@code /export/customers[75]/...}. */
    public static final String XPATH = "/" + DocumentSchema.ROOT + PATH.stream()
            .map(s -> "/" + s.name() + (s.inList() ? "[" + (s.index() + 1) + "]" : ""))
            .collect(Collectors.joining());

    private DeepField() {
    }

    /** The field's value in the Java form; {@link serbench.model.InvalidDataException} when the document lacks it. */
    public static String of(OrderExport export) {
        if (export.customers().size() <= CUSTOMER_INDEX
                || export.customers().get(CUSTOMER_INDEX).orders().size() <= ORDER_INDEX) {
            throw missing();
        }
        Address shipping = export.customers().get(CUSTOMER_INDEX).orders().get(ORDER_INDEX).shipping();
        if (shipping == null || shipping.city() == null) {
            throw missing();
        }
        return shipping.city();
    }

    /** The field's value in the protobuf form; {@link serbench.model.InvalidDataException} when the document lacks it. */
    public static String of(DocumentPb.OrderExport export) {
        if (export.getCustomersCount() <= CUSTOMER_INDEX
                || export.getCustomers(CUSTOMER_INDEX).getOrdersCount() <= ORDER_INDEX) {
            throw missing();
        }
        return export.getCustomers(CUSTOMER_INDEX).getOrders(ORDER_INDEX).getShipping().getCity();
    }

    private static InvalidDataException missing() {
        return new InvalidDataException("the document has no field " + JSON_POINTER);
    }
}
