package serbench.model.document;

import serbench.model.Required;
import java.util.List;

/** A customer with a billing address, free-form tags and the orders in the export. */
public record Customer(long id, String name, String email, String phone, String tier, boolean active,
                       String createdAt, Address billingAddress, List<String> tags, List<Order> orders) {
    public Customer {
        tags = Required.list(tags, "tags");
        orders = Required.list(orders, "orders");
    }
}
