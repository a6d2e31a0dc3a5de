package serbench.golden;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import serbench.cli.CommandResult;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Stream;

/**
 * {@code answer}'s output on the committed answer run in each of its formats, and its refusals, against golden
 * transcripts in {@code src/test/resources/golden/answer/} (regenerate with {@code -Dgolden.update=true}).
 */
class AnswerGoldenTest {

    private static final String ANSWER = "results/20261124-093008-answer";

    @TestFactory
    Stream<DynamicTest> answer() {
        Map<String, String> goldens = new LinkedHashMap<>();
        goldens.put("answer/answer-run.txt", transcript("answer", ANSWER));
        goldens.put("answer/answer-run-md.txt", transcript("answer", "--format", "md", ANSWER));
        goldens.put("answer/answer-run-json.txt", transcript("answer", "--format", "json", ANSWER));
        goldens.put("answer/answer-run-csv.txt", transcript("answer", "--format", "csv", ANSWER));
        goldens.put("answer/baseline-json.txt", transcript("answer", "--baseline", "json", ANSWER + "/default.json"));
        goldens.put("answer/by-reader-all.txt", transcript("answer", "--by", "reader", "--all", ANSWER));
        goldens.put("answer/unknown-baseline.txt", transcript("answer", "--baseline", "yaml", ANSWER));
        goldens.put("answer/no-such-param.txt", transcript("answer", "--by", "binding", ANSWER));
        Golden.pruneOthers("answer", goldens.keySet().stream().map(n -> n.substring("answer/".length()))
                .collect(java.util.stream.Collectors.toSet()));
        return goldens.entrySet().stream()
                .map(e -> DynamicTest.dynamicTest(e.getKey(), () -> Golden.check(e.getKey(), e.getValue())));
    }

    private static String transcript(String... args) {
        CommandResult r = CommandResult.run(args);
        return "$ serbench " + String.join(" ", args) + "\nexit code: " + r.code() + "\n--- stderr\n" + r.err()
                + "--- stdout\n" + r.out();
    }
}
