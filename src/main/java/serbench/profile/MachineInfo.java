package serbench.profile;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.function.Supplier;

/**
 * What a recorded run says about where it ran: CPU, memory, OS, the host JVM, the git commit and the
 * library versions. Every part tolerates its source being absent (no /proc, no git): it then says
 * {@code unknown} instead of failing the run.
 */
public final class MachineInfo {

    static final String UNKNOWN = "unknown";

    /** A library the benchmarks measure or use, found by its Maven coordinates. */
    private record Library(String group, String artifact, Supplier<String> fallback) {
    }

    private static final List<Library> LIBRARIES = List.of(
            new Library("com.google.protobuf", "protobuf-java", MachineInfo::protobufVersion),
            new Library("com.fasterxml.jackson.core", "jackson-databind",
                    () -> com.fasterxml.jackson.databind.cfg.PackageVersion.VERSION.toString()),
            new Library("com.fasterxml.jackson.dataformat", "jackson-dataformat-xml",
                    () -> com.fasterxml.jackson.dataformat.xml.PackageVersion.VERSION.toString()),
            new Library("com.fasterxml.woodstox", "woodstox-core", () -> UNKNOWN),
            new Library("org.openjdk.jmh", "jmh-core", org.openjdk.jmh.util.Version::getPlainVersion));

    private MachineInfo() {
    }

    /** CPU model and core counts. */
    public static Map<String, Object> cpu() {
        Map<String, Object> m = new LinkedHashMap<>();
        List<String> cpuinfo = lines(Path.of("/proc/cpuinfo"));
        m.put("model", field(cpuinfo, "model name").orElse(System.getProperty("os.arch")));
        m.put("availableProcessors", Runtime.getRuntime().availableProcessors());
        m.put("cpuinfoProcessors", cpuinfo.stream().filter(l -> l.startsWith("processor")).count());
        return m;
    }

    /** Total and available memory from /proc/meminfo, as written there (e.g. {@code 8048220 kB}). */
    public static Map<String, Object> memory() {
        Map<String, Object> m = new LinkedHashMap<>();
        List<String> meminfo = lines(Path.of("/proc/meminfo"));
        m.put("total", field(meminfo, "MemTotal").orElse(UNKNOWN));
        m.put("available", field(meminfo, "MemAvailable").orElse(UNKNOWN));
        return m;
    }

    /** OS name, version and architecture, and the distribution's PRETTY_NAME. */
    public static Map<String, Object> os() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", System.getProperty("os.name"));
        m.put("version", System.getProperty("os.version"));
        m.put("arch", System.getProperty("os.arch"));
        m.put("prettyName", lines(Path.of("/etc/os-release")).stream()
                .filter(l -> l.startsWith("PRETTY_NAME="))
                .map(l -> l.substring("PRETTY_NAME=".length()).replace("\"", ""))
                .findFirst().orElse(UNKNOWN));
        return m;
    }

    /** The JVM running this suite (and so JMH's host VM). */
    public static Map<String, Object> hostJvm() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("javaHome", System.getProperty("java.home"));
        m.put("version", System.getProperty("java.runtime.version", System.getProperty("java.version")));
        m.put("vendor", System.getProperty("java.vendor"));
        m.put("vmName", System.getProperty("java.vm.name"));
        m.put("inputArguments", java.lang.management.ManagementFactory.getRuntimeMXBean().getInputArguments());
        return m;
    }

    /** {@code commit} and {@code dirty} of the git work tree at {@code dir}, or {@code commit: unknown}. */
    public static Map<String, Object> git(Path dir) {
        Map<String, Object> m = new LinkedHashMap<>();
        Optional<String> commit = command(dir, "git", "rev-parse", "HEAD");
        m.put("commit", commit.orElse(UNKNOWN));
        if (commit.isPresent()) {
            command(dir, "git", "status", "--porcelain", "--untracked-files=no")
                    .ifPresent(s -> m.put("dirty", !s.isBlank()));
        }
        return m;
    }

    /** Library name → version, from the jars' Maven metadata, else from the library's own constant. */
    public static Map<String, String> libraries() {
        Map<String, String> m = new LinkedHashMap<>();
        for (Library lib : LIBRARIES) {
            m.put(lib.artifact(), pomVersion(lib.group(), lib.artifact()).orElseGet(() -> {
                try {
                    return lib.fallback().get();
                } catch (RuntimeException | LinkageError e) {
                    return UNKNOWN;
                }
            }));
        }
        return m;
    }

    static Optional<String> pomVersion(String group, String artifact) {
        URL url = MachineInfo.class.getClassLoader()
                .getResource("META-INF/maven/" + group + "/" + artifact + "/pom.properties");
        if (url == null) {
            return Optional.empty();
        }
        Properties p = new Properties();
        try (InputStream in = url.openStream()) {
            p.load(in);
        } catch (IOException e) {
            return Optional.empty();
        }
        return Optional.ofNullable(p.getProperty("version"));
    }

    /** protobuf-java has no Maven metadata in its jar; its runtime version is in {@code RuntimeVersion}. */
    private static String protobufVersion() {
        try {
            Class<?> c = Class.forName("com.google.protobuf.RuntimeVersion");
            return c.getField("MAJOR").get(null) + "." + c.getField("MINOR").get(null) + "."
                    + c.getField("PATCH").get(null) + c.getField("SUFFIX").get(null);
        } catch (ReflectiveOperationException e) {
            return UNKNOWN;
        }
    }

    /** The value after the first ':' of the first line starting with {@code key}. */
    static Optional<String> field(List<String> lines, String key) {
        return lines.stream().filter(l -> l.startsWith(key))
                .map(l -> l.substring(l.indexOf(':') + 1).trim()).findFirst();
    }

    private static List<String> lines(Path file) {
        try {
            return Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException | UncheckedIOException | SecurityException e) {
            return List.of();
        }
    }

    private static Optional<String> command(Path dir, String... cmd) {
        ProcessOutput out = ProcessOutput.run(List.of(cmd), dir, false, Duration.ofSeconds(10));
        return out.ok() ? Optional.of(out.text()) : Optional.empty();
    }
}
