package serbench.format.fory;

import com.google.protobuf.Message;
import org.apache.fory.ThreadSafeFory;
import serbench.format.Codec;
import serbench.format.Format;
import serbench.model.Model;

/**
 * Apache Fory's Java native form of the model's Java records: no conversion, as for the Jackson formats. Two modes,
 * both of them what Fory's users choose between: {@code fory}, schema-consistent (reader and writer share the
 * classes: fields in a fixed order, no field names or ids on the wire), and {@code fory-compatible}, Fory's default,
 * which writes each class's field metadata once per payload so that a reader with other versions of the classes
 * can read it (the counterpart of protobuf's field numbers).
 */
public final class ForyFormat implements Format {

    private final String name;
    private final boolean compatible;

    /** {@code fory}: the schema-consistent mode. */
    public static ForyFormat consistent() {
        return new ForyFormat("fory", false);
    }

    /** {@code fory-compatible}: the schema-compatible mode, Fory's default. */
    public static ForyFormat compatible() {
        return new ForyFormat("fory-compatible", true);
    }

    private ForyFormat(String name, boolean compatible) {
        this.name = name;
        this.compatible = compatible;
    }

    @Override
    public String name() {
        return name;
    }

    /**
     * A Fory in this format's mode and configuration for any class graph rooted at {@code root} (records, beans or
     * classes with public fields): the binding styles' benchmark ({@code BindingBench}) uses it.
     */
    public ThreadSafeFory newFory(Class<?> root) {
        return ForyCodec.newFory(root, compatible);
    }

    @Override
    public Codec codec(Model<Object, Message> model) {
        return new ForyCodec(name, compatible, model);
    }
}
