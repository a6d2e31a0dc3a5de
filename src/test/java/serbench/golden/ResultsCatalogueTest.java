package serbench.golden;

import org.junit.jupiter.api.Test;
import serbench.cli.CommandResult;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What results/README.md quotes of {@code compare}'s output is there: every phrase it puts in double quotes on a line
 * about {@code compare} or {@code --explain} appears in {@code compare --explain} on the reference comparison, so the
 * catalogue never sends a reader to a column or section the command no longer prints.
 */
class ResultsCatalogueTest {

    private static final String REFERENCE = "results/20261126-174834-reference-cpu/";

    @Test
    void everyPhraseItQuotesOfCompareIsInItsOutput() throws IOException {
        List<String> quoted = new ArrayList<>();
        Pattern phrase = Pattern.compile("\"([^\"]{3,60})\"");
        for (String line : Files.readAllLines(Path.of("results/README.md"))) {
            if (!line.contains("compare") && !line.contains("--explain")) {
                continue;
            }
            Matcher m = phrase.matcher(line);
            while (m.find()) {
                quoted.add(m.group(1));
            }
        }
        assertTrue(!quoted.isEmpty(), "results/README.md quotes compare's output somewhere");
        CommandResult r = CommandResult.run("compare", "--explain", REFERENCE + "default.json",
                REFERENCE + "no-escape-analysis.json");
        assertEquals(0, r.code(), r.err());
        String out = r.out().replaceAll("\\s+", " ");
        List<String> missing = quoted.stream().filter(q -> !out.contains(q)).toList();
        assertEquals(List.of(), missing, "quoted in results/README.md, not printed by compare --explain");
    }

    /** The catalogue's caveats say nothing a changed default made false: the forks a benchmark class runs. */
    @Test
    void theCaveatOnDefaultForksIsTheBenchmarksOwn() throws IOException {
        String text = Files.readString(Path.of("results/README.md"));
        Matcher m = Pattern.compile("has the class's ([0-9]+) forks a row").matcher(text);
        assertTrue(m.find(), "the caveat on a plain JMH run's forks");
        String runLength = Files.readString(Path.of("src/jmh/java/serbench/bench/RunLength.java"));
        assertTrue(runLength.contains("static final int FORKS = " + m.group(1) + ";"), "RunLength.FORKS is "
                + m.group(1));
    }
}
