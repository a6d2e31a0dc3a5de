package serbench.profiles;

import java.nio.file.Path;
import java.util.List;
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

    /** The JVM was found and accepted the flags, and the benchmarks jar can be used. */
    public boolean available() {
        return jar.usable() && probe.map(JvmProbe.Result::accepted).orElse(false);
    }

    /** Why the profile cannot run, with what to do; empty when it can. */
    public String problem() {
        if (!jar.usable()) {
            return jar.problem();
        }
        if (java.isEmpty()) {
            return "JVM not found: " + profile.jvm().howToProvide(profile.name());
        }
        return probe.map(JvmProbe.Result::problem).orElse("");
    }

    /** The JVM path for display, or {@code (not found)}. */
    public String javaText() {
        return java.map(Path::toString).orElse("(not found)");
    }

    /** The JVM's version, or {@code -} when it was not found. */
    public String versionText() {
        return probe.map(JvmProbe.Result::version).orElse("-");
    }

    /**
     * Checks one profile. When the flags are rejected the JVM is asked again without them, so the
     * result still tells its version.
     */
    public static ProfileCheck of(Profile profile) {
        Optional<Path> java = profile.jvm().locate();
        JarCheck jar = JarCheck.of(profile.jar());
        return new ProfileCheck(profile, java, java.map(j -> {
            JvmProbe.Result r = JvmProbe.probe(j, profile.flags());
            if (r.accepted() || profile.flags().isEmpty()) {
                return r;
            }
            JvmProbe.Result plain = JvmProbe.probe(j, List.of());
            return plain.accepted() ? new JvmProbe.Result(false, plain.versionText(), r.problem()) : r;
        }), jar);
    }

    /** Checks several profiles, two at a time (each check starts a JVM), in their order. */
    public static List<ProfileCheck> of(List<Profile> profiles) {
        ExecutorService pool = Executors.newFixedThreadPool(2, r -> {
            Thread t = new Thread(r, "serbench-probe");
            t.setDaemon(true);
            return t;
        });
        try {
            List<CompletableFuture<ProfileCheck>> futures = profiles.stream()
                    .map(p -> CompletableFuture.supplyAsync(() -> of(p), pool)).toList();
            return futures.stream().map(CompletableFuture::join).toList();
        } finally {
            pool.shutdown();
        }
    }
}
