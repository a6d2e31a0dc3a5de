package serbench.render.html;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import serbench.answer.Answer;
import serbench.cli.CommandResult;
import serbench.compare.Estimator;
import serbench.render.AnswerView;
import serbench.results.ResultFile;
import serbench.stats.Interval;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The report page on a phone and on a desktop, and on a page of several profiles, from the committed runs:
 * <ul>
 * <li>no chart text below {@value #MIN_PX} px on a {@value #PHONE}-px screen (the chart drawn for a phone, as wide as
 * the page shows it there: the screen less the page's padding, at most {@link ReportPage#MAX_SCALE} times its own
 * width) nor on a {@value #DESKTOP}-px one (the chart drawn wide, in its grid column);</li>
 * <li>one frame per chart: the card's; no framing CSS rule reaches an SVG;</li>
 * <li>the header says when the run started and how long it took, the JDK, the CPU and the host's noise line as
 * {@code answer} prints it, with no nanosecond timestamp;</li>
 * <li>a page of several profiles opens with its change plots;</li>
 * <li>the change plots' axis speaks the verdicts' words (ratios, {@code 1.5x}), not percent;</li>
 * <li>no bar on a log axis: a dot at the value.</li>
 * </ul>
 */
class PhoneReportTest {

    /** The smallest chart text a reader should meet, in CSS px. */
    static final double MIN_PX = 11;
    /** A phone's screen width (an iPhone's 390 CSS px). */
    static final int PHONE = 390;
    static final int DESKTOP = 1400;
    /**
     * A wide chart's box on a {@value #DESKTOP}-px page: the body's 1400 px less its 1em (15 px) padding each side,
     * two grid columns 1em apart, less the card's 1-px border and 4-px padding each side.
     */
    static final double DESKTOP_BOX = ((DESKTOP - 2 * 15) - 15) / 2.0 - 2 * 5;
    /** The box of a chart wider than {@link ReportPage#FULL_ROW}, which spans the grid's row. */
    static final double DESKTOP_ROW = DESKTOP - 2 * 15 - 2 * 5;

    /** The README's answer run (answer, time and size charts), several profiles, log axes, single shot, methods. */
    private static final List<String> RUNS = List.of("20261127-084943-answer", "20261121-225220-reference-quiet",
            "20261123-230720-sizes-finditems", "20261127-095722-cold-start", "20261126-030504-binding",
            "20261124-085706-escape-analysis");

    @TempDir
    static Path out;

    private static final Map<String, Path> reports = new LinkedHashMap<>();

    @BeforeAll
    static void writeReports() {
        for (String run : RUNS) {
            Path dir = out.resolve(run);
            CommandResult r = CommandResult.run("report", "results/" + run, "--out", dir.toString());
            assertEquals(0, r.code(), run + ": " + r.err());
            reports.put(run, dir);
        }
    }

    /** One chart of the page: its card's id, and the SVG drawn wide and the one drawn for a phone, as inlined. */
    record Card(String id, boolean fullRow, String wide, String narrow) {
    }

    private static final Pattern CARD = Pattern.compile("<div class=\"card( full)?\" id=\"([^\"]+)\">\n<div class=\"wide\">\n"
            + "(<svg.*?</svg>\n)</div>\n<div class=\"narrow\">\n(<svg.*?</svg>\n)</div>\n<p>", Pattern.DOTALL);

    static List<Card> cards(String page) {
        List<Card> out = new ArrayList<>();
        Matcher m = CARD.matcher(page);
        while (m.find()) {
            out.add(new Card(m.group(2), m.group(1) != null, m.group(3), m.group(4)));
        }
        return out;
    }

    private static String page(String run) throws Exception {
        return Files.readString(reports.get(run).resolve("index.html"));
    }

    @Test
    void noChartTextBelowElevenPixelsOnAPhoneOrADesktop() throws Exception {
        double phoneBox = PHONE - 2 * ReportPage.PHONE_PADDING;
        List<String> smallest = new ArrayList<>();
        int texts = 0;
        for (String run : RUNS) {
            String page = page(run);
            List<Card> cards = cards(page);
            assertEquals(count(page, "<div class=\"card"), cards.size(), run + ": every card has both drawings");
            assertFalse(cards.isEmpty(), run);
            for (Card c : cards) {
                double wide = Double.parseDouble(parse(c.wide()).getDocumentElement().getAttribute("width"));
                assertEquals(wide > ReportPage.FULL_ROW, c.fullRow(), run + " " + c.id() + ": " + wide + " wide");
                texts += checkFonts(run + " " + c.id() + " (phone)", c.narrow(), phoneBox, smallest);
                texts += checkFonts(run + " " + c.id() + " (desktop)", c.wide(), c.fullRow() ? DESKTOP_ROW : DESKTOP_BOX,
                        smallest);
            }
        }
        assertTrue(texts > 1000, texts + " texts checked");
        assertTrue(smallest.isEmpty(), "chart text below " + MIN_PX + " px:\n" + String.join("\n", smallest));
    }

    /**
     * Every text of {@code svg}, shown at the width its box gives it (at most its {@code max-width}): its font size
     * times that width over its viewBox's must be at least {@value #MIN_PX}; the offenders go to {@code smallest}.
     */
    private static int checkFonts(String where, String svg, double box, List<String> smallest) throws Exception {
        Document d = parse(svg);
        Element root = d.getDocumentElement();
        double viewBox = Double.parseDouble(root.getAttribute("viewBox").split(" ")[2]);
        Matcher max = Pattern.compile("max-width:(\\d+)px").matcher(root.getAttribute("style"));
        assertTrue(max.find(), where + ": a max-width");
        double shown = Math.min(box, Double.parseDouble(max.group(1)));
        int n = 0;
        for (Element t : elements(d, "text")) {
            double px = fontSize(t) * shown / viewBox;
            if (px < MIN_PX) {
                smallest.add(String.format("%s: %.2f px, '%s'", where, px, t.getTextContent()));
            }
            n++;
        }
        return n;
    }

    /** The chart drawn for a phone stays {@link BarChart#NARROW} wide whatever its labels: it wraps them. */
    @Test
    void aPhoneChartKeepsItsWidthWithLongLabels() throws Exception {
        String word = "VeryLongGeneratedBenchmarkClassName".repeat(6);
        String label = "a.very.long.benchmark.Name.method format=protobuf-json-with-a-long-name " + word;
        String bars = BarChart.narrow(label, label, "operation \u00b7 format",
                List.of(BarChart.Panel.of("time, ns/op " + word)),
                List.of(new BarChart.Row(label, List.of(BarChart.Bar.of(new Interval(5, 1, 9), "5 ns")), null),
                        new BarChart.Row("x", List.of(BarChart.Bar.plain(5000, "5 \u00b5s")), null)));
        String forest = Svg.titled(ForestPlot.narrow(List.of(new ForestPlot.Entry(label, new Interval(1.1, 1.0, 1.2),
                        ForestPlot.Tone.SAME, "1.10x faster?", "tip"), new ForestPlot.Entry(word, null,
                        ForestPlot.Tone.SAME, "not in the baseline " + word, "tip")), "slower", "faster"),
                label, label, BarChart.TITLE_FONT, BarChart.FONT, BarChart.NARROW, true);
        for (String svg : List.of(bars, forest)) {
            Document d = parse(svg);
            assertEquals(BarChart.NARROW, Double.parseDouble(d.getDocumentElement().getAttribute("width")), svg);
            for (Element t : elements(d, "text")) {
                assertTrue(Svg.textWidth(t.getTextContent(), fontSize(t)) <= BarChart.NARROW - 2 * 10 + 0.01,
                        "a line within the chart: " + t.getTextContent());
            }
            String all = String.join("", elements(d, "text").stream().map(Element::getTextContent).toList());
            assertTrue(all.contains(word.substring(0, 20)), "the label is drawn");
        }
        assertTrue(bars.contains("data-scale=\"log\""), "1..5000: a log axis");
    }

    /** The card is framed, and nothing else of a chart: no CSS rule with a border, outline or shadow reaches an SVG. */
    @Test
    void oneFramePerChart() throws Exception {
        for (String run : RUNS) {
            String page = page(run);
            String css = page.substring(page.indexOf("<style>") + 7, page.indexOf("</style>"));
            Set<Set<String>> roots = new HashSet<>();
            for (Card c : cards(page)) {
                for (String svg : List.of(c.wide(), c.narrow())) {
                    roots.add(Set.of(parse(svg).getDocumentElement().getAttribute("class").split(" ")));
                }
            }
            int cardFrames = 0;
            for (String[] rule : rules(css)) {
                if (!frames(rule[1])) {
                    continue;
                }
                for (String selector : rule[0].split(",")) {
                    String[] compounds = selector.trim().split("[\\s>+~]+");
                    String subject = compounds[compounds.length - 1];
                    String tag = subject.replaceAll("[.#:\\[].*", "");
                    Set<String> classes = new HashSet<>();
                    Matcher m = Pattern.compile("\\.([A-Za-z0-9_-]+)").matcher(subject);
                    while (m.find()) {
                        classes.add(m.group(1));
                    }
                    boolean reachesSvg = (tag.isEmpty() || tag.equals("svg"))
                            && roots.stream().anyMatch(r -> r.containsAll(classes));
                    assertFalse(reachesSvg, run + ": '" + selector + "{" + rule[1] + "}' frames a chart's SVG " + roots);
                    if (subject.equals("div.card")) {
                        cardFrames++;
                    }
                }
            }
            assertEquals(1, cardFrames, run + ": one rule frames the card");
            assertTrue(css.contains("@media (max-width:" + ReportPage.PHONE_MAX + "px){")
                    && css.contains("div.card>div.wide{display:none}div.card>div.narrow{display:block}")
                    && css.contains("div.card>div.narrow{display:none}\n"), run + ": the phone's drawing on a phone only");
        }
    }

    /** Whether CSS declarations draw a frame: a border, outline or shadow that is not none or 0. */
    private static boolean frames(String declarations) {
        for (String d : declarations.split(";")) {
            String[] kv = d.split(":", 2);
            if (kv.length == 2 && kv[0].trim().matches("border(-(top|right|bottom|left))?|outline|box-shadow")
                    && !kv[1].trim().matches("0|none|0px")) {
                return true;
            }
        }
        return false;
    }

    /** The CSS rules as {selector, declarations}, those inside an at-rule's block included. */
    private static List<String[]> rules(String css) {
        List<String[]> out = new ArrayList<>();
        StringBuilder selector = new StringBuilder();
        for (int i = 0; i < css.length(); i++) {
            char c = css.charAt(i);
            if (c == '{') {
                String sel = selector.toString().trim();
                selector.setLength(0);
                if (sel.startsWith("@")) {
                    continue; // the at-rule's block: its rules follow
                }
                int end = css.indexOf('}', i);
                out.add(new String[]{sel, css.substring(i + 1, end)});
                i = end;
            } else if (c == '}') {
                selector.setLength(0); // the end of an at-rule's block
            } else {
                selector.append(c);
            }
        }
        return out;
    }

    /**
     * Under the title, before any chart: the run's start to the second and its length, the JDK, the CPU, and the
     * host's noise line as {@code answer} prints it; nowhere a nanosecond timestamp.
     */
    @Test
    void headerSaysWhenHowLongJdkCpuAndNoise() throws Exception {
        String page = page("20261127-084943-answer");
        Map<String, String> facts = facts(page);
        assertEquals(List.of("run", "JDK", "CPU", "host"), List.copyOf(facts.keySet()));
        assertTrue(facts.get("run").matches("2026-11-27 08:49:43 UTC, took 10 min 7 s \\(finished\\)"), facts.get("run"));
        assertTrue(facts.get("JDK").startsWith("17.0.15 (OpenJDK 64-Bit Server VM"), facts.get("JDK"));
        assertEquals("Intel(R) Xeon(R) Processor, 2 cores", facts.get("CPU"));
        ResultFile file = ResultFile.read(Path.of("results/20261127-084943-answer/default.json"));
        String host = AnswerView.host(Answer.of(file, Answer.FORMAT, null, Estimator.DEFAULT, false)).orElseThrow();
        assertEquals(Svg.escape(host.substring("host: ".length())), facts.get("host"), "answer's host line");
        assertTrue(page.indexOf("<dl class=\"facts\">") < page.indexOf("<div class=\"card"), "before the charts");
        for (String run : RUNS) {
            String p = page(run);
            assertFalse(Pattern.compile("\\d\\d:\\d\\d:\\d\\d\\.\\d{4,}").matcher(p).find(), run + ": a timestamp to the ns");
            Map<String, String> f = facts(p);
            assertEquals(List.of("run", "JDK", "CPU", "host"), List.copyOf(f.keySet()), run);
            assertTrue(f.get("run").contains(", took "), run + ": " + f.get("run"));
        }
        Map<String, String> three = facts(page("20261121-225220-reference-quiet"));
        assertTrue(three.get("JDK").contains("25.0.3") && three.get("JDK").contains(": jdk25")
                && three.get("JDK").contains(": default, no-escape-analysis"), "each JDK with its profiles: " + three);
    }

    private static Map<String, String> facts(String page) {
        String dl = page.substring(page.indexOf("<dl class=\"facts\">"), page.indexOf("</dl>", page.indexOf("<dl class=\"facts\">")));
        Map<String, String> out = new LinkedHashMap<>();
        Matcher m = Pattern.compile("<dt>([^<]*)</dt><dd>([^<]*)</dd>").matcher(dl);
        while (m.find()) {
            out.put(m.group(1), m.group(2));
        }
        return out;
    }

    /** A page of several profiles opens with their change plots; a page of one with the answer. */
    @Test
    void severalProfilesOpenWithTheChangePlot() throws Exception {
        for (String run : List.of("20261121-225220-reference-quiet", "20261124-085706-escape-analysis")) {
            String page = page(run);
            List<String> sections = sections(page);
            assertEquals("profiles", sections.get(0), run + ": " + sections);
            assertTrue(cards(page).get(0).id().startsWith("change-time-"), run + ": the first chart is the time change");
        }
        assertEquals(List.of("answer", "operations", "sizes", "run"), sections(page("20261127-084943-answer")));
    }

    private static List<String> sections(String page) {
        List<String> out = new ArrayList<>();
        Matcher m = Pattern.compile("<h2 id=\"([^\"]+)\">").matcher(page);
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }

    /**
     * The change plots' axis is in the verdicts' words: every tick a ratio ({@code 1x}, {@code 1.5x}), none in
     * percent, the same on both sides of 1x; so "1.35x slower" sits between the ticks 1.25x and 1.5x on the slower
     * side, and "1.50x faster" on the 1.5x tick of the faster side.
     */
    @Test
    void theChangeAxisIsInRatios() throws Exception {
        for (String run : List.of("20261121-225220-reference-quiet", "20261124-085706-escape-analysis")) {
            for (Card c : cards(page(run))) {
                if (!c.id().startsWith("change-")) {
                    continue;
                }
                for (String svg : List.of(c.wide(), c.narrow())) {
                    List<Element> ticks = elements(parse(svg), "text").stream()
                            .filter(t -> t.getAttribute("class").equals("tick")).toList();
                    assertFalse(ticks.isEmpty(), c.id());
                    ticks.forEach(t -> assertTrue(t.getTextContent().matches("\\d+(\\.\\d+)?x"), c.id() + ": tick '"
                            + t.getTextContent() + "'"));
                }
            }
        }
        for (boolean narrow : List.of(false, true)) {
            List<ForestPlot.Entry> entries = List.of(
                    new ForestPlot.Entry("a", new Interval(1 / 1.35, 1 / 1.4, 1 / 1.3), ForestPlot.Tone.WORSE,
                            "1.35x slower", "a"),
                    new ForestPlot.Entry("b", new Interval(1.5, 1.45, 1.52), ForestPlot.Tone.BETTER, "1.50x faster",
                            "b"));
            Document d = parse(narrow ? ForestPlot.narrow(entries, "slower", "faster")
                    : ForestPlot.render(entries, "slower", "faster"));
            Map<String, List<Double>> tickX = new LinkedHashMap<>();
            for (Element t : elements(d, "text")) {
                if (t.getAttribute("class").equals("tick")) {
                    tickX.computeIfAbsent(t.getTextContent(), k -> new ArrayList<>()).add(Double.parseDouble(t.getAttribute("x")));
                }
            }
            double one = tickX.get("1x").get(0);
            List<Double> dots = elements(d, "circle").stream().map(e -> Double.parseDouble(e.getAttribute("cx"))).toList();
            double slower = dots.get(0);
            double faster = dots.get(1);
            double left125 = tickX.get("1.25x").stream().filter(x -> x < one).findFirst().orElseThrow();
            double left15 = tickX.get("1.5x").stream().filter(x -> x < one).findFirst().orElseThrow();
            assertTrue(left15 < slower && slower < left125, "1.35x slower between 1.5x and 1.25x: " + tickX + " " + slower);
            double right15 = tickX.get("1.5x").stream().filter(x -> x > one).findFirst().orElseThrow();
            assertEquals(right15, faster, 0.11, "1.50x faster on the 1.5x tick");
            List<Double> onBothSides = tickX.get("1.5x");
            assertEquals(2, onBothSides.size(), "1.5x on both sides: " + tickX);
            assertEquals(one - onBothSides.get(0), onBothSides.get(1) - one, 0.11, "symmetric on a log scale");
        }
    }

    /**
     * No bar on a log axis, in any chart of the page, wide or for a phone: a dot at the value, whisker through it; the
     * key says so on a page with a log axis, and only there.
     */
    @Test
    void noBarsOnALogAxis() throws Exception {
        int logPanels = 0;
        for (String run : RUNS) {
            String page = page(run);
            assertEquals(cards(page).stream().anyMatch(c -> c.wide().contains("data-scale=\"log\"")),
                    page.contains("draws each value as a dot, not a bar"), run + ": the key says so where a log axis is");
            for (Card c : cards(page)) {
                for (String svg : List.of(c.wide(), c.narrow(),
                        Files.readString(reports.get(run).resolve(c.id() + ".svg")))) {
                    Document d = parse(svg);
                    for (Element panel : elements(d, "g")) {
                        if (!panel.getAttribute("class").startsWith("panel")) {
                            continue;
                        }
                        boolean log = panel.getAttribute("data-scale").equals("log");
                        long bars = descendants(panel, "rect").stream()
                                .filter(r -> r.getAttribute("class").startsWith("bar")).count();
                        long dots = descendants(panel, "circle").stream()
                                .filter(r -> r.getAttribute("class").startsWith("mark")).count();
                        if (log) {
                            logPanels++;
                            assertEquals(0, bars, run + " " + c.id() + ": a bar on a log axis");
                            assertTrue(dots > 0, run + " " + c.id() + ": dots on a log axis");
                        } else {
                            assertEquals(0, dots, run + " " + c.id() + ": a linear axis draws bars");
                        }
                    }
                }
            }
        }
        assertTrue(logPanels >= 4, logPanels + " log panels checked");
    }

    private static int count(String s, String part) {
        int n = 0;
        for (int i = s.indexOf(part); i >= 0; i = s.indexOf(part, i + 1)) {
            n++;
        }
        return n;
    }

    static Document parse(String svg) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        f.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        DocumentBuilder b = f.newDocumentBuilder();
        return b.parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    }

    static List<Element> elements(Document d, String tag) {
        NodeList list = d.getElementsByTagNameNS("*", tag);
        List<Element> out = new ArrayList<>();
        for (int i = 0; i < list.getLength(); i++) {
            out.add((Element) list.item(i));
        }
        return out;
    }

    private static List<Element> descendants(Element e, String tag) {
        NodeList list = e.getElementsByTagNameNS("*", tag);
        List<Element> out = new ArrayList<>();
        for (int i = 0; i < list.getLength(); i++) {
            out.add((Element) list.item(i));
        }
        return out;
    }

    static double fontSize(Element e) {
        for (Node n = e; n instanceof Element el; n = n.getParentNode()) {
            if (!el.getAttribute("font-size").isEmpty()) {
                return Double.parseDouble(el.getAttribute("font-size"));
            }
        }
        throw new AssertionError("no font-size for " + e.getTextContent());
    }
}
