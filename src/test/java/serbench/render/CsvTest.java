package serbench.render;

import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The charts' CSV: RFC 4180 quoting, numbers whole, text that a spreadsheet would run kept as text. */
class CsvTest {

    @Test
    void quotesOnlyWhatNeedsIt() {
        Csv csv = new Csv(List.of("label", "value", "note"));
        csv.add(List.of("plain", 447816.9123, "a, b"));
        csv.add(Arrays.asList("say \"hi\"", null, "two\nlines"));
        assertEquals("label,value,note\r\nplain,447816.9123,\"a, b\"\r\n\"say \"\"hi\"\"\",,\"two\nlines\"\r\n", csv.text());
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
        csv.add(List.of("-5"));
        csv.add(List.of("x\u001b[2J\u202e"));
        List<String> lines = List.of(csv.text().split("\r\n"));
        assertEquals("'=cmd|' /c calc'!A1", lines.get(1));
        assertEquals("'-5", lines.get(2), "text, not a number: a number column holds Double values");
        assertEquals("x" + serbench.text.Escape.line("\u001b") + "[2J" + serbench.text.Escape.line("\u202e"), lines.get(3));
    }

    @Test
    void aRecordHasOneValuePerColumn() {
        assertThrows(IllegalArgumentException.class, () -> new Csv(List.of("a", "b")).add(List.of("only one")));
    }
}
