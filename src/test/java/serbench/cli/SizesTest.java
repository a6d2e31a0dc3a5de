package serbench.cli;

import serbench.format.Sizes;

import org.junit.jupiter.api.Test;
import serbench.io.HarnessJson;
import serbench.format.Payload;
import serbench.model.Model;
import serbench.model.Models;
import serbench.format.Formats;
import serbench.cli.args.ExitCode;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The sizes command prints what the codecs really write. */
class SizesTest {

    @Test
    void everyModelInputAndFormatIsListedWithTheCodecsSizes() {
        List<Sizes.Row> rows = Sizes.all();
        int expected = 0;
        for (Model<?, ?> m : Models.all()) {
            expected += m.inputs().size() * Formats.all().size();
        }
        assertEquals(expected, rows.size());
        for (Sizes.Row r : rows) {
            Payload p = Payload.of(r.model(), r.input(), r.format());
            assertEquals(p.bytes.length, r.bytes(), r.toString());
            assertEquals(Sizes.gzip(p.bytes).length, r.gzipBytes(), r.toString());
            assertTrue(r.gzipBytes() > 0 && r.bytes() > 0);
        }
    }

    @Test
    void mediaContentSizesAreTheKnownOnes() {
        // Pinned so that a change to a model or a mapper setting that changes the wire form is noticed.
        assertEquals(238, Payload.of("mediacontent", "media.1", "protobuf").bytes.length);
        assertEquals(471, Payload.of("mediacontent", "media.1", "json").bytes.length);
        assertEquals(638, Payload.of("mediacontent", "media.1", "xml").bytes.length);
    }

    @Test
    void textTableAndJsonAgree() throws Exception {
        String text = run("sizes");
        String json = run("sizes", "--json");
        Sizes.Row[] rows = HarnessJson.MAPPER.readValue(json, Sizes.Row[].class);
        assertEquals(Sizes.all(), List.of(rows));
        String[] lines = text.split("\n");
        assertEquals(rows.length + 1, lines.length);
        assertTrue(lines[0].startsWith("model"), lines[0]);
        for (int i = 0; i < rows.length; i++) {
            String[] cells = lines[i + 1].trim().split(" +");
            assertEquals(rows[i].model(), cells[0]);
            assertEquals(String.valueOf(rows[i].bytes()), cells[3]);
            assertEquals(String.valueOf(rows[i].gzipBytes()), cells[4]);
            assertEquals(lines[0].length(), lines[i + 1].length(), "columns are aligned");
        }
    }

    @Test
    void wrongArgumentIsOneLineAndExitCode2() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(new String[]{"sizes", "--bogus"}, new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(ExitCode.BAD_ARGUMENTS, code);
        String message = err.toString(StandardCharsets.UTF_8);
        assertEquals(1, message.lines().count(), message);
        assertTrue(message.contains("--bogus") && message.contains("(see sizes --help)"), message);
    }

    /**
     * Issue 47: {@code sizes} built every format's codec and encoded every input for seconds without a word. It now
     * reports each step (a model's input in every format) on stderr as it ends, as {@code run} reports each fork:
     * one short line per step, the step out of how many, its time and the time elapsed; stdout keeps the table alone.
     */
    @Test
    void eachStepReportsItsProgressOnStderrAndTheTableStaysOnStdout() {
        CommandResult all = CommandResult.run("sizes");
        assertEquals(0, all.code(), all.err());
        int steps = Models.all().stream().mapToInt(m -> m.inputs().size()).sum();
        List<String> lines = all.err().lines().toList();
        assertEquals(steps, lines.size(), all.err());
        for (int i = 0; i < steps; i++) {
            String line = lines.get(i);
            assertTrue(line.matches("serbench sizes: input " + (i + 1) + "/" + steps
                    + " done in [0-9]+\\.[0-9]s, elapsed [0-9]+\\.[0-9]s; \\S+ \\S+ in [0-9]+ formats"), line);
            assertTrue(line.length() <= 100, line);
        }
        assertTrue(lines.get(0).endsWith("; mediacontent media.1 in " + Formats.all().size() + " formats"), lines.get(0));
        assertEquals(run("sizes"), all.out(), "the table alone on stdout");

        CommandResult counters = CommandResult.run("sizes", "--model", "counters");
        assertEquals(Models.byName("counters").inputs().size(), counters.err().lines().count(), counters.err());
        assertTrue(counters.err().startsWith("serbench sizes: input 1/3 done in "), counters.err());

        // one step: the table follows at once, so there is nothing to report
        CommandResult one = CommandResult.run("sizes", "--model", "counters", "--input", "10");
        assertEquals(0, one.code(), one.err());
        assertEquals("", one.err());
    }

    static String run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), System.err);
        assertEquals(0, code);
        return out.toString(StandardCharsets.UTF_8);
    }
}
