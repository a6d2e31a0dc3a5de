package serbench.render.html;

import serbench.stats.Interval;
import java.util.List;
import java.util.Locale;

/**
 * An inline SVG forest plot: one entry per row, its label on a line of its own (wrapped at spaces when longer than
 * the plot is wide) and under it the ratio as a dot with its 95% interval as a whisker, on a log scale centred on
 * "no change", and the verdict beside it. The axis speaks the verdicts' words: a tick says how many times slower or
 * faster (more or fewer bytes) its place is, {@code 1.5x} on both sides of {@code 1x}, the sides named under the plot,
 * so "1.35x slower" sits between the ticks 1.25x and 1.5x on the slower side. The label above the plot keeps the chart
 * narrow enough to read on a phone; {@link #narrow} draws it for a phone's width. The caller gives each entry its
 * tone: green significantly better, red significantly worse (after Holm), grey not significant; a hollow dot has no
 * interval. Each entry carries a native tooltip and its whole label as {@code data-label}; no script.
 */
public final class ForestPlot {

    /** How a line is coloured. */
    public enum Tone { BETTER, WORSE, SAME }

    /** One line of the plot; {@code ratio} null when the row was not compared ({@code text} says why). */
    public record Entry(String label, Interval ratio, Tone tone, String text, String tooltip) {
    }

    /** Font size of every text of the plot (explicit, so the label column can be sized from the text). */
    public static final double FONT = 12;
    /** The shortest axis; a plot narrower than {@link BarChart#WIDTH} lengthens it to reach that width. */
    private static final int PLOT_WIDTH = 220;
    private static final int PAD = 10;
    /** The plot's left edge: room for half a tick label ("0.95x") left of it. */
    private static final int LEFT = 22;
    private static final int LABEL_LINE = 15;
    private static final int DOT_LINE = 18;
    private static final int TOP = 34;
    private static final int BOTTOM = 34;
    private static final int TICK_GAP = 42;
    /** The shortest axis of a plot drawn for a phone ({@link #narrow}). */
    private static final int NARROW_PLOT = 120;
    /** Candidate ticks, as times slower or faster (fewer or more), ordered from 1x outward; the same on both sides. */
    private static final double[] TICKS = {1.01, 1.02, 1.05, 1.1, 1.25, 1.5, 2, 3, 5, 10, 20, 50, 100, 1000, 10000};

    private ForestPlot() {
    }

    /** The plot; {@code leftLabel} and {@code rightLabel} say what lower and higher ratios mean. */
    public static String render(List<Entry> entries, String leftLabel, String rightLabel) {
        return render(entries, leftLabel, rightLabel, false);
    }

    /**
     * The plot drawn {@link BarChart#NARROW} wide for a phone: its labels and the texts of rows without a ratio wrap
     * within that width (a word longer than it broken too), its axis shorter; wider only when a verdict leaves the
     * axis less than {@value #NARROW_PLOT} units.
     */
    public static String narrow(List<Entry> entries, String leftLabel, String rightLabel) {
        return render(entries, leftLabel, rightLabel, true);
    }

    private static String render(List<Entry> entries, String leftLabel, String rightLabel, boolean narrow) {
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
        // the value column as wide as its longest text; labels wrap at the plot's and value column's width
        double texts = 0;
        for (Entry e : entries) {
            if (e.ratio() != null || !narrow) {
                texts = Math.max(texts, Svg.textWidth(e.text(), FONT) - (e.ratio() == null ? PLOT_WIDTH : 0));
            }
        }
        int x0 = LEFT;
        int right = PAD + (int) Math.ceil(Math.max(0, texts)) + PAD;
        int plot = narrow ? Math.max(NARROW_PLOT, (int) BarChart.NARROW - x0 - right)
                : Math.max(PLOT_WIDTH, (int) BarChart.WIDTH - x0 - right);
        int width = x0 + plot + right;
        List<List<String>> labels = new java.util.ArrayList<>();
        List<List<String>> missing = new java.util.ArrayList<>();
        for (Entry e : entries) {
            List<String> lines = Svg.wrap(e.label(), width - 2 * PAD, FONT, narrow);
            labels.add(lines);
            for (String line : lines) {
                width = Math.max(width, (int) Math.ceil(2 * PAD + Svg.textWidth(line, FONT)));
            }
            missing.add(e.ratio() != null ? List.of() : narrow
                    ? Svg.wrap(e.text(), width - x0 - 6 - PAD, FONT, true) : List.of(e.text()));
        }
        int[] heights = new int[entries.size()];
        int rowsHeight = 0;
        for (int i = 0; i < entries.size(); i++) {
            heights[i] = labels.get(i).size() * LABEL_LINE + Math.max(DOT_LINE, missing.get(i).size() * LABEL_LINE + 3);
            rowsHeight += heights[i];
        }
        int height = TOP + rowsHeight + BOTTOM;
        StringBuilder s = new StringBuilder();
        s.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"forest\" width=\"%d\" "
                + "height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"%s\" font-size=\"%s\" role=\"img\">%n",
                width, height, width, height, escape(Svg.FONT), Svg.num(FONT)));
        int y = TOP;
        for (int i = 0; i < entries.size(); i++) {
            if (i % 2 == 0) {
                s.append(String.format(Locale.ROOT, "<rect x=\"0\" y=\"%d\" width=\"%d\" height=\"%d\" class=\"stripe\"/>%n",
                        y, width, heights[i]));
            }
            y += heights[i];
        }
        List<Double> ticks = ticks(domain, x0, plot);
        // grid lines only across the dots' bands, never through a label
        y = TOP;
        for (int i = 0; i < entries.size(); i++) {
            int band = y + labels.get(i).size() * LABEL_LINE;
            for (double t : ticks) {
                double x = x(t, domain, x0, plot);
                s.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" class=\"%s\"/>%n",
                        x, band, x, band + DOT_LINE, t == 0 ? "zero" : "grid"));
            }
            y += heights[i];
        }
        for (double t : ticks) {
            double x = x(t, domain, x0, plot);
            s.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" class=\"tick\" text-anchor=\"middle\" "
                    + "data-ratio=\"%s\">%s</text>%n", x, TOP - 10, Math.exp(t), tickLabel(t)));
        }
        s.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" class=\"dir\" text-anchor=\"start\">\u2190 %s</text>%n",
                x0, height - 10, escape(leftLabel)));
        s.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" class=\"dir\" text-anchor=\"end\">%s \u2192</text>%n",
                x0 + plot, height - 10, escape(rightLabel)));
        y = TOP;
        for (int i = 0; i < entries.size(); i++) {
            row(s, entries.get(i), labels.get(i), missing.get(i), y, domain, x0, plot);
            y += heights[i];
        }
        s.append("</svg>\n");
        return s.toString();
    }

    /** {@code label} in lines at most {@code width} wide, broken at spaces (a word longer than that stays whole). */
    public static List<String> wrap(String label, double width) {
        return Svg.wrap(label, width, FONT, false);
    }

    private static void row(StringBuilder s, Entry e, List<String> label, List<String> missing, int top, double domain,
                            int x0, int plot) {
        s.append("<g data-label=\"").append(escape(e.label())).append("\"><title>").append(escape(e.tooltip()))
                .append("</title>\n");
        for (int i = 0; i < label.size(); i++) {
            s.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" class=\"label\" text-anchor=\"start\">%s</text>%n",
                    PAD, top + (i + 1) * LABEL_LINE - 3, escape(label.get(i))));
        }
        int y = top + label.size() * LABEL_LINE + DOT_LINE / 2;
        if (e.ratio() == null) {
            for (int i = 0; i < missing.size(); i++) {
                s.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" class=\"missing\">%s</text>%n", x0 + 6,
                        y + 4 + i * LABEL_LINE, escape(missing.get(i))));
            }
            s.append("</g>\n");
            return;
        }
        Interval g = e.ratio();
        String cls = e.tone().name().toLowerCase(Locale.ROOT);
        if (g.hasBounds()) {
            double lo = x(Math.log(g.lo()), domain, x0, plot);
            double hi = x(Math.log(g.hi()), domain, x0, plot);
            s.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" class=\"ci %s\"/>%n",
                    lo, y, hi, y, cls));
            for (double x : new double[]{lo, hi}) {
                s.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" class=\"ci %s\"/>%n",
                        x, y - 5, x, y + 5, cls));
            }
        }
        s.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%d\" r=\"5\" class=\"dot %s%s\"/>%n",
                x(Math.log(g.estimate()), domain, x0, plot), y, cls, g.hasBounds() ? "" : " hollow"));
        s.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" class=\"value %s\">%s</text>%n",
                x0 + plot + PAD, y + 4, cls, escape(e.text())));
        s.append("</g>\n");
    }

    /**
     * The ticks inside the domain, as logs of the ratio: 0 (1x), then each side's {@link #TICKS} outward from it, at
     * least {@value #TICK_GAP} units apart.
     */
    private static List<Double> ticks(double domain, int x0, int plot) {
        List<Double> out = new java.util.ArrayList<>(List.of(0.0));
        for (int side : new int[]{-1, 1}) {
            double last = x(0, domain, x0, plot);
            for (double k : TICKS) {
                double t = side * Math.log(k);
                if (Math.abs(t) > domain) {
                    break;
                }
                double x = x(t, domain, x0, plot);
                if (Math.abs(x - last) >= TICK_GAP) {
                    out.add(t);
                    last = x;
                }
            }
        }
        return out;
    }

    private static double x(double logRatio, double domain, int x0, int plot) {
        double clamped = Math.max(-domain, Math.min(domain, logRatio));
        return x0 + (clamped + domain) / (2 * domain) * plot;
    }

    public static String escape(String s) {
        return Svg.escape(s);
    }

    /**
     * A tick's label in the verdicts' words: how many times slower or faster (more or fewer bytes) its place is,
     * {@code 1.5x} on either side of {@code 1x} ({@code t} is the log of the ratio; its side is said under the plot).
     */
    static String tickLabel(double t) {
        java.math.BigDecimal times = new java.math.BigDecimal(Math.exp(Math.abs(t))).round(new java.math.MathContext(3));
        return times.stripTrailingZeros().toPlainString() + "x";
    }
}
