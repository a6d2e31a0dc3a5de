package serbench.cli;

import serbench.results.Fixtures;
import serbench.results.Measure;
import serbench.cli.args.ExitCode;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code --metric} on the commands that compare: the same two files whose wall time is unchanged and whose CPU time
 * per operation is 30% higher (as when a profile's change moves work off the waits) give "inconclusive" on time and
 * "slower" on CPU time, the gate follows the chosen metric, every output names it, and a file that never recorded
 * the metric is refused in one line that says how to record it.
 */
class MetricOptionTest {

    @TempDir
    Path dir;

    private static ObjectNode row(String format, double time, double cpu, boolean withCpu) {
        ObjectNode r = Fixtures.run("b.SerializeBench.serialize", "avgt", "ns/op",
                Map.of("format", format, "model", "mediacontent"), Fixtures.forks(6, time), Fixtures.forks(6, 800));
        if (withCpu) {
            ((ObjectNode) r.get("secondaryMetrics")).set("\u00b7" + Measure.CPU.result(), Fixtures.run("x", "avgt",
                    "ns/op", null, Fixtures.forks(6, cpu), null).get("primaryMetric"));
        }
        return r;
    }

    private Path[] files(boolean withCpu) {
        return new Path[]{
                Fixtures.write(dir, "base.json", row("protobuf", 1000, 900, withCpu), row("json", 3000, 2900, withCpu)),
                Fixtures.write(dir, "new.json", row("protobuf", 1000, 1170, withCpu), row("json", 3000, 3770, withCpu))};
    }

    @Test
    void compareAndItsGateFollowTheMetric() {
        Path[] f = files(true);
        CommandResult time = CommandResult.run("compare", f[0].toString(), f[1].toString());
        assertEquals(0, time.code(), time.err());
        assertTrue(time.out().contains("metric: wall time per operation"), time.out());
        assertTrue(time.out().matches("(?s).*[0-9]x (slower|faster)\\?.*")
                && !time.out().matches("(?s).*[0-9]x (slower|faster) .*"), "nothing decided: " + time.out());

        CommandResult cpu = CommandResult.run("compare", "--metric", "cpu", f[0].toString(), f[1].toString());
        assertEquals(0, cpu.code(), cpu.err());
        assertTrue(cpu.out().contains("metric: CPU time per operation of the benchmark threads"), cpu.out());
        assertTrue(cpu.out().contains("new.json vs base.json: CPU time ("), cpu.out());
        assertTrue(cpu.out().contains("1.30x slower "), cpu.out());

        assertEquals(0, CommandResult.run("compare", "--fail-on-regression", "5", f[0].toString(), f[1].toString())
                .code(), "no wall-time regression");
        assertEquals(ExitCode.REGRESSION, CommandResult.run("compare", "--metric", "cpu", "--fail-on-regression", "5",
                f[0].toString(), f[1].toString()).code(), "a 30% CPU-time regression");

        CommandResult json = CommandResult.run("compare", "--metric", "cpu", "--format", "json", f[0].toString(),
                f[1].toString());
        assertTrue(json.out().contains("\"metric\" : \"cpu\""), json.out());
        CommandResult csv = CommandResult.run("compare", "--metric", "cpu-all", "--format", "csv", f[0].toString(),
                f[1].toString());
        assertEquals(3, csv.code(), "no cpu.process.norm in these files: " + csv.out() + csv.err());
    }

    @Test
    void answerNamesTheMetric() {
        Path[] f = files(true);
        CommandResult cpu = CommandResult.run("answer", "--metric", "cpu", f[1].toString());
        assertEquals(0, cpu.code(), cpu.err());
        assertTrue(cpu.out().contains("cpu/op") && cpu.out().contains("CPU time per operation"), cpu.out());
        CommandResult time = CommandResult.run("answer", f[1].toString());
        assertTrue(time.out().contains("time/op") && !time.out().contains("cpu/op"), time.out());
        assertTrue(CommandResult.run("answer", "--metric", "cpu", "--format", "json", f[1].toString()).out()
                .contains("\"metric\" : \"cpu\""));
    }

    @Test
    void aFileWithoutTheMetricIsRefusedInOneLine() {
        Path[] f = files(false);
        CommandResult r = CommandResult.run("compare", "--metric", "cpu", f[0].toString(), f[1].toString());
        assertEquals(3, r.code());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().contains("has no cpu.time.norm results") && r.err().contains("or compare time"), r.err());
    }

    @Test
    void anUnknownMetricIsAUsageError() {
        for (String command : new String[]{"compare", "answer", "claims"}) {
            CommandResult r = CommandResult.run(command, "--metric", "cycles", "x.json", "y.json");
            assertEquals(2, r.code(), command + ": " + r.err());
            assertTrue(r.err().contains("--metric 'cycles': use one of time, cpu, cpu-all, alloc (see " + command
                    + " --help)"), r.err());
            assertFalse(r.err().contains("\tat "), r.err());
        }
    }
}
