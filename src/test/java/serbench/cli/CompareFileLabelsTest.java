package serbench.cli;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import serbench.io.HarnessJson;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 47: {@code compare A/default.json B/default.json} listed "default.json (baseline); default.json", and every
 * table title, setting and warning named "default.json" twice. When the files come from more than one run directory,
 * each is now named with its run directory ({@code 20261127-084943-answer/default.json}) wherever compare lists or
 * labels it: the header, the settings, the warnings, the table titles, JSON, CSV, markdown and the gate's lines.
 * Files of one run keep their names alone: those tell them apart.
 */
class CompareFileLabelsTest {

    private static final String A = "20261127-084943-answer";
    /** An answer run on another machine: the settings that differ name both files. */
    private static final String B = "20261124-093008-answer";
    private static final String FILE_A = "results/" + A + "/default.json";
    private static final String FILE_B = "results/" + B + "/default.json";

    @Test
    void twoRunsFilesOfOneNameAreToldApartInTheText() {
        CommandResult r = CommandResult.run("compare", "--explain", FILE_A, FILE_B);
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("baseline: " + A + "/default.json\n"), r.out());
        assertTrue(r.out().contains("compared: " + B + "/default.json\n"), r.out());
        assertTrue(r.out().contains(B + "/default.json vs " + A + "/default.json: time"), r.out());
        // no line names a bare "default.json" where a file is meant: each one carries its run
        List<String> bare = r.out().lines().filter(l -> l.matches(".*(^|[ (:;,])default\\.json.*")).toList();
        assertTrue(bare.isEmpty(), "lines naming default.json without its run: " + bare);

        CommandResult brief = CommandResult.run("compare", FILE_A, FILE_B);
        assertEquals(0, brief.code(), brief.err());
        assertTrue(brief.out().replaceAll("\\s+", " ").startsWith("files: " + A + "/default.json (baseline); " + B
                + "/default.json "), brief.out());
        assertTrue(brief.out().contains("    " + A + "/default.json: ") && brief.out().contains("    " + B
                + "/default.json: "), "the settings that differ, one line per file: " + brief.out());
    }

    @Test
    void jsonCsvMarkdownAndTheGateNameEachFileWithItsRun() throws Exception {
        JsonNode json = HarnessJson.MAPPER.readTree(CommandResult.run("compare", "--format", "json", FILE_A, FILE_B)
                .out());
        assertEquals(A + "/default.json", json.path("baseline").asText());
        assertEquals(B + "/default.json", json.path("compared").get(0).asText());
        assertEquals(B + "/default.json", json.path("rows").get(0).path("file").asText());

        String csv = CommandResult.run("compare", "--format", "csv", FILE_A, FILE_B).out();
        assertTrue(csv.lines().skip(1).allMatch(l -> l.startsWith(B + "/default.json,")), csv);

        String md = CommandResult.run("compare", "--format", "md", FILE_A, FILE_B).out();
        assertTrue(md.contains("- baseline: " + A + "/default.json") && md.contains("- compared: " + B
                + "/default.json"), md);

        CommandResult gate = CommandResult.run("compare", "--fail-on-regression", "1", FILE_A, FILE_B);
        assertFalse(gate.err().isEmpty(), "the gate says what it found");
        List<String> findings = gate.err().lines().filter(l -> l.contains(": serbench.bench.")).toList();
        assertFalse(findings.isEmpty(), gate.err());
        assertTrue(findings.stream().allMatch(l -> l.startsWith("  " + B + "/default.json: ")), gate.err());
    }

    /** Files of one run are told apart by their names: they keep them alone, as the split parts of one file do. */
    @Test
    void filesOfOneRunKeepTheirNames() {
        String run = "results/20261127-041508-escape-analysis";
        CommandResult r = CommandResult.run("compare", run + "/default.json", run + "/no-escape-analysis.json");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("files: default.json (baseline); no-escape-analysis.json\n"), r.out());
        assertTrue(r.out().contains("no-escape-analysis.json vs default.json: time"), r.out());

        CommandResult split = CommandResult.run("compare", "--between", "format=protobuf,json", FILE_A);
        assertEquals(0, split.code(), split.err());
        assertTrue(split.out().startsWith("files: default.json format=protobuf (baseline); default.json"
                + " format=json\n"), split.out());
    }
}
