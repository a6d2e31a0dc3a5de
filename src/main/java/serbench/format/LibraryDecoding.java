package serbench.format;

import serbench.model.InvalidDataException;

/**
 * How the codecs of the JSON libraries beside Jackson (Gson, fastjson2, DSL-JSON) report input they cannot decode:
 * one {@link PayloadException} naming the format and the model. The problem is the suite's own refusal when there is
 * one among the causes (a model's {@link InvalidDataException}, which a library may wrap in its own exception, or
 * {@link DocumentLimit.Exceeded}), else the first line of the library's message, naming the exception when it is not
 * one of the library's own failure signals (a parser's defect, such as an index out of bounds on truncated input, is
 * the payload's problem as far as the caller can tell); the cause is kept.
 */
public final class LibraryDecoding {

    private final String format;
    private final String model;

    public LibraryDecoding(String format, String model) {
        this.format = format;
        this.model = model;
    }

    /** A library that reads no value from empty input returns null: a payload with no value is an error here. */
    public Object checked(Object value) {
        if (value == null) {
            throw new PayloadException(format, model, "no value in the input (empty payload?)", null);
        }
        return value;
    }

    /** The decode failure {@code e} as this codec's {@link PayloadException}. */
    public PayloadException failure(Exception e) {
        if (e instanceof PayloadException p) {
            return p;
        }
        InvalidDataException invalid = PayloadException.invalidData(e);
        if (invalid != null) {
            return new PayloadException(format, model, invalid.getMessage(), e);
        }
        DocumentLimit.Exceeded tooLong = DocumentLimit.in(e);
        String problem = tooLong != null ? tooLong.getMessage() : PayloadException.firstLine(e);
        if (e instanceof RuntimeException && !failureSignal(e)) {
            // a parser's own defect on this input (fastjson2 and DSL-JSON read past the end of some truncated input)
            problem = e.getClass().getSimpleName() + " in the parser: " + problem;
        }
        return new PayloadException(format, model, problem, e);
    }

    /** Whether {@code e} is one of the libraries' own unchecked failure signals. */
    private static boolean failureSignal(Exception e) {
        return e instanceof com.google.gson.JsonParseException || e instanceof com.alibaba.fastjson2.JSONException;
    }
}
