package serbench.hostile;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.cli.CommandResult;
import serbench.render.html.ReportCharts;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code report} names each chart's file after the chart, cut to 100 characters, with {@code -2}, {@code -3}...
 * when that is taken. Benchmark names that share their first 100 characters all land on one name; trying 2, 3, ...
 * from the start for each was quadratic (20,000 such classes: 84 s against 9 s for distinct names). The names must
 * stay unique (also to a file system that ignores case), stable and readable, and the naming linear whatever the
 * names: counted in tries, and timed.
 */
class ChartNamesTest {

    /** Seed of the generated names; fixed so a failure can be replayed. */
    static final long SEED = 1111L;

    /** Longer than a file name keeps: every name below is cut to this same prefix. */
    private static final String PREFIX = "time-mediacontent-" + "VeryLongGeneratedBenchmarkClassName".repeat(4);

    @TempDir
    Path dir;

    private final Random random = new Random(SEED);

    @Test
    void twentyThousandNamesSharingTheirFirst100CharactersAreNamedInLinearTime() {
        int n = 20_000;
        ReportCharts.FileNames names = new ReportCharts.FileNames();
        List<String> files = assertTimeoutPreemptively(Duration.ofSeconds(5), () -> {
            List<String> out = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                out.add(names.next(PREFIX + "Bench" + i + ".serialize"));
            }
            return out;
        }, "quadratic naming took minutes here");
        assertTrue(names.tries() < 3L * n, names.tries() + " tries for " + n + " names");
        String base = PREFIX.substring(0, 100);
        assertEquals(base + ".svg", files.get(0), "the first keeps the plain name");
        for (int i = 1; i < n; i++) {
            assertEquals(base + "-" + (i + 1) + ".svg", files.get(i), "stable: the next free number, in order");
        }
    }

    /**
     * Names built to collide with each other's numbered forms, in any case and order: "x", "X", "x-2", "x-2-2",
     * "x-10"... Unique ignoring case, each the plain name or the plain name with a number, and still linear.
     */
    @Test
    void seededCollidingNamesStayUniqueAndLinear() {
        String[] stems = {PREFIX, PREFIX.toUpperCase(Locale.ROOT), "sizes-finditems", "SIZES-FindItems", "change-time-b"};
        for (int round = 0; round < 20; round++) {
            ReportCharts.FileNames names = new ReportCharts.FileNames();
            Set<String> seen = new HashSet<>();
            int n = 2_000 + random.nextInt(2_000);
            for (int i = 0; i < n; i++) {
                String stem = stems[random.nextInt(stems.length)];
                StringBuilder name = new StringBuilder(stem);
                for (int k = random.nextInt(3); k > 0; k--) {
                    name.append('-').append(2 + random.nextInt(40));
                }
                String file = names.next(name.toString());
                String plain = ReportCharts.fileName(name.toString());
                assertTrue(file.equals(plain + ".svg") || file.matches("\\Q" + plain + "\\E-[0-9]+\\.svg"),
                        name + " -> " + file);
                assertTrue(seen.add(file.toLowerCase(Locale.ROOT)), "named twice: " + file);
            }
            assertTrue(names.tries() < 3L * n, "round " + round + ": " + names.tries() + " tries for " + n + " names");
        }
    }

    /** Through the command: one file per chart, none lost to a name taken twice. */
    @Test
    void reportWritesEveryChartOfSharedPrefixBenchmarks() throws IOException {
        int classes = ReportCharts.MAX_OPERATION_CHARTS; // as many as a page draws
        List<ObjectNode> entries = new ArrayList<>();
        for (int i = 0; i < classes; i++) {
            entries.add(JmhFiles.entry("serbench.bench." + "VeryLongGeneratedBenchmarkClassName".repeat(4) + i + ".run",
                    "avgt", Map.of("model", "mediacontent", "format", "json"), JmhFiles.values(random, 2, 100)));
        }
        Path file = JmhFiles.write(dir.resolve("run/default.json"), entries.toArray(new ObjectNode[0]));
        Path out = dir.resolve("out");
        CommandResult r = Hostile.bounded(() -> CommandResult.run("report", file.toString(), "--out", out.toString()));
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains(" and " + classes + " charts as .svg files"), r.out());
        try (Stream<Path> files = Files.list(out)) {
            assertEquals(2 * classes + 1, files.count(), "every chart in its own file, its data beside it, and index.html");
        }
        String page = Files.readString(out.resolve("index.html"));
        for (int i = 2; i <= classes; i++) {
            String chart = ReportCharts.fileName("time-mediacontent-" + "VeryLongGeneratedBenchmarkClassName".repeat(4))
                    + "-" + i;
            assertTrue(Files.isRegularFile(out.resolve(chart + ".svg")), "chart " + i);
            assertTrue(Files.isRegularFile(out.resolve(chart + ".csv")), "data of chart " + i);
        }
        assertTrue(page.contains("-" + classes + ".svg"), "the page links the last chart");
    }
}
