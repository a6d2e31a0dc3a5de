package serbench.format.kryo;

import com.google.protobuf.Message;
import serbench.format.Codec;
import serbench.format.Format;
import serbench.model.Model;

/** Kryo 5's binary form of the model's Java records: no conversion, as for the Jackson formats. */
public final class KryoFormat implements Format {

    @Override
    public String name() {
        return "kryo";
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
        return new KryoCodec(name(), model);
    }
}
