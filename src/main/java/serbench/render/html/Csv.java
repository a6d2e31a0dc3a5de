package serbench.render.html;

import serbench.text.CsvField;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * The data behind one chart as an RFC 4180 CSV file: a header line, then one record per row, each written by
 * {@link CsvField}, the one CSV writer of the suite (CR LF line ends, quoting, a formula's first character
 * neutralised). Text fields are shown as the charts show them ({@link Svg#shown}: control characters and
 * bidirectional overrides as visible escapes); numbers are written whole, as the chart's {@code data-} attributes carry
 * them.
 */
public final class Csv {

    private final List<String> header;
    private final List<List<String>> records = new ArrayList<>();

    public Csv(List<String> header) {
        this.header = List.copyOf(header);
    }

    /** Adds a record; each value a {@link String} (text), a {@link Number} or null (an empty field). */
    public Csv add(List<?> values) {
        if (values.size() != header.size()) {
            throw new IllegalArgumentException(values.size() + " values for " + header.size() + " columns");
        }
        List<String> fields = new ArrayList<>();
        for (Object v : values) {
            fields.add(field(v));
        }
        records.add(fields);
        return this;
    }

    public List<String> header() {
        return header;
    }

    public int size() {
        return records.size();
    }

    /** The file's text. */
    public String text() {
        StringBuilder sb = new StringBuilder();
        line(sb, header.stream().map(Csv::text).toList());
        records.forEach(r -> line(sb, r));
        return sb.toString();
    }

    private static void line(StringBuilder sb, List<String> fields) {
        sb.append(CsvField.record(fields));
    }

    private static String field(Object v) {
        if (v == null) {
            return "";
        }
        if (v instanceof Double d) {
            return number(d);
        }
        if (v instanceof Number || v instanceof Boolean) {
            return v.toString();
        }
        return text(v.toString());
    }

    /** A number whole, without exponent ({@code 447816.91}); empty when not finite. */
    public static String number(double d) {
        return Double.isFinite(d) ? BigDecimal.valueOf(d).toPlainString() : "";
    }

    private static String text(String s) {
        return Svg.shown(s);
    }
}
