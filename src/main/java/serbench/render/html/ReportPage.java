package serbench.render.html;

import serbench.text.Cells;
import serbench.compare.Estimator;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The {@code report} page: one self-contained HTML file (inline CSS and SVG; no script, no external resource). In
 * reading order: the title, the profiles, and what a reader needs to weigh every figure (when the run started and how
 * long it took, the JDK, the CPU, the host's noise as {@code answer} prints it) and, when there are warnings, how many;
 * each section's charts under a visible key to every mark they draw, each chart in a card with links to its SVG file
 * and to its data (CSV) — on a page of several profiles the change plots first, as that is what such a run is for —;
 * the warnings in full; the run's details (machine, JVMs, flags, libraries, noise) folded in a {@code <details>}.
 *
 * <p>Every chart is inline twice: as drawn for a wide screen (the SVG file it is written to) and as drawn for a phone
 * ({@link BarChart#NARROW} wide, labels over their bars); a media query shows the one that fits, so on a 390-px screen
 * no chart text is below 11 px. Each is drawn at the width of its box (its viewBox scales), at most {@value #MAX_SCALE}
 * times its own size; on a wide screen the cards stand side by side in a grid, a chart wider than {@value #FULL_ROW}
 * units across the grid's row. Only the card is framed, never the SVG.
 */
public final class ReportPage {

    /** Marks a page this command wrote, so that a later {@code report} may replace its directory. */
    public static final String GENERATOR = "<meta name=\"generator\" content=\"serbench report\">";

    /**
     * A chart drawn wider than this spans its row of the grid on a wide screen: in one of the two columns of a
     * 1,400-px page (a 667-px box) its 12-unit text would be under 11 px.
     */
    public static final int FULL_ROW = 720;
    /** The widest screen that gets the charts drawn for a phone. */
    public static final int PHONE_MAX = 640;
    /** The page's padding left and right on such a screen, in px: a chart's box is the screen less twice this. */
    public static final double PHONE_PADDING = 7.5;

    private static final String PAGE_CSS = String.join("\n",
            "body{font:15px/1.5 system-ui,-apple-system,'Segoe UI',sans-serif;margin:1.5em auto;max-width:1400px;"
                    + "padding:0 1em;color:#1f2328}",
            "h1{font-size:1.5em;overflow-wrap:anywhere;margin-bottom:.2em}"
                    + "h2{font-size:1.25em;margin-top:1.6em;border-bottom:1px solid #d0d7de}",
            "p.lead{margin:.2em 0;color:#57606a;overflow-wrap:anywhere}p.warnline{margin:.4em 0}"
                    + "p.warnline a{color:#9a6700;font-weight:600}",
            "dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:.1em .8em;font-size:13px;margin:.4em 0}",
            "dl.facts dt{font-weight:600;color:#57606a}dl.facts dd{margin:0;overflow-wrap:anywhere}",
            "dl.header{display:grid;grid-template-columns:max-content 1fr;gap:.2em 1em;font-size:13px}",
            "dl.header dt{font-weight:600}dl.header dd{margin:0;overflow-wrap:anywhere}",
            "ul.key{font-size:13px;color:#1f2328;padding-left:1.2em;margin:.4em 0}ul.key li{margin:.15em 0}",
            ".sw{display:inline-block;width:1.6em;height:.8em;vertical-align:middle;margin-right:.3em}",
            ".sw.p0{background:#54aeff}.sw.p1{background:#ffb77c}",
            ".dot{display:inline-block;width:.8em;height:.8em;border-radius:50%;vertical-align:middle;margin-right:.3em}",
            ".dot.better{background:#1a7f37}.dot.worse{background:#cf222e}.dot.same{background:#8c959f}"
                    + ".dot.hollow{background:#fff;border:2px solid #8c959f;box-sizing:border-box}",
            ".dot.p0{background:#54aeff;border:1.5px solid #0969da;box-sizing:border-box}",
            ".charts{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,540px),1fr));gap:1em;"
                    + "align-items:start}",
            "div.card{margin:0;border:1px solid #eaeef2;border-radius:6px;padding:4px;min-width:0}",
            "div.card.full{grid-column:1/-1}div.card>div>svg{display:block;width:100%;height:auto}",
            "div.card>div.narrow{display:none}",
            "div.card p{margin:.2em .4em;font-size:12px}",
            "ul.warn{background:#fff8c5;border:1px solid #d4a72c;padding:.5em 1em .5em 2em;border-radius:6px;"
                    + "overflow-wrap:anywhere}",
            "details summary{cursor:pointer}",
            ".small{color:#57606a;font-size:13px}",
            "@media (max-width:" + PHONE_MAX + "px){body{padding:0 " + Cells.plain(PHONE_PADDING) + "px}"
                    + "div.card{border:0;padding:0}div.card>div.wide{display:none}div.card>div.narrow{display:block}"
                    + "dl.header{grid-template-columns:1fr}dl.header dd{margin-bottom:.4em}}");

    private static final Pattern WIDTH = Pattern.compile("width=\"(\\d+)\"");
    /** The most a chart is scaled up: its box may be wider than the chart, its text no larger than this times. */
    public static final double MAX_SCALE = 1.3;

    private ReportPage() {
    }

    /** The page's sections in order: a page of several profiles opens with their changes. */
    static List<String> sections(List<String> profiles) {
        List<String> rest = List.of(ReportCharts.ANSWER, ReportCharts.FORMATS, ReportCharts.SIZES);
        if (profiles.size() < 2) {
            return rest;
        }
        List<String> out = new java.util.ArrayList<>(List.of(ReportCharts.PROFILES));
        out.addAll(rest);
        return out;
    }

    /**
     * The page; {@code summary} what it shows under its title (label → text: the run's start and length, the JDK, the
     * CPU, the host's noise), {@code header} the run's details, folded at its end; {@code notes} holds, per section, a
     * line said where that section's charts would be when it has none (e.g. sizes the run did not record);
     * {@code noteMeanings} the meaning of each note a change chart marks with {@code *} ({@code code: meaning}).
     */
    public static String render(String name, Map<String, String> summary, Map<String, String> header,
                                List<ReportCharts.Chart> charts, Map<String, String> notes, List<String> warnings,
                                List<String> profiles, List<String> noteMeanings) {
        StringBuilder sb = new StringBuilder();
        sb.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n").append(GENERATOR)
                .append("\n<title>serbench report: ").append(Svg.escape(name)).append("</title>\n<style>\n")
                .append(PAGE_CSS).append('\n').append(Svg.CHART_CSS).append("\n</style>\n</head>\n<body>\n")
                .append("<h1>serbench report: ").append(Svg.escape(name)).append("</h1>\n");
        sb.append("<p class=\"lead\">").append(Svg.escape((profiles.size() == 1 ? "profile " : "profiles ")
                + String.join(", ", profiles))).append("; <a href=\"#run\">run details</a></p>\n");
        if (!summary.isEmpty()) {
            sb.append("<dl class=\"facts\">\n");
            summary.forEach((k, v) -> sb.append("<dt>").append(Svg.escape(k)).append("</dt><dd>").append(Svg.escape(v))
                    .append("</dd>\n"));
            sb.append("</dl>\n");
        }
        if (!warnings.isEmpty()) {
            sb.append("<p class=\"warnline\"><a href=\"#warnings\">\u26a0 ").append(warnings.size())
                    .append(warnings.size() == 1 ? " warning" : " warnings").append(" \u2014 see below</a></p>\n");
        }
        for (String section : sections(profiles)) {
            List<ReportCharts.Chart> inSection = charts.stream().filter(c -> c.section().equals(section)).toList();
            String note = notes.get(section);
            if (inSection.isEmpty() && note == null) {
                continue;
            }
            sb.append("<h2 id=\"").append(section.equals(ReportCharts.FORMATS) ? "operations"
                    : section.equals(ReportCharts.ANSWER) ? "answer" : section.toLowerCase(Locale.ROOT)).append("\">").append(Svg.escape(section)).append("</h2>\n");
            if (inSection.isEmpty()) {
                sb.append("<p class=\"small\">").append(Svg.escape(note)).append("</p>\n");
                continue;
            }
            key(sb, section, profiles, noteMeanings,
                    inSection.stream().anyMatch(c -> c.svg().contains("data-scale=\"log\"")));
            sb.append("<div class=\"charts\">\n");
            for (ReportCharts.Chart c : inSection) {
                sb.append(width(c.svg()) > FULL_ROW ? "<div class=\"card full\" id=\"" : "<div class=\"card\" id=\"").append(Svg.escape(c.file().replaceAll("\\.svg$", "")))
                        .append("\">\n<div class=\"wide\">\n").append(sized(c.svg()))
                        .append("</div>\n<div class=\"narrow\">\n").append(sized(c.narrow()))
                        .append("</div>\n<p><a href=\"").append(Svg.escape(c.file())).append("\">").append(Svg.escape(c.file()))
                        .append("</a> \u00b7 <a href=\"").append(Svg.escape(c.dataFile())).append("\">data (CSV)</a>")
                        .append("</p>\n</div>\n");
            }
            sb.append("</div>\n");
            if (section.equals(ReportCharts.PROFILES) && !noteMeanings.isEmpty()) {
                // under the charts, so that a phone reaches the first change plot soon
                sb.append("<p class=\"small\">The notes a <code>*</code> marks:</p>\n<ul class=\"key\">\n");
                noteMeanings.forEach(n -> item(sb, "", n));
                sb.append("</ul>\n");
            }
        }
        if (!warnings.isEmpty()) {
            sb.append("<h2 id=\"warnings\">Warnings</h2>\n<ul class=\"warn\">\n");
            warnings.forEach(w -> sb.append("<li>").append(Svg.escape(w)).append("</li>\n"));
            sb.append("</ul>\n");
        }
        sb.append("<h2 id=\"run\">Run details</h2>\n<details>\n<summary>the machine, each profile's JVM and flags, "
                + "the commit, the libraries, the noise, each file's JMH settings</summary>\n<dl class=\"header\">\n");
        header.forEach((k, v) -> sb.append("<dt>").append(Svg.escape(k)).append("</dt><dd>").append(Svg.escape(v))
                .append("</dd>\n"));
        sb.append("</dl>\n</details>\n</body>\n</html>\n");
        return sb.toString();
    }

    /**
     * The inline SVG drawn at its box's width (it scales with its viewBox: on a phone every mark stays on screen), at
     * most {@value #MAX_SCALE} times its own size on a wide screen.
     */
    private static String sized(String svg) {
        Matcher m = WIDTH.matcher(svg);
        if (!m.find()) {
            return svg;
        }
        int end = svg.indexOf('>');
        return svg.substring(0, end) + " style=\"max-width:" + Math.round(Integer.parseInt(m.group(1)) * MAX_SCALE)
                + "px\"" + svg.substring(end);
    }

    /** The width an SVG of the suite is drawn at, in its own units (0 when it says none). */
    private static int width(String svg) {
        Matcher m = WIDTH.matcher(svg);
        return m.find() ? Integer.parseInt(m.group(1)) : 0;
    }

    /**
     * What each mark of a section's charts means, as a visible list above them; the log axis's dots only when one of
     * its charts has a log axis ({@code logAxis}).
     */
    private static void key(StringBuilder sb, String section, List<String> profiles, List<String> noteMeanings,
                            boolean logAxis) {
        sb.append("<ul class=\"key\">\n");
        switch (section) {
            case ReportCharts.ANSWER -> {
                item(sb, "<span class=\"sw p0\"></span>", "each format's time per operation divided by the fastest"
                        + " format's in the same operation (fastest: 1x), profile " + profiles.get(0));
                item(sb, "<code>\u251c\u2500\u2524</code> ", "its 95% interval, as compare --between format=\u2026"
                        + " gives it (paired by round when the run interleaved)");
                item(sb, "<code>2.90x slower [2.81-3.00]</code> ", "the answer's own cell, the same text as the"
                        + " answer command's table: the time is 2.90 times the fastest's, 95% interval 2.81 to 3.00");
                item(sb, "<code>1.02x slower?</code> ", "a question mark: not resolved, compare finds no difference"
                        + " after Holm's correction over the file's rows");
            }
            case ReportCharts.FORMATS -> {
                item(sb, "<span class=\"sw p0\"></span>", "time per operation, profile " + profiles.get(0)
                        + ": the fork values' centre as the answer's table gives it (the subtitle says which; ns, \u00b5s"
                        + " or ms); \u00b1: the half-width of its 95% interval, in % of it; no ratio: the answer's"
                        + " charts give each pair's");
                item(sb, "<span class=\"sw p1\"></span>", "bytes allocated per operation (gc.alloc.rate.norm): the"
                        + " mean of the fork means, its whisker the 95% Student-t interval");
                item(sb, "<code>\u251c\u2500\u2524</code> ", "the 95% interval of the time's centre (a t interval"
                        + " over the forks' logs, trimmed as the estimator trims)");
                if (logAxis) {
                    logKey(sb);
                }
            }
            case ReportCharts.SIZES -> {
                item(sb, "<span class=\"sw p0\"></span>", "bytes each format writes for each of the run's inputs");
                item(sb, "<span class=\"sw p1\"></span>", "the same gzipped (default level); computed by the suite's"
                        + " codecs when the run started (as the sizes command prints them), recorded in its"
                        + " manifest.json");
                if (logAxis) {
                    logKey(sb);
                }
            }
            case ReportCharts.PROFILES -> {
                item(sb, "", "each profile against the first (" + profiles.get(0) + "): the ratio of the fork"
                        + " values, as compare computes it by default (estimator "
                        + Estimator.DEFAULT.option + ": "
                        + Estimator.DEFAULT.description + "; paired by round when the run"
                        + " interleaved the profiles)");
                item(sb, "<span class=\"dot better\"></span>", "faster, or fewer bytes: significant after Holm's"
                        + " correction over the chart's rows");
                item(sb, "<span class=\"dot worse\"></span>", "slower, or more bytes: significant after Holm's"
                        + " correction");
                item(sb, "<span class=\"dot same\"></span>", "no change found: not significant after Holm"
                        + " (a question mark, \"1.02x slower?\"), or an allocation change within the tolerance"
                        + " (\"same\")");
                item(sb, "<span class=\"dot hollow\"></span>", "no interval (fewer than 2 forks a side)");
                item(sb, "<code>\u251c\u2500\u2524</code> ", "whisker: the row's own 95% interval (uncorrected)");
                item(sb, "<code>1.5x</code> ", "a tick: that many times slower or faster (more or fewer bytes), on"
                        + " the side named under the plot; 1x: no change; a log scale, so 2x slower is as far from 1x"
                        + " as 2x faster");
                if (noteMeanings.isEmpty()) {
                    item(sb, "<code>*</code> ", "after a verdict: the row has notes (none here)");
                } else {
                    item(sb, "<code>*</code> ", "after a verdict: the row has notes, listed in the chart's CSV and"
                            + " tooltip; what each note means is said under the charts");
                }
            }
            default -> {
            }
        }
        sb.append("</ul>\n");
    }

    /** The key's line for a log axis, whose values are dots. */
    private static void logKey(StringBuilder sb) {
        item(sb, "<span class=\"dot p0\"></span>", "log scale: a panel whose values span more than "
                + Cells.plain(BarChart.LOG_RANGE) + "x, said in its title, draws each value as a dot, not a bar"
                + " (on a log axis a bar's length would depend on where the axis starts)");
    }

    private static void item(StringBuilder sb, String mark, String text) {
        sb.append("<li>").append(mark).append(Svg.escape(text)).append("</li>\n");
    }
}
