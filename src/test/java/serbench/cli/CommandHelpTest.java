package serbench.cli;

import serbench.cli.args.ExitCode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every command of {@link Main#COMMANDS} (so any command added later too): {@code --help} and {@code -h} print its
 * usage, its options and an example and exit 0; an unknown option is one line with a hint, exit 2. And the suite's
 * {@code -h}: the commands first, then JMH's options.
 */
class CommandHelpTest {

    @TestFactory
    Stream<DynamicTest> everyCommandHasHelp() {
        return Main.COMMANDS.keySet().stream().flatMap(command -> Stream.of("--help", "-h").map(flag ->
                DynamicTest.dynamicTest(command + " " + flag, () -> {
                    CommandResult r = CommandResult.run(command, flag);
                    assertEquals(0, r.code(), r.err());
                    assertEquals("", r.err());
                    assertTrue(r.out().contains("usage: " + command), r.out());
                    assertTrue(r.out().contains("--help") && r.out().contains("--debug"), r.out());
                    assertTrue(r.out().contains("example"), "no example in\n" + r.out());
                    assertTrue(r.out().lines().allMatch(l -> l.length() <= 100), r.out());
                })));
    }

    @TestFactory
    Stream<DynamicTest> anUnknownOptionIsOneLineAndExitTwo() {
        return Main.COMMANDS.keySet().stream().map(command -> DynamicTest.dynamicTest(command, () -> {
            CommandResult r = CommandResult.run(command, "--no-such-option");
            assertEquals(ExitCode.BAD_ARGUMENTS, r.code(), r.err());
            assertEquals(1, r.err().lines().count(), r.err());
            assertTrue(r.err().startsWith("serbench " + command + ": unknown option '--no-such-option'"), r.err());
            assertTrue(r.err().contains("(see " + command + " --help)"), r.err());
            assertEquals("", r.out());
        }));
    }

    @Test
    void aTypoGetsAHint() {
        CommandResult r = CommandResult.run("claims", "--formt", "md");
        assertEquals(ExitCode.BAD_ARGUMENTS, r.code());
        assertEquals("serbench claims: unknown option '--formt'; did you mean --format? (see claims --help)\n", r.err());
        CommandResult value = CommandResult.run("report", "--out");
        assertEquals("serbench report: --out needs a value (DIR) (see report --help)\n", value.err());
    }

    @Test
    void defaultsAreShown() {
        assertTrue(CommandResult.run("compare", "--help").out().contains("(default: trimmed)"));
        assertTrue(CommandResult.run("compare", "--help").out().contains("(default: 0.5)"));
        assertTrue(CommandResult.run("run", "--help").out().contains("(default: results)"));
        assertTrue(CommandResult.run("claims", "--help").out().contains("(default: text)"));
    }

    @Test
    void theDeclaredDefaultsAreTheLibrarysOwn() {
        assertTrue(CommandResult.run("compare", "--help").out().contains("(default: "
                + serbench.compare.Estimator.DEFAULT.option + ")"));
        assertTrue(CommandResult.run("compare", "--help").out().contains("(default: "
                + serbench.text.Cells.plain(serbench.compare.Tolerance.DEFAULT.percent()) + ")"));
        assertTrue(CommandResult.run("compare", "--help").out().contains("(default: "
                + serbench.text.Cells.plain(serbench.compare.Tolerance.DEFAULT.bytes()) + ")"));
    }

    @Test
    void suiteHelpListsTheCommandsThenJmhsOptions() throws Exception {
        assertTrue(SuiteHelp.asked(new String[]{"-h"}));
        assertTrue(SuiteHelp.asked(new String[]{"--help"}));
        assertTrue(SuiteHelp.asked(new String[]{"help"}));
        assertTrue(SuiteHelp.asked(new String[]{"help", "compare"}));
        assertFalse(SuiteHelp.asked(new String[]{"-f", "1", "help"}));
        PrintStream saved = System.out;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream capture = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        int code;
        try {
            System.setOut(capture);
            code = SuiteHelp.print(new String[]{"-h"}, capture, capture);
        } finally {
            System.setOut(saved);
        }
        String text = bytes.toString(StandardCharsets.UTF_8);
        assertEquals(0, code);
        List<String> lines = text.lines().toList();
        int commands = lines.indexOf("commands:");
        assertTrue(commands > 0, text);
        for (String c : Main.COMMANDS.keySet()) {
            String line = lines.stream().filter(l -> l.startsWith("  " + c + " ")).findFirst().orElseThrow(
                    () -> new AssertionError(c + " missing in\n" + text));
            assertTrue(line.strip().length() > c.length() + 10, "no summary for " + c + ": " + line);
            assertTrue(line.length() <= 100, line);
        }
        int jmh = text.indexOf("-wi <int>");
        assertTrue(jmh > text.indexOf("commands:"), "JMH's options after the commands:\n" + text);
        assertTrue(text.contains("With no argument the jar makes the answer run"), text);
        int suite = text.indexOf("the suite's run length");
        assertTrue(suite > 0 && suite < jmh, "the suite's run length before JMH's defaults:\n" + text);
        // what the benchmarks declare, read from the jar's list: the serialize benchmark's own annotations
        assertTrue(text.substring(suite, jmh).matches("(?s).*forks [0-9]+.*warm-up [0-9]+ x [0-9]+ s.*measurement"
                + " [0-9]+ x [0-9]+ s.*mode avgt.*"), text.substring(suite, jmh));
    }

    /** The runs the help's examples name are committed: an example a user copies reads a run that is there. */
    @Test
    void everyRunAHelpExampleNamesIsCommitted() {
        java.util.regex.Pattern run = java.util.regex.Pattern.compile("results/[0-9]{8}-[0-9]{6}-[a-z0-9-]+");
        int named = 0;
        for (String command : Main.COMMANDS.keySet()) {
            java.util.regex.Matcher m = run.matcher(CommandResult.run(command, "--help").out());
            while (m.find()) {
                named++;
                assertTrue(java.nio.file.Files.isDirectory(java.nio.file.Path.of(m.group())),
                        command + " --help names " + m.group() + ", which is not committed");
            }
        }
        assertTrue(named >= 4, named + " runs named");
    }

    @Test
    void helpCommandShowsOneCommandsHelp() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(0, SuiteHelp.print(new String[]{"help", "sizes"}, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8)));
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("usage: sizes"));
        assertEquals(ExitCode.BAD_ARGUMENTS, SuiteHelp.print(new String[]{"help", "nope"},
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8)));
        assertTrue(err.toString(StandardCharsets.UTF_8).startsWith("serbench help: unknown command 'nope'"));
    }
}
