import com.google.protobuf.DescriptorProtos.FileDescriptorProto;
import com.google.protobuf.DescriptorProtos.FileDescriptorSet;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.DescriptorValidationException;
import com.google.protobuf.Descriptors.EnumDescriptor;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Descriptors.FileDescriptor;
import com.google.protobuf.Descriptors.OneofDescriptor;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Generates the Java side of a user's protobuf message, as the suite's built-in models are written by hand: from the
 * descriptor set protoc wrote for the {@code .proto} files, for each message named, the Java records (one per
 * message, nested as in the schema) and enums that the Jackson, Gson, fastjson2, DSL-JSON, Kryo and Fory formats bind,
 * and one {@code serbench.model.Model} with the conversions both ways, a copy through constructors, the digests of
 * both forms that read every field, and a seeded data generator. Nothing is reflective: the comparison stays generated
 * code against generated code. A service file lists the models, so that {@code Models.byName} finds them.
 *
 * <p>The build runs it (exec-maven-plugin, protobuf-java on the class path) as a single-file program:
 * <pre>java -cp protobuf-java.jar ModelGenerator.java DESCRIPTOR_SET SOURCES_DIR RESOURCES_DIR MESSAGE[=NAME] ...</pre>
 * A message is its full name ({@code shop.Order}); its model's name is NAME, else the message's simple name in lower
 * case. A schema it cannot represent fairly is refused with one line naming the field and the reason, exit 2.
 *
 * <p>Types: every scalar (uint32 and fixed32 as {@code long}, uint64 and fixed64 as {@code BigInteger}, so that JSON
 * and XML carry the true value), strings, bytes ({@code byte[]}, the records' equality by value), enums, nested and
 * repeated messages, maps, {@code oneof} and {@code optional} (nullable components; at most one member of a oneof
 * set), {@code Timestamp} and {@code Duration} ({@code Instant}, {@code Duration}, written as xs:dateTime and
 * xs:duration as FindItems' are), the wrappers (nullable boxed values). Proto3's defaults stand for absent values of
 * fields without presence: a null string, bytes, enum, list or map in a decoded payload is the empty value.
 */
public final class ModelGenerator {

    private static final String MODEL_PACKAGE = "serbench.usermodel";
    private static final Set<String> KEYWORDS = Set.of("abstract", "assert", "boolean", "break", "byte", "case",
            "catch", "char", "class", "const", "continue", "default", "do", "double", "else", "enum", "extends",
            "final", "finally", "float", "for", "goto", "if", "implements", "import", "instanceof", "int", "interface",
            "long", "native", "new", "package", "private", "protected", "public", "return", "short", "static",
            "strictfp", "super", "switch", "synchronized", "this", "throw", "throws", "transient", "try", "void",
            "volatile", "while", "true", "false", "null", "record", "var", "yield", "sealed", "permits", "_");
    /**
     * Field names whose accessors protoc writes with an underscore (getClass_()): their plain accessors are methods of
     * every message (protobuf-java's list of them, in UpperCamelCase).
     */
    private static final Set<String> PROTOC_FORBIDDEN = Set.of("Class", "DefaultInstanceForType", "ParserForType",
            "SerializedSize", "AllFields", "DescriptorForType", "InitializationErrorString", "UnknownFields",
            "CachedSize");
    /**
     * Names a record component does not get: Object's methods without parameters, which no component may have (JLS
     * 8.10.1), and the first parts of the qualified names the generated code writes, which a parameter of that name
     * would hide in the record's constructor ({@code java.util...}, {@code com.fasterxml...}, {@code serbench...}).
     */
    private static final Set<String> RENAMED_COMPONENTS = Set.of("clone", "finalize", "getClass", "hashCode",
            "notify", "notifyAll", "toString", "wait", "java", "com", "serbench");
    private static final Map<String, String> WRAPPERS = Map.of(
            "google.protobuf.Int32Value", "java.lang.Integer", "google.protobuf.Int64Value", "java.lang.Long",
            "google.protobuf.UInt32Value", "java.lang.Long", "google.protobuf.UInt64Value", "java.math.BigInteger",
            "google.protobuf.FloatValue", "java.lang.Float", "google.protobuf.DoubleValue", "java.lang.Double",
            "google.protobuf.BoolValue", "java.lang.Boolean", "google.protobuf.StringValue", "java.lang.String",
            "google.protobuf.BytesValue", "byte[]");
    private static final String TIMESTAMP = "google.protobuf.Timestamp";
    /** protobuf-java's default recursion limit: the deepest nesting of messages its parsers read. */
    private static final int MAX_LEVELS = 100;
    /** The JVM's limit on a method's parameter slots (a long or double takes two), less the record's {@code this}. */
    private static final int MAX_PARAMETER_SLOTS = 254;
    private static final String DURATION = "google.protobuf.Duration";

    /** A refusal: one line, exit 2. */
    static final class Refused extends RuntimeException {
        Refused(String message) {
            super(message);
        }
    }

    public static void main(String[] args) {
        try {
            generate(args);
        } catch (Refused e) {
            System.err.println("serbench: " + e.getMessage());
            System.exit(2); // the refusal is the build's last line (the build runs this in Maven's own JVM)
        } catch (IOException | RuntimeException e) {
            System.err.println("serbench: the model generator failed (" + e.getClass().getSimpleName() + ": "
                    + e.getMessage() + "); the schema may use something it does not know: report it with the schema");
            System.exit(3);
        }
    }

    /**
     * Options first: {@code --proto-dir=DIR} (the folder protoc compiled, which must exist and hold a {@code .proto}
     * file: else the descriptor set is an earlier build's) and {@code --reserved=NAME,...} (the built-in models'
     * names, which a generated model may not take).
     */
    static void generate(String[] all) throws IOException {
        List<String> args = new ArrayList<>();
        Set<String> reserved = new java.util.HashSet<>();
        for (String a : all) {
            if (a.startsWith("--proto-dir=")) {
                checkProtoDir(a.substring("--proto-dir=".length()));
            } else if (a.startsWith("--reserved=")) {
                reserved.addAll(List.of(a.substring("--reserved=".length()).split(",")));
            } else {
                args.add(a);
            }
        }
        if (args.size() < 3) {
            throw new Refused("usage: ModelGenerator [--proto-dir=DIR] [--reserved=NAME,...] DESCRIPTOR_SET SOURCES_DIR"
                    + " RESOURCES_DIR MESSAGE[=NAME] ...");
        }
        Path set = Path.of(args.get(0));
        if (!Files.isRegularFile(set)) {
            throw new Refused("protoc wrote no descriptor set (" + set + "): the folder -Dserbench.proto names holds no"
                    + " .proto file protoc compiled");
        }
        Map<String, FileDescriptor> files = load(set);
        String sha256 = sha256(set);
        List<String> schemaFiles = files.keySet().stream().filter(f -> !f.startsWith("google/protobuf/")).toList();
        Path out = Path.of(args.get(1));
        List<Generation> generations = new ArrayList<>();
        for (String spec : String.join(",", args.subList(3, args.size())).split(",")) {
            if (!spec.isBlank()) {
                generations.add(generation(files, spec.trim()));
            }
        }
        if (generations.isEmpty()) {
            throw new Refused("no message named: give one with -Dserbench.message=package.Message");
        }
        Map<String, String> classes = new HashMap<>();
        Set<String> names = new java.util.HashSet<>();
        for (Generation g : generations) {
            if (reserved.contains(g.name)) {
                throw new Refused("model name '" + g.name + "' is a built-in model's: name yours otherwise"
                        + " (-Dserbench.message=" + g.root.getFullName() + "=NAME)");
            }
            if (!names.add(g.name)) {
                throw new Refused("two messages named as model '" + g.name + "': name one of them (MESSAGE=NAME)");
            }
            String other = classes.putIfAbsent(modelClass(g.name), g.name);
            if (other != null) {
                throw new Refused("models '" + other + "' and '" + g.name + "' would be one Java class, "
                        + modelClass(g.name) + ": name one of them otherwise (MESSAGE=NAME)");
            }
        }
        clear(out); // nothing of an earlier schema is left to compile
        clear(Path.of(args.get(2)));
        // the records and enums of every model at once: models of one schema share its types
        Generation types = new Generation(null, null);
        List<String> models = new ArrayList<>();
        for (Generation g : generations) {
            g.messages.forEach(types.messages::putIfAbsent);
            g.enums.forEach(types.enums::putIfAbsent);
        }
        types.writeTypes(out);
        for (Generation g : generations) {
            String modelClass = modelClass(g.name);
            write(out, modelClass, g.model(modelClass, sha256, schemaFiles));
            models.add(modelClass);
        }
        Path services = Path.of(args.get(2), "META-INF", "services", "serbench.model.Model");
        Files.createDirectories(services.getParent());
        Files.writeString(services, String.join("\n", models) + "\n");
    }

    private static String modelClass(String name) {
        return MODEL_PACKAGE + "." + camel(name, true) + "Model";
    }

    private static void checkProtoDir(String dir) throws IOException {
        Path p = Path.of(dir);
        if (!Files.isDirectory(p)) {
            throw new Refused("-Dserbench.proto=" + dir + " is not a folder: give the folder your .proto files'"
                    + " imports are relative to");
        }
        try (var walk = Files.walk(p)) {
            if (walk.noneMatch(f -> f.toString().endsWith(".proto") && Files.isRegularFile(f))) {
                throw new Refused("-Dserbench.proto=" + dir + " holds no .proto file: give the folder your .proto"
                        + " files' imports are relative to");
            }
        }
    }

    /** The SHA-256 of the descriptor set, in hex: the schema a model was generated from, imports included. */
    static String sha256(Path descriptorSet) throws IOException {
        try {
            return java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256")
                    .digest(Files.readAllBytes(descriptorSet)));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void clear(Path dir) throws IOException {
        if (Files.isDirectory(dir)) {
            try (var paths = Files.walk(dir)) {
                for (Path p : paths.sorted(java.util.Comparator.reverseOrder()).toList()) {
                    Files.delete(p);
                }
            }
        }
    }

    /** Every file of the descriptor set, built with its imports. */
    static Map<String, FileDescriptor> load(Path descriptorSet) throws IOException {
        FileDescriptorSet set;
        try {
            set = FileDescriptorSet.parseFrom(Files.readAllBytes(descriptorSet));
        } catch (IOException e) {
            throw new Refused("cannot read the descriptor set " + descriptorSet + ": " + e.getMessage());
        }
        Map<String, FileDescriptorProto> protos = new LinkedHashMap<>();
        for (FileDescriptorProto p : set.getFileList()) {
            protos.put(p.getName(), p);
        }
        Map<String, FileDescriptor> built = new LinkedHashMap<>();
        for (String name : protos.keySet()) {
            build(name, protos, built);
        }
        return built;
    }

    private static FileDescriptor build(String name, Map<String, FileDescriptorProto> protos,
                                        Map<String, FileDescriptor> built) {
        FileDescriptor done = built.get(name);
        if (done != null) {
            return done;
        }
        FileDescriptorProto proto = protos.get(name);
        if (proto == null) {
            throw new Refused(name + " is imported but not in the descriptor set (build it with its imports)");
        }
        FileDescriptor[] deps = new FileDescriptor[proto.getDependencyCount()];
        for (int i = 0; i < deps.length; i++) {
            deps[i] = build(proto.getDependency(i), protos, built);
        }
        try {
            FileDescriptor f = FileDescriptor.buildFrom(proto, deps);
            built.put(name, f);
            return f;
        } catch (DescriptorValidationException e) {
            throw new Refused(name + ": " + e.getMessage());
        }
    }

    /** The messages and enums one named message reaches, for its model. */
    static Generation generation(Map<String, FileDescriptor> files, String spec) {
        String full = spec.contains("=") ? spec.substring(0, spec.indexOf('=')) : spec;
        Descriptor root = null;
        List<String> known = new ArrayList<>();
        for (FileDescriptor f : files.values()) {
            for (Descriptor d : f.getMessageTypes()) {
                known.add(d.getFullName());
                if (d.getFullName().equals(full)) {
                    root = d;
                }
            }
        }
        if (root == null) {
            throw new Refused("message '" + full + "' is not a top-level message of the schema; its messages: "
                    + String.join(", ", known.stream().filter(n -> !n.startsWith("google.protobuf.")).toList()));
        }
        String name = spec.contains("=") ? spec.substring(spec.indexOf('=') + 1)
                : root.getName().toLowerCase(Locale.ROOT);
        if (!name.matches("[a-z][a-z0-9-]*")) {
            throw new Refused("model name '" + name + "': give lower-case letters, digits and '-' (MESSAGE=NAME)");
        }
        Generation g = new Generation(root, name);
        g.collect(root);
        for (Descriptor d : g.messages.values()) {
            if (g.reaches(d, d.getFullName(), new java.util.HashSet<>())) {
                g.recursive.add(d.getFullName());
            }
            g.checkRequiredCycle(d, new ArrayList<>());
        }
        g.checkExtensions(files.values());
        List<String> deepest = g.deepest(root, new LinkedHashSet<>(), new HashMap<>());
        if (deepest.size() > MAX_LEVELS) {
            throw new Refused(root.getFile().getName() + ": " + root.getFullName() + " nests messages " + deepest.size()
                    + " levels deep (" + String.join(" > ", deepest.subList(0, 3)) + " > ... > "
                    + deepest.get(deepest.size() - 1) + "): protobuf-java reads at most " + MAX_LEVELS
                    + " (its recursion limit), so no format could be compared on it");
        }
        return g;
    }

    private static void write(Path out, String className, String source) throws IOException {
        Path file = out.resolve(className.replace('.', '/') + ".java");
        Files.createDirectories(file.getParent());
        Files.writeString(file, source);
    }

    /** protoc's UnderscoresToCamelCase. */
    static String camel(String s, boolean capNext) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 'a' && c <= 'z') {
                b.append(capNext ? Character.toUpperCase(c) : c);
                capNext = false;
            } else if (c >= 'A' && c <= 'Z') {
                b.append(i == 0 && !capNext ? Character.toLowerCase(c) : c);
                capNext = false;
            } else if (c >= '0' && c <= '9') {
                b.append(c);
                capNext = true;
            } else {
                capNext = true;
            }
        }
        return b.toString();
    }

    private static String safe(String identifier) {
        return KEYWORDS.contains(identifier) ? identifier + "_" : identifier;
    }

    /**
     * Whether an enum is closed (proto2: an unknown number is an unknown field, the accessors give only the enum) or
     * open (proto3, editions by default: the accessors give the number, {@code getXValue}). Read from the descriptor
     * (which resolves editions' features) where the protobuf-java version has it, else from the file's syntax.
     */
    static boolean closed(EnumDescriptor e) {
        try {
            return (Boolean) EnumDescriptor.class.getMethod("isClosed").invoke(e); // editions: the enum_type feature
        } catch (ReflectiveOperationException olderProtobuf) {
            String syntax = e.getFile().toProto().getSyntax();
            return syntax.isEmpty() || syntax.equals("proto2");
        }
    }

    /** The Java class protoc generates for a message or enum, by protobuf-java's naming rules. */
    static String protoClass(FileDescriptor f, String fullName) {
        String pkg = f.getOptions().hasJavaPackage() ? f.getOptions().getJavaPackage() : f.getPackage();
        String nested = f.getPackage().isEmpty() ? fullName : fullName.substring(f.getPackage().length() + 1);
        String prefix = pkg.isEmpty() ? "" : pkg + ".";
        return f.getOptions().getJavaMultipleFiles() ? prefix + nested : prefix + outerClass(f) + "." + nested;
    }

    private static String outerClass(FileDescriptor f) {
        if (f.getOptions().hasJavaOuterClassname()) {
            return f.getOptions().getJavaOuterClassname();
        }
        String base = f.getName().substring(f.getName().lastIndexOf('/') + 1).replaceAll("\\.proto$", "");
        String name = camel(base, true);
        for (Descriptor d : f.getMessageTypes()) {
            if (d.getName().equals(name)) {
                return name + "OuterClass";
            }
        }
        for (EnumDescriptor e : f.getEnumTypes()) {
            if (e.getName().equals(name)) {
                return name + "OuterClass";
            }
        }
        for (var s : f.getServices()) {
            if (s.getName().equals(name)) {
                return name + "OuterClass";
            }
        }
        return name;
    }

    /** The Java record or enum generated for a message or enum: its package by proto package, nested as in the schema. */
    static String javaClass(FileDescriptor f, String fullName) {
        String nested = f.getPackage().isEmpty() ? fullName : fullName.substring(f.getPackage().length() + 1);
        StringBuilder b = new StringBuilder(MODEL_PACKAGE);
        for (String part : f.getPackage().split("\\.")) {
            if (!part.isEmpty()) {
                b.append('.').append(safe(part.toLowerCase(Locale.ROOT)));
            }
        }
        return b.append('.').append(nested).toString();
    }

    /** One model's generation: the messages and enums its root reaches, and the code for them. */
    static final class Generation {
        final Descriptor root;
        final String name;
        final Map<String, Descriptor> messages = new LinkedHashMap<>();
        final Map<String, EnumDescriptor> enums = new LinkedHashMap<>();
        final Map<String, String> ids = new HashMap<>();
        /** The messages that can contain themselves: only they count toward the generated data's depth. */
        final Set<String> recursive = new java.util.HashSet<>();

        Generation(Descriptor root, String name) {
            this.root = root;
            this.name = name;
        }

        void collect(Descriptor d) {
            if (messages.containsKey(d.getFullName())) {
                return;
            }
            FileDescriptor file = d.getFile();
            if (file.getPackage().isEmpty() && !file.getOptions().hasJavaPackage()) {
                throw new Refused(file.getName() + " (message " + d.getFullName() + ") has no package and no"
                        + " java_package: protoc would put its Java classes in the unnamed package, which the generated"
                        + " model cannot use; add a package or option java_package");
            }
            checkJavaNames(d);
            messages.put(d.getFullName(), d);
            ids.put(d.getFullName(), "M" + messages.size());
            for (FieldDescriptor f : d.getFields()) {
                check(f);
                if (f.isMapField()) {
                    FieldDescriptor value = f.getMessageType().findFieldByNumber(2);
                    reach(value);
                } else {
                    reach(f);
                }
            }
        }

        private void reach(FieldDescriptor f) {
            if (f.getJavaType() == FieldDescriptor.JavaType.ENUM) {
                EnumDescriptor e = f.getEnumType();
                if (e.getValues().stream().map(EnumValueDescriptor::getNumber).distinct().count()
                        != e.getValues().size()) {
                    throw new Refused(f.getFullName() + ": enum " + e.getFullName()
                            + " has aliases (allow_alias): a Java enum holds one constant per number");
                }
                if (enums.putIfAbsent(e.getFullName(), e) == null) {
                    checkJavaNames(e);
                }
            } else if (f.getJavaType() == FieldDescriptor.JavaType.MESSAGE && !special(f.getMessageType())) {
                collect(f.getMessageType());
            }
        }

        private void check(FieldDescriptor f) {
            if (!f.isMapField() && f.isRepeated() && f.getJavaType() == FieldDescriptor.JavaType.MESSAGE
                    && WRAPPERS.containsKey(f.getMessageType().getFullName())) {
                throw new Refused(f.getFullName() + ": a repeated wrapper is not supported (a list holds no "
                        + "absent element): repeat the plain type");
            }
        }

        /**
         * The names the Java side gives a message: a type name Java can take, unlike its enclosing types' names;
         * components that stay distinct after renaming; a record constructor within the JVM's parameter limit.
         */
        private void checkJavaNames(Descriptor d) {
            String where = d.getFile().getName() + ": message " + d.getFullName();
            checkTypeName(where, d.getName(), d.getContainingType(), "class");
            Map<String, String> components = new HashMap<>();
            int slots = 0;
            for (FieldDescriptor f : d.getFields()) {
                String c = component(f);
                if (c.isEmpty()) {
                    throw new Refused(where + ": field '" + f.getName() + "' has no letter or digit for a Java name");
                }
                String other = components.put(c, f.getName());
                if (other != null) {
                    throw new Refused(where + ": fields '" + other + "' and '" + f.getName() + "' would both be the"
                            + " Java component '" + c + "' (and the same JSON name)");
                }
                String type = componentType(f);
                slots += type.equals("long") || type.equals("double") ? 2 : 1;
            }
            if (slots > MAX_PARAMETER_SLOTS) {
                throw new Refused(where + " has " + d.getFields().size() + " fields, " + slots + " parameter slots"
                        + " (a long or double takes two): a Java record's constructor takes at most "
                        + MAX_PARAMETER_SLOTS + ", so it has no Java form to compare protobuf with");
            }
        }

        /** A message's or enum's name is one Java can give a type nested in {@code outer} (null: top level). */
        private static void checkTypeName(String where, String name, Descriptor outer, String kind) {
            if (KEYWORDS.contains(name)) {
                throw new Refused(where + ": '" + name + "' cannot name a Java type (a Java keyword)");
            }
            for (; outer != null; outer = outer.getContainingType()) {
                if (outer.getName().equals(name)) {
                    throw new Refused(where + ": a Java " + kind + " cannot be named as a class it is nested in");
                }
            }
        }

        /** An enum's name is a Java type's, and its constants stay distinct once keywords are renamed. */
        private static void checkJavaNames(EnumDescriptor e) {
            String where = e.getFile().getName() + ": enum " + e.getFullName();
            checkTypeName(where, e.getName(), e.getContainingType(), "enum");
            Map<String, String> constants = new HashMap<>();
            for (EnumValueDescriptor v : e.getValues()) {
                String other = constants.put(safe(v.getName()), v.getName());
                if (other != null) {
                    throw new Refused(where + ": values " + other + " and " + v.getName() + " would both be the Java"
                            + " constant " + safe(v.getName()));
                }
            }
        }

        /** A message that requires itself through {@code required} fields has no finite value. */
        void checkRequiredCycle(Descriptor d, List<String> path) {
            path.add(d.getFullName());
            for (FieldDescriptor f : d.getFields()) {
                if (f.isRequired() && f.getJavaType() == FieldDescriptor.JavaType.MESSAGE && !special(f.getMessageType())) {
                    String target = f.getMessageType().getFullName();
                    if (path.get(0).equals(target)) {
                        throw new Refused(d.getFile().getName() + ": message " + target + " requires itself ("
                                + String.join(" > ", path) + " > " + target + ", every field required): no finite"
                                + " message has every required field set");
                    }
                    if (!path.contains(target)) {
                        checkRequiredCycle(f.getMessageType(), path);
                    }
                }
            }
            path.remove(path.size() - 1);
        }

        /**
         * Extensions of a measured message are refused: the records have no place for them, so no format but
         * protobuf could carry them. Extensions of other messages (custom options, annotations) are ignored.
         */
        void checkExtensions(java.util.Collection<FileDescriptor> files) {
            for (FileDescriptor file : files) {
                List<FieldDescriptor> extensions = new ArrayList<>(file.getExtensions());
                List<Descriptor> scopes = new ArrayList<>(file.getMessageTypes());
                while (!scopes.isEmpty()) {
                    Descriptor scope = scopes.remove(scopes.size() - 1);
                    extensions.addAll(scope.getExtensions());
                    scopes.addAll(scope.getNestedTypes());
                }
                for (FieldDescriptor x : extensions) {
                    if (messages.containsKey(x.getContainingType().getFullName())) {
                        throw new Refused(file.getName() + ": extension " + x.getFullName() + " of the measured message "
                                + x.getContainingType().getFullName() + ": the generated records have no place for"
                                + " extensions (only protobuf could carry them); measure a schema without the extend");
                    }
                }
            }
        }

        /** The longest chain of nested messages from {@code d} (a message that contains itself counts once). */
        List<String> deepest(Descriptor d, Set<String> path, Map<String, List<String>> memo) {
            List<String> known = memo.get(d.getFullName());
            if (known != null) {
                return known;
            }
            path.add(d.getFullName());
            List<String> longest = List.of();
            for (FieldDescriptor f : d.getFields()) {
                FieldDescriptor v = valueField(f);
                if (v.getJavaType() == FieldDescriptor.JavaType.MESSAGE && !special(v.getMessageType())
                        && !path.contains(v.getMessageType().getFullName())) {
                    List<String> below = deepest(v.getMessageType(), path, memo);
                    if (below.size() > longest.size()) {
                        longest = below;
                    }
                }
            }
            path.remove(d.getFullName());
            List<String> chain = new ArrayList<>();
            chain.add(d.getName());
            chain.addAll(longest);
            memo.put(d.getFullName(), chain);
            return chain;
        }

        /** Whether a field of {@code d}, or of a message it reaches, has the message {@code target}. */
        boolean reaches(Descriptor d, String target, Set<String> seen) {
            if (!seen.add(d.getFullName())) {
                return false;
            }
            for (FieldDescriptor f : d.getFields()) {
                FieldDescriptor v = valueField(f);
                if (v.getJavaType() == FieldDescriptor.JavaType.MESSAGE && !special(v.getMessageType())
                        && (v.getMessageType().getFullName().equals(target) || reaches(v.getMessageType(), target, seen))) {
                    return true;
                }
            }
            return false;
        }

        static boolean special(Descriptor d) {
            return WRAPPERS.containsKey(d.getFullName()) || d.getFullName().equals(TIMESTAMP)
                    || d.getFullName().equals(DURATION);
        }

        String record(Descriptor d) {
            return javaClass(d.getFile(), d.getFullName());
        }

        String javaEnum(EnumDescriptor e) {
            return javaClass(e.getFile(), e.getFullName());
        }

        String proto(Descriptor d) {
            return protoClass(d.getFile(), d.getFullName());
        }

        String proto(EnumDescriptor e) {
            return protoClass(e.getFile(), e.getFullName());
        }

        // ---- the Java types of fields ----

        /** Whether the Java component may be null: the field has presence (message, optional, oneof member). */
        static boolean nullable(FieldDescriptor f) {
            return !f.isRepeated() && (f.getJavaType() == FieldDescriptor.JavaType.MESSAGE || f.hasPresence());
        }

        /** The Java type of one value of the field (an element, for a repeated field). */
        String valueType(FieldDescriptor f, boolean boxed) {
            switch (f.getType()) {
                case INT32, SINT32, SFIXED32: return boxed ? "java.lang.Integer" : "int";
                case INT64, SINT64, SFIXED64, UINT32, FIXED32: return boxed ? "java.lang.Long" : "long";
                case UINT64, FIXED64: return "java.math.BigInteger";
                case FLOAT: return boxed ? "java.lang.Float" : "float";
                case DOUBLE: return boxed ? "java.lang.Double" : "double";
                case BOOL: return boxed ? "java.lang.Boolean" : "boolean";
                case STRING: return "java.lang.String";
                case BYTES: return "byte[]";
                case ENUM: return javaEnum(f.getEnumType());
                case MESSAGE, GROUP: {
                    String full = f.getMessageType().getFullName();
                    if (WRAPPERS.containsKey(full)) {
                        return WRAPPERS.get(full);
                    }
                    if (full.equals(TIMESTAMP)) {
                        return "java.time.Instant";
                    }
                    if (full.equals(DURATION)) {
                        return "java.time.Duration";
                    }
                    return record(f.getMessageType());
                }
                default: throw new Refused(f.getFullName() + ": type " + f.getType() + " is not supported");
            }
        }

        String componentType(FieldDescriptor f) {
            if (f.isMapField()) {
                FieldDescriptor k = f.getMessageType().findFieldByNumber(1);
                FieldDescriptor v = f.getMessageType().findFieldByNumber(2);
                return "java.util.Map<" + valueType(k, true) + ", " + valueType(v, true) + ">";
            }
            if (f.isRepeated()) {
                return "java.util.List<" + valueType(f, true) + ">";
            }
            return valueType(f, nullable(f));
        }

        static String component(FieldDescriptor f) {
            String name = safe(camel(f.getName(), false));
            return RENAMED_COMPONENTS.contains(name) ? name + "_" : name;
        }

        /**
         * protobuf-java's accessor stem: getX, setX, hasX, addX, putX; with an underscore where protoc adds one, for
         * a name whose accessor would be a method every message has.
         */
        static String accessor(FieldDescriptor f) {
            String stem = camel(groupLike(f) ? f.getMessageType().getName() : f.getName(), true);
            return PROTOC_FORBIDDEN.contains(stem) ? stem + "_" : stem;
        }

        /**
         * A proto2 group (or an editions field encoded as one) whose field name is its type's in lower case: protoc
         * names its Java accessors after the type ({@code getResult()} for {@code group Result}).
         */
        static boolean groupLike(FieldDescriptor f) {
            return f.getType() == FieldDescriptor.Type.GROUP
                    && f.getName().equals(f.getMessageType().getName().toLowerCase(Locale.ROOT))
                    && f.getMessageType().getFile() == f.getFile()
                    && f.getMessageType().getContainingType() == f.getContainingType();
        }

        /** A Jackson annotation for xs:dateTime or xs:duration values (Jackson 2 reads them per property). */
        static String annotation(FieldDescriptor f, FieldDescriptor value) {
            if (value.getJavaType() != FieldDescriptor.JavaType.MESSAGE) {
                return "";
            }
            String full = value.getMessageType().getFullName();
            String xsd = full.equals(TIMESTAMP) ? "serbench.model.finditems.xsd.XsdDateTime"
                    : full.equals(DURATION) ? "serbench.model.finditems.xsd.XsdDuration" : null;
            if (xsd == null) {
                return "";
            }
            if (f.isRepeated()) {
                return "@com.fasterxml.jackson.databind.annotation.JsonSerialize(contentUsing = " + xsd
                        + ".Writer.class) @com.fasterxml.jackson.databind.annotation.JsonDeserialize(contentUsing = "
                        + xsd + ".Reader.class) ";
            }
            return "@" + xsd + ".Mapped ";
        }

        static FieldDescriptor valueField(FieldDescriptor f) {
            return f.isMapField() ? f.getMessageType().findFieldByNumber(2) : f;
        }

        // ---- records and enums ----

        void writeTypes(Path out) throws IOException {
            Map<String, StringBuilder> topLevel = new TreeMap<>();
            Set<String> written = new LinkedHashSet<>();
            for (Descriptor d : messages.values()) {
                Descriptor top = d;
                while (top.getContainingType() != null) {
                    top = top.getContainingType();
                }
                String cls = javaClass(top.getFile(), top.getFullName());
                if (written.add(cls)) {
                    topLevel.put(cls, new StringBuilder(typeSource(top, "")));
                }
            }
            for (EnumDescriptor e : enums.values()) {
                if (e.getContainingType() == null && written.add(javaEnum(e))) {
                    topLevel.put(javaEnum(e), new StringBuilder(enumSource(e, "")));
                } else if (e.getContainingType() != null) {
                    Descriptor top = e.getContainingType();
                    while (top.getContainingType() != null) {
                        top = top.getContainingType();
                    }
                    String cls = javaClass(top.getFile(), top.getFullName());
                    if (written.add(cls)) {
                        topLevel.put(cls, new StringBuilder(typeSource(top, "")));
                    }
                }
            }
            for (Map.Entry<String, StringBuilder> t : topLevel.entrySet()) {
                String cls = t.getKey();
                String pkg = cls.substring(0, cls.lastIndexOf('.'));
                write(out, cls, "// Generated by serbench's ModelGenerator from the schema's .proto files: do not edit.\n"
                        + "package " + pkg + ";\n\n" + t.getValue());
            }
        }

        private boolean needed(Descriptor d) {
            if (messages.containsKey(d.getFullName())) {
                return true;
            }
            for (Descriptor n : d.getNestedTypes()) {
                if (needed(n)) {
                    return true;
                }
            }
            for (EnumDescriptor e : d.getEnumTypes()) {
                if (enums.containsKey(e.getFullName())) {
                    return true;
                }
            }
            return false;
        }

        /** A message as a record (or, when only its nested types are reached, a holder class), with its nested types. */
        String typeSource(Descriptor d, String indent) {
            StringBuilder b = new StringBuilder();
            boolean nested = d.getContainingType() != null;
            String mods = nested ? "public static " : "public ";
            StringBuilder inner = new StringBuilder();
            for (Descriptor n : d.getNestedTypes()) {
                if (!n.getOptions().getMapEntry() && needed(n)) {
                    inner.append('\n').append(typeSource(n, indent + "    "));
                }
            }
            for (EnumDescriptor e : d.getEnumTypes()) {
                if (enums.containsKey(e.getFullName())) {
                    inner.append('\n').append(enumSource(e, indent + "    "));
                }
            }
            if (!messages.containsKey(d.getFullName())) {
                b.append(indent).append("/** Holds the types nested in ").append(d.getFullName()).append(". */\n");
                b.append(indent).append(mods).append("final class ").append(d.getName()).append(" {\n");
                b.append(indent).append("    private ").append(d.getName()).append("() {\n").append(indent)
                        .append("    }\n");
                b.append(inner).append(indent).append("}\n");
                return b.toString();
            }
            List<FieldDescriptor> fields = d.getFields();
            b.append(indent).append("/** ").append(d.getFullName()).append(", as Java data. */\n");
            b.append(indent).append(mods).append("record ").append(d.getName()).append("(");
            for (int i = 0; i < fields.size(); i++) {
                FieldDescriptor f = fields.get(i);
                b.append(i == 0 ? "" : ",\n" + indent + "        ").append(annotation(f, valueField(f)))
                        .append(componentType(f)).append(' ').append(component(f));
            }
            b.append(") {\n\n");
            b.append(indent).append("    public ").append(d.getName()).append(" {\n");
            for (FieldDescriptor f : fields) {
                String c = component(f);
                String where = "\"" + f.getName() + "\"";
                if (f.isMapField()) {
                    b.append(indent).append("        ").append(c).append(" = serbench.model.user.Fields.map(").append(c)
                            .append(", ").append(where).append(");\n");
                } else if (f.isRepeated()) {
                    b.append(indent).append("        ").append(c).append(" = serbench.model.Required.list(").append(c)
                            .append(", ").append(where).append(");\n");
                    if (unsigned(f) != null) {
                        b.append(indent).append("        for (int $i = 0; $i < ").append(c).append(".size(); $i++) {\n")
                                .append(indent).append("            serbench.model.user.Fields.").append(unsigned(f))
                                .append("(").append(c).append(".get($i), ").append(where).append(");\n")
                                .append(indent).append("        }\n");
                    }
                } else if (!nullable(f)) {
                    String dflt = switch (f.getJavaType()) {
                        case STRING -> "\"\"";
                        case BYTE_STRING -> "new byte[0]";
                        case ENUM -> javaEnum(f.getEnumType()) + "." + safe(f.getEnumType().getValues().get(0).getName());
                        default -> f.getType() == FieldDescriptor.Type.UINT64 || f.getType() == FieldDescriptor.Type.FIXED64
                                ? "java.math.BigInteger.ZERO" : null;
                    };
                    if (dflt != null) {
                        b.append(indent).append("        if (").append(c).append(" == null) {\n").append(indent)
                                .append("            ").append(c).append(" = ").append(dflt).append(";\n")
                                .append(indent).append("        }\n");
                    }
                }
                if (!f.isRepeated() && unsigned(f) != null) {
                    b.append(indent).append("        serbench.model.user.Fields.").append(unsigned(f)).append("(")
                            .append(c).append(", ").append(where).append(");\n");
                }
            }
            for (OneofDescriptor o : d.getRealOneofs()) {
                b.append(indent).append("        serbench.model.user.Fields.oneOf(\"").append(o.getName()).append("\"");
                for (FieldDescriptor f : o.getFields()) {
                    b.append(", ").append(component(f));
                }
                b.append(");\n");
            }
            b.append(indent).append("    }\n");
            if (fields.stream().anyMatch(f -> bytes(f) != null)) {
                equalsByValue(b, d, indent);
            }
            b.append(inner);
            b.append(indent).append("}\n");
            return b.toString();
        }

        /**
         * How a field holding byte arrays is compared, hashed and shown by value: {@code "array"} for one array
         * (bytes, BytesValue), {@code "arrays"} for a list of them or a map to them, else null (a record's own
         * equality serves).
         */
        private static String bytes(FieldDescriptor f) {
            FieldDescriptor v = valueField(f);
            boolean array = v.getJavaType() == FieldDescriptor.JavaType.BYTE_STRING
                    || v.getJavaType() == FieldDescriptor.JavaType.MESSAGE
                    && "google.protobuf.BytesValue".equals(v.getMessageType().getFullName());
            return !array ? null : f.isRepeated() ? "arrays" : "array";
        }

        /**
         * equals, hashCode and toString that compare and show byte arrays by value (their locals named with a
         * {@code $}, which no field's name has).
         */
        private void equalsByValue(StringBuilder b, Descriptor d, String indent) {
            String n = d.getName();
            b.append('\n').append(indent).append("    @java.lang.Override\n").append(indent)
                    .append("    public boolean equals(java.lang.Object $o) {\n").append(indent)
                    .append("        return $o instanceof ").append(n).append(" $other");
            for (FieldDescriptor f : d.getFields()) {
                String c = component(f);
                String pair = "this." + c + ", $other." + c + ")";
                b.append("\n").append(indent).append("                && ").append(switch (String.valueOf(bytes(f))) {
                    case "array" -> "java.util.Arrays.equals(" + pair;
                    case "arrays" -> "serbench.model.user.Fields.bytesEqual(" + pair;
                    default -> "java.util.Objects.equals(" + pair;
                });
            }
            b.append(";\n").append(indent).append("    }\n\n");
            b.append(indent).append("    @java.lang.Override\n").append(indent).append("    public int hashCode() {\n")
                    .append(indent).append("        int $h = 17;\n");
            for (FieldDescriptor f : d.getFields()) {
                String c = "this." + component(f) + ")";
                b.append(indent).append("        $h = 31 * $h + ").append(switch (String.valueOf(bytes(f))) {
                    case "array" -> "java.util.Arrays.hashCode(" + c;
                    case "arrays" -> "serbench.model.user.Fields.bytesHash(" + c;
                    default -> "java.util.Objects.hashCode(" + c;
                }).append(";\n");
            }
            b.append(indent).append("        return $h;\n").append(indent).append("    }\n\n");
            b.append(indent).append("    @java.lang.Override\n").append(indent).append("    public java.lang.String toString() {\n")
                    .append(indent).append("        return \"").append(n).append("[\"");
            List<FieldDescriptor> fields = d.getFields();
            for (int i = 0; i < fields.size(); i++) {
                FieldDescriptor f = fields.get(i);
                String c = "this." + component(f);
                b.append(" + \"").append(i == 0 ? "" : ", ").append(component(f)).append("=\" + ")
                        .append(switch (String.valueOf(bytes(f))) {
                            case "array" -> "java.util.Arrays.toString(" + c + ")";
                            case "arrays" -> "serbench.model.user.Fields.bytesText(" + c + ")";
                            default -> c;
                        });
            }
            b.append(" + \"]\";\n").append(indent).append("    }\n");
        }

        String enumSource(EnumDescriptor e, String indent) {
            StringBuilder b = new StringBuilder();
            String mods = e.getContainingType() != null ? "public " : "public ";
            b.append(indent).append("/** ").append(e.getFullName()).append(", its constants in the schema's order. */\n");
            b.append(indent).append(mods).append("enum ").append(e.getName()).append(" {\n");
            List<EnumValueDescriptor> values = e.getValues();
            for (int i = 0; i < values.size(); i++) {
                b.append(indent).append("    ").append(safe(values.get(i).getName())).append('(')
                        .append(values.get(i).getNumber()).append(i + 1 < values.size() ? "),\n" : ");\n");
            }
            // the members' names have a '$', which no constant's name has
            b.append('\n').append(indent).append("    private final int $number;\n\n");
            b.append(indent).append("    ").append(e.getName()).append("(int $number) {\n").append(indent)
                    .append("        this.$number = $number;\n").append(indent).append("    }\n\n");
            b.append(indent).append("    /** The constant's number in the schema. */\n");
            b.append(indent).append("    public int number() {\n").append(indent).append("        return $number;\n")
                    .append(indent).append("    }\n\n");
            b.append(indent).append("    /** The constant of {@code number}; a number the schema does not define is refused. */\n");
            b.append(indent).append("    public static ").append(e.getName())
                    .append(" forNumber(int $number, java.lang.String $field) {\n");
            b.append(indent).append("        switch ($number) {\n");
            for (EnumValueDescriptor v : values) {
                b.append(indent).append("            case ").append(v.getNumber()).append(": return ")
                        .append(safe(v.getName())).append(";\n");
            }
            b.append(indent).append("            default: throw new serbench.model.InvalidDataException($field + \" is \" + $number\n")
                    .append(indent).append("                    + \", not a value of ").append(e.getFullName()).append("\");\n");
            b.append(indent).append("        }\n").append(indent).append("    }\n").append(indent).append("}\n");
            return b.toString();
        }

        /** The range check of an unsigned field's Java value, or null. */
        static String unsigned(FieldDescriptor f) {
            FieldDescriptor v = valueField(f);
            switch (v.getType()) {
                case UINT32, FIXED32: return "uint32";
                case UINT64, FIXED64: return "uint64";
                case MESSAGE, GROUP: {
                    String full = v.getMessageType().getFullName();
                    return full.equals("google.protobuf.UInt32Value") ? "uint32"
                            : full.equals("google.protobuf.UInt64Value") ? "uint64" : null;
                }
                default: return null;
            }
        }

        // ---- the model ----

        String model(String modelClass, String sha256, List<String> schemaFiles) {
            String simple = modelClass.substring(modelClass.lastIndexOf('.') + 1);
            String rec = record(root);
            String pb = proto(root);
            StringBuilder b = new StringBuilder();
            b.append("// Generated by serbench's ModelGenerator from ").append(root.getFile().getName())
                    .append(": do not edit.\npackage ").append(MODEL_PACKAGE).append(";\n\n");
            b.append("import serbench.model.Digest;\n\n");
            b.append("/**\n * The model of ").append(root.getFullName()).append(" (-p model=").append(name)
                    .append("), generated from its .proto: records for Jackson and the\n * other Java-binding formats, ")
                    .append("the conversions both ways, the digests of both forms and a seeded data generator.\n */\n");
            b.append("public final class ").append(simple).append(" extends serbench.model.user.GeneratedModel<")
                    .append(rec).append(", ").append(pb).append("> {\n\n");
            b.append("    public ").append(simple).append("() {\n        super(\"").append(name).append("\", ")
                    .append(rec).append(".class, \"").append(root.getFullName()).append("\", \"").append(sha256)
                    .append("\",\n                java.util.List.of(")
                    .append(String.join(", ", schemaFiles.stream().map(f -> "\"" + f.replace("\\", "\\\\")
                            .replace("\"", "\\\"") + "\"").toList()))
                    .append("));\n    }\n\n");
            b.append("    @java.lang.Override\n    public com.google.protobuf.Parser<").append(pb).append("> parser() {\n")
                    .append("        return ").append(pb).append(".parser();\n    }\n\n");
            b.append("    @java.lang.Override\n    protected ").append(rec).append(" generate(Generator g) {\n")
                    .append("        return gen").append(ids.get(root.getFullName())).append("(g, 0);\n    }\n\n");
            b.append("    @java.lang.Override\n    public ").append(rec).append(" copy(").append(rec).append(" source) {\n")
                    .append("        return copy").append(ids.get(root.getFullName())).append("(source);\n    }\n\n");
            b.append("    @java.lang.Override\n    public ").append(pb).append(" toProto(").append(rec).append(" source) {\n")
                    .append("        return toProto").append(ids.get(root.getFullName())).append("(source);\n    }\n\n");
            b.append("    @java.lang.Override\n    public ").append(rec).append(" fromProto(").append(pb).append(" message) {\n")
                    .append("        return fromProto").append(ids.get(root.getFullName())).append("(message);\n    }\n\n");
            b.append("    @java.lang.Override\n    public long digest(").append(rec).append(" value) {\n")
                    .append("        Digest d = new Digest();\n        digest").append(ids.get(root.getFullName()))
                    .append("(d, value);\n        return d.value();\n    }\n\n");
            b.append("    @java.lang.Override\n    public long digestProto(").append(pb).append(" message) {\n")
                    .append("        Digest d = new Digest();\n        digestProto").append(ids.get(root.getFullName()))
                    .append("(d, message);\n        return d.value();\n    }\n");
            for (Descriptor d : messages.values()) {
                b.append(new MessageCode(this, d).source());
            }
            b.append("}\n");
            return b.toString();
        }
    }

    /** The conversion, copy, digest and generation methods of one message, in the model class. */
    static final class MessageCode {
        private final Generation g;
        private final Descriptor d;
        private final String id;
        private final String rec;
        private final String pb;

        MessageCode(Generation g, Descriptor d) {
            this.g = g;
            this.d = d;
            this.id = g.ids.get(d.getFullName());
            this.rec = g.record(d);
            this.pb = g.proto(d);
        }

        String source() {
            StringBuilder b = new StringBuilder();
            b.append("\n    // ---- ").append(d.getFullName()).append(" ----\n");
            // toProto
            b.append("\n    static ").append(pb).append(" toProto").append(id).append("(").append(rec).append(" v) {\n");
            b.append("        ").append(pb).append(".Builder b = ").append(pb).append(".newBuilder();\n");
            for (FieldDescriptor f : d.getFields()) {
                String c = "v." + Generation.component(f) + "()";
                String acc = Generation.accessor(f);
                if (f.isMapField()) {
                    FieldDescriptor k = f.getMessageType().findFieldByNumber(1);
                    FieldDescriptor val = f.getMessageType().findFieldByNumber(2);
                    b.append("        for (java.util.Map.Entry<").append(g.valueType(k, true)).append(", ")
                            .append(g.valueType(val, true)).append("> e : ").append(c).append(".entrySet()) {\n");
                    b.append("            b.put").append(acc).append(val.getJavaType() == FieldDescriptor.JavaType.ENUM
                            && !closed(val.getEnumType()) ? "Value" : "").append("(")
                            .append(toProto(k, "e.getKey()")).append(", ")
                            .append(val.getJavaType() == FieldDescriptor.JavaType.ENUM && !closed(val.getEnumType())
                                    ? "e.getValue().number()" : toProto(val, "e.getValue()")).append(");\n");
                    b.append("        }\n");
                } else if (f.isRepeated()) {
                    b.append("        for (int i = 0; i < ").append(c).append(".size(); i++) {\n");
                    b.append("            b.add").append(acc).append("(").append(toProto(f, c + ".get(i)")).append(");\n");
                    b.append("        }\n");
                } else if (Generation.nullable(f)) {
                    b.append("        if (").append(c).append(" != null) {\n");
                    b.append("            b.set").append(acc).append("(").append(toProto(f, c)).append(");\n");
                    b.append("        }\n");
                } else {
                    b.append("        b.set").append(acc).append("(").append(toProto(f, c)).append(");\n");
                }
            }
            b.append("        return b.build();\n    }\n");
            // fromProto
            b.append("\n    static ").append(rec).append(" fromProto").append(id).append("(").append(pb).append(" m) {\n");
            List<String> args = new ArrayList<>();
            for (FieldDescriptor f : d.getFields()) {
                String acc = Generation.accessor(f);
                String var = "f" + f.getNumber();
                if (f.isMapField()) {
                    FieldDescriptor k = f.getMessageType().findFieldByNumber(1);
                    FieldDescriptor val = f.getMessageType().findFieldByNumber(2);
                    boolean openEnum = val.getJavaType() == FieldDescriptor.JavaType.ENUM && !closed(val.getEnumType());
                    b.append("        java.util.Map<").append(g.valueType(k, true)).append(", ").append(g.valueType(val, true))
                            .append("> ").append(var).append(" = new java.util.LinkedHashMap<>();\n");
                    b.append("        for (java.util.Map.Entry<").append(protoBoxed(k)).append(", ")
                            .append(openEnum ? "java.lang.Integer" : protoBoxed(val)).append("> e : m.get").append(acc)
                            .append(openEnum ? "ValueMap" : "Map").append("().entrySet()) {\n");
                    b.append("            ").append(var).append(".put(").append(fromProto(k, "e.getKey()")).append(", ")
                            .append(openEnum ? enumFrom(val, "e.getValue()") : fromProto(val, "e.getValue()"))
                            .append(");\n        }\n");
                } else if (f.isRepeated()) {
                    b.append("        java.util.List<").append(g.valueType(f, true)).append("> ").append(var)
                            .append(" = new java.util.ArrayList<>(m.get").append(acc).append("Count());\n");
                    b.append("        for (int i = 0; i < m.get").append(acc).append("Count(); i++) {\n");
                    String element = f.getJavaType() == FieldDescriptor.JavaType.ENUM && !closed(f.getEnumType())
                            ? enumFrom(f, "m.get" + acc + "Value(i)") : fromProto(f, "m.get" + acc + "(i)");
                    b.append("            ").append(var).append(".add(").append(element).append(");\n        }\n");
                } else {
                    String get = f.getJavaType() == FieldDescriptor.JavaType.ENUM && !closed(f.getEnumType())
                            ? enumFrom(f, "m.get" + acc + "Value()") : fromProto(f, "m.get" + acc + "()");
                    if (Generation.nullable(f)) {
                        b.append("        ").append(g.valueType(f, true)).append(' ').append(var).append(" = ")
                                .append("(").append(present(f)).append(") ? ").append(get).append(" : null;\n");
                    } else {
                        b.append("        ").append(g.valueType(f, false)).append(' ').append(var).append(" = ")
                                .append(get).append(";\n");
                    }
                }
                args.add(var);
            }
            b.append("        return new ").append(rec).append("(").append(String.join(", ", args)).append(");\n    }\n");
            // copy
            b.append("\n    static ").append(rec).append(" copy").append(id).append("(").append(rec).append(" v) {\n");
            args.clear();
            for (FieldDescriptor f : d.getFields()) {
                String c = "v." + Generation.component(f) + "()";
                String var = "f" + f.getNumber();
                if (f.isMapField()) {
                    FieldDescriptor k = f.getMessageType().findFieldByNumber(1);
                    FieldDescriptor val = f.getMessageType().findFieldByNumber(2);
                    b.append("        java.util.Map<").append(g.valueType(k, true)).append(", ").append(g.valueType(val, true))
                            .append("> ").append(var).append(" = new java.util.LinkedHashMap<>();\n");
                    b.append("        for (java.util.Map.Entry<").append(g.valueType(k, true)).append(", ")
                            .append(g.valueType(val, true)).append("> e : ").append(c).append(".entrySet()) {\n");
                    b.append("            ").append(var).append(".put(e.getKey(), ").append(copy(val, "e.getValue()"))
                            .append(");\n        }\n");
                } else if (f.isRepeated()) {
                    b.append("        java.util.List<").append(g.valueType(f, true)).append("> ").append(var)
                            .append(" = new java.util.ArrayList<>(").append(c).append(".size());\n");
                    b.append("        for (int i = 0; i < ").append(c).append(".size(); i++) {\n");
                    b.append("            ").append(var).append(".add(").append(copy(f, c + ".get(i)")).append(");\n        }\n");
                } else {
                    String copied = copy(f, c);
                    b.append("        ").append(g.valueType(f, Generation.nullable(f))).append(' ').append(var).append(" = ")
                            .append(Generation.nullable(f) && !copied.equals(c) ? c + " == null ? null : " + copied : copied)
                            .append(";\n");
                }
                args.add(var);
            }
            b.append("        return new ").append(rec).append("(").append(String.join(", ", args)).append(");\n    }\n");
            // digest of the Java form
            b.append("\n    static void digest").append(id).append("(Digest d, ").append(rec).append(" v) {\n");
            for (FieldDescriptor f : d.getFields()) {
                String c = "v." + Generation.component(f) + "()";
                if (f.isMapField()) {
                    FieldDescriptor k = f.getMessageType().findFieldByNumber(1);
                    FieldDescriptor val = f.getMessageType().findFieldByNumber(2);
                    b.append("        {\n            long sum = 0;\n");
                    b.append("            for (java.util.Map.Entry<").append(g.valueType(k, true)).append(", ")
                            .append(g.valueType(val, true)).append("> e : ").append(c).append(".entrySet()) {\n");
                    b.append("                Digest entry = new Digest();\n");
                    b.append("                ").append(digest(k, "entry", "e.getKey()")).append(";\n");
                    b.append("                ").append(digest(val, "entry", "e.getValue()")).append(";\n");
                    b.append("                sum += entry.value();\n            }\n");
                    b.append("            d.add(").append(c).append(".size()).add(sum);\n        }\n");
                } else if (f.isRepeated()) {
                    b.append("        d.add(").append(c).append(".size());\n");
                    b.append("        for (int i = 0; i < ").append(c).append(".size(); i++) {\n");
                    b.append("            ").append(digest(f, "d", c + ".get(i)")).append(";\n        }\n");
                } else if (Generation.nullable(f)) {
                    b.append("        if (").append(c).append(" == null) {\n            d.add(ABSENT);\n        } else {\n");
                    b.append("            d.add(PRESENT);\n            ").append(digest(f, "d", c)).append(";\n        }\n");
                } else {
                    b.append("        ").append(digest(f, "d", c)).append(";\n");
                }
            }
            b.append("    }\n");
            // digest of the protobuf form
            b.append("\n    static void digestProto").append(id).append("(Digest d, ").append(pb).append(" m) {\n");
            for (FieldDescriptor f : d.getFields()) {
                String acc = Generation.accessor(f);
                if (f.isMapField()) {
                    FieldDescriptor k = f.getMessageType().findFieldByNumber(1);
                    FieldDescriptor val = f.getMessageType().findFieldByNumber(2);
                    boolean openEnum = val.getJavaType() == FieldDescriptor.JavaType.ENUM && !closed(val.getEnumType());
                    b.append("        {\n            long sum = 0;\n");
                    b.append("            for (java.util.Map.Entry<").append(protoBoxed(k)).append(", ")
                            .append(openEnum ? "java.lang.Integer" : protoBoxed(val)).append("> e : m.get").append(acc)
                            .append(openEnum ? "ValueMap" : "Map").append("().entrySet()) {\n");
                    b.append("                Digest entry = new Digest();\n");
                    b.append("                ").append(digestProto(k, "entry", "e.getKey()")).append(";\n");
                    b.append("                ").append(openEnum ? "entry.add((long) e.getValue())"
                            : digestProto(val, "entry", "e.getValue()")).append(";\n");
                    b.append("                sum += entry.value();\n            }\n");
                    b.append("            d.add(m.get").append(acc).append("Count()).add(sum);\n        }\n");
                } else if (f.isRepeated()) {
                    b.append("        d.add(m.get").append(acc).append("Count());\n");
                    b.append("        for (int i = 0; i < m.get").append(acc).append("Count(); i++) {\n");
                    String element = f.getJavaType() == FieldDescriptor.JavaType.ENUM && !closed(f.getEnumType())
                            ? "d.add(m.get" + acc + "Value(i))" : digestProto(f, "d", "m.get" + acc + "(i)");
                    b.append("            ").append(element).append(";\n        }\n");
                } else {
                    String value = f.getJavaType() == FieldDescriptor.JavaType.ENUM && !closed(f.getEnumType())
                            ? "d.add(m.get" + acc + "Value())" : digestProto(f, "d", "m.get" + acc + "()");
                    if (Generation.nullable(f)) {
                        b.append("        if (!(").append(present(f)).append(")) {\n            d.add(ABSENT);\n        } else {\n");
                        b.append("            d.add(PRESENT);\n            ").append(value).append(";\n        }\n");
                    } else {
                        b.append("        ").append(value).append(";\n");
                    }
                }
            }
            b.append("    }\n");
            // generation
            b.append("\n    static ").append(rec).append(" gen").append(id).append("(Generator g, int depth) {\n");
            args.clear();
            List<FieldDescriptor> fields = d.getFields();
            Map<OneofDescriptor, String> chosen = new LinkedHashMap<>();
            for (OneofDescriptor o : d.getRealOneofs()) {
                String var = "oneof" + chosen.size();
                chosen.put(o, var);
                b.append("        int ").append(var).append(" = g.choose(").append(o.getFieldCount()).append(");\n");
            }
            for (FieldDescriptor f : fields) {
                String var = "f" + f.getNumber();
                if (f.isMapField()) {
                    FieldDescriptor k = f.getMessageType().findFieldByNumber(1);
                    FieldDescriptor val = f.getMessageType().findFieldByNumber(2);
                    b.append("        java.util.Map<").append(g.valueType(k, true)).append(", ").append(g.valueType(val, true))
                            .append("> ").append(var).append(" = new java.util.LinkedHashMap<>();\n");
                    b.append("        for (int i = 0, n = g.listLength(depth); i < n; i++) {\n");
                    b.append("            ").append(var).append(".put(").append(key(k)).append(", ")
                            .append(generated(val, "depth")).append(");\n        }\n");
                    b.append(nullValues(val, var));
                } else if (f.isRepeated()) {
                    b.append("        java.util.List<").append(g.valueType(f, true)).append("> ").append(var)
                            .append(" = new java.util.ArrayList<>();\n");
                    b.append("        for (int i = 0, n = g.listLength(depth); i < n; i++) {\n");
                    b.append("            ").append(g.valueType(f, true)).append(" e = ").append(generated(f, "depth"))
                            .append(";\n            if (e != null) {\n                ").append(var)
                            .append(".add(e);\n            }\n        }\n");
                } else if (f.getRealContainingOneof() != null) {
                    OneofDescriptor o = f.getRealContainingOneof();
                    b.append("        ").append(g.valueType(f, true)).append(' ').append(var).append(" = ")
                            .append(chosen.get(o)).append(" == ").append(o.getFields().indexOf(f)).append(" ? ")
                            .append(generated(f, "depth")).append(" : null;\n");
                } else {
                    b.append("        ").append(g.valueType(f, Generation.nullable(f))).append(' ').append(var)
                            .append(" = ").append(generated(f, "depth")).append(";\n");
                }
                args.add(var);
            }
            b.append("        return new ").append(rec).append("(").append(String.join(", ", args)).append(");\n    }\n");
            return b.toString();
        }

        /** A map whose values are messages drops the entries the depth limit left null (a map holds no null). */
        private String nullValues(FieldDescriptor val, String var) {
            if (val.getJavaType() == FieldDescriptor.JavaType.MESSAGE && !Generation.special(val.getMessageType())) {
                return "        " + var + ".values().removeIf(java.util.Objects::isNull);\n";
            }
            return "";
        }

        private String present(FieldDescriptor f) {
            OneofDescriptor o = f.getRealContainingOneof();
            if (o != null) {
                String caseEnum = g.proto(d) + "." + camel(o.getName(), true) + "Case";
                return "m.get" + camel(o.getName(), true) + "Case() == " + caseEnum + "."
                        + f.getName().toUpperCase(Locale.ROOT);
            }
            return "m.has" + Generation.accessor(f) + "()";
        }

        /** The type protobuf-java's map accessors give a key or value in. */
        private String protoBoxed(FieldDescriptor f) {
            switch (f.getJavaType()) {
                case INT: return "java.lang.Integer";
                case LONG: return "java.lang.Long";
                case FLOAT: return "java.lang.Float";
                case DOUBLE: return "java.lang.Double";
                case BOOLEAN: return "java.lang.Boolean";
                case STRING: return "java.lang.String";
                case BYTE_STRING: return "com.google.protobuf.ByteString";
                case ENUM: return g.proto(f.getEnumType());
                default: return g.proto(f.getMessageType());
            }
        }

        private String enumFrom(FieldDescriptor f, String number) {
            return g.javaEnum(f.getEnumType()) + ".forNumber(" + number + ", \"" + f.getName() + "\")";
        }

        /** The protobuf value of the Java value {@code v} of one value of field {@code f}. */
        private String toProto(FieldDescriptor f, String v) {
            switch (f.getType()) {
                case UINT32, FIXED32: return "(int) (long) " + v;
                case UINT64, FIXED64: return v + ".longValue()";
                case BYTES: return "com.google.protobuf.ByteString.copyFrom(" + v + ")";
                case ENUM: return g.proto(f.getEnumType()) + ".forNumber(" + v + ".number())";
                case MESSAGE, GROUP: {
                    String full = f.getMessageType().getFullName();
                    if (full.equals(TIMESTAMP)) {
                        return "com.google.protobuf.Timestamp.newBuilder().setSeconds(" + v + ".getEpochSecond()).setNanos("
                                + v + ".getNano()).build()";
                    }
                    if (full.equals(DURATION)) {
                        return "serbench.model.user.Fields.proto(" + v + ")";
                    }
                    if (WRAPPERS.containsKey(full)) {
                        FieldDescriptor inner = f.getMessageType().findFieldByNumber(1);
                        return "com.google.protobuf." + f.getMessageType().getName() + ".of(" + toProto(inner, v) + ")";
                    }
                    return "toProto" + g.ids.get(full) + "(" + v + ")";
                }
                default: return v;
            }
        }

        /** The Java value of the protobuf value {@code v} (enums given as the generated enum, for closed enums). */
        private String fromProto(FieldDescriptor f, String v) {
            switch (f.getType()) {
                case UINT32, FIXED32: return "java.lang.Integer.toUnsignedLong(" + v + ")";
                case UINT64, FIXED64: return "serbench.model.user.Fields.unsigned(" + v + ")";
                case BYTES: return v + ".toByteArray()";
                case ENUM: return enumFrom(f, v + ".getNumber()");
                case MESSAGE, GROUP: {
                    String full = f.getMessageType().getFullName();
                    if (full.equals(TIMESTAMP)) {
                        return "serbench.model.user.Fields.instant(" + v + ".getSeconds(), " + v + ".getNanos(), \""
                                + f.getName() + "\")";
                    }
                    if (full.equals(DURATION)) {
                        return "serbench.model.user.Fields.duration(" + v + ".getSeconds(), " + v + ".getNanos(), \""
                                + f.getName() + "\")";
                    }
                    if (WRAPPERS.containsKey(full)) {
                        return fromProto(f.getMessageType().findFieldByNumber(1), v + ".getValue()");
                    }
                    return "fromProto" + g.ids.get(full) + "(" + v + ")";
                }
                default: return v;
            }
        }

        /** A deep copy of the Java value {@code v}, through constructors (strings and boxed values are shared). */
        private String copy(FieldDescriptor f, String v) {
            if (f.getJavaType() == FieldDescriptor.JavaType.BYTE_STRING) {
                return v + ".clone()";
            }
            if (f.getJavaType() == FieldDescriptor.JavaType.MESSAGE) {
                String full = f.getMessageType().getFullName();
                if ("google.protobuf.BytesValue".equals(full)) {
                    return v + ".clone()";
                }
                if (!Generation.special(f.getMessageType())) {
                    return "copy" + g.ids.get(full) + "(" + v + ")";
                }
            }
            return v;
        }

        /** Folds the Java value {@code v} (not null) into the digest {@code d}. */
        private String digest(FieldDescriptor f, String d, String v) {
            switch (f.getType()) {
                case UINT64, FIXED64: return d + ".add(" + v + ".longValue())";
                case FLOAT: return d + ".add((double) " + v + ")";
                case BYTES: return "digestBytes(" + d + ", " + v + ")";
                case ENUM: return d + ".add(" + v + ".number())";
                case MESSAGE, GROUP: {
                    String full = f.getMessageType().getFullName();
                    if (full.equals(TIMESTAMP)) {
                        return d + ".add(" + v + ".getEpochSecond()).add(" + v + ".getNano())";
                    }
                    if (full.equals(DURATION)) {
                        return "serbench.model.user.Fields.digest(" + d + ", " + v + ")";
                    }
                    if (WRAPPERS.containsKey(full)) {
                        return digest(f.getMessageType().findFieldByNumber(1), d, v);
                    }
                    return "digest" + g.ids.get(full) + "(" + d + ", " + v + ")";
                }
                case STRING: return d + ".add(" + v + ")";
                case BOOL: return d + ".add((boolean) " + v + ")";
                case DOUBLE: return d + ".add((double) " + v + ")";
                default: return d + ".add((long) " + v + ")";
            }
        }

        /** Folds the protobuf value {@code v} into {@code d}, as {@link #digest} folds its Java value. */
        private String digestProto(FieldDescriptor f, String d, String v) {
            switch (f.getType()) {
                case UINT32, FIXED32: return d + ".add(java.lang.Integer.toUnsignedLong(" + v + "))";
                case FLOAT: return d + ".add((double) " + v + ")";
                case BYTES: return "digestBytes(" + d + ", " + v + ")";
                case ENUM: return d + ".add(" + v + ".getNumber())";
                case MESSAGE, GROUP: {
                    String full = f.getMessageType().getFullName();
                    if (full.equals(TIMESTAMP) || full.equals(DURATION)) {
                        return d + ".add(" + v + ".getSeconds()).add(" + v + ".getNanos())";
                    }
                    if (WRAPPERS.containsKey(full)) {
                        return digestProto(f.getMessageType().findFieldByNumber(1), d, v + ".getValue()");
                    }
                    return "digestProto" + g.ids.get(full) + "(" + d + ", " + v + ")";
                }
                case STRING: return d + ".add(" + v + ")";
                case BOOL: return d + ".add((boolean) " + v + ")";
                case DOUBLE: return d + ".add((double) " + v + ")";
                default: return d + ".add((long) " + v + ")";
            }
        }

        /**
         * A generated value of one value of {@code f}: for a message that can contain itself, one level deeper, and
         * null past the depth limit (the other messages are always generated: their nesting is finite).
         */
        private String generated(FieldDescriptor f, String depth) {
            switch (f.getType()) {
                case INT32, SINT32, SFIXED32: return "g.int32()";
                case INT64, SINT64, SFIXED64: return "g.int64()";
                case UINT32, FIXED32: return "g.uint32()";
                case UINT64, FIXED64: return "g.uint64()";
                case FLOAT: return "g.float32()";
                case DOUBLE: return "g.float64()";
                case BOOL: return "g.bool()";
                case STRING: return f.getFullName().equals("google.protobuf.Any.type_url")
                        ? "\"type.googleapis.com/\" + g.string()" : "g.string()"; // an Any's type URL has its prefix
                case BYTES: return "g.bytes()";
                case ENUM: return g.javaEnum(f.getEnumType()) + ".values()[g.choose(" + f.getEnumType().getValues().size()
                        + ")]";
                case MESSAGE, GROUP: {
                    String full = f.getMessageType().getFullName();
                    if (full.equals(TIMESTAMP)) {
                        return "g.instant()";
                    }
                    if (full.equals(DURATION)) {
                        return "g.duration()";
                    }
                    if (WRAPPERS.containsKey(full)) {
                        return generated(f.getMessageType().findFieldByNumber(1), depth);
                    }
                    String next = g.recursive.contains(full) ? depth + " + 1" : depth; // only recursion ends
                    return "(g.deeper(" + next + ") ? gen" + g.ids.get(full) + "(g, " + next + ") : null)";
                }
                default: throw new Refused(f.getFullName() + ": type " + f.getType() + " is not supported");
            }
        }

        /** A generated map key (keys are integral, bool or string). */
        private String key(FieldDescriptor k) {
            switch (k.getType()) {
                case STRING: return "g.key(i)";
                case BOOL: return "i % 2 == 0";
                case UINT64, FIXED64: return "java.math.BigInteger.valueOf(i)";
                case INT64, SINT64, SFIXED64, UINT32, FIXED32: return "(long) i";
                default: return "i";
            }
        }
    }
}
