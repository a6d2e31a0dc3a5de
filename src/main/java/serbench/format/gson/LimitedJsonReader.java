package serbench.format.gson;

import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import com.google.gson.stream.MalformedJsonException;
import serbench.format.jackson.Jackson;
import serbench.model.InvalidDataException;
import serbench.io.Excerpt;

import java.io.IOException;
import java.io.Reader;

/**
 * Gson's reader held to {@code json}'s rules: strict RFC 8259 syntax, {@link Jackson}'s nesting depth (Gson's own
 * nesting limit), and {@link Jackson}'s string, field name and number lengths, which Gson does not limit: each value
 * is checked as it is read, so a string costs at most the document's length ({@code DocumentLimit}) before it is
 * refused. The model's classes never skip a value but an unknown field ({@code ReflectiveTypeAdapterFactory} calls
 * {@link #skipValue} for nothing else), so that is where the model's unknown-field policy is applied: refused, or
 * skipped with every name and number in it held to the limits, as {@code json} skips it.
 */
final class LimitedJsonReader extends JsonReader {

    private final boolean ignoreUnknown;
    private String lastName;

    LimitedJsonReader(Reader in, boolean ignoreUnknown) {
        super(in);
        this.ignoreUnknown = ignoreUnknown;
        setStrictness(Strictness.STRICT);
        setNestingLimit(Jackson.MAX_NESTING_DEPTH);
    }

    @Override
    public String nextName() throws IOException {
        String name = super.nextName();
        if (name.length() > Jackson.MAX_NAME_LENGTH) {
            throw tooLong("Name", name.length(), Jackson.MAX_NAME_LENGTH);
        }
        lastName = name;
        return name;
    }

    /** A string, or a number's literal (what {@link GsonMapping}'s number adapters read). */
    @Override
    public String nextString() throws IOException {
        boolean number = peek() == JsonToken.NUMBER;
        String s = super.nextString();
        int max = number ? Jackson.MAX_NUMBER_LENGTH : Jackson.MAX_STRING_LENGTH;
        if (s.length() > max) {
            throw tooLong(number ? "Number value" : "String value", s.length(), max);
        }
        return s;
    }

    @Override
    public void skipValue() throws IOException {
        if (!ignoreUnknown) {
            throw new InvalidDataException("unknown field \"" + Excerpt.of(lastName) + "\" at " + getPath()
                    + " (the model has no such field)");
        }
        int depth = 0;
        do {
            switch (peek()) {
                case BEGIN_ARRAY -> { beginArray(); depth++; }
                case END_ARRAY -> { endArray(); depth--; }
                case BEGIN_OBJECT -> { beginObject(); depth++; }
                case END_OBJECT -> { endObject(); depth--; }
                case NAME -> nextName();
                case NUMBER -> nextString();
                case STRING -> super.skipValue(); // not held in memory, as json skips it
                case BOOLEAN -> nextBoolean();
                case NULL -> nextNull();
                case END_DOCUMENT -> throw new java.io.EOFException("End of input" + getPath());
            }
        } while (depth > 0);
    }

    private static MalformedJsonException tooLong(String what, int length, int max) {
        return new MalformedJsonException(what + " length (" + length + ") exceeds the maximum allowed (" + max + ")");
    }
}
