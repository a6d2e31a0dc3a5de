package serbench.bench;

import com.google.protobuf.Message;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static serbench.Allocations.bytesPerCall;

/** {@code freshMessage} really writes an unsized message, and neither variant counts anything but the write. */
class MemoizedSizesTest {

    @ParameterizedTest
    @ValueSource(strings = {"mediacontent", "finditems", "counters"})
    void forgetMakesEveryNestedMessageUnsized(String model) {
        ProtobufWriteBench.Messages m = messages(model);
        m.fresh.toByteArray();
        assertTrue(MemoizedSizes.isSized(m.fresh));
        assertTrue(m.freshSizes.anySized());
        m.freshSizes.forget();
        assertFalse(m.freshSizes.anySized(), "a nested message kept its size");
        assertTrue(m.freshSizes.count() > 1, "nested messages collected");
        assertEquals(m.sized.getSerializedSize(), m.fresh.getSerializedSize());
        assertTrue(MemoizedSizes.isSized(m.fresh));
    }

    @ParameterizedTest
    @ValueSource(strings = {"mediacontent", "finditems"})
    void freshAndSizedAllocateWhatToByteArrayDoes(String model) throws Exception {
        ProtobufWriteBench.Messages m = messages(model);
        ProtobufWriteBench b = new ProtobufWriteBench();
        Message sized = m.sized;
        int calls = model.equals("finditems") ? 2_000 : 20_000;
        long plain = bytesPerCall(calls, sized::toByteArray);
        long fresh = bytesPerCall(calls, () -> b.freshMessage(m));
        long sizedAgain = bytesPerCall(calls, () -> b.sizedMessage(m));
        assertTrue(fresh <= plain * 1.10, "freshMessage " + fresh + " B/op vs toByteArray " + plain);
        assertTrue(sizedAgain <= plain * 1.10, "sizedMessage " + sizedAgain + " B/op vs toByteArray " + plain);
    }

    private static ProtobufWriteBench.Messages messages(String model) {
        ProtobufState s = new ProtobufState();
        s.model = model;
        s.input = "default";
        s.setup();
        ProtobufWriteBench.Messages m = new ProtobufWriteBench.Messages();
        m.build(s);
        return m;
    }
}
