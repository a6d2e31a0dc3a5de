package serbench.compare;

import serbench.text.Cells;

/**
 * The practical tolerance for allocation: a change in bytes per operation smaller than {@code percent} of the
 * baseline or {@code bytes} (whichever is larger) is "the same", whatever a test says. Allocation is measured
 * nearly exactly, so tests find differences of a fraction of a byte in tens of thousands that mean nothing.
 */
public record Tolerance(double percent, double bytes) {

    /** 0.5% or 1 B/op. */
    public static final Tolerance DEFAULT = new Tolerance(0.5, 1);

    /** Whether {@code base} and {@code other} (B/op) are within the tolerance of each other. */
    public boolean same(double base, double other) {
        return Math.abs(other - base) < Math.max(Math.abs(base) * percent / 100, bytes);
    }

    public String describe() {
        return Cells.number(percent) + "% or " + Cells.number(bytes) + " B/op";
    }
}
