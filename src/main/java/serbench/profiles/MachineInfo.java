package serbench.profiles;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a recorded run says about where it ran: CPU, memory, OS, the host JVM and the git commit (the library
 * versions: {@link LibraryVersions}). Every part tolerates its source being absent (no /proc, no git): it then says
 * {@code unknown} instead of failing the run.
 */
public final class MachineInfo {

    static final String UNKNOWN = "unknown";

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
