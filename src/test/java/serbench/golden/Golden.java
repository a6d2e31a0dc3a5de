package serbench.golden;

import org.opentest4j.AssertionFailedError;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Golden files under {@code src/test/resources/golden/}, read from the source tree (tests run in the project
 * directory). A mismatch fails with a unified diff (golden as {@code ---}, output as {@code +++}). Run the tests with
 * {@code -Dgolden.update=true} to rewrite the files from the current output instead, then review {@code git diff}.
 */
public final class Golden {

    /** Where the golden files live, relative to the project directory. */
    public static final Path ROOT = Path.of("src/test/resources/golden");

    /** Lines of context around each change. */
    static final int CONTEXT = 3;
    /** Diff lines printed at most; the rest are counted. */
    static final int MAX_DIFF_LINES = 200;
    /** Above this many cells the line-by-line table is skipped and the differing middle shown as one hunk. */
    private static final long MAX_TABLE = 20_000_000L;

    private Golden() {
    }

    /** Whether this run rewrites the golden files ({@code -Dgolden.update=true}). */
    public static boolean updating() {
        return Boolean.getBoolean("golden.update");
    }

    /** Checks {@code actual} against the golden file {@code name} (a path under {@link #ROOT}), or rewrites it. */
    public static void check(String name, String actual) {
        Path file = ROOT.resolve(name);
        try {
            if (updating()) {
                if (!Files.isRegularFile(file) || !Files.readString(file, StandardCharsets.UTF_8).equals(actual)) {
                    Files.createDirectories(file.getParent());
                    Files.writeString(file, actual, StandardCharsets.UTF_8);
                }
                return;
            }
            if (!Files.isRegularFile(file)) {
                throw new AssertionFailedError("no golden file " + file + "; create it with -Dgolden.update=true");
            }
            String expected = Files.readString(file, StandardCharsets.UTF_8);
            if (!expected.equals(actual)) {
                throw new AssertionFailedError("golden file " + file + " differs from the output; if the change is"
                        + " intended, rerun with -Dgolden.update=true and review git diff\n"
                        + unifiedDiff(file.toString(), expected, actual), expected, actual);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** With {@code -Dgolden.update=true}: deletes the files in golden directory {@code dir} not named in {@code keep}. */
    public static void pruneOthers(String dir, Set<String> keep) {
        Path d = ROOT.resolve(dir);
        if (!updating() || !Files.isDirectory(d)) {
            return;
        }
        try (Stream<Path> s = Files.list(d)) {
            for (Path f : s.filter(Files::isRegularFile).toList()) {
                if (!keep.contains(f.getFileName().toString())) {
                    Files.delete(f);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A unified diff from {@code expected} to {@code actual}: @@ hunks, {@value #CONTEXT} lines of context. */
    static String unifiedDiff(String name, String expected, String actual) {
        String[] a = lines(expected);
        String[] b = lines(actual);
        // Edit script: ' ' keep, '-' only in a, '+' only in b; aAt/bAt count the lines of a and b before each step.
        List<Character> kind = new ArrayList<>();
        List<String> text = new ArrayList<>();
        int pre = 0;
        while (pre < a.length && pre < b.length && a[pre].equals(b[pre])) {
            pre++;
        }
        int suf = 0;
        while (suf < a.length - pre && suf < b.length - pre && a[a.length - 1 - suf].equals(b[b.length - 1 - suf])) {
            suf++;
        }
        for (int i = 0; i < pre; i++) {
            kind.add(' ');
            text.add(a[i]);
        }
        middle(Arrays.copyOfRange(a, pre, a.length - suf), Arrays.copyOfRange(b, pre, b.length - suf), kind, text);
        for (int i = a.length - suf; i < a.length; i++) {
            kind.add(' ');
            text.add(a[i]);
        }
        int[] aAt = new int[kind.size() + 1];
        int[] bAt = new int[kind.size() + 1];
        for (int i = 0; i < kind.size(); i++) {
            aAt[i + 1] = aAt[i] + (kind.get(i) == '+' ? 0 : 1);
            bAt[i + 1] = bAt[i] + (kind.get(i) == '-' ? 0 : 1);
        }
        List<String> out = new ArrayList<>(List.of("--- " + name + " (golden)", "+++ " + name + " (actual)"));
        int i = 0;
        while (i < kind.size()) {
            if (kind.get(i) == ' ') {
                i++;
                continue;
            }
            int start = Math.max(0, i - CONTEXT);
            int end = i;
            // Extend the hunk while the next change is within two contexts of the last one.
            while (true) {
                while (end < kind.size() && kind.get(end) != ' ') {
                    end++;
                }
                int next = end;
                while (next < kind.size() && kind.get(next) == ' ' && next - end < 2 * CONTEXT) {
                    next++;
                }
                if (next < kind.size() && kind.get(next) != ' ') {
                    end = next;
                } else {
                    break;
                }
            }
            int stop = Math.min(kind.size(), end + CONTEXT);
            int aLen = aAt[stop] - aAt[start];
            int bLen = bAt[stop] - bAt[start];
            out.add("@@ -" + (aAt[start] + (aLen == 0 ? 0 : 1)) + "," + aLen
                    + " +" + (bAt[start] + (bLen == 0 ? 0 : 1)) + "," + bLen + " @@");
            for (int k = start; k < stop; k++) {
                out.add(kind.get(k) + text.get(k).replace("\r", "\\r"));
            }
            i = stop;
        }
        if (!expected.isEmpty() && !actual.isEmpty() && expected.endsWith("\n") != actual.endsWith("\n")) {
            out.add("(only the " + (expected.endsWith("\n") ? "golden file" : "output") + " ends with a newline)");
        }
        StringBuilder sb = new StringBuilder();
        out.stream().limit(MAX_DIFF_LINES).forEach(l -> sb.append(l).append('\n'));
        if (out.size() > MAX_DIFF_LINES) {
            sb.append("... and ").append(out.size() - MAX_DIFF_LINES).append(" more diff lines\n");
        }
        return sb.toString();
    }

    /** The lines of {@code s}, without an empty one after a final newline (a missing one is noted separately). */
    private static String[] lines(String s) {
        String[] parts = s.split("\n", -1);
        return s.endsWith("\n") || s.isEmpty() ? Arrays.copyOf(parts, parts.length - 1) : parts;
    }

    /** The edit script of two line arrays from their longest common subsequence (one hunk when too large). */
    private static void middle(String[] a, String[] b, List<Character> kind, List<String> text) {
        int n = a.length;
        int m = b.length;
        if ((long) n * m > MAX_TABLE) {
            Arrays.stream(a).forEach(l -> { kind.add('-'); text.add(l); });
            Arrays.stream(b).forEach(l -> { kind.add('+'); text.add(l); });
            return;
        }
        int[][] lcs = new int[n + 1][m + 1]; // lcs[i][j]: of a[i..] and b[j..]
        for (int i = n - 1; i >= 0; i--) {
            for (int j = m - 1; j >= 0; j--) {
                lcs[i][j] = a[i].equals(b[j]) ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
            }
        }
        int i = 0;
        int j = 0;
        while (i < n || j < m) {
            if (i < n && j < m && a[i].equals(b[j])) {
                kind.add(' ');
                text.add(a[i++]);
                j++;
            } else if (j == m || (i < n && lcs[i + 1][j] >= lcs[i][j + 1])) {
                kind.add('-');
                text.add(a[i++]);
            } else {
                kind.add('+');
                text.add(b[j++]);
            }
        }
    }
}
