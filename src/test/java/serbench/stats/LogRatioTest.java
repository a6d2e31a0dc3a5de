package serbench.stats;

import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The one criterion, against values computed independently (Python's statistics module and printed t tables:
 * t(0.975; 4) = 2.7764451, t(0.975; 8) = 2.3060041, t(0.80; 4) = 0.9409646).
 */
class LogRatioTest {

    @Test
    void pairedIntervalMatchesAHandComputation() {
        // per-round log ratios of these pairs: mean and sd by hand (python), t with 4 degrees of freedom
        LogRatio r = LogRatio.paired(new double[]{100, 130, 80, 115, 95}, new double[]{105, 137, 84, 120, 100});
        Interval i = r.ratio(0.95);
        assertEquals(1.0499850673570084, i.estimate(), 1e-12);
        assertEquals(1.0450130759535112, i.lo(), 1e-6);
        assertEquals(1.0549807146353314, i.hi(), 1e-6);
        assertEquals(0.006375432016310301, r.minimumDetectable(0.95), 1e-6);
        assertTrue(r.paired());
        assertEquals(4, r.df(), 0);
    }

    @Test
    void trimmedIntervalMatchesAHandComputation() {
        // 20% of 5 values: one cut from each end; trimmed mean of 0.02, 0.03, 0.04 = 0.03; winsorized values
        // 0.02, 0.02, 0.03, 0.04, 0.04 have variance 0.0001; se^2 = 4 * 0.0001 / (3 * 2); t(0.975; 2) = 4.3026527
        LogRatio r = LogRatio.oneSample(new double[]{0.01, 0.02, 0.03, 0.04, 0.50}, 0.2, true);
        assertEquals(0.03, r.d(), 1e-12);
        assertEquals(Math.sqrt(4 * 0.0001 / 6), r.se(), 1e-12);
        assertEquals(2, r.df(), 0);
        Interval i = r.ratio(0.95);
        assertEquals(Math.exp(0.03 - 4.3026527 * Math.sqrt(4 * 0.0001 / 6)), i.lo(), 1e-6);
        assertEquals(Math.exp(0.03 + 4.3026527 * Math.sqrt(4 * 0.0001 / 6)), i.hi(), 1e-6);
        // the outlier moves the untrimmed mean by 0.092 and widens it eightfold; trimming ignores it
        LogRatio plain = LogRatio.oneSample(new double[]{0.01, 0.02, 0.03, 0.04, 0.50}, 0, true);
        assertEquals(0.12, plain.d(), 1e-12);
        assertTrue(plain.se() > 8 * r.se(), plain.se() + " vs " + r.se());
    }

    @Test
    void belowFiveValuesTrimmingCutsNothingAndIsExactlyStudentsT() {
        double[] a = {100, 130, 80, 115};
        double[] b = {105, 137, 84, 120};
        assertEquals(LogRatio.paired(a, b), new LogRatio(LogRatio.paired(a, b, 0.2).d(), LogRatio.paired(a, b, 0.2).se(),
                LogRatio.paired(a, b, 0.2).df(), true, 4, 4));
        assertEquals(0, LogRatio.cut(4, 0.2));
        assertEquals(1, LogRatio.cut(5, 0.2));
        assertEquals(2, LogRatio.cut(10, 0.2));
    }

    @Test
    void forksNeededFallAsTheSpreadFallsAndTrimmingNeedsMoreForTheSameSpread() {
        double[] a = {100, 130, 80, 115, 95, 101, 99, 120, 90, 110};
        double[] b = {105, 137, 84, 120, 100, 104, 106, 125, 96, 114};
        LogRatio t = LogRatio.paired(a, b, 0);
        int plain = t.forksFor(0.05, 0.95);
        assertTrue(plain >= 2 && plain < LogRatio.MAX_FORKS, String.valueOf(plain));
        // the same se and n, trimmed: fewer values kept per fork, so at least as many forks for the same effect
        LogRatio trimmed = new LogRatio(t.d(), t.se(), t.df(), true, t.n1(), t.n2(), 0.2);
        assertTrue(trimmed.forksFor(0.05, 0.95) >= 2);
        assertEquals(Integer.MAX_VALUE, new LogRatio(0, 1, 4, true, 5, 5, 0.2).forksFor(0.001, 0.95),
                "beyond the bound: no number");
    }

    @Test
    void forksNeededIsABoundedSearchEvenForEffectsOutOfReach() {
        // a gate of 0% or 0.01% used to walk up to 100,000 sample sizes per row; bisection takes a few dozen steps
        LogRatio r = new LogRatio(0.01, 0.05, 5, true, 6, 6, 0.2);
        long start = System.nanoTime();
        for (int i = 0; i < 2000; i++) {
            r.forksFor(0.0001 * (1 + i % 7), 0.95);
            r.forksFor(0, 0.95);
        }
        assertTrue(System.nanoTime() - start < 20_000_000_000L, "2000 rows in under 20 s");
        assertEquals(Integer.MAX_VALUE, r.forksFor(0, 0.95));
    }

    @Test
    void welchIntervalMatchesAHandComputation() {
        // equal spreads and sizes: Welch's degrees of freedom are exactly 2n - 2 = 8
        double[] a = {100, 110, 90, 105, 95};
        double[] b = {120, 132, 108, 126, 114};
        LogRatio r = LogRatio.welch(a, b);
        assertEquals(8, r.df(), 1e-9);
        Interval i = r.ratio(0.95);
        assertEquals(1.2, i.estimate(), 1e-12);
        assertEquals(1.068912600944003, i.lo(), 1e-6);
        assertEquals(1.3471634619409234, i.hi(), 1e-6);
    }

    @Test
    void theSameDataUnpairedIsFarWiderThanPaired() {
        double[] a = {100, 130, 80, 115, 95};
        double[] b = {105, 137, 84, 120, 100};
        Interval paired = LogRatio.paired(a, b).ratio(0.95);
        Interval welch = LogRatio.welch(a, b).ratio(0.95);
        assertTrue(paired.lo() > 1, "paired sees the 5%: " + paired);
        assertTrue(welch.lo() < 1 && welch.hi() > 1, "unpaired cannot: " + welch);
    }

    @Test
    void theEstimateAlwaysLiesInsideItsInterval() {
        Random random = new Random(9);
        for (int trial = 0; trial < 500; trial++) {
            int n = 2 + random.nextInt(19);
            double[] a = new double[n];
            double[] b = new double[n];
            for (int i = 0; i < n; i++) {
                a[i] = 100 * Math.exp(random.nextGaussian() * 0.2);
                // now and then two slow forks out of many, the case that broke the ratio of arithmetic means
                b[i] = (i < 2 && trial % 3 == 0 ? 200 : 100) * Math.exp(random.nextGaussian() * 0.2);
            }
            for (LogRatio r : new LogRatio[]{LogRatio.welch(a, b), LogRatio.paired(a, b)}) {
                Interval i = r.ratio(0.95);
                assertTrue(i.lo() <= i.estimate() && i.estimate() <= i.hi(), i.toString());
                assertEquals(r.p() < 0.05, i.lo() > 1 || i.hi() < 1, "one criterion: p and interval agree " + i);
            }
        }
    }

    @Test
    void forksNeededShrinkTheDetectableEffectToTheTarget() {
        double[] a = {100, 130, 80, 115, 95};
        double[] b = {104, 128, 85, 111, 99};
        LogRatio r = LogRatio.paired(a, b);
        int n = r.forksFor(0.05, 0.95);
        assertTrue(n > 5, "this noise needs more than 5 pairs for 5%: " + n);
        // with n pairs of the same spread the detectable effect is at most 5%, with n - 1 above
        double perPair = r.se() * Math.sqrt(5);
        assertTrue(mde(perPair, n) <= Math.log(1.05) && mde(perPair, n - 1) > Math.log(1.05));
    }

    private static double mde(double sd, int n) {
        var t = new org.apache.commons.math3.distribution.TDistribution(null, n - 1);
        return (t.inverseCumulativeProbability(0.975) + t.inverseCumulativeProbability(0.8)) * sd / Math.sqrt(n);
    }

    @Test
    void noIntervalBelowTwoForksAndZeroSpreadIsExact() {
        assertNull(LogRatio.welch(new double[]{1}, new double[]{2, 3}));
        assertNull(LogRatio.paired(new double[]{1}, new double[]{2}));
        LogRatio exact = LogRatio.welch(new double[]{336, 336, 336}, new double[]{672, 672, 672});
        assertEquals(2, exact.ratio(0.95).lo(), 1e-12);
        assertEquals(0, exact.p(), 0);
    }

    @Test
    void holmAdjustsStepDown() {
        // sorted 0.005, 0.01, 0.03, 0.04 -> 4x, 3x, 2x, 1x, then running maximum: 0.02, 0.03, 0.06, 0.06
        assertArrayEquals(new double[]{0.03, 0.06, 0.06, 0.02},
                Statistics.holm(new double[]{0.01, 0.04, 0.03, 0.005}), 1e-12);
    }
}
