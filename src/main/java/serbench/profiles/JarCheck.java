package serbench.profiles;

import serbench.io.BoundedRead;
import serbench.io.UnusableInputException;

import org.openjdk.jmh.runner.BenchmarkList;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.zip.ZipFile;

/**
 * A profile's benchmarks jar as found on this machine: where it is, the library versions it holds
 * ({@link LibraryVersions}), or why its forks cannot use it. The host process reads its own benchmark list and talks
 * to the forks with its own JMH, so a variant jar must hold the same {@code META-INF/BenchmarkList} (the same
 * benchmark sources) and the same JMH version; a missing jar says how to build it.
 *
 * @param path      the jar the forks load the benchmarks from; for the suite's own classes, its jar when it runs from one
 * @param current   the suite's own classes: the forks get this process's class path unchanged
 * @param libraries library name → version held by the jar
 * @param problem   why the jar cannot be used, with what to do; empty when it can
 */
public record JarCheck(Optional<Path> path, boolean current, Map<String, String> libraries, String problem) {

    public JarCheck {
        libraries = Map.copyOf(libraries);
    }

    /** The jar can be used. */
    public boolean usable() {
        return problem.isEmpty();
    }

    /** The jar that replaces the forks' class path, or empty when they keep this process's. */
    public Optional<Path> forkClassPath() {
        return current ? Optional.empty() : path;
    }

    /** Checks {@code jar} against the running suite. */
    public static JarCheck of(BenchmarksJar jar) {
        return of(jar, BenchmarksJar.suiteDirectory(), suiteBenchmarkList(), LibraryVersions.current());
    }

    /**
     * Checks {@code jar}, found relative to {@code suiteDir}, against the suite's benchmark list and libraries (its
     * JMH version).
     */
    static JarCheck of(BenchmarksJar jar, Path suiteDir, byte[] suiteList, Map<String, String> suiteLibraries) {
        Optional<Path> where = jar.path(suiteDir);
        if (where.isEmpty()) {
            return new JarCheck(BenchmarksJar.suiteJar(), true, suiteLibraries, "");
        }
        Path p = where.get().toAbsolutePath().normalize();
        if (!Files.isRegularFile(p)) {
            return missing(p, "benchmarks jar " + p + " not found; " + jar.howToProvide());
        }
        Map<String, String> libraries;
        byte[] list;
        try {
            libraries = LibraryVersions.of(p);
            list = entry(p, "META-INF/BenchmarkList");
        } catch (IOException | RuntimeException e) {
            return missing(p, "cannot read benchmarks jar " + p + " (" + e.getMessage() + "); " + jar.howToProvide());
        } catch (OutOfMemoryError e) {
            return missing(p, "cannot read benchmarks jar " + p + " (out of memory); " + jar.howToProvide());
        }
        if (list == null) {
            return missing(p, p + " holds no JMH benchmarks (no META-INF/BenchmarkList); " + jar.howToProvide());
        }
        if (suiteList != null && !Arrays.equals(list, suiteList)) {
            return new JarCheck(Optional.of(p), false, libraries, p + " was built from other benchmark sources than this"
                    + " suite (its benchmark list differs): build both from the same checkout; " + jar.howToProvide());
        }
        String jmh = libraries.get("jmh-core");
        String suiteJmh = suiteLibraries.get("jmh-core");
        if (suiteJmh != null && !suiteJmh.equals(jmh)) {
            return new JarCheck(Optional.of(p), false, libraries, p + " holds JMH " + (jmh == null ? "(none)" : jmh)
                    + ", this suite JMH " + suiteJmh + " (host and forks must match); " + jar.howToProvide());
        }
        return new JarCheck(Optional.of(p), false, libraries, "");
    }

    /** A usage error (exit 3) for the first selected profile whose jar cannot be used, before anything runs. */
    public static void requireUsable(List<ProfileCheck> checks) {
        for (ProfileCheck c : checks) {
            if (!c.jar().usable()) {
                throw new UnusableInputException("profile " + c.profile().name() + ": " + c.jar().problem());
            }
        }
    }

    private static JarCheck missing(Path p, String problem) {
        return new JarCheck(Optional.of(p), false, Map.of(), problem);
    }

    /** The benchmark list JMH reads in this process, or null when there is none. */
    static byte[] suiteBenchmarkList() {
        try {
            return BoundedRead.entry(BenchmarkList.class.getResourceAsStream(BenchmarkList.BENCHMARK_LIST),
                    BenchmarkList.BENCHMARK_LIST);
        } catch (IOException e) {
            return null;
        }
    }

    private static byte[] entry(Path jar, String name) throws IOException {
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            return LibraryVersions.entry(zip, name);
        }
    }
}
