package serbench.format;

import com.google.protobuf.Message;
import serbench.model.Model;

/**
 * JSON through jackson-databind with the Blackbird module, which replaces reflective property access with
 * generated lambdas. Same configuration and output bytes as {@code json}: only the binding machinery differs.
 */
public final class JacksonBlackbirdFormat extends JacksonFormat {

    @Override
    public String name() {
        return "json-blackbird";
    }

    @Override
    public Codec codec(Model<Object, Message> model) {
        return new JacksonCodec(name(), Jackson.JSON_BLACKBIRD, model);
    }
}
