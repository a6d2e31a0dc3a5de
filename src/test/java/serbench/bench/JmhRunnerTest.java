package serbench.bench;

import org.junit.jupiter.api.Test;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

import java.util.Collection;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Runs every benchmark of the suite through JMH's own runner, with the smallest configuration (in this JVM, one
 * short iteration): the annotations, states and setups work as JMH drives them, and each yields a real score.
 */
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
        // Each benchmark class: its methods times its default parameter combinations.
        int expected = 3 * 2 + 9 + 9 * 3 + 9 + 2 * 6 + 2 * 3 + 4 * 5  // create, ser, deser, round trip, API variants
                + 4 * 4 + 4                                            // gateway, gateway over HTTP
                + 8 * 2 + 6                                            // sparse access, conversion
                + 2 * 3                                                // cold start
                + 2 * 2                                                // counters
                + 2;                                                   // calibration
        assertEquals(expected, results.size());
        for (RunResult r : results) {
            double score = r.getPrimaryResult().getScore();
            assertTrue(score > 0 && Double.isFinite(score), r.getParams().getBenchmark() + " scored " + score);
        }
    }
}
