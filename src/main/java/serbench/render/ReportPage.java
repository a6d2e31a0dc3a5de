package serbench.render;

import serbench.text.Cells;

import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The {@code report} page: one self-contained HTML file (inline CSS and SVG; no script, no external resource) with
 * the run's header, every chart with a link to its own SVG file, and the comparison's warnings. Each chart sits in a
 * box that scrolls sideways when the screen is narrower than the chart can shrink to, so text stays readable on a
 * phone; on a wide screen a chart is drawn at most at its natural size.
 */
public final class ReportPage {

    /** Marks a page this command wrote, so that a later {@code report} may replace its directory. */
    public static final String GENERATOR = "<meta name=\"generator\" content=\"serbench report\">";

    private static final String PAGE_CSS = String.join("\n",
            "body{font:15px/1.5 system-ui,-apple-system,'Segoe UI',sans-serif;margin:1.5em auto;max-width:1320px;"
                    + "padding:0 1em;color:#1f2328}",
            "h1{font-size:1.5em;overflow-wrap:anywhere}h2{font-size:1.25em;margin-top:2em;border-bottom:1px solid #d0d7de}",
            "dl.header{display:grid;grid-template-columns:max-content 1fr;gap:.2em 1em;font-size:13px}",
            "dl.header dt{font-weight:600}dl.header dd{margin:0;overflow-wrap:anywhere}",
            "@media (max-width:640px){dl.header{grid-template-columns:1fr}dl.header dd{margin-bottom:.4em}}",
            ".chart{overflow-x:auto;margin:1em 0 1.6em;border:1px solid #eaeef2;border-radius:6px;padding:4px}",
            ".chart svg{display:block;height:auto;width:100%}",
            ".chart p{margin:.2em .4em;font-size:12px}",
            ".warn{background:#fff8c5;border:1px solid #d4a72c;padding:.5em 1em;border-radius:6px;overflow-wrap:anywhere}",
            ".small{color:#57606a;font-size:13px}");

    private static final Pattern WIDTH = Pattern.compile("width=\"(\\d+)\"");

    private ReportPage() {
    }

    /**
     * The page; {@code notes} holds, per section, a line said where that section's charts would be when it has none
     * (e.g. sizes the run did not record).
     */
    public static String render(String name, Map<String, String> header, List<ReportCharts.Chart> charts,
                         Map<String, String> notes, List<String> warnings, List<String> profiles) {
        StringBuilder sb = new StringBuilder();
        sb.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n").append(GENERATOR)
                .append("\n<title>serbench report: ").append(Svg.escape(name)).append("</title>\n<style>\n")
                .append(PAGE_CSS).append('\n').append(Svg.CHART_CSS).append("\n</style>\n</head>\n<body>\n")
                .append("<h1>serbench report: ").append(Svg.escape(name)).append("</h1>\n<dl class=\"header\">\n");
        header.forEach((k, v) -> sb.append("<dt>").append(Svg.escape(k)).append("</dt><dd>").append(Svg.escape(v))
                .append("</dd>\n"));
        sb.append("</dl>\n");
        if (!warnings.isEmpty()) {
            sb.append("<div class=\"warn\"><b>Warnings</b><ul>\n");
            warnings.forEach(w -> sb.append("<li>").append(Svg.escape(w)).append("</li>\n"));
            sb.append("</ul></div>\n");
        }
        for (String section : List.of(ReportCharts.FORMATS, ReportCharts.SIZES, ReportCharts.PROFILES)) {
            List<ReportCharts.Chart> inSection = charts.stream().filter(c -> c.section().equals(section)).toList();
            String note = notes.get(section);
            if (inSection.isEmpty() && note == null) {
                continue;
            }
            sb.append("<h2 id=\"").append(section.equals(ReportCharts.FORMATS) ? "operations"
                    : section.toLowerCase(java.util.Locale.ROOT)).append("\">").append(Svg.escape(section))
                    .append("</h2>\n<p class=\"small\">")
                    .append(Svg.escape(inSection.isEmpty() ? note : intro(section, profiles))).append("</p>\n");
            for (ReportCharts.Chart c : inSection) {
                sb.append("<div class=\"chart\" id=\"").append(Svg.escape(c.file().replaceAll("\\.svg$", ""))).append("\">\n").append(sized(c.svg()))
                        .append("<p><a href=\"").append(Svg.escape(c.file())).append("\">").append(Svg.escape(c.file()))
                        .append("</a></p>\n</div>\n");
            }
        }
        sb.append("</body>\n</html>\n");
        return sb.toString();
    }

    /**
     * The inline SVG with its size range: never wider than drawn, and no narrower than 90% of it (below that the box
     * scrolls sideways instead of shrinking the text further).
     */
    private static String sized(String svg) {
        Matcher m = WIDTH.matcher(svg);
        if (!m.find()) {
            return svg;
        }
        int w = Integer.parseInt(m.group(1));
        int end = svg.indexOf('>');
        return svg.substring(0, end) + " style=\"max-width:" + w + "px;min-width:" + Math.round(w * 0.9) + "px\""
                + svg.substring(end);
    }

    private static String intro(String section, List<String> profiles) {
        return switch (section) {
            case ReportCharts.FORMATS -> "Profile " + profiles.get(0) + ". Bars: mean of the fork means; whisker: its "
                    + "95% interval (Student t over forks). B/op: bytes allocated per operation (gc.alloc.rate.norm). "
                    + "A panel whose values span more than " + Cells.plain(BarChart.LOG_RANGE)
                    + "x has a log axis, said in its title.";
            case ReportCharts.SIZES -> "Bytes each format writes for each of the run's inputs, raw and gzipped "
                    + "(default level), computed by the suite's codecs when the run started (as the sizes command "
                    + "prints them) and recorded in its manifest.json.";
            case ReportCharts.PROFILES -> "Each profile against the first (" + profiles.get(0) + "): the ratio of "
                    + "the fork values with its 95% interval, as compare computes it by default (estimator "
                    + serbench.compare.Estimator.DEFAULT.option + ": " + serbench.compare.Estimator.DEFAULT.description
                    + "; paired by round when the run interleaved the profiles). Green: significantly better; red: significantly worse; grey: "
                    + "inconclusive or within the allocation tolerance; a hollow dot has no interval.";
            default -> "";
        };
    }
}
