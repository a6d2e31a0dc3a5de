package serbench.hostile;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.cli.CommandResult;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code docs} cannot be made to write through a block's command, in any spelling of the option, and a block it
 * cannot read (no end marker, CR LF line ends) is an error, never skipped as if the page had none; a block shown as
 * an example inside a code fence stays an example.
 */
class DocsBlockAttackTest {

    private static final String RUN = "results/20261126-061204-escape-analysis/";

    @TempDir
    Path dir;

    @Test
    void noSpellingOfHtmlLetsABlockWriteAFile() throws IOException {
        Path victim = dir.resolve("victim.txt");
        Files.writeString(victim, "keep me");
        for (String spelling : new String[]{"--html " + victim, "--html=" + victim}) {
            Path page = dir.resolve("page.md");
            Files.writeString(page, "<!-- serbench: compare " + RUN + "default.json " + RUN + "no-escape-analysis.json "
                    + spelling + " --force -->\nold\n<!-- /serbench -->\n");
            CommandResult r = CommandResult.run("docs", "--check", page.toString());
            assertNotEquals(0, r.code(), spelling);
            assertEquals(1, r.err().lines().count(), r.err());
            assertTrue(r.err().contains("writes no file"), r.err());
            assertEquals("keep me", Files.readString(victim), spelling);
        }
    }

    @Test
    void aBlockThatCannotBeReadIsAnErrorNotSkipped() throws IOException {
        String command = "<!-- serbench: sizes -->";
        for (String text : new String[]{command + "\r\nold\r\n<!-- /serbench -->\r\n", command + "\nold, no end\n"}) {
            Path page = dir.resolve("bad.md");
            Files.writeString(page, "# a page\n\n" + text);
            CommandResult r = CommandResult.run("docs", "--check", page.toString());
            assertEquals(3, r.code(), r.err());
            assertEquals(1, r.err().lines().count(), r.err());
            assertTrue(r.err().contains("bad.md:3: a generated block that cannot be read"), r.err());
        }
    }

    @Test
    void aBlockShownInACodeFenceIsAnExample() throws IOException {
        Path page = dir.resolve("example.md");
        Files.writeString(page, "How blocks look:\n\n```\n<!-- serbench: claims --format md -->   the output\n"
                + "<!-- /serbench -->\n```\n");
        CommandResult r = CommandResult.run("docs", "--check", page.toString());
        assertEquals(0, r.code(), r.err());
    }

    /** A stale page in a directory docs cannot write to: one line, exit 3, the page as it was. */
    @Test
    void aPageThatCannotBeWrittenIsOneLineAndLeftAsItWas() throws IOException {
        Path readOnly = Files.createDirectory(dir.resolve("read-only"));
        Path page = readOnly.resolve("page.md");
        String stale = "<!-- serbench: compare " + RUN + "default.json " + RUN + "no-escape-analysis.json -->\nold\n"
                + "<!-- /serbench -->\n";
        Files.writeString(page, stale);
        readOnly.toFile().setWritable(false);
        try {
            if (Files.isWritable(readOnly)) {
                return; // root writes anyway: nothing to check here
            }
            CommandResult r = CommandResult.run("docs", page.toString());
            assertEquals(3, r.code(), r.out() + r.err());
            assertEquals(1, r.err().lines().count(), r.err());
            assertTrue(r.err().contains("cannot write") && r.err().contains("unchanged"), r.err());
            assertEquals(stale, Files.readString(page));
        } finally {
            readOnly.toFile().setWritable(true);
        }
    }

    /** A page whose name is near the file system's limit is rewritten: the temporary file has a short name. */
    @Test
    void aPageWithALongNameIsRewritten() throws IOException {
        Path page = dir.resolve("p".repeat(250) + ".md");
        Files.writeString(page, "<!-- serbench: compare " + RUN + "default.json " + RUN + "no-escape-analysis.json -->\n"
                + "old\n<!-- /serbench -->\n");
        CommandResult r = CommandResult.run("docs", page.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(Files.readString(page).contains("no-escape-analysis"), "the block is filled");
        assertTrue(!Files.readString(page).contains("\nold\n"), "the old text is gone");
    }
}
