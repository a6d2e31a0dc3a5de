package serbench.cli;

import com.fasterxml.jackson.databind.SerializationFeature;
import serbench.format.Jackson;

import java.io.PrintStream;
import java.util.List;

/**
 * {@code sizes [--json]}: prints the serialized size of every model x input x format, raw and gzipped,
 * with each size relative to protobuf's for the same input.
 */
final class SizesCommand {

    private SizesCommand() {
    }

    static int run(String[] args, PrintStream out, PrintStream err) throws Exception {
        boolean json = false;
        for (String a : args) {
            if (a.equals("--json")) {
                json = true;
            } else {
                throw UsageException.badArguments("unknown argument '" + a + "'; usage: sizes [--json] [--debug]");
            }
        }
        List<Sizes.Row> rows = Sizes.all();
        if (json) {
            out.println(Jackson.JSON.writer(SerializationFeature.INDENT_OUTPUT).writeValueAsString(rows));
        } else {
            out.print(table(rows));
        }
        return 0;
    }

    static String table(List<Sizes.Row> rows) {
        String[] head = {"model", "input", "format", "bytes", "gzip", "x protobuf", "gzip x protobuf"};
        String[][] cells = new String[rows.size()][];
        for (int i = 0; i < rows.size(); i++) {
            Sizes.Row r = rows.get(i);
            Sizes.Row pb = rows.stream()
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
