package serbench.golden;

import org.junit.jupiter.api.Test;
import serbench.answer.Answer;
import serbench.render.AnswerView;
import serbench.compare.Estimator;
import serbench.results.ResultFile;

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
 * Every place that shows how two formats of README's answer run relate shows the same figure: README's answer table,
 * the answer charts of the run's committed report (their texts and their CSV), and the {@code compare --between}
 * block of docs/measuring.md on the same run. The figure is {@link AnswerView#ratio}, computed once from the run.
 */
class OneFigurePerPairTest {

    private static final Pattern ANSWER_RUN = Pattern.compile("<!-- serbench: answer --format md (?:--legend none )?(results/[^ ]+) -->");

    @Test
    void eachFormatPairHasOneRatioEverywhere() throws IOException {
        String readme = Files.readString(Path.of("README.md"));
        Path run = answerRun(readme);
        Answer answer = answerOf(run);
        String docs = Files.readString(Path.of("docs/measuring.md"));
        String docsBlock = docs.substring(docs.indexOf("<!-- serbench text: compare --between format=protobuf,json,xml"
                + " --filter (SerializeBench|DeserializeBench) " + run + "/default.json -->"));
        docsBlock = docsBlock.substring(0, docsBlock.indexOf("<!-- /serbench -->"));
        int pairs = 0;
        List<String> wrong = new ArrayList<>();
        for (Answer.Group g : answer.groups()) {
            Path csv = run.resolve("report/answer-" + g.model() + ".csv");
            Path svg = run.resolve("report/answer-" + g.model() + ".svg");
            String chartData = Files.readString(csv);
            String chart = Files.readString(svg);
            for (Answer.Entry e : g.entries()) {
                if (e.isReference(g) || e.slowdown() == null) {
                    continue;
                }
                pairs++;
                String figure = AnswerView.ratio(e, g);
                String where = g.model() + " " + g.operation() + " " + e.value() + " (" + figure + "): ";
                // README: the markdown cell, bold when decided, brackets escaped
                String cell = figure.replace("[", "\\[").replace("]", "\\]");
                if (!readme.contains("| " + g.model() + " | " + g.operation() + " | " + e.value() + " | ")
                        || !readme.contains(e.resolved() ? "**" + cell + "**" : cell)) {
                    wrong.add(where + "not in README's answer table");
                }
                if (!chart.contains(">" + figure.replace("&", "&amp;") + "<")) {
                    wrong.add(where + "not the text of " + svg);
                }
                String row = g.model() + "," + g.operation() + "," + e.value() + ",";
                String line = chartData.lines().filter(l -> l.startsWith(row)).findFirst().orElse("");
                if (!line.startsWith(row + plain(e.slowdown().estimate()) + "," + plain(e.slowdown().lo()) + ","
                        + plain(e.slowdown().hi()) + ",")) {
                    wrong.add(where + "not the numbers of " + csv + ": " + line);
                }
                String words = Pattern.quote(figure.substring(0, figure.indexOf(" [")));
                String bounds = Pattern.quote(figure.substring(figure.indexOf(" [") + 1));
                if (!Pattern.compile(words + "\\s+" + bounds).matcher(docsBlock).find()) {
                    wrong.add(where + "not in docs/measuring.md's compare block on the same run");
                }
            }
        }
        assertEquals(12, pairs, "the answer's pairs: 3 models x 2 operations x json, xml against protobuf");
        assertTrue(wrong.isEmpty(), String.join("\n", wrong));
    }

    /**
     * README's claims follow the answer's rule: every ratio a claim quotes from README's answer run is the figure the
     * answer table shows for that pair (the same estimate and bounds, to the digits both print), and the claims that
     * compare JSON with protobuf rest on that run.
     */
    @Test
    void claimsQuoteTheAnswersFigureFromTheAnswerRun() throws IOException {
        String readme = Files.readString(Path.of("README.md"));
        Path run = answerRun(readme);
        Answer answer = answerOf(run);
        List<String> figures = new ArrayList<>();
        for (Answer.Group g : answer.groups()) {
            for (Answer.Entry e : g.entries()) {
                if (!e.isReference(g) && e.slowdown() != null) {
                    figures.add(threeDigits(e.slowdown().estimate()) + " " + threeDigits(e.slowdown().lo()) + " "
                            + threeDigits(e.slowdown().hi()));
                }
            }
        }
        String claims = readme.substring(readme.indexOf("<!-- serbench: claims --format md -->"));
        Matcher quoted = Pattern.compile("([0-9.]+)x \\\\\\[95% CI ([0-9.]+)-([0-9.]+)](?:, p=[0-9.e+-]+)? \\([^;|()]*; paired over \\d+"
                + " rounds of run " + Pattern.quote(run.getFileName().toString())).matcher(claims);
        int found = 0;
        List<String> wrong = new ArrayList<>();
        while (quoted.find()) {
            found++;
            String figure = threeDigits(Double.parseDouble(quoted.group(1))) + " "
                    + threeDigits(Double.parseDouble(quoted.group(2))) + " " + threeDigits(Double.parseDouble(quoted.group(3)));
            if (!figures.contains(figure)) {
                wrong.add(quoted.group() + ": not a figure of README's answer " + figures);
            }
        }
        assertTrue(found >= 3, "json-on-par (serialize, deserialize+read) and counters-encode-faster rest on " + run);
        assertTrue(wrong.isEmpty(), String.join("\n", wrong));
    }

    /** The run README's answer table is generated from. */
    private static Path answerRun(String readme) {
        Matcher m = ANSWER_RUN.matcher(readme);
        assertTrue(m.find(), "README generates its answer from a run");
        return Path.of(m.group(1));
    }

    /** The answer of that run, as README's block computes it. */
    private static Answer answerOf(Path run) {
        return Answer.of(ResultFile.read(run.resolve("default.json")), Answer.FORMAT, null, Estimator.DEFAULT, false);
    }

    private static String threeDigits(double x) {
        // trailing zeros stripped: "4.00" read back from the text is 4.0, the same figure as 3.997 to three digits
        return new java.math.BigDecimal(x).round(new java.math.MathContext(3)).stripTrailingZeros().toPlainString();
    }

    /** A number as the charts' CSV writes it. */
    private static String plain(double x) {
        return java.math.BigDecimal.valueOf(x).toPlainString();
    }
}
