package serbench.model;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

/**
 * A string is digested from its characters on every call, never from {@link String#hashCode()}: a string caches
 * its hash, so {@code digestOnly} on a value decoded once in setup would read no character and understate what
 * {@code readAll} pays on fresh strings.
 */
class DigestTest {

    /** The fold the digest is defined to apply to a string: its length, then every character (FNV-1a steps). */
    private static long charByChar(String s) {
        long x = s.length();
        for (int i = 0; i < s.length(); i++) {
            x = (x ^ s.charAt(i)) * 0x100000001B3L;
        }
        return x;
    }

    @Test
    void aStringIsFoldedFromItsCharactersNotFromItsHash() {
        for (String s : new String[]{"", "a", "Javaone Keynote", "Bill Gates, Jr.\u1234", "\uD834\uDD1E"}) {
            assertEquals(new Digest().add(charByChar(s)).value(), new Digest().add(s).value(), s);
        }
        // Two strings with one hash (a classic String.hashCode collision) digest differently: the hash is not used.
        assertEquals("Aa".hashCode(), "BB".hashCode());
        assertNotEquals(new Digest().add("Aa").value(), new Digest().add("BB").value());
    }

    @Test
    void absentIsNotEmpty() {
        assertNotEquals(new Digest().add((String) null).value(), new Digest().add("").value());
    }
}
