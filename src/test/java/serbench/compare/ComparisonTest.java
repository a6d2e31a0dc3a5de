package serbench.compare;

import serbench.text.Cells;
import serbench.results.Fixtures;
import serbench.results.ResultFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ComparisonTest {

    @TempDir
    Path dir;

    private Row only(Path base, Path other) {
        Comparison c = Comparison.of(List.of(ResultFile.read(base), ResultFile.read(other)), null);
        return c.against().get(0).rows().get(0);
    }

    private Row shift(String mode, String unit, double baseCenter, double otherCenter, int forks) {
        Path a = Fixtures.write(dir, "a.json", Fixtures.run("x.B.m", mode, unit, null,
                Fixtures.forks(forks, baseCenter), null));
        Path b = Fixtures.write(dir, "b.json", Fixtures.run("x.B.m", mode, unit, null,
                Fixtures.forks(forks, otherCenter), null));
        return only(a, b);
    }

    @Test
    void tenPercentMoreThroughputWithFiveForksIsSignificantlyFaster() {
        Row r = shift("thrpt", "ops/s", 1000, 1100, 5);
        assertTrue(r.change().significant());
        assertEquals(1.1, r.change().gain().estimate(), 1e-9);
        assertEquals("1.10x faster", Cells.slowdownWord(r.change().slowdown(), r.change().significant()));
    }

    @Test
    void tenPercentMoreTimePerOpIsSignificantlySlower() {
        Row r = shift("avgt", "ns/op", 100, 110, 5);
        assertTrue(r.change().significantlyWorse());
        assertTrue(r.change().gain().estimate() < 1);
        assertEquals("1.10x slower", Cells.slowdownWord(r.change().slowdown(), true));
        assertTrue(r.change().gain().hi() < 1, "the whole interval is on the slower side");
    }

    @Test
    void lessTimePerOpIsFaster() {
        Row r = shift("avgt", "us/op", 100, 90, 5);
        assertTrue(r.change().significant());
        assertTrue(r.change().gain().estimate() > 1);
    }

    @Test
    void fewerBytesPerOpIsBetter() {
        Path a = Fixtures.write(dir, "a.json", Fixtures.run("x.B.m", "avgt", "ns/op", null,
                Fixtures.forks(5, 100), Fixtures.forks(5, 1000)));
        Path b = Fixtures.write(dir, "b.json", Fixtures.run("x.B.m", "avgt", "ns/op", null,
                Fixtures.forks(5, 100), Fixtures.forks(5, 900)));
        Row r = only(a, b);
        assertTrue(r.allocChange().significant());
        assertFalse(r.allocChange().significantlyWorse());
        assertTrue(r.allocChange().gain().estimate() > 1);
        assertEquals("1.11x fewer", Cells.bytesWord(r.allocChange().ratio(), true));
        assertFalse(r.change().significant(), "the same timings");
    }

    @Test
    void identicalDistributionsAreNotSignificant() {
        Row r = shift("avgt", "ns/op", 100, 100, 5);
        assertFalse(r.change().significant());
        assertEquals(1.0, r.change().mannWhitneyP(), 1e-12);
    }

    @Test
    void threeQuietForksEachShowADoublingThroughTheInterval() {
        Row r = shift("thrpt", "ops/s", 1000, 2000, 3);
        assertTrue(r.change().significant(), "the interval decides, not the rank test's floor of p = 0.1");
        assertEquals(0.1, r.change().mannWhitneyP(), 1e-12);
        assertFalse(r.notes().contains(Note.FEW_FORKS));
    }

    @Test
    void oneForkASideHasNoIntervalAndSaysSo() {
        Row r = shift("thrpt", "ops/s", 1000, 2000, 1);
        assertFalse(r.change().significant());
        assertTrue(r.notes().contains(Note.FEW_FORKS));
        assertTrue(Double.isNaN(r.change().minimumDetectable()));
    }

    @Test
    void timeUnitsAreConvertedOtherKindsReportedNotMixed() {
        Path a = Fixtures.write(dir, "a.json", Fixtures.run("x.B.m", "avgt", "ns/op", null, Fixtures.forks(5, 1000), null));
        Path b = Fixtures.write(dir, "b.json", Fixtures.run("x.B.m", "avgt", "us/op", null, Fixtures.forks(5, 1), null));
        Row converted = only(a, b);
        assertEquals(1, converted.change().gain().estimate(), 1e-9, "1000 ns/op is 1 us/op");
        assertEquals("ns/op", converted.other().unit());
        Path c = Fixtures.write(dir, "c.json", Fixtures.run("x.B.m", "avgt", "ops/us", null, Fixtures.forks(5, 1), null));
        Row r = only(a, c);
        assertNull(r.change());
        assertTrue(r.problem().contains("units of different kinds"), r.problem());
        assertTrue(r.notes().contains(Note.MISMATCH));
    }

    @Test
    void differentModesAreReportedNotMixed() {
        Path a = Fixtures.write(dir, "a.json", Fixtures.run("x.B.m", "avgt", "ns/op", Map.of("n", "1"),
                Fixtures.forks(5, 1000), null));
        Path b = Fixtures.write(dir, "b.json", Fixtures.run("x.B.m", "thrpt", "ops/ns", Map.of("n", "1"),
                Fixtures.forks(5, 0.001), null));
        Row r = only(a, b);
        assertNull(r.change());
        assertTrue(r.problem().startsWith("mode differs: avgt in a.json, thrpt in b.json"), r.problem());
    }

    @Test
    void noisyForksAreFlagged() {
        double[][] noisy = {{100, 100}, {130, 130}, {80, 80}, {115, 115}, {95, 95}};
        Path a = Fixtures.write(dir, "a.json", Fixtures.run("x.B.m", "avgt", "ns/op", null, noisy, null));
        Row r = only(a, a);
        assertTrue(r.notes().contains(Note.NOISY));
    }

    @Test
    void unsettledForksMarkTheRowAndAreCountedPerFile() {
        double[][] settled = {{100, 101, 99, 100}, {100, 99, 101, 100}, {101, 100, 99, 100}, {99, 100, 101, 100}};
        double[][] falling = {{130, 101, 100, 99}, {100, 99, 101, 100}, {128, 100, 99, 100}, {99, 100, 101, 100}};
        Path a = Fixtures.write(dir, "a.json", Fixtures.run("x.B.m", "avgt", "ns/op", null, settled, null));
        Path b = Fixtures.write(dir, "b.json", Fixtures.run("x.B.m", "avgt", "ns/op", null, falling, null));
        Comparison c = Comparison.of(List.of(ResultFile.read(a), ResultFile.read(b)), null);
        Row r = c.against().get(0).rows().get(0);
        assertTrue(r.notes().contains(Note.UNSETTLED), r.notes().toString());
        assertEquals(0, r.base().unsettled());
        assertEquals(2, r.other().unsettled());
        List<Warning> unsettled = c.warnings().stream().filter(w -> w.kind() == Warning.Kind.UNSETTLED_FORKS).toList();
        assertEquals(1, unsettled.size(), "b.json's only: " + c.warnings());
        assertEquals("b.json", unsettled.get(0).file());
        assertEquals("2 of 4 " + Comparison.UNSETTLED_FORKS, unsettled.get(0).detail());
        assertTrue(unsettled.get(0).more().endsWith("their rows are marked '" + Note.UNSETTLED.code() + "'"),
                unsettled.toString());
        String text = serbench.render.TextReport.render(c);
        assertTrue(text.contains("unsettled: " + Note.UNSETTLED.meaning().substring(0, 40)), text);
        assertTrue(serbench.render.ComparisonData.json(c).contains("\"unsettled\""));
        assertTrue(serbench.render.ComparisonData.csv(c).contains(",unsettled,"));

        Row same = only(a, a);
        assertFalse(same.notes().contains(Note.UNSETTLED));
    }

    @Test
    void aThroughputRowIsUnsettledWhenTheFirstIterationIsLower() {
        double[][] rising = {{800, 1000, 1010, 990}, {1000, 990, 1010, 1000}, {1000, 1010, 990, 1000}};
        Path a = Fixtures.write(dir, "a.json", Fixtures.run("x.B.m", "thrpt", "ops/s", null, rising, null));
        Row r = only(a, a);
        assertTrue(r.notes().contains(Note.UNSETTLED));
        assertEquals(1, r.base().unsettled());
        Path t = Fixtures.write(dir, "t.json", Fixtures.run("x.B.m", "avgt", "ns/op", null, rising, null));
        assertFalse(only(t, t).notes().contains(Note.UNSETTLED), "as a time, a lower first iteration is faster");
    }

    @Test
    void aRowWhoseForksChangeModesIsFlaggedAndTestedUntrimmed() {
        // baseline: 10 forks near 100; other: 8 near 104, 2 in a mode 1.4x slower. The trimmed change would see only
        // the main mode (+4%); the files' modes differ, so the row is marked and tested on the mean log ratio: the
        // ratio of the geometric means, about +10%, with Student's t
        double[] one = {100, 101, 99, 100.5, 99.5, 100.2, 99.8, 100.4, 99.6, 100.1};
        double[] two = {104, 105, 103, 104.5, 103.5, 104.2, 104.1, 103.9, 140, 141};
        Path a = Fixtures.write(dir, "a.json", Fixtures.run("x.B.m", "avgt", "ns/op", null, Fixtures.exact(one), null));
        Path b = Fixtures.write(dir, "b.json", Fixtures.run("x.B.m", "avgt", "ns/op", null, Fixtures.exact(two), null));
        Comparison c = Comparison.of(List.of(ResultFile.read(a), ResultFile.read(b)), null);
        Row r = c.against().get(0).rows().get(0);
        assertTrue(r.notes().contains(Note.MODES_DIFFER), r.notes().toString());
        Change untrimmed = Change.of(one, two, null, Direction.LOWER_IS_BETTER, false, 0);
        Change trimmed = Change.of(one, two, null, Direction.LOWER_IS_BETTER, false, Estimator.DEFAULT.trim);
        assertEquals(untrimmed.gain().estimate(), r.change().gain().estimate(), 1e-12);
        assertEquals(untrimmed.gain().lo(), r.change().gain().lo(), 1e-12);
        assertTrue(trimmed.gain().hi() < untrimmed.gain().hi(), "the trimmed interval would be narrower: " + trimmed.gain());
        double geomeanRatio = Math.exp(java.util.Arrays.stream(two).map(Math::log).average().orElseThrow()
                - java.util.Arrays.stream(one).map(Math::log).average().orElseThrow());
        assertEquals(1 / geomeanRatio, r.change().gain().estimate(), 1e-9, "gain: base over new time");
        // the same spread on both sides (one file 4% slower throughout): not flagged, trimmed, called
        double[] shifted = java.util.Arrays.stream(one).map(x -> x * 1.04).toArray();
        Path s = Fixtures.write(dir, "s.json", Fixtures.run("x.B.m", "avgt", "ns/op", null, Fixtures.exact(shifted), null));
        Row same = Comparison.of(List.of(ResultFile.read(a), ResultFile.read(s)), null).against().get(0).rows().get(0);
        assertFalse(same.notes().contains(Note.MODES_DIFFER));
        assertTrue(same.significant());
    }

    @Test
    void fixturePairHasTheExpectedDirectionsAndSummary() {
        Comparison c = Comparison.of(List.of(ResultFile.read(Fixtures.resource("base.json")),
                ResultFile.read(Fixtures.resource("new.json"))), null);
        FileComparison f = c.against().get(0);
        assertEquals(2, f.better());
        assertEquals(1, f.worse());
        assertTrue(f.rows().get(2).notes().contains(Note.BIMODAL));
        assertEquals(List.of("jvmArgs"), c.config().differing());
        assertEquals(1, c.gate(5).regressions().size());
        assertTrue(c.gate(10).regressions().isEmpty());
    }
}
