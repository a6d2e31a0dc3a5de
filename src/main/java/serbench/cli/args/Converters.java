package serbench.cli.args;

import picocli.CommandLine.ITypeConverter;
import serbench.compare.Estimator;
import serbench.io.WrongArgumentException;
import serbench.results.Measure;
import serbench.run.design.Budget;

import java.time.Duration;
import java.util.EnumSet;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * The options' types, converted by picocli at the edge: an option declares its converter ({@code converter = ...})
 * and its field has the type the command uses. A value that does not convert is a {@link WrongArgumentException}
 * whose message says what the option takes; {@link Cli#parse} prefixes the option and the value and ends the line with
 * {@code (see COMMAND --help)}: {@code --budget 'soon': a duration such as 20m, 90s or 1h30m (see run --help)}.
 */
public final class Converters {

    private Converters() {
    }

    /** {@code --budget}: a wall time such as {@code 90s}, {@code 20m} or {@code 1h30m} ({@link Budget#parse}). */
    public static final class WallTime implements ITypeConverter<Duration> {
        @Override
        public Duration convert(String value) {
            return Budget.parse(value);
        }
    }

    /** {@code --precision}: a percentage above 0, a trailing {@code %} allowed. */
    public static final class PositivePercent implements ITypeConverter<Double> {
        @Override
        public Double convert(String value) {
            double d = number(value);
            if (!(d > 0) || Double.isInfinite(d)) {
                throw new WrongArgumentException("give the target half-width of the 95% interval in percent, above 0,"
                        + " e.g. 5");
            }
            return d;
        }
    }

    /** A percentage of 0 or more, a trailing {@code %} allowed ({@code --fail-on-regression}, {@code --alloc-tolerance}). */
    public static final class Percent implements ITypeConverter<Double> {
        @Override
        public Double convert(String value) {
            return nonNegative(number(value), "a percentage >= 0 such as 5");
        }
    }

    /** A number of bytes, 0 or more ({@code --alloc-tolerance-bytes}). */
    public static final class Bytes implements ITypeConverter<Double> {
        @Override
        public Double convert(String value) {
            return nonNegative(value.endsWith("%") ? Double.NaN : number(value), "a number of bytes >= 0 such as 1");
        }
    }

    /** {@code --seed}: a whole number. */
    public static final class Seed implements ITypeConverter<Long> {
        @Override
        public Long convert(String value) {
            try {
                return Long.parseLong(value);
            } catch (NumberFormatException e) {
                throw new WrongArgumentException("not a whole number; give the seed of an earlier run's manifest to"
                        + " repeat its order, e.g. --seed 42");
            }
        }
    }

    /** {@code --metric}: time, cpu, cpu-all or alloc ({@link Measure}). */
    public static final class Metric implements ITypeConverter<Measure> {
        @Override
        public Measure convert(String value) {
            try {
                return Measure.named(value.strip());
            } catch (IllegalArgumentException e) {
                throw new WrongArgumentException("use one of " + String.join(", ", Measure.NAMES));
            }
        }
    }

    /** {@code --estimator}: trimmed, fastest or mean ({@link Estimator}). */
    public static final class EstimatorName implements ITypeConverter<Estimator> {
        @Override
        public Estimator convert(String value) {
            try {
                return Estimator.byName(value.strip());
            } catch (WrongArgumentException e) {
                throw new WrongArgumentException("use one of " + String.join(", ",
                        EnumSet.allOf(Estimator.class).stream().map(x -> x.option).toList()));
            }
        }
    }

    /** A Java regular expression ({@code --filter}, {@code --effect-rows}). */
    public static final class Regex implements ITypeConverter<Pattern> {
        @Override
        public Pattern convert(String value) {
            try {
                return Pattern.compile(value);
            } catch (PatternSyntaxException e) {
                throw new WrongArgumentException("not a regular expression: " + e.getDescription());
            }
        }
    }

    /** {@code --format} of a command with every view: text, md, json or csv. */
    public static final class AnyOutput implements ITypeConverter<OutputFormat> {
        @Override
        public OutputFormat convert(String value) {
            return OutputFormat.of(value, EnumSet.allOf(OutputFormat.class));
        }
    }

    /** {@code --format} of a command with text, markdown and JSON views ({@code claims}). */
    public static final class TextMarkdownJson implements ITypeConverter<OutputFormat> {
        @Override
        public OutputFormat convert(String value) {
            return OutputFormat.of(value, EnumSet.of(OutputFormat.TEXT, OutputFormat.MD, OutputFormat.JSON));
        }
    }

    /** {@code --format} of a command with text and markdown views ({@code calibration}). */
    public static final class TextMarkdown implements ITypeConverter<OutputFormat> {
        @Override
        public OutputFormat convert(String value) {
            return OutputFormat.of(value, Set.of(OutputFormat.TEXT, OutputFormat.MD));
        }
    }

    private static double number(String value) {
        try {
            return Double.parseDouble(value.endsWith("%") ? value.substring(0, value.length() - 1) : value);
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    private static double nonNegative(double d, String what) {
        if (!(d >= 0) || Double.isInfinite(d)) {
            throw new WrongArgumentException("needs " + what);
        }
        return d;
    }
}
