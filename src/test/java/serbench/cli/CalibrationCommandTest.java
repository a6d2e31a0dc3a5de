package serbench.cli;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code calibration} on the committed A/A and calibration runs: what it counts is what the files hold, and a
 * mistake in its arguments is one line and exit 2.
 */
class CalibrationCommandTest {

    private static final String AA = "results/20261122-224020-aa-quiet/";
    private static final String KNOWN = "results/20261122-223423-calibration/";

    @Test
    void countsTheAaRowsAndChecksKnownEffectsForEveryEstimator() {
        CommandResult r = CommandResult.run("calibration", "--effect-rows", "CalibrationBench",
                "--aa", AA + "a.json", AA + "b.json",
                "--known", KNOWN + "base.json", KNOWN + "plus10.json", "1.10",
                "--precision", AA + "a.json", AA + "b.json");
        assertEquals(0, r.code(), r.err());
        String all = r.out().lines().filter(l -> l.startsWith("  all pairs")).findFirst().orElseThrow();
        // the quiet A/A run has 16 rows a side; every estimator compares all of them
        assertTrue(all.matches("  all pairs( +\\d+ of 16 \\([^)]*\\)){3}"), all);
        assertTrue(r.out().contains("fastest: fastest iteration per fork"), r.out());
        assertTrue(r.out().contains("mean: mean of each fork's iterations"), r.out());
        // two CalibrationBench rows carry the known effect, each with an interval per estimator
        assertEquals(2, r.out().lines().filter(l -> l.contains("CalibrationBench.spin steps=")).count(), r.out());
        assertTrue(r.out().contains("a vs b (16 rows; host: AMD EPYC (2 cores), "), r.out());
    }

    @Test
    void wrongArgumentsAreOneLineAndExitTwo() {
        for (String[] args : new String[][]{{"calibration"}, {"calibration", "--aa", AA + "a.json"},
                {"calibration", "--known", KNOWN + "base.json", KNOWN + "plus5.json", "-1"},
                {"calibration", "--known", KNOWN + "base.json", KNOWN + "plus5.json"},
                {"calibration", "--effect-rows", "(", "--aa", AA + "a.json", AA + "b.json"},
                {"calibration", "--bogus"}}) {
            CommandResult r = CommandResult.run(args);
            assertEquals(2, r.code(), String.join(" ", args) + ": " + r.err());
            assertEquals(1, r.err().lines().count(), r.err());
            assertTrue(r.err().contains("calibration --help"), r.err());
        }
        assertEquals(0, CommandResult.run("calibration", "--help").code());
    }
}
