package serbench.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Figures typed by hand into a markdown page: outside the generated blocks ({@code <!-- serbench: ... -->}, which
 * {@code docs} writes and checks), code fences, indented code and inline code, prose must carry no measured time per
 * operation, spread of percentages, "N of M forks", "Nx slower/faster", CPU seconds or measured size. A run's figure
 * belongs in a generated block, where it cannot go stale; {@link #SETTINGS} are the numbers of that look that are
 * settings, limits or worked examples, not measurements.
 */
public final class HandTypedFigures {

    /** What measured figures look like in prose. */
    private static final Pattern FIGURE = Pattern.compile(String.join("|",
            "\\d[\\d.,]*\\s?(?:ns|µs|us|ms|s)/op",
            "\\d+(?:\\.\\d+)?\\s?[–-]\\s?\\d+(?:\\.\\d+)?\\s?%",
            "\\bup to \\d+(?:\\.\\d+)?x\\b",
            "\\b\\d+ of \\d+ (?:A/A|rows|forks|pairs)",
            "\\bs of CPU\\b",
            "\\b\\d+(?:\\.\\d+)?x (?:slower|faster)\\b",
            "\\d+(?:\\.\\d+)?\\s?(?:kB|KB|MB|GB)\\b",
            "\\d+(?:\\.\\d+)?\\s?(?:ns|µs|ms)\\b"));

    /**
     * Numbers of a figure's look that are settings, limits or worked examples: the unit-scaling and ratio-wording
     * examples of docs/comparing.md, the input limits and hostile inputs' sizes of docs/input.md, AlternatingBench's
     * turn spacing, the answer run's measured iteration (750 ms, and 500 ms before it), and the CPU bound
     * CompareScaleTest asserts.
     */
    public static final Set<String> SETTINGS = Set.of("447816.9 ns/op", "447.82 µs/op", "90 ns/op", "50 MB", "64 MB",
            "60 MB", "2 GB", "4 GB", "100 MB", "200 ms", "s of CPU", "500 ms", "500ms", "750 ms", "750ms");

    /** A figure found: its line (from 1) and the text matched. */
    public record Found(int line, String figure) {
    }

    private HandTypedFigures() {
    }

    /** The hand-typed figures of a page's text, in order. */
    public static List<Found> in(String page) {
        List<Found> found = new ArrayList<>();
        String[] lines = page.split("\n", -1);
        boolean block = false;
        boolean fence = false;
        for (int i = 0; i < lines.length; i++) {
            String l = lines[i];
            if (l.startsWith("<!-- serbench")) {
                block = true;
                continue;
            }
            if (l.startsWith("<!-- /serbench")) {
                block = false;
                continue;
            }
            if (l.stripLeading().startsWith("```")) {
                fence = !fence;
                continue;
            }
            if (block || fence || l.startsWith("    ")) {
                continue;
            }
            Matcher m = FIGURE.matcher(l.replaceAll("`[^`]*`", ""));
            while (m.find()) {
                if (!SETTINGS.contains(m.group())) {
                    found.add(new Found(i + 1, m.group()));
                }
            }
        }
        return found;
    }
}
