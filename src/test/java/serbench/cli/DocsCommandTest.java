package serbench.cli;

import serbench.cli.args.ExitCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every generated block of README.md and docs/*.md is what its command prints from the committed runs now: a run
 * added, a claim changed or a benchmark's code changed (which takes its runs out of the evidence) fails here until
 * {@code java -jar target/benchmarks.jar docs} is run and the result committed.
 */
class DocsCommandTest {

    @TempDir
    Path dir;

    @Test
    void readmeAndDocsAreWhatTheCommittedRunsGive() {
        CommandResult r = CommandResult.run("docs", "--check");
        assertEquals(ExitCode.OK, r.code(), r.out() + r.err());
        assertTrue(r.out().endsWith(", 0 stale\n"), r.out());
    }

    @Test
    void readmeCarriesTheClaimsTableAsClaimsPrintsIt() throws Exception {
        String readme = Files.readString(Path.of("README.md"));
        assertTrue(DocsCommand.commands(readme).contains(List.of("claims", "--format", "md")),
                "README has no <!-- serbench: claims --format md --> block");
    }

    @Test
    void aStaleBlockIsFoundAndRewritten() throws Exception {
        Path f = Files.writeString(dir.resolve("a.md"), "# A\n\n<!-- serbench text: sizes --model counters -->\n"
                + "hand-typed 1,234 bytes\n<!-- /serbench -->\nafter\n");
        CommandResult check = CommandResult.run("docs", "--check", f.toString());
        assertEquals(ExitCode.FAILURE, check.code());
        assertTrue(check.out().startsWith(f + ":3: stale: 'sizes --model counters' prints other figures now;"), check.out());

        assertEquals(ExitCode.OK, CommandResult.run("docs", f.toString()).code());
        String text = Files.readString(f);
        String sizes = CommandResult.run("sizes", "--model", "counters").out();
        assertEquals("# A\n\n<!-- serbench text: sizes --model counters -->\n```text\n" + sizes
                + "```\n<!-- /serbench -->\nafter\n", text);
        assertEquals(ExitCode.OK, CommandResult.run("docs", "--check", f.toString()).code());
    }

    @Test
    void onlyReadingCommandsFillBlocksAndAFailingOneIsAnError() throws Exception {
        Path run = Files.writeString(dir.resolve("run.md"), "<!-- serbench: run -f 1 -->\n<!-- /serbench -->\n");
        CommandResult r = CommandResult.run("docs", "--check", run.toString());
        assertEquals(ExitCode.BAD_INPUT, r.code());
        assertTrue(r.err().contains("run.md:1: 'run -f 1': only answer, calibration, claims, compare, sizes may fill a generated block"), r.err());

        Path bad = Files.writeString(dir.resolve("bad.md"), "<!-- serbench: compare nothing.json -->\n<!-- /serbench -->\n");
        CommandResult b = CommandResult.run("docs", bad.toString());
        assertEquals(ExitCode.BAD_INPUT, b.code());
        assertTrue(b.err().contains("bad.md:1: 'compare nothing.json' exited"), b.err());
        assertEquals("<!-- serbench: compare nothing.json -->\n<!-- /serbench -->\n", Files.readString(bad), "unchanged");
        assertEquals(ExitCode.BAD_ARGUMENTS, CommandResult.run("docs", "--bogus").code());
    }
}
