package serbench.run;

import serbench.run.design.Alternation;
import serbench.run.design.Schedule;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.RunResult;
import serbench.results.FormatTurns;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Formats taking turns in a fork: the rotation, and the split of a fork's iterations into one row per format. */
class AlternationTest {

    @Test
    void eachBlockRunsEveryFormatOnceInARotatedOrder() {
        List<Integer> three = new ArrayList<>();
        for (int k = 0; k < 9; k++) {
            three.add(FormatTurns.at(k, 3));
        }
        assertEquals(List.of(0, 1, 2, 1, 2, 0, 2, 0, 1), three);
        List<Integer> two = new ArrayList<>();
        for (int k = 0; k < 6; k++) {
            two.add(FormatTurns.at(k, 2));
        }
        assertEquals(List.of(0, 1, 1, 0, 0, 1), two);
    }

    @Test
    void malformedListsAreRefusedWithTheirValue() {
        assertEquals(List.of("protobuf", "json", "xml"), FormatTurns.formats("protobuf+json+xml"));
        for (String bad : List.of("protobuf", "protobuf+", "+json", "json+json", "")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> FormatTurns.formats(bad));
            assertEquals(true, e.getMessage().contains("'" + bad + "'"), e.getMessage());
        }
    }

    /**
     * FakeForks' forks have one warm-up iteration (k = 0), so measured iteration j is k = j + 1: formats 1, 2, 1, 2,
     * 0, 2, 0, 1, 0 for j = 0..8. Each score is 100 × (format + 1) + j, so a row's scores say where they came from.
     */
    @Test
    void aForkSplitsIntoOneRowPerFormatWithItsOwnIterations() {
        Schedule.Unit unit = new Schedule.Unit("serbench.bench.AlternatingBench.serialize",
                Map.of("model", "mediacontent", FormatTurns.PARAM, "protobuf+json+xml"));
        int[] formatOf = {1, 2, 1, 2, 0, 2, 0, 1, 0};
        double[] scores = new double[formatOf.length];
        for (int j = 0; j < scores.length; j++) {
            scores[j] = 100 * (formatOf[j] + 1) + j;
        }
        List<RunResult> rows = Alternation.splitAll(List.of(FakeForks.avgt(unit, scores)));
        assertEquals(3, rows.size());
        Map<String, List<Double>> expected = Map.of("protobuf", List.of(104.0, 106.0, 108.0),
                "json", List.of(200.0, 202.0, 207.0), "xml", List.of(301.0, 303.0, 305.0));
        for (RunResult r : rows) {
            String format = r.getParams().getParam(FormatTurns.FORMAT);
            assertEquals("mediacontent", r.getParams().getParam("model"));
            assertEquals("protobuf+json+xml", r.getParams().getParam(FormatTurns.PARAM));
            List<Double> got = new ArrayList<>();
            for (IterationResult i : r.getBenchmarkResults().iterator().next().getIterationResults()) {
                got.add((double) Math.round(i.getPrimaryResult().getScore()));
            }
            assertEquals(expected.get(format), got, format);
        }
    }

    @Test
    void aResultWhoseFormatsDidNotTakeTurnsIsKeptAsItIs() {
        RunResult plain = FakeForks.avgt(new Schedule.Unit("serbench.bench.SerializeBench.serialize",
                Map.of("format", "json")), 1, 2, 3);
        List<RunResult> rows = Alternation.splitAll(List.of(plain));
        assertEquals(1, rows.size());
        assertSame(plain, rows.get(0));
    }
}
