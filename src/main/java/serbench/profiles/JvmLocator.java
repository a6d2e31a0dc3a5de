package serbench.profiles;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

/** How a profile finds the {@code java} executable that runs its forks. */
public sealed interface JvmLocator {

    /** The {@code java} executable, if it is on this machine; {@code env} looks up environment variables. */
    Optional<Path> locate(UnaryOperator<String> env);

    /** The {@code java} executable, looking up the real environment. */
    default Optional<Path> locate() {
        return locate(System::getenv);
    }

    /** True when the forks use the JVM that runs this suite (JMH's default; no {@code -jvm} is passed). */
    default boolean isCurrent() {
        return false;
    }

    /** What the user can do when {@link #locate} finds nothing. */
    String howToProvide(String profileName);

    /**
     * Why the JVM found, of this {@code version} ({@code -version}'s quoted text, e.g. {@code 17.0.15}), is not the one
     * this locator stands for, with what to do; empty when it is (only a JDK of one release checks).
     */
    default String wrongVersion(String version, String profileName) {
        return "";
    }

    /** The JVM that runs this suite. */
    JvmLocator CURRENT = new Current();

    /** The JVM that runs this suite: {@code java.home/bin/java}. */
    record Current() implements JvmLocator {
        @Override
        public Optional<Path> locate(UnaryOperator<String> env) {
            return Optional.of(javaIn(Path.of(System.getProperty("java.home"))));
        }

        @Override
        public boolean isCurrent() {
            return true;
        }

        @Override
        public String howToProvide(String profileName) {
            return "";
        }
    }

    /** A path given by the user: a {@code java} executable or a JDK home directory. */
    record Fixed(Path path) implements JvmLocator {
        @Override
        public Optional<Path> locate(UnaryOperator<String> env) {
            return executable(path);
        }

        @Override
        public String howToProvide(String profileName) {
            return path + " is neither a java executable nor a JDK home; fix the path given for " + profileName;
        }
    }

    /**
     * A JDK of one feature release, found through an environment variable (a JDK home or a {@code java}
     * executable) or else by looking in the usual install directories for a child whose name contains the
     * release number and whose {@code release} file says it is that release (the newest name wins).
     */
    record Jdk(int feature, String envVar, List<Path> searchDirs) implements JvmLocator {

        /** Where Linux packages, tarballs, IntelliJ and SDKMAN put JDKs. */
        public static List<Path> usualDirs() {
            String home = System.getProperty("user.home");
            return List.of(Path.of("/usr/lib/jvm"), Path.of("/opt"), Path.of("/opt/java"),
                    Path.of(home, ".jdks"), Path.of(home, ".sdkman", "candidates", "java"));
        }

        @Override
        public Optional<Path> locate(UnaryOperator<String> env) {
            String fromEnv = env.apply(envVar);
            if (fromEnv != null && !fromEnv.isBlank()) {
                return executable(Path.of(fromEnv.trim()));
            }
            List<Path> candidates = new ArrayList<>();
            for (Path dir : searchDirs) {
                if (!Files.isDirectory(dir)) {
                    continue;
                }
                try (Stream<Path> children = Files.list(dir)) {
                    children.filter(c -> c.getFileName().toString().contains(String.valueOf(feature)))
                            .filter(c -> isRelease(c, feature))
                            .forEach(candidates::add);
                } catch (IOException e) {
                    // an unreadable directory holds no JDK we can use
                }
            }
            return candidates.stream()
                    .sorted(Comparator.comparing((Path c) -> c.getFileName().toString()).reversed())
                    .map(JvmLocator::executable)
                    .flatMap(Optional::stream)
                    .findFirst();
        }

        @Override
        public String wrongVersion(String version, String profileName) {
            String major = version.startsWith("1.") ? version.substring(2) : version;
            int end = 0;
            while (end < major.length() && Character.isDigit(major.charAt(end))) {
                end++;
            }
            if (major.substring(0, end).equals(String.valueOf(feature))) {
                return "";
            }
            return "the JVM found is " + (end == 0 ? "of an unknown version" : "JDK " + version) + ", not JDK "
                    + feature + ": profile " + profileName + " would not measure JDK " + feature + "; "
                    + howToProvide(profileName);
        }

        @Override
        public String howToProvide(String profileName) {
            return "install JDK " + feature + " (e.g. under /usr/lib/jvm), or set " + envVar
                    + "=/path/to/jdk-" + feature + ", or define '" + profileName + ".jvm=/path/to/java' in "
                    + ProfileOptions.DEFAULT_FILE;
        }

        private static boolean isRelease(Path jdkHome, int feature) {
            Path release = jdkHome.resolve("release");
            if (!Files.isRegularFile(release)) {
                return false;
            }
            Properties p = new Properties();
            try (Reader r = Files.newBufferedReader(release)) {
                p.load(r);
            } catch (IOException | IllegalArgumentException e) {
                return false;
            }
            String v = p.getProperty("JAVA_VERSION", "").replace("\"", "");
            return v.equals(String.valueOf(feature)) || v.startsWith(feature + ".");
        }
    }

    /** {@code path} itself if it is an executable file, else {@code path/bin/java} if that is. */
    static Optional<Path> executable(Path path) {
        if (Files.isRegularFile(path) && Files.isExecutable(path)) {
            return Optional.of(path.toAbsolutePath());
        }
        Path inHome = javaIn(path);
        if (Files.isRegularFile(inHome) && Files.isExecutable(inHome)) {
            return Optional.of(inHome.toAbsolutePath());
        }
        return Optional.empty();
    }

    private static Path javaIn(Path home) {
        boolean windows = System.getProperty("os.name", "").startsWith("Windows");
        return home.resolve("bin").resolve(windows ? "java.exe" : "java");
    }
}
