package serbench.claims;

import serbench.claims.Verdict.Outcome;

import java.util.Arrays;
import java.util.Locale;

/**
 * What a claim says in numbers: the range of the ratio it claims, read from its words ("about 3x", "markedly",
 * "about half"), with the figure its source reported, and the rule that turns a measured interval of that ratio into
 * an outcome. Every range is kept as a ratio in the claimed direction ({@code > 1} is the claimed effect: the slow
 * side's time over the fast side's, the bigger encoding's bytes over the smaller's); a share ("about half of",
 * "under a quarter of") is the inverse of that ratio and is printed as one.
 *
 * <p>The rule, for a claimed effect of {@code low}-{@code high} and its 95% interval {@code lo}-{@code hi}:
 * <b>holds</b> when the interval lies in the range (and above 1); <b>does not hold</b> when it stays below
 * {@link #half()}, the log-midpoint between 1 and {@code low} (half the claimed effect on a log scale; every
 * interval of the other direction is below it); <b>inconclusive</b> when it includes an end of the range (values
 * in it and outside it) or reaches both 1 and {@link #half()}; <b>holds in part</b> otherwise: the whole interval
 * above 1, reaching {@link #half()}, wholly short of the range or wholly beyond it. A claim of a bound ("on par:
 * within 10%", {@link #atMost}) holds when the interval lies at or below it, does not hold when it lies above, and is
 * inconclusive between. An exact value (a size) is an interval of zero width.
 */
public final class Claimed {

    /** How the range is read and printed. */
    enum Kind {
        /** A ratio: "2.5-3.5x". */
        TIMES,
        /** A share, the inverse of the ratio: "40-60%". */
        SHARE,
        /** A bound on the ratio, not an effect: "at most 1.1x". */
        AT_MOST
    }

    private final Kind kind;
    private final double low;
    private final double high;
    private final String words;
    private final double[] post;

    private Claimed(Kind kind, double low, double high, String words, double... post) {
        if (!(low >= (kind == Kind.AT_MOST ? 0 : 1) && high >= low)) {
            throw new IllegalArgumentException("a claimed range from " + low + " to " + high);
        }
        this.kind = kind;
        this.low = low;
        this.high = high;
        this.words = words;
        this.post = post.clone();
    }

    /**
     * A ratio claimed between {@code low} and {@code high} times ({@code high} may be infinite), in the claim's
     * {@code words}; {@code post}: the ratio its source reported (one value, or the two ends of a range; none when it
     * gave no figures).
     */
    static Claimed times(double low, double high, String words, double... post) {
        return new Claimed(Kind.TIMES, low, high, words, post);
    }

    /** At least {@code low} times. */
    static Claimed atLeast(double low, String words, double... post) {
        return times(low, Double.POSITIVE_INFINITY, words, post);
    }

    /** Any effect in the claimed direction ("faster"): above 1x. */
    static Claimed direction(String words, double... post) {
        return times(1, Double.POSITIVE_INFINITY, words, post);
    }

    /**
     * A share claimed between {@code low} and {@code high} (0-1; 0 for "under"): the smaller side as a share of the
     * bigger; {@code post}, the shares its source reported.
     */
    static Claimed share(double low, double high, String words, double... post) {
        return new Claimed(Kind.SHARE, 1 / high, low == 0 ? Double.POSITIVE_INFINITY : 1 / low, words,
                Arrays.stream(post).map(s -> 1 / s).toArray());
    }

    /** A bound, not an effect: the ratio claimed at most {@code bound} ("on par"). */
    static Claimed atMost(double bound, String words, double... post) {
        return new Claimed(Kind.AT_MOST, 0, bound, words, post);
    }

    /** The lower end of the claimed ratio. */
    public double low() {
        return low;
    }

    /** The upper end of the claimed ratio (infinite when the claim is "at least"). */
    public double high() {
        return high;
    }

    /** What the source reported, as ratios in the claimed direction (the bound's terms for a bound). */
    public double[] post() {
        return post.clone();
    }

    /** Whether the claim is of an effect's size (else of a bound, "on par"). */
    public boolean isEffect() {
        return kind != Kind.AT_MOST;
    }

    /**
     * Half the claimed effect on a log scale: {@code sqrt(low)}, the log-midpoint between 1 and the range's lower
     * end. An interval that reaches it (and lies above 1) holds in part; one that stays below it does not hold.
     */
    public double half() {
        return Math.sqrt(low);
    }

    /**
     * The range as the claim is read, with its words, the source's figure and, for an effect larger than "any",
     * where "in part" starts: {@code 2.5-3.5x (about 3x; the post: 3.00x); in part from 1.58x}.
     */
    public String text() {
        StringBuilder sb = new StringBuilder(range()).append(" (").append(words);
        if (post.length > 0) {
            sb.append("; the post: ").append(post.length == 1 ? value(post[0])
                    : interval(Arrays.stream(post).min().orElseThrow(), Arrays.stream(post).max().orElseThrow()));
        }
        sb.append(')');
        if (kind != Kind.AT_MOST && low > 1) {
            sb.append(kind == Kind.SHARE ? "; in part up to " : "; in part from ").append(value(half()));
        }
        return sb.toString();
    }

    /** The claimed range alone: {@code 2.5-3.5x}, {@code at least 5x}, {@code above 1x}, {@code 40-60%}. */
    public String range() {
        boolean open = Double.isInfinite(high);
        return switch (kind) {
            case AT_MOST -> "at most " + number(high) + "x";
            case TIMES -> low == 1 && open ? "above 1x" : open ? "at least " + number(low) + "x"
                    : number(low) + "-" + number(high) + "x";
            case SHARE -> low == 1 && open ? "under 100%" : open ? "at most " + number(100 / low) + "%"
                    : number(100 / high) + "-" + number(100 / low) + "%";
        };
    }

    /** A ratio as the claim reads it: {@code 2.26x}, {@code 21.9x}, or as a share, {@code 46.7%}. */
    String value(double ratio) {
        return kind == Kind.SHARE ? figure(100 / ratio) + "%" : figure(ratio) + "x";
    }

    /** An interval as the claim reads it: {@code 1.02-1.07x}, or as shares, {@code 58.7-63.9%}. */
    String interval(double lo, double hi) {
        return kind == Kind.SHARE ? figure(100 / hi) + "-" + value(lo) : figure(lo) + "-" + value(hi);
    }

    /** A measured or reported figure: a share to one decimal, a ratio to two below 10 and to one above. */
    private String figure(double x) {
        return String.format(Locale.ROOT, kind == Kind.SHARE || x >= 10 ? "%.1f" : "%.2f", x);
    }

    /** An end of a range as the claim's definition gives it: 2.5, 5, 40. */
    private static String number(double x) {
        String s = String.format(Locale.ROOT, "%.2f", x);
        return s.replaceFirst("\\.?0+$", "");
    }

    /** {@code the claimed range (2.5-3.5x)}. */
    private String claimedRange() {
        return "the claimed range (" + range() + ")";
    }

    /** An outcome and, for a verdict's why, where the interval lies against the range. */
    record Judged(Outcome outcome, String where, double boundary) {
    }

    /**
     * The rule (see the class): the outcome of a 95% interval {@code lo}-{@code hi} of the ratio in the claimed
     * direction (for a bound, the ratio bounded); {@code estimate} chooses the boundary that more rounds would have
     * to leave outside an inconclusive interval (NaN when there is none).
     */
    Judged judge(double lo, double estimate, double hi) {
        String in = lo == hi ? "that" : "the interval " + interval(lo, hi);
        if (kind == Kind.AT_MOST) {
            return hi <= high ? new Judged(Outcome.HOLDS, in + " lies at or below " + value(high), Double.NaN)
                    : lo > high ? new Judged(Outcome.DOES_NOT_HOLD, in + " lies above " + value(high),
                    Double.NaN)
                    : new Judged(Outcome.INCONCLUSIVE, in + " includes " + value(high), high);
        }
        double half = half();
        if (lo >= low && hi <= high && lo > 1) {
            return new Judged(Outcome.HOLDS, in + (low == 1 && Double.isInfinite(high) ? " lies " + range()
                    : " lies in " + claimedRange()), Double.NaN);
        }
        if (hi < half || hi <= 1) {
            return new Judged(Outcome.DOES_NOT_HOLD, hi <= 1 || low == 1
                    ? in + " shows no effect in the claimed direction"
                    : in + " stays " + (kind == Kind.SHARE ? "above " : "below ") + value(half)
                    + ", half the claimed effect on a log scale (" + range() + " claimed)", Double.NaN);
        }
        boolean straddlesLow = lo < low && low <= hi;
        boolean straddlesHigh = lo <= high && high < hi;
        if (lo <= 1 || straddlesLow || straddlesHigh) {
            double boundary = Double.NaN;
            if (estimate < half) {
                boundary = half; // to decide, the interval has to fall short of half the effect
            } else {
                for (double b : new double[]{1, low, high}) {
                    if (lo <= b && b <= hi && (Double.isNaN(boundary)
                            || Math.abs(Math.log(b / estimate)) < Math.abs(Math.log(boundary / estimate)))) {
                        boundary = b;
                    }
                }
            }
            String includes = lo <= 1 ? "no effect and " + (hi >= low ? claimedRange()
                    : "half the claimed effect (" + value(half) + ")")
                    : "values in " + claimedRange() + " and " + (straddlesLow && straddlesHigh ? "on both sides"
                    : straddlesLow ? "short of it" : "beyond it");
            return new Judged(Outcome.INCONCLUSIVE, in + " includes " + includes, boundary);
        }
        return new Judged(Outcome.HOLDS_IN_PART, lo > high ? in + " goes beyond " + claimedRange()
                : in + " is " + (kind == Kind.SHARE ? "below 100%" : "above 1x") + " and reaches " + value(half)
                + ", half the claimed effect on a log scale, but falls short of " + claimedRange(), Double.NaN);
    }

    @Override
    public String toString() {
        return text();
    }
}
