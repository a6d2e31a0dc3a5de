package serbench.bench;

import com.google.protobuf.AbstractMessage;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Makes a built message "fresh" again without building it anew: a protobuf message computes its serialized size
 * on first use and keeps it ({@code AbstractMessage.memoizedSize}), in every nested message too. {@link #forget}
 * sets that cache back to "not computed" (-1) in the message and every message inside it, which is the state of a
 * message just built, so the next write computes every size again. It allocates nothing and costs one field write
 * per message; the messages are collected once, here.
 */
final class MemoizedSizes {

    private static final VarHandle MEMOIZED_SIZE;

    static {
        try {
            MEMOIZED_SIZE = MethodHandles.privateLookupIn(AbstractMessage.class, MethodHandles.lookup())
                    .findVarHandle(AbstractMessage.class, "memoizedSize", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final Message[] messages;

    MemoizedSizes(Message root) {
        List<Message> all = new ArrayList<>();
        collect(root, all);
        messages = all.toArray(new Message[0]);
    }

    /** Every message of the tree is unsized again. */
    void forget() {
        for (Message m : messages) {
            MEMOIZED_SIZE.set(m, -1);
        }
    }

    /** How many messages the tree holds (the root included). */
    int count() {
        return messages.length;
    }

    /** Whether any message of the tree has its size cached (for tests). */
    boolean anySized() {
        for (Message m : messages) {
            if (isSized(m)) {
                return true;
            }
        }
        return false;
    }

    /** Whether the message's size is cached (for tests). */
    static boolean isSized(Message m) {
        return (int) MEMOIZED_SIZE.get(m) != -1;
    }

    private static void collect(Message m, List<Message> all) {
        all.add(m);
        for (Map.Entry<FieldDescriptor, Object> e : m.getAllFields().entrySet()) {
            if (e.getKey().getJavaType() != FieldDescriptor.JavaType.MESSAGE) {
                continue;
            }
            if (e.getKey().isRepeated()) {
                for (Object element : (List<?>) e.getValue()) {
                    collect((Message) element, all);
                }
            } else {
                collect((Message) e.getValue(), all);
            }
        }
    }
}
