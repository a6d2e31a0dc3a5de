package serbench.model.finditems.xsd;

import serbench.io.Excerpt;
import com.fasterxml.jackson.annotation.JacksonAnnotationsInside;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.math.BigDecimal;
import java.time.DateTimeException;
import java.time.Duration;

/**
 * xs:duration as eBay writes {@code timeLeft}: {@code P{d}DT{h}H{m}M{s}S}, e.g. {@code P24DT20H25M34S}, every
 * component written even when zero. Fractions of a second and a leading minus are written when present.
 * Reading accepts any day-time xs:duration ({@code PnDTnHnMn.nS}, components optional, each at most once and in
 * that order, at most 12 digits each); years and months
 * are refused, having no fixed length.
 */
public final class XsdDuration {

    private XsdDuration() {
    }

    /** The text of a duration, e.g. {@code P24DT20H25M34S}. */
    public static String format(Duration d) {
        StringBuilder b = new StringBuilder(24);
        if (d.isNegative()) {
            b.append('-');
            d = d.negated();
        }
        long seconds = d.getSeconds();
        b.append('P').append(seconds / 86_400).append("DT")
                .append(seconds / 3_600 % 24).append('H')
                .append(seconds / 60 % 60).append('M')
                .append(seconds % 60);
        if (d.getNano() != 0) {
            b.append(BigDecimal.valueOf(d.getNano(), 9).stripTrailingZeros().toPlainString().substring(1));
        }
        return b.append('S').toString();
    }

    /** The duration of an xs:duration text; {@link DateTimeException} when it is not a day-time duration. */
    public static Duration parse(String text) {
        String s = text.strip();
        int i = 0;
        boolean negative = i < s.length() && s.charAt(i) == '-';
        if (negative) {
            i++;
        }
        if (i >= s.length() || s.charAt(i++) != 'P') {
            throw bad(s);
        }
        long seconds = 0;
        long nanos = 0;
        boolean time = false;
        boolean any = false;
        int lastUnit = -1; // D, H, M, S must come in this order, each at most once
        while (i < s.length()) {
            if (s.charAt(i) == 'T' && !time) {
                time = true;
                i++;
                if (i == s.length()) {
                    throw bad(s);
                }
                continue;
            }
            int start = i;
            while (i < s.length() && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
                i++;
            }
            if (i == start || i - start > 12 || i >= s.length()) {
                throw bad(s);
            }
            long n = Long.parseLong(s, start, i, 10);
            char unit = s.charAt(i++);
            if (unit == '.' && time) {
                int fraction = i;
                while (i < s.length() && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
                    i++;
                }
                if (i == fraction || i - fraction > 9 || i >= s.length() || s.charAt(i) != 'S') {
                    throw bad(s);
                }
                nanos = Long.parseLong(s, fraction, i, 10);
                for (int k = i - fraction; k < 9; k++) {
                    nanos *= 10;
                }
                unit = s.charAt(i++);
            }
            int unitIndex = !time ? (unit == 'D' ? 0 : -1) : "HMS".indexOf(unit) + 1;
            if (unitIndex <= lastUnit || unitIndex <= 0 && !(unitIndex == 0 && !time)) {
                throw bad(s);
            }
            lastUnit = unitIndex;
            long unitSeconds = unitIndex == 0 ? 86_400 : unitIndex == 1 ? 3_600 : unitIndex == 2 ? 60 : 1;
            try {
                seconds = Math.addExact(seconds, Math.multiplyExact(n, unitSeconds));
            } catch (ArithmeticException e) {
                throw bad(s);
            }
            any = true;
        }
        if (!any) {
            throw bad(s);
        }
        Duration d = Duration.ofSeconds(seconds, nanos);
        return negative ? d.negated() : d;
    }

    private static DateTimeException bad(String s) {
        return new DateTimeException("not a day-time xs:duration (PnDTnHnMn.nS, each designator once, in order): "
                + Excerpt.of(s));
    }

    /** Marks a {@code Duration} property written and read with {@link Writer} and {@link Reader}. */
    @Target({ElementType.ANNOTATION_TYPE, ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER})
    @Retention(RetentionPolicy.RUNTIME)
    @JacksonAnnotationsInside
    @JsonSerialize(using = Writer.class)
    @JsonDeserialize(using = Reader.class)
    public @interface Mapped {
    }

    /** Jackson serializer writing {@link #format}. */
    public static final class Writer extends XsdText.Writer<Duration> {
        public Writer() {
            super(Duration.class, XsdDuration::format);
        }
    }

    /** Jackson deserializer reading with {@link #parse}. */
    public static final class Reader extends XsdText.Reader<Duration> {
        public Reader() {
            super(Duration.class, "xs:duration", XsdDuration::parse);
        }
    }
}
