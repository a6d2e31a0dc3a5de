package serbench.format;

import com.google.protobuf.Message;
import serbench.model.Model;

/** JSON through jackson-databind, mapping the model's Java classes. */
public final class JacksonJsonFormat extends JacksonFormat {

    @Override
    public String name() {
        return "json";
    }

    @Override
    public Codec codec(Model<Object, Message> model) {
        return new JacksonCodec(name(), Jackson.JSON, model);
    }
}
