package serbench.hostile;

import serbench.cli.args.ExitCode;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.claims.InterleavedRuns;
import serbench.cli.CommandResult;
import serbench.results.ResultFile;

import java.io.IOException;
import java.io.OutputStream;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Result files that are valid JSON but hostile to {@code compare} and {@code claims}: extreme values, nonsense
 * scores, very large files, very many rows. Every case ends in bounded time with exit 0 (handled), 3 (refused in
 * one line) or {@code compare}'s gate, never exit 1, a trace or a verdict resting on values that are not a
 * measurement.
 */
class ResultFileAttackTest {

    /** Seed of the generated values; fixed so a failure can be replayed. */
    static final long SEED = 1010L;

    private static final String GATEWAY = "serbench.bench.GatewayBench.handle";

    @TempDir
    Path dir;

    private final Random random = new Random(SEED);

    private static CommandResult run(String... args) {
        CommandResult r = Hostile.bounded(() -> CommandResult.run(args));
        assertFalse(r.err().contains("\tat "), r.err());
        assertFalse(r.err().contains("unexpected failure"), r.err());
        assertTrue(r.code() == 0 || r.code() == ExitCode.BAD_INPUT || r.code() == ExitCode.REGRESSION
                        || r.code() == ExitCode.UNDETECTABLE,
                "exit " + r.code() + ": " + r.err());
        return r;
    }

    /** A gateway pair as the claims read it: protobuf backend {@code fast}, xml backend {@code slow}. */
    private Path gateway(String name, Object[][] fast, Object[][] slow) {
        return JmhFiles.write(dir.resolve(name).resolve("default.json"),
                JmhFiles.entry(GATEWAY, "avgt", Map.of("backend", "protobuf"), fast),
                JmhFiles.entry(GATEWAY, "avgt", Map.of("backend", "xml"), slow));
    }

    @Test
    void extremeValuesNeverCrashCompareOrClaims() {
        Object[] extremes = {1e308, -1e308, Double.MAX_VALUE, -Double.MAX_VALUE, Double.MIN_VALUE, 1e101, 1e300,
                "1e308", "-1e308", "Infinity", "NaN", null};
        Path base = gateway("base", JmhFiles.values(random, 5, 100), JmhFiles.values(random, 5, 300));
        for (int i = 0; i < extremes.length; i++) {
            // some forks extreme, some normal; then every value extreme
            Object[][] mixed = JmhFiles.values(random, 5, 100);
            mixed[random.nextInt(5)][random.nextInt(3)] = extremes[i];
            mixed[random.nextInt(5)] = new Object[]{extremes[i], extremes[i], extremes[i]};
            Path file = gateway("mixed" + i, mixed, JmhFiles.all(5, extremes[i]));
            CommandResult c = run("compare", base.toString(), file.toString());
            assertEquals(0, c.code(), c.err());
            CommandResult md = run("compare", "--format", "md", "--fail-on-regression", "1", base.toString(), file.toString());
            assertTrue(md.code() == 0 || md.code() == ExitCode.REGRESSION || md.code() == ExitCode.UNDETECTABLE,
                    md.err());
            interleaved(file.getParent()); // an interleaved run of this code: evidence but for its rows
            CommandResult claims = run("claims", file.getParent().toString());
            assertEquals(0, claims.code(), claims.err());
            assertTrue(claims.out().contains("[not measured]   gateway-xml-3x"), "all-extreme xml backend is no measurement: "
                    + claims.out());
        }
    }

    @Test
    void histogramOverflowIsLeftOutNotACrash() throws IOException {
        ObjectNode base = JmhFiles.entry(GATEWAY, "sample", Map.of("backend", "protobuf"), new Object[0][]);
        ObjectNode other = base.deepCopy();
        ((ObjectNode) base.get("primaryMetric")).set("rawDataHistogram", histogram(1.0, 1e3));
        ((ObjectNode) other.get("primaryMetric")).set("rawDataHistogram", histogram(1e308, 1e308));
        Path a = JmhFiles.write(dir.resolve("a.json"), base);
        Path b = JmhFiles.write(dir.resolve("b.json"), other);
        CommandResult r = run("compare", a.toString(), b.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("no finite values in b.json"), r.out());
    }

    /** Two forks of one iteration, each {@code [[value, count], [2, -5]]} (a negative count is nonsense too). */
    private static ArrayNode histogram(double value, double count) {
        ArrayNode forks = serbench.io.HarnessJson.MAPPER.createArrayNode();
        for (int f = 0; f < 2; f++) {
            ArrayNode iteration = forks.addArray().addArray();
            iteration.addArray().add(value).add(count);
            iteration.addArray().add(2).add(-5);
        }
        return forks;
    }

    @Test
    void nonsenseScoresAreRefusedRowsNeverVerdicts() throws IOException {
        Object[][] normal = JmhFiles.values(random, 5, 100);
        Object[][] negative = JmhFiles.values(random, 5, -300);
        Path base = gateway("base", normal, JmhFiles.values(random, 5, 300));
        Map<String, Object[][]> nonsense = Map.of("negative", negative, "zero", JmhFiles.all(5, 0.0),
                "null", JmhFiles.all(5, null), "negativeZero", JmhFiles.all(5, -0.0));
        for (Map.Entry<String, Object[][]> e : nonsense.entrySet()) {
            Path file = gateway(e.getKey(), e.getValue(), e.getValue());
            CommandResult c = run("compare", "--fail-on-regression", "1", base.toString(), file.toString());
            assertEquals(serbench.cli.args.ExitCode.UNDETECTABLE, c.code(), e.getKey()
                    + ": no regression can rest on nonsense, and the gate cannot pass it: " + c.err());
            assertTrue(c.err().contains("not compared"), c.err());
            assertFalse(c.out().contains("slower") || c.out().contains("faster") && !c.out().contains("geomean"),
                    e.getKey() + ": " + c.out());
            assertTrue(c.out().contains("invalid") || c.out().contains("no finite values"), e.getKey() + ": " + c.out());
            interleaved(file.getParent()); // an interleaved run of this code: evidence but for its rows
            CommandResult claims = run("claims", file.getParent().toString());
            assertEquals(0, claims.code(), claims.err());
            assertTrue(claims.out().contains("[not measured]   gateway-xml-3x"), e.getKey() + ": " + claims.out());
            assertTrue(claims.err().contains("warning: ") && claims.err().contains("not used"), e.getKey() + ": " + claims.err());
        }
        // negative in the baseline only: still refused, with a warning naming the file (with its run directory:
        // the two files are default.json of two directories)
        CommandResult c = run("compare", gateway("negbase", negative, negative).toString(), base.toString());
        assertTrue(c.out().contains("which are not a measurement in negbase/default.json; not compared"), c.out());
    }

    @Test
    void aFileOver64MiBIsReadAndOneOverTheLimitIsRefusedSayingWhich() throws IOException {
        Path big = dir.resolve("big").resolve("default.json");
        Files.createDirectories(big.getParent());
        try (OutputStream out = Files.newOutputStream(big)) {
            out.write(("[" + JmhFiles.entry(GATEWAY, "avgt", Map.of("backend", "protobuf"), JmhFiles.values(random, 5, 100))
                    + ",\n").getBytes(StandardCharsets.UTF_8));
            byte[] pad = ("{\"benchmark\":\"x.Pad.pad\",\"mode\":\"avgt\",\"primaryMetric\":{\"scoreUnit\":\"ns/op\","
                    + "\"rawData\":[[1.5,1.5,1.5]]},\"params\":{\"note\":\"" + "p".repeat(900) + "\"}},\n")
                    .getBytes(StandardCharsets.UTF_8);
            for (long written = 0; written < 66L * 1024 * 1024; written += pad.length) {
                out.write(pad);
            }
            out.write(JmhFiles.entry(GATEWAY, "avgt", Map.of("backend", "xml"), JmhFiles.values(random, 5, 300)).toString()
                    .getBytes(StandardCharsets.UTF_8));
            out.write(']');
        }
        assertTrue(Files.size(big) > 64L * 1024 * 1024);
        interleaved(big.getParent());
        CommandResult claims = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> CommandResult.run("claims", big.getParent().toString()));
        assertEquals(0, claims.code(), claims.err());
        assertTrue(claims.out().contains("gateway-xml-3x") && !claims.out().contains("[not measured]   gateway-xml-3x"),
                claims.out());

        Path huge = dir.resolve("huge.json");
        try (RandomAccessFile f = new RandomAccessFile(huge.toFile(), "rw")) {
            f.setLength(ResultFile.MAX_BYTES + 1); // sparse: no disk space used
        }
        CommandResult r = run("compare", huge.toString(), big.toString());
        assertEquals(ExitCode.BAD_INPUT, r.code());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().contains("larger than the limit of 256 MiB"), r.err());
    }

    @Test
    void aHundredThousandRowsAreQuick() {
        int rows = 100_000;
        ObjectNode[] entries = new ObjectNode[rows];
        ObjectNode[] shifted = new ObjectNode[rows];
        for (int i = 0; i < rows; i++) {
            Object[][] raw = JmhFiles.values(random, 2, 100);
            entries[i] = JmhFiles.entry(GATEWAY, "avgt", Map.of("backend", "protobuf", "input", String.valueOf(i)), raw);
            shifted[i] = JmhFiles.entry(GATEWAY, "avgt", Map.of("backend", "protobuf", "input", "x" + i), raw);
        }
        Path a = JmhFiles.write(dir.resolve("rows").resolve("default.json"), entries);
        Path b = JmhFiles.write(dir.resolve("other").resolve("default.json"), shifted);
        Duration bound = Duration.ofSeconds(30); // quadratic took minutes; linear takes a few seconds
        CommandResult claims = assertTimeoutPreemptively(bound, () -> CommandResult.run("claims", a.toString(), b.toString()));
        assertEquals(0, claims.code(), claims.err());
        // no row in common: every baseline row is looked up once, and the refusal names the param in one short line
        CommandResult compare = assertTimeoutPreemptively(bound, () -> CommandResult.run("compare", a.toString(), b.toString()));
        assertEquals(ExitCode.BAD_INPUT, compare.code(), compare.err());
        assertTrue(compare.err().contains("param input is") && compare.err().length() < 1_000, compare.err());
    }

    /** The directory as an interleaved run of this code leaves it (a manifest), so that claims read its rows. */
    private static void interleaved(Path dir) {
        try {
            InterleavedRuns.manifest(dir, 5);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
