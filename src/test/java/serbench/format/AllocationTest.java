package serbench.format;

import serbench.format.jackson.Jackson;
import serbench.format.jackson.Jackson3;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static serbench.Allocations.bytesPerCall;

/**
 * The codecs allocate no more than the plainest correct use of their library on the same bytes. Measured as
 * the thread's allocated bytes per call after a warm-up, so the JIT has compiled both paths alike. These are
 * the checks that would have caught an XML parser left open (2.3x the plain mapper's bytes per read) and a
 * Woodstox writer not closed completely (2.5x per write). Run for Jackson 2's {@code xml} and Jackson 3's
 * {@code xml-jackson3}, each against its own plain mapper.
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
}
