package serbench.render;

import serbench.stats.Interval;
import java.util.List;
import java.util.Locale;

/**
 * An inline SVG forest plot: one line per row, a ratio as a dot with its 95% interval as a whisker, on a log
 * scale centred on "no change" (tick labels are percent changes of the ratio). The caller gives each line its
 * tone: green significantly better, red significantly worse, grey not significant; a hollow dot has no
 * interval. Each line carries a native tooltip; no script.
 */
public final class ForestPlot {

    /** How a line is coloured. */
    public enum Tone { BETTER, WORSE, SAME }

    /** One line of the plot; {@code ratio} null when the row was not compared ({@code text} says why). */
    public record Entry(String label, Interval ratio, Tone tone, String text, String tooltip) {
    }

    /** Font size of every text of the plot (explicit, so the label column can be sized from the text). */
    static final double FONT = 12;
    private static final int PLOT_WIDTH = 420;
    private static final int PAD = 10;
    private static final int ROW = 24;
    private static final int TOP = 34;
    private static final int BOTTOM = 34;
    private static final int TICK_GAP = 42;
    /** Candidate ticks, each side ordered from 0 outward. */
    private static final double[] TICKS = {-1, -2, -5, -10, -25, -50, -75, -90, 1, 2, 5, 10, 25, 50, 100, 300, 900};

    private ForestPlot() {
    }

    /** The plot; {@code leftLabel} and {@code rightLabel} say what lower and higher ratios mean. */
    public static String render(List<Entry> entries, String leftLabel, String rightLabel) {
        double d = Math.log(1.02);
        for (Entry e : entries) {
            if (e.ratio() != null) {
                for (double v : new double[]{e.ratio().estimate(), e.ratio().lo(), e.ratio().hi()}) {
                    if (v > 0 && Double.isFinite(v)) {
                        d = Math.max(d, Math.abs(Math.log(v)));
                    }
                }
            }
        }
        double domain = d * 1.1;
        // label and value columns as wide as their longest text: no label is cut
        double labels = 0;
        double texts = 0;
        for (Entry e : entries) {
            labels = Math.max(labels, Svg.textWidth(e.label(), FONT));
            texts = Math.max(texts, Svg.textWidth(e.text(), FONT) - (e.ratio() == null ? PLOT_WIDTH : 0));
        }
        int labelWidth = (int) Math.ceil(labels) + 2 * PAD;
        int width = labelWidth + PLOT_WIDTH + (int) Math.ceil(Math.max(0, texts)) + 2 * PAD;
        int height = TOP + ROW * entries.size() + BOTTOM;
        int x0 = labelWidth;
        StringBuilder s = new StringBuilder();
        s.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"forest\" width=\"%d\" "
                + "height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"%s\" font-size=\"%s\" role=\"img\">%n",
                width, height, width, height, escape(Svg.FONT), Svg.num(FONT)));
        for (int i = 0; i < entries.size(); i++) {
            if (i % 2 == 0) {
                s.append(String.format(Locale.ROOT, "<rect x=\"0\" y=\"%d\" width=\"%d\" height=\"%d\" class=\"stripe\"/>%n",
                        TOP + i * ROW, width, ROW));
            }
        }
        for (double t : ticks(domain, x0)) {
            double x = x(Math.log(1 + t / 100), domain, x0);
            s.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" class=\"%s\"/>%n",
                    x, TOP - 4, x, height - BOTTOM, t == 0 ? "zero" : "grid"));
            s.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" class=\"tick\" text-anchor=\"middle\">%s</text>%n", x, TOP - 10,
                    t == 0 ? "0" : String.format(Locale.ROOT, "%+.0f%%", t)));
        }
        s.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" class=\"dir\" text-anchor=\"start\">\u2190 %s</text>%n",
                x0, height - 10, escape(leftLabel)));
        s.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" class=\"dir\" text-anchor=\"end\">%s \u2192</text>%n",
                x0 + PLOT_WIDTH, height - 10, escape(rightLabel)));
        for (int i = 0; i < entries.size(); i++) {
            row(s, entries.get(i), TOP + i * ROW + ROW / 2, domain, x0, labelWidth);
        }
        s.append("</svg>\n");
        return s.toString();
    }

    private static void row(StringBuilder s, Entry e, int y, double domain, int x0, int labelWidth) {
        s.append("<g><title>").append(escape(e.tooltip())).append("</title>\n");
        s.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" class=\"label\" text-anchor=\"end\">%s</text>%n",
                labelWidth - PAD,
                y + 4, escape(e.label())));
        if (e.ratio() == null) {
            s.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" class=\"missing\">%s</text>%n", x0 + 6, y + 4,
                    escape(e.text())));
            s.append("</g>\n");
            return;
        }
        Interval g = e.ratio();
        String cls = e.tone().name().toLowerCase(Locale.ROOT);
        if (g.hasBounds()) {
            double lo = x(Math.log(g.lo()), domain, x0);
            double hi = x(Math.log(g.hi()), domain, x0);
            s.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" class=\"ci %s\"/>%n",
                    lo, y, hi, y, cls));
            for (double x : new double[]{lo, hi}) {
                s.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" class=\"ci %s\"/>%n",
                        x, y - 5, x, y + 5, cls));
            }
        }
        s.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%d\" r=\"5\" class=\"dot %s%s\"/>%n",
                x(Math.log(g.estimate()), domain, x0), y, cls, g.hasBounds() ? "" : " hollow"));
        s.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" class=\"value %s\">%s</text>%n",
                x0 + PLOT_WIDTH + 10, y + 4, cls, escape(e.text())));
        s.append("</g>\n");
    }

    /** The tick values (percent) inside the domain, outward from 0, at least {@value #TICK_GAP} px apart. */
    private static List<Double> ticks(double domain, int x0) {
        List<Double> out = new java.util.ArrayList<>(List.of(0.0));
        for (int side : new int[]{-1, 1}) {
            double last = x(0, domain, x0);
            for (double t : TICKS) {
                if (Math.signum(t) != side || Math.abs(Math.log(1 + t / 100)) > domain) {
                    continue;
                }
                double x = x(Math.log(1 + t / 100), domain, x0);
                if (Math.abs(x - last) >= TICK_GAP) {
                    out.add(t);
                    last = x;
                }
            }
        }
        return out;
    }

    private static double x(double logGain, double domain, int x0) {
        double clamped = Math.max(-domain, Math.min(domain, logGain));
        return x0 + (clamped + domain) / (2 * domain) * PLOT_WIDTH;
    }

    static String escape(String s) {
        return Svg.escape(s);
    }
}
