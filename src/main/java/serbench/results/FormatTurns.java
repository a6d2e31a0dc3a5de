package serbench.results;

import java.util.Arrays;
import java.util.List;

/**
 * Formats that take turns inside one fork: a benchmark's {@value #PARAM} param lists them ({@code protobuf+json+xml}),
 * and iteration {@code k} of the fork (warm-up iterations counted first, from 0) measures format {@link #at}{@code (k,
 * n)}: each block of {@code n} iterations runs every format once, the block's order rotated by one each block, so that
 * no format always follows the same one. The benchmark chooses its format by this rule; the run splits the fork's
 * iterations by it into one row per format, with {@code format=NAME} added ({@link #FORMAT}).
 */
public final class FormatTurns {

    /** The param that lists the formats taking turns. */
    public static final String PARAM = "formats";
    /** The param each split row gets. */
    public static final String FORMAT = "format";

    private FormatTurns() {
    }

    /** The formats of a {@link #PARAM} value, in order; an {@link IllegalArgumentException} for a malformed one. */
    public static List<String> formats(String value) {
        List<String> names = Arrays.stream(value.split("\\+", -1)).map(String::strip).toList();
        if (names.size() < 2 || names.stream().anyMatch(String::isEmpty) || names.stream().distinct().count() < names.size()) {
            throw new IllegalArgumentException("formats '" + value + "': give two or more different format names joined"
                    + " by '+', e.g. protobuf+json+xml");
        }
        return names;
    }

    /** The format (an index into {@code n} formats) that iteration {@code k} of a fork measures, counting from 0. */
    public static int at(int k, int n) {
        return (k % n + k / n) % n;
    }
}
