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

    /**
     * The placebo test of the first-iteration rule on committed runs: on the quiet host nothing; on the noisy host,
     * a run whose first position trips the rule no more often than the later ones (noise, no warm-up), and one
     * whose first position clearly does (warm-up left).
     */
    @Test
    void steadinessTellsWarmUpFromNoiseOnCommittedRuns() {
        CommandResult r = CommandResult.run("calibration", "--steadiness",
                "results/20261127-084943-answer/default.json", "--steadiness", "results/20261126-062851-binding/default.json",
                "--steadiness", "results/20261125-234523-full-default/default.json");
        assertEquals(0, r.code(), r.err());
        java.util.List<String> rows = r.out().lines().filter(l -> l.contains(" x 3 ")).toList();
        assertEquals(3, rows.size(), r.out());
        // the warm-up column: its interval's ends, in percent
        java.util.List<double[]> warmup = rows.stream().map(l -> {
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\[(-?[0-9.]+)%, (-?[0-9.]+)%]").matcher(l);
            assertTrue(m.find(), l);
            return new double[]{Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2))};
        }).toList();
        assertTrue(warmup.get(0)[0] < 0 && warmup.get(0)[1] < 5, "quiet host: " + rows.get(0));
        assertTrue(warmup.get(1)[0] < 0 && warmup.get(1)[1] > 0, "noise, no warm-up: " + rows.get(1));
        assertTrue(warmup.get(2)[0] > 20, "warm-up left: " + rows.get(2));
        assertTrue(r.out().contains("on AMD EPYC") && r.out().contains("on Intel(R) Xeon(R)"), r.out());
    }
}
