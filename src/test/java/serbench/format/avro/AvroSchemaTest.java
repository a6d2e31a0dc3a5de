package serbench.format.avro;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import org.apache.avro.Schema;
import org.apache.avro.specific.SpecificRecord;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import serbench.format.Formats;
import serbench.model.Model;
import serbench.model.Models;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Each model's Avro schema ({@code src/main/avro}) carries exactly the information of its {@code .proto}, field by
 * field in the same order, walked from the root message into every nested one (the root named as the message with
 * {@code Avro} before it, so that the generated classes and the model's can be imported side by side): the same
 * field names (protobuf's
 * lowerCamelCase JSON names), a repeated field an array, a field with presence (proto3 {@code optional}, a message)
 * a union of null and its type, a plain field its plain type, an enum the same constants in the same order, a
 * message (google.protobuf.Timestamp and Duration included) a record of the same fields. The exceptions are the
 * fields with presence that the model requires, {@link #REQUIRED}: plain in Avro, which can say so and protobuf
 * cannot. A field added to a {@code .proto} and not to its {@code .avdl} (or the other way) fails here.
 */
class AvroSchemaTest {

    /**
     * Fields with presence in the {@code .proto} that the model always has: MediaContent's media (the record requires
     * it) and every field of the document but the order's note (its {@code optional} is there only so that protobuf
     * writes a value even at zero, as Avro always does; the model requires them).
     */
    static boolean required(FieldDescriptor f) {
        return f.getFullName().equals("serbench.mediacontent.MediaContent.media")
                || f.getFile().getPackage().equals("serbench.document") && !f.getName().equals("note");
    }

    @ParameterizedTest
    @MethodSource("serbench.model.ModelNames#all")
    void theSchemaCarriesTheInformationOfTheProto(String modelName) throws Exception {
        Model<Object, Message> model = Models.byName(modelName);
        Descriptor proto = model.parser().parseFrom(new byte[0]).getDescriptorForType();
        Schema avro = ((SpecificRecord) Formats.byName("avro").represent(model, model.load("default"))).getSchema();
        assertEquals("Avro" + proto.getName(), avro.getName(), "the root (named Avro..., apart from the model's classes)");
        assertRecord(proto, avro);
    }

    private static void assertRecord(Descriptor proto, Schema avro) {
        assertEquals(Schema.Type.RECORD, avro.getType(), proto.getFullName());
        List<FieldDescriptor> fields = proto.getFields();
        assertEquals(fields.stream().map(FieldDescriptor::getJsonName).toList(),
                avro.getFields().stream().map(Schema.Field::name).toList(), proto.getFullName() + "'s fields");
        for (int i = 0; i < fields.size(); i++) {
            FieldDescriptor f = fields.get(i);
            Schema s = avro.getFields().get(i).schema();
            String where = f.getFullName();
            if (f.isRepeated()) {
                assertEquals(Schema.Type.ARRAY, s.getType(), where);
                assertType(f, s.getElementType());
            } else if (f.hasPresence() && !required(f)) {
                assertEquals(Schema.Type.UNION, s.getType(), where);
                assertEquals(2, s.getTypes().size(), where);
                assertEquals(Schema.Type.NULL, s.getTypes().get(0).getType(), where + ": null first, absent");
                assertType(f, s.getTypes().get(1));
            } else {
                assertType(f, s);
            }
        }
    }

    private static void assertType(FieldDescriptor f, Schema s) {
        String where = f.getFullName();
        switch (f.getJavaType()) {
            case MESSAGE -> assertRecord(f.getMessageType(), s);
            case ENUM -> {
                assertEquals(Schema.Type.ENUM, s.getType(), where);
                assertEquals(f.getEnumType().getValues().stream().map(EnumValueDescriptor::getName).toList(),
                        s.getEnumSymbols(), where + ": protobuf's constants in protobuf's order");
                assertTrue(f.getEnumType().getValues().stream().allMatch(v -> v.getNumber() == v.getIndex()),
                        where + ": a constant's index is its number");
            }
            case STRING -> assertEquals(Schema.Type.STRING, s.getType(), where);
            case INT -> assertEquals(Schema.Type.INT, s.getType(), where);
            case LONG -> assertEquals(Schema.Type.LONG, s.getType(), where);
            case DOUBLE -> assertEquals(Schema.Type.DOUBLE, s.getType(), where);
            case BOOLEAN -> assertEquals(Schema.Type.BOOLEAN, s.getType(), where);
            default -> throw new AssertionError(where + ": a protobuf type the schemas do not use: " + f.getJavaType());
        }
        if (f.getJavaType() == FieldDescriptor.JavaType.STRING) {
            assertEquals("String", s.getProp("avro.java.string"), where + ": decoded as java.lang.String");
        }
    }
}
