package serbench.stats;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RandomEffectsTest {

    @Test
    void runsThatAgreePoolToTheirInverseVarianceMeanWithTOnKMinusOneDegrees() {
        double[] y = {Math.log(3.0), Math.log(3.0), Math.log(3.0)};
        double[] se = {0.02, 0.02, 0.04};
        Interval i = RandomEffects.pool(y, se, 0.95);
        assertEquals(3.0, i.estimate(), 1e-12);
        // tau^2 = 0: weights 2500, 2500, 625; se = sqrt(1/5625) = 1/75; t(0.975, 2) = 4.3027
        double half = Statistics.tQuantile(0.95, 2) / 75;
        assertEquals(3.0 * Math.exp(-half), i.lo(), 1e-9);
        assertEquals(3.0 * Math.exp(half), i.hi(), 1e-9);
    }

    /** Runs further apart than their own errors allow: the between-run variance widens the interval. */
    @Test
    void runsThatDisagreeWidenThePooledInterval() {
        double[] se = {0.02, 0.02, 0.02};
        Interval agree = RandomEffects.pool(new double[]{Math.log(3), Math.log(3), Math.log(3)}, se, 0.95);
        Interval disagree = RandomEffects.pool(new double[]{Math.log(2), Math.log(3), Math.log(4)}, se, 0.95);
        assertEquals(3.0, Math.exp((Math.log(2) + Math.log(3) + Math.log(4)) / 3), 0.2);
        assertEquals(Math.cbrt(24), disagree.estimate(), 1e-9, "equal errors: the geometric mean");
        assertTrue(disagree.hi() / disagree.lo() > 5 * (agree.hi() / agree.lo() - 1) + 1,
                "between-run spread dominates: " + disagree + " vs " + agree);
        assertTrue(disagree.lo() < 2 && disagree.hi() > 4, disagree.toString());
    }

    @Test
    void fewerThanThreeRunsAreNotPooled() {
        assertNull(RandomEffects.pool(new double[]{0.1, 0.2}, new double[]{0.01, 0.01}, 0.95));
        assertThrows(IllegalArgumentException.class,
                () -> RandomEffects.pool(new double[]{0.1, 0.2, 0.3}, new double[]{0.01, 0.01}, 0.95));
    }
}
