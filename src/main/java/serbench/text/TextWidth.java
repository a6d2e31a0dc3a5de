package serbench.text;

import java.util.ArrayList;
import java.util.List;

/**
 * How wide the suite's text output is: at most {@link #DEFAULT} columns, or unbounded with {@code --wide}; and the
 * wrapping of a long line of prose to that width.
 */
public final class TextWidth {

    /** The default width of text output, in columns (about what benchstat prints). */
    public static final int DEFAULT = 100;
    /** {@code --wide}: no limit. */
    public static final int WIDE = Integer.MAX_VALUE;

    private TextWidth() {
    }

    /** {@link #WIDE} when {@code wide}, else {@link #DEFAULT}. */
    public static int of(boolean wide) {
        return wide ? WIDE : DEFAULT;
    }

    /**
     * {@code text} broken at spaces into lines of at most {@code width} columns, the first starting with
     * {@code first}, the others with {@code rest}; a word longer than a line is cut.
     */
    public static List<String> wrap(String text, int width, String first, String rest) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder(first);
        int start = first.length();
        for (String word : text.strip().split(" +")) {
            if (line.length() > start && line.length() + 1 + word.length() > width) {
                lines.add(line.toString());
                line = new StringBuilder(rest);
                start = rest.length();
            }
            if (line.length() > start) {
                line.append(' ');
            }
            while (line.length() + word.length() > width && width - line.length() > 0) {
                int cut = width - line.length();
                line.append(word, 0, cut);
                lines.add(line.toString());
                word = word.substring(cut);
                line = new StringBuilder(rest);
                start = rest.length();
            }
            line.append(word);
        }
        lines.add(line.toString());
        return lines;
    }

    /** {@link #wrap} joined, each line ending in a newline. */
    public static String wrapped(String text, int width, String first, String rest) {
        StringBuilder sb = new StringBuilder();
        wrap(text, width, first, rest).forEach(l -> sb.append(l).append('\n'));
        return sb.toString();
    }
}
