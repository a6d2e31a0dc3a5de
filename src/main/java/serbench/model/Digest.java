package serbench.model;

/**
 * Folds every value a reader looks at into one {@code long}. Models use it to "read every field" of a
 * decoded object: the result depends on each value, so the JIT cannot skip the reads, and two forms
 * carrying the same data produce the same digest (which the tests check).
 *
 * <p>Strings are folded through {@link String#hashCode()}, which reads every character of a freshly
 * decoded string. Absent values fold a marker distinct from any empty value.
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
        return add(s == null ? ABSENT : (long) s.hashCode() + s.length());
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
