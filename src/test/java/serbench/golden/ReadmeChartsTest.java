package serbench.golden;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.cli.CommandResult;
import serbench.results.RunManifest;
import serbench.results.RunRecord;
import serbench.results.SourceFingerprint;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * README's charts are what {@code report} draws now from a run that measured this code: each chart is a file of
 * {@code results/RUN/report/}, byte for byte what {@code report RUN} writes today, and RUN's manifest carries this
 * build's source fingerprint. A benchmark or codec change leaves the charts showing other code's figures, and fails
 * here until a new run is recorded and README points at it.
 */
class ReadmeChartsTest {

    private static final Pattern CHART = Pattern.compile("\\]\\((results/([^/)]+)/report/([^)]+\\.svg))\\)");

    @TempDir
    Path out;

    @Test
    void everyChartIsTodaysReportOfARunOfThisCode() throws IOException {
        String readme = Files.readString(Path.of("README.md"));
        Matcher m = CHART.matcher(readme);
        Set<String> runs = new LinkedHashSet<>();
        int charts = 0;
        while (m.find()) {
            charts++;
            runs.add(m.group(2));
            assertTrue(Files.isRegularFile(Path.of(m.group(1))), "README shows " + m.group(1) + ", which does not exist");
        }
        assertTrue(charts >= 4, "README shows " + charts + " charts");
        String fingerprint = SourceFingerprint.current().orElseThrow();
        for (String run : runs) {
            Path dir = Path.of("results", run);
            RunRecord manifest = RunManifest.ofDirectory(dir).orElseThrow();
            assertEquals(fingerprint, manifest.sourceFingerprint(), "README's charts come from " + dir
                    + ", which measured other code: record a new run of this code and point README at it");
            Path fresh = out.resolve(run);
            CommandResult r = CommandResult.run("report", dir.toString(), "--out", fresh.toString());
            assertEquals(0, r.code(), r.err());
            Matcher c = CHART.matcher(readme);
            while (c.find()) {
                if (c.group(2).equals(run)) {
                    assertEquals(Files.readString(fresh.resolve(c.group(3))), Files.readString(Path.of(c.group(1))),
                            c.group(1) + " is not what 'report " + dir + "' draws now: run it and commit the report");
                }
            }
        }
        assertFalse(runs.isEmpty());
    }
}
