package serbench.render.html;

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
public record Scale(double divisor, String unit) {

    /** The scale for {@code value} given in {@code unit}: the unit {@link Units#readable} chooses. */
    public static Scale of(String unit, double value) {
        String target = Units.readable(unit, value);
        OptionalDouble f = Units.factor(unit, target);
        if (target.equals(unit) || f.isEmpty()) {
            return new Scale(1, unit.endsWith("/op") && Units.factor(unit, "s/op").isPresent()
                    ? unit.replace("us/", "\u00b5s/").replace("/op", "") : unit);
        }
        return new Scale(1 / f.getAsDouble(), target.replace("/op", ""));
    }

    /** {@code value} (in the chart's unit) in this scale, four significant digits: {@code 447.8 µs}. */
    public String text(double value) {
        if (!Double.isFinite(value)) {
            return "n/a";
        }
        double v = value / divisor;
        String digits = v == 0 ? "0" : new BigDecimal(v).round(new MathContext(4)).stripTrailingZeros().toPlainString();
        return digits + " " + unit;
    }
}
