package serbench.golden;

import org.junit.jupiter.api.Test;
import com.fasterxml.jackson.databind.JsonNode;
import serbench.cli.CommandResult;
import serbench.io.HarnessJson;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The documentation's examples and figures are the suite's real output: the sizes table in {@code docs/measuring.md}
 * is {@code sizes} for the three main formats, line for line, and the extra format quoted beside it carries the
 * figures {@code sizes} prints; README's run length is the timed default run's recorded duration. A codec change
 * that changes a size, or a new timed run, fails here until the text shows it.
 */
class ReadmeExamplesTest {

    private static final Set<String> MAIN_FORMATS = Set.of("protobuf", "json", "xml");

    @Test
    void theSizesTableIsWhatSizesPrints() throws IOException {
        String readme = Files.readString(Path.of("docs/measuring.md"));
        Matcher block = Pattern.compile("`java -jar target/benchmarks\\.jar sizes` prints the serialized size of every model.*?\n```\n(.*?)```\n",
                Pattern.DOTALL).matcher(readme);
        assertTrue(block.find(), "docs/measuring.md has no sizes example block after \"`java -jar target/benchmarks.jar sizes` prints\"");
        CommandResult sizes = CommandResult.run("sizes");
        assertEquals(0, sizes.code(), sizes.err());
        List<String> lines = sizes.out().lines().toList();
        String expected = lines.stream()
                .filter(l -> l.startsWith("model ") || MAIN_FORMATS.contains(l.trim().split(" +")[2]))
                .collect(Collectors.joining("\n", "", "\n"));
        if (!expected.equals(block.group(1))) {
            fail("docs/measuring.md's sizes example is not what 'sizes' prints; update it (- docs, + sizes):\n"
                    + Golden.unifiedDiff("docs/measuring.md sizes example", block.group(1), expected));
        }

        Matcher quoted = Pattern.compile("`protobuf-json` is ([0-9]+) B, gzip ([0-9]+) B for media\\.1").matcher(readme);
        assertTrue(quoted.find(), "docs/measuring.md quotes protobuf-json's media.1 size");
        String row = lines.stream().filter(l -> l.matches("mediacontent +media\\.1 +protobuf-json .*")).findFirst()
                .orElseThrow();
        String[] cells = row.trim().split(" +");
        assertEquals(cells[3] + " " + cells[4], quoted.group(1) + " " + quoted.group(2),
                "docs/measuring.md's protobuf-json figures for media.1, against: " + row);
    }

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
