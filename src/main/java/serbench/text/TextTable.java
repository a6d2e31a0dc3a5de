package serbench.text;

import java.util.Arrays;

/**
 * Aligned plain-text tables: text columns left-aligned, the numeric columns from {@code firstNumeric} on right-aligned,
 * trailing text columns (from {@code trailingText} on) left-aligned again. Given a width, a row whose first cell would
 * make the table wider shows that cell on a line of its own, the rest of the row on the next. A row whose cells after
 * the first are all empty is a title: printed whole, it sets no column's width.
 */
public final class TextTable {

    private TextTable() {
    }

    /** The table; every cell through {@link Escape#line}, so no cell can break its row or reach a terminal raw. */
    public static String render(String[] head, String[][] cells, int firstNumeric) {
        return render(head, cells, firstNumeric, head.length, TextWidth.WIDE);
    }

    /** The table within {@code width} columns where the first column's cells can make it so. */
    public static String render(String[] head, String[][] cells, int firstNumeric, int trailingText, int width) {
        String[][] rows = new String[cells.length][];
        for (int r = 0; r < cells.length; r++) {
            rows[r] = escaped(cells[r]);
        }
        head = escaped(head);
        int[] widths = new int[head.length];
        for (int c = 0; c < head.length; c++) {
            widths[c] = head[c].length();
            for (String[] row : rows) {
                if (!title(row)) {
                    widths[c] = Math.max(widths[c], row[c].length());
                }
            }
        }
        int rest = Arrays.stream(widths).skip(1).map(w -> w + 2).sum();
        int first = widths[0];
        if (first + rest > width) {
            first = Math.max(1, width - rest);
            widths[0] = first;
        }
        StringBuilder sb = new StringBuilder();
        String[][] all = new String[rows.length + 1][];
        all[0] = head;
        System.arraycopy(rows, 0, all, 1, rows.length);
        for (String[] row : all) {
            if (title(row) && row != head) {
                sb.append(row[0].stripTrailing()).append('\n');
            } else if (row[0].length() > first) {
                sb.append(row[0]).append('\n');
                String[] shifted = row.clone();
                shifted[0] = "";
                line(sb, shifted, widths, firstNumeric, trailingText);
            } else {
                line(sb, row, widths, firstNumeric, trailingText);
            }
        }
        return sb.toString();
    }

    private static boolean title(String[] row) {
        return row.length > 1 && Arrays.stream(row).skip(1).allMatch(String::isEmpty);
    }

    private static String[] escaped(String[] cells) {
        String[] out = new String[cells.length];
        for (int c = 0; c < cells.length; c++) {
            out[c] = Escape.line(cells[c]);
        }
        return out;
    }

    private static void line(StringBuilder sb, String[] cells, int[] width, int firstNumeric, int trailingText) {
        StringBuilder line = new StringBuilder();
        for (int c = 0; c < cells.length; c++) {
            if (c > 0) {
                line.append("  ");
            }
            String pad = " ".repeat(Math.max(0, width[c] - cells[c].length()));
            line.append(c >= firstNumeric && c < trailingText ? pad + cells[c] : cells[c] + pad);
        }
        sb.append(line.toString().stripTrailing()).append('\n');
    }
}
