package serbench.run;

import serbench.render.AnswerView;
import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.io.HarnessJson;
import serbench.results.ResultFile;
import serbench.results.RunManifest;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The jar's plain JMH command line records itself when it names no result file: really runs JMH on
 * {@link ProbeSizesBenchmark} (two formats, one short fork each).
 */
@Tag("jmh-forks") // runs JMH forks, which inherit the test JVM's flags: see pom.xml
class RecordedJmhRunTest {

    private static final String[] TINY = {"-f", "1", "-wi", "0", "-i", "3", "-r", "20ms", "-p", "format=json,xml",
            ProbeSizesBenchmark.class.getName()};

    @TempDir
    Path results;

    @BeforeAll
    static void ignoreOtherJmhRuns() {
        System.setProperty("jmh.ignoreLock", "true");
    }

    @Test
    void onlyARunThatNamesNoResultFileIsRecorded() {
        assertTrue(RecordedJmhRun.applies(new String[0]));
        assertTrue(RecordedJmhRun.applies(new String[] {"-f", "1", "SerializeBench"}));
        assertFalse(RecordedJmhRun.applies(new String[] {"-rf", "json"}));
        assertFalse(RecordedJmhRun.applies(new String[] {"-rff", "x.json"}));
        assertFalse(RecordedJmhRun.applies(new String[] {"-l"}));
        assertFalse(RecordedJmhRun.applies(new String[] {"-lp"}));
        assertFalse(RecordedJmhRun.applies(new String[] {"-h"}));
        assertFalse(RecordedJmhRun.applies(new String[] {"-lprof"}));
        assertFalse(RecordedJmhRun.applies(new String[] {"-f", "x"}), "JMH's own parser refuses it");
    }

    @Test
    void aRunLeavesItsResultManifestAndOutputAndEndsWithTheAnswer() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = RecordedJmhRun.run(TINY, results, AnswerView::afterRun, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        String shown = out.toString(StandardCharsets.UTF_8);
        assertEquals(0, code, err.toString(StandardCharsets.UTF_8));
        Path dir = onlyRunDir();
        assertTrue(dir.getFileName().toString().endsWith("-jmh"), dir.toString());

        ResultFile file = ResultFile.read(dir.resolve("default.json"));
        assertEquals(List.of("json", "xml"), file.runs().stream().map(r -> r.params().get("format")).toList());
        JsonNode manifest = HarnessJson.MAPPER.readTree(dir.resolve("manifest.json").toFile());
        assertEquals("finished", manifest.path("status").asText());
        assertTrue(manifest.path("jmhArguments").toString().contains("-rff"), manifest.toString());
        assertEquals(2, manifest.path("sizes").size(), "counters in json and xml: " + manifest.path("sizes"));
        assertFalse(manifest.path("cpu").isMissingNode());
        assertEquals(serbench.profiles.MachineInfo.git(Path.of("").toAbsolutePath()).get("commit"),
                manifest.path("git").path("commit").asText(), "the commit of the working directory, as run records it");
        assertTrue(RunManifest.machine(file).isPresent(), "compare reads the machine from it");
        assertTrue(Files.readString(dir.resolve(RunDirectory.JMH_LOG)).contains("Benchmark"), "JMH's output is kept");

        assertTrue(shown.contains("The formats side by side"), shown);
        assertTrue(shown.contains("Results: " + dir), shown);
        assertTrue(shown.contains("report " + dir), shown);
    }

    @Test
    void aRunThatMatchesNothingFailsAndSaysWhereItsRecordIs() throws IOException {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = RecordedJmhRun.run(new String[] {"-f", "1", "NoSuchBenchmarkAnywhere"}, results, AnswerView::afterRun,
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(1, code);
        Path dir = onlyRunDir();
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("no benchmark matches"), err.toString(StandardCharsets.UTF_8));
        assertEquals("failed", HarnessJson.MAPPER.readTree(dir.resolve("manifest.json").toFile()).path("status").asText());
    }

    private Path onlyRunDir() throws IOException {
        try (Stream<Path> s = Files.list(results)) {
            List<Path> dirs = s.toList();
            assertEquals(1, dirs.size(), dirs.toString());
            return dirs.get(0);
        }
    }
}
