package serbench.format.jackson;

import serbench.format.PayloadException;

/**
 * How the Jackson codecs, Jackson 2's and Jackson 3's, report input they cannot decode: one
 * {@link PayloadException} naming the format and the model, whichever library or version refused it.
 */
public final class JacksonDecoding {

    private final String format;
    private final String model;

    public JacksonDecoding(String format, String model) {
        this.format = format;
        this.model = model;
    }

    /** Empty input binds to null in Jackson: a payload with no value is an error here. */
    public Object checked(Object value) {
        if (value == null) {
            throw refused("no value in the input (empty payload?)");
        }
        return value;
    }

    /** The codec's own refusal of the input, with no library exception behind it. */
    PayloadException refused(String problem) {
        return new PayloadException(format, model, problem, null);
    }

    /**
     * The decode failure as this codec's {@link PayloadException}. Parsers and binders mostly throw their own
     * exceptions (Jackson 2's checked {@code JsonProcessingException}, Jackson 3's unchecked {@code JacksonException},
     * Woodstox's {@code XMLStreamException}), but not only: Woodstox reports some errors found while parsing lazily
     * as a RuntimeException ({@code WstxLazyException}, Aalto's {@code UncheckedStreamException}), and a library bug
     * can surface as any RuntimeException. On decode paths they are all the payload's problem as far as the caller
     * can tell, so they are wrapped too (the cause is kept).
     */
    public PayloadException failure(Exception e) {
        if (e instanceof PayloadException p) {
            return p;
        }
        Throwable t = e;
        if ((e instanceof com.ctc.wstx.exc.WstxLazyException || e instanceof com.fasterxml.aalto.UncheckedStreamException)
                && e.getCause() != null) {
            t = e.getCause(); // its own message repeats the class name in brackets
        }
        String message = t instanceof com.fasterxml.jackson.core.JsonProcessingException j ? j.getOriginalMessage()
                : t instanceof tools.jackson.core.JacksonException j ? j.getOriginalMessage()
                : t.getMessage();
        String problem = PayloadException.firstLine(message, t);
        if (e instanceof RuntimeException && !(e instanceof tools.jackson.core.JacksonException) && t == e) {
            problem = e.getClass().getSimpleName() + " in the parser: " + problem;
        }
        return new PayloadException(format, model, problem, e);
    }
}
