package serbench.hostile;

import serbench.cli.args.ExitCode;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import serbench.cli.CommandResult;
import serbench.cli.PayloadFileCheck;
import serbench.format.Payload;
import serbench.format.UserPayloads;
import serbench.io.InputFileException;
import serbench.model.Models;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Input files that are not what they seem (issue 10, groups 1-4 and 16): devices, FIFOs, directories, missing and
 * empty files, oversized files, paths the locale cannot represent, input names out of range. Each ends in one line
 * and exit 3 (a bad file) or 2 (a wrong name), in bounded time and memory, through {@code sizes}, {@code -p
 * input=file:} (the plain JMH path and {@code run}'s pre-check) alike.
 */
class InputFilesTest {

    @TempDir
    Path dir;

    /** sizes --input PATH: the one-line refusal and its exit code. */
    private static String sizes(int code, String path) {
        CommandResult r = CommandResult.run("sizes", "--model", "counters", "--input", path);
        assertEquals(code, r.code(), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        Hostile.assertClear(r.err());
        return r.err();
    }

    /** The plain JMH path with -p input=file:PATH: refused before JMH starts, as one line. */
    private static String jmh(int code, String... args) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int got = checkJmh(args, new PrintStream(err, true, StandardCharsets.UTF_8));
        String e = err.toString(StandardCharsets.UTF_8);
        assertEquals(code, got, e);
        assertEquals(1, e.lines().count(), e);
        return e;
    }

    private static int checkJmh(String[] args, PrintStream err) {
        return PayloadFileCheck.checkJmhCommandLine(args, err);
    }

    @Test
    @Timeout(value = 20, unit = TimeUnit.SECONDS)
    void devicesAreRefusedWithoutReadingThem() {
        for (String device : List.of("/dev/zero", "/dev/urandom")) {
            assumeTrue(Files.exists(Path.of(device)));
            assertTrue(sizes(3, device).contains("not a regular file (a device, FIFO or socket)"));
            assertTrue(jmh(3, "SerializeBench", "-p", "input=file:" + device).contains("not a regular file"));
            var model = Models.byName("finditems");
            assertThrows(InputFileException.class, () -> UserPayloads.load(model, "file:" + device));
        }
    }

    @Test
    @Timeout(value = 20, unit = TimeUnit.SECONDS)
    void aFifoWithNoWriterDoesNotHang() throws Exception {
        Path fifo = dir.resolve("fifo.json");
        assumeTrue(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0);
        assertTrue(sizes(3, fifo.toString()).contains("not a regular file"));
        assertTrue(jmh(3, "SerializeBench", "-p", "input=file:" + fifo).contains("not a regular file"));
    }

    @Test
    void missingDirectoryAndEmptyPayloadsAreOneLineOnThePlainJmhPath() throws Exception {
        Path empty = Files.createFile(dir.resolve("empty.xml"));
        assertTrue(jmh(3, "SerializeBench", "-p", "input=file:" + dir.resolve("missing.xml")).contains("no such file"));
        assertTrue(jmh(3, "SerializeBench", "-p", "input=file:" + dir).contains("not a regular file (a directory)"));
        String e = jmh(3, "SerializeBench", "-p", "model=counters", "-p", "input=file:" + empty);
        assertTrue(e.startsWith("serbench: -p input=file:") && e.contains("the file is empty"), e);
        // a file that exists but does not decode as the named model is refused before any fork too
        Path foreign = Files.writeString(dir.resolve("foreign.json"), "{\"hello\":1}");
        assertTrue(jmh(3, "SerializeBench", "-p", "model=counters", "-p", "input=file:" + foreign)
                .contains("cannot decode counters payload"));
        // a good file passes to JMH
        Path good = Files.write(dir.resolve("good.pb"), Payload.of("counters", "10", "protobuf").bytes);
        assertEquals(-1, checkJmh(new String[]{"SerializeBench", "-p", "model=counters", "-p", "input=file:" + good},
                System.err));
    }

    @Test
    void runRefusesAnEmptyPayloadFileBeforeAnyFork() throws Exception {
        Path empty = Files.createFile(dir.resolve("empty.json"));
        CommandResult r = CommandResult.run("run", "--profiles", "default", "--results-dir", dir.resolve("r").toString(),
                "-p", "input=file:" + empty, "SerializeBench");
        assertEquals(ExitCode.BAD_INPUT, r.code(), r.err());
        assertTrue(r.err().contains("the file is empty"), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
    }

    @Test
    void oversizedFilesAreRefusedNamingTheLimit() throws Exception {
        Path big = dir.resolve("big.json");
        try (var out = Files.newOutputStream(big)) {
            out.write(new byte[(int) UserPayloads.MAX_BYTES + 1]);
        }
        String e = sizes(3, big.toString());
        assertTrue(e.contains("larger than the limit of 16 MiB"), e);
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void aUnicodePathUnderANonUtf8LocaleIsOneLineNotACrash() throws Exception {
        Path file = Files.write(dir.resolve("z\u00fcrich-\u65e5\u672c.pb"), Payload.of("counters", "10", "protobuf").bytes);
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Dsun.jnu.encoding=ANSI_X3.4-1968", "-Dfile.encoding=ANSI_X3.4-1968",
                "-cp", System.getProperty("java.class.path"), "serbench.cli.Main",
                "sizes", "--model", "counters", "--input", file.toString()));
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(false);
        pb.environment().put("LC_ALL", "C");
        pb.environment().put("LANG", "C");
        pb.environment().remove("JAVA_TOOL_OPTIONS");
        Process p = pb.start();
        p.getOutputStream().close();
        byte[] out = p.getInputStream().readAllBytes();
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(50, TimeUnit.SECONDS));
        int code = p.exitValue();
        System.out.println("unicode path under LC_ALL=C: exit " + code + " " + err.strip());
        // either the JVM maps the name (then it is sized) or the file is refused as a bad input: never exit 1
        assertTrue(code == 0 || code == 3, code + ": " + err);
        if (code == 3) {
            assertEquals(1, err.lines().count(), err);
        } else {
            assertTrue(new String(out, StandardCharsets.UTF_8).contains("counters"));
        }
    }

    @Test
    void inputNamesOutOfRangeAreWrongArgumentsListingEveryValidInput() {
        CommandResult r = CommandResult.run("sizes", "--model", "finditems", "--input", "100000");
        assertEquals(ExitCode.BAD_ARGUMENTS, r.code(), r.err());
        assertTrue(r.err().contains("any item count from 1 to 30000") && r.err().contains("failure")
                && r.err().contains("file:PATH") && r.err().contains("64 MiB"), r.err());
        CommandResult c = CommandResult.run("sizes", "--model", "counters", "--input", "7");
        assertEquals(ExitCode.BAD_ARGUMENTS, c.code(), c.err());
        assertTrue(c.err().contains("default (100), 10, 100, 1000, or file:PATH"), c.err());
        // the largest count accepted is written and read back in every format (within the 64 MiB document limit)
        assertTrue(serbench.format.jackson.Jackson.MAX_DOCUMENT_LENGTH > 1700L * serbench.model.finditems.FindItemsModel.MAX_ITEMS);
        assertEquals(ExitCode.BAD_ARGUMENTS,
                jmhCode("DeserializeBench", "-p", "model=finditems", "-p", "input=100000"));
    }

    private static int jmhCode(String... args) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = checkJmh(args, new PrintStream(err, true, StandardCharsets.UTF_8));
        String e = err.toString(StandardCharsets.UTF_8);
        assertEquals(1, e.lines().count(), e);
        assertTrue(e.contains("any item count from 1 to 30000"), e);
        return code;
    }
}
