package serbench.render;

import java.util.List;

/**
 * A table independent of how it is rendered: a title, the column heads, the rows, and the alignment. Columns
 * {@code firstNumeric} up to {@code trailingText} (exclusive) are numbers; the ones after are text again.
 */
public record Table(String title, String[] head, List<String[]> rows, int firstNumeric, int trailingText) {

    /** A table whose columns from {@code firstNumeric} to the end are numbers. */
    public Table(String title, String[] head, List<String[]> rows, int firstNumeric) {
        this(title, head, rows, firstNumeric, head.length);
    }
}
