package serbench.sources;

import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.VerboseMode;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The code a benchmark class reaches, read from the compiled classes: the project classes named in its constant pool
 * ({@link ClassFile#utf8}: class references, descriptors, signatures, annotation values, strings such as a
 * {@code Class.forName} argument), followed transitively over the class files of the build, and the source files
 * they were compiled from. A class file's other classes of the same source file (its nested classes, its outer one)
 * go with it. A class compiled from no file under {@link #SOURCE_ROOTS} is generated: avro-maven-plugin's when it names
 * Avro's classes (it then stands for every file under {@link #AVRO}), protoc's otherwise (every file under
 * {@link #PROTO}). {@link #RESOURCES}, the inputs, are always part of it.
 *
 * <p>Not seen: a compile-time constant ({@code static final} primitive or {@code String}) of another class, which
 * javac copies into the class that uses it (e.g. {@code RunLength}'s counts in the benchmarks' annotations; JMH
 * records those settings in every result row), and a class found only by a name computed at run time.
 */
public final class ReachedSources {

    /** Where the project's Java sources are, relative to its root. */
    public static final List<String> SOURCE_ROOTS = List.of("src/main/java", "src/jmh/java");
    /** The {@code .proto} files protoc generates classes from. */
    public static final String PROTO = "src/main/proto";
    /** The Avro IDL files avro-maven-plugin generates classes from. */
    public static final String AVRO = "src/main/avro";
    /** What the constant pool of a class avro-maven-plugin generated names: Avro's own classes. */
    private static final String AVRO_PACKAGE = "org/apache/avro/";
    /** The project's resources (inputs); part of every benchmark's code when present. */
    public static final String RESOURCES = "src/main/resources";
    /** JMH's list of the benchmarks it generated, in the classes directory. */
    public static final String BENCHMARK_LIST = "META-INF/BenchmarkList";

    /** A project class named in a constant pool entry, with {@code /} or {@code .} between its parts. */
    private static final Pattern PROJECT_NAME = Pattern.compile("serbench[/.][A-Za-z0-9_$/.]+");

    private ReachedSources() {
    }

    /** The benchmark classes of the build (fully qualified, sorted): those JMH's list names, not its generated ones. */
    public static SortedSet<String> benchmarkClasses(Path classesDir) throws IOException {
        Path list = classesDir.resolve(BENCHMARK_LIST);
        if (!Files.isRegularFile(list)) {
            throw new IOException(list + ": no such file; compile the benchmarks (JMH's annotation processor) first");
        }
        PrintStream silent = new PrintStream(OutputStream.nullOutputStream());
        SortedSet<String> classes = new TreeSet<>();
        for (BenchmarkListEntry e : BenchmarkList.fromFile(list.toString())
                .getAll(OutputFormatFactory.createFormatInstance(silent, VerboseMode.SILENT), List.of())) {
            classes.add(e.getUserClassQName());
        }
        return classes;
    }

    /** The project classes {@code className} (fully qualified) reaches, itself included, in internal form, sorted. */
    public static SortedSet<String> classes(Path classesDir, String className) throws IOException {
        SortedSet<String> reached = new TreeSet<>();
        Deque<String> todo = new ArrayDeque<>();
        String start = className.replace('.', '/');
        if (!Files.isRegularFile(classFile(classesDir, start))) {
            throw new IOException(classFile(classesDir, start) + ": no such class file");
        }
        todo.add(start);
        while (!todo.isEmpty()) {
            String name = todo.poll();
            if (!reached.add(name)) {
                continue;
            }
            todo.addAll(sameSourceFile(classesDir, name));
            for (String s : read(classesDir, name).utf8()) {
                Matcher m = PROJECT_NAME.matcher(s);
                while (m.find()) {
                    String found = existing(classesDir, m.group().replace('.', '/'));
                    if (found != null) {
                        todo.add(found);
                    }
                }
            }
        }
        return reached;
    }

    /**
     * The files of the code {@code className} reaches, relative to the project root, sorted: the sources of its
     * {@link #classes}, the {@code .proto} files when it reaches a class protoc generated, the Avro IDL files when it
     * reaches one avro-maven-plugin generated, and the resources.
     */
    public static SortedSet<String> files(Path projectRoot, Path classesDir, String className) throws IOException {
        SortedSet<String> files = new TreeSet<>();
        boolean proto = false;
        boolean avro = false;
        for (String name : classes(classesDir, className)) {
            ClassFile c = read(classesDir, name);
            String source = source(projectRoot, c);
            if (source != null) {
                files.add(source);
            } else if (c.utf8().stream().anyMatch(s -> s.contains(AVRO_PACKAGE))) {
                avro = true;
            } else {
                proto = true;
            }
        }
        if (proto) {
            files.addAll(under(projectRoot, PROTO));
        }
        if (avro) {
            files.addAll(under(projectRoot, AVRO));
        }
        if (Files.isDirectory(projectRoot.resolve(RESOURCES))) {
            files.addAll(under(projectRoot, RESOURCES));
        }
        return files;
    }

    /** Every regular file under {@code dir} (relative to the root), relative to the root with {@code /}, sorted. */
    public static SortedSet<String> under(Path projectRoot, String dir) throws IOException {
        Path d = projectRoot.resolve(dir);
        if (!Files.isDirectory(d)) {
            throw new IOException(d + ": no such directory; give the project root");
        }
        try (Stream<Path> s = Files.walk(d)) {
            return s.filter(Files::isRegularFile).map(f -> projectRoot.relativize(f).toString().replace('\\', '/'))
                    .collect(TreeSet::new, TreeSet::add, TreeSet::addAll);
        }
    }

    /** The source a class was compiled from, relative to the root; null when none of the source roots holds it. */
    private static String source(Path projectRoot, ClassFile c) {
        if (c.sourceFile() == null) {
            return null;
        }
        int slash = c.name().lastIndexOf('/');
        String path = (slash < 0 ? "" : c.name().substring(0, slash + 1)) + c.sourceFile();
        for (String root : SOURCE_ROOTS) {
            if (Files.isRegularFile(projectRoot.resolve(root).resolve(path))) {
                return root + "/" + path;
            }
        }
        return null;
    }

    /**
     * The class a name found in the pool stands for: the name itself when its class file exists, else the longest
     * prefix that is one ({@code serbench/bench/SerializeBench/serialize}, a method named with its class); null when
     * none is (a package, a resource path).
     */
    private static String existing(Path classesDir, String name) {
        for (String n = name; n.indexOf('/') > 0; n = n.substring(0, n.lastIndexOf('/'))) {
            if (!n.endsWith("/") && Files.isRegularFile(classFile(classesDir, n))) {
                return n;
            }
        }
        return null;
    }

    /** The other classes of a class's top-level class: the top-level one and every one nested in it. */
    private static List<String> sameSourceFile(Path classesDir, String name) throws IOException {
        int slash = name.lastIndexOf('/');
        String simple = name.substring(slash + 1);
        String top = simple.contains("$") ? simple.substring(0, simple.indexOf('$')) : simple;
        Path dir = classFile(classesDir, name).getParent();
        List<String> same = new ArrayList<>();
        try (DirectoryStream<Path> s = Files.newDirectoryStream(dir, top + "{.class,$*.class}")) {
            for (Path p : s) {
                String file = p.getFileName().toString();
                same.add(name.substring(0, slash + 1) + file.substring(0, file.length() - ".class".length()));
            }
        }
        return same;
    }

    private static ClassFile read(Path classesDir, String name) throws IOException {
        Path file = classFile(classesDir, name);
        try {
            return ClassFile.read(Files.readAllBytes(file));
        } catch (IOException e) {
            throw new IOException(file + ": " + e.getMessage(), e);
        }
    }

    private static Path classFile(Path classesDir, String name) {
        return classesDir.resolve(name + ".class");
    }
}
