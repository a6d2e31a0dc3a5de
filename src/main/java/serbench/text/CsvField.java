package serbench.text;

import java.util.List;

/**
 * One field and one record of the suite's CSV outputs ({@code compare --format csv}, {@code answer --format csv}), the
 * one place that writes them: RFC 4180 (a field holding a comma, a quote or a line break is quoted, its quotes
 * doubled; records end with CR LF), and a text field a spreadsheet would run as a formula (first character
 * {@code = + - @}, a tab or a carriage return) prefixed with {@code '}; a number, negative ones included, stays as it
 * is. Text from files passes {@link Escape#line} first, so no control character reaches the file.
 */
public final class CsvField {

    private CsvField() {
    }

    /** One record, its fields escaped, ended with CR LF. */
    public static String record(List<String> fields) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < fields.size(); i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(of(fields.get(i)));
        }
        return sb.append("\r\n").toString();
    }

    /** A field as the file holds it. */
    public static String of(String value) {
        String t = value == null ? "" : value;
        if (!t.isEmpty() && "=+-@\t\r".indexOf(t.charAt(0)) >= 0 && !number(t)) {
            t = "'" + t;
        }
        t = Escape.line(t);
        return t.indexOf(',') >= 0 || t.indexOf('"') >= 0 ? "\"" + t.replace("\"", "\"\"") + "\"" : t;
    }

    private static boolean number(String s) {
        return s.matches("[-+]?[0-9]+(\\.[0-9]+)?([eE][-+]?[0-9]+)?");
    }
}
