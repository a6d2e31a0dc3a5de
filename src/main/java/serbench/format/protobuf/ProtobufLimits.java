package serbench.format.protobuf;

import serbench.format.ValueCheck;
import com.google.protobuf.CodedInputStream;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import com.google.protobuf.WireFormat;
import serbench.model.InvalidDataException;
import serbench.model.Model;

import java.io.IOException;

/**
 * A bound on what a user's protobuf payload expands to, checked on the wire bytes before parsing: a 2-byte empty
 * record is a whole object once parsed (and 50 bytes of XML once re-encoded), so 16 MiB of them would take
 * gigabytes. The scan follows the model's schema, counting every embedded message and every repeated element,
 * and refuses more than {@link ValueCheck#MAX_ELEMENTS}. Malformed bytes end the scan quietly: the parser then
 * says what is wrong with them.
 */
public final class ProtobufLimits {

    private static final int MAX_DEPTH = 100; // protobuf's own recursion limit

    private ProtobufLimits() {
    }

    public static void check(Model<Object, Message> model, byte[] bytes) {
        Descriptor root;
        try {
            root = model.parser().parseFrom(new byte[0]).getDescriptorForType();
        } catch (IOException e) {
            return;
        }
        long[] count = {0};
        try {
            scan(CodedInputStream.newInstance(bytes), root, 0, count);
        } catch (IOException | RuntimeException malformed) {
            if (malformed instanceof InvalidDataException i) {
                throw i;
            }
            // the parser reports it
        }
    }

    private static void scan(CodedInputStream in, Descriptor type, int depth, long[] count) throws IOException {
        while (true) {
            int tag = in.readTag();
            if (tag == 0) {
                return;
            }
            FieldDescriptor field = type.findFieldByNumber(WireFormat.getTagFieldNumber(tag));
            int wire = WireFormat.getTagWireType(tag);
            if (field == null || wire != WireFormat.WIRETYPE_LENGTH_DELIMITED) {
                if (field != null && field.isRepeated()) {
                    add(count, 1);
                }
                if (!in.skipField(tag)) {
                    return;
                }
                continue;
            }
            int length = in.readRawVarint32();
            if (field.getJavaType() == FieldDescriptor.JavaType.MESSAGE && depth < MAX_DEPTH) {
                add(count, 1);
                int old = in.pushLimit(length);
                scan(in, field.getMessageType(), depth + 1, count);
                in.skipRawBytes(in.getBytesUntilLimit());
                in.popLimit(old);
            } else {
                if (field.isRepeated()) {
                    add(count, field.getJavaType() == FieldDescriptor.JavaType.STRING
                            || field.getJavaType() == FieldDescriptor.JavaType.BYTE_STRING ? 1 : Math.max(1, length));
                }
                in.skipRawBytes(length);
            }
        }
    }

    /**
     * Refuses a parsed user payload that holds fields its schema does not define (the parser keeps them as unknown
     * fields, and a field of the wrong wire type too): protobuf bytes carry no type, so another model's payload, or
     * another version's, parses as this one with its fields set aside. The suite's other formats would not carry
     * those fields, so the formats would no longer hold the same data.
     */
    public static void requireKnownFields(Message message) {
        String unknown = firstUnknown(message, message.getDescriptorForType().getName(), 0);
        if (unknown != null) {
            throw new InvalidDataException(unknown + " is not in the schema of " + message.getDescriptorForType()
                    .getFullName() + " (a payload of another model or version?)");
        }
    }

    private static String firstUnknown(Message message, String path, int depth) {
        if (!message.getUnknownFields().asMap().isEmpty()) {
            return "field " + message.getUnknownFields().asMap().keySet().iterator().next() + " of " + path;
        }
        if (depth >= MAX_DEPTH) {
            return null;
        }
        for (var e : message.getAllFields().entrySet()) {
            if (e.getKey().getJavaType() != FieldDescriptor.JavaType.MESSAGE) {
                continue;
            }
            String name = path + "." + e.getKey().getName();
            if (e.getKey().isRepeated()) {
                java.util.List<?> items = (java.util.List<?>) e.getValue();
                for (int i = 0; i < items.size(); i++) {
                    String found = firstUnknown((Message) items.get(i), name + "[" + i + "]", depth + 1);
                    if (found != null) {
                        return found;
                    }
                }
            } else {
                String found = firstUnknown((Message) e.getValue(), name, depth + 1);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    private static void add(long[] count, long n) {
        count[0] += n;
        if (count[0] > ValueCheck.MAX_ELEMENTS) {
            throw new InvalidDataException("more than " + ValueCheck.MAX_ELEMENTS
                    + " embedded messages and list elements; give a smaller payload");
        }
    }
}
