package serbench.profiles;

import serbench.io.WrongArgumentException;
import serbench.cli.args.ExitCode;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ProfileOptionsTest {

    @TempDir
    Path dir;

    @Test
    void commandLineDefinitionWithFlags() {
        ProfileDefinition d = ProfileOptions.parseDefinition("big-heap=-Xmx4g,-XX:+AlwaysPreTouch");
        assertEquals("big-heap", d.name());
        assertNull(d.jvm());
        assertEquals(List.of("-Xmx4g", "-XX:+AlwaysPreTouch"), d.flags());
    }

    @Test
    void commandLineDefinitionWithJvmAndFlagsContainingEquals() {
        ProfileDefinition d = ProfileOptions.parseDefinition("graal@/opt/graal/bin/java=-XX:TieredStopAtLevel=1");
        assertEquals(Path.of("/opt/graal/bin/java"), d.jvm());
        assertEquals(List.of("-XX:TieredStopAtLevel=1"), d.flags());
    }

    @Test
    void jvmOnlyDefinitionKeepsTheBuiltInFlags() {
        ProfileOptions.Parsed p = ProfileOptions.of(null,
                List.of(ProfileOptions.parseDefinition("jdk25-compact-headers@/opt/jdk-25")), dir);
        Profile profile = p.profiles().get("jdk25-compact-headers");
        assertEquals(List.of("-XX:+UseCompactObjectHeaders"), profile.flags());
        assertEquals(new JvmLocator.Fixed(Path.of("/opt/jdk-25")), profile.jvm());
    }

    @Test
    void emptyFlagListMeansNoFlags() {
        assertEquals(List.of(), ProfileOptions.parseDefinition("plain=").flags());
    }

    @Test
    void malformedCommandLineDefinitionsAreUsageErrors() {
        for (String bad : List.of("noflags", "=-Xmx1g", "a b=-Xmx1g", "x=Xmx1g", "x=-a,,-b", "x@=-a", "x.y=-a")) {
            RuntimeException e = assertThrows(RuntimeException.class, () -> ProfileOptions.parseDefinition(bad), bad);
            assertEquals(ExitCode.BAD_ARGUMENTS, ExitCode.of(e));
            assertFalse(e.getMessage().contains("\n"));
        }
    }

    @Test
    void profilesFileDefinesAndOverridesProfiles() throws IOException {
        Path file = Files.writeString(dir.resolve("my.properties"), """
                # a comment
                big-heap.flags = -Xmx4g   -XX:+AlwaysPreTouch
                big-heap.description = 4 GB heap
                other-jdk.jvm = /opt/jdk-21
                c1-only.description = mine
                """);
        Profiles p = ProfileOptions.of(file, List.of(), dir).profiles();
        Profile big = p.get("big-heap");
        assertEquals(List.of("-Xmx4g", "-XX:+AlwaysPreTouch"), big.flags());
        assertEquals("4 GB heap", big.description());
        assertTrue(big.jvm().isCurrent());
        assertInstanceOf(JvmLocator.Fixed.class, p.get("other-jdk").jvm());
        assertEquals(List.of(), p.get("other-jdk").flags());
        assertEquals(List.of("-XX:TieredStopAtLevel=1"), p.get("c1-only").flags());
        assertEquals("mine", p.get("c1-only").description());
        assertEquals(Profiles.BUILT_IN.size() + 2, p.all().size());
    }

    @Test
    void defaultFileInTheWorkingDirectoryIsReadAndCommandLineWins() throws IOException {
        Files.writeString(dir.resolve(ProfileOptions.DEFAULT_FILE), "mine.flags=-Xmx1g\n");
        ProfileOptions.Parsed p = ProfileOptions.of(null, List.of(ProfileOptions.parseDefinition("mine=-Xmx2g")), dir);
        assertEquals(dir.resolve(ProfileOptions.DEFAULT_FILE), p.file());
        assertEquals(List.of("-Xmx2g"), p.profiles().get("mine").flags());
    }

    /** An empty profiles file, given or found in the working directory, defines no profile: not an error. */
    @Test
    void anEmptyProfilesFileDefinesNothing() throws IOException {
        Path empty = Files.writeString(dir.resolve("empty.properties"), "");
        assertTrue(ProfileOptions.readFile(empty).isEmpty());
        Files.writeString(dir.resolve(ProfileOptions.DEFAULT_FILE), "");
        org.junit.jupiter.api.Assertions.assertDoesNotThrow(() -> ProfileOptions.of(null, List.of(), dir));
    }

    @Test
    void badProfilesFilesAreInputErrors() throws IOException {
        Path unknownKey = Files.writeString(dir.resolve("a.properties"), "x.flag=-Xmx1g\n");
        Path badFlag = Files.writeString(dir.resolve("b.properties"), "x.flags=Xmx1g\n");
        Path badName = Files.writeString(dir.resolve("c.properties"), "x!.flags=-Xmx1g\n");
        Path emptyJvm = Files.writeString(dir.resolve("d.properties"), "x.jvm=\n");
        for (Path f : List.of(unknownKey, badFlag, badName, emptyJvm, dir.resolve("missing.properties"), dir)) {
            RuntimeException e = assertThrows(RuntimeException.class,
                    () -> ProfileOptions.of(f, List.of(), dir), f.toString());
            assertEquals(ExitCode.BAD_INPUT, ExitCode.of(e));
            assertTrue(e.getMessage().contains(f.toString()), e.getMessage());
        }
    }

    @Test
    void aDefinitionSaysWhatIsWrongWithItAndTheCommandNamesTheOption() {
        WrongArgumentException e = assertThrows(WrongArgumentException.class,
                () -> ProfileOptions.parseDefinition("x=Xmx1g"));
        assertTrue(e.getMessage().startsWith("'x=Xmx1g': "), e.getMessage());
        assertFalse(e.getMessage().contains("--"), "the option is the command's to name: " + e.getMessage());
    }
}
