package serbench.model.document;

import serbench.model.Digest;
import serbench.model.Model;

import serbench.model.InvalidDataException;

import java.util.ArrayList;
import java.util.List;

/**
 * The large-document model: one order export of about 9,000 values (about 12,000 lines if pretty-printed; the suite
 * writes and reads it compact, as every format)
 * ({@link OrderExportGenerator}, fixed seed). Its one input, {@code 12k}, has {@value #CUSTOMERS} customers.
 *
 * <p>The digest folds the values in document order (the order JSON and XML write them, and protobuf's field
 * order) and skips absent notes, so a reader that walks the JSON, the XML or the protobuf wire form value by value
 * can fold the same digest without knowing the records.
 */
public final class DocumentModel extends Model<OrderExport, DocumentPb.OrderExport> {

    /** Customers in the standard input. */
    public static final int CUSTOMERS = 75;

    public DocumentModel() {
        super("document", OrderExport.class);
    }

    @Override
    public com.google.protobuf.Parser<DocumentPb.OrderExport> parser() {
        return DocumentPb.OrderExport.parser();
    }

    @Override
    public List<String> inputs() {
        return List.of("12k");
    }

    @Override
    public String defaultInput() {
        return "12k";
    }

    @Override
    public OrderExport load(String input) {
        if (!"12k".equals(resolveInput(input))) {
            throw unknownInput(input);
        }
        return OrderExportGenerator.generate(CUSTOMERS);
    }

    /**
     * Every field of the order-export schema is required but {@code note}: a file missing one (or with no
     * customer at all) is refused, naming the first missing field.
     */
    @Override
    public void validate(OrderExport e) {
        require(e.exportId(), "exportId");
        require(e.generatedAt(), "generatedAt");
        require(e.source(), "source");
        if (e.customers().isEmpty()) {
            throw new InvalidDataException("no customer in the export (customers is missing or empty)");
        }
        for (int i = 0; i < e.customers().size(); i++) {
            Customer c = e.customers().get(i);
            String at = "customers[" + i + "].";
            require(c, "customers[" + i + "]");
            require(c.name(), at + "name");
            require(c.email(), at + "email");
            require(c.phone(), at + "phone");
            require(c.tier(), at + "tier");
            require(c.createdAt(), at + "createdAt");
            require(c.billingAddress(), at + "billingAddress", at + "billingAddress.");
            for (int j = 0; j < c.orders().size(); j++) {
                Order o = c.orders().get(j);
                String oat = at + "orders[" + j + "]";
                require(o, oat);
                require(o.orderId(), oat + ".orderId");
                require(o.placedAt(), oat + ".placedAt");
                require(o.status(), oat + ".status");
                require(o.currency(), oat + ".currency");
                require(o.channel(), oat + ".channel");
                require(o.shipping(), oat + ".shipping", oat + ".shipping.");
                for (int k = 0; k < o.lines().size(); k++) {
                    Line l = o.lines().get(k);
                    require(l, oat + ".lines[" + k + "]");
                    require(l.sku(), oat + ".lines[" + k + "].sku");
                    require(l.title(), oat + ".lines[" + k + "].title");
                }
            }
            for (int t = 0; t < c.tags().size(); t++) {
                require(c.tags().get(t), at + "tags[" + t + "]");
            }
        }
    }

    private static void require(Address a, String field, String prefix) {
        require(a, field);
        require(a.street(), prefix + "street");
        require(a.city(), prefix + "city");
        require(a.postalCode(), prefix + "postalCode");
        require(a.country(), prefix + "country");
    }

    private static void require(Object value, String field) {
        if (value == null) {
            throw new InvalidDataException("required field " + field + " is missing");
        }
    }

    @Override
    public OrderExport copy(OrderExport source) {
        List<Customer> customers = new ArrayList<>(source.customers().size());
        for (Customer c : source.customers()) {
            List<Order> orders = new ArrayList<>(c.orders().size());
            for (Order o : c.orders()) {
                List<Line> lines = new ArrayList<>(o.lines().size());
                for (Line l : o.lines()) {
                    lines.add(new Line(l.sku(), l.title(), l.quantity(), l.unitPrice(), l.discount()));
                }
                orders.add(new Order(o.orderId(), o.placedAt(), o.status(), o.currency(), o.channel(), o.gift(),
                        o.note(), copy(o.shipping()), lines, o.total()));
            }
            customers.add(new Customer(c.id(), c.name(), c.email(), c.phone(), c.tier(), c.active(), c.createdAt(),
                    copy(c.billingAddress()), new ArrayList<>(c.tags()), orders));
        }
        return new OrderExport(source.exportId(), source.generatedAt(), source.source(), source.schemaVersion(),
                customers);
    }

    private static Address copy(Address a) {
        return new Address(a.street(), a.city(), a.postalCode(), a.country());
    }

    @Override
    public DocumentPb.OrderExport toProto(OrderExport source) {
        DocumentPb.OrderExport.Builder export = DocumentPb.OrderExport.newBuilder()
                .setExportId(source.exportId())
                .setGeneratedAt(source.generatedAt())
                .setSource(source.source())
                .setSchemaVersion(source.schemaVersion());
        for (Customer c : source.customers()) {
            DocumentPb.Customer.Builder customer = DocumentPb.Customer.newBuilder()
                    .setId(c.id())
                    .setName(c.name())
                    .setEmail(c.email())
                    .setPhone(c.phone())
                    .setTier(c.tier())
                    .setActive(c.active())
                    .setCreatedAt(c.createdAt())
                    .setBillingAddress(toProto(c.billingAddress()))
                    .addAllTags(c.tags());
            for (Order o : c.orders()) {
                DocumentPb.Order.Builder order = DocumentPb.Order.newBuilder()
                        .setOrderId(o.orderId())
                        .setPlacedAt(o.placedAt())
                        .setStatus(o.status())
                        .setCurrency(o.currency())
                        .setChannel(o.channel())
                        .setGift(o.gift())
                        .setShipping(toProto(o.shipping()))
                        .setTotal(o.total());
                if (o.note() != null) {
                    order.setNote(o.note());
                }
                for (Line l : o.lines()) {
                    order.addLines(DocumentPb.Line.newBuilder()
                            .setSku(l.sku())
                            .setTitle(l.title())
                            .setQuantity(l.quantity())
                            .setUnitPrice(l.unitPrice())
                            .setDiscount(l.discount()));
                }
                customer.addOrders(order);
            }
            export.addCustomers(customer);
        }
        return export.build();
    }

    private static DocumentPb.Address toProto(Address a) {
        return DocumentPb.Address.newBuilder()
                .setStreet(a.street())
                .setCity(a.city())
                .setPostalCode(a.postalCode())
                .setCountry(a.country())
                .build();
    }

    @Override
    public OrderExport fromProto(DocumentPb.OrderExport message) {
        List<Customer> customers = new ArrayList<>(message.getCustomersCount());
        for (DocumentPb.Customer c : message.getCustomersList()) {
            List<Order> orders = new ArrayList<>(c.getOrdersCount());
            for (DocumentPb.Order o : c.getOrdersList()) {
                List<Line> lines = new ArrayList<>(o.getLinesCount());
                for (DocumentPb.Line l : o.getLinesList()) {
                    lines.add(new Line(l.getSku(), l.getTitle(), l.getQuantity(), l.getUnitPrice(), l.getDiscount()));
                }
                orders.add(new Order(o.getOrderId(), o.getPlacedAt(), o.getStatus(), o.getCurrency(), o.getChannel(),
                        o.getGift(), o.hasNote() ? o.getNote() : null, fromProto(o.getShipping()), lines,
                        o.getTotal()));
            }
            customers.add(new Customer(c.getId(), c.getName(), c.getEmail(), c.getPhone(), c.getTier(),
                    c.getActive(), c.getCreatedAt(), fromProto(c.getBillingAddress()), c.getTagsList(), orders));
        }
        return new OrderExport(message.getExportId(), message.getGeneratedAt(), message.getSource(),
                message.getSchemaVersion(), customers);
    }

    private static Address fromProto(DocumentPb.Address a) {
        return new Address(a.getStreet(), a.getCity(), a.getPostalCode(), a.getCountry());
    }

    @Override
    public long digest(OrderExport value) {
        Digest d = new Digest();
        d.add(value.exportId()).add(value.generatedAt()).add(value.source()).add((long) value.schemaVersion());
        List<Customer> cList = value.customers();
        for (int cAt = 0; cAt < cList.size(); cAt++) {
            Customer c = cList.get(cAt);
            d.add(c.id()).add(c.name()).add(c.email()).add(c.phone()).add(c.tier()).add(c.active())
                    .add(c.createdAt());
            digest(d, c.billingAddress());
            List<String> tagList = c.tags();
            for (int tagAt = 0; tagAt < tagList.size(); tagAt++) {
                String tag = tagList.get(tagAt);
                d.add(tag);
            }
            List<Order> oList = c.orders();
            for (int oAt = 0; oAt < oList.size(); oAt++) {
                Order o = oList.get(oAt);
                d.add(o.orderId()).add(o.placedAt()).add(o.status()).add(o.currency()).add(o.channel()).add(o.gift());
                if (o.note() != null) {
                    d.add(o.note());
                }
                digest(d, o.shipping());
                List<Line> lList = o.lines();
                for (int lAt = 0; lAt < lList.size(); lAt++) {
                    Line l = lList.get(lAt);
                    d.add(l.sku()).add(l.title()).add((long) l.quantity()).add(l.unitPrice()).add(l.discount());
                }
                d.add(o.total());
            }
        }
        return d.value();
    }

    private static void digest(Digest d, Address a) {
        d.add(a.street()).add(a.city()).add(a.postalCode()).add(a.country());
    }

    @Override
    public long digestProto(DocumentPb.OrderExport message) {
        Digest d = new Digest();
        d.add(message.getExportId()).add(message.getGeneratedAt()).add(message.getSource())
                .add((long) message.getSchemaVersion());
        for (int i = 0; i < message.getCustomersCount(); i++) {
            DocumentPb.Customer c = message.getCustomers(i);
            d.add(c.getId()).add(c.getName()).add(c.getEmail()).add(c.getPhone()).add(c.getTier()).add(c.getActive())
                    .add(c.getCreatedAt());
            digestProto(d, c.getBillingAddress());
            for (int t = 0; t < c.getTagsCount(); t++) {
                d.add(c.getTags(t));
            }
            for (int n = 0; n < c.getOrdersCount(); n++) {
                DocumentPb.Order o = c.getOrders(n);
                d.add(o.getOrderId()).add(o.getPlacedAt()).add(o.getStatus()).add(o.getCurrency())
                        .add(o.getChannel()).add(o.getGift());
                if (o.hasNote()) {
                    d.add(o.getNote());
                }
                digestProto(d, o.getShipping());
                for (int k = 0; k < o.getLinesCount(); k++) {
                    DocumentPb.Line l = o.getLines(k);
                    d.add(l.getSku()).add(l.getTitle()).add((long) l.getQuantity()).add(l.getUnitPrice())
                            .add(l.getDiscount());
                }
                d.add(o.getTotal());
            }
        }
        return d.value();
    }

    private static void digestProto(Digest d, DocumentPb.Address a) {
        d.add(a.getStreet()).add(a.getCity()).add(a.getPostalCode()).add(a.getCountry());
    }
}
