package serbench.format.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Output;
import com.esotericsoftware.kryo.serializers.DefaultSerializers.EnumSerializer;
import com.esotericsoftware.kryo.serializers.FieldSerializer;
import com.esotericsoftware.kryo.serializers.RecordSerializer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;
import serbench.format.ModelClasses;
import serbench.model.Models;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Kryo the codec configures: registration, serializers, the bounds' header reading. */
class KryoFormatTest {

    @ParameterizedTest
    @MethodSource("serbench.model.ModelNames#all")
    void everyClassIsRegisteredWithKryosSerializers(String model) {
        List<Class<?>> classes = ModelClasses.of(Models.byName(model).javaType());
        Kryo kryo = KryoCodec.newKryo(classes);
        assertTrue(kryo.isRegistrationRequired());
        assertFalse(kryo.getReferences());
        for (Class<?> c : classes) {
            var serializer = kryo.getRegistration(c).getSerializer();
            if (c.isRecord()) {
                assertInstanceOf(RecordSerializer.class, serializer, c.getName());
            } else if (c.isEnum()) {
                assertInstanceOf(EnumSerializer.class, serializer, c.getName());
            } else if (!c.getName().startsWith("java.")) {
                assertInstanceOf(FieldSerializer.class, serializer, c.getName());
            }
        }
        for (Class<?> list : KryoCodec.immutableListClasses()) {
            assertInstanceOf(BoundedListSerializer.class, kryo.getRegistration(list).getSerializer());
        }
        Kryo again = KryoCodec.newKryo(ModelClasses.of(Models.byName(model).javaType()));
        for (Class<?> c : classes) {
            assertEquals(kryo.getRegistration(c).getId(), again.getRegistration(c).getId(), "same id: " + c);
        }
        assertThrows(IllegalArgumentException.class, () -> kryo.getRegistration(java.util.HashMap.class),
                "an unregistered class is refused");
    }

    @Test
    void theStringBoundReadsKryosLengthHeader() {
        for (int length : new int[]{0, 1, 62, 63, 64, 300, 70_000, 1 << 21, 1 << 28}) {
            Output out = new Output(16, -1);
            out.writeString("\u00e9".repeat(length)); // not ASCII: Kryo writes the length
            byte[] b = out.toBytes();
            assertEquals(length + 1, BoundedInput.declaredLength(b, 0, b.length), "length " + length);
        }
    }
}
