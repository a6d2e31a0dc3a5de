package serbench.format;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static serbench.Allocations.bytesPerCall;

/**
 * The codecs allocate no more than the plainest correct use of their library on the same bytes. Measured as
 * the thread's allocated bytes per call after a warm-up, so the JIT has compiled both paths alike. These are
 * the checks that would have caught an XML parser left open (2.3x the plain mapper's bytes per read) and a
 * Woodstox writer not closed completely (2.5x per write).
 */
class AllocationTest {

    @Test
    void xmlReadAllocatesNoMoreThanAPlainXmlMapper() throws Exception {
        Payload p = Payload.of("mediacontent", "media.1", "xml");
        Class<Object> type = p.model.javaType();
        long plain = bytesPerCall(3000, () -> Jackson.XML.readValue(p.bytes, type));
        long codec = bytesPerCall(3000, () -> p.codec.read(p.bytes));
        assertTrue(codec <= plain * 1.05, "codec read " + codec + " B/op vs plain XmlMapper " + plain);
    }

    @Test
    void xmlWriteAllocatesNoMoreThanAPlainXmlMapper() throws Exception {
        Payload p = Payload.of("mediacontent", "media.1", "xml");
        long plain = bytesPerCall(3000, () -> Jackson.XML.writeValueAsBytes(p.value));
        long codec = bytesPerCall(3000, () -> p.codec.write(p.value));
        assertTrue(codec <= plain * 1.05, "codec write " + codec + " B/op vs plain XmlMapper " + plain);
        assertTrue(codec <= 3000, "codec write " + codec + " B/op for media.1");
    }

    /** The SOAP envelope costs the plain mapper's bytes for the bare document, plus a few hundred for the envelope. */
    @Test
    void soapEnvelopeWriteAllocatesAboutWhatThePlainMapperDoes() throws Exception {
        Payload p = Payload.of("finditems", "50", "xml");
        long plain = bytesPerCall(100, () -> Jackson.XML.writeValueAsBytes(p.value));
        long codec = bytesPerCall(100, () -> p.codec.write(p.value));
        assertTrue(codec <= plain * 1.05, "codec write " + codec + " B/op vs plain XmlMapper (bare) " + plain);
        assertTrue(codec <= 300_000, "codec write " + codec + " B/op for FindItems-50");
    }

    @Test
    void soapEnvelopeReadAllocatesAboutWhatThePlainMapperDoesOnTheBareDocument() throws Exception {
        Payload p = Payload.of("finditems", "50", "xml");
        byte[] bare = Jackson.XML.writeValueAsBytes(p.value);
        Class<Object> type = p.model.javaType();
        long plain = bytesPerCall(100, () -> Jackson.XML.readValue(bare, type));
        long codec = bytesPerCall(100, () -> p.codec.read(p.bytes));
        assertTrue(codec <= plain * 1.15, "codec read " + codec + " B/op vs plain XmlMapper (bare) " + plain);
    }
}
