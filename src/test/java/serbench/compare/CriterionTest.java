package serbench.compare;

import serbench.cli.args.ExitCode;

import serbench.results.Fixtures;
import serbench.results.ResultFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.cli.CommandResult;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Crafted result files for each rule of the comparison: pairing, the gate, tolerance, params, modes, percentiles. */
class CriterionTest {

    private static final String B = "x.Bench.m";

    @TempDir
    Path dir;

    /** The criterion's hand-computed figures are Student's t on fork means: the {@code mean} estimator. */
    private static Comparison compare(Path a, Path b) {
        return compare(List.of(ResultFile.read(a), ResultFile.read(b)));
    }

    /** The comparison of files whose run records are built in memory ({@link Fixtures#inRun}). */
    private static Comparison compare(List<ResultFile> files) {
        return Comparison.of(files, null, Tolerance.DEFAULT, true, Estimator.MEAN);
    }

    private static CommandResult command(String... args) {
        String[] all = new String[args.length + 3];
        all[0] = "compare";
        all[1] = "--estimator";
        all[2] = "mean";
        System.arraycopy(args, 0, all, 3, args.length);
        return CommandResult.run(all);
    }

    /** Fork means with a large shared round effect and a true 5% slowdown in every round. */
    private static final double[] BASE = {100, 130, 80, 115, 95};
    private static final double[] FIVE_PERCENT_SLOWER = {105, 137, 84, 120, 100};

    private Path[] runDir(Path where, boolean withManifest) throws IOException {
        Files.createDirectories(where);
        Path a = Fixtures.write(where, "a.json", Fixtures.run(B, "avgt", "ns/op", null, Fixtures.exact(BASE), null));
        Path b = Fixtures.write(where, "b.json", Fixtures.run(B, "avgt", "ns/op", null,
                Fixtures.exact(FIVE_PERCENT_SLOWER), null));
        if (withManifest) {
            Fixtures.manifest(where, Map.of("a.json", new int[]{1, 2, 3, 4, 5}, "b.json", new int[]{1, 2, 3, 4, 5}), B, "avgt");
        }
        return new Path[]{a, b};
    }

    @Test
    void filesOfOneInterleavedRunArePairedByRoundOthersNot() throws IOException {
        Path[] same = runDir(dir.resolve("run"), true);
        Row paired = compare(same[0], same[1]).against().get(0).rows().get(0);
        assertTrue(paired.change().paired());
        // the hand-computed paired interval of LogRatioTest, turned into a gain (lower time is better)
        assertEquals(1 / 1.0499850673570084, paired.change().gain().estimate(), 1e-9);
        assertTrue(paired.change().significantlyWorse(), paired.change().gain().toString());

        Path[] loose = runDir(dir.resolve("loose"), false);
        Row unpaired = compare(loose[0], loose[1]).against().get(0).rows().get(0);
        assertFalse(unpaired.change().paired());
        assertFalse(unpaired.change().significant(), "Welch cannot see 5% under this round noise");
        assertEquals(paired.change().gain().estimate(), unpaired.change().gain().estimate(), 1e-12,
                "one estimate, whichever the analysis");
        Row forced = Comparison.of(List.of(ResultFile.read(same[0]), ResultFile.read(same[1])), null, Tolerance.DEFAULT,
                false, Estimator.MEAN).against().get(0).rows().get(0);
        assertFalse(forced.change().paired(), "--unpaired");
        assertEquals(unpaired.change().gain().hi(), forced.change().gain().hi(), 1e-12);
        CommandResult text = command("--unpaired", same[0].toString(), same[1].toString());
        assertTrue(text.out().contains("0 of 1 rows paired by round"), text.out());
        assertTrue(command(same[0].toString(), same[1].toString()).out().contains("1 of 1 rows paired by round"));
    }

    @Test
    void roundsThatDoNotMatchTheForksAreNotPaired() throws IOException {
        Path run = dir.resolve("run");
        Path[] f = runDir(run, false);
        assertFalse(compare(Fixtures.inRun(Fixtures.roundsManifest(Map.of("a.json", new int[]{1, 2, 3}, "b.json",
                new int[]{1, 2, 3, 4, 5}), B, "avgt"), f)).against().get(0).rows().get(0).change().paired());
    }

    @Test
    void pairingFollowsTheRecordedRoundsNotTheFileOrder() throws IOException {
        Path run = dir.resolve("run");
        Files.createDirectories(run);
        Path a = Fixtures.write(run, "a.json", Fixtures.run(B, "avgt", "ns/op", null, Fixtures.exact(BASE), null));
        // b's forks are stored in another round order: 3, 1, 2, 5, 4
        Path b = Fixtures.write(run, "b.json", Fixtures.run(B, "avgt", "ns/op", null,
                Fixtures.exact(84, 105, 137, 100, 120), null));
        Row r = compare(Fixtures.inRun(Fixtures.roundsManifest(Map.of("a.json", new int[]{1, 2, 3, 4, 5}, "b.json",
                new int[]{3, 1, 2, 5, 4}), B, "avgt"), a, b)).against().get(0).rows().get(0);
        assertTrue(r.change().paired());
        assertTrue(r.change().significantlyWorse(), "aligned by round, the 5% shows: " + r.change().gain());
    }

    @Test
    void twiceAsSlowWithThreeNoisyForksCannotPassTheGate() {
        Path a = Fixtures.write(dir, "a.json", Fixtures.run(B, "avgt", "ns/op", null, Fixtures.exact(100, 300, 40), null));
        Path b = Fixtures.write(dir, "b.json", Fixtures.run(B, "avgt", "ns/op", null, Fixtures.exact(200, 600, 80), null));
        CommandResult r = command("--fail-on-regression", "10", a.toString(), b.toString());
        assertEquals(ExitCode.UNDETECTABLE, r.code(), r.err());
        assertTrue(r.err().contains("1 row(s) undecided"), r.err());
        assertTrue(r.err().contains("x.Bench.m (avgt) time +100.0% ["), r.err());
        assertTrue(r.out().contains("2.00x slower? "), r.out());
    }

    @Test
    void twiceAsSlowWithQuietForksFailsTheGate() {
        Path a = Fixtures.write(dir, "a.json", Fixtures.run(B, "avgt", "ns/op", null, Fixtures.forks(3, 100), null));
        Path b = Fixtures.write(dir, "b.json", Fixtures.run(B, "avgt", "ns/op", null, Fixtures.forks(3, 200), null));
        CommandResult r = command("--fail-on-regression", "10", a.toString(), b.toString());
        assertEquals(ExitCode.REGRESSION, r.code(), r.err());
    }

    @Test
    void aRegressionInsideThresholdWithEnoughPrecisionPasses() {
        Path a = Fixtures.write(dir, "a.json", Fixtures.run(B, "avgt", "ns/op", null, Fixtures.forks(5, 100), null));
        Path b = Fixtures.write(dir, "b.json", Fixtures.run(B, "avgt", "ns/op", null, Fixtures.forks(5, 103), null));
        CommandResult r = command("--fail-on-regression", "10", a.toString(), b.toString());
        assertEquals(0, r.code(), r.err());
    }

    @Test
    void tinyAllocationChangesAreTheSameAndDoNotFailTheGate() {
        Path a = Fixtures.write(dir, "a.json", Fixtures.run(B, "avgt", "ns/op", Map.of("n", "1"), Fixtures.forks(5, 100),
                Fixtures.exact(65648, 65648, 65648, 65648, 65648)),
                Fixtures.run(B, "avgt", "ns/op", Map.of("n", "2"), Fixtures.forks(5, 100),
                        Fixtures.exact(0.0001, 0.0001, 0.0001, 0.0001, 0.0001)));
        Path b = Fixtures.write(dir, "b.json", Fixtures.run(B, "avgt", "ns/op", Map.of("n", "1"), Fixtures.forks(5, 100),
                Fixtures.exact(65648.148, 65648.148, 65648.148, 65648.148, 65648.148)),
                Fixtures.run(B, "avgt", "ns/op", Map.of("n", "2"), Fixtures.forks(5, 100),
                        Fixtures.exact(0.0003, 0.0003, 0.0003, 0.0003, 0.0003)));
        Comparison c = compare(a, b);
        for (Row r : c.against().get(0).rows()) {
            assertTrue(r.allocChange().significant(), "the test alone would call it");
            assertTrue(r.allocWithinTolerance());
            assertFalse(r.allocationChanged());
        }
        assertEquals(0, command("--fail-on-regression", "5", a.toString(), b.toString()).code());
        // a tolerance of zero makes them count
        CommandResult strict = command("--fail-on-regression", "5", "--alloc-tolerance", "0",
                "--alloc-tolerance-bytes", "0", a.toString(), b.toString());
        assertEquals(ExitCode.REGRESSION, strict.code(), strict.err());
        assertTrue(strict.err().contains("n=2 (avgt) allocation"), strict.err());
    }

    @Test
    void zeroMatchedRowsIsAnErrorNamingTheParam() {
        Path a = Fixtures.write(dir, "a.json", Fixtures.run(B, "avgt", "ns/op", Map.of("input", "media.1", "format", "json"),
                Fixtures.forks(5, 100), null));
        Path b = Fixtures.write(dir, "b.json", Fixtures.run(B, "avgt", "ns/op", Map.of("input", "media.2", "format", "json"),
                Fixtures.forks(5, 100), null));
        CommandResult r = command(a.toString(), b.toString());
        assertEquals(3, r.code());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().contains("param input is media.1 in a.json but media.2 in b.json"), r.err());
        assertFalse(r.err().contains("param format"), r.err());
    }

    @Test
    void aModeTheBaselineAlsoHasIsMissingNotAModeDifference() {
        Path a = Fixtures.write(dir, "a.json", Fixtures.run(B, "avgt", "ns/op", null, Fixtures.forks(5, 100), null),
                Fixtures.run(B, "thrpt", "ops/ns", null, Fixtures.forks(5, 0.01), null));
        Path b = Fixtures.write(dir, "b.json", Fixtures.run(B, "avgt", "ns/op", null, Fixtures.forks(5, 100), null));
        Comparison c = compare(a, b);
        assertEquals(1, c.against().get(0).rows().size());
        assertTrue(c.against().get(0).rows().get(0).compared());
        assertTrue(c.warnings().stream().anyMatch(w -> w.kind() == Warning.Kind.BASELINE_ROWS_MISSING
                        && w.text().contains("1 row(s) of the baseline missing") && w.text().contains("thrpt")),
                c.warnings().toString());
    }

    @Test
    void sampleTimeComparesTheMedianAndTheTail() {
        double[] typical = {150, 151, 149, 150, 152};
        Path a = Fixtures.write(dir, "a.json", Fixtures.sampleRun(B, typical, 980, new double[]{150, 151, 150, 152, 149}, 20));
        Path b = Fixtures.write(dir, "b.json", Fixtures.sampleRun(B, typical, 980, new double[]{2000, 2050, 1990, 2010, 1980}, 20));
        List<Row> rows = compare(a, b).against().get(0).rows();
        assertEquals(List.of("sample", "sample p50", "sample p99"), rows.stream().map(r -> r.key().mode()).toList());
        Row p50 = rows.get(1);
        Row p99 = rows.get(2);
        assertFalse(p50.change().significant(), "the median did not move");
        assertTrue(p99.change().significantlyWorse(), "the tail did");
        assertEquals(150.0 / 2000, p99.change().gain().estimate(), 0.01);
        assertTrue(rows.get(0).change().significantlyWorse(), "the mean moves with the tail here: about +25%");
    }

    @Test
    void theGeomeanHasAnIntervalOverRoundsWhenPaired() throws IOException {
        Path[] same = runDir(dir.resolve("run"), true);
        FileComparison f = compare(same[0], same[1]).against().get(0);
        GeomeanChange g = f.geomean();
        assertNotNull(g);
        assertTrue(g.paired());
        assertEquals(5, g.rounds());
        assertTrue(g.gain().lo() <= g.gain().estimate() && g.gain().estimate() <= g.gain().hi());
        assertFalse(g.inconclusive());
        assertEquals(1, f.pairedRows());
    }

    @Test
    void aAndAGivesAnInconclusiveGeomean() {
        Path a = Fixtures.write(dir, "a.json", Fixtures.run(B, "avgt", "ns/op", Map.of("n", "1"), Fixtures.exact(100, 104, 97, 101, 99), null),
                Fixtures.run(B, "avgt", "ns/op", Map.of("n", "2"), Fixtures.exact(50, 49, 52, 51, 50), null));
        Path b = Fixtures.write(dir, "b.json", Fixtures.run(B, "avgt", "ns/op", Map.of("n", "1"), Fixtures.exact(99, 103, 100, 98, 102), null),
                Fixtures.run(B, "avgt", "ns/op", Map.of("n", "2"), Fixtures.exact(51, 50, 49, 52, 50), null));
        FileComparison f = compare(a, b).against().get(0);
        assertTrue(f.geomean().inconclusive(), f.geomean().toString());
        assertEquals(0, f.better() + f.worse());
    }

    @Test
    void forksThatRanLoadedAreWarnedAbout() throws IOException {
        Path run = dir.resolve("run");
        Path[] f = runDir(run, false);
        String noise = "[{\"load1\":1.2,\"stealPercent\":0,\"loaded\":false},{\"load1\":4.5,\"stealPercent\":0.5,\"loaded\":true},"
                + "{\"load1\":1,\"stealPercent\":0,\"loaded\":false},{\"load1\":1,\"stealPercent\":0,\"loaded\":false},"
                + "{\"load1\":1,\"stealPercent\":0,\"loaded\":false}]";
        String row = "{\"benchmark\":\"" + B + "\",\"mode\":\"avgt\",\"params\":{},\"rounds\":[1,2,3,4,5],\"noise\":" + noise + "}";
        Comparison c = compare(Fixtures.inRun("{\"seed\":1,\"profiles\":[{\"resultFile\":\"a.json\",\"forkRounds\":["
                + row + "]},{\"resultFile\":\"b.json\",\"forkRounds\":[" + row.replace("\"loaded\":true", "\"loaded\":false")
                + "]}]}", f));
        assertTrue(c.against().get(0).rows().get(0).change().paired());
        List<Warning> loaded = c.warnings().stream().filter(w -> w.kind() == Warning.Kind.LOADED_FORKS).toList();
        assertEquals(1, loaded.size(), c.warnings().toString());
        assertEquals("a.json", loaded.get(0).file());
        assertEquals("1 of 5 forks ran on a loaded machine", loaded.get(0).detail());
        assertTrue(loaded.get(0).more().contains("round 2 (load 4.5")
                && loaded.get(0).more().contains("(load average above the cores, or over 5% CPU stolen)"), loaded.toString());

        // forks sampled since the other processes' CPU time decides: the warning says that rule and that share
        String others = noise.replace("\"loaded\":", "\"otherPercent\":0.5,\"loaded\":")
                .replace("\"otherPercent\":0.5,\"loaded\":true", "\"otherPercent\":23.5,\"loaded\":true");
        String rowByOthers = row.replace(noise, others);
        Comparison byOthers = compare(Fixtures.inRun("{\"seed\":1,\"profiles\":[{\"resultFile\":\"a.json\","
                + "\"forkRounds\":[" + rowByOthers + "]},{\"resultFile\":\"b.json\",\"forkRounds\":["
                + rowByOthers.replace("\"loaded\":true", "\"loaded\":false") + "]}]}", f));
        assertTrue(byOthers.warnings().stream().anyMatch(w -> w.kind() == Warning.Kind.LOADED_FORKS
                        && "a.json".equals(w.file()) && w.detail().startsWith("1 of 5 forks")
                        && w.more().contains("(other processes took over 10% of the CPU time, or over 5% was stolen)")
                        && w.more().contains("round 2 (load 4.5, steal 0.5%, other processes 23.5%)")),
                byOthers.warnings().toString());
    }
}
