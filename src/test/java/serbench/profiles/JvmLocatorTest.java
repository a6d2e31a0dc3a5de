package serbench.profiles;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class JvmLocatorTest {

    @TempDir
    Path dir;

    private Path fakeJdk(String name, String version) throws IOException {
        Path home = Files.createDirectories(dir.resolve(name));
        Files.writeString(home.resolve("release"), "JAVA_VERSION=\"" + version + "\"\n");
        Path java = Files.createDirectories(home.resolve("bin")).resolve("java");
        Files.writeString(java, "#!/bin/sh\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        return java.toAbsolutePath();
    }

    @Test
    void findsTheJdkOfTheRightReleaseByItsReleaseFile() throws IOException {
        fakeJdk("jdk-17.0.25", "17.0.25");
        Path java25 = fakeJdk("temurin-25-jdk", "25.0.1");
        JvmLocator.Jdk jdk = new JvmLocator.Jdk(25, "X_JDK25", List.of(dir, dir.resolve("missing")));
        assertEquals(Optional.of(java25), jdk.locate(name -> null));
    }

    @Test
    void environmentVariableWinsAndMayNameAHomeOrAnExecutable() throws IOException {
        Path java = fakeJdk("elsewhere", "25");
        JvmLocator.Jdk jdk = new JvmLocator.Jdk(25, "X_JDK25", List.of());
        assertEquals(Optional.of(java), jdk.locate(Map.of("X_JDK25", dir.resolve("elsewhere").toString())::get));
        assertEquals(Optional.of(java), jdk.locate(Map.of("X_JDK25", java.toString())::get));
        assertEquals(Optional.empty(), jdk.locate(Map.of("X_JDK25", "/nowhere")::get));
        assertTrue(jdk.howToProvide("jdk25").contains("X_JDK25"));
    }

    @Test
    void fixedPathAndCurrentJvm() {
        assertEquals(Optional.empty(), new JvmLocator.Fixed(dir.resolve("nothing")).locate());
        Path current = JvmLocator.CURRENT.locate().orElseThrow();
        assertEquals(Optional.of(current), new JvmLocator.Fixed(Path.of(System.getProperty("java.home"))).locate());
    }
}
