package serbench.io;

/**
 * A piece of the user's input quoted in a message: at most a fixed number of characters, control characters
 * shown as {@code \\uXXXX} escapes, so an error about a 20 MB name or a file name full of escape sequences stays
 * one short, harmless line.
 */
public final class Excerpt {

    /** How many characters of the user's input a message quotes at most. */
    public static final int MAX_CHARS = 80;

    private Excerpt() {
    }

    /** {@code text} capped at {@link #MAX_CHARS} characters (with how many more there were), controls escaped. */
    public static String of(String text) {
        return of(text, MAX_CHARS);
    }

    public static String of(String text, int maxChars) {
        if (text == null) {
            return "null";
        }
        StringBuilder b = new StringBuilder(Math.min(text.length(), maxChars) + 32);
        int n = Math.min(text.length(), maxChars);
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            if (Character.isISOControl(c) || c == '\u2028' || c == '\u2029'
                    || Character.isSurrogate(c) && !isPairAt(text, i, n)) {
                b.append(String.format("\\u%04x", (int) c));
            } else {
                b.append(c);
            }
        }
        if (text.length() > maxChars) {
            b.append("... (").append(text.length() - maxChars).append(" more characters)");
        }
        return b.toString();
    }

    private static boolean isPairAt(String s, int i, int end) {
        char c = s.charAt(i);
        if (Character.isHighSurrogate(c)) {
            return i + 1 < end && Character.isLowSurrogate(s.charAt(i + 1));
        }
        return i > 0 && Character.isHighSurrogate(s.charAt(i - 1));
    }
}
