package serbench.format.jackson;

import serbench.format.Format;
import java.util.function.Supplier;

import serbench.format.Codec;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.protobuf.Message;
import serbench.model.Model;

/**
 * A binary form of JSON's data model through jackson-databind, mapping the model's Java classes with the JSON
 * mapper's configuration and limits: {@code smile} ({@link Jackson#smile()}), {@code cbor} ({@link Jackson#cbor()}),
 * {@code msgpack} ({@link Jackson#msgpack()}). The codec is the JSON formats' {@link JacksonCodec}: only the token
 * format under the binder differs.
 */
public final class JacksonBinaryFormat implements Format {

    private final String name;
    private final Supplier<ObjectMapper> mapper;

    /** A format named {@code name} on one of {@link Jackson}'s binary mappers. */
    public JacksonBinaryFormat(String name, Supplier<ObjectMapper> mapper) {
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
