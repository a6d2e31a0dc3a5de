package serbench.stats;

import serbench.results.Fork;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class StatisticsTest {

    @Test
    void mannWhitneyExactForFullySeparatedSmallSamples() {
        assertEquals(0.1, Statistics.mannWhitneyP(new double[]{1, 2, 3}, new double[]{4, 5, 6}), 1e-12);
        assertEquals(2.0 / 70, Statistics.mannWhitneyP(new double[]{1, 2, 3, 4}, new double[]{5, 6, 7, 8}), 1e-12);
        double p55 = Statistics.mannWhitneyP(new double[]{5, 4, 3, 2, 1}, new double[]{10, 9, 8, 7, 6});
        assertEquals(2.0 / 252, p55, 1e-12);
        assertEquals(0.00794, p55, 1e-5);
    }

    @Test
    void mannWhitneyIsSymmetricAndOneForIdenticalSamples() {
        double[] a = {1.0, 2.5, 3.1, 4.7};
        double[] b = {1.2, 2.0, 5.3, 0.4, 3.3};
        assertEquals(Statistics.mannWhitneyP(a, b), Statistics.mannWhitneyP(b, a), 1e-12);
        assertEquals(1.0, Statistics.mannWhitneyP(new double[]{7, 7, 7}, new double[]{7, 7, 7}), 1e-12);
    }

    @Test
    void mannWhitneyOneOverlapAndTies() {
        // 3 vs 3, one swap: U = 1; P(U <= 1) = 2/20, two-sided 0.2.
        assertEquals(0.2, Statistics.mannWhitneyP(new double[]{1, 2, 4}, new double[]{3, 5, 6}), 1e-12);
        // ties get mid-ranks: [1, 2, 2] vs [2, 3, 4]; doubled ranks 2,6,6 | 6,10,12 -> exact permutation count.
        double p = Statistics.mannWhitneyP(new double[]{1, 2, 2}, new double[]{2, 3, 4});
        assertTrue(p > 0.1 && p < 0.5, "p=" + p);
    }

    @Test
    void minimumPExplainsWhenForksAreTooFew() {
        assertEquals(0.1, Statistics.minimumP(3, 3), 1e-12);
        assertEquals(2.0 / 70, Statistics.minimumP(4, 4), 1e-12);
        assertEquals(2.0 / 252, Statistics.minimumP(5, 5), 1e-12);
        assertEquals(1.0, Statistics.minimumP(1, 1), 1e-12);
    }

    @Test
    void midRanksAreDoubledToStayIntegers() {
        assertArrayEquals(new int[]{2, 5, 5, 8}, Statistics.doubledMidRanks(new double[]{1, 2, 2, 3}));
    }

    @Test
    void meanIntervalIsStudentT() {
        Interval i = Statistics.meanInterval(new double[]{9, 10, 11, 10, 10}, 0.95);
        // sd = sqrt(0.5), t(0.975, 4) = 2.7764
        assertEquals(10, i.estimate(), 1e-12);
        assertEquals(2.7764 * Math.sqrt(0.5 / 5), i.hi() - 10, 1e-3);
        assertFalse(Statistics.meanInterval(new double[]{10}, 0.95).hasBounds());
    }

    @Test
    void ratioIntervalBracketsTheRatio() {
        Interval r = Statistics.ratioInterval(new double[]{100, 101, 99, 100.5, 99.5},
                new double[]{110, 111, 109, 110.5, 109.5}, 0.95);
        assertEquals(1.1, r.estimate(), 1e-9);
        assertTrue(r.lo() < 1.1 && r.hi() > 1.1 && r.lo() > 1.08 && r.hi() < 1.12, r.toString());
        assertFalse(Statistics.ratioInterval(new double[]{0, 1}, new double[]{1, 2}, 0.95).hasBounds());
    }

    @Test
    void geomean() {
        assertEquals(2, Statistics.geomean(new double[]{1, 4}), 1e-12);
        assertTrue(Double.isNaN(Statistics.geomean(new double[0])));
    }

    @Test
    void bimodalForksAreFlaggedAndOrdinaryOnesNot() {
        // five forks, each with iterations m - 0.2 and m + 0.2: within-fork variance 0.08
        double[] within = {0.08, 0.08, 0.08, 0.08, 0.08};
        assertTrue(Bimodality.isBimodal(new double[]{100, 101, 130, 131, 100.5}, within));
        assertFalse(Bimodality.isBimodal(new double[]{100, 101, 102, 103, 100.5}, within));
        assertEquals(0.08, new Fork(100, new double[]{99.8, 100.2}).withinVariance(), 1e-9);
    }

    @Test
    void binomialUpperBoundIsClopperPearson() {
        // k = 0: 1 - (1 - c)^(1/n); k = n - 1: c^(1/n) (the beta quantile in closed form)
        assertEquals(1 - Math.pow(0.05, 1.0 / 96), Statistics.binomialUpper(0, 96, 0.95), 1e-9);
        assertEquals(Math.pow(0.95, 1.0 / 10), Statistics.binomialUpper(9, 10, 0.95), 1e-9);
        assertEquals(1, Statistics.binomialUpper(10, 10, 0.95));
        assertTrue(Double.isNaN(Statistics.binomialUpper(0, 0, 0.95)));
        assertTrue(Statistics.binomialUpper(5, 96, 0.95) > 5 / 96.0);
    }
}
