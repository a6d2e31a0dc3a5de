package serbench.format;

/** A payload could not be decoded: its message names the format, the model and what is wrong. */
public final class PayloadException extends RuntimeException {

    public PayloadException(String format, String model, String problem, Throwable cause) {
        super(format + ": cannot decode " + model + " payload: " + problem, cause);
    }

    /** The first line of a library's message, without the location dump some parsers append. */
    static String firstLine(Throwable t) {
        return firstLine(t.getMessage(), t);
    }

    static String firstLine(String m, Throwable t) {
        if (m == null || m.isBlank()) {
            return t.getClass().getSimpleName();
        }
        int nl = m.indexOf('\n');
        return (nl < 0 ? m : m.substring(0, nl)).trim();
    }
}
