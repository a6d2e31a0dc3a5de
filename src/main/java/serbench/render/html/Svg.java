package serbench.render.html;

import serbench.text.Escape;

import java.util.Locale;

/**
 * A small SVG writer: the one place for escaping text into SVG/HTML and for estimating how wide a text is drawn.
 * Every chart of the suite draws its text in a monospace font at an explicit size ({@link #FONT}), so a width
 * estimate from the character count is close to what a browser draws and label columns can be sized from it
 * instead of being cut. Coordinates are written with one decimal, in the root locale.
 */
public final class Svg {

    /**
     * The charts' style, one for every SVG the suite draws (bar charts and forest plots): once in the report page and
     * in {@code compare --html}'s page, and inside every standalone SVG file.
     */
    public static final String CHART_CSS = String.join("\n",
            "svg text{fill:#1f2328}svg .title{font-weight:600}svg .subtitle,svg .tick,svg .dir{fill:#57606a}",
            "svg .header{font-weight:600;fill:#1f2328}svg .stripe{fill:#f6f8fa}",
            "svg .grid{stroke:#d0d7de;stroke-dasharray:2 3}svg .axis,svg .zero{stroke:#57606a}",
            "svg .bar.p0{fill:#54aeff}svg .bar.p1{fill:#ffb77c}svg .whisker,svg .cap{stroke:#1f2328;stroke-width:1.5}",
            "svg .missing{fill:#6e7781;font-style:italic}svg .ci{stroke-width:2}svg .dot.hollow{fill:#fff;stroke-width:2}",
            "svg .better{stroke:#1a7f37;fill:#1a7f37}svg .worse{stroke:#cf222e;fill:#cf222e}",
            "svg .same{stroke:#8c959f;fill:#8c959f}svg text.value{stroke:none}",
            "svg .mark.p0{fill:#54aeff;stroke:#0969da;stroke-width:1.5}svg .mark.p1{fill:#ffb77c;stroke:#bc4c00;"
                    + "stroke-width:1.5}");


    /** The font every chart uses (explicit, so the width estimate holds). */
    public static final String FONT = "ui-monospace,Menlo,Consolas,'DejaVu Sans Mono',monospace";
    /** Advance width of one monospace character in ems, slightly above the common fonts' 0.6 so text never overflows. */
    public static final double CHAR_EM = 0.62;

    private final StringBuilder sb = new StringBuilder();

    /** Opens an {@code <svg>} of {@code width × height} user units with a viewBox, the given class and base font size. */
    public Svg(double width, double height, String cssClass, double fontSize) {
        sb.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"%s\" width=\"%.0f\" "
                        + "height=\"%.0f\" viewBox=\"0 0 %.0f %.0f\" font-family=\"%s\" font-size=\"%s\" role=\"img\">%n",
                escape(cssClass), Math.ceil(width), Math.ceil(height), Math.ceil(width), Math.ceil(height),
                escape(FONT), num(fontSize)));
    }

    /** Texts without a root element, to be placed in another SVG. */
    private Svg() {
    }

    /**
     * The text as a chart shows it: control characters (which XML 1.0 forbids even as references) and bidirectional
     * overrides (which would reorder a label) become visible escapes, as in the text reports; tab, newline and
     * carriage return stay.
     */
    public static String shown(String s) {
        if (s == null) {
            return "";
        }
        StringBuilder out = new StringBuilder(s.length() + 8);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if ((Escape.unsafe(c) && c != '\t' && c != '\n' && c != '\r') || c == 0xfffe || c == 0xffff) {
                out.append(Escape.line(String.valueOf(c)));
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    /** {@link #shown} text escaped for XML character data and attribute values (SVG and HTML alike). */
    public static String escape(String s) {
        String t = shown(s);
        StringBuilder out = new StringBuilder(t.length() + 8);
        for (int i = 0; i < t.length(); i++) {
            char c = t.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }

    /**
     * The drawn width of {@code text} ({@link #shown} as the chart shows it) at {@code fontSize} px in the charts'
     * monospace font: {@link #CHAR_EM} em per character, two for East Asian wide characters.
     */
    public static double textWidth(String raw, double fontSize) {
        String text = shown(raw);
        double ems = 0;
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            i += Character.charCount(cp);
            ems += wide(cp) ? 2 * CHAR_EM : CHAR_EM;
        }
        return ems * fontSize;
    }

    /**
     * {@code text} in lines at most {@code width} wide at {@code fontSize} ({@link #textWidth}), broken at spaces; a
     * word wider than that stays whole, or with {@code breakWords} is broken between characters (a chart drawn for a
     * phone keeps its width whatever its labels). Nothing is lost: the lines joined by a space (or, where a word was
     * broken, by nothing) are the text.
     */
    public static java.util.List<String> wrap(String text, double width, double fontSize, boolean breakWords) {
        java.util.List<String> lines = new java.util.ArrayList<>();
        StringBuilder line = new StringBuilder();
        double lineWidth = 0;
        double space = textWidth(" ", fontSize);
        for (String word : (text == null ? "" : text).split(" ", -1)) {
            double w = textWidth(word, fontSize);
            if (line.length() > 0 && lineWidth + space + w > width) {
                lines.add(line.toString());
                line.setLength(0);
                lineWidth = 0;
            }
            if (line.length() > 0) {
                line.append(' ');
                lineWidth += space;
            }
            if (breakWords && w > width - lineWidth) {
                // break the word between code points: as much as fits on this line, then whole lines of it
                for (int i = 0; i < word.length(); ) {
                    int cp = word.codePointAt(i);
                    String c = new String(Character.toChars(cp));
                    double cw = textWidth(c, fontSize);
                    if (lineWidth + cw > width && line.length() > 0) {
                        lines.add(line.toString());
                        line.setLength(0);
                        lineWidth = 0;
                    }
                    line.append(c);
                    lineWidth += cw;
                    i += Character.charCount(cp);
                }
            } else {
                line.append(word);
                lineWidth += w;
            }
        }
        lines.add(line.toString());
        return lines;
    }

    private static boolean wide(int cp) {
        return (cp >= 0x1100 && cp <= 0x115f) || (cp >= 0x2e80 && cp <= 0xa4cf) || (cp >= 0xac00 && cp <= 0xd7a3)
                || (cp >= 0xf900 && cp <= 0xfaff) || (cp >= 0xfe30 && cp <= 0xfe4f) || (cp >= 0xff00 && cp <= 0xff60)
                || (cp >= 0xffe0 && cp <= 0xffe6) || cp >= 0x1f300;
    }

    /** A number as SVG writes it: one decimal, no exponent. */
    public static String num(double v) {
        String s = String.format(Locale.ROOT, "%.1f", v);
        return s.endsWith(".0") ? s.substring(0, s.length() - 2) : s;
    }

    /** Appends raw markup (already escaped). */
    public Svg raw(String markup) {
        sb.append(markup);
        return this;
    }

    public Svg rect(double x, double y, double w, double h, String cssClass, String extraAttributes) {
        sb.append("<rect x=\"").append(num(x)).append("\" y=\"").append(num(y)).append("\" width=\"").append(num(w))
                .append("\" height=\"").append(num(h)).append("\" class=\"").append(escape(cssClass)).append('"')
                .append(extraAttributes.isEmpty() ? "" : " " + extraAttributes).append("/>\n");
        return this;
    }

    public Svg line(double x1, double y1, double x2, double y2, String cssClass, String extraAttributes) {
        sb.append("<line x1=\"").append(num(x1)).append("\" y1=\"").append(num(y1)).append("\" x2=\"").append(num(x2))
                .append("\" y2=\"").append(num(y2)).append("\" class=\"").append(escape(cssClass)).append('"')
                .append(extraAttributes.isEmpty() ? "" : " " + extraAttributes).append("/>\n");
        return this;
    }

    public Svg circle(double cx, double cy, double r, String cssClass, String extraAttributes) {
        sb.append("<circle cx=\"").append(num(cx)).append("\" cy=\"").append(num(cy)).append("\" r=\"").append(num(r))
                .append("\" class=\"").append(escape(cssClass)).append('"')
                .append(extraAttributes.isEmpty() ? "" : " " + extraAttributes).append("/>\n");
        return this;
    }

    /** Text at ({@code x}, {@code y}); {@code anchor} start, middle or end; {@code fontSize} 0 for the root's size. */
    public Svg text(double x, double y, String text, String anchor, String cssClass, double fontSize) {
        sb.append("<text x=\"").append(num(x)).append("\" y=\"").append(num(y)).append("\" text-anchor=\"")
                .append(anchor).append("\" class=\"").append(escape(cssClass)).append('"')
                .append(fontSize > 0 ? " font-size=\"" + num(fontSize) + "\"" : "").append('>')
                .append(escape(text)).append("</text>\n");
        return this;
    }

    /** A group with a native tooltip; close it with {@link #end}. */
    public Svg group(String tooltip, String attributes) {
        sb.append("<g").append(attributes.isEmpty() ? "" : " " + attributes).append('>');
        if (tooltip != null) {
            sb.append("<title>").append(escape(tooltip)).append("</title>");
        }
        sb.append('\n');
        return this;
    }

    public Svg end() {
        sb.append("</g>\n");
        return this;
    }

    /** Closes the root element and returns the document fragment. */
    public String close() {
        return sb.append("</svg>\n").toString();
    }

    /**
     * {@code svg} under a title and subtitle band: an outer SVG holding the title texts and the given one, moved down,
     * as a nested {@code <svg>} (its own coordinates unchanged). For charts drawn without a title of their own. The
     * title and subtitle wrap at spaces to the wider of the chart and {@code width}; with {@code breakWords} (a chart
     * for a phone) a longer word is broken too, so the band is never wider than that.
     */
    public static String titled(String svg, String title, String subtitle, double titleFont, double font, double width,
                                boolean breakWords) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("width=\"(\\d+)\" height=\"(\\d+)\"").matcher(svg);
        if (!m.find()) {
            throw new IllegalArgumentException("not an SVG of this suite: no width and height");
        }
        double w = Double.parseDouble(m.group(1));
        double h = Double.parseDouble(m.group(2));
        double text = Math.max(w, width) - 2 * TITLE_PAD;
        java.util.List<String> titles = wrap(title, text, titleFont, breakWords);
        java.util.List<String> subtitles = wrap(subtitle, text, font, breakWords);
        double outerWidth = w;
        for (String t : titles) {
            outerWidth = Math.max(outerWidth, 2 * TITLE_PAD + textWidth(t, titleFont));
        }
        for (String t : subtitles) {
            outerWidth = Math.max(outerWidth, 2 * TITLE_PAD + textWidth(t, font));
        }
        // as one line each before: the title at 20, the subtitle 18 below it, the band 10 below that
        Svg band = new Svg();
        double y = 20;
        for (int i = 0; i < titles.size(); i++) {
            band.text(TITLE_PAD, y, titles.get(i), "start", "title", titleFont);
            y += 18;
        }
        for (int i = 0; i < subtitles.size(); i++) {
            band.text(TITLE_PAD, y, subtitles.get(i), "start", "subtitle", 0);
            y += i == subtitles.size() - 1 ? 0 : 16;
        }
        double bandHeight = y + 10;
        Svg root = new Svg(outerWidth, h + bandHeight, "chart titled", font);
        int open = svg.indexOf("<svg") + 4;
        return root.raw(band.sb.toString())
                .raw(svg.substring(0, open) + " y=\"" + num(bandHeight) + "\"" + svg.substring(open)).close();
    }

    /** The title band's left and right margin. */
    private static final double TITLE_PAD = 10;

    /**
     * An SVG as a file of its own: an XML declaration and {@code css} in a {@code <style>} inside the root, so the
     * file looks the same opened alone or embedded as an image as it does inline in the page.
     */
    public static String standalone(String svg, String css) {
        int end = svg.indexOf('>');
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + svg.substring(0, end + 1) + "\n<style>\n" + css
                + "\n</style>\n" + svg.substring(end + 1).stripLeading();
    }
}
