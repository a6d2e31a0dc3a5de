package serbench.hostile;

import org.junit.jupiter.api.Test;
import serbench.cli.CommandResult;
import serbench.cli.args.ExitCode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Wrong arguments and unusable paths get one short line: an argument of 131,000 characters is not printed back whole,
 * a path the file system cannot represent is exit 3 (not an unexpected failure), and {@code docs} reads a page as
 * every input is read (a device or a directory: exit 3 at once, never read to the end).
 */
class ArgumentEchoTest {

    @Test
    void aHugeArgumentIsQuotedShort() {
        String huge = "x".repeat(131_000);
        for (String[] args : new String[][]{{"answer", "--by", huge, "results/20261126-152629-answer"},
                {"compare", "--filter", "(" + huge, "a.json", "b.json"}, {"calibration", "--effect-rows", "(" + huge,
                "--aa", "a.json", "b.json"}}) {
            CommandResult r = CommandResult.run(args);
            assertTrue(r.code() == ExitCode.BAD_ARGUMENTS || r.code() == ExitCode.BAD_INPUT, args[0] + ": " + r.code());
            assertEquals(1, r.err().lines().count(), args[0]);
            assertTrue(r.err().length() < 1_200, args[0] + ": " + r.err().length() + " characters");
        }
    }

    @Test
    void aMistypedCommandWordIsAUsageErrorQuotedShortAndEscaped() {
        for (String word : new String[]{"a".repeat(100_000), "anwser\u001b[31m", "ans(wer"}) {
            java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
            int code = serbench.cli.PayloadFileCheck.checkJmhCommandLine(new String[]{word},
                    new java.io.PrintStream(err, true, java.nio.charset.StandardCharsets.UTF_8));
            String text = err.toString(java.nio.charset.StandardCharsets.UTF_8);
            assertEquals(ExitCode.BAD_ARGUMENTS, code, text);
            assertEquals(1, text.lines().count(), text);
            assertTrue(text.length() < 1_200, text.length() + " characters");
            assertTrue(!text.contains("\u001b"), "an escape character reaches the terminal");
        }
    }

    @Test
    void aPathTheSystemCannotOpenIsExit3() {
        CommandResult r = CommandResult.run("compare", "a\u0000b.json", "x.json");
        assertEquals(ExitCode.BAD_INPUT, r.code(), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().contains("not a path this system can open"), r.err());
    }

    @Test
    void docsReadsAPageAsAnInputBoundedAndRegular() {
        for (String page : new String[]{"/dev/zero", "docs"}) {
            CommandResult r = Hostile.bounded(() -> CommandResult.run("docs", "--check", page));
            assertEquals(ExitCode.BAD_INPUT, r.code(), page + ": " + r.err());
            assertEquals(1, r.err().lines().count(), r.err());
            assertTrue(r.err().contains("not a regular file"), r.err());
        }
    }
}
