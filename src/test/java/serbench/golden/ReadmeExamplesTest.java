package serbench.golden;

import org.junit.jupiter.api.Test;
import com.fasterxml.jackson.databind.JsonNode;
import serbench.io.HarnessJson;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * README's run length is the timed default run's recorded duration, and that run ran every benchmark of this build:
 * a new timed run, or a benchmark added since the timed one, fails here until the text shows it. (The other figures of README and docs are generated blocks, held by {@code DocsCommandTest}.)
 */
class ReadmeExamplesTest {


    @Test
    void theRunLengthInReadmeIsTheTimedRunsRecordedDuration() throws IOException {
        String readme = Files.readString(Path.of("README.md"));
        Matcher line = Pattern.compile("the timed full default run took ([0-9]+) min ([0-9]+) s on this machine\\s+"
                + "\\(\\[`(results/[^`]+)`\\]").matcher(readme);
        assertTrue(line.find(), "README states the timed default run's length with its run directory");
        JsonNode manifest = HarnessJson.MAPPER.readTree(Path.of(line.group(3), "manifest.json").toFile());
        long seconds = durationSeconds(manifest);
        assertTrue(seconds > 0, line.group(3) + "/manifest.json records no duration");
        assertEquals(seconds / 60 + " min " + seconds % 60 + " s", line.group(1) + " min " + line.group(2) + " s",
                "README's run length against " + line.group(3) + "/manifest.json");
        assertTrue(plainDefaultRun(manifest), "a plain default run (java -jar target/benchmarks.jar): " + manifest);

        // the timed run ran every benchmark of this build: a benchmark added since makes the default run longer
        java.util.Set<String> ran = new java.util.TreeSet<>();
        HarnessJson.MAPPER.readTree(Path.of(line.group(3), "default.json").toFile())
                .forEach(row -> ran.add(row.path("benchmark").asText()));
        java.util.Set<String> listed = new java.util.TreeSet<>();
        serbench.GeneratedBenchmarks.list().stream().map(e -> e.getUsername())
                .filter(n -> n.startsWith("serbench.bench.")).forEach(listed::add); // the jar's, not the tests' probes
        listed.removeAll(ran);
        assertEquals(java.util.Set.of(), listed, "benchmarks of this build that the timed default run "
                + line.group(3) + " did not run: time a new default run (java -jar target/benchmarks.jar) and update README");
    }

    /**
     * The run's length: a recorded run's end minus its start ({@code serbench.run.RecordedJmhRun}), or the
     * {@code durationSeconds} of a manifest written by the earlier script.
     */
    private static long durationSeconds(JsonNode manifest) {
        if (manifest.has("durationSeconds")) {
            return manifest.path("durationSeconds").asLong(-1);
        }
        return java.time.Duration.between(java.time.OffsetDateTime.parse(manifest.path("startTime").asText()),
                java.time.OffsetDateTime.parse(manifest.path("endTime").asText())).getSeconds();
    }

    /** The jar run with no argument: recorded by itself, or by the earlier script with only a result file added. */
    private static boolean plainDefaultRun(JsonNode manifest) {
        if (manifest.has("arguments")) {
            return manifest.path("arguments").isArray() && manifest.path("arguments").isEmpty()
                    && "finished".equals(manifest.path("status").asText());
        }
        return manifest.path("command").asText().matches("java -jar \\S+ -rf json -rff \\S+\\s*");
    }
}
