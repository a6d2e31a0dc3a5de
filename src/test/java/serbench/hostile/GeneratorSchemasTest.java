package serbench.hostile;

import com.google.protobuf.DescriptorProtos.DescriptorProto;
import com.google.protobuf.DescriptorProtos.Edition;
import com.google.protobuf.DescriptorProtos.EnumDescriptorProto;
import com.google.protobuf.DescriptorProtos.EnumOptions;
import com.google.protobuf.DescriptorProtos.EnumValueDescriptorProto;
import com.google.protobuf.DescriptorProtos.FeatureSet;
import com.google.protobuf.DescriptorProtos.FieldDescriptorProto;
import com.google.protobuf.DescriptorProtos.FieldDescriptorProto.Label;
import com.google.protobuf.DescriptorProtos.FieldDescriptorProto.Type;
import com.google.protobuf.DescriptorProtos.FileDescriptorProto;
import com.google.protobuf.DescriptorProtos.FileDescriptorSet;
import com.google.protobuf.Message;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Hostile input, round five, class 1: a user's schema that the model generator ({@code src/build/ModelGenerator.java})
 * cannot represent is refused in one line naming the file, the element and why, exit 2; what it can represent is
 * generated (a build of it is {@code shop/ledger.proto}'s, in {@code GeneratedModelTest}). Each schema is built here
 * as a descriptor set, as protoc writes it, and given to the generator the build compiled.
 */
class GeneratorSchemasTest {

    static Stream<Arguments> refusedSchemas() {
        return Stream.of(
                Arguments.of("300 fields: more than a Java record's constructor takes",
                        file("wide.proto", "proto3", message("Wide", manyFields(300))), "t.Wide",
                        "wide.proto: message t.Wide has 300 fields"),
                Arguments.of("130 long fields: two parameter slots each",
                        file("longs.proto", "proto3", message("Longs", longFields(130))), "t.Longs",
                        "260 parameter slots"),
                Arguments.of("a field without a letter or digit",
                        file("blank.proto", "proto3", message("Blank", field("_", 1, Type.TYPE_INT32))), "t.Blank",
                        "field '_' has no letter or digit"),
                Arguments.of("two fields with one Java name",
                        file("twins.proto", "proto2", message("Twins", field("foo_bar", 1, Type.TYPE_INT32),
                                field("fooBar", 2, Type.TYPE_INT32))), "t.Twins",
                        "fields 'foo_bar' and 'fooBar' would both be the Java component 'fooBar'"),
                Arguments.of("a message named as a Java keyword",
                        file("kw.proto", "proto3", message("record", field("id", 1, Type.TYPE_INT32))), "t.record",
                        "message t.record: 'record' cannot name a Java type"),
                Arguments.of("a nested message named as its outer one",
                        file("nest.proto", "proto3", message("Box", field("inner", 1, Type.TYPE_MESSAGE, ".t.Box.Box"))
                                .addNestedType(message("Box", field("id", 1, Type.TYPE_INT32)))), "t.Box",
                        "message t.Box.Box: a Java class cannot be named as a class it is nested in"),
                Arguments.of("enum values that become one Java constant",
                        file("enum.proto", "proto3", message("E", field("k", 1, Type.TYPE_ENUM, ".t.K")))
                                .addEnumType(EnumDescriptorProto.newBuilder().setName("K")
                                        .addValue(value("class_", 0)).addValue(value("class", 1))), "t.E",
                        "enum t.K: values class_ and class would both be the Java constant class_"),
                Arguments.of("a proto2 message that requires itself",
                        file("loop.proto", "proto2", message("A", required(field("b", 1, Type.TYPE_MESSAGE, ".t.B"))),
                                message("B", required(field("a", 1, Type.TYPE_MESSAGE, ".t.A")))), "t.A",
                        "message t.A requires itself (t.A > t.B > t.A"),
                Arguments.of("120 levels of nesting",
                        chain(120), "t.L0", "nests messages 120 levels deep (L0 > L1 > L2 > ... > L119): protobuf-java reads at most 100"),
                Arguments.of("an extension of the measured message",
                        file("ext.proto", "proto2", message("Host", field("id", 1, Type.TYPE_INT32))
                                .addExtensionRange(DescriptorProto.ExtensionRange.newBuilder().setStart(100).setEnd(200)))
                                .addExtension(field("note", 100, Type.TYPE_STRING).setExtendee(".t.Host")), "t.Host",
                        "ext.proto: extension t.note of the measured message t.Host"),
                Arguments.of("a model named as a built-in one",
                        file("media.proto", "proto3", message("Media", field("id", 1, Type.TYPE_INT32))),
                        "t.Media=mediacontent", "model name 'mediacontent' is a built-in model's"),
                Arguments.of("two model names that are one Java class",
                        file("two.proto", "proto3", message("A", field("id", 1, Type.TYPE_INT32)),
                                message("B", field("id", 1, Type.TYPE_INT32))), "t.A=x1,t.B=x-1",
                        "models 'x1' and 'x-1' would be one Java class, serbench.usermodel.X1Model"),
                Arguments.of("a model name with shell characters",
                        file("shell.proto", "proto3", message("S", field("id", 1, Type.TYPE_INT32))), "t.S=a;rm",
                        "model name 'a;rm': give lower-case letters, digits and '-'"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("refusedSchemas")
    void aSchemaTheGeneratorCannotRepresentIsRefusedInOneLine(String what, FileDescriptorProto.Builder file,
                                                              String messages, String expected,
                                                              @TempDir Path dir) throws Exception {
        Generated g = generate(dir, set(dir, file), messages);
        assertEquals(2, g.exit, what + ": " + g.err);
        assertEquals(1, g.err.strip().lines().count(), what + ": " + g.err);
        assertTrue(g.err.startsWith("serbench: "), g.err);
        assertTrue(g.err.contains(expected), what + ": " + g.err);
        assertFalse(Files.exists(dir.resolve("src")), "nothing is written for a refused schema");
    }

    @Test
    void theFolderOfTheSchemaMustHoldOne(@TempDir Path dir) throws Exception {
        Path set = set(dir, file("ok.proto", "proto3", message("Ok", field("id", 1, Type.TYPE_INT32))));
        Generated missing = generate(dir, set, "--proto-dir=" + dir.resolve("nowhere"), "t.Ok");
        assertEquals(2, missing.exit, missing.err);
        assertTrue(missing.err.contains("nowhere is not a folder"), missing.err);
        Files.createDirectories(dir.resolve("empty"));
        Generated empty = generate(dir, set, "--proto-dir=" + dir.resolve("empty"), "t.Ok");
        assertEquals(2, empty.exit, empty.err);
        assertTrue(empty.err.contains("empty holds no .proto file"), empty.err);
        Generated noSet = generate(dir, dir.resolve("no.protobin"), "t.Ok");
        assertEquals(2, noSet.exit, noSet.err);
        assertTrue(noSet.err.contains("protoc wrote no descriptor set"), noSet.err);
    }

    /** The pom's list of built-in names, which the generator reserves, is the registry's. */
    @Test
    void theReservedNamesAreTheBuiltInModels() {
        assertEquals(serbench.model.Models.NAMES, List.of(System.getProperty("serbench.builtin.models").split(",")));
    }

    /**
     * What the generator takes: a closed enum under protobuf editions is read as closed (no {@code getXValue}), a
     * group is a nested message, repeated bytes and maps of bytes are compared by value, and generated names do
     * not clash with fields named like them.
     */
    @Test
    void editionsClosedEnumsGroupsAndBytesAreGenerated(@TempDir Path dir) throws Exception {
        FileDescriptorProto.Builder editions = FileDescriptorProto.newBuilder().setName("ed.proto").setPackage("t")
                .setSyntax("editions").setEdition(Edition.EDITION_2023)
                .addEnumType(EnumDescriptorProto.newBuilder().setName("Shade")
                        .setOptions(EnumOptions.newBuilder().setFeatures(FeatureSet.newBuilder()
                                .setEnumType(FeatureSet.EnumType.CLOSED)))
                        .addValue(value("DARK", 0)).addValue(value("number", 1)))
                .addMessageType(message("Paint", field("shade", 1, Type.TYPE_ENUM, ".t.Shade"),
                        field("parts", 2, Type.TYPE_BYTES).setLabel(Label.LABEL_REPEATED),
                        field("o", 3, Type.TYPE_BYTES), field("i", 4, Type.TYPE_UINT32).setLabel(Label.LABEL_REPEATED)));
        Generated g = generate(dir, set(dir, editions), "t.Paint");
        assertEquals(0, g.exit, g.err);
        String model = Files.readString(dir.resolve("src/serbench/usermodel/PaintModel.java"));
        assertFalse(model.contains("getShadeValue"), "a closed enum has no number accessor in protobuf-java");
        String record = Files.readString(dir.resolve("src/serbench/usermodel/t/Paint.java"));
        assertTrue(record.contains("serbench.model.user.Fields.bytesEqual(this.parts, $other.parts)"), record);
        assertTrue(record.contains("java.util.Arrays.equals(this.o, $other.o)"), record);
        String shade = Files.readString(dir.resolve("src/serbench/usermodel/t/Shade.java"));
        assertTrue(shade.contains("number(1)") && shade.contains("private final int $number;"), shade);
    }

    // ---- schemas, as protoc writes them ----

    private static FileDescriptorProto.Builder file(String name, String syntax, DescriptorProto.Builder... messages) {
        FileDescriptorProto.Builder f = FileDescriptorProto.newBuilder().setName(name).setPackage("t").setSyntax(syntax);
        for (DescriptorProto.Builder m : messages) {
            f.addMessageType(m);
        }
        return f;
    }

    private static DescriptorProto.Builder message(String name, FieldDescriptorProto.Builder... fields) {
        DescriptorProto.Builder m = DescriptorProto.newBuilder().setName(name);
        for (FieldDescriptorProto.Builder f : fields) {
            m.addField(f);
        }
        return m;
    }

    private static FieldDescriptorProto.Builder field(String name, int number, Type type) {
        return FieldDescriptorProto.newBuilder().setName(name).setNumber(number).setType(type)
                .setLabel(Label.LABEL_OPTIONAL);
    }

    private static FieldDescriptorProto.Builder field(String name, int number, Type type, String typeName) {
        return field(name, number, type).setTypeName(typeName);
    }

    private static FieldDescriptorProto.Builder required(FieldDescriptorProto.Builder f) {
        return f.setLabel(Label.LABEL_REQUIRED);
    }

    private static EnumValueDescriptorProto.Builder value(String name, int number) {
        return EnumValueDescriptorProto.newBuilder().setName(name).setNumber(number);
    }

    private static FieldDescriptorProto.Builder[] manyFields(int n) {
        return java.util.stream.IntStream.rangeClosed(1, n).mapToObj(i -> field("f" + i, i, Type.TYPE_STRING))
                .toArray(FieldDescriptorProto.Builder[]::new);
    }

    private static FieldDescriptorProto.Builder[] longFields(int n) {
        return java.util.stream.IntStream.rangeClosed(1, n).mapToObj(i -> field("f" + i, i, Type.TYPE_INT64))
                .toArray(FieldDescriptorProto.Builder[]::new);
    }

    /** L0 holds L1, which holds L2, ... {@code levels} messages deep. */
    private static FileDescriptorProto.Builder chain(int levels) {
        FileDescriptorProto.Builder f = file("deep.proto", "proto3");
        for (int i = 0; i < levels; i++) {
            f.addMessageType(i + 1 < levels ? message("L" + i, field("next", 1, Type.TYPE_MESSAGE, ".t.L" + (i + 1)))
                    : message("L" + i, field("id", 1, Type.TYPE_INT32)));
        }
        return f;
    }

    private static Path set(Path dir, FileDescriptorProto.Builder file) throws Exception {
        Path set = dir.resolve("set.protobin");
        Files.write(set, FileDescriptorSet.newBuilder().addFile(file).build().toByteArray());
        return set;
    }

    // ---- the generator, as the build runs it ----

    private record Generated(int exit, String err) {
    }

    /**
     * The generator the build compiled (target/model-generator), with the build's reserved names; options and
     * messages after the descriptor set and the two output folders.
     */
    private static Generated generate(Path dir, Path set, String... rest) throws Exception {
        String protobuf = Path.of(Message.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        Path compiled = Path.of("target", "model-generator").toAbsolutePath();
        assertTrue(Files.isRegularFile(compiled.resolve("ModelGenerator.class")), "the build compiles the generator");
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", protobuf + java.io.File.pathSeparator + compiled, "ModelGenerator",
                "--reserved=" + System.getProperty("serbench.builtin.models")));
        List<String> messages = new ArrayList<>();
        for (String r : rest) {
            (r.startsWith("--") ? command : messages).add(r);
        }
        command.addAll(List.of(set.toString(), dir.resolve("src").toString(), dir.resolve("res").toString()));
        command.addAll(messages);
        Process p = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the generator ended");
        return new Generated(p.exitValue(), err);
    }
}
