package serbench.format.streaming;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;

import java.io.IOException;

/**
 * One model's JSON written and read by hand on Jackson's streaming API, for the {@code json-streaming} format:
 * the same bytes as the data-binding {@code json} format, without its binding machinery. One implementation per
 * model, registered in {@link StreamingModels}.
 *
 * @param <T> the model's root Java class
 */
interface ModelJson<T> {

    /** Writes the root value as one JSON object. */
    void write(JsonGenerator g, T value) throws IOException;

    /**
     * Reads the root value; the parser is on the root's first token (not null). Fails with a Jackson exception
     * for JSON that is not the model's form, or with {@code InvalidDataException} from the model's own checks.
     */
    T read(JsonParser p) throws IOException;
}
