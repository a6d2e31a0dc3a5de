package serbench.bench;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.VerboseMode;
import serbench.format.Format;
import serbench.format.Formats;

import java.util.Collection;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Runs every benchmark of the suite through JMH's own runner, with the smallest configuration (in this JVM, one
 * short iteration): the annotations, states and setups work as JMH drives them, and each yields a real score.
 */
@Tag("jmh-forks") // runs JMH forks, which inherit the test JVM's flags: see pom.xml
class JmhRunnerTest {

    @Test
    void everyBenchmarkRunsThroughJmh() throws Exception {
        Options options = new OptionsBuilder()
                .include("serbench\\.bench\\.")
                .forks(0)
                .warmupIterations(0)
                .measurementIterations(1)
                .measurementTime(TimeValue.milliseconds(10))
                .shouldFailOnError(true)
                .verbosity(VerboseMode.SILENT)
                .build();
        Collection<RunResult> results = new Runner(options).run();
        assertEquals(defaultCombinations(), results.size(), "every benchmark x default parameter combination ran");
        assertScored(results);
    }

    /**
     * Every format of the registry, selected with {@code -p format=}, runs in each benchmark that takes any format
     * (the defaults list only the three main ones, to keep the full run short): a format a benchmark's setup does
     * not accept fails here.
     */
    @Test
    void everyFormatOfTheRegistryRunsWhenSelected() throws Exception {
        String[] formats = Formats.all().stream().map(Format::name).toArray(String[]::new);
        Options options = new OptionsBuilder()
                .include("serbench\\.bench\\.(SerializeBench|DeserializeBench\\.readAll|RoundTripBench|ColdStartBench)")
                .param("format", formats)
                .param("model", "mediacontent")
                .forks(0)
                .warmupIterations(0)
                .measurementIterations(1)
                .measurementTime(TimeValue.milliseconds(10))
                .shouldFailOnError(true)
                .verbosity(VerboseMode.SILENT)
                .build();
        Collection<RunResult> results = new Runner(options).run();
        assertEquals(4 * formats.length, results.size());
        assertScored(results);
    }

    /** Every default format parameter of every benchmark names a format of the registry. */
    @Test
    void defaultFormatParametersAreRegistryNames() {
        int checked = 0;
        for (BenchmarkListEntry e : suiteBenchmarks()) {
            String[] formats = e.getParams().orElse(Map.of()).get("format");
            if (formats != null) {
                for (String f : formats) {
                    assertEquals(f, Formats.byName(f).name(), e.getUsername());
                    checked++;
                }
            }
        }
        assertTrue(checked > 0, "no benchmark has a format parameter");
    }

    /** What JMH's runner produces by default: for each benchmark method, the product of its parameter lists. */
    static int defaultCombinations() {
        int n = 0;
        for (BenchmarkListEntry e : suiteBenchmarks()) {
            int combinations = 1;
            for (String[] values : e.getParams().orElse(Map.of()).values()) {
                combinations *= values.length;
            }
            n += combinations;
        }
        return n;
    }

    static List<BenchmarkListEntry> suiteBenchmarks() {
        return BenchmarkList.defaultList()
                .getAll(OutputFormatFactory.createFormatInstance(System.out, VerboseMode.SILENT), List.of()).stream()
                .filter(e -> e.getUsername().startsWith("serbench.bench."))
                .toList();
    }

    private static void assertScored(Collection<RunResult> results) {
        for (RunResult r : results) {
            double score = r.getPrimaryResult().getScore();
            assertTrue(score > 0 && Double.isFinite(score), r.getParams().getBenchmark() + " scored " + score);
        }
    }
}
