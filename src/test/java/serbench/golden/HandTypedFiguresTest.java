package serbench.golden;

import org.junit.jupiter.api.Test;
import serbench.results.RunRecord;
import serbench.text.HandTypedFigures;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * No figure from a run is typed by hand into README, docs or results/README.md ({@link HandTypedFigures}, which
 * {@code docs} reports too), and a run length that results/README.md gives for a run is its manifest's.
 */
class HandTypedFiguresTest {

    private static final Pattern RUN_ROW = Pattern.compile("^\\| `(\\d{8}-\\d{6}-[^`]+)` \\|");
    private static final Pattern LENGTH = Pattern.compile("(?:(\\d+) h )?(\\d+) min (\\d+) s");

    @Test
    void proseCarriesNoMeasuredFigure() throws IOException {
        List<String> found = new ArrayList<>();
        for (Path page : pages()) {
            HandTypedFigures.in(Files.readString(page)).forEach(h -> found.add(page + ":" + h.line() + ": " + h.figure()));
        }
        assertTrue(found.isEmpty(), "figures typed by hand (generate them with a docs block, or leave them out):\n"
                + String.join("\n", found));
    }

    @Test
    void aFigureInProseIsFoundAndOneInABlockOrCodeIsNot() {
        String page = String.join("\n", "JSON took 800 ns/op, 2.87x slower than protobuf; forks differ by 9–11%.",
                "<!-- serbench: answer --format md results/x -->", "| json | 800 ns |", "<!-- /serbench -->",
                "```", "json 800 ns", "```", "    indented 12 ms", "in code: `1.23x slower`, a setting of 200 ms.");
        assertEquals(List.of(new HandTypedFigures.Found(1, "800 ns/op"), new HandTypedFigures.Found(1, "2.87x slower"),
                new HandTypedFigures.Found(1, "9–11%")), HandTypedFigures.in(page));
    }

    /** "20 min 15 s" beside a run in results/README.md is what its manifest's start and end say. */
    @Test
    void runLengthsInTheCatalogueAreTheManifests() throws IOException {
        int checked = 0;
        List<String> wrong = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of("results/README.md"))) {
            Matcher row = RUN_ROW.matcher(line);
            if (!row.find()) {
                continue;
            }
            Matcher length = LENGTH.matcher(line);
            while (length.find()) {
                RunRecord r = RunRecord.read(Path.of("results", row.group(1), RunRecord.FILE), 1 << 24).orElseThrow();
                long seconds = Duration.between(OffsetDateTime.parse(r.startTime()), OffsetDateTime.parse(r.endTime()))
                        .toSeconds();
                long typed = (length.group(1) == null ? 0 : Long.parseLong(length.group(1))) * 3600
                        + Long.parseLong(length.group(2)) * 60 + Long.parseLong(length.group(3));
                checked++;
                if (typed != seconds) {
                    wrong.add(row.group(1) + ": " + length.group() + " typed, " + seconds + " s in its manifest");
                }
            }
        }
        assertTrue(checked >= 2, "the catalogue gives run lengths");
        assertEquals(List.of(), wrong);
    }

    private static List<Path> pages() throws IOException {
        List<Path> pages = new ArrayList<>(List.of(Path.of("README.md"), Path.of("results/README.md")));
        try (Stream<Path> docs = Files.list(Path.of("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        return pages;
    }
}
