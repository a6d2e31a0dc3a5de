package serbench.profiles;

import serbench.io.BoundedRead;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.URL;
import java.nio.file.Path;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.jar.Manifest;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * The versions of the libraries a benchmarks jar holds, read from its entries without starting a JVM: each library's
 * Maven metadata ({@code META-INF/maven/GROUP/ARTIFACT/pom.properties}, which the shaded jar keeps), and for
 * protobuf-java (whose jar has no Maven metadata) and protoc the versions the build wrote into the jar's manifest
 * ({@code pom.xml}, shade plugin). A library the jar does not hold is left out. The one list of libraries a manifest
 * records.
 */
public final class LibraryVersions {

    /** A library found by its Maven metadata; {@code key} is its name in the manifest. */
    private record Library(String key, String group, String artifact) {
    }

    /** Manifest attribute → library, for what has no Maven metadata in the jar. */
    private static final Map<String, String> FROM_MANIFEST = new LinkedHashMap<>();

    static {
        FROM_MANIFEST.put("protobuf-java", "Serbench-Protobuf-Java-Version");
        FROM_MANIFEST.put("protoc", "Serbench-Protoc-Version");
        // jackson-dataformat-msgpack and the msgpack-core it brings, of one version
        FROM_MANIFEST.put("jackson-dataformat-msgpack", "Serbench-Msgpack-Version");
    }

    private static final List<Library> MAVEN = List.of(
            new Library("jackson-core", "com.fasterxml.jackson.core", "jackson-core"),
            new Library("jackson-databind", "com.fasterxml.jackson.core", "jackson-databind"),
            new Library("jackson-dataformat-xml", "com.fasterxml.jackson.dataformat", "jackson-dataformat-xml"),
            new Library("jackson-module-blackbird", "com.fasterxml.jackson.module", "jackson-module-blackbird"),
            new Library("woodstox-core", "com.fasterxml.woodstox", "woodstox-core"),
            new Library("aalto-xml", "com.fasterxml", "aalto-xml"),
            new Library("jackson-dataformat-smile", "com.fasterxml.jackson.dataformat", "jackson-dataformat-smile"),
            new Library("jackson-dataformat-cbor", "com.fasterxml.jackson.dataformat", "jackson-dataformat-cbor"),
            new Library("tools.jackson:jackson-core", "tools.jackson.core", "jackson-core"),
            new Library("tools.jackson:jackson-databind", "tools.jackson.core", "jackson-databind"),
            new Library("tools.jackson:jackson-dataformat-xml", "tools.jackson.dataformat", "jackson-dataformat-xml"),
            new Library("gson", "com.google.code.gson", "gson"),
            new Library("fastjson2", "com.alibaba.fastjson2", "fastjson2"),
            new Library("dsl-json", "com.dslplatform", "dsl-json"),
            new Library("avro", "org.apache.avro", "avro"),
            new Library("kryo", "com.esotericsoftware", "kryo"),
            new Library("fory-core", "org.apache.fory", "fory-core"),
            new Library("janino", "org.codehaus.janino", "janino"),
            new Library("jmh-core", "org.openjdk.jmh", "jmh-core"));

    /** Reads one entry of a jar or class path, at most {@link BoundedRead#MAX_ENTRY_BYTES}; empty when there is none. */
    private interface Entries {
        Optional<byte[]> read(String name) throws IOException;
    }

    private LibraryVersions() {
    }

    /** The versions held by the jar at {@code jar}, from its zip entries. */
    public static Map<String, String> of(Path jar) throws IOException {
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            Entries entries = name -> Optional.ofNullable(entry(zip, name));
            return read(entries, entries.read("META-INF/MANIFEST.MF").map(LibraryVersions::manifest).orElse(null));
        }
    }

    /** The bytes of entry {@code name} of {@code zip} ({@link BoundedRead#entry}), or null when there is none. */
    static byte[] entry(ZipFile zip, String name) throws IOException {
        ZipEntry e = zip.getEntry(name);
        return e == null ? null : BoundedRead.entry(zip.getInputStream(e), name);
    }

    /**
     * The versions this process runs with: those of the suite's jar when it runs from one, else (classes in a
     * directory, as in the tests) found on the class path; protobuf-java, when no manifest says, from its own version
     * constant.
     */
    public static Map<String, String> current() {
        Map<String, String> m = fromSuite();
        m.putIfAbsent("protobuf-java", protobufRuntimeVersion());
        return m;
    }

    private static Map<String, String> fromSuite() {
        Optional<Path> jar = BenchmarksJar.suiteJar();
        if (jar.isPresent()) {
            try {
                return of(jar.get());
            } catch (IOException e) {
                // read below from the class path
            }
        }
        ClassLoader loader = LibraryVersions.class.getClassLoader();
        Entries entries = name -> {
            URL url = loader.getResource(name);
            return url == null ? Optional.empty() : Optional.ofNullable(BoundedRead.entry(url.openStream(), name));
        };
        try {
            return read(entries, suiteManifest(loader));
        } catch (IOException e) {
            return new LinkedHashMap<>();
        }
    }

    private static Map<String, String> read(Entries entries, Manifest manifest) throws IOException {
        Map<String, String> m = new LinkedHashMap<>();
        if (manifest != null) {
            FROM_MANIFEST.forEach((key, attribute) -> {
                String v = manifest.getMainAttributes().getValue(attribute);
                if (v != null && !v.isBlank()) {
                    m.put(key, v.trim());
                }
            });
        }
        for (Library lib : MAVEN) {
            Optional<byte[]> in = entries.read("META-INF/maven/" + lib.group() + "/" + lib.artifact() + "/pom.properties");
            if (in.isPresent()) {
                Properties p = new Properties();
                p.load(new ByteArrayInputStream(in.get()));
                String v = p.getProperty("version");
                if (v != null && !v.isBlank()) {
                    m.put(lib.key(), v.trim());
                }
            }
        }
        return m;
    }

    private static Manifest manifest(byte[] bytes) {
        try {
            return bytes == null ? null : new Manifest(new ByteArrayInputStream(bytes));
        } catch (IOException e) {
            return null;
        }
    }

    /** The first manifest on the class path that carries the build's versions, or null. */
    private static Manifest suiteManifest(ClassLoader loader) throws IOException {
        Enumeration<URL> all = loader.getResources("META-INF/MANIFEST.MF");
        while (all.hasMoreElements()) {
            Manifest m = manifest(BoundedRead.entry(all.nextElement().openStream(), "META-INF/MANIFEST.MF"));
            if (m != null && m.getMainAttributes().getValue(FROM_MANIFEST.get("protobuf-java")) != null) {
                return m;
            }
        }
        return null;
    }

    /** protobuf-java 4.x says its version in {@code RuntimeVersion}; 3.x has no such class. */
    private static String protobufRuntimeVersion() {
        try {
            Class<?> c = Class.forName("com.google.protobuf.RuntimeVersion");
            return c.getField("MAJOR").get(null) + "." + c.getField("MINOR").get(null) + "."
                    + c.getField("PATCH").get(null) + c.getField("SUFFIX").get(null);
        } catch (ReflectiveOperationException | LinkageError e) {
            return MachineInfo.UNKNOWN;
        }
    }
}
