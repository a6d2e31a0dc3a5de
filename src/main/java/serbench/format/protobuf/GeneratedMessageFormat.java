package serbench.format.protobuf;

import serbench.format.Format;
import com.google.protobuf.Message;
import serbench.model.Model;

/** A format that writes the model's generated protobuf message (in protobuf's binary or its JSON mapping). */
abstract class GeneratedMessageFormat implements Format {

    @Override
    public final Object represent(Model<Object, Message> model, Object javaValue) {
        return model.toProto(javaValue);
    }

    @Override
    public final Object toJava(Model<Object, Message> model, Object represented) {
        return model.fromProto((Message) represented);
    }
}
