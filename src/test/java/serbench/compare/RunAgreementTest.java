package serbench.compare;

import org.junit.jupiter.api.Test;
import serbench.results.Measure;
import serbench.results.ResultFile;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Run against run ({@link RunAgreement}) on committed answer runs: a run against itself agrees exactly, and two answer
 * runs of the quiet host give every ratio of both, a finite pooled spread, and a simulated null near what t draws of
 * the same degrees of freedom give.
 */
class RunAgreementTest {

    static final Path EARLIER = Path.of("results/20261127-060414-answer/default.json");
    static final Path LATER = Path.of("results/20261127-084943-answer/default.json");

    @Test
    void aRunAgreesWithItselfExactly() {
        ResultFile f = ResultFile.read(LATER);
        RunAgreement a = RunAgreement.of(f, f, Calibration.RUNS_AXIS, Calibration.RUNS_REFERENCE, Estimator.DEFAULT,
                Measure.TIME);
        assertEquals(12, a.ratios().size(), "6 groups of the answer, json and xml against protobuf in each");
        assertEquals(0, a.pooled(), 1e-12);
        assertEquals(0, a.beyond());
    }

    @Test
    void twoAnswerRunsOfTheQuietHostAreComparedRatioByRatio() {
        for (Estimator e : new Estimator[]{Estimator.DEFAULT, Estimator.MODE_AWARE}) {
            RunAgreement a = RunAgreement.of(ResultFile.read(EARLIER), ResultFile.read(LATER), Calibration.RUNS_AXIS,
                    Calibration.RUNS_REFERENCE, e, Measure.TIME);
            assertEquals(12, a.ratios().size(), e.option);
            assertTrue(a.pooled() > 0 && Double.isFinite(a.pooled()), e.option + ": " + a.pooled());
            // under the null each z is a difference of two t draws over its standard error: E z² = df/(df - 2)
            // for each side's share, so the pooled median sits a little above 1 at 4 to 6 degrees of freedom
            assertTrue(a.nullMedian() > 0.9 && a.nullMedian() < 1.6, e.option + ": null median " + a.nullMedian());
            assertTrue(a.null95() > a.nullMedian(), e.option);
            assertTrue(a.nullBeyond() > 0.03 && a.nullBeyond() < 0.2, e.option + ": " + a.nullBeyond());
            assertEquals(6, a.ratios().stream().filter(r -> r.label().contains("xml")).count(), e.option
                    + ": xml against protobuf in each of the 6 groups");
        }
    }
}
