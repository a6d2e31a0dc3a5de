package serbench.text;

import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Makes text read from files (benchmark names, params, JVM fields, file names) safe to print: on a terminal no
 * control character reaches it (an ESC sequence could move the cursor, rewrite earlier lines or set the window
 * title), and in markdown nothing can end a table cell, start a heading, an image, a link or raw HTML. Every
 * report cell that can hold such text goes through here.
 */
public final class Escape {

    private Escape() {
    }

    /**
     * One line of plain text: every control character (C0, DEL, C1, the Unicode line and paragraph separators,
     * the bidirectional embeddings, overrides, isolates and marks) becomes a visible escape ({@code \n}, {@code \t}, {@code \x1b},
     * {@code \u202e}); everything else is kept as it is.
     */
    public static String line(String s) {
        if (s == null) {
            return "";
        }
        StringBuilder sb = null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            String replacement = unsafe(c) ? visible(c) : null;
            if (replacement != null && sb == null) {
                sb = new StringBuilder(s.length() + 16).append(s, 0, i);
            }
            if (sb != null) {
                if (replacement != null) {
                    sb.append(replacement);
                } else {
                    sb.append(c);
                }
            }
        }
        return sb == null ? s : sb.toString();
    }

    /**
     * Text for a markdown table cell or list item: {@link #line} first (so it stays on one line), then every
     * character markdown or HTML gives a meaning to is escaped, so the text shows literally.
     */
    public static String markdown(String s) {
        String one = line(s);
        StringBuilder sb = new StringBuilder(one.length() + 16);
        for (int i = 0; i < one.length(); i++) {
            char c = one.charAt(i);
            switch (c) {
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '&' -> sb.append("&amp;");
                case '\\', '|', '*', '_', '~', '`', '[', '#', '$' ->
                        sb.append('\\').append(c);
                default -> sb.append(c);
            }
        }
        return sb.toString();
    }

    /**
     * Text of several lines for a terminal: each piece through {@link #line}, the line breaks ({@code \n}, and
     * {@code \r\n}, the line end of the CSV views: RFC 4180) and tabs (a {@code --debug} stack trace's indent) kept; a
     * carriage return alone is escaped. What the suite's commands print goes through here
     * ({@link #terminal}).
     */
    public static String lines(String s) {
        if (s == null) {
            return "";
        }
        StringBuilder sb = new StringBuilder(s.length() + 16);
        int from = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\n' || c == '\t') {
                sb.append(line(s.substring(from, i))).append(c);
                from = i + 1;
            } else if (c == '\r' && i + 1 < s.length() && s.charAt(i + 1) == '\n') {
                sb.append(line(s.substring(from, i))).append("\r\n");
                i++;
                from = i + 1;
            }
        }
        return sb.append(line(s.substring(from))).toString();
    }

    /**
     * A stream for a terminal that shows everything written to it through {@link #lines}: bytes are decoded as
     * UTF-8 as they come (a character split across writes waits for its rest), so no control or bidirectional
     * character of a file name, a JVM's output or a profile's flags reaches {@code out} as it is.
     */
    public static PrintStream terminal(PrintStream out) {
        return new PrintStream(new TerminalStream(out), true, StandardCharsets.UTF_8);
    }

    private static final class TerminalStream extends OutputStream {
        private final PrintStream out;
        private final CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPLACE).onUnmappableCharacter(CodingErrorAction.REPLACE);
        private ByteBuffer pending = ByteBuffer.allocate(0);
        /** A carriage return that ended the last write: kept until the next shows whether a line feed follows. */
        private boolean heldReturn;

        TerminalStream(PrintStream out) {
            this.out = out;
        }

        @Override
        public void write(int b) {
            write(new byte[]{(byte) b}, 0, 1);
        }

        @Override
        public synchronized void write(byte[] b, int off, int len) {
            ByteBuffer in = ByteBuffer.allocate(pending.remaining() + len);
            in.put(pending).put(b, off, len).flip();
            CharBuffer chars = CharBuffer.allocate(in.remaining() + 1);
            decoder.decode(in, chars, false);
            pending = in.slice();
            chars.flip();
            String text = (heldReturn ? "\r" : "") + chars;
            heldReturn = text.endsWith("\r");
            out.print(lines(heldReturn ? text.substring(0, text.length() - 1) : text));
        }

        @Override
        public synchronized void close() {
            if (heldReturn) {
                out.print(line("\r"));
                heldReturn = false;
            }
            out.flush();
        }

        @Override
        public synchronized void flush() {
            out.flush();
        }
    }

    /** Whether a character must not reach a terminal or a markdown line as it is. */
    public static boolean unsafe(char c) {
        return c < 0x20 || (c >= 0x7f && c <= 0x9f) || c == '\u2028' || c == '\u2029'
                || (c >= '\u202a' && c <= '\u202e') || (c >= '\u2066' && c <= '\u2069')
                || c == '\u200e' || c == '\u200f' || c == '\u061c';
    }

    private static String visible(char c) {
        return switch (c) {
            case '\n' -> "\\n";
            case '\r' -> "\\r";
            case '\t' -> "\\t";
            default -> c <= 0xff ? String.format("\\x%02x", (int) c) : String.format("\\u%04x", (int) c);
        };
    }
}
