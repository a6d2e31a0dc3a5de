package serbench.golden;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import serbench.cli.CommandResult;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * One row of one run reads the same in every view: {@code answer}, {@code compare} in JSON, text and markdown, and
 * {@code claims} show the same centre for each format's time (the estimator's centre of the row's own fork values),
 * whichever format it is compared with. Read through the commands a user runs, on a committed three-format run.
 */
class OneCentrePerRowTest {

    private static final String RUN = "results/20261124-093008-answer";
    private static final String FILE = RUN + "/default.json";
    private static final ObjectMapper JSON = new ObjectMapper();

    /** {@code benchmark params-in-order format} to the centre in the row's own unit, from {@code answer --format json}. */
    private static Map<String, Double> answerCentres(String run) throws IOException {
        CommandResult r = CommandResult.run("answer", "--format", "json", run);
        assertEquals(0, r.code(), r.err());
        Map<String, Double> out = new LinkedHashMap<>();
        for (JsonNode g : JSON.readTree(r.out()).get("groups")) {
            for (JsonNode e : g.get("entries")) {
                if (e.hasNonNull("time")) {
                    out.put(key(g.get("benchmark").asText(), g.get("params"), e.get("format").asText()),
                            e.get("time").asDouble());
                }
            }
        }
        return out;
    }

    private static String key(String benchmark, JsonNode params, String format) {
        StringBuilder b = new StringBuilder(benchmark.substring(benchmark.lastIndexOf('.', benchmark.lastIndexOf('.') - 1) + 1));
        params.fields().forEachRemaining(p -> {
            if (!p.getKey().equals("format")) {
                b.append(' ').append(p.getKey()).append('=').append(p.getValue().asText());
            }
        });
        return b.append(' ').append(format).toString();
    }

    @Test
    void answerAndCompareShowOneCentrePerRowWhateverItIsComparedWith() throws IOException {
        Map<String, Double> answer = answerCentres(RUN);
        assertTrue(answer.size() >= 18, answer.toString());
        int checked = 0;
        List<String> wrong = new ArrayList<>();
        for (String between : List.of("format=protobuf,json,xml", "format=json,protobuf,xml", "format=xml,json,protobuf")) {
            CommandResult r = CommandResult.run("compare", "--format", "json", "--between", between, FILE);
            assertEquals(0, r.code(), r.err());
            for (JsonNode row : JSON.readTree(r.out()).get("rows")) {
                String[] pair = formats(row.get("file").asText(), between);
                for (int side = 0; side < 2; side++) {
                    JsonNode centre = row.get(side == 0 ? "baseCentre" : "newCentre");
                    String k = key(row.get("benchmark").asText(), row.get("params"), pair[side]);
                    Double expected = answer.get(k);
                    if (centre == null || centre.isNull() || expected == null) {
                        wrong.add(between + " " + k + ": no centre (" + centre + ", answer " + expected + ")");
                        continue;
                    }
                    checked++;
                    if (Math.abs(centre.asDouble() / expected - 1) > 1e-12) {
                        wrong.add(between + " " + k + ": compare " + centre.asDouble() + ", answer " + expected);
                    }
                }
            }
        }
        assertTrue(checked >= 72, checked + " centres checked");
        assertTrue(wrong.isEmpty(), String.join("\n", wrong));
    }

    /** The baseline format of {@code between} and the format the row's file label names. */
    private static String[] formats(String fileLabel, String between) {
        String base = between.substring("format=".length()).split(",")[0];
        Matcher m = Pattern.compile("format=([a-z0-9-]+)").matcher(fileLabel);
        assertTrue(m.find(), fileLabel);
        return new String[]{base, m.group(1)};
    }

    /** The text and markdown views print the same number for each side: the text's cell is the markdown's before "±". */
    @Test
    void compareTextAndMarkdownPrintTheSameFigure() {
        CommandResult text = CommandResult.run("compare", "--wide", "--between", "format=protobuf,json,xml", FILE);
        CommandResult md = CommandResult.run("compare", "--format", "md", "--between", "format=protobuf,json,xml", FILE);
        assertEquals(0, text.code(), text.err());
        assertEquals(0, md.code(), md.err());
        Matcher scores = Pattern.compile("([0-9][0-9.]*) ± ").matcher(md.out());
        int found = 0;
        List<String> missing = new ArrayList<>();
        while (scores.find()) {
            found++;
            if (!text.out().contains(scores.group(1))) {
                missing.add(scores.group(1));
            }
        }
        assertTrue(found >= 24, found + " scores in:\n" + md.out());
        assertTrue(missing.isEmpty(), "markdown figures the text view does not show: " + missing + "\n" + text.out());
    }

    /**
     * {@code claims} gives each side as its centre to 4 significant digits: the same centre {@code answer} gives. Read on
     * README's answer run, which must be evidence for this build (else README's claims block is stale too).
     */
    @Test
    void claimsShowTheAnswersCentre() throws IOException {
        Matcher cited = Pattern.compile("<!-- serbench: answer --format md --legend none (results/\\S+) -->")
                .matcher(java.nio.file.Files.readString(java.nio.file.Path.of("README.md")));
        assertTrue(cited.find(), "README's answer block");
        String run = cited.group(1);
        Map<String, Double> answer = answerCentres(run);
        CommandResult r = CommandResult.run("claims", "--format", "json", run);
        assertTrue(r.out().contains(run.substring("results/".length())), run + " is evidence for this build: " + r.out());
        assertEquals(0, r.code(), r.err());
        Matcher side = Pattern.compile("\\b(protobuf|json|xml) ([0-9.]+) ± [0-9]+% ([a-zµ]+/op)").matcher(r.out());
        int checked = 0;
        while (side.find()) {
            double shown = Double.parseDouble(side.group(2));
            boolean matches = answer.entrySet().stream().filter(e -> e.getKey().endsWith(" " + side.group(1)))
                    .anyMatch(e -> String.format(java.util.Locale.ROOT, "%.4g", e.getValue()).equals(side.group(2))
                            || Math.abs(shown / e.getValue() - 1) < 5e-4);
            assertTrue(matches, side.group() + " is no row's centre in " + answer);
            checked++;
        }
        assertTrue(checked >= 4, checked + " sides checked in:\n" + r.out());
    }
}
