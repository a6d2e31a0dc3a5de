package serbench.golden;

import org.junit.jupiter.api.Test;
import com.fasterxml.jackson.databind.JsonNode;
import serbench.io.HarnessJson;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * README's answer comes from a run of the main command, and the survey's run length is the timed survey's recorded
 * duration, a survey that ran every benchmark of this build but the answer run's: a new timed run, or a benchmark added
 * since the timed one, fails here until the text shows it. (The other figures of README and docs, the answer run's
 * length among them, are generated blocks, held by {@code DocsCommandTest}.)
 */
class ReadmeExamplesTest {


    @Test
    void theRunLengthInReadmeIsTheTimedRunsRecordedDuration() throws IOException {
        String readme = Files.readString(Path.of("README.md"));
        Matcher line = Pattern.compile("Its last timed run took ([0-9]+) min ([0-9]+) s\\s+"
                + "\\(\\[`(results/[^`]+)`\\]").matcher(readme);
        assertTrue(line.find(), "README states the timed survey's length with its run directory");
        JsonNode manifest = HarnessJson.MAPPER.readTree(Path.of(line.group(3), "manifest.json").toFile());
        long seconds = durationSeconds(manifest);
        assertTrue(seconds > 0, line.group(3) + "/manifest.json records no duration");
        assertEquals(seconds / 60 + " min " + seconds % 60 + " s", line.group(1) + " min " + line.group(2) + " s",
                "README's run length against " + line.group(3) + "/manifest.json");
        assertTrue(survey(manifest), "a survey (java -jar target/benchmarks.jar survey, or the plain command when it"
                + " was the survey): " + manifest);

        // the timed run ran every benchmark of this build: a benchmark added since makes the default run longer
        java.util.Set<String> ran = new java.util.TreeSet<>();
        HarnessJson.MAPPER.readTree(Path.of(line.group(3), "default.json").toFile())
                .forEach(row -> ran.add(row.path("benchmark").asText()));
        java.util.Set<String> listed = new java.util.TreeSet<>();
        serbench.GeneratedBenchmarks.list().stream().map(e -> e.getUsername())
                .filter(n -> n.startsWith("serbench.bench.")).forEach(listed::add); // the jar's, not the tests' probes
        listed.removeAll(ran);
        listed.removeIf(n -> serbench.cli.SurveyCommand.LEFT_OUT.stream().anyMatch(b -> n.startsWith(b + ".")));
        assertEquals(java.util.Set.of(), listed, "benchmarks of this build that the timed default run "
                + line.group(3) + " did not run: time a new default run (java -jar target/benchmarks.jar) and update README");
    }

    /** README is read once: at most {@value #MAX_LINES_ABOVE_MORE} lines above its "More" section, the rest in docs. */
    @Test
    void readmeIsShortAboveMore() throws IOException {
        List<String> lines = Files.readAllLines(Path.of("README.md"));
        int more = lines.indexOf("## More");
        assertTrue(more > 0, "README has a '## More' section");
        assertTrue(more <= MAX_LINES_ABOVE_MORE, "README has " + more + " lines above '## More', at most "
                + MAX_LINES_ABOVE_MORE + ": move detail to docs/");
    }

    static final int MAX_LINES_ABOVE_MORE = 150;

    /** README's flags example is the command of the run it cites, and the length it gives is that run's. */
    @Test
    void theFlagsExampleIsTheCitedRunsCommandAndLength() throws IOException {
        String readme = Files.readString(Path.of("README.md"));
        Matcher command = Pattern.compile("\njava -jar target/benchmarks.jar run (.+)\n").matcher(readme);
        assertTrue(command.find(), "README shows a run command of two profiles");
        Matcher line = Pattern.compile("run below took ([0-9]+) min ([0-9]+) s when recorded\\s+"
                + "\\(\\[`(results/[^`]+)`\\]").matcher(readme);
        assertTrue(line.find(), "README gives the flags example's length with its run directory");
        JsonNode manifest = HarnessJson.MAPPER.readTree(Path.of(line.group(3), "manifest.json").toFile());
        long seconds = durationSeconds(manifest);
        assertEquals(seconds / 60 + " min " + seconds % 60 + " s", line.group(1) + " min " + line.group(2) + " s",
                "README's flags example length against " + line.group(3) + "/manifest.json");
        java.util.List<String> args = new java.util.ArrayList<>();
        manifest.path("arguments").forEach(a -> args.add(a.asText()));
        args.remove("--quiet");
        int label = args.indexOf("--label");
        if (label >= 0) {
            args.subList(label, label + 2).clear();
        }
        assertEquals(List.of(command.group(1).trim().split(" +")), args,
                line.group(3) + " ran README's command (--quiet and --label aside)");
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

    @Test
    void readmesAnswerIsARunOfTheMainCommand() throws IOException {
        String readme = Files.readString(Path.of("README.md"));
        Matcher block = Pattern.compile("<!-- serbench: answer --format md (?:--legend none )?(results/[^ /]+)(/default.json)? -->")
                .matcher(readme);
        assertTrue(block.find(), "README's answer is a generated block of the answer command");
        JsonNode manifest = HarnessJson.MAPPER.readTree(Path.of(block.group(1), "manifest.json").toFile());
        assertEquals("finished", manifest.path("status").asText(), block.group(1));
        java.util.List<String> args = new java.util.ArrayList<>();
        manifest.path("arguments").forEach(a -> args.add(a.asText()));
        String budget = args.indexOf("--budget") >= 0 ? args.get(args.indexOf("--budget") + 1) : "?";
        assertEquals(serbench.cli.AnswerRunCommand.runArguments(budget), args,
                block.group(1) + " was recorded by java -jar target/benchmarks.jar (the answer run)");
        assertEquals(serbench.cli.AnswerRunCommand.DEFAULT_BUDGET, budget, "README's answer run had the default budget");
    }

    /**
     * A survey: {@code survey}, or the jar run with no argument when that was the survey (recorded by itself, or by
     * the earlier script with only a result file added).
     */
    private static boolean survey(JsonNode manifest) {
        if (manifest.has("arguments")) {
            java.util.List<String> args = new java.util.ArrayList<>();
            manifest.path("arguments").forEach(a -> args.add(a.asText()));
            return (args.isEmpty() || args.equals(java.util.List.of("-e", serbench.cli.AnswerRunCommand.BENCHMARK)))
                    && "finished".equals(manifest.path("status").asText());
        }
        return manifest.path("command").asText().matches("java -jar \\S+ -rf json -rff \\S+\\s*");
    }
}
