package serbench.hostile;

import org.junit.jupiter.api.Test;
import serbench.cli.CommandResult;
import serbench.cli.args.ExitCode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code calibration} with lists that name nothing: one line, exit 2, never an index error; its tables fit the width. */
class CalibrationArgumentsTest {

    private static final String RUN = "results/20261127-084943-answer/default.json";
    private static final String OTHER = "results/20261127-060414-answer/default.json";

    @Test
    void emptyListsAreOneLineAndExitTwo() {
        for (String[] list : new String[][]{{"--metric", ","}, {"--metric", ",,"}, {"--estimator", ","}}) {
            CommandResult r = CommandResult.run("calibration", list[0], list[1], "--runs", RUN, OTHER);
            assertEquals(ExitCode.BAD_ARGUMENTS, r.code(), String.join(" ", list) + ": " + r.err());
            assertEquals(1, r.err().lines().count(), r.err());
            assertTrue(r.err().contains("--metric") || r.err().contains("--estimator"), r.err());
        }
    }

    /** Every metric by every estimator still fits 100 columns: a table per metric, split again if need be. */
    @Test
    void everyMetricByEveryEstimatorFitsTheTextWidth() {
        CommandResult r = CommandResult.run("calibration", "--metric", "time,cpu,cpu-all,alloc", "--estimator",
                "fastest,trimmed,mean,mode-aware", "--precision", "results/20261126-174834-reference-cpu/default.json",
                "results/20261126-174834-reference-cpu/no-escape-analysis.json");
        assertEquals(0, r.code(), r.err());
        r.out().lines().forEach(l -> assertTrue(l.codePointCount(0, l.length()) <= 100, l.length() + ": " + l));
        assertTrue(r.out().contains("cpu-all fastest") || r.out().contains("cpu-all mode-aware"), r.out());
    }
}
