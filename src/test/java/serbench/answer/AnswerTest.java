package serbench.answer;

import serbench.compare.Warning;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.compare.Comparison;
import serbench.compare.Estimator;
import serbench.compare.pairing.ParamSplit;
import serbench.compare.Row;
import serbench.compare.Tolerance;
import serbench.io.UnusableInputException;
import serbench.io.WrongArgumentException;
import serbench.results.Fixtures;
import serbench.results.ResultFile;
import serbench.render.AnswerView;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The answer view's figures: the fastest found per row, ratios and verdicts exactly compare --between's. */
class AnswerTest {

    private static final String SERIALIZE = "serbench.bench.SerializeBench.serialize";

    @TempDir
    Path dir;

    private ResultFile file(double protobuf, double json, double xml) {
        return ResultFile.read(Fixtures.write(dir, "default.json",
                Fixtures.run(SERIALIZE, "avgt", "ns/op", Map.of("format", "protobuf", "model", "mediacontent"),
                        Fixtures.forks(6, protobuf), null),
                Fixtures.run(SERIALIZE, "avgt", "ns/op", Map.of("format", "json", "model", "mediacontent"),
                        Fixtures.forks(6, json), null),
                Fixtures.run(SERIALIZE, "avgt", "ns/op", Map.of("format", "xml", "model", "mediacontent"),
                        Fixtures.forks(6, xml), null)));
    }

    @Test
    void eachFormatIsTimesTheFastestWithTheIntervalCompareGives() {
        ResultFile f = file(300, 900, 2400);
        Answer a = Answer.of(f, Answer.FORMAT, null, Estimator.DEFAULT, false);
        assertEquals(1, a.groups().size());
        Answer.Group g = a.groups().get(0);
        assertEquals("protobuf", g.reference());
        assertEquals(List.of("protobuf", "json", "xml"), g.entries().stream().map(Answer.Entry::value).toList());
        Answer.Entry json = g.entries().get(1);
        assertEquals(3.0, json.slowdown().estimate(), 0.05);
        assertTrue(json.slowdown().lo() < 3.0 && 3.0 < json.slowdown().hi(), json.slowdown().toString());
        assertTrue(json.resolved());
        assertEquals("3.00x slower [" + serbench.text.Cells.times(json.slowdown().lo()) + "-"
                + serbench.text.Cells.times(json.slowdown().hi()) + "]", AnswerView.ratio(json, g));
        assertEquals("fastest", AnswerView.ratio(g.entries().get(0), g));

        Comparison between = Comparison.of(ParamSplit.split(f, "format", List.of("protobuf", "json", "xml")), null,
                Tolerance.DEFAULT, true, Estimator.DEFAULT);
        Row xmlRow = between.against().get(1).rows().get(0);
        Answer.Entry xml = g.entries().get(2);
        assertEquals(xmlRow.change().slowdown(), xml.slowdown());
        assertEquals(xmlRow.significant(), xml.resolved());
    }

    @Test
    void aDifferenceTheIntervalDoesNotSupportIsNotResolved() {
        Answer a = Answer.of(file(1000, 1003, 5000), Answer.FORMAT, null, Estimator.DEFAULT, false);
        Answer.Group g = a.groups().get(0);
        Answer.Entry json = g.entries().get(1);
        assertFalse(json.resolved(), json.slowdown().toString());
        assertTrue(AnswerView.ratio(json, g).matches("1.00x slower\\? \\[[0-9.]+-[0-9.]+]"), AnswerView.ratio(json, g));
        assertEquals("not resolved", AnswerView.verdict(json));
    }

    @Test
    void aNamedBaselineGivesFasterAndSlowerInTheReadersWords() {
        Answer a = Answer.of(file(300, 900, 2700), Answer.FORMAT, "json", Estimator.DEFAULT, false);
        Answer.Group g = a.groups().get(0);
        assertEquals("json", g.reference());
        assertEquals("baseline", AnswerView.ratio(g.entries().get(1), g));
        assertTrue(AnswerView.ratio(g.entries().get(0), g).startsWith("3.00x faster ["), AnswerView.ratio(g.entries().get(0), g));
        assertTrue(AnswerView.ratio(g.entries().get(2), g).startsWith("3.00x slower ["), AnswerView.ratio(g.entries().get(2), g));
        assertNull(g.entries().get(1).slowdown());
    }

    @Test
    void wrongInputsAreRefusedWithWhatToDo() {
        ResultFile f = file(300, 900, 2700);
        assertTrue(assertThrows(WrongArgumentException.class, () -> Answer.of(f, Answer.FORMAT, "yaml",
                Estimator.DEFAULT, false)).getMessage().contains("name one of them"));
        assertTrue(assertThrows(UnusableInputException.class, () -> Answer.of(f, "binding", null,
                Estimator.DEFAULT, false)).getMessage().contains("no param 'binding'"));
    }

    @Test
    void aFormatWithUnsettledForksIsMarkedAndTheFileCountsThem() {
        double[][] falling = Fixtures.forks(6, 900);
        falling[0] = new double[]{1200, 901, 899, 900};
        ResultFile f = ResultFile.read(Fixtures.write(dir, "default.json",
                Fixtures.run(SERIALIZE, "avgt", "ns/op", Map.of("format", "protobuf", "model", "mediacontent"),
                        Fixtures.forks(6, 300), null),
                Fixtures.run(SERIALIZE, "avgt", "ns/op", Map.of("format", "json", "model", "mediacontent"),
                        falling, null),
                Fixtures.run(SERIALIZE, "avgt", "ns/op", Map.of("format", "xml", "model", "mediacontent"),
                        Fixtures.forks(6, 2400), null)));
        Answer a = Answer.of(f, Answer.FORMAT, null, Estimator.DEFAULT, false);
        Answer.Group g = a.groups().get(0);
        assertEquals(List.of(false, true, false), g.entries().stream().map(Answer.Entry::unsettled).toList());
        List<Warning> unsettled = a.warnings().stream().filter(w -> w.kind() == Warning.Kind.UNSETTLED_FORKS).toList();
        assertEquals(1, unsettled.size(), "once, for the whole file, not per compared part: " + a.warnings());
        assertEquals("default.json", unsettled.get(0).file());
        assertEquals("1 of 18 " + Comparison.UNSETTLED_FORKS, unsettled.get(0).detail());
        assertTrue(unsettled.get(0).more().endsWith("; the times of those formats are marked '"
                + AnswerView.UNSETTLED_MARK + "'"), unsettled.toString());
        String text = AnswerView.text(a);
        assertTrue(text.lines().anyMatch(l -> l.contains(" json ") && l.contains(" ns" + AnswerView.UNSETTLED_MARK)),
                text);
        assertTrue(text.lines().noneMatch(l -> l.contains(" xml ") && l.contains(AnswerView.UNSETTLED_MARK)), text);
        assertTrue(text.replaceAll("\\s+", " ").contains("had not reached steady state"), text);
        assertTrue(AnswerView.markdown(a).contains(" ns\\* |"), AnswerView.markdown(a));
        assertTrue(AnswerView.json(a).contains("\"unsettledForks\" : 1"), AnswerView.json(a));

        Answer settled = Answer.of(file(300, 900, 2400), Answer.FORMAT, null, Estimator.DEFAULT, false);
        assertTrue(settled.warnings().stream().noneMatch(w -> w.kind() == Warning.Kind.UNSETTLED_FORKS),
                settled.warnings().toString());
        assertFalse(AnswerView.text(settled).contains("steady state"));
    }

    @Test
    void aRunOfAModelFromAUsersProtoSaysWhichSchemaItMeasured() throws Exception {
        Answer builtIn = Answer.of(file(300, 900, 2400), Answer.FORMAT, null, Estimator.DEFAULT, false);
        assertEquals(List.of(), builtIn.schemas(), "no manifest, or one without schemas");
        assertFalse(AnswerView.json(builtIn).contains("schemas"));
        assertFalse(AnswerView.text(builtIn).contains("SHA-256"));
        String manifest = "{\"schemas\":[{\"model\":\"mediacontent\","
                + "\"message\":\"shop.Order\",\"sha256\":\"" + "0123456789abcdef".repeat(4) + "\",\"files\":"
                + "[\"shop/a.proto\",\"shop/b.proto\",\"shop/c.proto\",\"shop/d.proto\"]}]}";
        Answer a = Answer.of(Fixtures.inRun(manifest, file(300, 900, 2400).path()).get(0), Answer.FORMAT, null,
                Estimator.DEFAULT, false);
        assertEquals("shop.Order", a.schemas().get(0).message());
        String line = "mediacontent: the message shop.Order, generated from shop/a.proto, shop/b.proto and 2 more files"
                + " (descriptor set SHA-256 0123456789abcdef…)";
        assertTrue(AnswerView.text(a).replaceAll("\\s+", " ").contains(line), AnswerView.text(a));
        assertTrue(AnswerView.markdown(a).contains(line), AnswerView.markdown(a));
        assertTrue(AnswerView.json(a).contains("\"sha256\" : \"" + "0123456789abcdef".repeat(4) + "\""),
                AnswerView.json(a));
    }

    @Test
    void timesAndSizesReadInTheirBestUnit() {
        assertEquals("448 µs", AnswerView.scaled(447816.9, "ns/op"));
        assertEquals("1.80 µs", AnswerView.scaled(1801.9, "ns/op"));
        assertEquals("317 ns", AnswerView.scaled(316.6, "ns/op"));
        assertEquals("1.74 ms", AnswerView.scaled(1739.4, "us/op"));
        assertEquals("63.0 kB", AnswerView.bytes(63018));
        assertEquals("471 B", AnswerView.bytes(471));
    }

    @Test
    void noTextLineIsWiderThanOneHundredColumns() {
        Answer a = Answer.of(ResultFile.read(Path.of("results/20261124-093008-answer/default.json")), Answer.FORMAT,
                null, Estimator.DEFAULT, true);
        String text = AnswerView.text(a);
        text.lines().forEach(l -> assertTrue(l.length() <= AnswerView.WIDTH, l.length() + ": " + l));
    }
}
