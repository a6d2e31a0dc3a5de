package serbench.hostile;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.profiles.JvmLocator;
import serbench.profiles.Profile;
import serbench.profiles.ProfileCheck;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A profile that names a JDK release runs that release or not at all: a directory that says it is JDK 25 (its
 * {@code release} file) but whose {@code java} is this JDK 17, as {@code SERBENCH_JDK25} pointing at the wrong home
 * would give, is not available, and the problem names the version found and what to do; a run of
 * {@code default,jdk25} would otherwise compare JDK 17 with itself.
 */
class JdkProfileVersionTest {

    @Test
    void aJdkProfileOnAnotherJdkIsNotAvailable(@TempDir Path dir) throws IOException {
        // the profile names a release this JVM is not (JDK 25 here, JDK 17 when the tests run on 25)
        int running = Runtime.version().feature();
        int named = running == 25 ? 17 : 25;
        Path home = Files.createDirectories(dir.resolve("jdk-" + named));
        Files.writeString(home.resolve("release"), "JAVA_VERSION=\"" + named + "\"\n");
        Files.createDirectories(home.resolve("bin"));
        Files.createSymbolicLink(home.resolve("bin/java"), Path.of(System.getProperty("java.home"), "bin", "java"));
        JvmLocator jdk = new JvmLocator.Jdk(named, "SERBENCH_TEST_UNSET_VARIABLE", List.of(dir));
        ProfileCheck check = ProfileCheck.of(new Profile("jdk" + named, "JDK " + named, jdk, List.of(), "test"));

        String runningText = Runtime.version().toString().split("\\+")[0];
        assertTrue(check.java().isPresent(), "the fake home is found by its release file");
        assertFalse(check.available(), check.problem());
        assertTrue(check.problem().contains("not JDK " + named) && check.problem().contains("JDK " + running),
                check.problem());
        assertFalse(check.problem().contains("\n"), "one line");
        assertEquals(runningText.split("\\.")[0], check.versionText().split("\\.")[0],
                "the version shown is the one found");
    }

    @Test
    void theReleaseIsTheVersionsFeatureNumber() {
        JvmLocator jdk25 = new JvmLocator.Jdk(25, "SERBENCH_TEST_UNSET_VARIABLE", List.of());
        for (String ok : List.of("25", "25.0.3", "25-ea")) {
            assertEquals("", jdk25.wrongVersion(ok, "jdk25"), ok);
        }
        for (String wrong : List.of("17.0.15", "250.1", "2", "?", "", "1.8.0_392")) {
            assertTrue(jdk25.wrongVersion(wrong, "jdk25").contains("not JDK 25"), wrong);
        }
        assertEquals("", JvmLocator.CURRENT.wrongVersion("17.0.15", "default"), "the current JVM is what it is");
    }
}
