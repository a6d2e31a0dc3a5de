package serbench.model.document;

/** One order line. Prices are in the order's currency, with two decimals. */
public record Line(String sku, String title, int quantity, double unitPrice, double discount) {
}
