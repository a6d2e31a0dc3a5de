package serbench.profiles;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.Optional;

/**
 * Where a profile's forks load the benchmarks from: this suite's own classes, a variant jar that a Maven profile of
 * this repository builds against other library versions (e.g. {@code benchmarks-protobuf3.jar}, protobuf 3.25), or a
 * jar the user names ({@code NAME.jar=PATH} in a profiles file). The host process always reads its own benchmark
 * list; a variant must come from the same sources and JMH version ({@link JarCheck}).
 */
public sealed interface BenchmarksJar {

    /** The suite's own classes: the forks get this process's class path. */
    BenchmarksJar CURRENT = new Current();

    /** Where this jar is, given the directory of the suite's jar; empty for {@link #CURRENT}. */
    Optional<Path> path(Path suiteDir);

    /** What to do when the jar is missing or unusable: one clause, e.g. {@code build it with: mvn ...}. */
    String howToProvide();

    /** For tables: {@code this jar} or the jar's name. */
    String label();

    /** The suite's own classes. */
    record Current() implements BenchmarksJar {
        @Override
        public Optional<Path> path(Path suiteDir) {
            return Optional.empty();
        }

        @Override
        public String howToProvide() {
            return "rebuild the suite with: mvn -DskipTests package";
        }

        @Override
        public String label() {
            return "this jar";
        }
    }

    /** A jar the build of this repository writes beside the suite's jar ({@code target/}), and the command that builds it. */
    record Variant(String fileName, String buildCommand) implements BenchmarksJar {
        @Override
        public Optional<Path> path(Path suiteDir) {
            return Optional.of(suiteDir.resolve(fileName));
        }

        @Override
        public String howToProvide() {
            return "build it with: " + buildCommand;
        }

        @Override
        public String label() {
            return fileName;
        }
    }

    /** A jar the user names. */
    record Fixed(Path jar) implements BenchmarksJar {
        @Override
        public Optional<Path> path(Path suiteDir) {
            return Optional.of(jar);
        }

        @Override
        public String howToProvide() {
            return "give a benchmarks jar built from this repository (NAME.jar=PATH in the profiles file)";
        }

        @Override
        public String label() {
            return jar.toString();
        }
    }

    /**
     * The directory of the suite's jar ({@code target/} for {@code target/benchmarks.jar}; also {@code target/} when
     * the classes are run from {@code target/classes}), where variant jars are built.
     */
    static Path suiteDirectory() {
        return suiteLocation().map(p -> p.toAbsolutePath().getParent()).orElse(Path.of("target").toAbsolutePath());
    }

    /** The jar (or class directory) this suite's classes were loaded from, if the JVM says. */
    static Optional<Path> suiteLocation() {
        try {
            CodeSource source = BenchmarksJar.class.getProtectionDomain().getCodeSource();
            return source == null || source.getLocation() == null ? Optional.empty()
                    : Optional.of(Path.of(source.getLocation().toURI()));
        } catch (URISyntaxException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** The suite's jar when it runs from one ({@code java -jar target/benchmarks.jar}); empty from a class directory. */
    static Optional<Path> suiteJar() {
        return suiteLocation().filter(Files::isRegularFile);
    }
}
