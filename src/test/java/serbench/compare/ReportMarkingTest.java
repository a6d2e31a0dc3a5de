package serbench.compare;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.cli.CommandResult;
import serbench.results.Fixtures;
import serbench.results.ResultFile;
import serbench.stats.LogRatio;
import serbench.stats.Statistics;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What every output marks and warns about: Holm, the geomean's own MDE, n/a intervals, weak settings, machines. */
class ReportMarkingTest {

    private static final String B = "x.Bench.m";
    private static final double[] BASE = {100, 104, 96, 102, 98};
    /** 5% slower with some scatter: p about 0.02 alone, not significant after Holm over three such rows. */
    private static final double[] SHIFT = {1.01, 0.99, 1.02, 0.985, 1.0};

    @TempDir
    Path dir;

    private static double[] times(double[] x, double k, double[] shift) {
        double[] out = new double[x.length];
        for (int i = 0; i < x.length; i++) {
            out[i] = x[i] * k * shift[i];
        }
        return out;
    }

    private static ObjectNode row(String n, double[] forkMeans) {
        return Fixtures.run(B, "avgt", "ns/op", Map.of("n", n), Fixtures.exact(forkMeans), null);
    }

    private Path[] holmFiles() {
        Path a = Fixtures.write(dir, "a.json", row("1", BASE), row("2", BASE), row("3", BASE));
        double[] slower = times(BASE, 1.05, SHIFT);
        Path b = Fixtures.write(dir, "b.json", row("1", slower), row("2", slower), row("3", slower));
        return new Path[]{a, b};
    }

    /** The lines of a report that start with {@code prefix}: its table rows. */
    private static java.util.stream.Stream<String> rows(String report, String prefix) {
        return report.lines().filter(l -> l.startsWith(prefix));
    }

    private static Comparison compare(Path... files) {
        return Comparison.of(java.util.Arrays.stream(files).map(ResultFile::read).toList(), null, Tolerance.DEFAULT,
                true, Estimator.MEAN);
    }

    @Test
    void rowsAreMarkedOnlyWhenSignificantAfterHolm() throws IOException {
        Path[] f = holmFiles();
        FileComparison fc = compare(f).against().get(0);
        for (Row r : fc.rows()) {
            assertTrue(r.change().p() < 0.05, "significant alone: p = " + r.change().p());
            assertFalse(r.significant(), "not after Holm over 3 rows");
        }
        assertEquals(0, fc.worse());
        CommandResult text = CommandResult.run("compare", "--wide", "--explain", "--estimator", "mean", f[0].toString(),
                f[1].toString());
        assertTrue(rows(text.out(), "Bench.m ").noneMatch(l -> l.matches(".*[0-9]x slower .*")), text.out());
        assertTrue(text.out().contains("1.05x slower? "), text.out());
        assertTrue(text.out().contains("decided only when significant after Holm's correction"), text.out());
        CommandResult md = CommandResult.run("compare", "--estimator", "mean", "--format", "md", f[0].toString(),
                f[1].toString());
        assertTrue(rows(md.out(), "| Bench.m ").noneMatch(l -> l.matches(".*[0-9]x slower .*")), md.out());
        Path html = dir.resolve("r.html");
        CommandResult.run("compare", "--estimator", "mean", "--html", html.toString(), f[0].toString(), f[1].toString());
        String page = Files.readString(html);
        assertTrue(rows(page, "<tr><td>Bench.m").noneMatch(l -> l.matches(".*[0-9]x slower<.*")), page);
    }

    @Test
    void theGeomeanHasItsOwnMinimumDetectableEffect() {
        Path a = Fixtures.write(dir, "a.json", row("1", BASE), row("2", new double[]{100, 100.2, 99.8, 100.1, 99.9}),
                row("3", new double[]{100, 130, 80, 115, 95}));
        Path b = Fixtures.write(dir, "b.json", row("1", times(BASE, 1.05, SHIFT)),
                row("2", new double[]{100.1, 100.3, 99.7, 100.2, 99.8}), row("3", new double[]{95, 120, 90, 105, 100}));
        FileComparison fc = compare(a, b).against().get(0);
        GeomeanChange g = fc.geomean();
        // from the geomean's own interval: half-width = t(0.975, df) SE, so MDE = exp((t(0.975) + t(0.8)) SE) - 1
        double df = g.test().df();
        double se = (Math.log(g.gain().hi()) - Math.log(g.gain().estimate())) / Statistics.tQuantile(0.95, df);
        double expected = Math.exp((Statistics.tQuantile(0.95, df)
                + new org.apache.commons.math3.distribution.TDistribution(null, df).inverseCumulativeProbability(LogRatio.POWER))
                * se) - 1;
        assertEquals(expected, g.minimumDetectable(), 1e-9);
        assertTrue(Math.abs(g.minimumDetectable() - fc.medianMinimumDetectable()) > 0.001, "not the median row's");
        CommandResult text = CommandResult.run("compare", "--wide", "--explain", "--estimator", "mean", a.toString(),
                b.toString());
        String geomeanLine = text.out().lines().filter(l -> l.startsWith("geomean (3 rows)")).findFirst().orElseThrow();
        assertTrue(geomeanLine.contains(serbench.text.Cells.mde(g.minimumDetectable())), geomeanLine);
        assertTrue(text.out().contains("its MDE is its own: exp((t(0.975, df) + t(0.8, df)) * SE) - 1"), text.out());
    }

    @Test
    void degenerateIntervalsPrintNaAndAreNeverAChange() {
        // zero variance in a time, and a spread beyond any percentage
        Path a = Fixtures.write(dir, "a.json", row("1", new double[]{100, 100, 100}), row("2", new double[]{1, 1e6}));
        Path b = Fixtures.write(dir, "b.json", row("1", new double[]{200, 200, 200}), row("2", new double[]{1e6, 2}));
        FileComparison fc = compare(a, b).against().get(0);
        for (Row r : fc.rows()) {
            assertTrue(r.change().degenerate(), r.key().label());
            assertFalse(r.significant());
            assertFalse(r.change().gain().hasBounds());
            assertTrue(r.notes().contains(Note.DEGENERATE));
        }
        CommandResult text = CommandResult.run("compare", "--wide", "--explain", a.toString(), b.toString());
        assertTrue(rows(text.out(), "Bench.m ").noneMatch(l -> l.matches(".*[0-9]x (slower|faster) .*")), text.out());
        assertTrue(text.out().contains("[no interval]"), text.out());
        assertFalse(text.out().matches("(?s).*[0-9]{6,}\\.[0-9]%.*"), "no absurd percentage: " + text.out());
        assertTrue(text.out().contains("± n/a"), text.out());
        assertTrue(text.out().contains("n/a: no usable interval"), text.out());
        CommandResult gate = CommandResult.run("compare", "--fail-on-regression", "10", a.toString(), b.toString());
        assertEquals(5, gate.code(), gate.err());
    }

    @Test
    void weakSettingsAreWarnedAboutAndMarkTheRows() {
        Path a = Fixtures.write(dir, "a.json", row("1", BASE));
        ObjectNode cold = row("1", times(BASE, 0.2, SHIFT));
        cold.put("warmupIterations", 0).put("measurementTime", "100 ms");
        Path b = Fixtures.write(dir, "b.json", cold);
        Comparison c = compare(a, b);
        assertTrue(c.warnings().stream().anyMatch(w -> w.kind() == Warning.Kind.WEAK_SETTINGS && "b.json".equals(w.file())
                && w.detail().startsWith("no warm-up iterations (warmup 0 × 1 s)")), c.warnings().toString());
        assertTrue(c.against().get(0).rows().get(0).notes().contains(Note.SETTINGS));
        ObjectNode once = row("1", BASE);
        once.put("measurementIterations", 1);
        Path d = Fixtures.write(dir, "d.json", once);
        assertTrue(compare(a, d).warnings().stream().anyMatch(w -> w.kind() == Warning.Kind.WEAK_SETTINGS
                && "d.json".equals(w.file()) && w.detail().startsWith("fewer than 3 measured iterations")));
        for (String format : List.of("text", "md")) {
            String out = CommandResult.run("compare", "--format", format, a.toString(), b.toString()).out();
            assertTrue(out.contains("no warm-up iterations") && out.contains("settings"), out);
        }
        ObjectNode singleShot = Fixtures.run(B, "ss", "ms/op", null, Fixtures.exact(BASE), null);
        singleShot.put("warmupIterations", 0).put("measurementIterations", 1);
        Path s = Fixtures.write(dir, "s.json", singleShot);
        assertTrue(compare(s, s).warnings().stream().noneMatch(w -> w.kind() == Warning.Kind.WEAK_SETTINGS),
                "single shot is cold on purpose");
    }

    private static void manifest(Path runDir, String cpu) throws IOException {
        Files.createDirectories(runDir);
        Files.writeString(runDir.resolve("manifest.json"), "{\"cpu\":{\"model\":\"" + cpu + "\",\"availableProcessors\":2},"
                + "\"os\":{\"name\":\"Linux\",\"version\":\"6.1\",\"arch\":\"amd64\"},\"memory\":{\"total\":\"8048220 kB\"}}");
    }

    @Test
    void filesFromDifferentMachinesAreNamedAndWarnedAbout() throws IOException {
        manifest(dir.resolve("one"), "Intel Xeon");
        manifest(dir.resolve("two"), "AMD EPYC");
        Path a = Fixtures.write(dir.resolve("one"), "a.json", row("1", BASE));
        Path b = Fixtures.write(dir.resolve("two"), "b.json", row("1", BASE));
        CommandResult r = CommandResult.run("compare", "--wide", a.toString(), b.toString());
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("! cpu") && l.contains("Intel Xeon (2 cores)")
                && l.contains("AMD EPYC (2 cores)")), r.out());
        assertTrue(r.out().contains("the files come from different machines (cpu differ): the comparison measures the"
                + " machines too"), r.out());
        assertFalse(r.out().contains("machine is unknown"), r.out());
        Path loose = Fixtures.write(dir, "c.json", row("1", BASE));
        CommandResult unknown = CommandResult.run("compare", "--wide", a.toString(), loose.toString());
        assertTrue(unknown.out().contains("c.json: no run manifest (manifest.json) beside it: its machine is unknown"),
                unknown.out());
    }
}
