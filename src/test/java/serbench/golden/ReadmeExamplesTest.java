package serbench.golden;

import org.junit.jupiter.api.Test;
import serbench.cli.CommandResult;

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
 * README's examples are the commands' real output: the sizes table under "Sizes" is {@code sizes} for the three
 * main formats, line for line, and the extra format quoted beside it carries the figures {@code sizes} prints. A
 * codec change that changes a size fails here until README shows the new output.
 */
class ReadmeExamplesTest {

    private static final Set<String> MAIN_FORMATS = Set.of("protobuf", "json", "xml");

    @Test
    void theSizesTableIsWhatSizesPrints() throws IOException {
        String readme = Files.readString(Path.of("README.md"));
        Matcher block = Pattern.compile("`java -jar target/benchmarks\\.jar sizes` prints the serialized size of every model.*?\n```\n(.*?)```\n",
                Pattern.DOTALL).matcher(readme);
        assertTrue(block.find(), "README has no sizes example block after \"`java -jar target/benchmarks.jar sizes` prints\"");
        CommandResult sizes = CommandResult.run("sizes");
        assertEquals(0, sizes.code(), sizes.err());
        List<String> lines = sizes.out().lines().toList();
        String expected = lines.stream()
                .filter(l -> l.startsWith("model ") || MAIN_FORMATS.contains(l.trim().split(" +")[2]))
                .collect(Collectors.joining("\n", "", "\n"));
        if (!expected.equals(block.group(1))) {
            fail("README.md's sizes example is not what 'sizes' prints; update it (- README, + sizes):\n"
                    + Golden.unifiedDiff("README.md sizes example", block.group(1), expected));
        }

        Matcher quoted = Pattern.compile("`protobuf-json` is ([0-9]+) B, gzip ([0-9]+) B for media\\.1").matcher(readme);
        assertTrue(quoted.find(), "README quotes protobuf-json's media.1 size");
        String row = lines.stream().filter(l -> l.matches("mediacontent +media\\.1 +protobuf-json .*")).findFirst()
                .orElseThrow();
        String[] cells = row.trim().split(" +");
        assertEquals(cells[3] + " " + cells[4], quoted.group(1) + " " + quoted.group(2),
                "README's protobuf-json figures for media.1, against: " + row);
    }
}
