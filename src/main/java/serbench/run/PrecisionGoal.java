package serbench.run;

import org.openjdk.jmh.results.RunResult;
import serbench.compare.Change;
import serbench.results.RunRecord;
import serbench.stats.Interval;
import serbench.stats.LogRatio;
import serbench.stats.Statistics;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code run --precision PCT [--budget DURATION]}: rounds go on past the first {@code minRounds} only for the
 * units whose 95% interval is still wider than ±PCT, until every unit reaches it, the budget is spent, or
 * {@code maxRounds} have run. The interval is the one {@code compare} will print: with two or more profiles, the
 * paired change of each profile against the first (the widest counts); with one profile, the mean of fork means.
 * Only the primary metric counts (the first mode when a benchmark has several).
 */
public final class PrecisionGoal {

    /** Rounds after which a unit may stop, at the least: fewer give intervals too unstable to trust. */
    public static final int MIN_ROUNDS = 3;
    /** Rounds at most when no budget is given. */
    static final int DEFAULT_MAX_ROUNDS = 30;

    public final double percent;
    final Duration budget;
    public final int minRounds;
    final int maxRounds;
    private final Map<Schedule.Unit, Double> reached = new LinkedHashMap<>();
    private final Map<Schedule.Unit, Integer> roundsRun = new HashMap<>();
    public String stopReason = "running";

    PrecisionGoal(double percent, Duration budget, int minRounds) {
        this.percent = percent;
        this.budget = budget;
        this.minRounds = Math.max(minRounds, MIN_ROUNDS);
        this.maxRounds = budget == null ? Math.max(DEFAULT_MAX_ROUNDS, this.minRounds) : Integer.MAX_VALUE;
    }

    /** Records the half-widths after {@code round} and returns the unit indices that need another round. */
    List<Integer> needing(int round, List<Schedule.Unit> units, List<Integer> ran, List<ProfileRun> runs) {
        for (int u : ran) {
            roundsRun.merge(units.get(u), 1, Integer::sum);
        }
        List<Integer> next = new ArrayList<>();
        for (int u : ran) {
            double half = halfWidthPercent(units.get(u), runs);
            reached.put(units.get(u), half);
            if (round < minRounds || !(half <= percent)) {
                next.add(u);
            }
        }
        return next;
    }

    /** Units at target so far. */
    int atTarget() {
        return (int) reached.values().stream().filter(h -> h <= percent).count();
    }

    /** Whether {@code unit} has reached the target (it runs no more rounds after the minimum). */
    boolean atTarget(Schedule.Unit unit) {
        Double half = reached.get(unit);
        return half != null && half <= percent;
    }

    /** What the manifest records: the target, the budget, why the run stopped, and what each unit reached. */
    RunRecord.Precision manifest() {
        List<RunRecord.PrecisionRow> rows = new ArrayList<>();
        reached.forEach((unit, half) -> rows.add(new RunRecord.PrecisionRow(unit.label(),
                roundsRun.getOrDefault(unit, 0), Double.isFinite(half) ? half : null, half <= percent)));
        return new RunRecord.Precision(percent, budget == null ? null : budget.toString(), minRounds,
                maxRounds == Integer.MAX_VALUE ? null : maxRounds, stopReason, rows);
    }

    /** One line per unit for the closing note: which reached the target and what the rest reached. */
    public List<String> closingNote() {
        List<String> lines = new ArrayList<>();
        reached.forEach((unit, half) -> lines.add(String.format(java.util.Locale.ROOT, "%s %s: ±%s after %d rounds",
                half <= percent ? "reached" : "missed ", unit.label(), Double.isFinite(half)
                        ? String.format(java.util.Locale.ROOT, "%.1f%%", half) : "?", roundsRun.getOrDefault(unit, 0))));
        return lines;
    }

    /** Half-width, in percent, of the interval that decides for this unit; infinite when there is none yet. */
    static double halfWidthPercent(Schedule.Unit unit, List<ProfileRun> runs) {
        List<ProfileRun> measured = runs.stream().filter(r -> !forkMeans(r, unit).isEmpty()).toList();
        if (measured.isEmpty()) {
            return Double.POSITIVE_INFINITY;
        }
        if (measured.size() == 1) {
            double[] x = forkMeans(measured.get(0), unit).values().stream().mapToDouble(Double::doubleValue).toArray();
            Interval i = Statistics.meanInterval(x, Change.CONFIDENCE);
            return i.hasBounds() ? (i.hi() - i.lo()) / 2 / Math.abs(i.estimate()) * 100 : Double.POSITIVE_INFINITY;
        }
        Map<Integer, Double> base = forkMeans(measured.get(0), unit);
        double widest = 0;
        for (ProfileRun other : measured.subList(1, measured.size())) {
            Map<Integer, Double> o = forkMeans(other, unit);
            List<double[]> pairs = new ArrayList<>();
            base.forEach((round, v) -> {
                if (o.containsKey(round)) {
                    pairs.add(new double[]{v, o.get(round)});
                }
            });
            LogRatio lr = LogRatio.paired(pairs.stream().mapToDouble(p -> p[0]).toArray(),
                    pairs.stream().mapToDouble(p -> p[1]).toArray());
            if (lr == null) {
                return Double.POSITIVE_INFINITY;
            }
            Interval i = lr.ratio(Change.CONFIDENCE);
            widest = Math.max(widest, (Math.sqrt(i.hi() / i.lo()) - 1) * 100);
        }
        return widest;
    }

    /** The unit's fork means in one profile by round (its first mode only). */
    static Map<Integer, Double> forkMeans(ProfileRun run, Schedule.Unit unit) {
        Map<Integer, Double> byRound = new LinkedHashMap<>();
        String mode = null;
        for (Map.Entry<RunResult, Integer> e : run.resultRounds().entrySet()) {
            RunResult r = e.getKey();
            var p = r.getParams();
            if (!p.getBenchmark().equals(unit.benchmark())
                    || !unit.params().entrySet().stream().allMatch(kv -> kv.getValue().equals(p.getParam(kv.getKey())))) {
                continue;
            }
            if (mode == null) {
                mode = p.getMode().shortLabel();
            }
            if (mode.equals(p.getMode().shortLabel())) {
                byRound.put(e.getValue(), r.getPrimaryResult().getScore());
            }
        }
        return byRound;
    }
}
