package serbench.render;

import serbench.io.HarnessJson;
import serbench.text.TextTable;

import java.io.IOException;
import java.util.List;

/**
 * How {@code sizes} writes the payload sizes: a text table with each size beside protobuf's of the same input (raw
 * and gzipped), or the rows as JSON.
 */
public final class SizesView {

    /** One payload's size: a model's input in one format, raw and gzipped. */
    public record Row(String model, String input, String format, int bytes, int gzipBytes) {
    }

    private SizesView() {
    }

    /** The rows as a JSON array, one object per model, input and format. */
    public static String json(List<Row> rows) throws IOException {
        return HarnessJson.pretty().writeValueAsString(rows) + "\n";
    }

    /** The rows as a text table, each size also as a multiple of protobuf's for the same input. */
    public static String text(List<Row> rows) {
        String[] head = {"model", "input", "format", "bytes", "gzip", "x protobuf", "gzip x protobuf"};
        String[][] cells = new String[rows.size()][];
        for (int i = 0; i < rows.size(); i++) {
            Row r = rows.get(i);
            Row pb = rows.stream()
                    .filter(o -> o.model().equals(r.model()) && o.input().equals(r.input()) && o.format().equals("protobuf"))
                    .findFirst().orElse(r);
            cells[i] = new String[]{r.model(), r.input(), r.format(), String.valueOf(r.bytes()),
                    String.valueOf(r.gzipBytes()),
                    String.format("%.2f", (double) r.bytes() / pb.bytes()),
                    String.format("%.2f", (double) r.gzipBytes() / pb.gzipBytes())};
        }
        return TextTable.render(head, cells, 3);
    }
}
