package serbench.hostile;

import serbench.cli.CommandResult;
import serbench.cli.args.ExitCode;
import serbench.io.BoundedRead;
import serbench.profiles.BenchmarksJar;
import serbench.profiles.JarCheck;
import serbench.profiles.JvmLocator;
import serbench.profiles.JvmProbe;
import serbench.profiles.Profile;
import serbench.profiles.ProfileCheck;
import serbench.profiles.ProfileOptions;
import serbench.run.RunPlan;
import serbench.text.Escape;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Hostile profiles, jars, JVMs and {@code -p} values: each ends in bounded time and memory with the documented exit
 * code and one line, or (for {@code profiles}) a profile that cannot run, and no control character reaches the
 * terminal. Seeded: the same cases every time.
 */
class ProfilesAttackTest {

    private static final long SEED = 20250311L;

    /** A zip whose entries inflate to {@code inflated} bytes of zeros each, streamed (never held in memory). */
    static Path zipBomb(Path jar, long inflated, String... entries) throws IOException {
        byte[] zeros = new byte[64 * 1024];
        try (OutputStream file = Files.newOutputStream(jar); ZipOutputStream zip = new ZipOutputStream(file)) {
            zip.setLevel(9);
            for (String name : entries) {
                zip.putNextEntry(new ZipEntry(name));
                for (long n = 0; n < inflated; n += zeros.length) {
                    zip.write(zeros, 0, (int) Math.min(zeros.length, inflated - n));
                }
                zip.closeEntry();
            }
        }
        return jar;
    }

    @Test
    void aJarWhoseEntriesInflateBeyondTheLimitIsRefusedNotRead(@TempDir Path dir) throws IOException {
        Random random = new Random(SEED);
        long inflated = BoundedRead.MAX_ENTRY_BYTES * (4 + random.nextInt(12));
        List<String> entries = new ArrayList<>(List.of("META-INF/BenchmarkList",
                "META-INF/maven/com.google.code.gson/gson/pom.properties", "META-INF/MANIFEST.MF"));
        Collections.shuffle(entries, random);
        for (int i = 0; i < entries.size(); i++) {
            Path jar = zipBomb(dir.resolve("bomb" + i + ".jar"), inflated, entries.get(i));
            assertTrue(Files.size(jar) < inflated / 100, "a small file: " + Files.size(jar));
            JarCheck check = Hostile.bounded(() -> JarCheck.of(new BenchmarksJar.Fixed(jar)));
            assertFalse(check.usable(), entries.get(i));
            if (!entries.get(i).endsWith("MANIFEST.MF")) {
                assertTrue(check.problem().contains("larger than the limit of 4 MiB"), check.problem());
            }
            Hostile.assertClear(check.problem());
        }
    }

    private static Path script(Path dir, String name, String body) throws IOException {
        Path s = dir.resolve(name);
        Files.writeString(s, "#!/bin/sh\n" + body + "\n");
        Files.setPosixFilePermissions(s, PosixFilePermissions.fromString("rwxr-xr-x"));
        return s;
    }

    @Test
    void aJvmProbeReadsBoundedOutputAndOnlyAJvmThatRunsJavaPasses(@TempDir Path dir) throws IOException {
        JvmProbe.Result endless = Hostile.bounded(() -> JvmProbe.probe(script(dir, "endless", "yes serbench"), List.of()));
        assertFalse(endless.accepted());
        assertTrue(endless.problem().contains("larger than the limit of 1 MiB"), endless.problem());
        assertTrue(endless.versionText().length() <= 2000);

        JvmProbe.Result liar = Hostile.bounded(() -> JvmProbe.probe(
                script(dir, "liar", "echo 'openjdk version \"99\" 2099-01-01'"), List.of()));
        assertFalse(liar.accepted());

        Path trueProgram = Path.of("/bin/true");
        if (Files.isExecutable(trueProgram)) {
            JvmProbe.Result r = Hostile.bounded(() -> JvmProbe.probe(trueProgram, List.of()));
            assertFalse(r.accepted());
            assertTrue(r.problem().contains("is not a JVM"), r.problem());
        }
        Path java = JvmLocator.CURRENT.locate().orElseThrow();
        for (String flag : List.of("-version", "--dry-run")) {
            JvmProbe.Result r = Hostile.bounded(() -> JvmProbe.probe(java, List.of(flag)));
            assertFalse(r.accepted(), flag);
            assertTrue(r.problem().contains("stop the JVM before it runs a program"), r.problem());
        }
    }

    @Test
    void identicalProfilesProbeTheirJvmOnce() {
        Profile p = new Profile("same", "one of many", JvmLocator.CURRENT, List.of("-Xss2m"), "test");
        List<Profile> many = IntStream.range(0, 3000)
                .mapToObj(i -> new Profile("same" + i, p.description(), p.jvm(), p.flags(), p.source())).toList();
        long start = System.nanoTime();
        List<ProfileCheck> checks = Hostile.bounded(() -> ProfileCheck.of(many));
        assertEquals(3000, checks.size());
        assertTrue(checks.stream().allMatch(ProfileCheck::available), checks.get(0).problem());
        assertTrue(System.nanoTime() - start < 8_000_000_000L, "one probe, not 3000");
    }

    @Test
    void theProfilesFileIsBoundedAndItsNamesAndDescriptionsToo(@TempDir Path dir) throws IOException {
        Random random = new Random(SEED);
        Path big = dir.resolve("big.properties");
        try (OutputStream out = Files.newOutputStream(big)) {
            out.write("big.description=".getBytes(StandardCharsets.US_ASCII));
            byte[] line = new byte[64 * 1024];
            for (int i = 0; i < line.length; i++) {
                line[i] = (byte) ('a' + random.nextInt(26));
            }
            for (long n = 0; n <= ProfileOptions.MAX_FILE_BYTES; n += line.length) {
                out.write(line);
            }
        }
        String m = oneLine(ExitCode.BAD_INPUT, "profiles", "--profiles-file", big.toString());
        assertTrue(m.contains("larger than the limit of 256.0 KiB"), m);

        String longName = IntStream.range(0, 300).mapToObj(i -> String.valueOf((char) ('a' + random.nextInt(26))))
                .collect(Collectors.joining());
        Path named = dir.resolve("named.properties");
        Files.writeString(named, longName + ".flags=-Xmx64m\n");
        assertTrue(oneLine(ExitCode.BAD_INPUT, "profiles", "--profiles-file", named.toString()).contains("at most 64"));
        assertTrue(oneLine(ExitCode.BAD_ARGUMENTS, "run", "--profiles", "x", "--profile", longName + "=-Xmx64m")
                .contains("at most 64"));

        Path described = dir.resolve("described.properties");
        Files.writeString(described, "d.description=" + "x".repeat(ProfileOptions.MAX_DESCRIPTION_CHARS + 1) + "\n");
        assertTrue(oneLine(ExitCode.BAD_INPUT, "profiles", "--profiles-file", described.toString())
                .contains("more than the limit of 200"));
    }

    @Test
    void runRefusesParamValuesTheBenchmarksDoNotAcceptBeforeAnyFork(@TempDir Path dir) {
        Random random = new Random(SEED);
        String results = dir.resolve("results").toString();
        String typo = "jsn" + random.nextInt(1000);
        for (String[] p : List.of(new String[]{"format=" + typo, "unknown format"},
                new String[]{"model=" + typo, "unknown model"},
                new String[]{"input=" + typo, "unknown input"},
                new String[]{"formt=json", "no selected benchmark has this parameter"},
                new String[]{"format=", "empty value"})) {
            String m = oneLine(ExitCode.BAD_ARGUMENTS, "run", "--profiles", "default", "--results-dir", results,
                    "-p", p[0], "SerializeBench");
            assertTrue(m.contains(p[1]), m);
        }
        String many = IntStream.range(0, 3000).mapToObj(i -> "x" + random.nextInt()).collect(Collectors.joining(","));
        assertTrue(oneLine(ExitCode.BAD_ARGUMENTS, "run", "--profiles", "default", "--results-dir", results,
                "-p", "format=" + many, "-p", "input=" + many, "SerializeBench").contains("unknown format"));
        String counts = IntStream.rangeClosed(1, 3000).mapToObj(String::valueOf).collect(Collectors.joining(","));
        String m = oneLine(ExitCode.BAD_ARGUMENTS, "run", "--profiles", "default", "--results-dir", results,
                "-p", "model=finditems", "-p", "input=" + counts, "-p", "format=protobuf,json,xml,json-streaming",
                "SerializeBench");
        assertTrue(m.contains("more than the limit of " + RunPlan.MAX_COMBINATIONS), m);
        assertFalse(Files.exists(dir.resolve("results")), "nothing written");
    }

    @Test
    void aPayloadFileOfOneModelWithoutModelIsAWrongArgumentOnThePlainJmhPath(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("media.json");
        Files.write(file, serbench.format.Payload.of("mediacontent", "default", "json").bytes);
        String m = plainJmh(ExitCode.BAD_ARGUMENTS, "SerializeBench", "-p", "input=file:" + file);
        assertTrue(m.contains("add -p model=mediacontent"), m);
        Files.writeString(file, "{}");
        plainJmh(ExitCode.BAD_INPUT, "SerializeBench", "-p", "input=file:" + file);
        plainJmh(ExitCode.BAD_INPUT, "SerializeBench", "-p", "input=file:");
        plainJmh(ExitCode.BAD_ARGUMENTS, "SerializeBench", "-p", "format=jsn");
    }

    private static String plainJmh(int expected, String... args) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Hostile.bounded(() -> serbench.cli.PayloadFileCheck.checkJmhCommandLine(args,
                new PrintStream(err, true, StandardCharsets.UTF_8)));
        String m = err.toString(StandardCharsets.UTF_8);
        assertEquals(expected, code, m);
        assertEquals(1, m.lines().count(), m);
        return m;
    }

    @Test
    void noControlOrBidiCharacterReachesTheTerminal(@TempDir Path dir) throws IOException {
        Random random = new Random(SEED);
        String nasty = "\u001b]0;owned\u0007\u001b[2J\u202eevil\u2066\u200f\r\nforged row";
        String cells = serbench.text.TextTable.render(new String[]{"a", "b"},
                new String[][]{{"x", nasty}, {nasty, "y"}}, 2);
        assertEquals(3, cells.lines().count(), cells);
        assertSafe(cells);

        ByteArrayOutputStream raw = new ByteArrayOutputStream();
        PrintStream terminal = Escape.terminal(new PrintStream(raw, true, StandardCharsets.UTF_8));
        byte[] bytes = ("line one\n" + nasty + "\n").getBytes(StandardCharsets.UTF_8);
        for (int i = 0; i < bytes.length; ) { // split anywhere, even inside a character
            int n = Math.min(bytes.length - i, 1 + random.nextInt(3));
            terminal.write(bytes, i, n);
            i += n;
        }
        terminal.flush();
        String shown = raw.toString(StandardCharsets.UTF_8);
        assertSafe(shown);
        assertTrue(shown.contains("\\u202eevil"), shown);

        Path profiles = dir.resolve("evil.properties");
        Files.writeString(profiles, "evil.description=" + nasty.replace("\r\n", "\\r\\n") + "\n"
                + "evil.flags=-Dx=\u001b[31m\n" + "evil.jvm=/no/such\\n| forged | yes |\n"
                + "notjava.jvm=/bin/true\n");
        CommandResult r = Hostile.bounded(() -> CommandResult.run("profiles", "--profiles-file", profiles.toString()));
        assertEquals(0, r.code(), r.err());
        assertSafe(r.out());
        assertSafe(r.err());
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("notjava ") && l.contains(" no ")), r.out());
        assertFalse(r.out().lines().anyMatch(l -> l.startsWith("| forged")), r.out());

        String m = oneLine(ExitCode.BAD_INPUT, "sizes", "--model", "mediacontent", "--input",
                dir.resolve("gpj.\u202ejson").toString());
        assertSafe(m);
    }

    /** No control character but a line end ({@code \n}, or {@code \r\n}: shown the same, it can overwrite nothing). */
    private static void assertSafe(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean lineEnd = c == '\n' || c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n';
            assertTrue(lineEnd || !Escape.unsafe(c), () -> String.format("U+%04X reached the terminal: %s", (int) c,
                    Hostile.abbreviate(text)));
        }
    }

    private static String oneLine(int code, String... args) {
        return CommandsTest.oneLine(code, args);
    }
}
