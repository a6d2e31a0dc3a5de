package serbench.claims;

import serbench.cli.args.ExitCode;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.claims.Verdict.Outcome;
import serbench.cli.CommandResult;
import serbench.cli.Main;
import serbench.io.HarnessJson;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The claims give the right verdict on result files built to make each claim hold, and on files built to make it
 * fail. The fixtures are JMH-shaped files written here: 5 forks per row, fork means around the given score.
 */
class ClaimsTest {

    /** Writes {@code <profile>.json} with one avgt row per entry: benchmark, params, mean ns/op. */
    static final class Fixture {
        private final Map<String, ArrayNode> files = new HashMap<>();
        int forks = 5;
        private int rowCount;

        Fixture row(String profile, String benchmark, Map<String, String> params, double score) {
            ObjectNode r = HarnessJson.MAPPER.createObjectNode();
            r.put("jmhVersion", "1.37").put("benchmark", "serbench.bench." + benchmark).put("mode", "avgt")
                    .put("threads", 1).put("forks", forks).put("jvm", "/usr/bin/java").put("jdkVersion", "17.0.15")
                    .put("vmName", "OpenJDK 64-Bit Server VM").put("vmVersion", "17.0.15")
                    .put("warmupIterations", 2).put("warmupTime", "1 s").put("warmupBatchSize", 1)
                    .put("measurementIterations", 3).put("measurementTime", "1 s").put("measurementBatchSize", 1);
            r.putArray("jvmArgs");
            ObjectNode p = r.putObject("params");
            params.forEach(p::put);
            ObjectNode m = r.putObject("primaryMetric");
            m.put("score", score).put("scoreError", score * 0.02).put("scoreUnit", "ns/op");
            ArrayNode raw = m.putArray("rawData");
            for (int fork = 0; fork < forks; fork++) {
                ArrayNode it = raw.addArray();
                for (int i = 0; i < 3; i++) {
                    // a drift shared by every row of a fork (a round), and a little of each row's own, symmetric
                    // around the row's score so that a trimmed mean and a mean agree on it
                    double own = (fork - 2) * (1 + rowCount % 5) / 3.0;
                    it.add(score * (1 + 0.01 * (fork - 2) + 0.003 * own + 0.002 * i));
                }
            }
            r.putObject("secondaryMetrics");
            files.computeIfAbsent(profile, k -> HarnessJson.MAPPER.createArrayNode()).add(r);
            rowCount++;
            return this;
        }

        /** The files, as an interleaved run of this code with one round per fork leaves them. */
        Path write(Path dir) throws Exception {
            writeFilesOnly(dir);
            return InterleavedRuns.manifest(dir, forks);
        }

        /** The files alone, as a plain JMH run leaves them. */
        Path writeFilesOnly(Path dir) throws Exception {
            for (Map.Entry<String, ArrayNode> f : files.entrySet()) {
                HarnessJson.MAPPER.writeValue(dir.resolve(f.getKey() + ".json").toFile(), f.getValue());
            }
            return dir;
        }
    }

    /** Every timed claim, with the slow side {@code factor} times the fast side. */
    static Fixture everyClaim(double factor) {
        Fixture f = new Fixture();
        f.row("default", "GatewayBench.handle", Map.of("backend", "protobuf", "input", "default"), 100)
                .row("default", "GatewayBench.handle", Map.of("backend", "xml", "input", "default"), 100 * factor)
                .row("default", "GatewayHttpBench.search", Map.of("backend", "protobuf", "input", "default"), 100)
                .row("default", "GatewayHttpBench.search", Map.of("backend", "xml", "input", "default"), 100 * factor)
                .row("default", "SerializeBench.serialize", Map.of("model", "counters", "format", "protobuf", "input", "default"), 100)
                .row("default", "SerializeBench.serialize", Map.of("model", "counters", "format", "json", "input", "default"), 100 * factor)
                .row("default", "SparseAccessBench.oneField", Map.of("reader", "jsonStreaming"), 100)
                .row("default", "SparseAccessBench.allFields", Map.of("reader", "jsonStreaming"), 100 * factor)
                .row("default", "SparseAccessBench.allFields", Map.of("reader", "xmlDom"), 100 * factor * factor * factor)
                .row("default", "ConversionBench.jsonToXmlBinding", Map.of(), 100 * factor * factor * factor)
                .row("default", "ProtobufWriteBench.toByteArray", Map.of("model", "mediacontent", "input", "default"), 100)
                .row("default", "ProtobufWriteBench.writeToNewStream", Map.of("model", "mediacontent", "input", "default"), 100 * factor)
                .row("default", "CreateBench.protobuf", Map.of("model", "mediacontent", "input", "default"), 100)
                .row("no-escape-analysis", "CreateBench.protobuf", Map.of("model", "mediacontent", "input", "default"), 100 * factor)
                .row("default", "SerializeBench.serialize", Map.of("model", "mediacontent", "format", "protobuf", "input", "default"), 100 * factor)
                .row("default", "SerializeBench.serialize", Map.of("model", "mediacontent", "format", "json", "input", "default"), 100)
                .row("default", "DeserializeBench.readAll", Map.of("model", "mediacontent", "format", "protobuf", "input", "default"), 100 * factor)
                .row("default", "DeserializeBench.readAll", Map.of("model", "mediacontent", "format", "json", "input", "default"), 100)
                // in this order, so that no row shares its noise pattern (row index mod 5) with protobuf's row of the
                // same benchmark: a ratio of two rows that vary alike has no spread and no interval
                .row("default", "DeserializeBench.readAll", Map.of("model", "mediacontent", "format", "fory", "input", "default"), 100)
                .row("default", "DeserializeBench.readAll", Map.of("model", "mediacontent", "format", "kryo", "input", "default"), 100)
                .row("default", "SerializeBench.serialize", Map.of("model", "mediacontent", "format", "kryo", "input", "default"), 100)
                .row("default", "SerializeBench.serialize", Map.of("model", "mediacontent", "format", "fory", "input", "default"), 100);
        return f;
    }

    private static Map<String, Outcome> verdicts(Path dir) {
        return verdicts(List.of(dir));
    }

    private static Map<String, Outcome> verdicts(List<Path> dirs) {
        Evidence e = Evidence.load(dirs);
        Map<String, Outcome> out = new HashMap<>();
        for (Claim c : Claims.ALL) {
            out.put(c.id(), c.check(e).outcome());
        }
        return out;
    }

    @Test
    void claimsHoldOnResultsBuiltToHold(@TempDir Path dir) throws Exception {
        Map<String, Outcome> v = verdicts(everyClaim(3).write(dir));
        for (String id : List.of("gateway-xml-3x", "gateway-http-3x", "counters-encode-faster", "sparse-half",
                "json-to-xml-dominates", "dom-dominates", "tobytearray-faster", "escape-analysis-create", "json-on-par",
                "mediacontent-size", "fory-3x-protobuf", "kryo-on-par-protobuf", "kryo-size")) {
            assertEquals(Outcome.HOLDS, v.get(id), id);
        }
        // at protobuf's time Fory is not three times faster, and Kryo is on par
        Map<String, Outcome> same = verdicts(everyClaim(1).write(Files.createDirectory(dir.resolve("same"))));
        assertEquals(Outcome.DOES_NOT_HOLD, same.get("fory-3x-protobuf"));
        assertEquals(Outcome.HOLDS, same.get("kryo-on-par-protobuf"));
        // sizes come from the codecs: 687 of 2495 bytes is 27.5%, above a quarter
        assertEquals(Outcome.HOLDS_IN_PART, v.get("counters-size-quarter"));
        // one field at a fifth of all fields is cheaper, but not "about half"
        assertEquals(Outcome.HOLDS_IN_PART, verdicts(everyClaim(5).write(Files.createDirectory(dir.resolve("fifth")))).get("sparse-half"));
    }

    @Test
    void claimsFailOnResultsBuiltToFail(@TempDir Path dir) throws Exception {
        Map<String, Outcome> v = verdicts(everyClaim(1).write(dir));
        for (String id : List.of("gateway-xml-3x", "gateway-http-3x", "sparse-half", "json-to-xml-dominates",
                "dom-dominates", "escape-analysis-create")) {
            assertEquals(Outcome.DOES_NOT_HOLD, v.get(id), id + ": the interval around 1x excludes the claimed size");
        }
        for (String id : List.of("counters-encode-faster", "tobytearray-faster")) {
            assertEquals(Outcome.INCONCLUSIVE, v.get(id), id + ": an interval around 1x includes a little faster");
        }
        Map<String, Outcome> reversed = verdicts(everyClaim(0.5).write(Files.createDirectory(dir.resolve("reversed"))));
        assertEquals(Outcome.DOES_NOT_HOLD, reversed.get("json-on-par"), "JSON twice as slow is not on par");
        assertEquals(Outcome.DOES_NOT_HOLD, reversed.get("gateway-xml-3x"));
        assertEquals(Outcome.DOES_NOT_HOLD, reversed.get("tobytearray-faster"), "slower is not faster");
        Map<String, Outcome> partly = verdicts(everyClaim(1.6).write(Files.createDirectory(dir.resolve("partly"))));
        assertEquals(Outcome.HOLDS_IN_PART, partly.get("gateway-xml-3x"), "1.6x slower is slower, but not 3x");
    }

    /** Two estimates compared unpaired, as a claim's figures would quote them. */
    private static Ratio ratio(double[] fast, double[] slow) {
        Evidence.Measured f = measured(fast);
        Evidence.Measured s = measured(slow);
        serbench.compare.Change c = serbench.compare.Change.between(f.estimate(), s.estimate(), Evidence.ESTIMATOR.trim);
        return new Ratio(f, s, c.ratio(), c.test(), "unpaired");
    }

    private static Evidence.Measured measured(double[] forkMeans) {
        List<serbench.results.Fork> forks = java.util.Arrays.stream(forkMeans)
                .mapToObj(m -> new serbench.results.Fork(m, new double[]{m})).toList();
        return new Evidence.Measured(serbench.compare.Estimate.of(new serbench.results.Metric("ns/op", forks, 0, true),
                0.95), "default", "17");
    }

    /** Fork means at {@code center} with a 1% spread: intervals of about ±1.5%. */
    private static double[] around(double center) {
        return new double[]{center * 0.99, center * 1.01, center, center * 0.995, center * 1.005};
    }

    private static Outcome judge(double times, double factor) {
        return Claims.judge(ratio(around(100), around(100 * times)), "fast", "slow", factor, "claim").outcome();
    }

    @Test
    void eachThresholdIsJudgedOnTheIntervalOnBothSides() {
        for (double factor : new double[]{2.5, 5, 1.5}) {
            assertEquals(Outcome.HOLDS, judge(factor * 1.05, factor), factor + "x: interval above");
            assertEquals(Outcome.HOLDS_IN_PART, judge(factor * 0.95, factor), factor + "x: slower, interval below");
            assertEquals(Outcome.INCONCLUSIVE, judge(factor, factor), factor + "x: interval straddles the claim");
            assertEquals(Outcome.DOES_NOT_HOLD, judge(1, factor), factor + "x: no slowdown, claim excluded");
        }
        // "faster" (factor 1): any shown slowdown holds; an interval around 1 cannot tell
        assertEquals(Outcome.HOLDS, judge(1.05, 1));
        assertEquals(Outcome.INCONCLUSIVE, judge(1, 1));
        assertEquals(Outcome.DOES_NOT_HOLD, judge(0.95, 1));
        // the case: 1.59x [1.11-2.32] on a "faster" claim holds; never "does not hold"
        assertEquals(Outcome.HOLDS, Claims.judge(ratio(new double[]{300, 380, 330, 280, 370},
                new double[]{430, 520, 610, 480, 600}), "toByteArray", "writeTo", 1, "faster").outcome());
        // a wide interval reaching below 1 and above 1.5 is inconclusive, not "does not hold"
        assertEquals(Outcome.INCONCLUSIVE, Claims.judge(ratio(new double[]{100, 150, 70, 120, 90},
                new double[]{110, 200, 60, 160, 95}), "on", "off", 1.5, "at least 1.5x").outcome());
    }

    @Test
    void aboutHalfIsJudgedOnTheShareInterval() {
        assertEquals(Outcome.HOLDS, Claims.aboutHalf(ratio(around(50), around(100))).outcome());
        assertEquals(Outcome.HOLDS, Claims.aboutHalf(ratio(around(32), around(100))).outcome());
        assertEquals(Outcome.INCONCLUSIVE, Claims.aboutHalf(ratio(around(30), around(100))).outcome());
        assertEquals(Outcome.HOLDS_IN_PART, Claims.aboutHalf(ratio(around(25), around(100))).outcome());
        assertEquals(Outcome.HOLDS, Claims.aboutHalf(ratio(around(68), around(100))).outcome());
        assertEquals(Outcome.INCONCLUSIVE, Claims.aboutHalf(ratio(around(70), around(100))).outcome());
        assertEquals(Outcome.DOES_NOT_HOLD, Claims.aboutHalf(ratio(around(75), around(100))).outcome());
        // not significant is not "does not hold": a wide interval spanning the range is inconclusive
        assertEquals(Outcome.INCONCLUSIVE, Claims.aboutHalf(ratio(new double[]{40, 90, 60, 120, 50},
                new double[]{100, 60, 140, 80, 110})).outcome());
    }

    @Test
    void onParIsJudgedAgainstTenPercent() {
        Ratio same = ratio(around(100), around(100));
        Ratio within = ratio(around(100), around(104));
        Ratio beyond = ratio(around(100), around(116));
        Ratio straddling = ratio(around(100), around(110));
        assertEquals(Outcome.HOLDS, Claims.onPar(same, within).outcome());
        assertEquals(Outcome.DOES_NOT_HOLD, Claims.onPar(beyond, beyond).outcome());
        assertEquals(Outcome.HOLDS_IN_PART, Claims.onPar(within, beyond).outcome());
        assertEquals(Outcome.INCONCLUSIVE, Claims.onPar(straddling, within).outcome());
        assertEquals(Outcome.DOES_NOT_HOLD, Claims.onPar(straddling, beyond).outcome());
    }

    /** Only an interleaved run of this code with at least 5 rounds is evidence; the others are listed with why. */
    @Test
    void onlyInterleavedRunsOfThisCodeWithFiveRoundsAreEvidence(@TempDir Path dir) throws Exception {
        Fixture four = everyClaim(3);
        four.forks = 4;
        Path short4 = four.write(Files.createDirectory(dir.resolve("a-four-rounds")));
        Path plain = everyClaim(3).writeFilesOnly(Files.createDirectory(dir.resolve("b-plain-jmh")));
        Path older = InterleavedRuns.manifest(everyClaim(3).writeFilesOnly(Files.createDirectory(dir.resolve("c-older"))),
                5, "0000000000000000");
        Evidence e = Evidence.load(List.of(short4, plain, older));
        for (Claim c : Claims.ALL) {
            Outcome o = c.check(e).outcome();
            assertTrue(o == Outcome.NOT_MEASURED || c.id().endsWith("size") || c.id().equals("counters-size-quarter"),
                    c.id() + ": " + o);
        }
        assertEquals(List.of(Evidence.TOO_FEW_ROUNDS, Evidence.NO_MANIFEST, Evidence.OTHER_CODE),
                e.directories().stream().map(Evidence.RunDirectory::notEvidence).toList());
        Files.delete(older.resolve("manifest.json"));
        InterleavedRuns.manifest(older, 5);
        assertEquals(Outcome.HOLDS, verdicts(List.of(short4, plain, older)).get("gateway-xml-3x"), "now of this code");
    }

    /**
     * The newest run that measured both sides decides; two runs are not pooled, three are (random effects) and the
     * pool is shown beside the deciding run, never in its place; a ratio never takes its sides from two runs.
     */
    @Test
    void theNewestRunDecidesAndThreeArePooledBesideIt(@TempDir Path dir) throws Exception {
        Path a = everyClaim(3).write(Files.createDirectory(dir.resolve("a")));
        Path b = everyClaim(1).write(Files.createDirectory(dir.resolve("b")));
        assertEquals(Outcome.DOES_NOT_HOLD, verdicts(List.of(a, b)).get("gateway-xml-3x"), "the newer run (1x) decides");
        assertEquals(Outcome.HOLDS, verdicts(List.of(b, a)).get("gateway-xml-3x"), "given last, the 3x run is newest");

        Path c = everyClaim(3).write(Files.createDirectory(dir.resolve("c")));
        Evidence three = Evidence.load(List.of(a, b, c));
        Verdict v = Claims.ALL.get(0).check(three);
        assertTrue(v.figures().contains("pooled over 3 runs (random effects)"), v.figures());
        assertTrue(v.figures().contains("run b: 1.00x"), v.figures());
        assertTrue(v.figures().startsWith("xml backend"), v.figures());
        assertTrue(v.figures().contains("paired over 5 rounds of run c"), v.figures());
        assertEquals(Outcome.HOLDS, v.outcome(), "the deciding run's interval, not the wide pool of runs that disagree");

        Fixture protobufOnly = new Fixture()
                .row("default", "GatewayBench.handle", Map.of("backend", "protobuf", "input", "default"), 100);
        Fixture xmlOnly = new Fixture()
                .row("default", "GatewayBench.handle", Map.of("backend", "xml", "input", "default"), 300);
        Path p = protobufOnly.write(Files.createDirectory(dir.resolve("d")));
        Path x = xmlOnly.write(Files.createDirectory(dir.resolve("e")));
        assertEquals(Outcome.NOT_MEASURED, verdicts(List.of(p, x)).get("gateway-xml-3x"), "sides of two runs");
    }

    /**
     * README's answer and the claims follow one rule: the newest answer run that measured both sides decides, even
     * when a newer run of another kind measured them too; that run is shown beside it.
     */
    @Test
    void theNewestAnswerRunDecidesBeforeANewerRunOfAnotherKind(@TempDir Path dir) throws Exception {
        Path answer = everyClaim(3).write(Files.createDirectory(dir.resolve("20261126-100000-answer")));
        Path newer = everyClaim(1).write(Files.createDirectory(dir.resolve("20261126-110000-gateway")));
        Verdict v = Claims.ALL.get(0).check(Evidence.load(List.of(answer, newer)));
        assertEquals(Outcome.HOLDS, v.outcome(), v.figures());
        assertTrue(v.figures().contains("paired over 5 rounds of run 20261126-100000-answer; run 20261126-110000-gateway: 1.00x"),
                v.figures());
        assertEquals(Outcome.DOES_NOT_HOLD, verdicts(List.of(newer)).get("gateway-xml-3x"), "alone, the other run decides");
    }

    /**
     * The HTTP claim states what each backend adds above the baseline ({@code backend=none}) of the same run, per
     * round: the mean difference with its interval, and the ratio of the two; without the baseline row it says so.
     */
    @Test
    void httpClaimStatesEachBackendAboveTheBaseline(@TempDir Path dir) throws Exception {
        Claim http = Claims.ALL.stream().filter(c -> c.id().equals("gateway-http-3x")).findFirst().orElseThrow();
        Path run = new Fixture()
                .row("default", "GatewayHttpBench.search", Map.of("backend", "none", "input", "default"), 400)
                .row("default", "GatewayHttpBench.search", Map.of("backend", "protobuf", "input", "default"), 500)
                .row("default", "GatewayHttpBench.search", Map.of("backend", "xml", "input", "default"), 800)
                .write(Files.createDirectory(dir.resolve("http")));
        Verdict v = http.check(Evidence.load(List.of(run)));
        Matcher m = Pattern.compile("above the HTTP baseline \\(backend=none, per round of run http\\): "
                + "xml \\+(\\S+) \\[(\\S+)-(\\S+)], protobuf \\+(\\S+) \\[(\\S+)-(\\S+)] ns/op: (\\S+)x").matcher(v.figures());
        assertTrue(m.find(), v.figures());
        double[] xml = {Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2)), Double.parseDouble(m.group(3))};
        double[] pb = {Double.parseDouble(m.group(4)), Double.parseDouble(m.group(5)), Double.parseDouble(m.group(6))};
        assertEquals(400, xml[0], 400 * 0.03, v.figures());
        assertEquals(100, pb[0], 100 * 0.1, v.figures());
        assertTrue(xml[1] < xml[0] && xml[0] < xml[2] && pb[1] < pb[0] && pb[0] < pb[2], v.figures());
        assertEquals(xml[0] / pb[0], Double.parseDouble(m.group(7)), 0.01, v.figures());
        // the claim itself is still the ratio of the totals: 1.6x is slower, but not 3x
        assertEquals(Outcome.HOLDS_IN_PART, v.outcome(), v.figures());

        Path noBaseline = new Fixture()
                .row("default", "GatewayHttpBench.search", Map.of("backend", "protobuf", "input", "default"), 500)
                .row("default", "GatewayHttpBench.search", Map.of("backend", "xml", "input", "default"), 800)
                .write(Files.createDirectory(dir.resolve("plain")));
        Verdict without = http.check(Evidence.load(List.of(noBaseline)));
        assertEquals(Outcome.HOLDS_IN_PART, without.outcome());
        assertTrue(without.figures().contains("above the HTTP baseline: run plain did not measure backend=none"),
                without.figures());
        // a baseline of an older run is not subtracted from the newer run the claim rests on
        Verdict mixed = http.check(Evidence.load(List.of(run, noBaseline)));
        assertTrue(mixed.figures().contains("above the HTTP baseline: run plain did not measure backend=none"),
                mixed.figures());
        assertTrue(http.check(Evidence.load(List.of(noBaseline, run))).figures().contains("per round of run http)"));
    }

    @Test
    void missingResultsAreNotMeasuredNotGuessed(@TempDir Path dir) throws Exception {
        new Fixture().row("default", "CreateBench.java", Map.of("model", "mediacontent", "input", "default"), 10).write(dir);
        Map<String, Outcome> v = verdicts(dir);
        assertEquals(Outcome.NOT_MEASURED, v.get("gateway-xml-3x"));
        assertEquals(Outcome.NOT_MEASURED, v.get("escape-analysis-create"));
        assertEquals(Outcome.HOLDS, v.get("mediacontent-size"));
    }

    @Test
    void commandPrintsEveryClaimAndRefusesBadPaths(@TempDir Path dir) throws Exception {
        everyClaim(3).write(dir);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertEquals(0, Main.run(new String[]{"claims", "--format", "md", dir.toString()},
                new PrintStream(out, true, StandardCharsets.UTF_8), System.err));
        String md = out.toString(StandardCharsets.UTF_8);
        assertEquals(Claims.ALL.size() + 2, md.lines().filter(l -> l.startsWith("|")).count(), md);
        assertTrue(md.contains("**holds**"), md);
        assertTrue(Claims.ALL.size() >= 7);

        assertEquals(ExitCode.BAD_INPUT, exit("claims", dir.resolve("missing").toString()));
        assertEquals(ExitCode.BAD_INPUT, exit("claims", Files.createDirectory(dir.resolve("empty")).toString()));
        assertEquals(ExitCode.BAD_INPUT, exit("claims", Files.writeString(dir.resolve("x.json"), "{}").toString()));
        assertEquals(ExitCode.BAD_ARGUMENTS, exit("claims", "--format", "pdf", dir.toString()));
        assertEquals(ExitCode.BAD_ARGUMENTS, exit("claims", "--bogus"));
    }

    private static int exit(String... args) {
        CommandResult r = CommandResult.run(args);
        assertEquals(1, r.err().lines().count(), r.err());
        return r.code();
    }
}
