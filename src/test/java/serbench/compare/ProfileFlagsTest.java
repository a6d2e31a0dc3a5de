package serbench.compare;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import serbench.cli.CommandResult;
import serbench.io.HarnessJson;
import serbench.render.ReportTables;
import serbench.results.Fixtures;
import serbench.results.ResultFile;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 47: {@code compare A/default.json A/no-escape-analysis.json} warned "settings differ between files: jvmArgs
 * ...; differences may come from them" about {@code -XX:-DoEscapeAnalysis}, the very flag the two profiles compare.
 * The JVM flags that are the profiles' own (each file's profile in its run's manifest names them, and without them
 * the files' flags are the same) are what is compared: the header still lists them among the settings that differ,
 * but the warning leaves them out; every other difference is still warned about.
 */
class ProfileFlagsTest {

    private static final Path ESCAPE = Path.of("results/20261127-041508-escape-analysis");
    private static final Path PAIRED = Path.of("results/20261122-234226-reference-paired");

    private static Comparison compare(Path... files) {
        return Comparison.of(Arrays.stream(files).map(ResultFile::read).toList(), null);
    }

    private static List<Warning> settingsWarnings(Comparison c) {
        return c.warnings().stream().filter(w -> w.kind() == Warning.Kind.SETTINGS_DIFFER).toList();
    }

    @Test
    void theProfilesOwnFlagsAreWhatIsComparedNotAWarning() {
        Comparison c = compare(ESCAPE.resolve("default.json"), ESCAPE.resolve("no-escape-analysis.json"));
        assertEquals(List.of(), settingsWarnings(c), c.warnings().toString());
        assertEquals(List.of(), c.config().differing());
        // the header still shows every setting that differs, the compared flags too
        String[] row = new ReportTables(c, true, true).config().rows().get(0);
        assertEquals("! jvmArgs", row[0]);
        assertEquals("-XX:-DoEscapeAnalysis", row[2]);
        assertEquals(List.of(true), c.config().compared().stream().filter(x -> x).toList());

        CommandResult explained = CommandResult.run("compare", "--explain", ESCAPE.resolve("default.json").toString(),
                ESCAPE.resolve("no-escape-analysis.json").toString());
        assertEquals(0, explained.code(), explained.err());
        assertFalse(explained.out().contains(Comparison.SETTINGS_DIFFER), explained.out());
        CommandResult md = CommandResult.run("compare", "--format", "md", ESCAPE.resolve("default.json").toString(),
                ESCAPE.resolve("no-escape-analysis.json").toString());
        assertFalse(md.out().contains("differences may come from them"), md.out());
    }

    @Test
    void otherSettingsThatDifferAreStillWarnedAbout() {
        // default against jdk25 and no-escape-analysis: the JDK, VM and JVM differ and are not the flags of a profile
        Comparison c = compare(PAIRED.resolve("default.json"), PAIRED.resolve("no-escape-analysis.json"),
                PAIRED.resolve("jdk25.json"));
        assertEquals(List.of("JDK", "VM", "jvm"), c.config().differing());
        assertEquals(1, settingsWarnings(c).size(), c.warnings().toString());
        assertTrue(settingsWarnings(c).get(0).text().startsWith(Comparison.SETTINGS_DIFFER + "JDK, VM, jvm ("),
                settingsWarnings(c).get(0).text());
    }

    @Test
    void twoRunsOfTheTwoProfilesAreExplainedByTheirManifestsToo() {
        // (on two machines: their CPU and memory differ, and are warned about)
        Comparison c = compare(Path.of("results/20261126-061204-escape-analysis/default.json"),
                ESCAPE.resolve("no-escape-analysis.json"));
        assertEquals(List.of("cpu", "memory"), c.config().differing());
        assertFalse(settingsWarnings(c).get(0).text().contains("jvmArgs"), c.warnings().toString());
    }

    @Test
    void flagsTheProfilesDoNotExplainAreWarnedAbout() throws IOException {
        // the duet's forks ran with -XX:ActiveProcessorCount=2 beside the profile's flag: not what the profiles differ by
        Comparison duet = compare(Path.of("results/20261126-174834-reference-cpu/default.json"),
                Path.of("results/20261126-181530-reference-duet/no-escape-analysis.json"));
        assertTrue(duet.config().differing().contains("jvmArgs"), duet.config().differing().toString());
        assertTrue(settingsWarnings(duet).get(0).text().contains("jvmArgs"), duet.warnings().toString());

        // a manifest whose profile names no flag: the forks' flag is unexplained
        Comparison unnamed = Comparison.of(edited(m -> ((ArrayNode) m.path("profiles").get(1).path("flags")).removeAll()),
                null);
        assertEquals(List.of("jvmArgs"), unnamed.config().differing());
        assertEquals(1, settingsWarnings(unnamed).size(), unnamed.warnings().toString());

        // no manifest at all: nothing says what the profiles were
        Comparison unknown = Comparison.of(Stream.of("default.json", "no-escape-analysis.json")
                .map(f -> ResultFile.read(ESCAPE.resolve(f))).map(f -> new ResultFile(f.path(), f.runs())).toList(), null);
        assertEquals(List.of("jvmArgs"), unknown.config().differing());
    }

    /** The escape-analysis run's files carrying its manifest with {@code edit} applied, in memory. */
    private static List<ResultFile> edited(Consumer<ObjectNode> edit) throws IOException {
        ObjectNode manifest = (ObjectNode) HarnessJson.MAPPER.readTree(ESCAPE.resolve("manifest.json").toFile());
        edit.accept(manifest);
        return Fixtures.inRun(HarnessJson.MAPPER.writeValueAsString(manifest), ESCAPE.resolve("default.json"),
                ESCAPE.resolve("no-escape-analysis.json"));
    }
}
