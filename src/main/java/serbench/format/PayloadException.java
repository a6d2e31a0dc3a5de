package serbench.format;

import serbench.io.Excerpt;
import serbench.model.InvalidDataException;

/**
 * A payload could not be decoded: its message names the format, the model and what is wrong. The cause says who
 * refused it: a parser (Jackson's {@code JacksonException}, Woodstox's {@code XMLStreamException}, protobuf's
 * {@code InvalidProtocolBufferException}) or the suite's own checks ({@link InvalidDataException}); none when the
 * codec itself found the input empty or of the wrong kind. The problem text is capped at {@link #MAX_PROBLEM}
 * characters, control characters escaped, so a message never echoes a huge or hostile input.
 */
public final class PayloadException extends RuntimeException {

    /** Longest problem text a message carries, in characters. */
    public static final int MAX_PROBLEM = 300;

    /** The format (or formats, "xml or protobuf") that was tried. */
    public final String format;
    /** The problem, as capped in the message. */
    public final String problem;

    public PayloadException(String format, String model, String problem, Throwable cause) {
        this(format, model, Excerpt.of(problem, MAX_PROBLEM), cause, true);
    }

    private PayloadException(String format, String model, String problem, Throwable cause, boolean capped) {
        super(format + ": cannot decode " + model + " payload: " + problem, cause);
        this.format = format;
        this.problem = problem;
    }

    /** The suite's own refusal somewhere in {@code t}'s causes (a binder wraps what a constructor throws), or null. */
    public static InvalidDataException invalidData(Throwable t) {
        for (Throwable c = t; c != null; c = c.getCause() == c ? null : c.getCause()) {
            if (c instanceof InvalidDataException i) {
                return i;
            }
        }
        return null;
    }

    /** The first line of a library's message, without the location dump some parsers append. */
    public static String firstLine(Throwable t) {
        return firstLine(t.getMessage(), t);
    }

    public static String firstLine(String m, Throwable t) {
        if (m == null || m.isBlank()) {
            return t.getClass().getSimpleName();
        }
        int nl = m.indexOf('\n');
        return (nl < 0 ? m : m.substring(0, nl)).trim();
    }
}
