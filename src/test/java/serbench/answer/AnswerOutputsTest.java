package serbench.answer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.cli.CommandResult;
import serbench.io.HarnessJson;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 47, what {@code answer} prints besides its table: the count of forks that ran on a loaded machine, which
 * {@code compare} warns about, in every format and beside the host's noise; and one naming across its JSON and CSV,
 * each carrying the run's JDK and CPU from its manifest.
 */
class AnswerOutputsTest {

    private static final Path RUN = Path.of("results/20261127-084943-answer");
    /** A committed answer run some of whose forks ran loaded. */
    private static final Path LOADED = Path.of("results/20261124-093008-answer");

    @TempDir
    Path dir;

    /** The committed answer run with its first {@code n} forks marked loaded in its manifest. */
    private Path loaded(int n) throws IOException {
        Path copy = Files.createDirectories(dir.resolve(RUN.getFileName()));
        Files.copy(RUN.resolve("default.json"), copy.resolve("default.json"));
        ObjectNode manifest = (ObjectNode) HarnessJson.MAPPER.readTree(RUN.resolve("manifest.json").toFile());
        int marked = 0;
        for (JsonNode row : manifest.path("profiles").get(0).path("forkRounds")) {
            for (JsonNode fork : row.path("noise")) {
                if (marked < n) {
                    ((ObjectNode) fork).put("loaded", true);
                    marked++;
                }
            }
        }
        Files.writeString(copy.resolve("manifest.json"), HarnessJson.MAPPER.writeValueAsString(manifest));
        return copy;
    }

    /** The "N of M" of compare's warning about loaded forks. */
    private static String compareCount(String out) {
        Matcher m = Pattern.compile("([0-9]+ of [0-9]+) forks ran on a loaded machine").matcher(out);
        assertTrue(m.find(), out);
        return m.group(1);
    }

    @Test
    void theLoadedForksCompareCountsAreInEveryFormatOfTheAnswer() throws IOException {
        Path run = loaded(11);
        String file = run.resolve("default.json").toString();
        CommandResult compare = CommandResult.run("compare", "--between", "format=protobuf,json,xml", file);
        assertEquals(0, compare.code(), compare.err());
        assertEquals("11 of 108", compareCount(compare.out()));

        CommandResult text = CommandResult.run("answer", run.toString());
        assertEquals(0, text.code(), text.err());
        // beside the host's noise, before the tables, and once
        String head = text.out().substring(0, text.out().indexOf("\nmediacontent\n"));
        assertTrue(head.contains("warning: default.json: 11 of 108 forks ran on a loaded machine"), text.out());
        assertEquals(1, text.out().split("forks ran on a loaded", -1).length - 1, text.out());

        String md = CommandResult.run("answer", "--format", "md", run.toString()).out();
        assertTrue(md.contains("11 of 108 forks ran on a loaded machine"), md);
        assertTrue(md.indexOf("forks ran on a loaded") < md.indexOf("| model |"), md);

        JsonNode json = HarnessJson.MAPPER.readTree(CommandResult.run("answer", "--format", "json", run.toString())
                .out());
        assertEquals(11, json.path("loadedForks").asInt());
        assertEquals(108, json.path("forksSampled").asInt());
        assertTrue(json.path("warnings").get(0).asText().contains("11 of 108 forks ran on a loaded machine"),
                json.path("warnings").toString());

        List<String> csv = CommandResult.run("answer", "--format", "csv", run.toString()).out().lines().toList();
        List<String> head2 = List.of(csv.get(0).split(","));
        for (String line : csv.subList(1, csv.size())) {
            List<String> cells = List.of(line.split(",", -1));
            assertEquals("11", cells.get(head2.indexOf("loaded_forks")), line);
            assertEquals("108", cells.get(head2.indexOf("forks_sampled")), line);
        }

        // a run none of whose forks ran loaded: the count is 0 where a count is a column, and no warning
        CommandResult quiet = CommandResult.run("answer", "--format", "json", RUN.toString());
        JsonNode q = HarnessJson.MAPPER.readTree(quiet.out());
        assertEquals(0, q.path("loadedForks").asInt(-1));
        assertTrue(q.path("loadedForks").isInt() && q.path("forksSampled").asInt() == 108, quiet.out());
    }

    @Test
    void theCommittedRunsLoadedForksAreTheOnesCompareCounts() {
        CommandResult compare = CommandResult.run("compare", "--between", "format=protobuf,json,xml",
                LOADED.resolve("default.json").toString());
        CommandResult answer = CommandResult.run("answer", LOADED.toString());
        assertEquals(0, answer.code(), answer.err());
        assertEquals(compareCount(compare.out()), compareCount(answer.out()));
    }

    /** {@code timesReferenceLow} as {@code times_reference_low}. */
    private static String snake(String camel) {
        return camel.replaceAll("([a-z0-9])([A-Z])", "$1_$2").toLowerCase(java.util.Locale.ROOT);
    }

    private static Set<String> keys(JsonNode node) {
        Set<String> out = new LinkedHashSet<>();
        for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
            out.add(it.next());
        }
        return out;
    }

    @Test
    void jsonAndCsvNameEachFigureAlikeAndCarryTheRunsJdkAndCpu() throws IOException {
        JsonNode json = HarnessJson.MAPPER.readTree(CommandResult.run("answer", "--format", "json", LOADED.toString())
                .out());
        List<String> csv = CommandResult.run("answer", "--format", "csv", LOADED.toString()).out().lines().toList();
        List<String> columns = List.of(csv.get(0).split(","));

        // every CSV column is a JSON key in snake case, as compare's CSV is its JSON's (the model is in the
        // group's params in JSON, and the params, a JSON object, are one "k=v" cell in CSV; "problem" is a key of the
        // entries that have one, none here)
        Set<String> jsonKeys = new LinkedHashSet<>(keys(json));
        JsonNode group = json.path("groups").get(0);
        jsonKeys.addAll(keys(group));
        for (JsonNode g : json.path("groups")) {
            for (JsonNode e : g.path("entries")) {
                jsonKeys.addAll(keys(e));
            }
        }
        List<String> unmatched = new ArrayList<>();
        for (String c : columns) {
            if (!c.equals("model") && !c.equals("problem") && jsonKeys.stream().noneMatch(k -> snake(k).equals(c))) {
                unmatched.add(c);
            }
        }
        assertEquals(List.of(), unmatched, "CSV columns without a JSON key of the same name: " + jsonKeys);
        assertTrue(columns.containsAll(List.of("times_reference", "times_reference_low", "times_reference_high")),
                columns.toString());
        assertTrue(jsonKeys.containsAll(List.of("timesReference", "timesReferenceLow", "timesReferenceHigh")),
                jsonKeys.toString());

        // the same figure under the same name: the first ratio of each
        JsonNode entry = group.path("entries").get(1);
        List<String> cells = List.of(csv.get(2).split(",", -1));
        assertEquals(entry.path("timesReference").asDouble(),
                Double.parseDouble(cells.get(columns.indexOf("times_reference"))), 1e-4);
        assertEquals(entry.path("timesReferenceLow").asDouble(),
                Double.parseDouble(cells.get(columns.indexOf("times_reference_low"))), 1e-4);

        // the run's JDK and CPU, as its manifest names them (the CPU as answer's text names its host)
        JsonNode manifest = HarnessJson.MAPPER.readTree(LOADED.resolve("manifest.json").toFile());
        String jdk = manifest.path("profiles").get(0).path("javaVersion").asText();
        String cpu = manifest.path("cpu").path("model").asText() + " ("
                + manifest.path("cpu").path("availableProcessors").asInt() + " cores)";
        assertEquals(jdk, json.path("jdk").asText());
        assertEquals(cpu, json.path("cpu").asText());
        String text = CommandResult.run("answer", LOADED.toString()).out();
        assertTrue(text.replace("\n", " ").contains("on " + cpu + ")"), text);
        for (String line : csv.subList(1, csv.size())) {
            List<String> c = List.of(line.split(",", -1));
            assertEquals(jdk, c.get(columns.indexOf("jdk")), line);
            assertEquals(cpu, c.get(columns.indexOf("cpu")), line);
        }
    }

    @Test
    void aFileWithoutAManifestTakesItsJdkFromJmhAndHasNoCpu() throws IOException {
        Path bare = Files.createDirectories(dir.resolve("bare"));
        Files.copy(RUN.resolve("default.json"), bare.resolve("default.json"));
        JsonNode json = HarnessJson.MAPPER.readTree(CommandResult.run("answer", "--format", "json",
                bare.resolve("default.json").toString()).out());
        assertEquals("17.0.15", json.path("jdk").asText());
        assertTrue(json.path("cpu").isMissingNode() && json.path("loadedForks").isMissingNode(), json.toString());
        List<String> csv = CommandResult.run("answer", "--format", "csv", bare.resolve("default.json").toString()).out()
                .lines().toList();
        List<String> columns = List.of(csv.get(0).split(","));
        List<String> cells = List.of(csv.get(1).split(",", -1));
        assertEquals("17.0.15", cells.get(columns.indexOf("jdk")));
        assertEquals("", cells.get(columns.indexOf("cpu")));
        assertEquals("", cells.get(columns.indexOf("loaded_forks")));
    }
}
