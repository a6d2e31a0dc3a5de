package serbench.hostile;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.cli.CommandResult;
import serbench.cli.args.ExitCode;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code docs} reads and writes UTF-8 pages only: a page in Latin-1, CP1252 or UTF-16, with a stale block or without,
 * is refused in one line with exit 3, by {@code docs} and by {@code docs --check}, and its bytes stay as they were
 * (read as UTF-8 and written back, the bytes outside the block would change).
 */
class DocsEncodingTest {

    @TempDir
    Path dir;

    @Test
    void aPageInAnotherEncodingIsRefusedAndKeptByteForByte() throws IOException {
        String page = "# Café déjà vu\n\n<!-- serbench text: sizes --model counters -->\nstale\n<!-- /serbench -->\n"
                + "naïve ½ — end\n";
        for (Charset charset : new Charset[]{StandardCharsets.ISO_8859_1, Charset.forName("windows-1252"),
                StandardCharsets.UTF_16, StandardCharsets.UTF_16LE}) {
            Path f = dir.resolve("page-" + charset.name() + ".md");
            byte[] bytes = page.replace("—", charset.newEncoder().canEncode('—') ? "—" : "-").getBytes(charset);
            Files.write(f, bytes);
            for (String[] args : new String[][]{{"docs", f.toString()}, {"docs", "--check", f.toString()}}) {
                CommandResult r = CommandResult.run(args);
                assertEquals(ExitCode.BAD_INPUT, r.code(), charset + " " + String.join(" ", args) + ": " + r.err());
                assertEquals(1, r.err().lines().count(), r.err());
                assertTrue(r.err().contains("not UTF-8 text"), r.err());
                assertTrue(Arrays.equals(bytes, Files.readAllBytes(f)), charset + ": the page's bytes changed");
            }
        }
    }
}
