package serbench.model;

import com.google.protobuf.ByteString;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import serbench.model.counters.Counters;
import serbench.model.counters.CountersModel;
import serbench.model.counters.CountersPb;
import serbench.model.finditems.FindItemsModel;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * "Reads every field" proven from the schema: for every model and input, each field of the protobuf message is
 * changed in turn (walking the generated descriptors into nested messages and list elements), and both digests
 * must change: {@link Model#digestProto} on the changed message and {@link Model#digest} on its Java form
 * ({@link Model#fromProto}). A digest that skipped a field would let a benchmark skip decoding or reading it.
 *
 * <p>The changes keep the value valid in both forms: a number +1, a string with one more character, a flag
 * flipped, an enum moved to its next value, an optional field cleared when set and set (to its zero value, the
 * hardest case for presence) when absent, a message cleared or set, a list's last element dropped, an empty list
 * given one element. List elements are changed at indexes 0, 1 and the last: the digests walk lists with one loop
 * per list, so the first two and the last element catch a loop that skips or stops early, while the cost stays
 * small on large inputs (FindItems 50 items, the 9,300-value document). Each input is also changed
 * {@link #filled} (every absent field, message and list element given a value), because some fields are absent from
 * every input (FindItems' {@code sellerInfo}, error parameters). {@link #theInputsExerciseEveryField} checks that
 * the inputs together reach every field of the schema this way. The two digests must also agree with each other
 * on every value, changed or not. The changes a digest may miss are named in {@link #NOT_READ}, with the reason.
 */
class DigestCoverageTest {

    /** Inputs that {@link Model#inputs()} does not list but that carry fields the listed ones leave absent. */
    private static final Map<String, List<String>> EXTRA_INPUTS = Map.of(
            "finditems", List.of(FindItemsModel.FAILURE));

    /** Inputs up to this size (protobuf bytes) are changed field by field, and the default input in any case. */
    private static final int MAX_INPUT_BYTES = 64 * 1024;

    /** Deeper than any schema of the suite: {@link #filled} stops there (a message type that contains itself). */
    private static final int MAX_DEPTH = 16;

    /**
     * Changes (full protobuf field name, then what changes) that may leave the digests unchanged, each with the
     * reason. Every other change of every field must be seen by both digests.
     */
    private static final Map<String, String> NOT_READ = notRead(
            // The document's scalars are proto3 `optional` only so that protobuf writes them even at their zero
            // value, as JSON and XML do; the model always sets them. The Java records hold these as primitives,
            // which have no absent state, so clearing one that is zero (a `false` flag, a 0.0 discount) gives the
            // same Java value and carries no information to read. Their values are still checked (changed).
            "a primitive in the Java records: an absent value reads as zero",
            "serbench.document.OrderExport.schema_version presence",
            "serbench.document.Customer.id presence",
            "serbench.document.Customer.active presence",
            "serbench.document.Order.gift presence",
            "serbench.document.Order.total presence",
            "serbench.document.Line.quantity presence",
            "serbench.document.Line.unit_price presence",
            "serbench.document.Line.discount presence");

    /** What a mutation does to its field. */
    enum Kind {
        CHANGE, CLEAR, SET, DROP_LAST, ADD
    }

    /** One change of one field at one place ({@code path}) in the root message. */
    record Mutation(String path, FieldDescriptor field, Kind kind, UnaryOperator<Message> apply) {
        @Override
        public String toString() {
            return path + " (" + kind + ")";
        }
    }

    /**
     * Each model with each input of at most {@link #MAX_INPUT_BYTES} or its default's size, plus {@link #EXTRA_INPUTS};
     * each as it is and {@link #filled}. Larger inputs repeat the same shapes with more list elements, of which
     * the same indexes would be changed, only more slowly.
     */
    static Stream<Arguments> modelInputs() {
        List<Arguments> cases = new ArrayList<>();
        for (Model<?, ?> m : Models.all()) {
            for (String input : inputs(Models.byName(m.name()))) {
                cases.add(Arguments.of(m.name(), input, false));
                cases.add(Arguments.of(m.name(), input, true));
            }
        }
        return cases.stream();
    }

    static Stream<String> models() {
        return Models.all().stream().map(Model::name);
    }

    private static List<String> inputs(Model<Object, Message> model) {
        int limit = Math.max(MAX_INPUT_BYTES, model.toProto(model.load(model.defaultInput())).getSerializedSize());
        List<String> inputs = new ArrayList<>();
        for (String input : model.inputs()) {
            if (model.toProto(model.load(input)).getSerializedSize() <= limit) {
                inputs.add(input);
            }
        }
        inputs.addAll(EXTRA_INPUTS.getOrDefault(model.name(), List.of()));
        return inputs;
    }

    /** The input as protobuf, {@link #filled} or not. */
    private static Message root(Model<Object, Message> model, String input, boolean filled) {
        Message root = model.toProto(model.load(input));
        return filled ? filled(root, 0) : root;
    }

    @ParameterizedTest(name = "{0} {1}, filled: {2}")
    @MethodSource("modelInputs")
    void everyFieldChangesBothDigests(String modelName, String input, boolean filled) {
        Model<Object, Message> model = Models.byName(modelName);
        Object value = model.load(input);
        Message root = root(model, input, filled);
        long proto = model.digestProto(root);
        if (!filled) {
            assertEquals(model.digest(value), proto, "the two forms of the unchanged value digest differently");
        }
        assertEquals(proto, model.digest(model.fromProto(root)),
                "the Java form read back from protobuf digests differently");

        List<Mutation> mutations = mutations(root);
        assertTrue(mutations.size() > 0, "no field to change");
        List<String> failures = unseenChanges(model, root, mutations);
        assertTrue(failures.isEmpty(), modelName + " " + input + (filled ? " filled" : "") + ", " + failures.size()
                + " of " + mutations.size() + " changes not seen:\n" + String.join("\n", failures));
    }

    /**
     * MediaContent's other Java binding styles ({@link serbench.model.mediacontent.binding.Binding}) digest every
     * value and every change above as the records do: each style's digest reads every field the records' reads.
     */
    @ParameterizedTest(name = "{0}, filled: {2}")
    @MethodSource("modelInputs")
    void everyBindingStyleDigestsEveryChangeAsTheRecords(String modelName, String input, boolean filled) {
        if (!modelName.equals("mediacontent")) {
            return;
        }
        Model<Object, Message> model = Models.byName(modelName);
        Message root = root(model, input, filled);
        List<Message> values = new ArrayList<>(List.of(root));
        for (Mutation m : mutations(root)) {
            values.add(m.apply().apply(root));
        }
        for (serbench.model.mediacontent.binding.Binding b : serbench.model.mediacontent.binding.Binding.values()) {
            for (Message value : values) {
                var record = (serbench.model.mediacontent.MediaContent) model.fromProto(value);
                assertEquals(model.digest(record), b.digest(b.fromRecord(record)), b + " " + value);
            }
        }
    }

    /**
     * Every format's digest of its own form ({@code Format.represent}: the generated protobuf or Avro record, or the
     * Java value) is the records' digest, on every value and every change above: each format's digest reads every
     * field the records' reads, and its form carries every value.
     */
    @ParameterizedTest(name = "{0} {1}, filled: {2}")
    @MethodSource("modelInputs")
    void everyFormatDigestsEveryChangeAsTheRecords(String modelName, String input, boolean filled) {
        Model<Object, Message> model = Models.byName(modelName);
        Message root = root(model, input, filled);
        List<Message> values = new ArrayList<>(List.of(root));
        for (Mutation m : mutations(root)) {
            values.add(m.apply().apply(root));
        }
        for (serbench.format.Format f : serbench.format.Formats.all()) {
            serbench.format.Codec codec = f.codec(model);
            for (Message value : values) {
                Object java = model.fromProto(value);
                assertEquals(model.digest(java), codec.digest(f.represent(model, java)),
                        () -> f.name() + " " + value);
            }
        }
    }

    /** The test above fails on a digest that skips a field: one that reads each counter but not its num. */
    @Test
    void aDigestThatSkipsAFieldIsCaught() {
        CountersModel real = new CountersModel();
        Model<Counters, CountersPb.Counters> skipsNum = new Model<>("skips-num", Counters.class) {
            @Override
            public com.google.protobuf.Parser<CountersPb.Counters> parser() {
                return CountersPb.Counters.parser();
            }

            @Override
            public List<String> inputs() {
                return real.inputs();
            }

            @Override
            public String defaultInput() {
                return real.defaultInput();
            }

            @Override
            public Counters load(String input) {
                return real.load(input);
            }

            @Override
            public Counters copy(Counters source) {
                return real.copy(source);
            }

            @Override
            public CountersPb.Counters toProto(Counters source) {
                return real.toProto(source);
            }

            @Override
            public Counters fromProto(CountersPb.Counters message) {
                return real.fromProto(message);
            }

            @Override
            public long digest(Counters value) {
                Digest d = new Digest();
                value.counters().forEach(c -> d.add(c.counter()));
                return d.value();
            }

            @Override
            public long digestProto(CountersPb.Counters message) {
                Digest d = new Digest();
                message.getCountersList().forEach(c -> d.add(c.getCounter()));
                return d.value();
            }
        };
        @SuppressWarnings("unchecked")
        Model<Object, Message> model = (Model<Object, Message>) (Model<?, ?>) skipsNum;
        Message root = model.toProto(model.load("10"));
        assertEquals(List.of(
                        "counters[0].num (CHANGE): protobuf digest unchanged",
                        "counters[0].num (CHANGE): Java digest unchanged",
                        "counters[1].num (CHANGE): protobuf digest unchanged",
                        "counters[1].num (CHANGE): Java digest unchanged",
                        "counters[9].num (CHANGE): protobuf digest unchanged",
                        "counters[9].num (CHANGE): Java digest unchanged"),
                unseenChanges(model, root, mutations(root)));
    }

    /**
     * The changes that leave a digest unchanged (in either form, unless {@link #NOT_READ} allows it) or make the
     * two forms digest differently, one line each.
     */
    private static List<String> unseenChanges(Model<Object, Message> model, Message root, List<Mutation> mutations) {
        long proto = model.digestProto(root);
        long java = model.digest(model.fromProto(root));
        List<String> failures = new ArrayList<>();
        for (Mutation m : mutations) {
            Message changed = m.apply().apply(root);
            assertNotEquals(root, changed, m + " did not change the message");
            long changedProto = model.digestProto(changed);
            long changedJava = model.digest(model.fromProto(changed));
            boolean mayBeUnread = NOT_READ.containsKey(m.field().getFullName() + " " + group(m.kind()));
            if (changedProto == proto && !mayBeUnread) {
                failures.add(m + ": protobuf digest unchanged");
            }
            if (changedJava == java && !mayBeUnread) {
                failures.add(m + ": Java digest unchanged");
            }
            if (changedProto != changedJava) {
                failures.add(m + ": the two forms digest differently");
            }
        }
        return failures;
    }

    /**
     * The inputs together change every field of the schema: each scalar's value, each optional field's and
     * message's presence, each list's length. Otherwise the test above would pass without looking at a field.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("models")
    void theInputsExerciseEveryField(String modelName) {
        Model<Object, Message> model = Models.byName(modelName);
        Set<String> required = new TreeSet<>();
        requiredChanges(model.toProto(model.load(model.defaultInput())).getDescriptorForType(),
                new LinkedHashSet<>(), required);
        for (String input : inputs(model)) {
            for (boolean filled : new boolean[] {false, true}) {
                for (Mutation m : mutations(root(model, input, filled))) {
                    required.remove(m.field().getFullName() + " " + group(m.kind()));
                }
            }
        }
        assertTrue(required.isEmpty(), modelName + ": no input changes " + required);
    }

    /** Presence changes (set or clear) count as one requirement, list length changes (drop or add) as another. */
    private static String group(Kind kind) {
        return switch (kind) {
            case CHANGE -> "value";
            case CLEAR, SET -> "presence";
            case DROP_LAST, ADD -> "length";
        };
    }

    private static void requiredChanges(Descriptor type, Set<Descriptor> seen, Set<String> out) {
        if (!seen.add(type)) {
            return;
        }
        for (FieldDescriptor f : type.getFields()) {
            boolean message = f.getJavaType() == FieldDescriptor.JavaType.MESSAGE;
            if (f.isRepeated()) {
                out.add(f.getFullName() + " length");
            } else if (f.hasPresence()) {
                out.add(f.getFullName() + " presence");
            }
            if (message) {
                requiredChanges(f.getMessageType(), seen, out);
            } else {
                out.add(f.getFullName() + " value");
            }
        }
    }

    private static Map<String, String> notRead(String reason, String... changes) {
        Map<String, String> map = new java.util.HashMap<>();
        for (String change : changes) {
            map.put(change, reason);
        }
        return Map.copyOf(map);
    }

    // --------------------------------------------------------------------------------------------- mutations

    /** Every mutation of {@code root}, each a function from the root message to a changed copy. */
    static List<Mutation> mutations(Message root) {
        List<Mutation> out = new ArrayList<>();
        collect(root, "", f -> f, out);
        return out;
    }

    /**
     * Adds the mutations of {@code message}, found at {@code path} in the root; {@code lift} turns a change of
     * this message into a change of the root.
     */
    private static void collect(Message message, String path,
                                UnaryOperator<UnaryOperator<Message>> lift, List<Mutation> out) {
        for (FieldDescriptor f : message.getDescriptorForType().getFields()) {
            String at = path.isEmpty() ? f.getName() : path + "." + f.getName();
            boolean isMessage = f.getJavaType() == FieldDescriptor.JavaType.MESSAGE;
            if (f.isRepeated()) {
                int n = message.getRepeatedFieldCount(f);
                if (n == 0) {
                    out.add(new Mutation(at, f, Kind.ADD, lift.apply(m -> {
                        Message.Builder b = m.toBuilder();
                        return b.addRepeatedField(f, isMessage ? b.newBuilderForField(f).build() : zero(f)).build();
                    })));
                    continue;
                }
                out.add(new Mutation(at, f, Kind.DROP_LAST, lift.apply(m -> {
                    List<?> list = (List<?>) m.getField(f);
                    return m.toBuilder().setField(f, new ArrayList<>(list.subList(0, list.size() - 1))).build();
                })));
                for (int i : sampled(n)) {
                    String element = at + "[" + i + "]";
                    if (isMessage) {
                        collect((Message) message.getRepeatedField(f, i), element, inner -> lift.apply(m ->
                                m.toBuilder().setRepeatedField(f, i, inner.apply((Message) m.getRepeatedField(f, i)))
                                        .build()), out);
                    } else {
                        out.add(new Mutation(element, f, Kind.CHANGE, lift.apply(m ->
                                m.toBuilder().setRepeatedField(f, i, changed(f, m.getRepeatedField(f, i))).build())));
                    }
                }
            } else if (isMessage) {
                if (message.hasField(f)) {
                    out.add(new Mutation(at, f, Kind.CLEAR, lift.apply(m -> m.toBuilder().clearField(f).build())));
                    collect((Message) message.getField(f), at, inner -> lift.apply(m ->
                            m.toBuilder().setField(f, inner.apply((Message) m.getField(f))).build()), out);
                } else {
                    out.add(new Mutation(at, f, Kind.SET, lift.apply(m -> {
                        Message.Builder b = m.toBuilder();
                        return b.setField(f, b.newBuilderForField(f).build()).build();
                    })));
                }
            } else if (f.hasPresence() && !message.hasField(f)) {
                out.add(new Mutation(at, f, Kind.SET, lift.apply(m -> m.toBuilder().setField(f, zero(f)).build())));
            } else {
                out.add(new Mutation(at, f, Kind.CHANGE, lift.apply(m ->
                        m.toBuilder().setField(f, changed(f, m.getField(f))).build())));
                if (f.hasPresence()) {
                    out.add(new Mutation(at, f, Kind.CLEAR, lift.apply(m -> m.toBuilder().clearField(f).build())));
                }
            }
        }
    }

    /**
     * {@code message} with every absent or zero singular field set to a non-zero {@link #sample} value, every
     * absent message set, every empty list given one element, all the way down. The inputs leave some fields
     * absent everywhere (FindItems never carries {@code sellerInfo}), and a change of a value can only be seen
     * where the field holds one.
     */
    static Message filled(Message message, int depth) {
        if (depth > MAX_DEPTH) {
            throw new IllegalStateException(message.getDescriptorForType().getFullName() + " nests too deep to fill");
        }
        Message.Builder b = message.toBuilder();
        for (FieldDescriptor f : message.getDescriptorForType().getFields()) {
            boolean isMessage = f.getJavaType() == FieldDescriptor.JavaType.MESSAGE;
            if (f.isRepeated()) {
                int n = message.getRepeatedFieldCount(f);
                if (n == 0) {
                    b.addRepeatedField(f, isMessage ? filled(b.newBuilderForField(f).build(), depth + 1) : sample(f));
                }
                for (int i = 0; isMessage && i < n; i++) {
                    b.setRepeatedField(f, i, filled((Message) message.getRepeatedField(f, i), depth + 1));
                }
            } else if (isMessage) {
                b.setField(f, filled((Message) message.getField(f), depth + 1));
            } else if (!message.hasField(f)) {
                b.setField(f, sample(f));
            }
        }
        return b.build();
    }

    /** Indexes 0, 1 and the last of a list of {@code n} elements (every element of a short list). */
    private static Set<Integer> sampled(int n) {
        Set<Integer> indexes = new TreeSet<>();
        for (int i : new int[] {0, 1, n - 1}) {
            if (i >= 0 && i < n) {
                indexes.add(i);
            }
        }
        return indexes;
    }

    /** A different value of the field's type that both forms can hold. */
    private static Object changed(FieldDescriptor f, Object value) {
        return switch (f.getJavaType()) {
            case INT -> (Integer) value + 1;
            case LONG -> (Long) value + 1;
            case FLOAT -> (Float) value + 1;
            case DOUBLE -> (Double) value + 1;
            case BOOLEAN -> !(Boolean) value;
            case STRING -> value + "x";
            case BYTE_STRING -> ((ByteString) value).concat(ByteString.copyFrom(new byte[] {1}));
            case ENUM -> {
                List<EnumValueDescriptor> values = f.getEnumType().getValues();
                yield values.get((values.indexOf((EnumValueDescriptor) value) + 1) % values.size());
            }
            case MESSAGE -> throw new IllegalArgumentException(f.getFullName() + " is a message");
        };
    }

    /** A non-zero value of a scalar field's type, valid in both forms. */
    private static Object sample(FieldDescriptor f) {
        return switch (f.getJavaType()) {
            case INT -> 7;
            case LONG -> 7L;
            case FLOAT -> 7.5f;
            case DOUBLE -> 7.5d;
            case BOOLEAN -> true;
            case STRING -> "filled";
            case BYTE_STRING -> ByteString.copyFrom(new byte[] {7});
            case ENUM -> f.getEnumType().getValues().get(Math.min(1, f.getEnumType().getValues().size() - 1));
            case MESSAGE -> throw new IllegalArgumentException(f.getFullName() + " is a message");
        };
    }

    /** The zero value of a scalar field's type (protobuf's default), which an absent field must not equal. */
    private static Object zero(FieldDescriptor f) {
        return switch (f.getJavaType()) {
            case INT -> 0;
            case LONG -> 0L;
            case FLOAT -> 0f;
            case DOUBLE -> 0d;
            case BOOLEAN -> false;
            case STRING -> "";
            case BYTE_STRING -> ByteString.EMPTY;
            case ENUM -> f.getEnumType().getValues().get(0);
            case MESSAGE -> throw new IllegalArgumentException(f.getFullName() + " is a message");
        };
    }
}
