package serbench.format.kryo;

import com.esotericsoftware.kryo.KryoException;
import com.esotericsoftware.kryo.io.Input;
import serbench.format.jackson.Jackson;

/**
 * Kryo's {@link Input} over a whole payload, with a bound on what a string may claim. Kryo writes a non-ASCII string
 * as its length in characters, then the characters in UTF-8, and on reading allocates a {@code char[]} of the
 * declared length before reading any character, so five bytes claiming 2^31 characters would allocate gigabytes.
 * Every string Kryo reads comes through {@link #readString()} (its string serializer, and the field serializers'
 * string fields, which bypass the registered serializer), so the bound sits here: a declared length longer than the
 * rest of the input (every character takes at least one byte) or than {@link Jackson#MAX_STRING_LENGTH} is refused
 * before Kryo reads it; an ASCII string (read up to its last byte, allocating only what the input holds) is refused
 * after, when longer than that limit.
 */
final class BoundedInput extends Input {

    /** The buffer a reused input holds between reads, so that it keeps no payload. */
    static final byte[] NO_PAYLOAD = new byte[0];

    /** An input to reuse: {@link #setBuffer(byte[])} before each read. */
    BoundedInput() {
        super(NO_PAYLOAD);
    }

    BoundedInput(byte[] payload) {
        super(payload);
    }

    @Override
    public String readString() {
        checkDeclaredLength();
        String s = super.readString();
        checkLength(s == null ? 0 : s.length());
        return s;
    }

    @Override
    public StringBuilder readStringBuilder() {
        checkDeclaredLength();
        StringBuilder s = super.readStringBuilder();
        checkLength(s == null ? 0 : s.length());
        return s;
    }

    private void checkDeclaredLength() {
        if (position < limit && (buffer[position] & 0x80) != 0) {
            long declared = declaredLength(buffer, position, limit) - 1; // Kryo writes length + 1 (0: null)
            long rest = limit - position;
            if (declared > Math.min(rest, Jackson.MAX_STRING_LENGTH)) {
                throw new KryoException("a string declares " + declared + " characters, more than the "
                        + (declared > rest ? rest + " bytes left in the input" : "limit of " + Jackson.MAX_STRING_LENGTH));
            }
        }
    }

    private static void checkLength(int length) {
        if (length > Jackson.MAX_STRING_LENGTH) {
            throw new KryoException("a string of " + length + " characters, more than the limit of "
                    + Jackson.MAX_STRING_LENGTH);
        }
    }

    /**
     * The length Kryo's UTF-8 string header holds, unsigned, read without moving the input: the first byte carries
     * the UTF-8 flag (bit 8), a continuation bit (bit 7) and 6 bits of the value; each next byte 7 bits and a
     * continuation bit, for at most 5 bytes. A header cut short by the end of the input counts what it has.
     */
    static long declaredLength(byte[] buffer, int at, int end) {
        int b = buffer[at];
        long value = b & 0x3F;
        boolean more = (b & 0x40) != 0;
        for (int shift = 6, i = at + 1; more && i < end && shift <= 27; shift += 7, i++) {
            b = buffer[i];
            value |= (long) (b & 0x7F) << shift;
            more = (b & 0x80) != 0;
        }
        return value & 0xFFFFFFFFL;
    }
}
