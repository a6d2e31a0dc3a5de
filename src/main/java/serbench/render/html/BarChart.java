package serbench.render.html;

import serbench.stats.Interval;
import java.util.ArrayList;
import java.util.List;

/**
 * A horizontal bar chart as SVG: one row per label, one or more panels (e.g. time and B/op, or raw and gzip bytes),
 * stacked one under the other, each with its own axis and its rows' labels, so the chart stays narrow enough to read
 * on a phone. A bar's length is proportional to its value on a linear axis from 0, or to
 * {@code log(value / axis minimum)} on a log axis, which a panel takes when its values span more than
 * {@value #LOG_RANGE}x (the panel's title then says "log scale"). An interval, when given, is a whisker over the bar.
 * The label column and the value column are sized from their text ({@link Svg#textWidth}), so no label is cut.
 * Each panel and bar carries its scale and value as {@code data-} attributes, so a test can check the drawing.
 */
public final class BarChart {

    /** One value: {@code lo}/{@code hi} NaN when there is no interval; {@code value} NaN when there is no data. */
    public record Bar(double value, double lo, double hi, String text) {

        public static Bar of(Interval i, String text) {
            return new Bar(i.estimate(), i.lo(), i.hi(), text);
        }

        public static Bar plain(double value, String text) {
            return new Bar(value, Double.NaN, Double.NaN, text);
        }

        boolean hasInterval() {
            return Double.isFinite(lo) && Double.isFinite(hi);
        }
    }

    /** One row: its label and one bar per panel (null where the panel has no value for it). */
    public record Row(String label, List<Bar> bars, String tooltip) {
    }

    /**
     * One panel: its title (quantity and unit, e.g. "time, µs/op") and the divisor its tick labels are shown with
     * (the bars' values stay in the data's unit; 1000 shows ticks of a ns/op axis in µs).
     */
    public record Panel(String title, double tickDivisor) {

        public static Panel of(String title) {
            return new Panel(title, 1);
        }
    }

    /** Values spanning more than this factor get a log axis. */
    public static final double LOG_RANGE = 25;
    public static final double FONT = 12;
    public static final double TITLE_FONT = 14;
    private static final double PAD = 10;
    /** The shortest bar axis; a chart narrower than {@link #WIDTH} lengthens its axes to reach it. */
    private static final double PLOT = 200;
    /**
     * The width every chart reaches at least (its axes longer), so that the charts of a page scale alike: a page
     * draws each at its box's width, one under the other on a phone.
     */
    public static final double WIDTH = 440;
    private static final double ROW = 22;
    private static final double BAR = 13;
    private static final double GAP = 6;
    private static final double TITLE_Y = 20;
    private static final double SUBTITLE_Y = 38;
    /** Where the first panel starts; each panel: its title, its tick labels, its rows. */
    private static final double FIRST_PANEL = 46;
    private static final double HEADER_DY = 16;
    private static final double TICK_DY = 32;
    private static final double ROWS_DY = 40;
    private static final double PANEL_GAP = 8;

    private BarChart() {
    }

    /** The chart; {@code panelTitles} name each panel's quantity and unit, e.g. "time, ns/op". */
    public static String render(String title, String subtitle, List<String> panelTitles, List<Row> rows) {
        return render(title, subtitle, "", panelTitles.stream().map(Panel::of).toList(), rows);
    }

    /**
     * The chart; {@code labelHeader} names what the labels are (e.g. "format"), shown above them in each panel;
     * {@code panels} give each panel's title and tick divisor.
     */
    public static String render(String title, String subtitle, String labelHeader, List<Panel> panels, List<Row> rows) {
        double labelWidth = Svg.textWidth(labelHeader, FONT);
        for (Row r : rows) {
            labelWidth = Math.max(labelWidth, Svg.textWidth(r.label(), FONT));
        }
        double x0 = PAD + labelWidth + PAD;
        double titles = PAD + Math.max(Svg.textWidth(title, TITLE_FONT), Svg.textWidth(subtitle, FONT)) + PAD;
        List<Axis> axes = new ArrayList<>();
        List<String> headers = new ArrayList<>();
        double right = 0;
        double headerWidth = 0;
        for (int p = 0; p < panels.size(); p++) {
            Axis axis = Axis.of(values(rows, p), panels.get(p).tickDivisor());
            String header = panels.get(p).title() + (axis.log ? " (log scale)" : "");
            for (Row r : rows) {
                Bar b = r.bars().get(p);
                right = Math.max(right, b == null ? 0 : GAP + Svg.textWidth(b.text(), FONT));
            }
            right = Math.max(right, Svg.textWidth(axis.label(axis.ticks().get(axis.ticks().size() - 1)), FONT) / 2);
            headerWidth = Math.max(headerWidth, Svg.textWidth(header, FONT));
            axes.add(axis);
            headers.add(header);
        }
        double plot = Math.max(PLOT, WIDTH - x0 - right - PAD);
        double width = Math.max(Math.max(titles, x0 + Math.max(plot + right, headerWidth) + PAD), WIDTH);
        double panelHeight = ROWS_DY + ROW * rows.size() + PANEL_GAP;
        double height = FIRST_PANEL + panelHeight * panels.size() + PAD - PANEL_GAP;
        Svg s = new Svg(width, height, "chart bars", FONT);
        s.text(PAD, TITLE_Y, title, "start", "title", TITLE_FONT);
        s.text(PAD, SUBTITLE_Y, subtitle, "start", "subtitle", 0);
        for (int p = 0; p < axes.size(); p++) {
            double y0 = FIRST_PANEL + p * panelHeight;
            double top = y0 + ROWS_DY;
            for (int i = 0; i < rows.size(); i += 2) {
                s.rect(0, top + i * ROW, width, ROW, "stripe", "");
            }
            if (!labelHeader.isEmpty()) {
                s.text(PAD + labelWidth, y0 + HEADER_DY, labelHeader, "end", "subtitle", 0);
            }
            for (int i = 0; i < rows.size(); i++) {
                s.text(PAD + labelWidth, top + i * ROW + ROW / 2 + 4, rows.get(i).label(), "end", "label", 0);
            }
            panel(s, p, x0, y0, plot, axes.get(p), headers.get(p), rows);
        }
        return s.close();
    }

    private static void panel(Svg s, int p, double x0, double y0, double plot, Axis axis, String header, List<Row> rows) {
        s.group(null, "class=\"panel p" + p + "\" data-scale=\"" + (axis.log ? "log" : "linear") + "\" data-axis-min=\""
                + axis.min + "\" data-axis-max=\"" + axis.max + "\" data-x0=\"" + Svg.num(x0) + "\" data-plot-width=\""
                + Svg.num(plot) + "\"");
        s.text(x0, y0 + HEADER_DY, header, "start", "header", 0);
        double top = y0 + ROWS_DY;
        double bottom = top + ROW * rows.size();
        for (double t : axis.ticks()) {
            double tx = axis.x(t, x0, plot);
            s.line(tx, top - 4, tx, bottom, t == axis.ticks().get(0) ? "axis" : "grid", "");
            s.text(tx, y0 + TICK_DY, axis.label(t), "middle", "tick", 0);
        }
        for (int i = 0; i < rows.size(); i++) {
            Bar b = rows.get(i).bars().get(p);
            if (b == null) {
                continue;
            }
            double y = top + i * ROW + ROW / 2;
            s.group(rows.get(i).label() + ": " + b.text() + (rows.get(i).tooltip() == null ? "" : "\n" + rows.get(i).tooltip()), "");
            if (axis.drawable(b.value())) {
                s.rect(x0, y - BAR / 2, axis.x(b.value(), x0, plot) - x0, BAR, "bar p" + p,
                        "data-value=\"" + b.value() + "\"");
            }
            if (b.hasInterval() && axis.drawable(b.value())) {
                double lo = axis.x(b.lo(), x0, plot);
                double hi = axis.x(b.hi(), x0, plot);
                s.line(lo, y, hi, y, "whisker", "data-lo=\"" + b.lo() + "\" data-hi=\"" + b.hi() + "\"");
                s.line(lo, y - 4, lo, y + 4, "cap", "");
                s.line(hi, y - 4, hi, y + 4, "cap", "");
            }
            s.text(x0 + plot + GAP, y + 4, b.text(), "start", "value", 0);
            s.end();
        }
        s.end();
    }

    private static List<Double> values(List<Row> rows, int panel) {
        List<Double> v = new ArrayList<>();
        for (Row r : rows) {
            Bar b = r.bars().get(panel);
            if (b != null && Double.isFinite(b.value())) {
                v.add(b.value());
                if (b.hasInterval()) {
                    v.add(b.lo());
                    v.add(b.hi());
                }
            }
        }
        return v;
    }

    /** One panel's axis: linear from 0 to a round maximum, or log from one power of ten to another. */
    public record Axis(boolean log, double min, double max, List<Double> ticks, double divisor) {

        static Axis of(List<Double> values) {
            return of(values, 1);
        }

        /** The axis of {@code values}, its ticks placed round in the unit that {@code divisor} shows them in. */
        static Axis of(List<Double> values, double divisor) {
            List<Double> shown = values.stream().map(v -> v / divisor).toList();
            Axis a = ofShown(shown);
            return new Axis(a.log, a.min * divisor, a.max * divisor,
                    a.ticks.stream().map(t -> t * divisor).toList(), divisor);
        }

        private static Axis ofShown(List<Double> values) {
            double max = values.stream().mapToDouble(Double::doubleValue).max().orElse(0);
            double minPositive = values.stream().mapToDouble(Double::doubleValue).filter(v -> v > 0).min().orElse(0);
            if (max > 0 && minPositive > 0 && max / minPositive > LOG_RANGE) {
                double lo = Math.pow(10, Math.floor(Math.log10(minPositive)));
                double hi = Math.pow(10, Math.ceil(Math.log10(max)));
                List<Double> ticks = new ArrayList<>();
                for (double t = lo; t <= hi * 1.0001; t *= 10) {
                    ticks.add(t);
                }
                return new Axis(true, lo, hi, ticks, 1);
            }
            if (!(max > 0)) {
                return new Axis(false, 0, 1, List.of(0.0, 1.0), 1);
            }
            double step = niceStep(max / 4);
            double top = Math.ceil(max / step - 1e-9) * step;
            List<Double> ticks = new ArrayList<>();
            for (int i = 0; i * step <= top * 1.0001; i++) {
                ticks.add(i * step);
            }
            return new Axis(false, 0, top, ticks, 1);
        }

        /** 1, 2, 2.5 or 5 times a power of ten, at least {@code raw}. */
        static double niceStep(double raw) {
            double p = Math.pow(10, Math.floor(Math.log10(raw)));
            for (double m : new double[]{1, 2, 2.5, 5, 10}) {
                if (m * p >= raw * (1 - 1e-9)) {
                    return m * p;
                }
            }
            return 10 * p;
        }

        /** Whether a bar can be drawn for {@code v} (a log axis cannot show zero). */
        boolean drawable(double v) {
            return Double.isFinite(v) && (log ? v > 0 : v >= 0);
        }

        /** The x of {@code v}, clamped to the axis (an interval's lower bound may lie below a log axis's start). */
        double x(double v, double x0, double plot) {
            double f = log ? (v > 0 ? Math.log(v / min) / Math.log(max / min) : 0) : v / max;
            return x0 + Math.max(0, Math.min(1, f)) * plot;
        }

        /** A tick as a short round number: 0, 2.5, 0.01, 250, 2k, 1.5M, 10G. */
        String label(double t) {
            String[] suffix = {"", "k", "M", "G"};
            int k = 0;
            while (k < 3 && Math.abs(t / divisor) >= 1000 * Math.pow(1000, k)) {
                k++;
            }
            t = t / divisor;
            double v = t / Math.pow(1000, k);
            return v == 0 ? "0" : new java.math.BigDecimal(v).round(new java.math.MathContext(6))
                    .stripTrailingZeros().toPlainString() + suffix[k];
        }
    }
}
