package serbench.format.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.google.protobuf.Message;
import serbench.format.Codec;
import serbench.format.Format;
import serbench.format.ModelClasses;
import serbench.model.Model;

import java.util.ArrayList;

/** Kryo 5's binary form of the model's Java records: no conversion, as for the Jackson formats. */
public final class KryoFormat implements Format {

    @Override
    public String name() {
        return "kryo";
    }

    /**
     * A Kryo with this format's configuration for any class graph rooted at {@code root} (records, beans or classes
     * with public fields, the latter two through Kryo's default field serializer), {@link ArrayList} registered for
     * the mutable classes' lists: the binding styles' benchmark ({@code BindingBench}) uses it.
     */
    public static Kryo newKryo(Class<?> root) {
        Kryo kryo = KryoCodec.newKryo(ModelClasses.of(root));
        kryo.register(ArrayList.class, new BoundedListSerializer());
        return kryo;
    }

    /**
     * An input of the kind this format reads through, to reuse ({@code setBuffer(payload)} before each read): every
     * string bounded before Kryo allocates it ({@link BoundedInput}), as the codec reads; for the binding styles'
     * benchmark, so its kryo rows read as the format does.
     */
    public static com.esotericsoftware.kryo.io.Input boundedInput() {
        return new BoundedInput();
    }

    @Override
    public Codec codec(Model<Object, Message> model) {
        return new KryoCodec(name(), model);
    }
}
