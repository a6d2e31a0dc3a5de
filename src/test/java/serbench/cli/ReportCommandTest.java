package serbench.cli;

import serbench.render.html.BarChart;
import serbench.render.html.ForestPlot;
import serbench.render.html.ReportPage;
import serbench.render.html.Svg;
import serbench.results.Fixtures;
import serbench.results.ResultFile;
import serbench.results.Run;
import serbench.results.RunManifest;
import serbench.results.RunRecord;
import serbench.stats.Interval;
import serbench.stats.Statistics;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import serbench.format.Sizes;
import serbench.model.Models;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * {@code report} on the committed runs: every SVG it writes is parsed as XML (no DTD allowed) and its drawing checked
 * against the data: bar lengths proportional to the value (linear axes) or to log(value / axis start) (log axes), the
 * values those of the suite's statistics and of the sizes the run's manifest recorded, whiskers around the point,
 * every label complete and inside the viewBox by the charts' own text-width estimate. Bad input gives one line and the
 * project's exit codes.
 */
class ReportCommandTest {

    private static final Path REFERENCE = Path.of("results/20261121-225220-reference-quiet");
    private static final Path CORE = Path.of("results/20261122-213224-mediacontent-core");
    /** Coordinates are written with one decimal. */
    private static final double ROUNDING = 0.11;

    @TempDir
    Path dir;

    private static CommandResult report(String... args) {
        List<String> all = new ArrayList<>(List.of("report"));
        all.addAll(List.of(args));
        return CommandResult.run(all.toArray(new String[0]));
    }

    @Test
    void referenceRunChartsFollowTheirData() throws Exception {
        Path out = dir.resolve("ref");
        CommandResult r = report(REFERENCE.toString(), "--out", out.toString());
        assertEquals(0, r.code(), r.err());
        Checked c = checkAll(out, List.of(ResultFile.read(REFERENCE.resolve("default.json"))), List.of());
        assertTrue(c.linearBars > 0, "bars checked: " + c.linearBars);
        assertTrue(c.whiskers > 0 && c.forestDots > 0, c.whiskers + " whiskers, " + c.forestDots + " forest dots");
        List<String> files = names(out);
        for (String expected : List.of("index.html",
                "time-mediacontent-SerializeBench.serialize.svg", "time-finditems-DeserializeBench.readAll.svg",
                "time-mediacontent-CreateBench.svg", "change-time-jdk25.svg", "change-alloc-no-escape-analysis.svg")) {
            assertTrue(files.contains(expected), expected + " in " + files);
        }
        assertTrue(files.stream().noneMatch(f -> f.startsWith("sizes-")), "the run recorded no sizes: none drawn " + files);
        // every row of every profile's file is a complete label of its forest plot, each param named
        for (String profile : List.of("jdk25", "no-escape-analysis")) {
            Document d = parse(out.resolve("change-time-" + profile + ".svg"));
            List<String> labels = rowLabels(d);
            for (Run run : ResultFile.read(REFERENCE.resolve(profile + ".json")).runs()) {
                StringBuilder label = new StringBuilder(run.benchmark().substring("serbench.bench.".length()));
                run.params().forEach((k, v) -> label.append(' ').append(k).append('=').append(v));
                assertTrue(labels.contains(label.toString()), label + " in " + labels);
                assertTrue(label.toString().contains("input=default") && label.toString().contains("model="), label.toString());
            }
            assertTrue(labels.stream().noneMatch(l -> l.contains("java default")), "no param without its name: " + labels);
        }
        String page = Files.readString(out.resolve("index.html"));
        assertTrue(page.startsWith("<!DOCTYPE html>") && page.contains(ReportPage.GENERATOR));
        assertFalse(page.contains("<script"), "no script");
        assertFalse(page.contains("href=\"http") || page.contains("src=") || page.contains("url("), "nothing external");
        for (String header : List.of("Intel(R) Xeon(R) Processor", "5a4373ecf37583d583b020e765be78434cd93ae3",
                "-XX:-DoEscapeAnalysis", "25.0.3", "17.0.15", "noise")) {
            assertTrue(page.contains(header), header);
        }
        assertEquals((files.size() - 1) / 2, count(page, "<div class=\"card"), "every chart inline in the page");
        assertTrue(page.contains("<h2 id=\"sizes\">Sizes</h2>\n<p class=\"small\">sizes: not recorded by this run "
                + "(runs made before &#39;run&#39; recorded the sizes of its inputs in manifest.json did not record "
                + "them); &#39;java -jar target/benchmarks.jar sizes&#39; prints today&#39;s</p>\n<h2 id=\""),
                "one line where the size charts would be");
        assertTrue(page.indexOf("<h2 id=\"profiles\">") < page.indexOf("<h2 id=\"operations\">")
                && page.indexOf("<h2 id=\"operations\">") < page.indexOf("<h2 id=\"sizes\">"),
                "several profiles: their changes first, then the operations, then the sizes");
    }

    /**
     * A run whose manifest recorded sizes gets one size chart per model, drawn from those sizes (here the reference
     * run's files with a manifest that records mediacontent's default input and finditems' 1 and 1000 items, whose
     * span puts the chart on a log axis); a size changed in the manifest changes the chart.
     */
    @Test
    void sizeChartsAreDrawnFromTheSizesTheRunRecorded() throws Exception {
        Path run = Files.createDirectories(dir.resolve("run"));
        for (String f : List.of("default.json", "no-escape-analysis.json", "jdk25.json")) {
            Files.copy(REFERENCE.resolve(f), run.resolve(f));
        }
        List<RunRecord.Size> sizes = new ArrayList<>(recorded("mediacontent", "default"));
        sizes.addAll(recorded("finditems", "1"));
        sizes.addAll(recorded("finditems", "1000"));
        RunRecord manifest = RunManifest.ofDirectory(REFERENCE).orElseThrow().withSizes(sizes);
        Files.write(run.resolve(RunRecord.FILE), manifest.toJson());
        Path out = dir.resolve("sized");
        CommandResult r = report(run.toString(), "--out", out.toString());
        assertEquals(0, r.code(), r.err());
        Checked c = checkAll(out, List.of(ResultFile.read(run.resolve("default.json"))), sizes);
        assertTrue(c.linearBars > 0 && c.logDots > 0, "both axis kinds checked: " + c.linearBars + " / " + c.logDots);
        assertTrue(c.sizeCharts == 2, c.sizeCharts + " size charts");
        String page = Files.readString(out.resolve("index.html"));
        assertFalse(page.contains("not recorded by this run"), "the sizes were recorded");
        Set<String> texts = texts(parse(out.resolve("sizes-finditems.svg")));
        assertTrue(texts.containsAll(List.of("1 \u00b7 json", "1000 \u00b7 xml")) && !texts.contains("50 \u00b7 json"),
                "only the recorded inputs: " + texts);

        RunRecord.Size first = sizes.get(0);
        sizes.set(0, new RunRecord.Size(first.model(), first.input(), first.format(), 12345, first.gzipBytes()));
        Files.write(run.resolve(RunRecord.FILE), manifest.withSizes(sizes).toJson());
        CommandResult again = report(run.toString(), "--out", out.toString());
        assertEquals(0, again.code(), again.err());
        checkAll(out, List.of(ResultFile.read(run.resolve("default.json"))), sizes);
        assertTrue(Files.readString(out.resolve("sizes-mediacontent.svg")).contains("data-value=\"12345.0\""),
                "the changed size is drawn");
    }

    /** What a run records for one input of a model in the reference run's formats. */
    private static List<RunRecord.Size> recorded(String model, String input) {
        return Sizes.of(Models.byName(model), input).stream()
                .filter(s -> List.of("protobuf", "json", "xml").contains(s.format()))
                .map(s -> new RunRecord.Size(s.model(), s.input(), s.format(), s.bytes(), s.gzipBytes())).toList();
    }

    @Test
    void singleProfileRunFromItsResultFile() throws Exception {
        Path out = dir.resolve("core");
        CommandResult r = report(CORE.resolve("default.json").toString(), "--out", out.toString());
        assertEquals(0, r.code(), r.err());
        Checked c = checkAll(out, List.of(ResultFile.read(CORE.resolve("default.json"))), List.of());
        assertTrue(c.linearBars > 0, "bars checked");
        List<String> files = names(out);
        assertTrue(files.contains("time-mediacontent-ProtobufWriteBench.svg"), files.toString());
        assertTrue(files.stream().noneMatch(f -> f.startsWith("change-")), "one profile: no change charts " + files);
        Set<String> texts = texts(parse(out.resolve("time-mediacontent-ProtobufWriteBench.svg")));
        for (String method : List.of("codedOutputStreamReusedArray", "freshMessage", "sizedMessage", "toByteArray",
                "writeToNewStream", "writeToReusedStream")) {
            assertTrue(texts.contains(method), method + " in " + texts);
        }
        String page = Files.readString(out.resolve("index.html"));
        assertTrue(page.contains("0 of 72 forks ran on a loaded machine"), "noise summary from the manifest");
    }

    @Test
    void defaultDirectoryIsReplacedOnlyWhenItHoldsAnEarlierReport() throws Exception {
        Path run = dir.resolve("run");
        Files.createDirectories(run);
        Files.copy(CORE.resolve("default.json"), run.resolve("default.json"));
        Files.copy(CORE.resolve("manifest.json"), run.resolve("manifest.json"));
        CommandResult first = report(run.toString());
        assertEquals(0, first.code(), first.err());
        assertTrue(Files.isRegularFile(run.resolve("report/index.html")));
        Files.writeString(run.resolve("report/stale.svg"), "<svg/>");
        CommandResult again = report(run.toString());
        assertEquals(0, again.code(), again.err());
        assertTrue(again.out().contains("replaced the report written there before"), again.out());
        assertFalse(Files.exists(run.resolve("report/stale.svg")), "an earlier report's files are replaced");
        Path foreign = Files.writeString(run.resolve("report/notes.txt"), "mine");
        assertOneLineError(report(run.toString()), 2, "holds files 'report' did not write");
        assertEquals("mine", Files.readString(foreign), "never overwritten");
        Path file = Files.writeString(dir.resolve("a-file"), "x");
        assertOneLineError(report(run.toString(), "--out", file.toString()), 2, "is a file, not a directory");
    }

    @Test
    void badInputGivesOneLine() throws IOException {
        assertOneLineError(report(dir.resolve("nope").toString()), 3, "no such file or directory");
        assertOneLineError(report(Fixtures.resource("object.json").toString(), "--out", dir.resolve("o").toString()),
                3, "JSON but not a JMH result");
        Path empty = Files.createDirectories(dir.resolve("empty"));
        assertOneLineError(report(empty.toString()), 3, "holds no result files");
        Files.writeString(empty.resolve("manifest.json"), "{\"profiles\":[{\"name\":\"default\",\"resultFile\":\"default.json\"}]}");
        assertOneLineError(report(empty.toString()), 3, "holds no result files");
        assertOneLineError(report(), 2, "needs a run directory or result files");
        assertOneLineError(report(CORE.toString(), "--bogus"), 2, "unknown option '--bogus'");
        assertOneLineError(report(CORE.toString(), "--out"), 2, "--out needs a value (DIR)");
        assertFalse(Files.exists(dir.resolve("o")), "nothing written for bad input");
    }

    @Test
    void hostileNamesAreEscapedAndKeptWhole() throws Exception {
        String bench = "x.Y.<script>alert('&')</script>\"\u001b[2J";
        String format = "f<b>&amp;\u202e";
        double[][] raw = {{1, 1.1}, {1.2, 1.3}};
        Path file = Fixtures.write(dir, "hostile.json",
                Fixtures.run(bench, "avgt", "ns/op", java.util.Map.of("format", format, "model", "m&m"), raw, raw),
                Fixtures.run(bench, "avgt", "ns/op", java.util.Map.of("format", "json", "model", "m&m"), raw, null));
        Path out = dir.resolve("hostile-report");
        CommandResult r = report(file.toString(), "--out", out.toString());
        assertEquals(0, r.code(), r.err());
        for (String name : names(out)) {
            if (name.endsWith(".svg")) {
                Document d = parse(out.resolve(name)); // not well-formed if anything was left unescaped
                new Checked().check(d, name);
                String all = String.join("", elements(d, "text").stream().map(org.w3c.dom.Node::getTextContent).toList());
                assertTrue(all.contains(serbench.text.Escape.line(format)), name + ": the format label whole, "
                        + "its bidirectional override shown as an escape");
            }
        }
        String page = Files.readString(out.resolve("index.html"));
        assertFalse(page.contains("<script") || page.contains("<b>"), "markup from names never reaches the page");
        for (String name : names(out)) {
            if (name.endsWith(".csv")) {
                String csv = Files.readString(out.resolve(name));
                assertFalse(csv.contains("\u001b") || csv.contains("\u202e"), name + ": control characters shown as escapes");
                assertTrue(parseCsv(csv).stream().anyMatch(row -> row.contains(serbench.text.Escape.line(format))),
                        name + ": the format whole in one field");
            }
        }
    }

    @Test
    void longLabelsAreNeverCut() throws Exception {
        String label = "a.very.long.benchmark.Name.method format=protobuf-json-with-a-long-name input=file:/some/path";
        String svg = BarChart.render("t", "s", List.of("time, ns/op"), List.of(
                new BarChart.Row(label, List.of(BarChart.Bar.of(new Interval(5, 1, 9), "5")), null),
                new BarChart.Row("x", List.of(BarChart.Bar.plain(5000, "5000")), null)));
        Document d = parseString(svg);
        assertTrue(texts(d).contains(label));
        assertEquals("log", ((Element) d.getElementsByTagName("g").item(0)).getAttribute("data-scale"),
                "values 1..5000 get a log axis");
        assertTrue(texts(d).containsAll(List.of("1", "10", "100", "1k", "10k")), "decade ticks " + texts(d));
        Checked c = new Checked();
        c.check(d, "long");
        assertEquals(2, c.logDots);
        assertEquals(1, c.whiskers);
        String forest = ForestPlot.render(List.of(new ForestPlot.Entry(label, new Interval(1.1, 1.0, 1.2),
                ForestPlot.Tone.SAME, "+10%", "tip")), "slower", "faster");
        Document f = parseString(forest);
        assertEquals(List.of(label), rowLabels(f), "the whole label on its row");
        List<String> lines = new ArrayList<>();
        elements(f, "text").stream().filter(t -> t.getAttribute("class").equals("label"))
                .forEach(t -> lines.add(t.getTextContent()));
        assertTrue(lines.size() > 1, "a label longer than the plot is wrapped: " + lines);
        assertEquals(label, String.join(" ", lines), "wrapped at spaces, nothing lost");
        Checked cf = new Checked();
        cf.check(f, "forest");
        assertEquals(1, cf.forestDots);
    }

    /**
     * Beside every SVG, a CSV (RFC 4180: header line, CRLF, quoted fields) with the chart's own numbers, which the page
     * links: a time chart's bars, whiskers and B/op bars are its rows in order, its texts are times and no ratio (the
     * answer chart's is the one figure per pair); a change chart's rows are its dots, coloured only when the CSV says
     * the change is significant after Holm.
     */
    @Test
    void everyChartHasItsNumbersBesideItAsCsv() throws Exception {
        Path out = dir.resolve("csv");
        CommandResult r = report(REFERENCE.toString(), "--out", out.toString());
        assertEquals(0, r.code(), r.err());
        String page = Files.readString(out.resolve("index.html"));
        int timeCharts = 0;
        int ratios = 0;
        int changeRows = 0;
        for (String name : names(out)) {
            if (!name.endsWith(".svg")) {
                continue;
            }
            String base = name.substring(0, name.length() - 4);
            Path csvFile = out.resolve(base + ".csv");
            assertTrue(Files.isRegularFile(csvFile), name + " has its data beside it");
            assertTrue(page.contains("href=\"" + base + ".csv\""), "the page links " + base + ".csv");
            String text = Files.readString(csvFile);
            assertTrue(text.endsWith("\r\n") && !text.replace("\r\n", "").contains("\n"), name + ": CRLF lines");
            List<List<String>> records = parseCsv(text);
            List<String> header = records.get(0);
            List<List<String>> rows = records.subList(1, records.size());
            rows.forEach(row -> assertEquals(header.size(), row.size(), name + ": " + row));
            Document d = parse(out.resolve(name));
            if (name.startsWith("time-")) {
                timeCharts++;
                int time = columnStarting(header, "time (");
                assertEquals(barValues(d, "p0"), column(rows, time), name + ": the time bars are the CSV's times");
                assertEquals(whiskers(d, "p0"), pairs(rows, time + 1, time + 2), name + ": whiskers are its interval");
                if (header.contains("B/op")) {
                    assertEquals(barValues(d, "p1"), column(rows, header.indexOf("B/op")), name + ": B/op bars");
                }
                assertFalse(header.stream().anyMatch(h -> h.startsWith("ratio")), name + ": a time chart prints no"
                        + " ratio of its own (the answer's is the one figure per pair): " + header);
                List<String> valueTexts = elements(d, "text").stream()
                        .filter(t -> t.getAttribute("class").equals("value")).map(Node::getTextContent).toList();
                for (int i = 0; i < rows.size(); i++) {
                    assertTrue(valueTexts.get(i).matches("[0-9.]+ (ns|\u00b5s|ms|s)( \u00b1[0-9.]+%)?"), name + ": '"
                            + valueTexts.get(i) + "' is a time in a unit that reads well, and no ratio");
                    ratios++;
                }
            } else if (name.startsWith("change-")) {
                List<String> labels = rowLabels(d);
                assertEquals(labels, rows.stream().map(row -> row.get(0)).toList(), name + ": one CSV row per plot row");
                int significant = header.indexOf("significant after Holm");
                List<Element> groups = elements(d, "g").stream().filter(g -> g.hasAttribute("data-label")).toList();
                for (int i = 0; i < rows.size(); i++) {
                    List<Element> dots = descendants(groups.get(i), "circle");
                    if (dots.isEmpty()) {
                        continue;
                    }
                    String cls = dots.get(0).getAttribute("class");
                    boolean holm = rows.get(i).get(significant).equals("true");
                    String verdict = rows.get(i).get(header.indexOf("verdict"));
                    if (!holm) {
                        assertTrue(cls.contains("same"), name + ": " + labels.get(i) + " is not significant after Holm,"
                                + " yet its dot is " + cls);
                    } else if (!verdict.startsWith("same")) {
                        assertTrue(cls.contains("better") || cls.contains("worse"), name + ": " + labels.get(i));
                    }
                    changeRows++;
                }
            }
        }
        assertTrue(timeCharts >= 6 && ratios >= 12 && changeRows >= 32, timeCharts + " time charts, " + ratios
                + " time texts, " + changeRows + " change rows checked");
    }

    /**
     * A change whose own test is significant (p < 0.05) but not after Holm's correction over the file's rows reads
     * "inconclusive" and is drawn grey, in the chart and in its CSV.
     */
    @Test
    void aChangeHolmDoesNotConfirmIsNotColoured() throws Exception {
        double[] base = {100, 102, 98, 101, 99, 100};
        double[] slower = {102, 104.5, 100, 103, 101.5, 102};
        List<com.fasterxml.jackson.databind.node.ObjectNode> a = new ArrayList<>();
        List<com.fasterxml.jackson.databind.node.ObjectNode> b = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            java.util.Map<String, String> params = java.util.Map.of("format", "f" + i, "model", "m");
            a.add(Fixtures.run("x.Bench.run", "avgt", "ns/op", params, Fixtures.exact(base), null));
            b.add(Fixtures.run("x.Bench.run", "avgt", "ns/op", params, Fixtures.exact(i == 0 ? slower : base), null));
        }
        Path baseFile = Fixtures.write(dir, "base.json", a.toArray(new com.fasterxml.jackson.databind.node.ObjectNode[0]));
        Path otherFile = Fixtures.write(dir, "other.json", b.toArray(new com.fasterxml.jackson.databind.node.ObjectNode[0]));
        Path out = dir.resolve("holm");
        CommandResult r = report(baseFile.toString(), otherFile.toString(), "--out", out.toString());
        assertEquals(0, r.code(), r.err());
        String chart = names(out).stream().filter(n -> n.startsWith("change-time-") && n.endsWith(".svg")).findFirst()
                .orElseThrow();
        List<List<String>> csv = parseCsv(Files.readString(out.resolve(chart.replace(".svg", ".csv"))));
        List<String> header = csv.get(0);
        List<String> row = csv.stream().filter(c -> c.get(0).contains("format=f0")).findFirst().orElseThrow();
        assertTrue(Double.parseDouble(row.get(header.indexOf("p"))) < 0.05, "the row's own test is significant: " + row);
        assertEquals("false", row.get(header.indexOf("significant after Holm")), row.toString());
        assertTrue(row.get(header.indexOf("verdict")).startsWith("inconclusive"), row.toString());
        Document d = parse(out.resolve(chart));
        Element f0 = elements(d, "g").stream().filter(g -> g.getAttribute("data-label").contains("format=f0"))
                .findFirst().orElseThrow();
        for (Element e : descendants(f0, "*")) {
            String cls = e.getAttribute("class");
            assertFalse(cls.contains("worse") || cls.contains("better"), "not coloured: " + e.getTagName() + " " + cls);
        }
        assertTrue(elements(d, "circle").stream().allMatch(c -> c.getAttribute("class").contains("same")));
    }

    /**
     * The page reads top down on a phone: the title, one line counting the warnings, each section's key (every mark
     * explained: whiskers, ratios, colours after Holm, the {@code *}), the charts (each scaling to its box: a viewBox,
     * width 100%, no minimum width), then the warnings in full and the run's details folded.
     */
    @Test
    void pageShowsChartsFirstAndFitsANarrowScreen() throws Exception {
        Path out = dir.resolve("page");
        CommandResult r = report(REFERENCE.toString(), "--out", out.toString());
        assertEquals(0, r.code(), r.err());
        String page = Files.readString(out.resolve("index.html"));
        int facts = page.indexOf("<dl class=\"facts\">");
        int summary = page.indexOf(" \u2014 see below</a>");
        int key = page.indexOf("<ul class=\"key\">");
        int firstChart = page.indexOf("<div class=\"card");
        int warnings = page.indexOf("<h2 id=\"warnings\">Warnings</h2>");
        int details = page.indexOf("<details>");
        int machine = page.indexOf("Intel(R) Xeon(R) Processor", details);
        assertTrue(0 < facts && facts < summary && summary < key && key < firstChart && firstChart < warnings
                        && warnings < details && details < machine,
                "order: " + List.of(facts, summary, key, firstChart, warnings, details, machine));
        String before = page.substring(0, firstChart);
        assertFalse(before.contains("ran on a loaded machine"), "the warnings' text comes after the charts");
        for (String mark : List.of("95% interval", "<code>1.02x slower?</code>", "after Holm", "<code>*</code>",
                "class=\"dot same\"", "class=\"dot worse\"", "class=\"dot better\"", "class=\"dot hollow\"",
                "class=\"sw p0\"", "class=\"sw p1\"")) {
            assertTrue(page.contains(mark), "the key explains " + mark);
        }
        assertTrue(page.contains("div.card>div>svg{display:block;width:100%;height:auto}"), "charts scale to their box");
        assertFalse(java.util.regex.Pattern.compile("min-width:[1-9]").matcher(page).find(),
                "no chart is kept wider than its box");
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("<div class=\"(?:wide|narrow)\">\n(<svg[^>]*>)")
                .matcher(page);
        int inline = 0;
        while (m.find()) {
            inline++;
            String root = m.group(1);
            assertTrue(root.matches(".*viewBox=\"0 0 \\d+ \\d+\".*"), root);
            assertTrue(root.contains("style=\"max-width:"), root);
            assertFalse(root.contains("min-width"), root);
        }
        assertEquals(2 * count(page, "<div class=\"card"), inline, "each chart drawn wide and for a phone");
    }

    private static int columnStarting(List<String> header, String prefix) {
        for (int i = 0; i < header.size(); i++) {
            if (header.get(i).startsWith(prefix)) {
                return i;
            }
        }
        fail(prefix + " in " + header);
        return -1;
    }

    private static List<Double> column(List<List<String>> rows, int i) {
        return rows.stream().filter(r -> !r.get(i).isEmpty()).map(r -> Double.parseDouble(r.get(i))).toList();
    }

    private static List<List<Double>> pairs(List<List<String>> rows, int lo, int hi) {
        return rows.stream().filter(r -> !r.get(lo).isEmpty())
                .map(r -> List.of(Double.parseDouble(r.get(lo)), Double.parseDouble(r.get(hi)))).toList();
    }

    /** The values panel {@code panel} draws, in row order: its bars (linear axis) or its dots (log axis). */
    private static List<Double> barValues(Document d, String panel) {
        List<Element> drawn = new ArrayList<>();
        for (Element g : elements(d, "g")) {
            for (Element e : children(g, "rect")) {
                if (e.getAttribute("class").equals("bar " + panel)) {
                    drawn.add(e);
                }
            }
            for (Element e : children(g, "circle")) {
                if (e.getAttribute("class").equals("mark " + panel)) {
                    drawn.add(e);
                }
            }
        }
        return drawn.stream().map(e -> Double.parseDouble(e.getAttribute("data-value"))).toList();
    }

    private static List<List<Double>> whiskers(Document d, String panel) {
        List<List<Double>> out = new ArrayList<>();
        for (Element g : elements(d, "g")) {
            if (g.getAttribute("class").equals("panel " + panel)) {
                for (Element w : descendants(g, "line")) {
                    if (w.getAttribute("class").equals("whisker")) {
                        out.add(List.of(Double.parseDouble(w.getAttribute("data-lo")),
                                Double.parseDouble(w.getAttribute("data-hi"))));
                    }
                }
            }
        }
        return out;
    }

    /** RFC 4180 records: fields split at commas outside quotes, quoted fields unquoted, lines ended by CRLF. */
    static List<List<String>> parseCsv(String text) {
        List<List<String>> records = new ArrayList<>();
        List<String> record = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < text.length() && text.charAt(i + 1) == '"') {
                    field.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    field.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                record.add(field.toString());
                field.setLength(0);
            } else if (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
                record.add(field.toString());
                field.setLength(0);
                records.add(record);
                record = new ArrayList<>();
                i++;
            } else {
                field.append(c);
            }
        }
        assertTrue(field.length() == 0 && record.isEmpty() && !quoted, "the last record ends with CRLF");
        return records;
    }

    private static void assertOneLineError(CommandResult r, int code, String expected) {
        assertEquals(code, r.code(), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().startsWith("serbench report: ") && r.err().contains(expected), r.err());
    }

    /**
     * Checks every SVG in {@code out}; the bars' values must be the statistics of {@code files} (a time: the default
     * estimator's centre of the fork values; B/op: the mean) or {@code sizes}.
     */
    private static Checked checkAll(Path out, List<ResultFile> files, List<RunRecord.Size> sizes) throws Exception {
        Set<Double> times = new HashSet<>();
        Set<Double> allocs = new HashSet<>();
        Set<String> formats = new HashSet<>();
        Set<String> models = new HashSet<>();
        for (ResultFile f : files) {
            for (Run r : f.runs()) {
                // a time bar is the default estimator's centre of the fork values (the answer's time/op)
                times.add(serbench.stats.LogRatio.centre(r.primary().forkMeans(),
                        serbench.compare.Estimator.DEFAULT.trim));
                if (r.allocation() != null) {
                    allocs.add(Statistics.mean(r.allocation().forkMeans()));
                }
                if (r.params().containsKey("format")) {
                    formats.add(r.params().get("format"));
                }
                models.add(r.params().get("model"));
            }
        }
        Checked c = new Checked();
        for (String name : names(out)) {
            if (!name.endsWith(".svg")) {
                continue;
            }
            Document d = parse(out.resolve(name));
            c.check(d, name);
            Set<String> texts = texts(d);
            if (name.startsWith("time-")) {
                formats.stream().filter(fm -> name.contains("SerializeBench")).forEach(fm ->
                        assertTrue(texts.contains(fm), name + ": format label " + fm + " in " + texts));
                c.valuesIn(d, "p0", times, name);
                c.valuesIn(d, "p1", allocs, name);
            } else if (name.startsWith("sizes-")) {
                String model = name.substring("sizes-".length(), name.length() - 4);
                assertTrue(models.contains(model), name);
                Set<Double> raw = new HashSet<>();
                Set<Double> gzip = new HashSet<>();
                for (RunRecord.Size s : sizes) {
                    if (s.model().equals(model)) {
                        raw.add((double) s.bytes());
                        gzip.add((double) s.gzipBytes());
                        assertTrue(texts.contains(s.input() + " \u00b7 " + s.format()), name + ": " + s);
                    }
                }
                assertEquals(raw.size() > 0, true, name + ": sizes recorded for " + model);
                c.valuesIn(d, "p0", raw, name);
                c.valuesIn(d, "p1", gzip, name);
                c.sizeCharts++;
            }
        }
        return c;
    }

    /** The drawing checks, with counts so a test can see they ran. */
    private static final class Checked {
        int linearBars;
        int logDots;
        int whiskers;
        int forestDots;
        int sizeCharts;

        void check(Document d, String name) {
            Element root = d.getDocumentElement();
            String[] box = root.getAttribute("viewBox").split(" ");
            double width = Double.parseDouble(box[2]);
            double height = Double.parseDouble(box[3]);
            assertEquals(width, Double.parseDouble(root.getAttribute("width")), name);
            for (Element t : elements(d, "text")) {
                double size = fontSize(t);
                double w = Svg.textWidth(t.getTextContent(), size);
                double x = Double.parseDouble(t.getAttribute("x"));
                double y = Double.parseDouble(t.getAttribute("y"));
                String anchor = t.getAttribute("text-anchor").isEmpty() ? "start" : t.getAttribute("text-anchor");
                double left = switch (anchor) {
                    case "end" -> x - w;
                    case "middle" -> x - w / 2;
                    default -> x;
                };
                assertTrue(left >= -0.5 && left + w <= width + 0.5, name + ": '" + t.getTextContent() + "' spans "
                        + left + ".." + (left + w) + " outside 0.." + width);
                assertTrue(y - size >= -0.5 && y <= height + 0.5, name + ": '" + t.getTextContent() + "' at y " + y);
            }
            for (Element panel : elements(d, "g")) {
                if (!panel.getAttribute("class").contains("panel")) {
                    continue;
                }
                boolean log = panel.getAttribute("data-scale").equals("log");
                double min = Double.parseDouble(panel.getAttribute("data-axis-min"));
                double max = Double.parseDouble(panel.getAttribute("data-axis-max"));
                double x0 = Double.parseDouble(panel.getAttribute("data-x0"));
                double plot = Double.parseDouble(panel.getAttribute("data-plot-width"));
                for (Element bar : descendants(panel, "rect")) {
                    if (!bar.getAttribute("class").startsWith("bar")) {
                        continue;
                    }
                    assertFalse(log, name + ": a bar on a log axis (its length would depend on where the axis starts)");
                    double v = Double.parseDouble(bar.getAttribute("data-value"));
                    double w = Double.parseDouble(bar.getAttribute("width"));
                    assertEquals(plot * v / max, w, ROUNDING, name + ": bar of " + v + " on a linear axis");
                    assertEquals(x0, Double.parseDouble(bar.getAttribute("x")), ROUNDING, name + ": bars start at the axis");
                    linearBars++;
                    whiskersAround(bar, x0 + w, v, name);
                }
                for (Element dot : descendants(panel, "circle")) {
                    assertTrue(log && dot.getAttribute("class").startsWith("mark"), name + ": a dot on a log axis only");
                    double v = Double.parseDouble(dot.getAttribute("data-value"));
                    double cx = Double.parseDouble(dot.getAttribute("cx"));
                    assertEquals(x0 + plot * Math.log(v / min) / Math.log(max / min), cx, ROUNDING,
                            name + ": dot of " + v + " on a log axis");
                    logDots++;
                    whiskersAround(dot, cx, v, name);
                }
            }
            // forest plots: every dot inside its interval's whisker
            for (Element dot : elements(d, "circle")) {
                double cx = Double.parseDouble(dot.getAttribute("cx"));
                for (Element ci : children((Element) dot.getParentNode(), "line")) {
                    if (ci.getAttribute("class").startsWith("ci") && ci.getAttribute("y1").equals(ci.getAttribute("y2"))) {
                        assertTrue(Double.parseDouble(ci.getAttribute("x1")) <= cx + ROUNDING
                                && cx <= Double.parseDouble(ci.getAttribute("x2")) + ROUNDING, name + ": dot in interval");
                        forestDots++;
                    }
                }
            }
        }

        /** The whisker of a bar or dot, when it has one, spans {@code x} and its interval holds {@code v}. */
        private void whiskersAround(Element mark, double x, double v, String name) {
            for (Element wh : children((Element) mark.getParentNode(), "line")) {
                if (!wh.getAttribute("class").equals("whisker")) {
                    continue;
                }
                double lo = Double.parseDouble(wh.getAttribute("x1"));
                double hi = Double.parseDouble(wh.getAttribute("x2"));
                assertTrue(lo <= x + ROUNDING && x <= hi + ROUNDING, name + ": whisker " + lo + ".." + hi + " around " + x);
                assertTrue(Double.parseDouble(wh.getAttribute("data-lo")) <= v
                        && v <= Double.parseDouble(wh.getAttribute("data-hi")), name + ": interval holds " + v);
                whiskers++;
            }
        }

        /** Every bar of panel {@code cls} shows one of {@code expected} (the statistics computed here from the files). */
        void valuesIn(Document d, String cls, Set<Double> expected, String name) {
            List<Element> marks = new ArrayList<>(elements(d, "rect"));
            marks.addAll(elements(d, "circle"));
            for (Element bar : marks) {
                if (bar.getAttribute("class").equals("bar " + cls) || bar.getAttribute("class").equals("mark " + cls)) {
                    double v = Double.parseDouble(bar.getAttribute("data-value"));
                    assertTrue(expected.stream().anyMatch(e -> Math.abs(e - v) <= 1e-9 * Math.abs(e)),
                            name + ": " + v + " is not a value of the data");
                }
            }
        }
    }

    private static double fontSize(Element e) {
        for (Node n = e; n instanceof Element el; n = n.getParentNode()) {
            if (!el.getAttribute("font-size").isEmpty()) {
                return Double.parseDouble(el.getAttribute("font-size"));
            }
        }
        fail("no font-size for " + e.getTextContent());
        return 0;
    }

    private static List<Element> elements(Document d, String tag) {
        NodeList list = d.getElementsByTagNameNS("*", tag);
        List<Element> out = new ArrayList<>();
        for (int i = 0; i < list.getLength(); i++) {
            out.add((Element) list.item(i));
        }
        return out;
    }

    private static List<Element> descendants(Element parent, String tag) {
        NodeList list = parent.getElementsByTagNameNS("*", tag);
        List<Element> out = new ArrayList<>();
        for (int i = 0; i < list.getLength(); i++) {
            out.add((Element) list.item(i));
        }
        return out;
    }

    private static List<Element> children(Element parent, String tag) {
        List<Element> out = new ArrayList<>();
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && e.getLocalName().equals(tag)) {
                out.add(e);
            }
        }
        return out;
    }

    /** The forest plot's rows' labels, whole ({@code data-label}: a long one is drawn on several lines). */
    private static List<String> rowLabels(Document d) {
        List<String> out = new ArrayList<>();
        elements(d, "g").stream().filter(g -> g.hasAttribute("data-label")).forEach(g -> out.add(g.getAttribute("data-label")));
        return out;
    }

    private static Set<String> texts(Document d) {
        Set<String> out = new HashSet<>();
        elements(d, "text").forEach(t -> out.add(t.getTextContent()));
        return out;
    }

    private static List<String> names(Path out) throws IOException {
        try (Stream<Path> s = Files.list(out)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    private static int count(String s, String part) {
        int n = 0;
        for (int i = s.indexOf(part); i >= 0; i = s.indexOf(part, i + 1)) {
            n++;
        }
        return n;
    }

    /** A parser that refuses any DTD (so no entity can be declared or fetched). */
    private static DocumentBuilder parser() throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        f.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        f.setXIncludeAware(false);
        f.setExpandEntityReferences(false);
        return f.newDocumentBuilder();
    }

    private static Document parse(Path svg) throws Exception {
        return parser().parse(svg.toFile());
    }

    private static Document parseString(String svg) throws Exception {
        return parser().parse(new org.xml.sax.InputSource(new java.io.StringReader(svg)));
    }
}
