package serbench.golden;

import com.google.protobuf.Message;
import org.junit.jupiter.api.Test;
import serbench.format.Codec;
import serbench.format.Format;
import serbench.format.Formats;
import serbench.format.Payload;
import serbench.model.Model;
import serbench.model.Models;

import java.io.ByteArrayOutputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

/**
 * Every codec writes the very bytes it wrote before: the SHA-256 of what each format writes for each standard input
 * of each model is held in {@code golden/written-bytes.txt}, so a faster writer (a reused buffer, encoder or writer)
 * cannot change the payload unseen. Each value is written twice through {@link Codec#write(Object)}, with another
 * input written between, and once through {@link Codec#write(Object, java.io.OutputStream)}: state a codec reuses
 * between calls must leave no trace in the next payload.
 */
class WrittenBytesTest {

    @Test
    void everyFormatWritesTheBytesItWroteBefore() {
        StringBuilder lines = new StringBuilder();
        for (Model<?, ?> m : Models.all()) {
            Model<Object, Message> model = Models.byName(m.name());
            List<Object> values = new ArrayList<>();
            for (String input : model.inputs()) {
                values.add(Payload.load(model, input));
            }
            for (Format f : Formats.all()) {
                Codec codec = f.codec(model);
                List<Object> represented = values.stream().map(v -> f.represent(model, v)).toList();
                for (int i = 0; i < represented.size(); i++) {
                    byte[] first = codec.write(represented.get(i));
                    codec.write(represented.get((i + 1) % represented.size()));
                    byte[] again = codec.write(represented.get(i));
                    ByteArrayOutputStream stream = new ByteArrayOutputStream();
                    codec.write(represented.get(i), stream);
                    String where = f.name() + " " + model.name() + " " + model.inputs().get(i);
                    assertArrayEquals(first, again, where + ": a second write differs from the first");
                    assertArrayEquals(first, stream.toByteArray(), where + ": write(value, stream) differs from write(value)");
                    lines.append(model.name()).append(' ').append(model.inputs().get(i)).append(' ').append(f.name())
                            .append(' ').append(first.length).append(' ').append(sha256(first)).append('\n');
                }
            }
        }
        Golden.check("written-bytes.txt", lines.toString());
    }

    private static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
