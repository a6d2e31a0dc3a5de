package serbench.io;

import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Strict UTF-8 for the codecs that hand their library characters rather than bytes (Gson, protobuf's JsonFormat): a
 * malformed or truncated sequence is refused, as Jackson refuses it, never replaced with U+FFFD.
 */
public final class Utf8 {

    private Utf8() {
    }

    /**
     * The text of {@code bytes}, or null when they are not well-formed UTF-8. The JDK's String decoding (its fast path)
     * comes first; it replaces a malformed sequence with U+FFFD, so only a text holding U+FFFD (a replacement, or the
     * character itself) is decoded again, strictly.
     */
    public static String textOrNull(byte[] bytes) {
        String text = new String(bytes, StandardCharsets.UTF_8);
        if (text.indexOf('\uFFFD') < 0) {
            return text;
        }
        try {
            return strictDecoder().decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            return null;
        }
    }

    /** {@code in} decoded strictly: a malformed or truncated sequence is a read failure where it occurs. */
    public static Reader strictReader(InputStream in) {
        return new InputStreamReader(in, strictDecoder());
    }

    private static CharsetDecoder strictDecoder() {
        return StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
    }
}
