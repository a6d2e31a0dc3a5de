package serbench.render;

import serbench.compare.Units;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.List;
import java.util.OptionalDouble;

/**
 * A time per operation as a reader reads it: in the largest of ns, µs, ms and s that keeps it at 1 or more
 * ({@code 447.8 µs} rather than {@code 447816.9 ns/op}). {@code divisor} turns a value in the chart's unit into
 * {@code unit}; a unit that is not a time per operation (a throughput, bytes) keeps its values as they are.
 */
record Scale(double divisor, String unit) {

    private static final List<String> TIMES = List.of("s/op", "ms/op", "us/op", "ns/op");

    /** The scale for {@code value} given in {@code unit}. */
    static Scale of(String unit, double value) {
        OptionalDouble toNs = Units.factor(unit, "ns/op");
        if (toNs.isEmpty() || !unit.endsWith("/op") || !Double.isFinite(value)) {
            return new Scale(1, unit);
        }
        for (String target : TIMES) {
            double f = Units.factor(unit, target).orElseThrow();
            if (Math.abs(value) * f >= 1 || target.equals("ns/op")) {
                return new Scale(1 / f, target.replace("us/", "\u00b5s/").replace("/op", ""));
            }
        }
        throw new AssertionError();
    }

    /** {@code value} (in the chart's unit) in this scale, four significant digits: {@code 447.8 µs}. */
    String text(double value) {
        if (!Double.isFinite(value)) {
            return "n/a";
        }
        double v = value / divisor;
        String digits = v == 0 ? "0" : new BigDecimal(v).round(new MathContext(4)).stripTrailingZeros().toPlainString();
        return digits + " " + unit;
    }
}
