package serbench.cli;

import serbench.cli.args.ExitCode;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A first word that is no command and selects no benchmark is a usage error before JMH starts or a run directory is
 * made (the jar's plain JMH path would record a failed run), with the command it was probably meant to be.
 */
class MistypedCommandTest {

    private record Refusal(int code, String err) {
    }

    private static Refusal check(String... args) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = PayloadFileCheck.checkJmhCommandLine(args, new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Refusal(code, err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aMistypedCommandIsExit2WithTheCommandItWasMeantToBe() {
        for (String[] typo : List.of(new String[]{"anwser"}, new String[]{"compre", "a.json", "b.json"},
                new String[]{"claim"}, new String[]{"Report"})) {
            Refusal r = check(typo);
            assertEquals(ExitCode.BAD_ARGUMENTS, r.code(), String.join(" ", typo) + ": " + r.err());
            assertEquals(1, r.err().lines().count(), r.err());
            assertTrue(r.err().contains("is not a command; did you mean '"), r.err());
        }
        assertTrue(check("anwser").err().contains("did you mean 'answer'?"), check("anwser").err());
        assertTrue(check("compre", "a.json").err().contains("did you mean 'compare'?"));
    }

    @Test
    void aWordNearNoCommandThatMatchesNoBenchmarkIsExit2ToldHowToListThem() {
        Refusal r = check("formats");
        assertEquals(ExitCode.BAD_ARGUMENTS, r.code(), r.err());
        assertTrue(r.err().startsWith("serbench: no benchmarks match [formats]") && r.err().contains("-l"), r.err());
    }

    @Test
    void aRegexpThatSelectsBenchmarksGoesToJmhAndListingIsJmhsOwn() {
        assertEquals(-1, check("SerializeBench.serialize$").code());
        assertEquals(-1, check("-l", "anwser").code(), "listing what matches nothing is JMH's to say");
    }

    @Test
    void editDistanceCountsASwapOnce() {
        assertEquals(1, Main.editDistance("anwser", "answer"));
        assertEquals(0, Main.editDistance("sizes", "sizes"));
        assertEquals(3, Main.editDistance("", "run"));
    }
}
