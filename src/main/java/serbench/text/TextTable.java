package serbench.text;

import java.util.Arrays;

/**
 * Aligned plain-text tables: text columns left-aligned, the numeric columns from {@code firstNumeric} on right-aligned,
 * trailing text columns (from {@code trailingText} on) left-aligned again. Given a width, a row whose first cell would
 * make the table wider shows that cell on a line of its own, the rest of the row on the next. A row whose cells after
 * the first are all empty is a title: printed whole, it sets no column's width. Widths are terminal columns (a CJK
 * character takes two, a combining mark none); when the first cell's line of its own is not enough, the widest other
 * text columns before the numbers (the names of a row) are narrowed (to {@value #MIN_TEXT} at least) and their longer
 * cells cut with an ellipsis, so a long name cannot push the table past its width (the JSON and CSV views keep every
 * name whole); trailing text (notes, messages) is never cut.
 */
public final class TextTable {

    /** The narrowest a text column other than the first is cut to. */
    static final int MIN_TEXT = 12;

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
            widths[c] = columns(head[c]);
            for (String[] row : rows) {
                if (!title(row)) {
                    widths[c] = Math.max(widths[c], columns(row[c]));
                }
            }
        }
        int rest = Arrays.stream(widths).skip(1).map(w -> w + 2).sum();
        // the first column's cells can go on a line of their own; if the others are still too wide, narrow the
        // widest other name column, a column at a time
        while (rest + 1 > width && width != TextWidth.WIDE) { // the first column keeps one
            int widest = -1;
            for (int c = 1; c < widths.length; c++) {
                if (c < firstNumeric && widths[c] > MIN_TEXT && (widest < 0 || widths[c] > widths[widest])) {
                    widest = c;
                }
            }
            if (widest < 0) {
                break;
            }
            int cut = Math.min(rest + 1 - width, widths[widest] - MIN_TEXT);
            widths[widest] -= cut;
            rest -= cut;
        }
        for (String[] row : rows) {
            if (!title(row)) {
                for (int c = 1; c < row.length; c++) {
                    row[c] = cut(row[c], widths[c]);
                }
            }
        }
        for (int c = 1; c < head.length; c++) {
            head[c] = cut(head[c], widths[c]);
        }
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
            } else if (columns(row[0]) > first) {
                sb.append(width == TextWidth.WIDE ? row[0] : cut(row[0], width)).append('\n');
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
            String pad = " ".repeat(Math.max(0, width[c] - columns(cells[c])));
            line.append(c >= firstNumeric && c < trailingText ? pad + cells[c] : cells[c] + pad);
        }
        sb.append(line.toString().stripTrailing()).append('\n');
    }

    /** {@code s} in at most {@code width} terminal columns: cut with an ellipsis when longer. */
    static String cut(String s, int width) {
        if (columns(s) <= width) {
            return s;
        }
        StringBuilder sb = new StringBuilder();
        int used = 0;
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            int w = columns(cp);
            if (used + w > width - 1) {
                break;
            }
            sb.appendCodePoint(cp);
            used += w;
            i += Character.charCount(cp);
        }
        return sb.append('\u2026').toString();
    }

    /** How many terminal columns {@code s} takes. */
    public static int columns(String s) {
        return s.codePoints().map(TextTable::columns).sum();
    }

    /** Two for East Asian wide and full-width characters, none for combining marks, one otherwise. */
    private static int columns(int cp) {
        int type = Character.getType(cp);
        if (type == Character.NON_SPACING_MARK || type == Character.ENCLOSING_MARK || cp == 0x200B) {
            return 0;
        }
        boolean wide = (cp >= 0x1100 && cp <= 0x115F) || (cp >= 0x2E80 && cp <= 0xA4CF && cp != 0x303F)
                || (cp >= 0xAC00 && cp <= 0xD7A3) || (cp >= 0xF900 && cp <= 0xFAFF) || (cp >= 0xFE30 && cp <= 0xFE4F)
                || (cp >= 0xFF00 && cp <= 0xFF60) || (cp >= 0xFFE0 && cp <= 0xFFE6) || (cp >= 0x1F300 && cp <= 0x1F64F)
                || (cp >= 0x1F900 && cp <= 0x1F9FF) || (cp >= 0x20000 && cp <= 0x3FFFD);
        return wide ? 2 : 1;
    }
}
