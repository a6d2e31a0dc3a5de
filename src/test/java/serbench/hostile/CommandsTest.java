package serbench.hostile;

import serbench.cli.args.ExitCode;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.cli.CommandResult;
import serbench.cli.Main;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The commands given hostile, foreign, missing or unusable files and wrong arguments, in the cases the commands'
 * own tests do not cover: a one-line message saying what to do, the documented exit code, a stack trace only with
 * {@code --debug}. And JMH's own command line passes through the jar untouched.
 */
class CommandsTest {

    /** One line on stderr starting with the command's name, nothing on stdout, the given exit code. */
    static String oneLine(int code, String... args) {
        CommandResult r = Hostile.bounded(() -> CommandResult.run(args));
        assertEquals(code, r.code(), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().startsWith("serbench " + args[0] + ": "), r.err());
        assertFalse(r.err().contains("\tat "), r.err());
        Hostile.assertClear(r.err());
        return r.err();
    }

    static String sizes(Path file) {
        return oneLine(ExitCode.BAD_INPUT, "sizes", "--model", "mediacontent", "--input", file.toString());
    }

    @Test
    void sizesRefusesHostileAndForeignFiles(@TempDir Path dir) throws Exception {
        Path secret = Files.writeString(dir.resolve("secret.txt"), Hostile.SECRET);
        String xxe = sizes(Files.writeString(dir.resolve("xxe.xml"), "<?xml version=\"1.0\"?><!DOCTYPE m [<!ENTITY x SYSTEM \""
                + secret.toUri() + "\">]><mediaContent><media><uri>&x;</uri></media></mediaContent>"));
        assertTrue(xxe.contains("DOCTYPE") && xxe.contains("is this a mediacontent payload?"), xxe);
        int depth = 1000;
        sizes(Files.writeString(dir.resolve("deep.json"), "{\"media\":" + "[".repeat(depth) + "]".repeat(depth) + "}"));
        String deepJson = sizes(Files.writeString(dir.resolve("deep2.json"), "{\"x\":" + "[".repeat(depth) + "]".repeat(depth) + "}"));
        assertTrue(deepJson.contains("nesting depth") || deepJson.contains("x"), deepJson);
        sizes(Files.writeString(dir.resolve("deep.xml"), "<mediaContent>" + "<a>".repeat(depth) + "</a>".repeat(depth)
                + "</mediaContent>"));
        byte[] noise = new byte[4096];
        new Random(1).nextBytes(noise);
        noise[0] = 0x07; // not '<', '{' or '[': taken for protobuf
        String noisy = sizes(Files.write(dir.resolve("noise.bin"), noise));
        assertTrue(noisy.startsWith("serbench sizes: protobuf or json or xml: cannot decode mediacontent payload: "
                + "not a mediacontent payload in any format; tried protobuf ("), noisy);
        sizes(Files.writeString(dir.resolve("truncated.json"), "{\"media\":{\"uri\":\"x"));
        sizes(Files.writeString(dir.resolve("other.xml"), "<html><body>hello</body></html>"));
        sizes(Files.write(dir.resolve("utf16.xml"), "<mediaContent/>".getBytes(StandardCharsets.UTF_16LE)));
        assertTrue(sizes(Files.createDirectory(dir.resolve("a.dir"))).contains("not a regular file (a directory)"));
        assertTrue(sizes(dir.resolve("missing.json")).contains("no such file"));
    }

    @Test
    void sizesRefusesAnUnreadableFile(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("locked.json"), "{}");
        if (!file.toFile().setReadable(false, false) || Files.isReadable(file)) {
            return; // running as root (or on a file system without permissions): nothing to test here
        }
        assertTrue(sizes(file).contains("not readable"));
    }

    @Test
    void compareAndClaimsRefuseForeignFiles(@TempDir Path dir) throws Exception {
        byte[] noise = new byte[1024];
        new Random(2).nextBytes(noise);
        Path binary = Files.write(dir.resolve("noise.json"), noise);
        Path deep = Files.writeString(dir.resolve("deep.json"), "[".repeat(5000) + "]".repeat(5000));
        Path xml = Files.writeString(dir.resolve("result.json"), "<?xml version=\"1.0\"?><results/>");
        Path directory = Files.createDirectory(dir.resolve("run.json"));
        for (Path bad : new Path[]{binary, deep, xml, directory}) {
            oneLine(ExitCode.BAD_INPUT, "compare", bad.toString(), bad.toString());
            oneLine(ExitCode.BAD_INPUT, "claims", bad.toString());
        }
    }

    @Test
    void debugPrintsTheStackTraceAndOnlyThen(@TempDir Path dir) {
        String missing = dir.resolve("missing.json").toString();
        CommandResult plain = CommandResult.run("sizes", "--model", "mediacontent", "--input", missing);
        CommandResult debug = CommandResult.run("sizes", "--model", "mediacontent", "--input", missing, "--debug");
        assertEquals(ExitCode.BAD_INPUT, plain.code());
        assertEquals(ExitCode.BAD_INPUT, debug.code());
        assertEquals(1, plain.err().lines().count(), plain.err());
        assertTrue(debug.err().startsWith(plain.err().trim()), debug.err());
        assertTrue(debug.err().contains("\tat serbench."), "a stack trace with --debug: " + debug.err());
        CommandResult compare = CommandResult.run("compare", "--debug", missing, missing);
        assertTrue(compare.err().contains("\tat serbench."), compare.err());
    }

    @Test
    void reservedWordsOnlyAreTheSuitesEverythingElseGoesToJmh() {
        for (String command : new String[]{"sizes", "profiles", "run", "compare", "report", "claims"}) {
            assertTrue(Main.isSuiteCommand(new String[]{command}), command);
            assertTrue(Main.isSuiteCommand(new String[]{command, "-h"}), command);
        }
        for (String[] jmh : new String[][]{{}, {"-l"}, {"-h"}, {"-lp"}, {".*Deserialize.*"}, {"Sizes"}, {".*sizes"},
                {"-f", "1", "run"}, {"-p", "input=file:/tmp/x.json", "DeserializeBench"}, {"--debug"}, {"SIZES"}}) {
            assertFalse(Main.isSuiteCommand(jmh), String.join(" ", jmh) + " must reach JMH unchanged");
        }
    }
}
