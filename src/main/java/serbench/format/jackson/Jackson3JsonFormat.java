package serbench.format.jackson;

import serbench.format.Format;
import serbench.format.Codec;
import com.google.protobuf.Message;
import serbench.model.Model;

/**
 * {@code json-jackson3}: JSON through Jackson 3's databind ({@code tools.jackson}) on {@link Jackson3#json()}, which
 * writes the bytes of {@code json} (Jackson 2) and accepts and refuses the same input.
 */
public final class Jackson3JsonFormat implements Format {

    @Override
    public String name() {
        return "json-jackson3";
    }

    @Override
    public Codec codec(Model<Object, Message> model) {
        return new JacksonCodec.V3(name(), Jackson3.json(), model);
    }
}
