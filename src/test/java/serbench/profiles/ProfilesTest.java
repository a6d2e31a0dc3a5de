package serbench.profiles;

import serbench.io.WrongArgumentException;
import serbench.cli.args.ExitCode;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ProfilesTest {

    @Test
    void builtInProfilesAndTheirFlags() {
        Map<String, List<String>> flags = Profiles.BUILT_IN.stream()
                .collect(Collectors.toMap(Profile::name, Profile::flags));
        assertEquals(Map.of(
                "default", List.of(),
                "no-escape-analysis", List.of("-XX:-DoEscapeAnalysis"),
                "parallel-gc", List.of("-XX:+UseParallelGC"),
                "c1-only", List.of("-XX:TieredStopAtLevel=1"),
                "no-compressed-oops", List.of("-XX:-UseCompressedOops"),
                "jdk25", List.of(),
                "jdk25-compact-headers", List.of("-XX:+UseCompactObjectHeaders"),
                "protobuf3", List.of()), flags);
        assertEquals("default", Profiles.builtIn().names().get(0));
    }

    @Test
    void jdk25ProfilesLookForJdk25AndTheOthersUseTheCurrentJvm() {
        Profiles p = Profiles.builtIn();
        for (String name : List.of("jdk25", "jdk25-compact-headers")) {
            JvmLocator.Jdk jdk = assertInstanceOf(JvmLocator.Jdk.class, p.get(name).jvm());
            assertEquals(25, jdk.feature());
            assertEquals(Profiles.JDK25_ENV, jdk.envVar());
        }
        assertTrue(p.get("parallel-gc").jvm().isCurrent());
        assertTrue(p.get("default").jvm().locate().isPresent());
    }

    @Test
    void selectKeepsTheGivenOrder() {
        assertEquals(List.of("c1-only", "default"),
                Profiles.builtIn().select("c1-only, default").stream().map(Profile::name).toList());
    }

    @Test
    void unknownProfileIsAUsageErrorListingTheValidOnes() {
        RuntimeException e = assertThrows(RuntimeException.class, () -> Profiles.builtIn().select("default,fast"));
        assertEquals(ExitCode.BAD_ARGUMENTS, ExitCode.of(e));
        assertTrue(e.getMessage().contains("'fast'"), e.getMessage());
        assertTrue(e.getMessage().contains("no-escape-analysis, parallel-gc"), e.getMessage());
    }

    @Test
    void duplicateAndEmptyNamesAreRefused() {
        assertThrows(WrongArgumentException.class, () -> Profiles.builtIn().select("default,default"));
        assertThrows(WrongArgumentException.class, () -> Profiles.builtIn().select("default,,c1-only"));
    }
}
