package serbench.cli;

import serbench.profiles.JvmLocator;
import serbench.profiles.Profile;
import serbench.profiles.Profiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ProfilesCommandTest {

    @TempDir
    Path dir;

    @Test
    void listsEveryProfileWithFlagsJvmAndWhetherItRunsHere() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int code = ProfilesCommand.run(new String[]{"--wide", "--profile", "gone@" + dir.resolve("no-jdk") + "=-Xmx1g",
                "--profile", "bogus=-XX:+NoSuchFlagAnywhere"}, new PrintStream(bytes, true, StandardCharsets.UTF_8), dir);
        String text = bytes.toString(StandardCharsets.UTF_8);
        assertEquals(0, code, text);
        List<String> lines = Arrays.asList(text.split("\n"));
        for (Profile p : Profiles.BUILT_IN) {
            String line = lines.stream().filter(l -> l.startsWith(p.name() + " ")).findFirst().orElseThrow(() ->
                    new AssertionError(p.name() + " missing in\n" + text));
            assertTrue(line.matches(p.name() + " +(yes|no) +.*"), line);
            if (!p.flags().isEmpty()) {
                assertTrue(line.contains(String.join(" ", p.flags())), line);
            }
        }
        String def = lines.stream().filter(l -> l.startsWith("default ")).findFirst().orElseThrow();
        assertTrue(def.contains(" yes ") && def.contains(JvmLocator.CURRENT.locate().orElseThrow().toString())
                && def.contains(System.getProperty("java.version")), def);
        assertTrue(lines.stream().anyMatch(l -> l.matches("gone +no +-Xmx1g +\\(not found\\).*")), text);
        assertTrue(text.contains("gone: JVM not found: "), text);
        assertTrue(text.contains("bogus: flags rejected: "), text);
    }

    @Test
    void unknownArgumentIsAUsageError() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = serbench.cli.Main.run(new String[]{"profiles", "--bogus"}, new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(2, code);
        assertTrue(err.toString(StandardCharsets.UTF_8).startsWith("serbench profiles: unknown option '--bogus'"));
    }
}
