package serbench.render.html;

import org.junit.jupiter.api.Test;
import serbench.text.Escape;

import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * The charts' CSV, written by the suite's one CSV writer ({@code CsvField}): RFC 4180 quoting, numbers whole, no line
 * break inside a field (shown as an escape, as every CSV of the suite shows it), text that a spreadsheet would run
 * kept as text.
 */
class CsvTest {

    @Test
    void quotesOnlyWhatNeedsIt() {
        Csv csv = new Csv(List.of("label", "value", "note"));
        csv.add(List.of("plain", 447816.9123, "a, b"));
        csv.add(Arrays.asList("say \"hi\"", null, "two\nlines"));
        assertEquals("label,value,note\r\nplain,447816.9123,\"a, b\"\r\n\"say \"\"hi\"\"\",,two\\nlines\r\n", csv.text());
    }

    @Test
    void numbersAreWrittenWholeWithoutExponent() {
        Csv csv = new Csv(List.of("a", "b", "c", "d"));
        csv.add(List.of(1.0e-7, 1.5e12, Double.NaN, 42));
        assertEquals("a,b,c,d\r\n0.00000010,1500000000000,,42\r\n", csv.text());
    }

    @Test
    void textAFormulaWouldStartIsPrefixedAndControlsAreShown() {
        Csv csv = new Csv(List.of("label"));
        csv.add(List.of("=cmd|' /c calc'!A1"));
        csv.add(List.of("-1+2"));
        csv.add(List.of("\t=1+1"));
        csv.add(List.of("x\u001b[2J\u202e"));
        List<String> lines = List.of(csv.text().split("\r\n"));
        assertEquals("'=cmd|' /c calc'!A1", lines.get(1));
        assertEquals("'-1+2", lines.get(2));
        assertEquals("'\\t=1+1", lines.get(3), "a leading tab before a formula is neutralised too");
        assertEquals("x" + Escape.line("\u001b") + "[2J" + Escape.line("\u202e"), lines.get(4));
    }

    @Test
    void aRecordHasOneValuePerColumn() {
        assertThrows(IllegalArgumentException.class, () -> new Csv(List.of("a", "b")).add(List.of("only one")));
    }
}
