package serbench.render;

import serbench.stats.Steadiness;
import serbench.text.Escape;
import serbench.text.TextTable;
import serbench.text.TextWidth;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code calibration --steadiness}: the first-iteration rule as a placebo test, one line per result file. The rule
 * (a measured iteration over 10% slower than the median of its fork's others) applied at the first position and at
 * the later ones: settled forks pass it at any position as often, by noise; warm-up shows as the first position's
 * excess, with its 95% interval. Then how much slower the first iteration is than the later ones, beyond noise, with
 * its 95% interval; the forks the suite's noise-aware rule calls unsettled; and whether the forks had settled taken
 * together ({@link Steadiness.Placebo#settled}).
 */
public final class SteadinessView {

    /** One result file's placebo test: its label (run directory and file), its host, and the counts. */
    public record Line(String label, String host, Steadiness.Placebo placebo) {
    }

    private SteadinessView() {
    }

    public static String render(List<Line> lines, boolean markdown, int width) {
        String title = "steadiness: the first-iteration rule (a measured iteration more than "
                + Steadiness.MAX_FIRST_SLOWDOWN_PERCENT + "% slower than the median of its fork's others) at the first"
                + " position and at the later ones, where only noise can trip it; flags left is the first's excess. 1st"
                + " slower: how much slower the first iteration is than the later ones, beyond noise. Settled: 1st slower"
                + " at most " + Steadiness.MAX_FIRST_SLOWDOWN_PERCENT + "% at its upper bound, and at most "
                + Steadiness.MAX_UNSETTLED_FORKS_PERCENT + "% of forks flagged, at 1st and noise-aware alike";
        String[] head = {"file", "forks", "1st", "later", "flags left [95%]", "1st slower [95%]", "noise-aware",
                "settled"};
        List<String[]> rows = new ArrayList<>();
        for (Line l : lines) {
            Steadiness.Placebo p = l.placebo();
            double[] w = p.warmup();
            double[] e = p.firstExcess();
            rows.add(new String[]{l.label(), p.forks() + " x " + p.iterations(), percent(p.rate(0)),
                    percent(p.laterRate()), percent(w[0]) + " [" + percent(w[1]) + ", " + percent(w[2]) + "]",
                    percent(e[0]) + " [" + percent(e[1]) + ", " + percent(e[2]) + "]",
                    p.noiseAware() + " (" + percent(p.noiseAwareRate()) + ")", p.settled() ? "yes" : "no"});
        }
        StringBuilder sb = new StringBuilder();
        if (markdown) {
            sb.append(Escape.markdown(title)).append("\n\n| ").append(String.join(" | ", head)).append(" |\n|---|");
            sb.append("---:|".repeat(head.length - 1)).append('\n');
            rows.forEach(r -> sb.append("| ").append(String.join(" | ", java.util.Arrays.stream(r)
                    .map(Escape::markdown).toList())).append(" |\n"));
        } else {
            sb.append(TextWidth.wrapped(title, width, "", "  ")).append('\n');
            sb.append(TextTable.render(head, rows.toArray(String[][]::new), 1, head.length, width));
        }
        sb.append('\n');
        for (Line l : lines) {
            String host = l.label() + ": " + (l.host() == null ? "host not recorded" : "on " + l.host());
            sb.append(markdown ? "- " + Escape.markdown(host) + "\n" : TextWidth.wrapped(host, width, "", "  "));
        }
        return sb.toString();
    }

    private static String percent(double x) {
        return CalibrationView.percent(x);
    }
}
