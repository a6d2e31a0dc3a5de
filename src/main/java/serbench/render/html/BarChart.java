package serbench.render.html;

import serbench.stats.Interval;
import java.util.ArrayList;
import java.util.List;

/**
 * A horizontal bar chart as SVG: one row per label, one or more panels (e.g. time and B/op, or raw and gzip bytes),
 * stacked one under the other, each with its own axis and its rows' labels. A bar's length is proportional to its
 * value on a linear axis from 0. A panel whose values span more than {@value #LOG_RANGE}x takes a log axis (its title
 * then says "log scale") and draws each value as a dot, not a bar: on a log axis a bar's length would be
 * {@code log(value / axis start)}, which depends on where the axis happens to start, so a bar twice as long would not
 * be twice the value; a dot's place is what the axis can show (equal ratios, equal distances). An interval, when
 * given, is a whisker over the bar or through the dot. The label column and the value column are sized from their
 * text ({@link Svg#textWidth}), so no label is cut; a title or subtitle longer than the chart wraps at spaces.
 * {@link #narrow} draws the same for a phone: {@value #NARROW} units wide, each row's label on its own line above its
 * bar. Each panel and mark carries its scale and value as {@code data-} attributes, so a test can check the drawing.
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
    /**
     * The width of a chart drawn for a phone ({@link #narrow}, {@link ForestPlot#narrow}): a 390-px page shows it
     * 375 px wide (the page's padding aside), so its 12-unit text is 12.5 px there, and 11.5 px on a 360-px screen.
     */
    public static final double NARROW = 360;
    /** The shortest axis of a chart drawn for a phone: wider only when its values' texts leave less. */
    private static final double NARROW_PLOT = 120;
    private static final double LABEL_LINE = 15;
    private static final double BAND = 18;
    private static final double DOT = 5;
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
        double content = Math.max(x0 + Math.max(plot + right, headerWidth) + PAD, WIDTH);
        List<String> titleLines = Svg.wrap(title, content - 2 * PAD, TITLE_FONT, false);
        List<String> subtitleLines = Svg.wrap(subtitle, content - 2 * PAD, FONT, false);
        double width = content;
        for (String t : titleLines) {
            width = Math.max(width, 2 * PAD + Svg.textWidth(t, TITLE_FONT));
        }
        for (String t : subtitleLines) {
            width = Math.max(width, 2 * PAD + Svg.textWidth(t, FONT));
        }
        double extra = (titleLines.size() - 1) * TITLE_LINE + (subtitleLines.size() - 1) * SUBTITLE_LINE;
        double panelHeight = ROWS_DY + ROW * rows.size() + PANEL_GAP;
        double height = FIRST_PANEL + extra + panelHeight * panels.size() + PAD - PANEL_GAP;
        Svg s = new Svg(width, height, "chart bars", FONT);
        titles(s, titleLines, subtitleLines);
        for (int p = 0; p < axes.size(); p++) {
            double y0 = FIRST_PANEL + extra + p * panelHeight;
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

    private static final double TITLE_LINE = 18;
    private static final double SUBTITLE_LINE = 16;

    /** The title's lines from {@link #TITLE_Y}, the subtitle's from {@link #SUBTITLE_Y} on (each further line lower). */
    private static void titles(Svg s, List<String> titleLines, List<String> subtitleLines) {
        double y = TITLE_Y;
        for (String t : titleLines) {
            s.text(PAD, y, t, "start", "title", TITLE_FONT);
            y += TITLE_LINE;
        }
        y += SUBTITLE_Y - TITLE_Y - TITLE_LINE;
        for (String t : subtitleLines) {
            s.text(PAD, y, t, "start", "subtitle", 0);
            y += SUBTITLE_LINE;
        }
    }

    /**
     * The chart drawn {@value #NARROW} units wide, for a phone: the title and subtitle wrap (a word longer than the
     * chart broken too), each panel's title over its tick labels, and each row's label on its own line(s) over its bar,
     * so the bars have the chart's width less their values' texts. Wider only when those texts leave the axis less
     * than {@value #NARROW_PLOT} units.
     */
    public static String narrow(String title, String subtitle, String labelHeader, List<Panel> panels, List<Row> rows) {
        List<Axis> axes = new ArrayList<>();
        double firstTick = 0;
        double right = 0;
        for (int p = 0; p < panels.size(); p++) {
            Axis axis = Axis.of(values(rows, p), panels.get(p).tickDivisor());
            axes.add(axis);
            firstTick = Math.max(firstTick, Svg.textWidth(axis.label(axis.ticks().get(0)), FONT) / 2);
            for (Row r : rows) {
                Bar b = r.bars().get(p);
                right = Math.max(right, b == null ? 0 : GAP + Svg.textWidth(b.text(), FONT));
            }
            right = Math.max(right, Svg.textWidth(axis.label(axis.ticks().get(axis.ticks().size() - 1)), FONT) / 2);
        }
        double x0 = PAD + Math.ceil(firstTick);
        double plot = Math.max(NARROW_PLOT, NARROW - x0 - right - PAD);
        double width = Math.max(NARROW, x0 + plot + right + PAD);
        double text = width - 2 * PAD;
        List<String> titleLines = Svg.wrap(title, text, TITLE_FONT, true);
        List<String> subtitleLines = Svg.wrap(subtitle, text, FONT, true);
        List<List<String>> labels = new ArrayList<>();
        for (Row r : rows) {
            labels.add(Svg.wrap(r.label(), text, FONT, true));
        }
        // each panel's title, and beside its last line (or under it when there is no room) what the labels are
        List<List<String>> headers = new ArrayList<>();
        List<List<String>> labelHeaders = new ArrayList<>();
        for (int p = 0; p < panels.size(); p++) {
            List<String> lines = Svg.wrap(panels.get(p).title() + (axes.get(p).log ? " (log scale)" : ""), text, FONT,
                    true);
            boolean beside = labelHeader.isEmpty() || Svg.textWidth(lines.get(lines.size() - 1), FONT) + 2 * GAP
                    + Svg.textWidth(labelHeader, FONT) <= text;
            headers.add(lines);
            labelHeaders.add(beside ? List.of() : Svg.wrap(labelHeader, text, FONT, true));
        }
        double rowsHeight = 0;
        for (List<String> l : labels) {
            rowsHeight += l.size() * LABEL_LINE + BAND;
        }
        double extra = (titleLines.size() - 1) * TITLE_LINE + (subtitleLines.size() - 1) * SUBTITLE_LINE;
        double y0 = FIRST_PANEL + extra;
        double height = y0;
        for (int p = 0; p < panels.size(); p++) {
            height += (headers.get(p).size() + labelHeaders.get(p).size() - 1) * LABEL_LINE + ROWS_DY + rowsHeight
                    + PANEL_GAP;
        }
        height += PAD - PANEL_GAP;
        Svg s = new Svg(width, height, "chart bars", FONT);
        titles(s, titleLines, subtitleLines);
        for (int p = 0; p < axes.size(); p++) {
            List<String> header = headers.get(p);
            List<String> under = labelHeaders.get(p);
            double top = y0 + (header.size() + under.size() - 1) * LABEL_LINE + ROWS_DY;
            double y = top;
            for (int i = 0; i < rows.size(); i++) {
                double h = labels.get(i).size() * LABEL_LINE + BAND;
                if (i % 2 == 0) {
                    s.rect(0, y, width, h, "stripe", "");
                }
                for (int l = 0; l < labels.get(i).size(); l++) {
                    s.text(PAD, y + (l + 1) * LABEL_LINE - 3, labels.get(i).get(l), "start", "label", 0);
                }
                y += h;
            }
            Axis axis = axes.get(p);
            s.group(null, panelAttributes(p, axis, x0, plot));
            for (int l = 0; l < header.size(); l++) {
                s.text(PAD, y0 + HEADER_DY + l * LABEL_LINE, header.get(l), "start", "header", 0);
            }
            for (int l = 0; l < under.size(); l++) {
                s.text(PAD, y0 + HEADER_DY + (header.size() + l) * LABEL_LINE, under.get(l), "start", "subtitle", 0);
            }
            if (!labelHeader.isEmpty() && under.isEmpty()) {
                s.text(width - PAD, y0 + HEADER_DY + (header.size() - 1) * LABEL_LINE, labelHeader, "end", "subtitle", 0);
            }
            for (double t : axis.ticks()) {
                s.text(axis.x(t, x0, plot), top - ROWS_DY + TICK_DY, axis.label(t), "middle", "tick", 0);
            }
            y = top;
            for (int i = 0; i < rows.size(); i++) {
                double band = y + labels.get(i).size() * LABEL_LINE;
                for (double t : axis.ticks()) {
                    double tx = axis.x(t, x0, plot);
                    s.line(tx, band, tx, band + BAND, t == axis.ticks().get(0) ? "axis" : "grid", "");
                }
                mark(s, rows.get(i), p, axis, x0, plot, band + BAND / 2);
                y = band + BAND;
            }
            s.end();
            y0 = y + PANEL_GAP;
        }
        return s.close();
    }

    private static String panelAttributes(int p, Axis axis, double x0, double plot) {
        return "class=\"panel p" + p + "\" data-scale=\"" + (axis.log ? "log" : "linear") + "\" data-axis-min=\""
                + axis.min + "\" data-axis-max=\"" + axis.max + "\" data-x0=\"" + Svg.num(x0) + "\" data-plot-width=\""
                + Svg.num(plot) + "\"";
    }

    private static void panel(Svg s, int p, double x0, double y0, double plot, Axis axis, String header, List<Row> rows) {
        s.group(null, panelAttributes(p, axis, x0, plot));
        s.text(x0, y0 + HEADER_DY, header, "start", "header", 0);
        double top = y0 + ROWS_DY;
        double bottom = top + ROW * rows.size();
        for (double t : axis.ticks()) {
            double tx = axis.x(t, x0, plot);
            s.line(tx, top - 4, tx, bottom, t == axis.ticks().get(0) ? "axis" : "grid", "");
            s.text(tx, y0 + TICK_DY, axis.label(t), "middle", "tick", 0);
        }
        for (int i = 0; i < rows.size(); i++) {
            mark(s, rows.get(i), p, axis, x0, plot, top + i * ROW + ROW / 2);
        }
        s.end();
    }

    /**
     * A row's value in panel {@code p}, centred on {@code y}: a bar from the axis on a linear axis, a dot on a log axis
     * (whisker under it), its text right of the plot; nothing when the row has no value there.
     */
    private static void mark(Svg s, Row row, int p, Axis axis, double x0, double plot, double y) {
        Bar b = row.bars().get(p);
        if (b == null) {
            return;
        }
        s.group(row.label() + ": " + b.text() + (row.tooltip() == null ? "" : "\n" + row.tooltip()), "");
        boolean drawn = axis.drawable(b.value());
        if (drawn && !axis.log) {
            s.rect(x0, y - BAR / 2, axis.x(b.value(), x0, plot) - x0, BAR, "bar p" + p,
                    "data-value=\"" + b.value() + "\"");
        }
        if (b.hasInterval() && drawn) {
            double lo = axis.x(b.lo(), x0, plot);
            double hi = axis.x(b.hi(), x0, plot);
            s.line(lo, y, hi, y, "whisker", "data-lo=\"" + b.lo() + "\" data-hi=\"" + b.hi() + "\"");
            s.line(lo, y - 4, lo, y + 4, "cap", "");
            s.line(hi, y - 4, hi, y + 4, "cap", "");
        }
        if (drawn && axis.log) {
            s.circle(axis.x(b.value(), x0, plot), y, DOT, "mark p" + p, "data-value=\"" + b.value() + "\"");
        }
        s.text(x0 + plot + GAP, y + 4, b.text(), "start", "value", 0);
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
