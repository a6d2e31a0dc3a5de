package serbench.format.avro;

import serbench.format.avro.document.AvroAddress;
import serbench.format.avro.document.AvroCustomer;
import serbench.format.avro.document.AvroLine;
import serbench.format.avro.document.AvroOrder;
import serbench.format.avro.document.AvroOrderExport;
import serbench.model.Digest;
import serbench.model.document.Address;
import serbench.model.document.Customer;
import serbench.model.document.Line;
import serbench.model.document.Order;
import serbench.model.document.OrderExport;

import java.util.ArrayList;
import java.util.List;

/**
 * The large order export in Avro ({@code src/main/avro/document.avdl}): the conversions and the digest of
 * {@code DocumentModel}'s protobuf form, on the generated records (an absent note folds nothing, as there).
 */
final class DocumentAvro implements AvroModel<OrderExport, AvroOrderExport> {

    @Override
    public Class<AvroOrderExport> type() {
        return AvroOrderExport.class;
    }

    @Override
    public AvroOrderExport toAvro(OrderExport value) {
        List<AvroCustomer> customers = new ArrayList<>(value.customers().size());
        for (Customer c : value.customers()) {
            List<AvroOrder> orders = new ArrayList<>(c.orders().size());
            for (Order o : c.orders()) {
                List<AvroLine> lines = new ArrayList<>(o.lines().size());
                for (Line l : o.lines()) {
                    lines.add(AvroLine.newBuilder()
                            .setSku(l.sku())
                            .setTitle(l.title())
                            .setQuantity(l.quantity())
                            .setUnitPrice(l.unitPrice())
                            .setDiscount(l.discount())
                            .build());
                }
                orders.add(AvroOrder.newBuilder()
                        .setOrderId(o.orderId())
                        .setPlacedAt(o.placedAt())
                        .setStatus(o.status())
                        .setCurrency(o.currency())
                        .setChannel(o.channel())
                        .setGift(o.gift())
                        .setNote(o.note())
                        .setShipping(toAvro(o.shipping()))
                        .setLines(lines)
                        .setTotal(o.total())
                        .build());
            }
            customers.add(AvroCustomer.newBuilder()
                    .setId(c.id())
                    .setName(c.name())
                    .setEmail(c.email())
                    .setPhone(c.phone())
                    .setTier(c.tier())
                    .setActive(c.active())
                    .setCreatedAt(c.createdAt())
                    .setBillingAddress(toAvro(c.billingAddress()))
                    .setTags(c.tags())
                    .setOrders(orders)
                    .build());
        }
        return AvroOrderExport.newBuilder()
                .setExportId(value.exportId())
                .setGeneratedAt(value.generatedAt())
                .setSource(value.source())
                .setSchemaVersion(value.schemaVersion())
                .setCustomers(customers)
                .build();
    }

    private static AvroAddress toAvro(Address a) {
        return AvroAddress.newBuilder()
                .setStreet(a.street())
                .setCity(a.city())
                .setPostalCode(a.postalCode())
                .setCountry(a.country())
                .build();
    }

    @Override
    public OrderExport fromAvro(AvroOrderExport record) {
        List<Customer> customers = new ArrayList<>(record.getCustomers().size());
        for (AvroCustomer c : record.getCustomers()) {
            List<Order> orders = new ArrayList<>(c.getOrders().size());
            for (AvroOrder o : c.getOrders()) {
                List<Line> lines = new ArrayList<>(o.getLines().size());
                for (AvroLine l : o.getLines()) {
                    lines.add(new Line(l.getSku(), l.getTitle(), l.getQuantity(), l.getUnitPrice(), l.getDiscount()));
                }
                orders.add(new Order(o.getOrderId(), o.getPlacedAt(), o.getStatus(), o.getCurrency(), o.getChannel(),
                        o.getGift(), o.getNote(), fromAvro(o.getShipping()), lines, o.getTotal()));
            }
            customers.add(new Customer(c.getId(), c.getName(), c.getEmail(), c.getPhone(), c.getTier(),
                    c.getActive(), c.getCreatedAt(), fromAvro(c.getBillingAddress()), c.getTags(), orders));
        }
        return new OrderExport(record.getExportId(), record.getGeneratedAt(), record.getSource(),
                record.getSchemaVersion(), customers);
    }

    private static Address fromAvro(AvroAddress a) {
        return new Address(a.getStreet(), a.getCity(), a.getPostalCode(), a.getCountry());
    }

    @Override
    public long digest(AvroOrderExport record) {
        Digest d = new Digest();
        d.add(record.getExportId()).add(record.getGeneratedAt()).add(record.getSource())
                .add((long) record.getSchemaVersion());
        List<AvroCustomer> customers = record.getCustomers();
        for (int i = 0; i < customers.size(); i++) {
            AvroCustomer c = customers.get(i);
            d.add(c.getId()).add(c.getName()).add(c.getEmail()).add(c.getPhone()).add(c.getTier()).add(c.getActive())
                    .add(c.getCreatedAt());
            digest(d, c.getBillingAddress());
            List<String> tags = c.getTags();
            for (int t = 0; t < tags.size(); t++) {
                d.add(tags.get(t));
            }
            List<AvroOrder> orders = c.getOrders();
            for (int n = 0; n < orders.size(); n++) {
                AvroOrder o = orders.get(n);
                d.add(o.getOrderId()).add(o.getPlacedAt()).add(o.getStatus()).add(o.getCurrency())
                        .add(o.getChannel()).add(o.getGift());
                if (o.getNote() != null) {
                    d.add(o.getNote());
                }
                digest(d, o.getShipping());
                List<AvroLine> lines = o.getLines();
                for (int k = 0; k < lines.size(); k++) {
                    AvroLine l = lines.get(k);
                    d.add(l.getSku()).add(l.getTitle()).add((long) l.getQuantity()).add(l.getUnitPrice())
                            .add(l.getDiscount());
                }
                d.add(o.getTotal());
            }
        }
        return d.value();
    }

    private static void digest(Digest d, AvroAddress a) {
        d.add(a.getStreet()).add(a.getCity()).add(a.getPostalCode()).add(a.getCountry());
    }
}
