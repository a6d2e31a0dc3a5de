package serbench.profiles;

import serbench.cli.RunCommand;
import serbench.run.Manifest;
import serbench.run.ProbeBenchmark;
import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.format.jackson.Jackson;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A real JMH fork of a profile with its own benchmarks jar loads the benchmark from that jar, and the manifest records
 * the jar and its library versions. The jar is made here: {@link ProbeBenchmark}'s classes, the tests' benchmark list,
 * a manifest naming a protobuf version, and the rest of the tests' class path by the manifest's {@code Class-Path}.
 * The fork logs where it loaded each class from ({@code -Xlog:class+load}, the profile's flag). One 50 ms fork.
 */
class VariantJarForkTest {

    @TempDir
    Path dir;

    @BeforeAll
    static void ignoreOtherJmhRuns() {
        System.setProperty("jmh.ignoreLock", "true");
    }

    @Test
    void theForkLoadsTheBenchmarkFromTheProfilesJar() throws Exception {
        Path classes = Path.of(ProbeBenchmark.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Map<String, byte[]> entries = new LinkedHashMap<>();
        entries.put("META-INF/BenchmarkList", JarCheck.suiteBenchmarkList());
        var jmh = TestJars.pom("org.openjdk.jmh", "jmh-core", LibraryVersions.current().get("jmh-core"));
        entries.put(jmh.getKey(), jmh.getValue());
        try (Stream<Path> files = Files.walk(classes.resolve(ProbeBenchmark.class.getPackageName().replace('.', '/')))) {
            for (Path f : files.filter(f -> f.getFileName().toString().startsWith("ProbeBenchmark")).toList()) {
                entries.put(classes.relativize(f).toString().replace(File.separatorChar, '/'), Files.readAllBytes(f));
            }
        }
        String rest = Stream.of(System.getProperty("java.class.path").split(File.pathSeparator))
                .filter(e -> !e.isEmpty()).map(e -> Path.of(e).toAbsolutePath().toUri().toString())
                .collect(Collectors.joining(" "));
        Path jar = TestJars.write(dir.resolve("variant.jar"), Map.of("Class-Path", rest,
                "Serbench-Protobuf-Java-Version", "3.25.0-test"), entries);
        Path log = dir.resolve("load.txt");
        Files.writeString(dir.resolve("p.properties"), "variant.jar=variant.jar\nvariant.flags=-Xlog:class+load=info:file="
                + log + "\n");

        String hostClassPath = System.getProperty("java.class.path");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = RunCommand.run(new String[]{"--profiles-file", "p.properties", "--profiles", "variant", "--label", "v",
                        "-f", "1", "-wi", "0", "-i", "1", "-r", "50ms", ProbeBenchmark.class.getName()},
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(out, true, StandardCharsets.UTF_8), dir);
        assertEquals(0, code, out.toString(StandardCharsets.UTF_8));

        List<String> loads = Files.readAllLines(log).stream().filter(l -> l.contains(" serbench.run.ProbeBenchmark")).toList();
        assertEquals(1, loads.size(), "the fork loaded the benchmark once: " + loads);
        assertTrue(loads.get(0).endsWith(" serbench.run.ProbeBenchmark source: file:" + jar), loads.get(0));
        assertEquals(hostClassPath, System.getProperty("java.class.path"), "the host's class path is back");

        Path run;
        try (Stream<Path> s = Files.list(dir.resolve("results"))) {
            run = s.findFirst().orElseThrow();
        }
        JsonNode profile = Jackson.json().readTree(run.resolve(Manifest.FILE).toFile()).get("profiles").get(0);
        assertEquals(jar.toString(), profile.get("benchmarksJar").asText());
        assertEquals("3.25.0-test", profile.get("libraries").get("protobuf-java").asText());
        assertEquals("finished", profile.get("status").asText());
    }
}
