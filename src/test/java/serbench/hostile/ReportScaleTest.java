package serbench.hostile;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.cli.CommandResult;
import serbench.render.html.ReportCharts;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code report} of two files of 1,000 rows, one operation per row (five times the operation charts a page draws):
 * the page draws at most {@link ReportCharts#MAX_OPERATION_CHARTS} operation charts and a change chart of at most
 * {@link ReportCharts#MAX_CHANGE_ROWS} rows, says what it left out, and keeps every row in the change chart's CSV; so
 * a report of 10^5 rows is a few tens of megabytes written in under a gigabyte of heap, not 4 GB.
 */
class ReportScaleTest {

    private static final int ROWS = 1_000;

    @Test
    void aReportOfManyRowsDrawsABoundedPage(@TempDir Path dir) throws IOException {
        Path[] written = JmhFiles.rowPerInput(dir, ROWS, new Random(ROWS), i -> 100 + i % 7);
        Path fa = written[0];
        Path fb = written[1];
        Path out = dir.resolve("report");
        CommandResult r = CommandResult.run("report", fa.toString(), fb.toString(), "--out", out.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.err().contains((ROWS - ReportCharts.MAX_OPERATION_CHARTS) + " more operations are not drawn"),
                r.err());
        assertTrue(r.err().contains("the " + ReportCharts.MAX_CHANGE_ROWS + " largest changes of " + ROWS + " rows"),
                r.err());
        long svgs;
        long bytes;
        try (Stream<Path> files = Files.list(out)) {
            svgs = files.filter(p -> p.toString().endsWith(".svg")).count();
        }
        try (Stream<Path> files = Files.list(out)) {
            bytes = files.mapToLong(p -> p.toFile().length()).sum();
        }
        assertEquals(ReportCharts.MAX_OPERATION_CHARTS + 1, svgs, "the operation charts and one change chart");
        assertTrue(bytes < 20_000_000, bytes + " bytes");
        try (Stream<String> lines = Files.lines(out.resolve("change-time-b.csv"))) {
            assertEquals(ROWS + 1, lines.count(), "the change chart's CSV keeps every row");
        }
        assertTrue(Files.readString(out.resolve("index.html")).contains("more operations are not drawn"));
    }
}
