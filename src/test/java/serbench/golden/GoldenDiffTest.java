package serbench.golden;

import org.junit.jupiter.api.Test;

import java.util.stream.Collectors;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The unified diff a golden mismatch prints: hunks, context, line numbers as {@code diff -u} writes them. */
class GoldenDiffTest {

    private static String numbered(int from, int to) {
        return IntStream.rangeClosed(from, to).mapToObj(i -> "line " + i + "\n").collect(Collectors.joining());
    }

    @Test
    void oneChangedLineWithThreeLinesOfContext() {
        String expected = numbered(1, 10);
        String actual = expected.replace("line 5\n", "five\n");
        assertEquals(String.join("\n", "--- f (golden)", "+++ f (actual)", "@@ -2,7 +2,7 @@",
                " line 2", " line 3", " line 4", "-line 5", "+five", " line 6", " line 7", " line 8", ""),
                Golden.unifiedDiff("f", expected, actual));
    }

    @Test
    void farApartChangesMakeTwoHunksAndNearOnesOne() {
        String expected = numbered(1, 30);
        String far = expected.replace("line 3\n", "").replace("line 25\n", "line 25\nnew\n");
        String diff = Golden.unifiedDiff("f", expected, far);
        assertTrue(diff.contains("@@ -1,6 +1,5 @@\n line 1\n line 2\n-line 3\n line 4\n"), diff);
        assertTrue(diff.contains("@@ -23,6 +22,7 @@\n line 23\n line 24\n line 25\n+new\n line 26\n"), diff);
        String near = expected.replace("line 3\n", "").replace("line 9\n", "nine\n");
        assertEquals(1, Golden.unifiedDiff("f", expected, near).lines().filter(l -> l.startsWith("@@")).count());
    }

    @Test
    void insertionIntoAnEmptyFileAndAMissingFinalNewline() {
        assertEquals("--- f (golden)\n+++ f (actual)\n@@ -0,0 +1,1 @@\n+a\n", Golden.unifiedDiff("f", "", "a\n"));
        assertTrue(Golden.unifiedDiff("f", "a\n", "a").endsWith("(only the golden file ends with a newline)\n"));
    }

    @Test
    void longDiffsAreCut() {
        String diff = Golden.unifiedDiff("f", numbered(1, 500), numbered(1001, 1500));
        assertEquals(Golden.MAX_DIFF_LINES + 1, diff.lines().count());
        assertTrue(diff.endsWith("more diff lines\n"), diff);
    }
}
