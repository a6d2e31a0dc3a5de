package serbench.hostile;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.cli.CommandResult;
import serbench.cli.args.ExitCode;
import serbench.io.HarnessJson;
import serbench.results.RunRecord;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Which files {@code report} draws: never one file as two profiles ("a vs a") and never a file left out without a
 * word. A manifest whose profiles name one result file (by name, or through a link to it) is refused (exit 3, one line
 * naming the manifest and both profiles); one file given twice on the command line, however spelled, is refused
 * (exit 2); a {@code *.json} file of a run directory that no profile names, or a profile whose file is missing, is a
 * one-line warning on stderr and on the page. {@code compare} given one file twice says so.
 */
class ReportFilesTest {

    /** Seed of the runs and spellings; fixed so a failure can be replayed. */
    static final long SEED = 1212L;

    @TempDir
    Path dir;

    private final Random random = new Random(SEED);

    private Path result(Path file, double mean) {
        return JmhFiles.write(file, JmhFiles.entry("serbench.bench.SerializeBench.serialize", "avgt",
                Map.of("model", "mediacontent", "format", "json"), JmhFiles.values(random, 3, mean)));
    }

    /** A run directory's manifest: profile {@code names[i]} ran into {@code files[i]}. */
    private static void manifest(Path run, List<String> names, List<String> files) throws IOException {
        ObjectNode m = HarnessJson.MAPPER.createObjectNode().put("status", "finished").put("seed", 1).put("rounds", 3);
        ArrayNode profiles = m.putArray("profiles");
        for (int i = 0; i < names.size(); i++) {
            profiles.addObject().put("name", names.get(i)).put("resultFile", files.get(i));
        }
        Files.write(run.resolve(RunRecord.FILE), HarnessJson.MAPPER.writeValueAsBytes(m));
    }

    @Test
    void aManifestNamingOneFileForTwoProfilesIsRefused() throws IOException {
        for (int n = 0; n < 16; n++) {
            Path run = Files.createDirectories(dir.resolve("run" + n));
            int count = 2 + random.nextInt(3);
            List<String> names = List.of("base", "jdk25", "no-ea", "big-heap").subList(0, count);
            List<String> files = new java.util.ArrayList<>(names.stream().map(p -> p + ".json").toList());
            files.forEach(f -> result(run.resolve(f), 100));
            int first = random.nextInt(count - 1);
            int second = first + 1 + random.nextInt(count - first - 1);
            boolean link = random.nextBoolean();
            if (link) {
                // the second profile's file is another name of the first's: a symbolic or a hard link
                Path other = run.resolve(files.get(second));
                Files.delete(other);
                if (random.nextBoolean()) {
                    Files.createSymbolicLink(other, run.resolve(files.get(first)));
                } else {
                    Files.createLink(other, run.resolve(files.get(first)));
                }
            } else {
                files.set(second, files.get(first));
            }
            manifest(run, names, files);
            String err = CommandsTest.oneLine(ExitCode.BAD_INPUT, "report", run.toString());
            assertTrue(err.contains(RunRecord.FILE + ": profiles " + names.get(first) + " and " + names.get(second)
                    + " name one result file (" + files.get(first)), "case " + n + ": " + err);
            assertTrue(err.contains("fix the manifest, or give the result files one by one"), err);
            assertFalse(Files.exists(run.resolve("report")), "nothing written");
        }
    }

    @Test
    void oneFileGivenTwiceIsRefusedHoweverSpelled() throws IOException {
        Path run = dir.resolve("run");
        Path a = result(run.resolve("a.json"), 100);
        result(run.resolve("b.json"), 110);
        for (int n = 0; n < 20; n++) {
            Path again = Spellings.of(a, random, dir.resolve("links" + n));
            String err = CommandsTest.oneLine(ExitCode.BAD_ARGUMENTS, "report", a.toString(), again.toString(), "--out",
                    dir.resolve("out" + n).toString());
            assertTrue(err.contains("are the same file, given twice") && err.contains("give each result file once"), err);
            assertFalse(Files.exists(dir.resolve("out" + n)), "nothing written");
            CommandResult compare = CommandResult.run("compare", "--wide", a.toString(), again.toString());
            assertEquals(0, compare.code(), compare.err());
            assertTrue(compare.out().contains("are the same file, given twice: its rows are compared with themselves"),
                    compare.out());
        }
        // a run directory and one of its own files
        String err = CommandsTest.oneLine(ExitCode.BAD_ARGUMENTS, "report", run.toString(), a.toString());
        assertTrue(err.contains("are the same file, given twice"), err);
        CommandResult distinct = CommandResult.run("compare", a.toString(), run.resolve("b.json").toString());
        assertFalse(distinct.out().contains("same file"), distinct.out());
    }

    @Test
    void aFileTheManifestDoesNotNameIsNeverLeftOutSilently() throws IOException {
        Path run = dir.resolve("run");
        result(run.resolve("a.json"), 100);
        result(run.resolve("b.json"), 110);
        result(run.resolve("extra.json"), 120);
        manifest(run, List.of("a", "b", "c"), List.of("a.json", "b.json", "c.json"));
        CommandResult r = Hostile.bounded(() -> CommandResult.run("report", run.toString()));
        assertEquals(0, r.code(), r.err());
        List<String> warnings = r.err().lines().toList();
        assertEquals(2, warnings.size(), r.err());
        assertTrue(warnings.get(0).startsWith("serbench report: warning: ") && warnings.get(0).contains(
                "manifest.json: 1 profile(s) name a result file that is not a file in the run directory (c's c.json),"
                        + " so they are not in the report"),
                r.err());
        assertTrue(warnings.get(1).contains("1 *.json file(s) that no profile of manifest.json names are not in the"
                + " report (extra.json); give the result files one by one to include them"), r.err());
        String page = Files.readString(run.resolve("report/index.html"));
        assertTrue(page.contains("extra.json") && page.contains("c.json"), "the page says it too");
        assertTrue(page.contains("b vs a"), "the named profiles are drawn");
    }
}
