package serbench.text;

/** Aligned plain-text tables: text columns left-aligned, the numeric columns from {@code firstNumeric} on right-aligned. */
public final class TextTable {

    private TextTable() {
    }

    /** The table; every cell through {@link Escape#line}, so no cell can break its row or reach a terminal raw. */
    public static String render(String[] head, String[][] cells, int firstNumeric) {
        String[][] rows = new String[cells.length][];
        for (int r = 0; r < cells.length; r++) {
            rows[r] = escaped(cells[r]);
        }
        head = escaped(head);
        int[] width = new int[head.length];
        for (int c = 0; c < head.length; c++) {
            width[c] = head[c].length();
            for (String[] row : rows) {
                width[c] = Math.max(width[c], row[c].length());
            }
        }
        StringBuilder sb = new StringBuilder();
        line(sb, head, width, firstNumeric);
        for (String[] row : rows) {
            line(sb, row, width, firstNumeric);
        }
        return sb.toString();
    }

    private static String[] escaped(String[] cells) {
        String[] out = new String[cells.length];
        for (int c = 0; c < cells.length; c++) {
            out[c] = Escape.line(cells[c]);
        }
        return out;
    }

    private static void line(StringBuilder sb, String[] cells, int[] width, int firstNumeric) {
        for (int c = 0; c < cells.length; c++) {
            if (c > 0) {
                sb.append("  ");
            }
            String pad = " ".repeat(width[c] - cells[c].length());
            sb.append(c >= firstNumeric ? pad + cells[c] : cells[c] + (c == cells.length - 1 ? "" : pad));
        }
        sb.append('\n');
    }
}
