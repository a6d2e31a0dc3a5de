package serbench.profiles;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * Whether a profile can run on this machine: its JVM was found and starts with its flags, and its benchmarks jar is
 * there and usable.
 *
 * @param profile the profile
 * @param java    its {@code java} executable, if found
 * @param probe   the result of {@code java flags -version}, if the JVM was found
 * @param jar     its benchmarks jar as found here
 */
public record ProfileCheck(Profile profile, Optional<Path> java, Optional<JvmProbe.Result> probe, JarCheck jar) {

    /**
     * The JVM was found, is the release the profile names (a {@code jdk25} profile runs JDK 25) and accepted the
     * flags, and the benchmarks jar can be used.
     */
    public boolean available() {
        return jar.usable() && probe.map(JvmProbe.Result::accepted).orElse(false) && wrongVersion().isEmpty();
    }

    private String wrongVersion() {
        return probe.map(r -> profile.jvm().wrongVersion(r.version(), profile.name())).orElse("");
    }

    /** Why the profile cannot run, with what to do; empty when it can. */
    public String problem() {
        if (!jar.usable()) {
            return jar.problem();
        }
        if (java.isEmpty()) {
            return "JVM not found: " + profile.jvm().howToProvide(profile.name());
        }
        String wrong = wrongVersion();
        return wrong.isEmpty() ? probe.map(JvmProbe.Result::problem).orElse("") : wrong;
    }

    /** The JVM path for display, or {@code (not found)}. */
    public String javaText() {
        return java.map(Path::toString).orElse("(not found)");
    }

    /** The JVM's version, or {@code -} when it was not found. */
    public String versionText() {
        return probe.map(JvmProbe.Result::version).orElse("-");
    }

    /** Checks one profile. */
    public static ProfileCheck of(Profile profile) {
        return of(List.of(profile)).get(0);
    }

    /**
     * Checks several profiles, two at a time (each probe starts a JVM), in their order. Each distinct JVM with its
     * flags is probed once and each distinct jar read once, however many profiles share them.
     */
    public static List<ProfileCheck> of(List<Profile> profiles) {
        ExecutorService pool = Executors.newFixedThreadPool(2, r -> {
            Thread t = new Thread(r, "serbench-probe");
            t.setDaemon(true);
            return t;
        });
        try {
            Map<BenchmarksJar, CompletableFuture<JarCheck>> jars = new HashMap<>();
            Map<List<Object>, CompletableFuture<JvmProbe.Result>> probes = new HashMap<>();
            List<Optional<Path>> javas = new ArrayList<>();
            for (Profile p : profiles) {
                Optional<Path> java = p.jvm().locate();
                javas.add(java);
                jars.computeIfAbsent(p.jar(), j -> CompletableFuture.supplyAsync(() -> JarCheck.of(j), pool));
                java.ifPresent(j -> probes.computeIfAbsent(List.of(j, p.flags()),
                        k -> CompletableFuture.supplyAsync(() -> probe(j, p.flags()), pool)));
            }
            List<ProfileCheck> checks = new ArrayList<>();
            for (int i = 0; i < profiles.size(); i++) {
                Profile p = profiles.get(i);
                Optional<Path> java = javas.get(i);
                checks.add(new ProfileCheck(p, java,
                        java.map(j -> probes.get(List.of(j, p.flags())).join()), jars.get(p.jar()).join()));
            }
            return checks;
        } finally {
            pool.shutdown();
        }
    }

    /**
     * Probes {@code java} with {@code flags}. When the flags are rejected the JVM is asked again without them, so
     * the result still tells its version.
     */
    private static JvmProbe.Result probe(Path java, List<String> flags) {
        JvmProbe.Result r = JvmProbe.probe(java, flags);
        if (r.accepted() || flags.isEmpty()) {
            return r;
        }
        JvmProbe.Result plain = JvmProbe.probe(java, List.of());
        return plain.accepted() ? new JvmProbe.Result(false, plain.versionText(), r.problem()) : r;
    }
}
