package serbench.cli;

import org.junit.jupiter.api.Test;
import serbench.compare.Comparison;
import serbench.compare.Direction;
import serbench.compare.FileComparison;
import serbench.compare.pairing.ParamSplit;
import serbench.compare.Row;
import serbench.results.ResultFile;
import serbench.results.Run;
import serbench.stats.Interval;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code compare} speaks as {@code answer} does and never disagrees with itself: on a committed two-profile run its
 * default output fits a screen and says "x slower"/"x faster"; on every committed run its old and new columns, each
 * side's own centre (the figure every view shows for that row), divide to a ratio inside the change's 95% interval,
 * or the row says they do not (note 'apart'), and that is rare (under 1 in 100 rows): the change, paired by round and
 * trimmed, is estimated apart from the figures, and a reader sees when they tell different stories.
 */
class CompareVocabularyTest {

    private static final Path ESCAPE_ANALYSIS = Path.of("results/20261126-061204-escape-analysis");

    @Test
    void theDefaultOutputFitsAScreenAndSaysTimesSlowerOrFaster() {
        CommandResult r = CommandResult.run("compare", ESCAPE_ANALYSIS.resolve("default.json").toString(),
                ESCAPE_ANALYSIS.resolve("no-escape-analysis.json").toString());
        assertEquals(0, r.code(), r.err());
        List<String> lines = r.out().lines().toList();
        assertTrue(lines.size() <= 30, lines.size() + " lines:\n" + r.out());
        assertTrue(r.out().matches("(?s).*\\b[0-9.]+x (slower|faster)\\??.*"), r.out());
        assertFalse(r.out().contains("inconclusive"), r.out());
        assertFalse(r.out().matches("(?s).*[0-9]% (slower|faster).*"), "no percent of a ratio turned: " + r.out());
        assertFalse(r.out().contains("method:"), "the method is --explain's: " + r.out());
        CommandResult explained = CommandResult.run("compare", "--explain",
                ESCAPE_ANALYSIS.resolve("default.json").toString(),
                ESCAPE_ANALYSIS.resolve("no-escape-analysis.json").toString());
        assertTrue(explained.out().contains("\nmethod:\n") && explained.out().contains("could detect"), explained.out());
    }

    @Test
    void onEveryCommittedRunTheColumnsDivideToARatioInsideTheChangesInterval() throws IOException {
        int rows = 0;
        int apart = 0;
        List<String> wrong = new ArrayList<>();
        for (List<ResultFile> pair : committedComparisons()) {
            Comparison c = Comparison.of(pair, null);
            for (FileComparison f : c.against()) {
                for (Row r : f.rows()) {
                    if (!r.compared()) {
                        continue;
                    }
                    double columns = r.other().centre().estimate() / r.base().centre().estimate();
                    double slowdown = Direction.of(r.base().unit()) == Direction.HIGHER_IS_BETTER ? 1 / columns
                            : columns;
                    Interval change = r.change().slowdown();
                    if (!change.hasBounds()) {
                        continue;
                    }
                    rows++;
                    boolean inside = slowdown >= change.lo() * (1 - 1e-9) && slowdown <= change.hi() * (1 + 1e-9);
                    if (!inside) {
                        apart++;
                    }
                    if (inside == r.notes().contains(serbench.compare.Note.CENTRES_APART)) {
                        wrong.add(f.file().path() + " " + r.key().label() + ": columns " + slowdown + ", change "
                                + change.estimate() + " [" + change.lo() + ", " + change.hi() + "]");
                    }
                }
            }
        }
        assertTrue(rows > 500, rows + " rows checked");
        assertTrue(apart < rows / 100, apart + " of " + rows + " rows' figures divide outside their change's interval");
        assertTrue(wrong.isEmpty(), wrong.size() + " of " + rows + " rows:\n" + String.join("\n", wrong));
    }

    /** Per committed run: its profiles' files against the first, and a file of several formats split by format. */
    private static List<List<ResultFile>> committedComparisons() throws IOException {
        List<List<ResultFile>> out = new ArrayList<>();
        List<Path> runs;
        try (Stream<Path> s = Files.list(Path.of("results"))) {
            runs = s.filter(Files::isDirectory).sorted().toList();
        }
        for (Path run : runs) {
            List<Path> files;
            try (Stream<Path> s = Files.list(run)) {
                files = s.filter(p -> p.getFileName().toString().endsWith(".json")
                        && !p.getFileName().toString().equals("manifest.json")).sorted().toList();
            }
            List<ResultFile> read = files.stream().map(ResultFile::read).toList();
            if (read.size() >= 2) {
                out.add(read);
            }
            for (ResultFile file : read) {
                List<String> formats = file.runs().stream().map(Run::params).map(p -> p.get("format"))
                        .filter(v -> v != null).distinct().toList();
                if (formats.size() >= 2) {
                    out.add(ParamSplit.split(file, "format", formats));
                }
            }
        }
        return out;
    }
}
