package serbench.hostile;

import org.junit.jupiter.api.function.ThrowingSupplier;
import serbench.format.Payload;
import serbench.format.PayloadException;

import java.nio.charset.StandardCharsets;
import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/** Shared checks for hostile input: refused in bounded time, with a clear one-line message, leaking nothing. */
final class Hostile {

    /** Every hostile input must be dealt with within this time, even on a loaded 2-core machine. */
    static final Duration BOUND = Duration.ofSeconds(10);

    /** Written into the files that XXE attempts try to read: it must never appear in a result or message. */
    static final String SECRET = "TOP-SECRET-7f3a9c";

    private Hostile() {
    }

    static <T> T bounded(ThrowingSupplier<T> work) {
        return org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(BOUND, work);
    }

    static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    /** The codec refuses the bytes with its documented exception, in bounded time; returns the message. */
    static String refusedByCodec(Payload p, byte[] bytes) {
        PayloadException e = assertTimeoutPreemptively(BOUND, () -> {
            try {
                Object decoded = p.codec.read(bytes);
                return fail(p.format.name() + "/" + p.model.name() + ": hostile input was decoded: "
                        + abbreviate(String.valueOf(decoded)));
            } catch (PayloadException expected) {
                return expected;
            }
        }, "took longer than " + BOUND);
        FuzzOracle.assertRefusal(e); // a parser's failure or the suite's InvalidDataException, not a wrapped bug
        String m = e.getMessage();
        assertTrue(m.startsWith(p.format.name() + ": cannot decode " + p.model.name() + " payload: "), m);
        assertClear(m);
        return m;
    }

    /** A scenario reader (or anything else) fails with an exception, in bounded time; returns it. */
    static Throwable refused(String what, ThrowingSupplier<Object> read) {
        Throwable t = assertTimeoutPreemptively(BOUND, () -> {
            try {
                Object result = read.get();
                return fail(what + ": hostile input was read: " + abbreviate(String.valueOf(result)));
            } catch (Exception expected) {
                return expected;
            }
        }, what + " took longer than " + BOUND);
        assertNotNull(t.getMessage(), what + ": an exception without a message: " + t);
        FuzzOracle.assertRefusal(t); // a parser's failure or the suite's InvalidDataException, not a bug
        assertClear(t.getMessage());
        return t;
    }

    /** One line, not absurdly long, and never the secret. */
    static void assertClear(String message) {
        assertFalse(message.contains(SECRET), "the secret leaked: " + message);
        assertFalse(message.isBlank(), "empty message");
        assertTrue(message.length() < 2000, "message too long: " + abbreviate(message));
    }

    static String abbreviate(String s) {
        return s.length() <= 200 ? s : s.substring(0, 200) + "... (" + s.length() + " chars)";
    }
}
