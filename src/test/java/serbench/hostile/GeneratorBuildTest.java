package serbench.hostile;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A user's schema that the model generator refuses ends {@code mvn package -Dserbench.proto=DIR} with the refusal as
 * the last line, exit 2, and no stack trace: Maven (this build's, offline) runs the generate-sources phase of a copy
 * of this build (the pom and the generator) on a folder of hostile {@code .proto} files.
 */
class GeneratorBuildTest {

    @Test
    void aRefusedSchemaEndsTheBuildWithItsOneLine(@TempDir Path dir) throws Exception {
        Path schema = Files.createDirectories(dir.resolve("schema/ring"));
        Files.writeString(schema.resolve("ring.proto"), """
                syntax = "proto2";
                package ring;
                message A { required B b = 1; }
                message B { required A a = 1; }
                """);
        Build refused = build(dir, "-Dserbench.proto=" + dir.resolve("schema"), "-Dserbench.message=ring.A");
        assertEquals(2, refused.exit, refused.output);
        assertEquals("serbench: ring/ring.proto: message ring.A requires itself (ring.A > ring.B > ring.A, every field"
                + " required): no finite message has every required field set", refused.lastLine(), refused.output);
        assertFalse(refused.output.contains("\tat ") || refused.output.contains("Exception"), refused.output);

        Build missing = build(dir, "-Dserbench.proto=" + dir.resolve("none"), "-Dserbench.message=ring.A");
        assertEquals(2, missing.exit, missing.output);
        assertTrue(missing.lastLine().endsWith("none is not a folder: give the folder your .proto files' imports are"
                + " relative to"), missing.output);
    }

    private record Build(int exit, String output) {
        String lastLine() {
            List<String> lines = output.replaceAll("\u001B\\[[0-9;]*m", "").lines().filter(l -> !l.isBlank()).toList();
            return lines.isEmpty() ? "" : lines.get(lines.size() - 1);
        }
    }

    /** {@code mvn -o -q generate-sources} on a copy of the pom and the generator, with empty sources beside them. */
    private static Build build(Path dir, String... properties) throws Exception {
        Path project = dir.resolve("project");
        if (!Files.exists(project)) {
            Files.createDirectories(project.resolve("src/build"));
            Files.createDirectories(project.resolve("src/main/avro"));
            Files.createDirectories(project.resolve("src/main/proto"));
            Files.copy(Path.of("pom.xml"), project.resolve("pom.xml"));
            Files.copy(Path.of("src/build/ModelGenerator.java"), project.resolve("src/build/ModelGenerator.java"));
        }
        String home = System.getProperty("maven.home");
        assertTrue(home != null && Files.isDirectory(Path.of(home)), "the build passes its Maven's home: " + home);
        boolean windows = System.getProperty("os.name").startsWith("Windows");
        List<String> command = new java.util.ArrayList<>(List.of(Path.of(home, "bin", windows ? "mvn.cmd" : "mvn")
                .toString(), "-o", "-q", "-B", "-Dmaven.repo.local=" + System.getProperty("maven.repo.local"),
                "-f", project.resolve("pom.xml").toString(), "generate-sources"));
        command.addAll(List.of(properties));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        byte[] out = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(180, TimeUnit.SECONDS), "Maven ended");
        return new Build(p.exitValue(), new String(out, StandardCharsets.UTF_8));
    }
}
