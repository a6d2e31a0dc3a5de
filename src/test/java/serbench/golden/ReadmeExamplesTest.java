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
 * README's run length is the timed default run's recorded duration: a new timed run fails here until the text shows
 * it. (The other figures of README and docs are generated blocks, held by {@code DocsCommandTest}.)
 */
class ReadmeExamplesTest {


    @Test
    void theRunLengthInReadmeIsTheTimedRunsRecordedDuration() throws IOException {
        String readme = Files.readString(Path.of("README.md"));
        Matcher line = Pattern.compile("the timed full default run took ([0-9]+) min ([0-9]+) s on this machine\\s+"
                + "\\(\\[`(results/[^`]+)`\\]").matcher(readme);
        assertTrue(line.find(), "README states the timed default run's length with its run directory");
        JsonNode manifest = HarnessJson.MAPPER.readTree(Path.of(line.group(3), "manifest.json").toFile());
        long seconds = manifest.path("durationSeconds").asLong(-1);
        assertTrue(seconds > 0, line.group(3) + "/manifest.json records no durationSeconds");
        assertEquals(seconds / 60 + " min " + seconds % 60 + " s", line.group(1) + " min " + line.group(2) + " s",
                "README's run length against " + line.group(3) + "/manifest.json");
        assertTrue(manifest.path("command").asText().contains("-rf json"), "a plain default run: " + manifest);
    }
}
