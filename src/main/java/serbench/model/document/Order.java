package serbench.model.document;

import serbench.model.Required;
import java.util.List;

/** One order: timestamps are ISO-8601 strings, {@code note} is optional (null when absent). */
public record Order(String orderId, String placedAt, String status, String currency, String channel, boolean gift,
                    String note, Address shipping, List<Line> lines, double total) {
    public Order {
        lines = Required.list(lines, "lines");
    }
}
