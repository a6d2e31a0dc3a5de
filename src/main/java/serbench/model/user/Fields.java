package serbench.model.user;

import serbench.model.Digest;
import serbench.model.InvalidDataException;

import java.math.BigInteger;
import java.time.DateTimeException;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The checks and conversions the records and models generated from a user's {@code .proto} call (see
 * {@code src/build/ModelGenerator.java}): a value the schema's type cannot hold is refused as
 * {@link InvalidDataException}, naming the field, as the built-in models refuse theirs.
 */
public final class Fields {

    private static final BigInteger TWO_TO_64 = BigInteger.ONE.shiftLeft(64);

    private Fields() {
    }

    /** A map field: absent is empty; a copy in the payload's order; a null key or value is refused. */
    public static <K, V> Map<K, V> map(Map<K, V> map, String field) {
        Map<K, V> copy = new LinkedHashMap<>(map == null ? 0 : map.size() * 2);
        if (map != null) {
            for (Map.Entry<K, V> e : map.entrySet()) {
                if (e.getKey() == null || e.getValue() == null) {
                    throw new InvalidDataException(field + " holds a null " + (e.getKey() == null ? "key" : "value"));
                }
                copy.put(e.getKey(), e.getValue());
            }
        }
        return copy;
    }

    /** At most one member of a oneof is set. */
    public static void oneOf(String oneof, Object... members) {
        int set = 0;
        for (Object m : members) {
            if (m != null) {
                set++;
            }
        }
        if (set > 1) {
            throw new InvalidDataException("oneof " + oneof + " has " + set + " members set, at most one may be");
        }
    }

    /** A uint32 or fixed32 value: 0 to 2^32 - 1 (null: absent). */
    public static void uint32(Long value, String field) {
        if (value != null && (value < 0 || value > 0xFFFF_FFFFL)) {
            throw new InvalidDataException(field + " is " + value + ", outside uint32's range 0.." + 0xFFFF_FFFFL);
        }
    }

    /** A uint64 or fixed64 value: 0 to 2^64 - 1 (null: absent). */
    public static void uint64(BigInteger value, String field) {
        if (value != null && (value.signum() < 0 || value.compareTo(TWO_TO_64) >= 0)) {
            throw new InvalidDataException(field + " is " + value + ", outside uint64's range 0..2^64-1");
        }
    }

    /** The unsigned value of protobuf's 64 bits. */
    public static BigInteger unsigned(long bits) {
        BigInteger v = BigInteger.valueOf(bits);
        return bits >= 0 ? v : v.add(TWO_TO_64);
    }

    /** A Timestamp's instant; seconds or nanos no Instant holds are refused. */
    public static Instant instant(long seconds, int nanos, String field) {
        try {
            if (nanos < 0 || nanos > 999_999_999) {
                throw new DateTimeException("nanos " + nanos + " outside 0..999999999");
            }
            return Instant.ofEpochSecond(seconds, nanos);
        } catch (DateTimeException e) {
            throw new InvalidDataException(field + " is not a timestamp: " + e.getMessage());
        }
    }

    /**
     * A Java duration as protobuf's Duration holds it: seconds and nanos of one sign ({@code Duration} keeps its nanos
     * positive: -1 ns is -1 s and 999,999,999 ns there, 0 s and -1 ns in protobuf).
     */
    public static com.google.protobuf.Duration proto(Duration d) {
        long seconds = d.getSeconds();
        int nanos = d.getNano();
        if (seconds < 0 && nanos > 0) {
            seconds += 1;
            nanos -= 1_000_000_000;
        }
        return com.google.protobuf.Duration.newBuilder().setSeconds(seconds).setNanos(nanos).build();
    }

    /** Folds a duration as its protobuf form's two fields, so that both forms give one digest. */
    public static void digest(Digest d, Duration duration) {
        long seconds = duration.getSeconds();
        int nanos = duration.getNano();
        if (seconds < 0 && nanos > 0) {
            seconds += 1;
            nanos -= 1_000_000_000;
        }
        d.add(seconds).add(nanos);
    }

    /** A Duration's value; nanos outside their range are refused. */
    public static Duration duration(long seconds, int nanos, String field) {
        if (nanos < -999_999_999 || nanos > 999_999_999 || seconds > 0 && nanos < 0 || seconds < 0 && nanos > 0) {
            throw new InvalidDataException(field + " is not a duration: nanos " + nanos + " with seconds " + seconds);
        }
        return Duration.ofSeconds(seconds, nanos);
    }

    /** Whether two lists of byte arrays, or two maps to byte arrays, hold equal arrays (by value) in the same places. */
    public static boolean bytesEqual(Object a, Object b) {
        if (a instanceof List<?> x && b instanceof List<?> y) {
            if (x.size() != y.size()) {
                return false;
            }
            for (int i = 0; i < x.size(); i++) {
                if (!java.util.Arrays.equals((byte[]) x.get(i), (byte[]) y.get(i))) {
                    return false;
                }
            }
            return true;
        }
        if (a instanceof Map<?, ?> x && b instanceof Map<?, ?> y) {
            if (x.size() != y.size()) {
                return false;
            }
            for (Map.Entry<?, ?> e : x.entrySet()) {
                if (!y.containsKey(e.getKey()) || !java.util.Arrays.equals((byte[]) e.getValue(), (byte[]) y.get(e.getKey()))) {
                    return false;
                }
            }
            return true;
        }
        return a == b;
    }

    /** The hash of a list of byte arrays or a map to byte arrays, consistent with {@link #bytesEqual}. */
    public static int bytesHash(Object value) {
        int h = 1;
        if (value instanceof List<?> list) {
            for (Object o : list) {
                h = 31 * h + java.util.Arrays.hashCode((byte[]) o);
            }
        } else if (value instanceof Map<?, ?> map) {
            for (Map.Entry<?, ?> e : map.entrySet()) {
                h += java.util.Objects.hashCode(e.getKey()) ^ java.util.Arrays.hashCode((byte[]) e.getValue());
            }
        }
        return h;
    }

    /** A list of byte arrays or a map to byte arrays as text, each array's bytes shown. */
    public static String bytesText(Object value) {
        if (value instanceof List<?> list) {
            return list.stream().map(o -> java.util.Arrays.toString((byte[]) o)).toList().toString();
        }
        if (value instanceof Map<?, ?> map) {
            Map<Object, String> shown = new java.util.LinkedHashMap<>();
            map.forEach((k, v) -> shown.put(k, java.util.Arrays.toString((byte[]) v)));
            return shown.toString();
        }
        return String.valueOf(value);
    }
}
