package serbench.format.streaming;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.io.SerializedString;
import serbench.model.document.Address;
import serbench.model.document.Customer;
import serbench.model.document.Line;
import serbench.model.document.Order;
import serbench.model.document.OrderExport;

import java.io.IOException;
import java.util.List;

import static serbench.format.streaming.JsonOut.name;

/** The order export as {@code json} writes it, by hand. Unknown fields are refused, as databind refuses them here. */
final class DocumentJson implements ModelJson<OrderExport> {

    private static final SerializedString EXPORT_ID = name("exportId");
    private static final SerializedString GENERATED_AT = name("generatedAt");
    private static final SerializedString SOURCE = name("source");
    private static final SerializedString SCHEMA_VERSION = name("schemaVersion");
    private static final SerializedString CUSTOMERS = name("customers");
    private static final SerializedString ID = name("id");
    private static final SerializedString NAME = name("name");
    private static final SerializedString EMAIL = name("email");
    private static final SerializedString PHONE = name("phone");
    private static final SerializedString TIER = name("tier");
    private static final SerializedString ACTIVE = name("active");
    private static final SerializedString CREATED_AT = name("createdAt");
    private static final SerializedString BILLING_ADDRESS = name("billingAddress");
    private static final SerializedString TAGS = name("tags");
    private static final SerializedString ORDERS = name("orders");
    private static final SerializedString STREET = name("street");
    private static final SerializedString CITY = name("city");
    private static final SerializedString POSTAL_CODE = name("postalCode");
    private static final SerializedString COUNTRY = name("country");
    private static final SerializedString ORDER_ID = name("orderId");
    private static final SerializedString PLACED_AT = name("placedAt");
    private static final SerializedString STATUS = name("status");
    private static final SerializedString CURRENCY = name("currency");
    private static final SerializedString CHANNEL = name("channel");
    private static final SerializedString GIFT = name("gift");
    private static final SerializedString NOTE = name("note");
    private static final SerializedString SHIPPING = name("shipping");
    private static final SerializedString LINES = name("lines");
    private static final SerializedString TOTAL = name("total");
    private static final SerializedString SKU = name("sku");
    private static final SerializedString TITLE = name("title");
    private static final SerializedString QUANTITY = name("quantity");
    private static final SerializedString UNIT_PRICE = name("unitPrice");
    private static final SerializedString DISCOUNT = name("discount");

    @Override
    public void write(JsonGenerator g, OrderExport v) throws IOException {
        g.writeStartObject();
        JsonOut.optional(g, EXPORT_ID, v.exportId());
        JsonOut.optional(g, GENERATED_AT, v.generatedAt());
        JsonOut.optional(g, SOURCE, v.source());
        JsonOut.write(g, SCHEMA_VERSION, v.schemaVersion());
        JsonOut.list(g, CUSTOMERS, v.customers(), DocumentJson::writeCustomer);
        g.writeEndObject();
    }

    private static void writeCustomer(JsonGenerator g, Customer c) throws IOException {
        g.writeStartObject();
        JsonOut.write(g, ID, c.id());
        JsonOut.optional(g, NAME, c.name());
        JsonOut.optional(g, EMAIL, c.email());
        JsonOut.optional(g, PHONE, c.phone());
        JsonOut.optional(g, TIER, c.tier());
        JsonOut.write(g, ACTIVE, c.active());
        JsonOut.optional(g, CREATED_AT, c.createdAt());
        JsonOut.object(g, BILLING_ADDRESS, c.billingAddress(), DocumentJson::writeAddress);
        JsonOut.list(g, TAGS, c.tags(), JsonOut::string);
        JsonOut.list(g, ORDERS, c.orders(), DocumentJson::writeOrder);
        g.writeEndObject();
    }

    private static void writeAddress(JsonGenerator g, Address a) throws IOException {
        g.writeStartObject();
        JsonOut.optional(g, STREET, a.street());
        JsonOut.optional(g, CITY, a.city());
        JsonOut.optional(g, POSTAL_CODE, a.postalCode());
        JsonOut.optional(g, COUNTRY, a.country());
        g.writeEndObject();
    }

    private static void writeOrder(JsonGenerator g, Order o) throws IOException {
        g.writeStartObject();
        JsonOut.optional(g, ORDER_ID, o.orderId());
        JsonOut.optional(g, PLACED_AT, o.placedAt());
        JsonOut.optional(g, STATUS, o.status());
        JsonOut.optional(g, CURRENCY, o.currency());
        JsonOut.optional(g, CHANNEL, o.channel());
        JsonOut.write(g, GIFT, o.gift());
        JsonOut.optional(g, NOTE, o.note());
        JsonOut.object(g, SHIPPING, o.shipping(), DocumentJson::writeAddress);
        JsonOut.list(g, LINES, o.lines(), DocumentJson::writeLine);
        JsonOut.write(g, TOTAL, o.total());
        g.writeEndObject();
    }

    private static void writeLine(JsonGenerator g, Line l) throws IOException {
        g.writeStartObject();
        JsonOut.optional(g, SKU, l.sku());
        JsonOut.optional(g, TITLE, l.title());
        JsonOut.write(g, QUANTITY, l.quantity());
        JsonOut.write(g, UNIT_PRICE, l.unitPrice());
        JsonOut.write(g, DISCOUNT, l.discount());
        g.writeEndObject();
    }

    @Override
    public OrderExport read(JsonParser p) throws IOException {
        JsonIn.expectObject(p, OrderExport.class);
        String exportId = null;
        String generatedAt = null;
        String source = null;
        int schemaVersion = 0;
        List<Customer> customers = null;
        for (String f = p.nextFieldName(); f != null; f = p.nextFieldName()) {
            switch (f) {
                case "exportId" -> exportId = JsonIn.string(p);
                case "generatedAt" -> generatedAt = JsonIn.string(p);
                case "source" -> source = JsonIn.string(p);
                case "schemaVersion" -> schemaVersion = JsonIn.intValue(p);
                case "customers" -> customers = JsonIn.list(p, DocumentJson::customer, Customer.class);
                default -> throw JsonIn.unknown(p, OrderExport.class, f);
            }
        }
        return new OrderExport(exportId, generatedAt, source, schemaVersion, customers);
    }

    private static Customer customer(JsonParser p) throws IOException {
        JsonIn.expectObject(p, Customer.class);
        long id = 0;
        String name = null;
        String email = null;
        String phone = null;
        String tier = null;
        boolean active = false;
        String createdAt = null;
        Address billingAddress = null;
        List<String> tags = null;
        List<Order> orders = null;
        for (String f = p.nextFieldName(); f != null; f = p.nextFieldName()) {
            switch (f) {
                case "id" -> id = JsonIn.longValue(p);
                case "name" -> name = JsonIn.string(p);
                case "email" -> email = JsonIn.string(p);
                case "phone" -> phone = JsonIn.string(p);
                case "tier" -> tier = JsonIn.string(p);
                case "active" -> active = JsonIn.booleanValue(p);
                case "createdAt" -> createdAt = JsonIn.string(p);
                case "billingAddress" -> billingAddress = JsonIn.object(p, DocumentJson::address);
                case "tags" -> tags = JsonIn.strings(p);
                case "orders" -> orders = JsonIn.list(p, DocumentJson::order, Order.class);
                default -> throw JsonIn.unknown(p, Customer.class, f);
            }
        }
        return new Customer(id, name, email, phone, tier, active, createdAt, billingAddress, tags, orders);
    }

    private static Address address(JsonParser p) throws IOException {
        JsonIn.expectObject(p, Address.class);
        String street = null;
        String city = null;
        String postalCode = null;
        String country = null;
        for (String f = p.nextFieldName(); f != null; f = p.nextFieldName()) {
            switch (f) {
                case "street" -> street = JsonIn.string(p);
                case "city" -> city = JsonIn.string(p);
                case "postalCode" -> postalCode = JsonIn.string(p);
                case "country" -> country = JsonIn.string(p);
                default -> throw JsonIn.unknown(p, Address.class, f);
            }
        }
        return new Address(street, city, postalCode, country);
    }

    private static Order order(JsonParser p) throws IOException {
        JsonIn.expectObject(p, Order.class);
        String orderId = null;
        String placedAt = null;
        String status = null;
        String currency = null;
        String channel = null;
        boolean gift = false;
        String note = null;
        Address shipping = null;
        List<Line> lines = null;
        double total = 0;
        for (String f = p.nextFieldName(); f != null; f = p.nextFieldName()) {
            switch (f) {
                case "orderId" -> orderId = JsonIn.string(p);
                case "placedAt" -> placedAt = JsonIn.string(p);
                case "status" -> status = JsonIn.string(p);
                case "currency" -> currency = JsonIn.string(p);
                case "channel" -> channel = JsonIn.string(p);
                case "gift" -> gift = JsonIn.booleanValue(p);
                case "note" -> note = JsonIn.string(p);
                case "shipping" -> shipping = JsonIn.object(p, DocumentJson::address);
                case "lines" -> lines = JsonIn.list(p, DocumentJson::line, Line.class);
                case "total" -> total = JsonIn.doubleValue(p);
                default -> throw JsonIn.unknown(p, Order.class, f);
            }
        }
        return new Order(orderId, placedAt, status, currency, channel, gift, note, shipping, lines, total);
    }

    private static Line line(JsonParser p) throws IOException {
        JsonIn.expectObject(p, Line.class);
        String sku = null;
        String title = null;
        int quantity = 0;
        double unitPrice = 0;
        double discount = 0;
        for (String f = p.nextFieldName(); f != null; f = p.nextFieldName()) {
            switch (f) {
                case "sku" -> sku = JsonIn.string(p);
                case "title" -> title = JsonIn.string(p);
                case "quantity" -> quantity = JsonIn.intValue(p);
                case "unitPrice" -> unitPrice = JsonIn.doubleValue(p);
                case "discount" -> discount = JsonIn.doubleValue(p);
                default -> throw JsonIn.unknown(p, Line.class, f);
            }
        }
        return new Line(sku, title, quantity, unitPrice, discount);
    }
}
