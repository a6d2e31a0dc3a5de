package serbench.hostile;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.cli.CommandResult;
import serbench.cli.args.ExitCode;
import serbench.io.SameFile;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * No command writes over one of its own inputs, {@code --force} or not, however the output path is spelled (the same
 * path, {@code ./x}, {@code d/../x}, a symbolic link to the file or to its directory, a hard link): {@code compare
 * --html}, {@code report --out} (whose directory it would empty and refill), {@code docs} (its blocks and temporary
 * files), {@code run --results-dir}. Each refusal is exit 2 and one line naming the input, and the input is unchanged
 * byte for byte. One check does it for all ({@link SameFile#refuseOverwrite}).
 */
class OverwriteInputTest {

    /** Seed of the spellings tried; fixed so a failure can be replayed. */
    static final long SEED = 707L;

    @TempDir
    Path dir;

    private final Random random = new Random(SEED);

    private Path result(String name, double mean) {
        ObjectNode serialize = JmhFiles.entry("serbench.bench.SerializeBench.serialize", "avgt",
                Map.of("model", "mediacontent", "format", "json"), JmhFiles.values(random, 3, mean));
        ObjectNode protobuf = JmhFiles.entry("serbench.bench.SerializeBench.serialize", "avgt",
                Map.of("model", "mediacontent", "format", "protobuf"), JmhFiles.values(random, 3, mean / 3));
        return JmhFiles.write(dir.resolve(name), serialize, protobuf);
    }

    /** Exit 2, one line saying which input would be overwritten, nothing on stdout but what came before. */
    private static String refused(String... args) {
        String err = CommandsTest.oneLine(ExitCode.BAD_ARGUMENTS, args);
        assertTrue(err.contains("would overwrite ") && err.contains("one of the command's inputs"), err);
        return err;
    }

    @Test
    void theCheckKnowsEverySpellingOfAFileAndNothingElse() throws IOException {
        Path file = result("run/a.json", 100);
        Path other = result("run/b.json", 100);
        for (int kind = 0; kind < Spellings.KINDS.length; kind++) {
            Path spelled = Spellings.of(file, kind, dir.resolve("links"), kind);
            assertTrue(SameFile.same(file, spelled), Spellings.KINDS[kind] + ": " + spelled);
            assertFalse(SameFile.same(other, spelled), Spellings.KINDS[kind] + ": " + spelled);
            assertEquals(new SameFile.Twice(1, 3), SameFile.repeated(List.of(other, file, dir, spelled)).orElseThrow(),
                    Spellings.KINDS[kind]);
        }
        assertTrue(SameFile.same(dir.resolve("new/x.html"), dir.resolve("new/./y/../x.html")), "a file not yet written");
        assertFalse(SameFile.same(dir.resolve("new/x.html"), dir.resolve("new/y.html")));
        assertTrue(SameFile.repeated(List.of(file, other, dir.resolve("new/x.html"))).isEmpty());
    }

    @Test
    void compareNeverWritesItsHtmlOverAnInput() throws IOException {
        Path a = result("run/a.json", 100);
        Path b = result("run/b.json", 110);
        byte[] aBytes = Files.readAllBytes(a);
        byte[] bBytes = Files.readAllBytes(b);
        for (int i = 0; i < 40; i++) {
            Path target = random.nextBoolean() ? b : a;
            Path html = Spellings.of(target, random, dir.resolve("links" + i));
            List<String> args = new ArrayList<>(List.of("compare", a.toString(), b.toString(), "--html", html.toString()));
            if (random.nextInt(4) > 0) {
                int at = random.nextInt(4) + 1; // before a file, before --html, or last
                args.add(at == 4 ? args.size() : at, "--force");
            }
            String err = refused(args.toArray(new String[0]));
            assertTrue(err.contains(target.getFileName().toString()), "names the input: " + err);
            assertArrayEquals(aBytes, Files.readAllBytes(a), "a.json unchanged: " + args);
            assertArrayEquals(bBytes, Files.readAllBytes(b), "b.json unchanged: " + args);
        }
        String between = refused("compare", "--between", "format=json,protobuf", b.toString(), "--html",
                Spellings.of(b, 3, dir, 99).toString(), "--force");
        assertTrue(between.startsWith("serbench compare: --html "), between);
        assertArrayEquals(bBytes, Files.readAllBytes(b));

        // a new file, or an existing one that is no input with --force, is still written
        Path page = dir.resolve("page.html");
        CommandResult ok = CommandResult.run("compare", a.toString(), b.toString(), "--html", page.toString());
        assertEquals(0, ok.code(), ok.err());
        assertTrue(Files.readString(page).startsWith("<!DOCTYPE html>"));
        CommandResult again = CommandResult.run("compare", a.toString(), b.toString(), "--html", page.toString(), "--force");
        assertEquals(0, again.code(), again.err());
    }

    @Test
    void reportNeverEmptiesOrFillsADirectoryHoldingAnInput() throws IOException {
        Path run = dir.resolve("run");
        Path a = result("run/a.json", 100);
        result("run/b.json", 110);
        Path out = dir.resolve("out");
        CommandResult first = CommandResult.run("report", a.toString(), "--out", out.toString());
        assertEquals(0, first.code(), first.err());
        // an input that lies in an earlier report's directory (named like a chart, or as a link to one)
        Path inReport = Files.copy(a, out.resolve("old.svg"));
        byte[] before = Files.readAllBytes(inReport);
        for (int i = 0; i < 12; i++) {
            Path spelled = Spellings.of(inReport, random, dir.resolve("links" + i));
            String err = refused("report", a.toString(), spelled.toString(), "--out", out.toString());
            assertTrue(err.contains("old.svg") || err.contains(spelled.getFileName().toString()), err);
            assertArrayEquals(before, Files.readAllBytes(inReport), "the input in the report directory is kept");
        }
        Files.delete(inReport);
        Path hard = Files.createLink(out.resolve("hard.svg"), a);
        refused("report", a.toString(), "--out", out.toString());
        assertTrue(Files.exists(hard), "a hard link of an input in the directory is not deleted");
        Files.delete(hard);
        // the run directory itself, however spelled, as --out
        for (int kind = 0; kind < Spellings.KINDS.length - 1; kind++) {
            Path spelled = Spellings.of(run, kind, dir.resolve("dirlinks"), kind);
            refused("report", run.toString(), "--out", spelled.toString());
        }
        try (Stream<Path> files = Files.list(run)) {
            assertEquals(List.of("a.json", "b.json"), files.map(f -> f.getFileName().toString()).sorted().toList(),
                    "the run directory is as it was");
        }
        CommandResult ok = CommandResult.run("report", a.toString(), "--out", out.toString());
        assertEquals(0, ok.code(), ok.err());
        assertTrue(ok.out().contains("replaced the report written there before"), ok.out());
    }

    @Test
    void docsNeverLetsABlockWriteAFileNorClobbersATemporaryName() throws IOException {
        Path a = result("run/a.json", 100);
        Path b = result("run/b.json", 110);
        Path readme = dir.resolve("README.md");
        String hostile = "# x\n<!-- serbench text: compare " + a + " " + b + " --html " + readme + " --force -->\nold\n"
                + "<!-- /serbench -->\n";
        Files.writeString(readme, hostile);
        CommandResult r = CommandResult.run("docs", readme.toString());
        assertEquals(ExitCode.BAD_INPUT, r.code(), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().contains("writes no file") && r.err().contains("remove --html"), r.err());
        assertEquals(hostile, Files.readString(readme), "README.md unchanged");

        // a stale block is rewritten through a temporary file that is new, never README.md.tmp the user keeps
        Path real = dir.resolve("docs/real.md");
        Files.createDirectories(real.getParent());
        Files.writeString(real, "<!-- serbench text: compare " + a + " " + b + " -->\nstale\n<!-- /serbench -->\n");
        Path link = Files.createSymbolicLink(dir.resolve("LINK.md"), real);
        Path kept = Files.writeString(dir.resolve("LINK.md.tmp"), "precious");
        Path keptReal = Files.writeString(dir.resolve("docs/real.md.tmp"), "precious too");
        CommandResult ok = CommandResult.run("docs", link.toString());
        assertEquals(0, ok.code(), ok.err());
        assertTrue(Files.isSymbolicLink(link), "the link is kept, its file rewritten");
        assertTrue(Files.readString(real).contains("b.json vs a.json") && !Files.readString(real).contains("stale"));
        assertEquals("precious", Files.readString(kept));
        assertEquals("precious too", Files.readString(keptReal));
        try (Stream<Path> files = Files.list(real.getParent())) {
            assertEquals(List.of("real.md", "real.md.tmp"), files.map(f -> f.getFileName().toString()).sorted().toList(),
                    "no temporary file left behind");
        }
    }

    @Test
    void runNeverTakesAnInputForItsResultsDirectory() throws IOException {
        Path payload = Files.writeString(dir.resolve("payload.json"), "{\"media\":{}}");
        Path profiles = Files.writeString(dir.resolve("profiles.properties"), "big.flags=-Xmx1g\n");
        for (int i = 0; i < 8; i++) {
            Path input = i % 2 == 0 ? payload : profiles;
            Path spelled = Spellings.of(input, random, dir.resolve("links" + i));
            // a benchmark name nothing matches: were the check missing, run would stop there, before any fork
            String err = refused("run", "--profiles", "default", "--profiles-file", profiles.toString(),
                    "--results-dir", spelled.toString(), "-p", "input=file:" + payload, "NoSuchBenchmarkAnywhere");
            assertTrue(err.startsWith("serbench run: --results-dir "), err);
        }
        assertEquals("{\"media\":{}}", Files.readString(payload));
        assertEquals("big.flags=-Xmx1g\n", Files.readString(profiles));
    }
}
