package serbench.format;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Output;
import org.apache.avro.io.BinaryEncoder;
import org.apache.avro.io.EncoderFactory;
import org.apache.avro.specific.SpecificData;
import org.apache.avro.specific.SpecificDatumWriter;
import org.apache.avro.specific.SpecificRecord;
import serbench.format.jackson.Jackson;
import serbench.format.jackson.Jackson3;
import serbench.format.kryo.KryoFormat;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.ByteArrayOutputStream;
import java.util.concurrent.Callable;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static serbench.Allocations.bytesPerCall;

/**
 * The codecs allocate no more than the plainest correct use of their library on the same bytes. Measured as
 * the thread's allocated bytes per call after a warm-up, so the JIT has compiled both paths alike. These are
 * the checks that would have caught an XML parser left open (2.3x the plain mapper's bytes per read) and a
 * Woodstox writer not closed completely (2.5x per write). Run for Jackson 2's {@code xml} and Jackson 3's
 * {@code xml-jackson3}, each against its own plain mapper, and for the writes of {@code avro} and {@code kryo}
 * against their library used at its best on one thread (an encoder or Output reused, Avro's custom coders), which a
 * codec's per-thread state must match: no new encoder, buffer or Output per write.
 */
class AllocationTest {

    /** The plain mapper of an XML format: {@code readValue(bytes, type)} and {@code writeValueAsBytes(value)}. */
    private interface PlainMapper {
        Object read(byte[] bytes, Class<Object> type) throws Exception;

        byte[] write(Object value) throws Exception;
    }

    private static PlainMapper plain(String format) {
        return switch (format) {
            case "xml" -> new PlainMapper() {
                public Object read(byte[] bytes, Class<Object> type) throws Exception {
                    return Jackson.xml().readValue(bytes, type);
                }

                public byte[] write(Object value) throws Exception {
                    return Jackson.xml().writeValueAsBytes(value);
                }
            };
            case "xml-jackson3" -> new PlainMapper() {
                public Object read(byte[] bytes, Class<Object> type) {
                    return Jackson3.xml().readValue(bytes, type);
                }

                public byte[] write(Object value) {
                    return Jackson3.xml().writeValueAsBytes(value);
                }
            };
            default -> throw new IllegalArgumentException(format);
        };
    }

    @ParameterizedTest
    @ValueSource(strings = {"xml", "xml-jackson3"})
    void xmlReadAllocatesNoMoreThanAPlainXmlMapper(String format) throws Exception {
        Payload p = Payload.of("mediacontent", "media.1", format);
        PlainMapper mapper = plain(format);
        Class<Object> type = p.model.javaType();
        long plain = bytesPerCall(3000, () -> mapper.read(p.bytes, type));
        long codec = bytesPerCall(3000, () -> p.codec.read(p.bytes));
        assertTrue(codec <= plain * 1.05, format + ": codec read " + codec + " B/op vs plain XmlMapper " + plain);
    }

    @ParameterizedTest
    @ValueSource(strings = {"xml", "xml-jackson3"})
    void xmlWriteAllocatesNoMoreThanAPlainXmlMapper(String format) throws Exception {
        Payload p = Payload.of("mediacontent", "media.1", format);
        PlainMapper mapper = plain(format);
        long plain = bytesPerCall(3000, () -> mapper.write(p.value));
        long codec = bytesPerCall(3000, () -> p.codec.write(p.value));
        assertTrue(codec <= plain * 1.05, format + ": codec write " + codec + " B/op vs plain XmlMapper " + plain);
        assertTrue(codec <= 3000, format + ": codec write " + codec + " B/op for media.1");
    }

    /** The SOAP envelope costs the plain mapper's bytes for the bare document, plus a few hundred for the envelope. */
    @ParameterizedTest
    @ValueSource(strings = {"xml", "xml-jackson3"})
    void soapEnvelopeWriteAllocatesAboutWhatThePlainMapperDoes(String format) throws Exception {
        Payload p = Payload.of("finditems", "50", format);
        PlainMapper mapper = plain(format);
        long plain = bytesPerCall(100, () -> mapper.write(p.value));
        long codec = bytesPerCall(100, () -> p.codec.write(p.value));
        assertTrue(codec <= plain * 1.05, format + ": codec write " + codec + " B/op vs plain XmlMapper (bare) " + plain);
        assertTrue(codec <= 300_000, format + ": codec write " + codec + " B/op for FindItems-50");
    }

    @ParameterizedTest
    @ValueSource(strings = {"xml", "xml-jackson3"})
    void soapEnvelopeReadAllocatesAboutWhatThePlainMapperDoesOnTheBareDocument(String format) throws Exception {
        Payload p = Payload.of("finditems", "50", format);
        PlainMapper mapper = plain(format);
        byte[] bare = mapper.write(p.value);
        Class<Object> type = p.model.javaType();
        long plain = bytesPerCall(100, () -> mapper.read(bare, type));
        long codec = bytesPerCall(100, () -> p.codec.read(p.bytes));
        assertTrue(codec <= plain * 1.15, format + ": codec read " + codec + " B/op vs plain XmlMapper (bare) " + plain);
    }

    /** The library at its best on one thread: what {@link #plainWriter} returns writes the format's bytes. */
    @ParameterizedTest
    @CsvSource({"avro, mediacontent, media.1", "avro, finditems, 50", "kryo, mediacontent, media.1",
            "kryo, finditems, 50"})
    void reusedWriteStateAllocatesNoMoreThanTheLibraryAtItsBest(String format, String model, String input)
            throws Exception {
        Payload p = Payload.of(model, input, format);
        Callable<byte[]> plain = plainWriter(p);
        assertArrayEquals(p.bytes, plain.call(), format + ": the plain writer writes other bytes");
        long library = bytesPerCall(1000, plain);
        long codec = bytesPerCall(1000, () -> p.codec.write(p.value));
        assertTrue(codec <= library * 1.05, format + ": codec write " + codec + " B/op vs the library reused " + library);
    }

    /** One thread's writer of {@code p}'s value: Avro's encoder and Kryo's Output reused, each write a new array. */
    private static Callable<byte[]> plainWriter(Payload p) {
        if (p.format.name().equals("avro")) {
            SpecificRecord value = (SpecificRecord) p.value;
            SpecificData customCoders = new SpecificData();
            customCoders.setCustomCoders(true);
            SpecificDatumWriter<SpecificRecord> writer = new SpecificDatumWriter<>(value.getSchema(), customCoders);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            BinaryEncoder[] encoder = {null};
            return () -> {
                out.reset();
                encoder[0] = EncoderFactory.get().binaryEncoder(out, encoder[0]);
                writer.write(value, encoder[0]);
                encoder[0].flush();
                return out.toByteArray();
            };
        }
        Kryo kryo = KryoFormat.newKryo(p.model.javaType());
        Output out = new Output(1024, -1);
        return () -> {
            out.reset();
            kryo.writeObject(out, p.value);
            return out.toBytes();
        };
    }
}
