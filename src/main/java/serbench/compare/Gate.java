package serbench.compare;

import serbench.stats.Interval;
import serbench.compare.pairing.RowKey;

import java.util.ArrayList;
import java.util.List;

/**
 * What {@code --fail-on-regression PCT} decides, per compared file. One threshold for time and allocation: a row
 * regresses by its <em>slowdown</em>, the score ratio turned so that above 1 is worse ({@link Change#slowdown}:
 * {@code other/base} for a time or bytes per operation, {@code base/other} for a throughput), and PCT allows a
 * slowdown up to {@code 1 + PCT/100}. Each row's 95% interval of it (time, and allocation unless within the
 * practical {@link Tolerance}) is judged on its own:
 * <ul>
 *   <li>passes when the interval's worse end lies within PCT ({@code hi <= 1 + PCT/100});</li>
 *   <li>{@code regressions}: the interval lies wholly beyond PCT ({@code lo > 1 + PCT/100});</li>
 *   <li>{@code undecided}: the interval reaches across PCT, or there is none (too few forks, or degenerate): the
 *       data cannot tell, and a gate that cannot see must not pass silently.</li>
 * </ul>
 * {@code notCompared}: rows the gate could not judge at all (missing in one file, the mode changed, units of
 * different kinds, scores of zero or below, non-finite values), each with the reason.
 */
public record Gate(double percent, List<Finding> regressions, List<Finding> undecided, List<NotCompared> notCompared) {

    /** The gate's outcome. */
    public enum Verdict { PASS, REGRESSION, UNDECIDED }

    /** A row's time ({@code allocation} false) or allocation slowdown with its 95% interval (no bounds: none). */
    public record Finding(String file, RowKey row, boolean allocation, Interval slowdown) {
    }

    /** A row the gate could not judge, and why. */
    public record NotCompared(String file, RowKey row, String reason) {
    }

    /** REGRESSION when a row lies beyond PCT; else UNDECIDED when a row was undecided or not compared; else PASS. */
    public Verdict verdict() {
        return !regressions.isEmpty() ? Verdict.REGRESSION
                : undecided.isEmpty() && notCompared.isEmpty() ? Verdict.PASS : Verdict.UNDECIDED;
    }

    static Gate of(Comparison c, double percent) {
        List<Finding> regressions = new ArrayList<>();
        List<Finding> undecided = new ArrayList<>();
        List<NotCompared> notCompared = new ArrayList<>();
        double limit = 1 + percent / 100;
        for (FileComparison f : c.against()) {
            String file = c.label(f.file());
            for (Row r : f.rows()) {
                if (!r.compared()) {
                    notCompared.add(new NotCompared(file, r.key(), r.problem()));
                    continue;
                }
                if (r.notes().contains(Note.NON_FINITE)) {
                    notCompared.add(new NotCompared(file, r.key(), "non-finite or absurd values in a file ("
                            + Note.NON_FINITE.code() + "): the rest cannot stand for the row"));
                    continue;
                }
                if (r.problem() != null) {
                    notCompared.add(new NotCompared(file, r.key(), r.problem()));
                }
                judge(new Finding(file, r.key(), false, r.change().slowdown()), limit, regressions, undecided);
                if (r.hasAllocation() && !r.allocWithinTolerance()) {
                    judge(new Finding(file, r.key(), true, r.allocChange().slowdown()), limit, regressions, undecided);
                }
            }
            f.missing().forEach(m -> notCompared.add(new NotCompared(file, m.key(), m.reason())));
        }
        return new Gate(percent, List.copyOf(regressions), List.copyOf(undecided), List.copyOf(notCompared));
    }

    private static void judge(Finding finding, double limit, List<Finding> regressions, List<Finding> undecided) {
        Interval s = finding.slowdown();
        if (!s.hasBounds()) {
            undecided.add(finding);
        } else if (s.lo() > limit) {
            regressions.add(finding);
        } else if (s.hi() > limit) {
            undecided.add(finding);
        }
    }
}
