package serbench.golden;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import serbench.cli.CommandResult;
import serbench.text.TextWidth;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The text output of every command that prints text, on the committed runs under {@code results/}: no line longer
 * than {@link TextWidth#DEFAULT} columns without {@code --wide}.
 */
class TextWidthTest {

    private static final String ANSWER = "results/20261124-093008-answer/default.json";
    private static final String PRECISION = "results/20261125-215946-reference-precision";
    private static final String PAIRED = "results/20261122-234226-reference-paired";
    private static final String CALIBRATION = "results/20261125-205348-aa-calibration";
    private static final String FORMATS = "results/20261123-001828-formats/default.json";

    static Map<String, String[]> commands() {
        Map<String, String[]> c = new LinkedHashMap<>();
        c.put("compare answer by format", new String[]{"compare", "--between", "format=protobuf,json,xml", ANSWER});
        c.put("compare answer by model", new String[]{"compare", "--between", "model=mediacontent,finditems,counters",
                ANSWER});
        c.put("compare formats", new String[]{"compare", "--between", "format=json,json-jackson3,json-blackbird,json-streaming",
                FORMATS});
        c.put("compare precision", new String[]{"compare", PRECISION + "/default.json",
                PRECISION + "/no-escape-analysis.json"});
        c.put("compare paired", new String[]{"compare", PAIRED + "/default.json", PAIRED + "/no-escape-analysis.json",
                PAIRED + "/jdk25.json"});
        c.put("compare calibration", new String[]{"compare", CALIBRATION + "/base.json", CALIBRATION + "/plus5.json"});
        c.put("answer", new String[]{"answer", "results/20261124-093008-answer"});
        c.put("answer of the timed default run, every benchmark", new String[]{"answer", "--all",
                "results/20261126-004737-full-default"});
        c.put("answer by backend", new String[]{"answer", "--by", "backend", "--all", ANSWER});
        c.put("claims", new String[]{"claims"});
        c.put("sizes", new String[]{"sizes"});
        c.put("profiles", new String[]{"profiles"});
        c.put("calibration", new String[]{"calibration", "--effect-rows", "CalibrationBench",
                "--aa", CALIBRATION + "/base.json", CALIBRATION + "/base2.json",
                "--known", CALIBRATION + "/base.json", CALIBRATION + "/plus5.json", "1.05",
                "--precision", PRECISION + "/default.json", PRECISION + "/no-escape-analysis.json"});
        return c;
    }

    @TestFactory
    Stream<DynamicTest> noLineBeyondTheWidth() {
        return commands().entrySet().stream().map(e -> DynamicTest.dynamicTest(e.getKey(), () -> {
            CommandResult r = CommandResult.run(e.getValue());
            assertEquals(0, r.code(), r.err());
            List<String> over = r.out().lines().filter(l -> l.codePointCount(0, l.length()) > TextWidth.DEFAULT)
                    .toList();
            assertTrue(over.isEmpty(), over.size() + " line(s) over " + TextWidth.DEFAULT + " columns:\n"
                    + String.join("\n", over));
        }));
    }

    @Test
    void wideShowsEveryColumn() {
        CommandResult r = CommandResult.run("compare", "--wide", PAIRED + "/default.json", PAIRED + "/jdk25.json");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("for 10%") && r.out().contains("MW p"), r.out());
        assertTrue(r.out().lines().anyMatch(l -> l.length() > TextWidth.DEFAULT));
    }
}
