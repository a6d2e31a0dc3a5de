package serbench.hostile;

import com.google.protobuf.CodedOutputStream;
import com.google.protobuf.WireFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import serbench.format.Payload;
import serbench.format.PayloadException;
import serbench.model.Models;
import serbench.scenario.document.DocumentReader;
import serbench.scenario.document.DocumentReaders;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Broken protobuf: truncated, corrupted, a length prefix past the end, and nesting past protobuf's recursion limit
 * of 100, crafted with {@link CodedOutputStream}. The codec refuses each with a {@link PayloadException} naming
 * protobuf; the document scenario's protobuf readers with a clear exception.
 */
class ProtobufAttackTest {

    /** An unknown field number in every model, so nothing but the wire format itself is exercised. */
    static final int UNKNOWN = 999;

    static byte[] bytes(Writer w) {
        try {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            CodedOutputStream c = CodedOutputStream.newInstance(out);
            w.write(c);
            c.flush();
            return out.toByteArray();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    interface Writer {
        void write(CodedOutputStream c) throws IOException;
    }

    /** {@code depth} nested groups in field {@link #UNKNOWN}, properly closed. */
    static byte[] nestedGroups(int depth) {
        return bytes(c -> {
            for (int i = 0; i < depth; i++) {
                c.writeTag(UNKNOWN, WireFormat.WIRETYPE_START_GROUP);
            }
            for (int i = 0; i < depth; i++) {
                c.writeTag(UNKNOWN, WireFormat.WIRETYPE_END_GROUP);
            }
        });
    }

    /** A length-delimited field whose length says {@code claimed} but only {@code actual} bytes follow. */
    static byte[] overlong(int field, int claimed, int actual) {
        return bytes(c -> {
            c.writeTag(field, WireFormat.WIRETYPE_LENGTH_DELIMITED);
            c.writeUInt32NoTag(claimed);
            c.writeRawBytes(new byte[actual]);
        });
    }

    static List<byte[]> hostile(byte[] valid) {
        List<byte[]> all = new ArrayList<>();
        all.add(nestedGroups(101));                         // just past the recursion limit
        all.add(nestedGroups(100_000));                     // far past it
        all.add(bytes(c -> {                                // groups never closed
            for (int i = 0; i < 100_000; i++) {
                c.writeTag(UNKNOWN, WireFormat.WIRETYPE_START_GROUP);
            }
        }));
        all.add(bytes(c -> c.writeTag(UNKNOWN, WireFormat.WIRETYPE_END_GROUP)));          // end without start
        all.add(bytes(c -> {                                                               // mismatched end
            c.writeTag(UNKNOWN, WireFormat.WIRETYPE_START_GROUP);
            c.writeTag(UNKNOWN + 1, WireFormat.WIRETYPE_END_GROUP);
        }));
        all.add(overlong(UNKNOWN, 1_000_000, 10));
        all.add(overlong(UNKNOWN, Integer.MAX_VALUE, 10));
        all.add(overlong(1, valid.length * 2, valid.length));                             // a known field
        all.add(bytes(c -> {                                                               // negative length
            c.writeTag(1, WireFormat.WIRETYPE_LENGTH_DELIMITED);
            c.writeInt32NoTag(-1);
        }));
        all.add(new byte[]{(byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x80,
                (byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x80, 0x01});     // an 11-byte varint tag
        all.add(new byte[]{(byte) 0x8F});                                                  // truncated varint tag
        all.add(new byte[]{0x0E});                                                         // wire type 6
        all.add(new byte[]{0x0F});                                                         // wire type 7
        all.add(new byte[]{0x00});                                                         // field number 0
        all.add(bytes(c -> {                                                               // fixed64 cut short
            c.writeTag(UNKNOWN, WireFormat.WIRETYPE_FIXED64);
            c.writeRawBytes(new byte[3]);
        }));
        for (int cut : new int[]{1, 2, valid.length / 3, valid.length / 2, valid.length - 1}) {
            all.add(Arrays.copyOf(valid, cut));
        }
        return all;
    }

    @ParameterizedTest
    @MethodSource("serbench.model.ModelNames#all")
    void codecRefusesEachFromBytesAndFromAStream(String model) {
        Payload p = Payload.of(model, "default", "protobuf");
        List<byte[]> attacks = hostile(p.bytes);
        for (int i = 0; i < attacks.size(); i++) {
            byte[] b = attacks.get(i);
            if (b.length < p.bytes.length && Arrays.equals(b, Arrays.copyOf(p.bytes, b.length)) && decodes(p, b)) {
                continue; // a cut between two fields is a valid message with fewer fields: nothing to refuse
            }
            String m = Hostile.refusedByCodec(p, b);
            assertTrue(m.startsWith("protobuf: "), m);
            int attack = i;
            PayloadException e = assertTimeoutPreemptively(Hostile.BOUND, () -> {
                try {
                    p.codec.read(new ByteArrayInputStream(b));
                    throw new AssertionError(model + " attack " + attack + " was decoded from a stream");
                } catch (PayloadException expected) {
                    return expected;
                }
            });
            assertTrue(e.getMessage().startsWith("protobuf: cannot decode " + model + " payload: "), e.getMessage());
        }
    }

    private static boolean decodes(Payload p, byte[] b) {
        try {
            p.codec.read(b);
            return true;
        } catch (PayloadException e) {
            return false;
        }
    }

    @Test
    void truncationInsideTheFirstFieldIsAlwaysRefused() {
        Payload p = Payload.of("mediacontent", "media.1", "protobuf");
        // the first field (media) is length-delimited and holds most of the message
        for (int cut = 1; cut < 100; cut++) {
            Hostile.refusedByCodec(p, Arrays.copyOf(p.bytes, cut));
        }
    }

    @Test
    void recursionLimitIsNamed() {
        Payload p = Payload.of("mediacontent", "media.1", "protobuf");
        String m = Hostile.refusedByCodec(p, nestedGroups(101));
        assertTrue(m.contains("too many levels of nesting"), m);
        p.codec.read(nestedGroups(100)); // 100 levels are allowed: an unknown group, skipped
    }

    /** A stream that claims a 1.5 GB field but ends after a few bytes: refused without allocating the claim. */
    @Test
    void hugeClaimedLengthOnAStreamIsNotAllocated() {
        Payload p = Payload.of("counters", "default", "protobuf");
        InputStream in = new SequenceInputStream(new ByteArrayInputStream(overlong(UNKNOWN, 1_500_000_000, 0)),
                new ByteArrayInputStream(new byte[1000]));
        assertTimeoutPreemptively(Hostile.BOUND, () -> {
            try {
                p.codec.read(in);
                throw new AssertionError("decoded");
            } catch (PayloadException expected) {
                assertTrue(expected.getMessage().startsWith("protobuf: "), expected.getMessage());
            }
        });
    }

    @ParameterizedTest
    @ValueSource(strings = {"protobufStreaming", "protobufParsed"})
    void documentScenarioReadersRefuseEach(String name) {
        DocumentReader reader = DocumentReaders.byName(name);
        byte[] valid = Payload.of("document", "default", "protobuf").bytes;
        List<byte[]> attacks = new ArrayList<>(hostile(valid));
        // inside a known submessage (customers, field 5 of the export): groups, and a length past the parent's end
        attacks.add(bytes(c -> {
            byte[] inner = nestedGroups(100_000);
            c.writeTag(5, WireFormat.WIRETYPE_LENGTH_DELIMITED);
            c.writeUInt32NoTag(inner.length);
            c.writeRawBytes(inner);
        }));
        attacks.add(bytes(c -> {
            c.writeTag(5, WireFormat.WIRETYPE_LENGTH_DELIMITED);
            c.writeUInt32NoTag(4);
            c.writeTag(2, WireFormat.WIRETYPE_LENGTH_DELIMITED);
            c.writeUInt32NoTag(100); // the name claims more than the customer holds
            c.writeRawBytes(new byte[200]);
        }));
        for (byte[] b : attacks) {
            boolean prefix = b.length < valid.length && Arrays.equals(b, Arrays.copyOf(valid, b.length));
            Throwable deep = Hostile.refused(name + " readDeepField", () -> reader.readDeepField(b));
            assertTrue(deep instanceof IOException, name + ": " + deep);
            if (!prefix) {
                Throwable all = Hostile.refused(name + " readAll", () -> reader.readAll(b));
                assertTrue(all instanceof IOException, name + ": " + all);
            }
        }
    }
}
