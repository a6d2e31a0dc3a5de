package serbench.compare;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.cli.CommandResult;
import serbench.cli.args.ExitCode;
import serbench.results.Fixtures;
import serbench.results.ResultFile;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code --fail-on-regression PCT} on crafted files: it passes only when every row's 95% interval of its slowdown
 * ends within PCT, fails when one lies wholly beyond, and otherwise (an interval across PCT, none, or a row not
 * compared) exits {@value ExitCode#UNDETECTABLE} naming the rows.
 */
class GateTest {

    private static final String B = "x.Bench.m";

    @TempDir
    Path dir;

    /** Fork means with a spread of about 1%, so that a change has a narrow interval. */
    private static final double[] QUIET = {100, 101, 99, 100.5, 99.5};

    private static double[][] scaled(double k) {
        double[] v = new double[QUIET.length];
        for (int i = 0; i < v.length; i++) {
            v[i] = QUIET[i] * k;
        }
        return Fixtures.exact(v);
    }

    /** Fork means with a spread of about 0.1%. */
    private static double[][] tight(double k) {
        return Fixtures.exact(100 * k, 100.1 * k, 99.9 * k, 100.05 * k, 99.95 * k);
    }

    private static ObjectNode run(String unit, double[][] raw) {
        return Fixtures.run(B, "avgt", unit, null, raw, null);
    }

    private CommandResult gate(String pct, ObjectNode base, ObjectNode other) {
        Path a = Fixtures.write(dir, "a.json", base);
        Path b = Fixtures.write(dir, "b.json", other);
        return CommandResult.run("compare", "--wide", "--fail-on-regression", pct, a.toString(), b.toString());
    }

    @Test
    void unitsAreConvertedBeforeComparing() {
        // twice as slow, the new file written in microseconds
        CommandResult r = gate("10", run("ns/op", scaled(1)), run("us/op", scaled(0.002)));
        assertEquals(ExitCode.REGRESSION, r.code(), r.err());
        assertTrue(r.out().contains("2.00x slower "), r.out());
        assertTrue(r.out().contains("b.json: scores converted from us/op to ns/op"), r.out());
        // the same in seconds and in throughput per millisecond vs per second
        assertEquals(ExitCode.REGRESSION, gate("10", run("ns/op", scaled(1)), run("s/op", scaled(2e-9))).code());
        CommandResult same = gate("10", run("ops/s", scaled(1e6)), run("ops/ms", scaled(1e3)));
        assertEquals(0, same.code(), same.err());
    }

    @Test
    void unitsOfDifferentKindsAreNotComparedAndTheGateCannotPass() {
        CommandResult r = gate("10", run("ops/s", scaled(1)), run("ns/op", scaled(1)));
        assertEquals(ExitCode.UNDETECTABLE, r.code(), r.err());
        assertTrue(r.err().contains("1 row(s) not compared"), r.err());
        assertTrue(r.err().contains("b.json: x.Bench.m (avgt): units of different kinds: ops/s in a.json, ns/op in b.json"),
                r.err());
    }

    @Test
    void aRowMissingFromTheNewFileCannotPass() {
        Path a = Fixtures.write(dir, "a.json", Fixtures.run(B, "avgt", "ns/op", Map.of("n", "1"), scaled(1), null),
                Fixtures.run(B, "avgt", "ns/op", Map.of("n", "2"), scaled(1), null));
        Path b = Fixtures.write(dir, "b.json", Fixtures.run(B, "avgt", "ns/op", Map.of("n", "1"), scaled(1), null),
                Fixtures.run(B, "avgt", "ns/op", Map.of("n", "3"), scaled(1), null));
        CommandResult r = CommandResult.run("compare", "--fail-on-regression", "10", a.toString(), b.toString());
        assertEquals(ExitCode.UNDETECTABLE, r.code(), r.err());
        assertTrue(r.err().contains("b.json: x.Bench.m n=2 (avgt): missing in b.json"), r.err());
        assertTrue(r.err().contains("b.json: x.Bench.m n=3 (avgt): not in the baseline a.json"), r.err());
    }

    @Test
    void aRowWhoseModeChangedCannotPass() {
        CommandResult r = gate("10", run("ns/op", scaled(1)),
                Fixtures.run(B, "thrpt", "ops/ns", null, scaled(0.01), null));
        assertEquals(ExitCode.UNDETECTABLE, r.code(), r.err());
        assertTrue(r.err().contains("x.Bench.m (avgt): mode differs: avgt in a.json, thrpt in b.json"), r.err());
    }

    @Test
    void zeroNegativeOrNonFiniteScoresCannotPass() {
        CommandResult zero = gate("10", run("ns/op", scaled(1)), run("ns/op", Fixtures.exact(0, 0, 0, 0, 0)));
        assertEquals(ExitCode.UNDETECTABLE, zero.code(), zero.err());
        assertTrue(zero.err().contains("every score is zero ns/op"), zero.err());
        CommandResult negative = gate("10", run("ns/op", scaled(1)), run("ns/op", scaled(-1)));
        assertEquals(ExitCode.UNDETECTABLE, negative.code(), negative.err());
        assertTrue(negative.err().contains("scores of zero or below"), negative.err());
        String nan = Fixtures.resource("nan-strings.json").toString();
        CommandResult nonFinite = CommandResult.run("compare", "--fail-on-regression", "10", nan, nan);
        assertEquals(ExitCode.UNDETECTABLE, nonFinite.code(), nonFinite.err());
        assertTrue(nonFinite.err().contains("no finite values in nan-strings.json"), nonFinite.err());
    }

    @Test
    void aRegressionBeyondTheThresholdByLessThanTheMdeFails() {
        // 12% slower, the interval narrow (about ±1%): wholly beyond 10%
        CommandResult r = gate("10", run("ns/op", scaled(1)), run("ns/op", scaled(1.12)));
        assertEquals(ExitCode.REGRESSION, r.code(), r.err());
        assertTrue(r.err().contains("x.Bench.m (avgt) time +12.0% ["), r.err());
    }

    @Test
    void anIntervalAcrossTheThresholdIsUndecided() {
        Comparison c = Comparison.of(List.of(ResultFile.read(Fixtures.write(dir, "a.json", run("ns/op", scaled(1)))),
                ResultFile.read(Fixtures.write(dir, "b.json", run("ns/op", scaled(1.10))))), null);
        Gate g = c.gate(10);
        assertEquals(Gate.Verdict.UNDECIDED, g.verdict());
        assertEquals(1, g.undecided().size());
        assertTrue(g.undecided().get(0).slowdown().lo() < 1.1 && g.undecided().get(0).slowdown().hi() > 1.1);
        assertEquals(Gate.Verdict.PASS, c.gate(15).verdict(), "the worse end lies within 15%");
        assertEquals(Gate.Verdict.REGRESSION, c.gate(5).verdict());
    }

    @Test
    void timeAndAllocationShareOneThreshold() {
        // +5.2% time and +5.2% bytes, both with narrow intervals: both beyond a 5% gate
        double[][] bytes = Fixtures.exact(1000, 1000, 1000, 1000, 1000);
        double[][] more = Fixtures.exact(1052, 1052, 1052, 1052, 1052);
        CommandResult time = gate("5", run("ns/op", tight(1)), run("ns/op", tight(1.052)));
        assertEquals(ExitCode.REGRESSION, time.code(), time.err());
        CommandResult alloc = gate("5", Fixtures.run(B, "avgt", "ns/op", null, scaled(1), bytes),
                Fixtures.run(B, "avgt", "ns/op", null, scaled(1), more));
        assertEquals(ExitCode.REGRESSION, alloc.code(), alloc.err());
        assertTrue(alloc.err().contains("x.Bench.m (avgt) allocation +5.2% [+5.2%, +5.2%]"), alloc.err());
        // and both within a 6% gate
        assertEquals(0, gate("6", run("ns/op", tight(1)), run("ns/op", tight(1.052))).code());
        assertEquals(0, gate("6", Fixtures.run(B, "avgt", "ns/op", null, scaled(1), bytes),
                Fixtures.run(B, "avgt", "ns/op", null, scaled(1), more)).code());
    }

    @Test
    void helpStatesTheThreshold() {
        CommandResult r = CommandResult.run("compare", "--help");
        assertTrue(r.out().replaceAll("\\s+", " ").contains("1 + PCT/100, the same for time and allocation"), r.out());
    }
}
