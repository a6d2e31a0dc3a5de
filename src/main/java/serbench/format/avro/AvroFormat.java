package serbench.format.avro;

import com.google.protobuf.Message;
import org.apache.avro.specific.SpecificRecord;
import serbench.format.Codec;
import serbench.format.Format;
import serbench.model.Model;

/**
 * {@code avro}: Apache Avro's binary encoding, the schema-based binary peer of {@code protobuf}. Each model has an
 * Avro IDL schema in {@code src/main/avro} carrying the information of its {@code .proto}, and avro-maven-plugin
 * generates its record classes at build time (as protoc generates protobuf's); this format writes and reads those
 * records ({@link AvroModel}: one conversion class per model) through {@link AvroCodec}. The payload is raw Avro
 * binary, one record: no container file and no schema in it, the schema being known to both sides, as protobuf's
 * is.
 */
public final class AvroFormat implements Format {

    public static final String NAME = "avro";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Object represent(Model<Object, Message> model, Object javaValue) {
        return AvroModels.byModel(model.name()).toAvro(javaValue);
    }

    @Override
    public Object toJava(Model<Object, Message> model, Object represented) {
        return AvroModels.byModel(model.name()).fromAvro((SpecificRecord) represented);
    }

    @Override
    public Codec codec(Model<Object, Message> model) {
        return new AvroCodec(NAME, model.name(), AvroModels.byModel(model.name()));
    }
}
