package serbench.model.finditems.xsd;

import com.fasterxml.jackson.annotation.JacksonAnnotationsInside;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;

/**
 * xs:dateTime as eBay writes it: UTC with milliseconds, {@code 2012-06-22T00:51:16.538Z} ({@code .000Z} kept).
 * A finer instant keeps its micro- or nanoseconds, so nothing is lost. Reading takes that form on a fast path
 * and any other ISO-8601 date-time with an offset (or none, read as UTC) through {@code java.time}.
 */
public final class XsdDateTime {

    private XsdDateTime() {
    }

    /** The text of an instant, e.g. {@code 2012-04-17T21:11:50.000Z}. */
    public static String format(Instant t) {
        LocalDateTime d = LocalDateTime.ofEpochSecond(t.getEpochSecond(), 0, ZoneOffset.UTC);
        if (d.getYear() < 0 || d.getYear() > 9999) {
            return t.toString();
        }
        StringBuilder b = new StringBuilder(30);
        pad(b, d.getYear(), 4).append('-');
        pad(b, d.getMonthValue(), 2).append('-');
        pad(b, d.getDayOfMonth(), 2).append('T');
        pad(b, d.getHour(), 2).append(':');
        pad(b, d.getMinute(), 2).append(':');
        pad(b, d.getSecond(), 2).append('.');
        int nano = t.getNano();
        if (nano % 1_000_000 == 0) {
            pad(b, nano / 1_000_000, 3);
        } else if (nano % 1_000 == 0) {
            pad(b, nano / 1_000, 6);
        } else {
            pad(b, nano, 9);
        }
        return b.append('Z').toString();
    }

    /** The instant of an xs:dateTime text; {@link DateTimeException} when it is not one. */
    public static Instant parse(String text) {
        String s = text.strip();
        if (s.length() == 24 && s.charAt(23) == 'Z' && s.charAt(4) == '-' && s.charAt(7) == '-'
                && s.charAt(10) == 'T' && s.charAt(13) == ':' && s.charAt(16) == ':' && s.charAt(19) == '.') {
            long day = LocalDate.of(digits(s, 0, 4), digits(s, 5, 7), digits(s, 8, 10)).toEpochDay();
            int hour = digits(s, 11, 13);
            int minute = digits(s, 14, 16);
            int second = digits(s, 17, 19);
            if (hour > 23 || minute > 59 || second > 59) {
                throw new DateTimeException("time out of range: " + s);
            }
            return Instant.ofEpochSecond(day * 86_400 + hour * 3_600 + minute * 60 + second,
                    digits(s, 20, 23) * 1_000_000L);
        }
        try {
            return OffsetDateTime.parse(s).toInstant();
        } catch (DateTimeException withoutOffset) {
            return LocalDateTime.parse(s).toInstant(ZoneOffset.UTC);
        }
    }

    private static int digits(String s, int from, int to) {
        int v = 0;
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') {
                throw new DateTimeException("not a digit at " + i + ": " + s);
            }
            v = v * 10 + (c - '0');
        }
        return v;
    }

    /** Appends {@code v} (0 or more) in {@code width} digits, zero-padded, without an intermediate String. */
    private static StringBuilder pad(StringBuilder b, int v, int width) {
        int divisor = 1;
        for (int i = 1; i < width; i++) {
            divisor *= 10;
        }
        if (v >= divisor * 10) {
            return b.append(v); // wider than the field (never for the fields written here)
        }
        for (; divisor > 0; divisor /= 10) {
            b.append((char) ('0' + v / divisor % 10));
        }
        return b;
    }

    /** Marks a {@code Instant} property written and read with {@link Writer} and {@link Reader}. */
    @Target({ElementType.ANNOTATION_TYPE, ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER})
    @Retention(RetentionPolicy.RUNTIME)
    @JacksonAnnotationsInside
    @JsonSerialize(using = Writer.class)
    @JsonDeserialize(using = Reader.class)
    public @interface Mapped {
    }

    /** Jackson serializer writing {@link #format}. */
    public static final class Writer extends XsdText.Writer<Instant> {
        public Writer() {
            super(Instant.class, XsdDateTime::format);
        }
    }

    /** Jackson deserializer reading with {@link #parse}. */
    public static final class Reader extends XsdText.Reader<Instant> {
        public Reader() {
            super(Instant.class, "xs:dateTime", XsdDateTime::parse);
        }
    }
}
