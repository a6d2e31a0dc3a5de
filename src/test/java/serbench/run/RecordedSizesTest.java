package serbench.run;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.cli.CommandResult;
import serbench.cli.RunCommand;
import serbench.format.Sizes;
import serbench.model.Models;
import serbench.results.RunManifest;
import serbench.results.RunRecord;
import serbench.run.design.Schedule;
import serbench.run.design.RunSizes;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The sizes a run records in its manifest ({@link RunSizes}): those of the inputs its units select, equal to what
 * {@link Sizes} computes; {@code report} draws its size charts from them, not from today's codecs.
 */
class RecordedSizesTest {

    private static final Pattern BAR = Pattern.compile("class=\"bar (p[01])\" data-value=\"([^\"]+)\"");

    @TempDir
    Path dir;

    @BeforeAll
    static void ignoreOtherJmhRuns() {
        System.setProperty("jmh.ignoreLock", "true");
    }

    private static Schedule.Unit unit(String benchmark, String... params) {
        Map<String, String> p = new LinkedHashMap<>();
        for (int i = 0; i < params.length; i += 2) {
            p.put(params[i], params[i + 1]);
        }
        return new Schedule.Unit(benchmark, p);
    }

    /** {@link Sizes#of}'s rows of one input in {@code formats} (every format when none is given), as recorded. */
    private static List<RunRecord.Size> sizes(String model, String input, String... formats) {
        return Sizes.of(Models.byName(model), input).stream()
                .filter(s -> formats.length == 0 || List.of(formats).contains(s.format()))
                .map(s -> new RunRecord.Size(s.model(), s.input(), s.format(), s.bytes(), s.gzipBytes())).toList();
    }

    @Test
    void theUnitsParamsSelectTheModelsInputsAndFormats() {
        List<String> warnings = new ArrayList<>();
        List<RunRecord.Size> recorded = RunSizes.of(List.of(
                unit("b.SerializeBench.serialize", "model", "mediacontent", "input", "default", "format", "json"),
                unit("b.SerializeBench.serialize", "model", "mediacontent", "input", "default", "format", "xml"),
                unit("b.DeserializeBench.readAll", "model", "mediacontent", "input", "default", "format", "json"),
                unit("b.CreateBench.java", "model", "finditems", "input", "1"),
                unit("b.CountersBench.encode", "input", "100", "format", "protobuf"),
                unit("x.Foreign.run", "model", "not-a-suite-model", "format", "json")), warnings::add);
        List<RunRecord.Size> expected = new ArrayList<>(sizes("mediacontent", "default", "json", "xml"));
        expected.addAll(sizes("finditems", "1"));
        assertEquals(expected, recorded, "json and xml of mediacontent; finditems has no format param: every format");
        assertEquals(List.of(), warnings);
        assertEquals("media.1", recorded.get(0).input(), "the input's resolved name");
        assertEquals(List.of(), RunSizes.of(List.of(unit("x.Probe.run", "size", "1")), warnings::add), "no model: none");
    }

    @Test
    void anInputThatCannotBeSizedIsLeftOutWithAWarning() {
        List<String> warnings = new ArrayList<>();
        String missing = "file:" + dir.resolve("missing.json");
        List<RunRecord.Size> recorded = RunSizes.of(List.of(
                unit("b.SerializeBench.serialize", "model", "mediacontent", "input", missing, "format", "json"),
                unit("b.SerializeBench.serialize", "model", "mediacontent", "input", "default", "format", "json")),
                warnings::add);
        assertEquals(sizes("mediacontent", "default", "json"), recorded);
        assertEquals(1, warnings.size(), warnings.toString());
        assertTrue(warnings.get(0).startsWith("sizes of model=mediacontent input=" + missing + " not recorded: "),
                warnings.get(0));
    }

    /**
     * A real run of {@link ProbeSizesBenchmark} with {@code -p model=mediacontent} (its input and format left at the
     * benchmark's defaults) records the sizes {@link Sizes} computes for them, and {@code report} draws those; in a
     * copy whose manifest says otherwise, it draws what the manifest says.
     */
    @Test
    void aRunRecordsItsSizesAndReportDrawsThem() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = RunCommand.run(new String[]{"--profiles", "default", "--label", "sizes", "-f", "1", "-wi", "0",
                        "-i", "1", "-r", "50ms", "-p", "model=mediacontent", ProbeSizesBenchmark.class.getName()},
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                dir);
        assertEquals(0, code, out.toString(StandardCharsets.UTF_8) + err.toString(StandardCharsets.UTF_8));
        Path run;
        try (Stream<Path> s = Files.list(dir.resolve("results"))) {
            run = s.findFirst().orElseThrow();
        }
        RunRecord manifest = RunManifest.ofDirectory(run).orElseThrow();
        List<RunRecord.Size> expected = sizes("mediacontent", "default", "json");
        assertEquals(1, expected.size());
        assertEquals(expected, manifest.sizes());

        RunRecord.Size json = expected.get(0);
        Map<String, List<Double>> bars = sizeBars(report(run, dir.resolve("report")));
        assertEquals(Map.of("p0", List.of((double) json.bytes()), "p1", List.of((double) json.gzipBytes())), bars);

        Path copy = Files.createDirectories(dir.resolve("copy"));
        Files.copy(run.resolve("default.json"), copy.resolve("default.json"));
        RunRecord.Size changed = new RunRecord.Size(json.model(), json.input(), json.format(), 12345, json.gzipBytes());
        Files.write(copy.resolve(RunRecord.FILE), manifest.withSizes(List.of(changed)).toJson());
        assertEquals(Map.of("p0", List.of(12345.0), "p1", List.of((double) json.gzipBytes())),
                sizeBars(report(copy, dir.resolve("report-copy"))), "the chart follows the manifest");
    }

    /** Runs {@code report} on {@code run} into {@code out}; the path of its size chart of mediacontent. */
    private static Path report(Path run, Path out) throws IOException {
        CommandResult r = CommandResult.run("report", run.toString(), "--out", out.toString());
        assertEquals(0, r.code(), r.err());
        String page = Files.readString(out.resolve("index.html"));
        assertTrue(page.contains("<h2 id=\"sizes\">Sizes</h2>"), "a sizes section");
        assertFalse(page.contains("not recorded by this run"), "the sizes were recorded");
        return out.resolve("sizes-mediacontent.svg");
    }

    /** The values of the chart's bars, per panel (p0 raw, p1 gzip). */
    private static Map<String, List<Double>> sizeBars(Path svg) throws IOException {
        String s = Files.readString(svg);
        assertTrue(s.contains(">media.1 \u00b7 json<"), "the row's label: " + s);
        Map<String, List<Double>> bars = new LinkedHashMap<>();
        Matcher m = BAR.matcher(s);
        while (m.find()) {
            bars.computeIfAbsent(m.group(1), k -> new ArrayList<>()).add(Double.parseDouble(m.group(2)));
        }
        return bars;
    }
}
