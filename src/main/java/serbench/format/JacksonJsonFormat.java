package serbench.format;

import com.google.protobuf.Message;
import serbench.model.Model;

/** JSON through jackson-databind, mapping the model's Java classes. */
public final class JacksonJsonFormat implements Format {

    @Override
    public String name() {
        return "json";
    }

    @Override
    public Object represent(Model<Object, Message> model, Object javaValue) {
        return javaValue;
    }

    @Override
    public Object toJava(Model<Object, Message> model, Object represented) {
        return represented;
    }

    @Override
    public Codec codec(Model<Object, Message> model) {
        return new JacksonCodec(name(), Jackson.JSON, model);
    }
}
