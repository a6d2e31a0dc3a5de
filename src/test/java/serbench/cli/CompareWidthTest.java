package serbench.cli;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import serbench.cli.args.ExitCode;
import serbench.text.TextTable;
import serbench.text.TextWidth;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 47: no line {@code compare} prints, on stdout or stderr, is wider than {@link TextWidth#DEFAULT} terminal
 * columns without {@code --wide}, over several committed runs: two and three profiles of one run, files of two runs,
 * one file split by its formats, the explanation, the other estimators and metrics, and the gate's lists
 * ({@code --fail-on-regression}), which were printed whole (up to 157 columns) on stderr. A refusal is one line
 * whatever its length (every message for bad input is), so only runs that compare are held to the width.
 */
class CompareWidthTest {

    private static final String PAIRED = "results/20261122-234226-reference-paired";
    private static final String ESCAPE = "results/20261127-041508-escape-analysis";
    private static final String ANSWER = "results/20261127-084943-answer";
    private static final String OLD_ANSWER = "results/20261124-093008-answer";
    private static final String FORMATS = "results/20261123-001828-formats/default.json";
    private static final String AA = "results/20261125-205348-aa-calibration";
    private static final String CPU = "results/20261126-174834-reference-cpu";

    private static final List<String[]> FILES = List.of(
            new String[]{PAIRED + "/default.json", PAIRED + "/no-escape-analysis.json"},
            new String[]{PAIRED + "/default.json", PAIRED + "/no-escape-analysis.json", PAIRED + "/jdk25.json"},
            new String[]{ESCAPE + "/default.json", ESCAPE + "/no-escape-analysis.json"},
            new String[]{ANSWER + "/default.json", OLD_ANSWER + "/default.json"},
            new String[]{AA + "/base.json", AA + "/plus10.json"},
            new String[]{"--between", "format=protobuf,json,xml", OLD_ANSWER + "/default.json"},
            new String[]{"--between", "format=json,json-jackson3,json-blackbird,json-streaming", FORMATS});

    private static final List<String[]> OPTIONS = List.of(new String[]{}, new String[]{"--explain"},
            new String[]{"--fail-on-regression", "1"}, new String[]{"--estimator", "fastest"},
            new String[]{"--estimator", "mode-aware", "--unpaired"}, new String[]{"--metric", "alloc"});

    /** The exit codes of a comparison made: 0, and the gate's. */
    private static final Set<Integer> COMPARED = Set.of(ExitCode.OK, ExitCode.REGRESSION, ExitCode.UNDETECTABLE);

    private static List<String> over(String text) {
        return text.lines().filter(l -> TextTable.columns(l) > TextWidth.DEFAULT).toList();
    }

    @TestFactory
    Stream<DynamicTest> noLineOfCompareIsWiderThan100Columns() {
        Map<String, String[]> commands = new LinkedHashMap<>();
        for (String[] files : FILES) {
            for (String[] options : OPTIONS) {
                List<String> args = new ArrayList<>(List.of("compare"));
                args.addAll(List.of(options));
                args.addAll(List.of(files));
                commands.put(String.join(" ", args), args.toArray(new String[0]));
            }
        }
        commands.put("compare --metric cpu-all (reference-cpu)", new String[]{"compare", "--metric", "cpu-all",
                CPU + "/default.json", CPU + "/no-escape-analysis.json"});
        commands.put("compare RUN/*.json (reference-paired, its manifest.json among them)", new String[]{"compare",
                PAIRED + "/default.json", PAIRED + "/jdk25.json", PAIRED + "/manifest.json",
                PAIRED + "/no-escape-analysis.json"});
        return commands.entrySet().stream().map(e -> DynamicTest.dynamicTest(e.getKey(), () -> {
            CommandResult r = CommandResult.run(e.getValue());
            assertTrue(COMPARED.contains(r.code()), r.code() + ": " + r.err());
            List<String> over = new ArrayList<>(over(r.out()));
            over.addAll(over(r.err()));
            assertEquals(List.of(), over, over.size() + " line(s) over " + TextWidth.DEFAULT + " columns");
        }));
    }

    /** The gate's lines within the width, and whole with --wide (a script may read them one finding a line). */
    @Test
    void theGatesListsWrapAndWideKeepsThemWhole() {
        String[] files = {PAIRED + "/default.json", PAIRED + "/jdk25.json"};
        CommandResult narrow = CommandResult.run("compare", "--fail-on-regression", "5", files[0], files[1]);
        CommandResult wide = CommandResult.run("compare", "--wide", "--fail-on-regression", "5", files[0], files[1]);
        assertEquals(wide.code(), narrow.code());
        assertEquals(List.of(), over(narrow.err()));
        assertTrue(wide.err().lines().anyMatch(l -> l.length() > TextWidth.DEFAULT), wide.err());
        assertEquals(wide.err().replaceAll("\\s+", " "), narrow.err().replaceAll("\\s+", " "),
                "the same words, wrapped");
    }

    /** {@code compare RUN/*.json} names the run's manifest.json too: it is left out with a note, not refused. */
    @Test
    void aRunsManifestAmongTheFilesIsLeftOut() {
        CommandResult r = CommandResult.run("compare", ESCAPE + "/default.json", ESCAPE + "/manifest.json",
                ESCAPE + "/no-escape-analysis.json");
        assertEquals(ExitCode.OK, r.code(), r.err());
        assertEquals("serbench compare: note: left out " + ESCAPE + "/manifest.json, the run's manifest (not a result"
                + " file)", r.err().replaceAll("\\s+", " ").strip());
        assertEquals(List.of(), over(r.err()));
        assertEquals(CommandResult.run("compare", ESCAPE + "/default.json", ESCAPE + "/no-escape-analysis.json").out(),
                r.out());

        CommandResult alone = CommandResult.run("compare", ESCAPE + "/default.json", ESCAPE + "/manifest.json");
        assertEquals(ExitCode.BAD_ARGUMENTS, alone.code(), alone.err());
        assertEquals(1, alone.err().lines().count(), "a one-line refusal: " + alone.err());
        assertTrue(alone.err().startsWith("serbench compare: needs at least two result files besides the run's"
                + " manifest.json"), alone.err());
    }
}
