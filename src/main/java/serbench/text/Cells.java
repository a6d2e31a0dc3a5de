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

    /** A gain as {@code +12.3% faster} / {@code -5.0% slower}. */
    public static String gain(double gain) {
        double pct = (gain - 1) * 100;
        String word = Math.abs(pct) < 0.05 ? "" : pct > 0 ? " faster" : " slower";
        return signedPercent(pct) + word;
    }

    /** An allocation ratio as {@code +10.0% more} / {@code -5.0% less}. */
    public static String allocChange(double ratio) {
        if (!Double.isFinite(ratio)) {
            return "n/a";
        }
        double pct = (ratio - 1) * 100;
        String word = Math.abs(pct) < 0.05 ? "" : pct > 0 ? " more" : " less";
        return signedPercent(pct) + word;
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

    /** A gain with its verdict: {@code +12.3% faster} when significant, else {@code inconclusive (+12.3%)}. */
    public static String verdict(double gain, boolean significant) {
        return significant ? gain(gain) : "inconclusive (" + signedPercent((gain - 1) * 100) + ")";
    }

    /** An allocation ratio interval as signed percentages of bytes: {@code [+8.0%, +16.7%]}. */
    public static String allocInterval(Interval i) {
        return ratioInterval(i);
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
