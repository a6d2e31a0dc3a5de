package serbench.format.jackson;

import serbench.format.Format;
import java.util.function.Supplier;

import serbench.format.Codec;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.protobuf.Message;
import serbench.model.Model;

/**
 * JSON through jackson-databind, mapping the model's Java classes. {@code json} is the plain mapper;
 * {@code json-blackbird} the same configuration with the Blackbird module, which replaces reflective property access
 * with generated lambdas (same output bytes: only the binding machinery differs).
 */
public final class JacksonJsonFormat implements Format {

    private final String name;
    private final Supplier<ObjectMapper> mapper;

    /** {@code json} on {@link Jackson#json()}. */
    public JacksonJsonFormat() {
        this("json", Jackson::json);
    }

    /** A JSON format named {@code name} on one of {@link Jackson}'s JSON mappers. */
    public JacksonJsonFormat(String name, Supplier<ObjectMapper> mapper) {
        this.name = name;
        this.mapper = mapper;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Codec codec(Model<Object, Message> model) {
        return new JacksonCodec.V2(name, mapper.get(), model);
    }
}
