package serbench.format;

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
