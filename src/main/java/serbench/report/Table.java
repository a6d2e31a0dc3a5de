package serbench.report;

import java.util.List;

/** A rendered-agnostic table: a title, the column heads, the rows, and where the numeric columns start. */
public record Table(String title, String[] head, List<String[]> rows, int firstNumeric) {
}
