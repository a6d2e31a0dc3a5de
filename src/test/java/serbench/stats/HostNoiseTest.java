package serbench.stats;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The host's noise figure on constructed pairs: its value, its kind, and the precision it projects. */
class HostNoiseTest {

    /** A paired row of {@code rounds} rounds whose per-round log ratio has SD {@code sd} (a: 100, b: 100·e^noise). */
    private static double[][] pairs(Random random, int rounds, double sd) {
        double[][] p = new double[3][rounds];
        for (int i = 0; i < rounds; i++) {
            p[0][i] = i + 1;
            p[1][i] = 100;
            p[2][i] = 200 * Math.exp(sd * random.nextGaussian());
        }
        return p;
    }

    @Test
    void theFigureIsTheMedianOverRowsOfThePerRoundLogRatioSd() {
        double[][] a = {{1, 2, 3}, {100, 100, 100}, {100, 200, 400}};   // log ratios 0, log 2, log 4: SD log 2
        double[][] b = {{1, 2, 3}, {100, 100, 100}, {100, 100, 100}};   // SD 0
        double[][] c = {{1, 2, 3}, {100, 100, 100}, {100, 110, 121}};   // SD log 1.1
        HostNoise noise = HostNoise.of(Arrays.asList(a, b, c));
        assertEquals(Math.log(1.1), noise.sd(), 1e-12);
        assertEquals(3, noise.rows());
        assertEquals(3, noise.rounds());
    }

    @Test
    void rowsNotPairedOverEnoughRoundsDoNotCount() {
        double[][] twoRounds = {{1, 2}, {100, 100}, {100, 300}};
        assertNull(HostNoise.of(Arrays.asList(null, twoRounds)), "no row with 3 rounds: no figure");
        double[][] three = {{1, 2, 3}, {100, 100, 100}, {100, 110, 121}};
        assertEquals(1, HostNoise.of(Arrays.asList(null, twoRounds, three)).rows());
    }

    @Test
    void theWithinForkFigureIsTheMedianOverForksOfTheLogIterationSd() {
        double e = Math.E;
        double[] steady = {100, 100, 100};                    // SD 0
        double[] oneSlow = {100, 100 * e, 100};               // logs 0, 1, 0: SD sqrt(1/3)
        double[] twoSlow = {100 * e, 100 * e, 100};           // the same spread
        assertEquals(Math.sqrt(1.0 / 3), HostNoise.iterationSd(List.of(steady, oneSlow, twoSlow)), 1e-12);
        assertEquals(0, HostNoise.iterationSd(List.of(steady, steady, oneSlow)), 1e-12);
        assertTrue(Double.isNaN(HostNoise.iterationSd(List.of(new double[]{100}, new double[]{100, -1}))),
                "single-iteration forks and non-positive values give no figure");
    }

    @Test
    void theKindFollowsTheThresholds() {
        assertEquals(HostNoise.Kind.QUIET, new HostNoise(0.025, 16, 9).kind());
        assertEquals(HostNoise.Kind.MODERATE, new HostNoise(0.05, 16, 9).kind());
        assertEquals(HostNoise.Kind.NOISY, new HostNoise(0.10, 16, 9).kind());
        assertEquals(HostNoise.Kind.NOISY, new HostNoise(0.167, 16, 9).kind());
    }

    @Test
    void thePrecisionIsStudentsIntervalOfTheMeanLogRatio() {
        HostNoise quiet = new HostNoise(0.025, 16, 9);
        // t(0.975, 8) = 2.306: exp(2.306 * 0.025 / 3) - 1
        assertEquals((Math.exp(2.306 * 0.025 / 3) - 1) * 100, quiet.halfWidthPercent(9), 0.01);
        HostNoise noisy = new HostNoise(0.167, 16, 9);
        int rounds = noisy.roundsFor(5);
        assertTrue(noisy.halfWidthPercent(rounds) <= 5 && noisy.halfWidthPercent(rounds - 1) > 5, "rounds " + rounds);
        assertTrue(rounds > 40 && rounds < 60, "at 0.167 about 47 rounds give ±5%: " + rounds);
        assertTrue(quiet.roundsFor(5) <= 4, "a quiet host has ±5% in 4 rounds");
    }

    @Test
    void simulatedRowsRecoverTheirNoiseAndItsPrecisionHoldsItsCoverage() {
        Random random = new Random(17);
        List<double[][]> rows = new ArrayList<>();
        for (int r = 0; r < 41; r++) {
            rows.add(pairs(random, 9, 0.15));
        }
        HostNoise noise = HostNoise.of(rows);
        assertEquals(0.15, noise.sd(), 0.02);
        assertTrue(noise.line("AMD EPYC (2 cores)").startsWith("AMD EPYC (2 cores), noisy (per-round SD of paired"
                + " log ratios 0.1"), noise.line("AMD EPYC (2 cores)"));
        // the projected half-width is the interval a row of that noise gets: about 95% of rows' estimates of the
        // true log ratio (log 2) fall within it
        double half = Math.log(1 + noise.halfWidthPercent(9) / 100);
        long within = rows.stream().filter(p -> {
            double mean = 0;
            for (int i = 0; i < 9; i++) {
                mean += Math.log(p[2][i] / p[1][i]) / 9;
            }
            return Math.abs(mean - Math.log(2)) <= half;
        }).count();
        assertTrue(within >= 36, within + " of 41");
    }
}
