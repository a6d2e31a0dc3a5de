package serbench.stats;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The steady-state rule on crafted forks: a first measured iteration over 10% slower than the others' median. */
class SteadinessTest {

    private static final boolean TIME = false;
    private static final boolean THROUGHPUT = true;

    @Test
    void aFallingTimeIsUnsettled() {
        assertTrue(Steadiness.unsettled(new double[]{130, 101, 100, 99, 100}, TIME));
    }

    @Test
    void aFlatTimeIsSettled() {
        assertFalse(Steadiness.unsettled(new double[]{100, 101, 99, 100}, TIME));
    }

    @Test
    void noisyIterationsWhoseFirstIsNotFarAboveTheOthersMedianAreSettled() {
        // the others' median is 102.5: the first is below it, though iterations reach 120
        assertFalse(Steadiness.unsettled(new double[]{100, 120, 85, 110, 95}, TIME));
    }

    @Test
    void aFasterFirstIterationIsNotFlagged() {
        assertFalse(Steadiness.unsettled(new double[]{70, 100, 101, 99}, TIME));
        assertFalse(Steadiness.unsettled(new double[]{130, 100, 101, 99}, THROUGHPUT));
    }

    @Test
    void fewerThanThreeIterationsAreNeverFlagged() {
        assertFalse(Steadiness.unsettled(new double[]{200, 100}, TIME));
        assertFalse(Steadiness.unsettled(new double[]{200}, TIME));
        assertFalse(Steadiness.unsettled(new double[0], TIME));
    }

    @Test
    void aThroughputIsSlowerWhenItsFirstIterationIsLower() {
        assertTrue(Steadiness.unsettled(new double[]{80, 100, 101, 99}, THROUGHPUT));
        assertFalse(Steadiness.unsettled(new double[]{80, 100, 101, 99}, TIME), "a lower time is faster");
    }

    @Test
    void theThresholdIsTenPercentSlowerAsARatioOfTimes() {
        assertFalse(Steadiness.unsettled(new double[]{109, 100, 100}, TIME));
        assertTrue(Steadiness.unsettled(new double[]{111, 100, 100}, TIME));
        // a throughput 1/1.1 of the others' is exactly 10% slower per operation: not more
        assertFalse(Steadiness.unsettled(new double[]{92, 100, 100}, THROUGHPUT));
        assertTrue(Steadiness.unsettled(new double[]{90, 100, 100}, THROUGHPUT));
    }

    @Test
    void nonPositiveValuesAreNoMeasurementAndNotFlagged() {
        assertFalse(Steadiness.unsettled(new double[]{0, 100, 100}, THROUGHPUT));
        assertFalse(Steadiness.unsettled(new double[]{100, 0, 0}, TIME));
    }
}
