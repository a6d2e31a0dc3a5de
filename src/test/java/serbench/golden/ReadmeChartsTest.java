package serbench.golden;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.cli.CommandResult;
import serbench.results.RunManifest;
import serbench.results.RunRecord;
import serbench.sources.SourceFiles;
import serbench.sources.SourceFingerprint;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * README's charts are what {@code report} draws now from a run that measured this code: each chart is a file of
 * {@code results/RUN/report/}, byte for byte what {@code report RUN} writes today, and RUN measured this build's code
 * of the benchmark class each chart shows ({@link SourceFingerprint#sameCode} with the run's {@code sources.txt}, the
 * rule {@code claims} follows). A change to the code a charted benchmark reaches leaves its chart showing other code's
 * figures, and fails here until a new run is recorded and README points at it.
 */
class ReadmeChartsTest {

    private static final Pattern CHART = Pattern.compile("\\]\\((results/([^/)]+)/report/([^)]+\\.svg))\\)");
    /** The benchmark class a time chart shows: {@code time-MODEL-CLASS.method...svg} or {@code time-MODEL-CLASS.svg}. */
    private static final Pattern CHARTED_CLASS = Pattern.compile("^time-[^-]+-([A-Za-z0-9]+Bench)[._]");

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
        SourceFingerprint.Build build = SourceFingerprint.Build.current();
        assertTrue(build.wholeTree() != null && !build.byClass().isEmpty() && build.judgesFiles(),
                "this build carries its fingerprints and file lists: build it with mvn package");
        Matcher charted = CHART.matcher(readme);
        while (charted.find()) {
            Matcher c = CHARTED_CLASS.matcher(charted.group(3));
            if (c.find()) {
                Path run = Path.of("results", charted.group(2));
                RunRecord manifest = RunManifest.ofDirectory(run).orElseThrow();
                assertTrue(SourceFingerprint.sameCode(manifest, ranFiles(run), "serbench.bench." + c.group(1), build),
                        "README's chart " + charted.group(1) + " comes from a run that measured other code of "
                                + c.group(1) + ": record a new run of this code and point README at it");
            } else if (charted.group(3).startsWith("answer-")) {
                // the answer chart draws the headline operations the run measured: each of their classes counts
                Path run = Path.of("results", charted.group(2));
                RunRecord manifest = RunManifest.ofDirectory(run).orElseThrow();
                java.util.Set<String> ran = new java.util.TreeSet<>();
                serbench.results.ResultFile.read(run.resolve("default.json")).runs().forEach(r -> ran.add(r.benchmark()));
                java.util.Set<String> classes = new java.util.TreeSet<>();
                serbench.answer.Answer.HEADLINE.keySet().stream().filter(ran::contains)
                        .forEach(b -> classes.add(b.substring(0, b.lastIndexOf('.'))));
                assertFalse(classes.isEmpty(), charted.group(1) + ": its run measured no headline operation");
                for (String cls : classes) {
                    assertTrue(SourceFingerprint.sameCode(manifest, ranFiles(run), cls, build), "README's chart "
                            + charted.group(1) + " comes from a run that measured other code of " + cls
                            + ": record a new run of this code and point README at it");
                }
            } else {
                assertTrue(charted.group(3).startsWith("sizes-"), "README's chart " + charted.group(1)
                        + " names no benchmark class this test knows: a time chart is time-MODEL-CLASS...svg");
            }
        }
        for (String run : runs) {
            Path dir = Path.of("results", run);
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

    /** The run's list of its files ({@link SourceFiles#FILE}); empty when it has no usable one, as for claims. */
    private static Optional<Map<String, String>> ranFiles(Path run) {
        try {
            return SourceFiles.ofRun(run);
        } catch (IOException e) {
            return Optional.empty();
        }
    }
}
