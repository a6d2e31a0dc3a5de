package serbench.bench;

import com.google.protobuf.Message;
import serbench.format.Payload;

/**
 * Writes a payload's value in the state a service holds before writing: a message it has just built or parsed has
 * not computed its serialized size yet, so protobuf's cached sizes ({@link MemoizedSizes}) are forgotten before
 * every write, and the write computes them as a service's would. ({@link Payload} wrote each value once in setup,
 * which sized the message: a benchmark writing it as it is would time a message no service has.)
 *
 * <p>The reset is harness work, one field write per message, allocating nothing. Every format pays the same: for
 * JSON and XML an identical twin message tree is reset instead, which nothing writes, so no format pays work the
 * others skip. {@link ProtobufWriteBench#sizedMessage} keeps the figure for an already sized message, by name.
 */
final class AsBuiltWriter {

    private final Payload payload;
    private final Message tree;
    private final MemoizedSizes sizes;

    AsBuiltWriter(Payload payload) {
        this.payload = payload;
        this.tree = payload.value instanceof Message m ? m : payload.model.toProto(payload.javaValue);
        this.sizes = new MemoizedSizes(tree);
    }

    /** The value written as a just-built message would be. */
    byte[] write() {
        sizes.forget();
        return payload.codec.write(payload.value);
    }

    /** The message tree whose sizes each write forgets: the value itself for protobuf, a twin otherwise (for tests). */
    Message resetTree() {
        return tree;
    }

    /** How many messages each write resets (for tests: the same in every format). */
    int resetCount() {
        return sizes.count();
    }
}
