package serbench.hostile;

import serbench.render.html.Csv;
import org.junit.jupiter.api.Test;
import serbench.cli.CommandResult;
import serbench.text.CsvField;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The CSV views of {@code compare} and {@code answer} reach the terminal as RFC 4180 (CR LF line ends, not an escaped
 * {@code \r}), and a field a spreadsheet would run as a formula is neutralised, while a negative number stays one.
 */
class CsvOutputTest {

    private static final String RUN = "results/20261126-061204-escape-analysis/";

    @Test
    void theCsvViewsEndTheirLinesWithCrLfThroughTheTerminalStream() {
        for (CommandResult r : List.of(
                CommandResult.run("compare", "--format", "csv", RUN + "default.json", RUN + "no-escape-analysis.json"),
                CommandResult.run("answer", "--format", "csv", "results/20261126-152629-answer"))) {
            assertEquals(0, r.code(), r.err());
            assertFalse(r.out().contains("\\r"), "no escaped carriage return: " + r.out());
            assertTrue(r.out().endsWith("\r\n") && r.out().replace("\r\n", "").indexOf('\n') < 0
                    && r.out().replace("\r\n", "").indexOf('\r') < 0, "CR LF after every record, nowhere else");
            int columns = r.out().lines().findFirst().orElseThrow().split(",", -1).length;
            r.out().lines().forEach(l -> assertEquals(columns, l.replaceAll("\"[^\"]*\"", "x").split(",", -1).length,
                    "every record has the header's fields: " + l));
        }
    }

    @Test
    void formulasAreNeutralisedAndNumbersKept() {
        assertEquals("'=cmd|' /C calc'!A0", CsvField.of("=cmd|' /C calc'!A0"));
        assertEquals("'@SUM(A1)", CsvField.of("@SUM(A1)"));
        assertEquals("'+1+1", CsvField.of("+1+1"));
        assertEquals("'\\tx", CsvField.of("\tx"), "a tab first: neutralised, and shown escaped");
        assertEquals("-0.25", CsvField.of("-0.25"));
        assertEquals("-1.5E-7", CsvField.of("-1.5E-7"));
        assertEquals("\"a,b\"", CsvField.of("a,b"));
        assertEquals("\"say \"\"hi\"\"\"", CsvField.of("say \"hi\""));
        assertEquals("x,'=1\r\n", CsvField.record(List.of("x", "=1")));
    }

    /**
     * The report's chart CSVs go through the same writer: a label that starts a formula behind a tab, and a label
     * with a line break, stay inside their field, neutralised and on one line.
     */
    @Test
    void theChartCsvsUseTheSameWriter() {
        Csv csv = new Csv(List.of("label", "value"));
        csv.add(List.of("\t=cmd|' /C calc'!A0", 1.5));
        csv.add(List.of("two\nlines", 2.0));
        String text = csv.text();
        assertEquals(List.of("label,value", "'\\t=cmd|' /C calc'!A0,1.5", "two\\nlines,2.0"),
                List.of(text.split("\r\n")), text);
        assertTrue(text.endsWith("\r\n") && text.replace("\r\n", "").indexOf('\n') < 0, text);
    }
}
