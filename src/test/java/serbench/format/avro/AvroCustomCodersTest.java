package serbench.format.avro;

import org.apache.avro.Schema;
import org.apache.avro.specific.SpecificData;
import org.apache.avro.specific.SpecificDatumReader;
import org.apache.avro.specific.SpecificDatumWriter;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import serbench.format.Payload;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The {@code avro} codec writes through the generated classes' custom coders and reads on Avro's default path: every
 * record class avro-maven-plugin generates for a model has custom coders, the codec's writes run inside their
 * {@code customEncode} (seen from the stream the encoder flushes to, mid-record), and its reader's
 * {@link SpecificData} has custom coders off. The bytes are Avro's generic writer's ({@code WrittenBytesTest} holds
 * them to the bytes written before the custom coders).
 */
class AvroCustomCodersTest {

    @ParameterizedTest
    @ValueSource(strings = {"mediacontent", "finditems", "counters", "document"})
    void everyGeneratedRecordClassHasCustomCoders(String model) throws Exception {
        Payload p = Payload.of(model, "default", "avro");
        Set<Schema> records = new LinkedHashSet<>();
        records(((org.apache.avro.specific.SpecificRecord) p.value).getSchema(), records);
        assertFalse(records.isEmpty());
        for (Schema record : records) {
            Class<?> type = SpecificData.get().getClass(record);
            Method hasCustomCoders = type.getDeclaredMethod("hasCustomCoders");
            hasCustomCoders.setAccessible(true);
            assertTrue((Boolean) hasCustomCoders.invoke(type.getDeclaredConstructor().newInstance()), type.getName());
        }
    }

    /** A payload larger than the encoder's buffer is flushed to the stream while the record is being encoded. */
    @ParameterizedTest
    @ValueSource(strings = {"finditems 50", "document 12k"})
    void writesRunInTheGeneratedCustomEncode(String modelInput) {
        String[] names = modelInput.split(" ");
        Payload p = Payload.of(names[0], names[1], "avro");
        List<StackTraceElement[]> flushes = new ArrayList<>();
        ByteArrayOutputStream written = new ByteArrayOutputStream();
        OutputStream stream = new OutputStream() {
            @Override
            public void write(int b) {
                write(new byte[]{(byte) b}, 0, 1);
            }

            @Override
            public void write(byte[] b, int off, int len) {
                flushes.add(new Throwable().getStackTrace());
                written.write(b, off, len);
            }
        };
        p.codec.write(p.value, stream);
        assertArrayEquals(p.bytes, written.toByteArray());
        assertTrue(flushes.size() > 1, "the payload fills the encoder's buffer");
        assertTrue(flushes.stream().anyMatch(frames -> Arrays.stream(frames)
                        .anyMatch(f -> f.getMethodName().equals("customEncode"))),
                "no write to the stream came from a generated customEncode");
    }

    @ParameterizedTest
    @ValueSource(strings = {"mediacontent", "finditems", "counters", "document"})
    void theWriterHasCustomCodersOnAndTheReaderOff(String model) throws Exception {
        AvroCodec codec = (AvroCodec) Payload.of(model, "default", "avro").codec;
        SpecificDatumWriter<?> writer = (SpecificDatumWriter<?>) field(codec, "writer");
        SpecificDatumReader<?> reader = (SpecificDatumReader<?>) field(codec, "reader");
        assertTrue(writer.getSpecificData().useCustomCoders(), "the writer's custom coders");
        assertFalse(reader.getSpecificData().useCustomCoders(), "the reader's custom coders");
    }

    private static Object field(Object owner, String name) throws ReflectiveOperationException {
        Field f = owner.getClass().getDeclaredField(name);
        f.setAccessible(true);
        return f.get(owner);
    }

    private static void records(Schema schema, Set<Schema> records) {
        switch (schema.getType()) {
            case RECORD -> {
                if (records.add(schema)) {
                    schema.getFields().forEach(f -> records(f.schema(), records));
                }
            }
            case ARRAY -> records(schema.getElementType(), records);
            case MAP -> records(schema.getValueType(), records);
            case UNION -> schema.getTypes().forEach(s -> records(s, records));
            default -> {
            }
        }
    }
}
