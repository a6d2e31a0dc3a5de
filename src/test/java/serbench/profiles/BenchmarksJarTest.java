package serbench.profiles;

import serbench.cli.args.ExitCode;

import serbench.run.ProbeBenchmark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.cli.CommandResult;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Variant benchmarks jars: finding them, checking them, reading their library versions, and the fork class path. */
class BenchmarksJarTest {

    private static final byte[] LIST = "JMH S 3 a.B S 5 a.B_x E\n".getBytes();
    private static final Map<String, String> SUITE = Map.of("jmh-core", "1.37", "protobuf-java", "4.36.2");

    @TempDir
    Path dir;

    private Path variant(String name, String jmh, byte[] list) throws Exception {
        Map<String, byte[]> entries = new LinkedHashMap<>();
        if (list != null) {
            entries.put("META-INF/BenchmarkList", list);
        }
        var p = TestJars.pom("org.openjdk.jmh", "jmh-core", jmh);
        entries.put(p.getKey(), p.getValue());
        var j = TestJars.pom("com.fasterxml.jackson.core", "jackson-databind", "2.22.4");
        entries.put(j.getKey(), j.getValue());
        return TestJars.write(dir.resolve(name), Map.of("Serbench-Protobuf-Java-Version", "3.25.9",
                "Serbench-Protoc-Version", "3.25.9"), entries);
    }

    @Test
    void readsTheLibraryVersionsFromTheJarsEntries() throws Exception {
        Map<String, byte[]> entries = new LinkedHashMap<>();
        for (var e : List.of(TestJars.pom("com.fasterxml.woodstox", "woodstox-core", "7.3.0"),
                TestJars.pom("com.fasterxml", "aalto-xml", "1.4.0"),
                TestJars.pom("tools.jackson.core", "jackson-databind", "3.0.2"),
                TestJars.pom("org.example", "unrelated", "9.9"))) {
            entries.put(e.getKey(), e.getValue());
        }
        Path jar = TestJars.write(dir.resolve("x.jar"), Map.of("Serbench-Protobuf-Java-Version", "3.25.9",
                "Serbench-Protoc-Version", "3.25.8"), entries);
        assertEquals(Map.of("protobuf-java", "3.25.9", "protoc", "3.25.8", "woodstox-core", "7.3.0",
                "aalto-xml", "1.4.0", "tools.jackson:jackson-databind", "3.0.2"), LibraryVersions.of(jar));
        assertEquals(Map.of(), LibraryVersions.of(TestJars.write(dir.resolve("empty.jar"), Map.of(), Map.of())),
                "a jar without metadata holds no known library");
    }

    @Test
    void thisProcessReportsItsOwnVersions() {
        Map<String, String> m = LibraryVersions.current();
        assertEquals("1.37", m.get("jmh-core"));
        assertTrue(m.get("protobuf-java").matches("4\\.\\d+\\.\\d+.*"), m.toString());
        assertTrue(m.get("jackson-databind").matches("2\\.\\d+\\.\\d+.*"), m.toString());
        assertTrue(m.containsKey("woodstox-core") && m.containsKey("aalto-xml") && m.containsKey("avro"), m.toString());
    }

    @Test
    void aMissingVariantJarSaysHowToBuildIt() {
        JarCheck c = JarCheck.of(Profiles.PROTOBUF3, dir, LIST, SUITE);
        assertFalse(c.usable());
        assertEquals("benchmarks jar " + dir.resolve("benchmarks-protobuf3.jar")
                + " not found; build it with: mvn -Pprotobuf3 -DskipTests package", c.problem());
    }

    @Test
    void aVariantJarBesideTheSuitesIsUsedWithItsVersions() throws Exception {
        Path jar = variant("benchmarks-protobuf3.jar", "1.37", LIST);
        JarCheck c = JarCheck.of(Profiles.PROTOBUF3, dir, LIST, SUITE);
        assertTrue(c.usable(), c.problem());
        assertEquals(Optional.of(jar), c.forkClassPath());
        assertEquals("3.25.9", c.libraries().get("protobuf-java"));
        assertEquals("3.25.9", c.libraries().get("protoc"));
        assertEquals("2.22.4", c.libraries().get("jackson-databind"));
    }

    @Test
    void aVariantOfOtherSourcesOrAnotherJmhIsRefused() throws Exception {
        Path other = variant("other.jar", "1.37", "JMH S 3 a.C S 5 a.C_x E\n".getBytes());
        JarCheck c = JarCheck.of(new BenchmarksJar.Fixed(other), dir, LIST, SUITE);
        assertTrue(c.problem().startsWith(other + " was built from other benchmark sources than this suite"), c.problem());
        Path jmh = variant("jmh.jar", "1.36", LIST);
        assertTrue(JarCheck.of(new BenchmarksJar.Fixed(jmh), dir, LIST, SUITE).problem()
                .startsWith(jmh + " holds JMH 1.36, this suite JMH 1.37"));
        Path none = variant("none.jar", "1.37", null);
        assertTrue(JarCheck.of(new BenchmarksJar.Fixed(none), dir, LIST, SUITE).problem()
                .startsWith(none + " holds no JMH benchmarks"));
        Files.writeString(dir.resolve("broken.jar"), "not a zip");
        assertTrue(JarCheck.of(new BenchmarksJar.Fixed(dir.resolve("broken.jar")), dir, LIST, SUITE).problem()
                .startsWith("cannot read benchmarks jar " + dir.resolve("broken.jar")));
    }

    @Test
    void theSuitesOwnJarKeepsTheForksClassPath() {
        JarCheck c = JarCheck.of(BenchmarksJar.CURRENT, dir, LIST, SUITE);
        assertTrue(c.usable());
        assertEquals(Optional.empty(), c.forkClassPath());
        assertEquals(SUITE, c.libraries());
    }

    @Test
    void theForksClassPathIsTheJarDuringTheRunAndRestoredAfter() throws Exception {
        String before = System.getProperty("java.class.path");
        Path jar = dir.resolve("v.jar");
        assertEquals(jar.toAbsolutePath().toString(),
                ForkClassPath.with(Optional.of(jar), () -> System.getProperty("java.class.path")));
        assertEquals(before, System.getProperty("java.class.path"));
        assertThrows(IllegalStateException.class, () -> ForkClassPath.with(Optional.of(jar), () -> {
            throw new IllegalStateException("fork failed");
        }));
        assertEquals(before, System.getProperty("java.class.path"), "restored after a failure too");
        assertEquals(before, ForkClassPath.with(Optional.empty(), () -> System.getProperty("java.class.path")));
    }

    @Test
    void aProfilesFileNamesAJarRelativeToItself() throws Exception {
        Files.writeString(dir.resolve("p.properties"), "mine.jar=build/mine.jar\nmine.flags=-Xmx1g\nprotobuf3.flags=-Xmx2g\n");
        Profiles p = ProfileOptions.of(dir.resolve("p.properties"), List.of(), dir).profiles();
        assertEquals(new BenchmarksJar.Fixed(dir.resolve("build/mine.jar")), p.get("mine").jar());
        assertEquals(Profiles.PROTOBUF3, p.get("protobuf3").jar(), "changing the flags keeps the built-in's jar");
        assertEquals(List.of("-Xmx2g"), p.get("protobuf3").flags());
        assertEquals(BenchmarksJar.CURRENT, p.get("default").jar());
        Files.writeString(dir.resolve("bad.properties"), "mine.jar=\n");
        RuntimeException e = assertThrows(RuntimeException.class,
                () -> ProfileOptions.of(dir.resolve("bad.properties"), List.of(), dir));
        assertEquals(3, ExitCode.of(e));
    }

    @Test
    void runAndProfilesSayHowToProvideAMissingJarInOneLine() throws Exception {
        Path file = dir.resolve("p.properties");
        Files.writeString(file, "gone.jar=gone.jar\n");
        CommandResult run = CommandResult.run("run", "--profiles-file", file.toString(), "--profiles", "default,gone",
                "--results-dir", dir.resolve("results").toString(), "-f", "1", ProbeBenchmark.class.getName());
        assertEquals(3, run.code(), run.err());
        assertEquals("serbench run: profile gone: benchmarks jar " + dir.resolve("gone.jar") + " not found; give a "
                + "benchmarks jar built from this repository (NAME.jar=PATH in the profiles file)\n", run.err());
        assertFalse(Files.exists(dir.resolve("results")), "nothing is recorded");

        CommandResult profiles = CommandResult.run("profiles", "--wide", "--profiles-file", file.toString());
        assertEquals(0, profiles.code(), profiles.err());
        assertTrue(profiles.out().lines().anyMatch(l -> l.matches("gone +no +.*/gone\\.jar .*")), profiles.out());
        assertTrue(profiles.out().contains("gone: benchmarks jar " + dir.resolve("gone.jar") + " not found"), profiles.out());
        assertTrue(profiles.out().lines().anyMatch(l -> l.matches("protobuf3 +(yes|no) +.* benchmarks-protobuf3\\.jar .*")),
                profiles.out());
    }
}
