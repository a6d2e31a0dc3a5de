package serbench.format;

import serbench.model.InvalidDataException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The first characters of a payload that may be text, decoded in the encoding its byte order mark names (UTF-8,
 * UTF-16, UTF-32), or without one in the encoding the zero bytes around its first ASCII character suggest (as the
 * XML specification's appendix F guesses). Used only to choose which format to try first.
 */
final class TextStart {

    private static final int PREFIX = 64;
    private static final Charset UTF_32BE = Charset.forName("UTF-32BE");
    private static final Charset UTF_32LE = Charset.forName("UTF-32LE");

    private TextStart() {
    }

    static String of(byte[] b) {
        Charset cs = StandardCharsets.UTF_8;
        int skip = 0;
        if (starts(b, 0x00, 0x00, 0xFE, 0xFF)) {
            cs = UTF_32BE;
            skip = 4;
        } else if (starts(b, 0xFF, 0xFE, 0x00, 0x00)) {
            cs = UTF_32LE;
            skip = 4;
        } else if (starts(b, 0xFE, 0xFF)) {
            cs = StandardCharsets.UTF_16BE;
            skip = 2;
        } else if (starts(b, 0xFF, 0xFE)) {
            cs = StandardCharsets.UTF_16LE;
            skip = 2;
        } else if (starts(b, 0xEF, 0xBB, 0xBF)) {
            skip = 3;
        } else if (b.length >= 4 && b[0] == 0 && b[1] == 0 && b[2] == 0 && b[3] != 0) {
            cs = UTF_32BE;
        } else if (b.length >= 4 && b[0] != 0 && b[1] == 0 && b[2] == 0 && b[3] == 0) {
            cs = UTF_32LE;
        } else if (b.length >= 2 && b[0] == 0 && b[1] != 0) {
            cs = StandardCharsets.UTF_16BE;
        } else if (b.length >= 2 && b[0] != 0 && b[1] == 0) {
            cs = StandardCharsets.UTF_16LE;
        }
        int end = Math.min(b.length, skip + PREFIX);
        return new String(Arrays.copyOfRange(b, skip, end), cs);
    }

    /**
     * JSON bytes as Jackson reads them: Jackson detects UTF-16 and UTF-32 by their zero bytes, and skips a UTF-8 or
     * UTF-16 byte order mark, but not a UTF-32 one; such a document is transcoded to UTF-8 here. Other bytes are
     * returned as they are.
     */
    static byte[] jsonInUtf8(byte[] b) {
        if (starts(b, 0x00, 0x00, 0xFE, 0xFF)) {
            return new String(b, 4, b.length - 4, UTF_32BE).getBytes(StandardCharsets.UTF_8);
        }
        if (starts(b, 0xFF, 0xFE, 0x00, 0x00)) {
            return new String(b, 4, b.length - 4, UTF_32LE).getBytes(StandardCharsets.UTF_8);
        }
        return b;
    }

    /**
     * Refuses a JSON or XML payload in UTF-8 (no UTF-16/32 byte order mark or zero bytes, and for XML no other
     * declared encoding) whose bytes are not well-formed UTF-8: an overlong form ({@code C0 AF} for {@code /}), an
     * encoded surrogate, a truncated or stray byte. Jackson decodes overlong forms as the character they spell, so the
     * formats would no longer read the same text; Java's strict decoder refuses all of them. Only a user's payload is
     * checked, once, never a benchmark's hot path.
     */
    static void requireUtf8(byte[] b, String format, String model) {
        if (b.length >= 2 && (b[0] == 0 || b[1] == 0 || starts(b, 0xFE, 0xFF) || starts(b, 0xFF, 0xFE))) {
            return; // UTF-16 or UTF-32: the parser decodes it
        }
        if (format.equals("xml")) {
            java.util.regex.Matcher m = DECLARED.matcher(of(b));
            if (m.find() && !m.group(1).equalsIgnoreCase("UTF-8") && !m.group(1).equalsIgnoreCase("UTF8")) {
                return; // another declared encoding: the parser decodes it
            }
        }
        java.nio.charset.CharsetDecoder strict = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(java.nio.charset.CodingErrorAction.REPORT)
                .onUnmappableCharacter(java.nio.charset.CodingErrorAction.REPORT);
        java.nio.ByteBuffer in = java.nio.ByteBuffer.wrap(b);
        java.nio.CharBuffer out = java.nio.CharBuffer.allocate(8192);
        while (true) {
            java.nio.charset.CoderResult r = strict.decode(in, out, true);
            if (r.isError()) {
                int at = in.position();
                StringBuilder hex = new StringBuilder();
                for (int i = at; i < Math.min(b.length, at + Math.max(1, r.length())); i++) {
                    hex.append(hex.length() == 0 ? "" : " ").append(String.format("%02X", b[i] & 0xFF));
                }
                throw new PayloadException(format, model, "malformed UTF-8 at byte " + at + " (" + hex
                        + ": an overlong, surrogate, truncated or stray sequence); text must be well-formed UTF-8",
                        new InvalidDataException("malformed UTF-8 at byte " + at));
            }
            if (r.isUnderflow()) {
                return;
            }
            out.clear();
        }
    }

    /** An XML declaration's encoding, e.g. {@code encoding="ISO-8859-1"}. */
    private static final java.util.regex.Pattern DECLARED =
            java.util.regex.Pattern.compile("^\\s*<\\?xml[^>]*encoding\\s*=\\s*[\"']([^\"']+)");

    private static boolean starts(byte[] b, int... prefix) {
        if (b.length < prefix.length) {
            return false;
        }
        for (int i = 0; i < prefix.length; i++) {
            if ((b[i] & 0xFF) != prefix[i]) {
                return false;
            }
        }
        return true;
    }
}
