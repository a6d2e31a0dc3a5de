package serbench.hostile;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.cli.args.ExitCode;
import serbench.cli.PayloadFileCheck;
import serbench.format.Payload;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Plain JMH with {@code -p input=file:PATH} and no {@code -p model=}: the benchmarks that take an input but no
 * {@code model} parameter (gateway, counters, binding) decode the file as their own model before JMH starts, so a
 * file of another model or of none is one line and exit 3, not a stack trace in every fork and exit 0.
 */
class ImpliedModelTest {

    @TempDir
    Path dir;

    /** The exit code and the one line printed, or -1 and nothing when the command line goes on to JMH. */
    private static String check(int code, String... args) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int got = PayloadFileCheck.checkJmhCommandLine(args, new PrintStream(err, true, StandardCharsets.UTF_8));
        String e = err.toString(StandardCharsets.UTF_8);
        assertEquals(code, got, e);
        assertEquals(code == -1 ? 0 : 1, e.lines().count(), e);
        if (code != -1) {
            Hostile.assertClear(e);
        }
        return e;
    }

    @Test
    void aFileOfAnotherModelIsRefusedForBenchmarksWithoutAModelParameter() throws Exception {
        Path media = Files.write(dir.resolve("media.json"), Payload.of("mediacontent", "default", "json").bytes);
        Path counters = Files.write(dir.resolve("counters.pb"), Payload.of("counters", "10", "protobuf").bytes);
        Path finditems = Files.write(dir.resolve("items.xml"), Payload.of("finditems", "5", "xml").bytes);

        String e = check(ExitCode.BAD_INPUT, "GatewayBench", "-p", "input=file:" + media);
        assertTrue(e.startsWith("serbench: -p input=file:") && e.contains("cannot decode finditems payload"), e);
        e = check(ExitCode.BAD_INPUT, "CountersBench", "-p", "input=file:" + finditems);
        assertTrue(e.contains("cannot decode counters payload"), e);
        e = check(ExitCode.BAD_INPUT, "BindingBench", "-p", "input=file:" + counters);
        assertTrue(e.contains("cannot decode mediacontent payload") && e.contains("not in the schema"), e);

        // each one's own model goes on to JMH
        check(-1, "GatewayBench", "-p", "input=file:" + finditems);
        check(-1, "CountersBench", "-p", "input=file:" + counters);
        check(-1, "BindingBench", "-p", "input=file:" + media);
    }

    @Test
    void aFileOfNoModelIsRefusedWhateverTheSelection() throws Exception {
        Path foreign = Files.writeString(dir.resolve("foreign.json"), "{\"hello\":1}");
        for (String selection : List.of("GatewayBench", "CountersBench.decode", "BindingBench", "DeserializeBench")) {
            String e = check(ExitCode.BAD_INPUT, selection, "-p", "input=file:" + foreign);
            assertTrue(e.contains("cannot decode"), e);
        }
    }
}
