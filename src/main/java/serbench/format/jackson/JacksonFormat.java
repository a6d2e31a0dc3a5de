package serbench.format.jackson;

import serbench.format.Format;
import com.google.protobuf.Message;
import serbench.model.Model;

/** A format that reads and writes the model's Java classes through Jackson data binding: no conversion needed. */
public abstract class JacksonFormat implements Format {

    @Override
    public final Object represent(Model<Object, Message> model, Object javaValue) {
        return javaValue;
    }

    @Override
    public final Object toJava(Model<Object, Message> model, Object represented) {
        return represented;
    }
}
