package serbench.warmup;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WarmupStudyTest {

    /** A row still warming through iteration 5 is off in the default window and settles at iteration 6. */
    @Test
    void aSlowWarmUpIsSeenInTheDefaultWindow() {
        WarmupStudy.Row r = WarmupStudy.row("B.m", "", new double[]{400, 300, 200, 160, 130, 100, 101, 99, 100, 100});
        assertEquals(100, r.settled(), 0.01);
        assertEquals((200 + 160 + 130) / 3.0, r.defaultWindow(), 1e-9);
        assertEquals(6, r.settledFrom());
        assertEquals(5, r.warmupNeeded());
    }

    @Test
    void aRowSettledFromTheStartNeedsNoWarmUp() {
        WarmupStudy.Row r = WarmupStudy.row("B.m", "", new double[]{102, 100, 99, 101, 100, 100, 98, 100, 102, 100});
        assertEquals(1, r.settledFrom());
        assertEquals(0.0, r.windowOffset(), 0.02);
    }

    /** Slower windows count as unfinished warm-up, faster ones as level shifts; per warm-up count. */
    @Test
    void theSummaryTellsWarmUpFromLevelShifts() {
        WarmupStudy.Row warming = WarmupStudy.row("A.m", "", new double[]{300, 200, 150, 120, 100, 100, 100, 100, 100, 100});
        WarmupStudy.Row shifted = WarmupStudy.row("B.m", "", new double[]{70, 70, 70, 70, 70, 70, 100, 100, 100, 100});
        int[][] off = WarmupStudy.offSettled(List.of(warming, shifted));
        assertArrayEquals(new int[]{1, 1}, off[1]); // warming: (200+150+120)/3 = 157 slower; shifted: 70 faster
        assertArrayEquals(new int[]{1, 1}, off[2]); // warming: (150+120+100)/3 = 123 slower
        assertArrayEquals(new int[]{0, 1}, off[3]); // warming: (120+100+100)/3 = 107, within 10%
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        WarmupStudy.print(List.of(warming, shifted), new PrintStream(out, true, StandardCharsets.UTF_8));
        String text = out.toString(StandardCharsets.UTF_8);
        assertTrue(text.contains("W=1:   1 slower (warm-up not finished),   1 faster"), text);
        assertTrue(text.contains("A  "), text);
    }
}
