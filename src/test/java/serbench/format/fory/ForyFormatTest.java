package serbench.format.fory;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import serbench.format.ModelClasses;
import serbench.model.Models;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Fory the codecs configure: registration required, and the records' serializers generated (JIT). */
class ForyFormatTest {

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void everyRecordIsRegisteredAndItsSerializerGenerated(boolean compatible) {
        for (String model : Models.NAMES) {
            ForyCodec codec = new ForyCodec("fory", compatible, Models.byName(model));
            for (Class<?> c : ModelClasses.of(Models.byName(model).javaType())) {
                if (c.getName().startsWith("java.")) {
                    continue;
                }
                boolean registered = codec.fory.execute(f -> f.getTypeResolver().isRegistered(c));
                assertTrue(registered, c.getName());
                if (c.isRecord()) {
                    String serializer = codec.fory.execute(f -> f.getTypeResolver().getSerializer(c)).getClass()
                            .getName();
                    assertTrue(serializer.contains("ForyCodec"), c.getName() + " is read by " + serializer);
                }
            }
        }
    }
}
