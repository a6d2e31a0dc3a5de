package serbench.text;

import serbench.stats.Interval;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.Locale;

/** How numbers look in every report: locale-independent, with enough digits to see nanosecond deltas. */
public final class Cells {

    private Cells() {
    }

    /** 1234.5, 123.45, 12.345, 0.01234: at least four significant digits, one decimal at 1000 and above. */
    public static String number(double x) {
        if (Double.isNaN(x)) {
            return "NaN";
        }
        if (Double.isInfinite(x)) {
            return x > 0 ? "+INF" : "-INF";
        }
        double a = Math.abs(x);
        if (a == 0) {
            return "0";
        }
        if (a >= 1000) {
            return String.format(Locale.ROOT, "%.1f", x);
        }
        if (a >= 100) {
            return String.format(Locale.ROOT, "%.2f", x);
        }
        if (a >= 1) {
            return String.format(Locale.ROOT, "%.3f", x);
        }
        return new BigDecimal(x).round(new MathContext(4)).stripTrailingZeros().toPlainString();
    }

    /**
     * A ratio of times as every output says it: {@code 3.00x slower [2.63-3.42]} (the time is 3.00 times the
     * baseline's, 95% interval 2.63 to 3.42), {@code 1.25x faster [1.10-1.41]} (the baseline's time is 1.25 times this
     * one), with {@code ?} after the word when the verdict is no difference ({@code decided} false):
     * {@code 1.02x slower? [0.950-1.10]}; {@code [no interval]} without one. {@code slowdown} is the time ratio turned
     * so that above 1 is slower ({@link serbench.compare.Change#slowdown}).
     */
    public static String slowdown(Interval slowdown, boolean decided) {
        return slowdownWord(slowdown, decided) + " " + ratioBounds(slowdown);
    }

    /** {@link #slowdown}'s words alone: {@code 3.00x slower}, {@code 1.02x faster?}. */
    public static String slowdownWord(Interval slowdown, boolean decided) {
        return ratioWord(slowdown, decided, "slower", "faster");
    }

    /**
     * A ratio's 95% interval in the direction its words read ({@link #slowdown}, {@link #bytesWord}):
     * {@code [2.63-3.42]}, {@code [no interval]}.
     */
    public static String ratioBounds(Interval ratio) {
        if (!ratio.hasBounds()) {
            return "[no interval]";
        }
        Interval shown = ratio.estimate() >= 1 ? ratio : ratio.reciprocal();
        return "[" + times(shown.lo()) + "-" + times(shown.hi()) + "]";
    }

    /**
     * A ratio of bytes per operation in the same words: {@code 1.10x more}, {@code 1.25x fewer?} ({@code ratio} is
     * new over old bytes).
     */
    public static String bytesWord(Interval ratio, boolean decided) {
        return ratioWord(ratio, decided, "more", "fewer");
    }

    private static String ratioWord(Interval ratio, boolean decided, String above, String below) {
        if (!Double.isFinite(ratio.estimate()) || ratio.estimate() <= 0) {
            return "n/a";
        }
        boolean up = ratio.estimate() >= 1;
        return times(up ? ratio.estimate() : 1 / ratio.estimate()) + "x " + (up ? above : below) + (decided ? "" : "?");
    }

    /** A ratio with three significant digits: {@code 3.00}, {@code 12.4}, {@code 0.952}; {@code n/a} when not finite. */
    public static String times(double x) {
        if (!Double.isFinite(x)) {
            return "n/a";
        }
        BigDecimal d = new BigDecimal(x).round(new MathContext(3));
        int integerDigits = d.precision() - d.scale();
        return d.setScale(Math.max(d.scale(), 3 - integerDigits), java.math.RoundingMode.HALF_UP).toPlainString();
    }

    /** An interval of ratios as signed percentages: {@code [+8.0%, +16.7%]}. */
    public static String ratioInterval(Interval i) {
        if (!i.hasBounds()) {
            return "n/a";
        }
        return "[" + signedPercent((i.lo() - 1) * 100) + ", " + signedPercent((i.hi() - 1) * 100) + "]";
    }

    public static String signedPercent(double pct) {
        if (!Double.isFinite(pct)) {
            return "n/a";
        }
        return Math.abs(pct) < 0.05 ? "0.0%" : String.format(Locale.ROOT, "%+.1f%%", pct);
    }

    public static String percent(double pct) {
        return Double.isFinite(pct) ? String.format(Locale.ROOT, "%.1f%%", pct) : "?";
    }

    /** A p-value: {@code 0.0079}, {@code 0.310}, {@code <0.001}. */
    public static String p(double p) {
        if (Double.isNaN(p)) {
            return "n/a";
        }
        if (p < 0.001) {
            return "<0.001";
        }
        return String.format(Locale.ROOT, p < 0.01 ? "%.4f" : "%.3f", p);
    }

    /** A signed difference, for bytes per operation: {@code +24.0}, {@code -0.125}. */
    public static String delta(double d) {
        String s = number(d);
        return d > 0 ? "+" + s : s;
    }

    /** A minimum detectable effect as {@code ±4.2%}; {@code n/a} without one. */
    public static String mde(double fraction) {
        return Double.isFinite(fraction) ? "±" + percent(fraction * 100) : "n/a";
    }

    /** A fork count from a power calculation: {@code 12}, {@code >100000}, {@code n/a}. */
    public static String forks(int n) {
        return n < 0 ? "n/a" : n == Integer.MAX_VALUE ? ">100000" : String.valueOf(n);
    }

    /** A threshold as the user wrote it: {@code 3}, {@code 2.5}, never {@code 3.000}. */
    public static String plain(double x) {
        return new BigDecimal(Double.toString(x)).stripTrailingZeros().toPlainString();
    }
}
