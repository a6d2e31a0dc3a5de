package serbench.model;

/**
 * Folds every value a reader looks at into one {@code long}. Models use it to "read every field" of a
 * decoded object: the result depends on each value, so the JIT cannot skip the reads, and two forms
 * carrying the same data produce the same digest (which the tests check).
 *
 * <p>Strings are folded character by character, here, on every call. Not through {@link String#hashCode()}: a
 * string caches its hash after the first call, so a digest of a value decoded once in setup would read no
 * character at all, and "read every field" would cost less there than on a freshly decoded value. Every path
 * (a fresh decode, a value read again, any format) pays the same loop over the same characters. Absent values
 * fold a marker distinct from any empty value.
 */
public final class Digest {

    private static final int ABSENT = 0x9E3779B9;

    private long h = 17;

    public Digest add(long v) {
        h = h * 31 + v;
        return this;
    }

    public Digest add(boolean v) {
        return add(v ? 1231 : 1237);
    }

    public Digest add(double v) {
        return add(Double.doubleToLongBits(v));
    }

    public Digest add(String s) {
        if (s == null) {
            return add((long) ABSENT);
        }
        long x = s.length();
        for (int i = 0; i < s.length(); i++) {
            x = (x ^ s.charAt(i)) * 0x100000001B3L; // FNV-1a over UTF-16 units: not String.hashCode
        }
        return add(x);
    }

    /** An optional number: {@code present} tells whether it is there (protobuf's {@code hasX()}). */
    public Digest optional(boolean present, long v) {
        return present ? add(v + 1) : add((long) ABSENT);
    }

    public Digest optional(boolean present, double v) {
        return present ? add(v) : add((long) ABSENT);
    }

    public Digest optional(boolean present, boolean v) {
        return present ? add(v) : add((long) ABSENT);
    }

    public Digest add(Integer v) {
        return optional(v != null, v == null ? 0 : v);
    }

    public Digest add(Long v) {
        return optional(v != null, v == null ? 0 : v);
    }

    public Digest add(Double v) {
        return optional(v != null, v == null ? 0 : v);
    }

    public Digest add(Boolean v) {
        return optional(v != null, v != null && v);
    }

    public long value() {
        return h;
    }
}
