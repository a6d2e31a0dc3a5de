package serbench.run;

import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.RunResult;
import serbench.compare.Estimator;
import serbench.results.Fork;
import serbench.results.Metric;
import serbench.results.RunRecord;
import serbench.results.Scores;
import serbench.text.Cells;

import serbench.results.FormatTurns;
import serbench.run.design.PrecisionPlan;
import serbench.run.design.Schedule;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalLong;

/**
 * {@code run --precision PCT [--budget DURATION]}, in two stages, so that the intervals keep their 95%:
 * <ol>
 *   <li><b>Pilot:</b> every unit runs {@link #pilotRounds} rounds ({@value #PILOT_ROUNDS}, {@code -f N} raises it;
 *       never fewer than {@link RunRecord#EVIDENCE_ROUNDS}, so that the run is evidence).</li>
 *   <li><b>Plan:</b> from the pilot alone, each unit gets a fixed number of rounds ({@link PrecisionPlan}): the fewest
 *       whose projected 95% half-width is within ±PCT at an upper confidence bound of the pilot's spread, at least
 *       {@link PrecisionPlan.Rules#minRounds} for every unit and {@link PrecisionPlan.Rules#unevenMinRounds} for a unit
 *       whose pilot was uneven, at most {@link #maxRounds}, and capped by the budget at the pilot's time per fork.</li>
 *   <li><b>Run:</b> exactly those rounds, with no further look at the data: a unit that is done runs no more rounds, a
 *       unit that needs more goes on in the later rounds. Only the budget (wall time, which says nothing of the values)
 *       or an interruption stops a unit short of its plan.</li>
 * </ol>
 * Stopping as soon as an interval looks narrow enough (what {@code run} did before) loses coverage: a row whose forks
 * fall in two modes stops when its first few forks all fell in one. {@code PrecisionCoverageTest} simulates both.
 *
 * <p>The interval is the one {@code compare} prints with its default estimator (each fork's value as {@link Estimator#DEFAULT} takes it): with
 * two or more profiles, the paired change of each profile against the first (the widest counts); with one profile, the
 * score's. Only the primary metric counts (the first mode when a benchmark has several).
 */
public final class PrecisionGoal {

    /** Rounds of the pilot at the least: as many as make a run evidence. */
    public static final int PILOT_ROUNDS = RunRecord.EVIDENCE_ROUNDS;
    /**
     * Rounds of the pilot of the goal of deciding every ratio: one more than {@link #PILOT_ROUNDS}, since a decision
     * made on the pilot alone is then made on 6 rounds, where the trimmed t keeps 4 values and its intervals hold their
     * coverage ({@code DecisionCoverageTest}).
     */
    public static final int DECIDE_PILOT_ROUNDS = PILOT_ROUNDS + 1;
    /** Rounds at most when no budget is given. */
    public static final int DEFAULT_MAX_ROUNDS = 30;
    /** Rounds at most with a budget. */
    public static final int BUDGET_MAX_ROUNDS = 100;
    /** What the manifest says of the procedure. */
    static final String DESIGN = "two-stage: a pilot, then a fixed number of rounds per row from the pilot's spread;"
            + " no stopping on the interval";
    /** What the manifest says of the procedure of the goal of deciding every ratio. */
    static final String DECIDE_DESIGN = "decide every ratio, two-stage: a pilot, then a fixed number of rounds per group"
            + " projected from the pilot's ratios and spread for Holm's strictest step over the run's ratios; no stopping"
            + " on the interval";

    /** The target half-width in percent; NaN when the goal is to decide every ratio ({@link #decide}). */
    public final double percent;
    /**
     * Whether the goal is a decision on every ratio between the formats set side by side in each group (a benchmark x
     * params but the format: units of one format each, paired by round, or one unit whose formats take turns,
     * {@link Alternation}) rather than a half-width: the plan gives each group the rounds its pilot projects for the
     * strictest step of Holm's correction over every ratio of the run ({@link PrecisionPlan#roundsToDecide}).
     */
    public final boolean decide;
    /** The ratios of the run (pairs of formats of a group, over every group): the Holm family a decision is planned for. */
    private int family;
    final Duration budget;
    /** Rounds every unit runs before the plan. */
    public final int pilotRounds;
    final int maxRounds;
    final PrecisionPlan.Rules rules;
    private final Map<Schedule.Unit, Row> rows = new LinkedHashMap<>();
    private boolean planned;
    /** Whether the run has ended ({@link #finish}): until then the rows' rounds and half-widths are not recorded. */
    private boolean ended;
    public String stopReason = "running";

    /** What one unit's pilot said, what was planned for it, and what it reached. */
    private static final class Row {
        PrecisionPlan.Assessment pilot;
        PrecisionPlan.Planned plan;
        int rounds;
        double halfWidth = Double.POSITIVE_INFINITY;
        /** With {@link #decide}: whether every ratio of the unit was decided when the run ended. */
        boolean decided;
        /** With {@link #decide}: the rounds the unit's ratios would need in all, at the spread they ended with. */
        int toDecide = Integer.MAX_VALUE;
        /** Seconds of one round of the row's units, as the run timed them (set when the run ends). */
        double secondsPerRound;
    }

    PrecisionGoal(double percent, Duration budget, int pilotRounds) {
        this(percent, budget, pilotRounds, PrecisionPlan.Rules.DEFAULT);
    }

    PrecisionGoal(double percent, Duration budget, int pilotRounds, PrecisionPlan.Rules rules) {
        this(percent, false, budget, pilotRounds, rules);
    }

    /**
     * The wall time left of the budget, in nanoseconds, {@code elapsedNanos} after the run's first fork started; never
     * below 0; empty without a budget. The one place the budget is counted down: the stop, the plan and the progress
     * lines read it.
     */
    OptionalLong budgetLeft(long elapsedNanos) {
        return budget == null ? OptionalLong.empty() : OptionalLong.of(Math.max(0, budget.toNanos() - elapsedNanos));
    }

    /** Whether the budget is spent {@code elapsedNanos} after the run's first fork started (never, without one). */
    boolean budgetSpent(long elapsedNanos) {
        return budgetLeft(elapsedNanos).orElse(1) == 0;
    }

    /** The goal of deciding every ratio between the formats of each unit, with {@link PrecisionPlan.Rules#DECIDE}. */
    static PrecisionGoal decide(Duration budget, int pilotRounds) {
        return new PrecisionGoal(Double.NaN, true, budget, pilotRounds, PrecisionPlan.Rules.DECIDE);
    }

    private PrecisionGoal(double percent, boolean decide, Duration budget, int pilotRounds, PrecisionPlan.Rules rules) {
        this.percent = percent;
        this.decide = decide;
        this.budget = budget;
        this.pilotRounds = Math.max(pilotRounds, decide ? DECIDE_PILOT_ROUNDS : PILOT_ROUNDS);
        this.maxRounds = Math.max(budget == null ? DEFAULT_MAX_ROUNDS : BUDGET_MAX_ROUNDS, this.pilotRounds);
        this.rules = rules;
    }

    /** Whether the rounds have been planned (the pilot is over). */
    boolean planned() {
        return planned;
    }

    /** The last round of the run: the pilot's until the plan, then the longest plan's. */
    int lastRound() {
        return planned ? rows.values().stream().mapToInt(r -> r.plan.rounds()).max().orElse(pilotRounds) : pilotRounds;
    }

    /** Whether {@code unit} runs in {@code round}: every unit in the pilot, then those whose plan reaches the round. */
    boolean runs(Schedule.Unit unit, int round) {
        if (round <= pilotRounds) {
            return true;
        }
        Row row = rows.get(key(unit));
        return planned && row != null && row.plan.rounds() >= round;
    }

    /** The indices of the units that run in {@code round}. */
    List<Integer> unitsIn(int round, List<Schedule.Unit> units) {
        List<Integer> in = new ArrayList<>();
        for (int u = 0; u < units.size(); u++) {
            if (runs(units.get(u), round)) {
                in.add(u);
            }
        }
        return in;
    }

    /** Forks planned per profile: every unit's pilot until the plan, then every unit's plan. */
    int forksPlanned(List<Schedule.Unit> units) {
        return planned ? units.stream().mapToInt(u -> rows.get(key(u)).plan.rounds()).sum() : pilotRounds * units.size();
    }

    /**
     * Plans every unit's rounds from the pilot's forks in {@code runs}: {@link PrecisionPlan#plan} per unit, then, with
     * a budget, the largest common cap whose rounds fit in {@code secondsLeft} at {@code secondsPerRound[u]} (a fork of
     * the unit under every profile that still runs, as the pilot timed it).
     */
    void plan(List<Schedule.Unit> units, List<ProfileRun> runs, double[] secondsPerRound, double secondsLeft) {
        family = family(units);
        for (Map.Entry<Schedule.Unit, List<Schedule.Unit>> e : members(units).entrySet()) {
            Row row = new Row();
            double[][] v = values(e.getKey(), e.getValue(), runs);
            row.pilot = decide ? PrecisionPlan.assessDecision(v, family, rules) : PrecisionPlan.assess(percent, v, rules);
            row.plan = PrecisionPlan.plan(row.pilot, pilotRounds, maxRounds, rules);
            rows.put(e.getKey(), row);
        }
        if (budget != null) {
            int cap = rows.values().stream().mapToInt(r -> r.plan.rounds()).max().orElse(pilotRounds);
            while (cap > pilotRounds && cost(units, secondsPerRound, cap) > secondsLeft) {
                cap--;
            }
            for (Row row : rows.values()) {
                if (row.plan.rounds() > cap) {
                    row.plan = new PrecisionPlan.Planned(cap, PrecisionPlan.Reason.BUDGET, row.plan.why() + "; "
                            + row.plan.rounds() + " capped at " + cap + " by the budget (" + Math.round(Math.max(0,
                            secondsLeft)) + " s left after the pilot)");
                }
            }
        }
        planned = true;
    }

    /** Seconds the rounds after the pilot take when no unit runs more than {@code cap}. */
    private double cost(List<Schedule.Unit> units, double[] secondsPerRound, int cap) {
        double s = 0;
        for (int u = 0; u < units.size(); u++) {
            s += Math.max(0, Math.min(rows.get(key(units.get(u))).plan.rounds(), cap) - pilotRounds) * secondsPerRound[u];
        }
        return s;
    }

    /**
     * Records what every unit reached when the run ends: its rounds and the half-width of its interval; with
     * {@link #decide}, whether it was decided, the rounds it would need at the spread it ended with, and its seconds per
     * round ({@code secondsPerRound[u]}: unit {@code u}'s, as the run timed it).
     */
    void finish(List<Schedule.Unit> units, List<ProfileRun> runs, double[] secondsPerRound) {
        ended = true;
        family = family(units);
        for (Map.Entry<Schedule.Unit, List<Schedule.Unit>> e : members(units).entrySet()) {
            rows.computeIfAbsent(e.getKey(), k -> new Row()).secondsPerRound = 0;
        }
        for (int u = 0; u < units.size() && u < secondsPerRound.length; u++) {
            rows.get(key(units.get(u))).secondsPerRound += secondsPerRound[u];
        }
        for (Map.Entry<Schedule.Unit, List<Schedule.Unit>> e : members(units).entrySet()) {
            Row row = rows.get(e.getKey());
            double[][] v = values(e.getKey(), e.getValue(), runs);
            PrecisionPlan.Assessment now = decide
                    ? PrecisionPlan.assessDecision(v, family, PrecisionPlan.Rules.AS_MEASURED)
                    : PrecisionPlan.assess(percent, v, rules);
            if (decide) {
                row.decided = PrecisionPlan.decided(v, family);
                row.toDecide = row.decided ? now.rounds() : now.needed();
            }
            row.rounds = now.rounds();
            row.halfWidth = now.halfWidthPercent();
            if (row.pilot == null) {
                row.pilot = now; // the run ended in the pilot
            }
        }
    }

    /** Units planned for each reason, for the line after the pilot: {@code 5 for the pilot's spread, 2 uneven}. */
    String planSummary() {
        Map<PrecisionPlan.Reason, Integer> n = new LinkedHashMap<>();
        rows.values().forEach(r -> n.merge(r.plan.reason(), 1, Integer::sum));
        List<String> parts = new ArrayList<>();
        n.forEach((reason, count) -> parts.add(count + " " + reason.label));
        int lo = rows.values().stream().mapToInt(r -> r.plan.rounds()).min().orElse(pilotRounds);
        int hi = lastRound();
        return (lo == hi ? lo + " rounds" : lo + " to " + hi + " rounds") + " per row (" + String.join(", ", parts) + ")";
    }

    /**
     * What the manifest records: the target, the budget, the procedure, why the run stopped, and each unit's plan
     * (none during the pilot) and, once the run has ended, its rounds and half-width.
     */
    public RunRecord.Precision manifest() {
        List<RunRecord.PrecisionRow> list = new ArrayList<>();
        rows.forEach((unit, r) -> list.add(new RunRecord.PrecisionRow(unit.label(),
                r.pilot == null ? null : r.pilot.rounds(),
                r.pilot == null ? null : finite(r.pilot.halfWidthPercent()),
                r.plan == null ? null : r.plan.rounds(),
                r.plan == null ? null : r.plan.reason().label,
                r.plan == null ? null : r.plan.why(),
                ended ? r.rounds : null, ended ? finite(r.halfWidth) : null, ended ? reached(r) : null)));
        return new RunRecord.Precision(decide ? null : percent, budget == null ? null : budget.toString(),
                decide ? DECIDE_DESIGN : DESIGN, pilotRounds,
                rules.minRounds(), rules.unevenMinRounds(), maxRounds, stopReason, list);
    }

    private boolean reached(Row r) {
        return decide ? r.decided : r.halfWidth <= percent;
    }

    /** The ratios of the run: every pair of formats of every group. */
    static int family(List<Schedule.Unit> units) {
        int pairs = 0;
        for (List<Schedule.Unit> group : groups(units).values()) {
            int n = formats(group).size();
            pairs += n * (n - 1) / 2;
        }
        return Math.max(1, pairs);
    }

    /**
     * The unit a row of the plan is keyed by: the unit itself, or with {@link #decide} its group, the unit without its
     * format ({@code format}) or formats taking turns ({@code formats}): the formats side by side.
     */
    Schedule.Unit key(Schedule.Unit unit) {
        return decide ? group(unit) : unit;
    }

    static Schedule.Unit group(Schedule.Unit unit) {
        Map<String, String> params = new LinkedHashMap<>(unit.params());
        params.remove(FormatTurns.FORMAT);
        params.remove(FormatTurns.PARAM);
        return new Schedule.Unit(unit.benchmark(), params);
    }

    /** The units by group, in the units' order. */
    static Map<Schedule.Unit, List<Schedule.Unit>> groups(List<Schedule.Unit> units) {
        Map<Schedule.Unit, List<Schedule.Unit>> m = new LinkedHashMap<>();
        units.forEach(u -> m.computeIfAbsent(group(u), k -> new ArrayList<>()).add(u));
        return m;
    }

    /** The plan's rows, each with its units: one each, or with {@link #decide} a group's. */
    private Map<Schedule.Unit, List<Schedule.Unit>> members(List<Schedule.Unit> units) {
        if (decide) {
            return groups(units);
        }
        Map<Schedule.Unit, List<Schedule.Unit>> m = new LinkedHashMap<>();
        units.forEach(u -> m.put(u, List.of(u)));
        return m;
    }

    /**
     * The result rows of a group's formats, in order: each unit of its own format ({@code format=NAME}), or each
     * format of a unit whose formats take turns (the rows the run split its forks into).
     */
    static Map<String, Schedule.Unit> formats(List<Schedule.Unit> group) {
        Map<String, Schedule.Unit> rowsByFormat = new LinkedHashMap<>();
        for (Schedule.Unit u : group) {
            String turns = u.params().get(FormatTurns.PARAM);
            if (turns != null && !u.params().containsKey(FormatTurns.FORMAT)) {
                for (String f : FormatTurns.formats(turns)) {
                    Map<String, String> params = new LinkedHashMap<>(u.params());
                    params.put(FormatTurns.FORMAT, f);
                    rowsByFormat.putIfAbsent(f, new Schedule.Unit(u.benchmark(), params));
                }
            } else if (u.params().containsKey(FormatTurns.FORMAT)) {
                rowsByFormat.putIfAbsent(u.params().get(FormatTurns.FORMAT), u);
            }
        }
        return rowsByFormat;
    }

    /**
     * With {@link #decide}: the groups not decided when the run ended, each with the rounds it would need in all at the
     * spread it ended with, and the time those extra rounds take at the seconds per round the run timed.
     */
    public List<String> undecided() {
        List<String> lines = new ArrayList<>();
        rows.forEach((key, r) -> {
            if (!r.decided) {
                lines.add(key.label() + ": " + (r.toDecide == Integer.MAX_VALUE
                        ? "more rounds than can be projected (a ratio near 1?)"
                        : "about " + (r.toDecide - r.rounds) + " more round(s), "
                        + RunProgress.duration((r.toDecide - r.rounds) * r.secondsPerRound * 1e9)));
            }
        });
        return lines;
    }

    private static Double finite(double d) {
        return Double.isFinite(d) ? d : null;
    }

    /**
     * One line per unit for the closing note: whether it reached the target, the half-width and rounds it ended with,
     * and its pilot and plan.
     */
    public List<String> closingNote() {
        List<String> lines = new ArrayList<>();
        if (decide) {
            rows.forEach((unit, r) -> lines.add((r.decided ? "decided   " : "undecided ") + unit.label() + " after "
                    + r.rounds + " rounds (widest ratio ±" + percent(r.halfWidth) + "; planned " + (r.plan == null
                    ? "nothing: the run ended in the pilot" : r.plan.rounds() + ": " + r.plan.why()) + ")"
                    + (r.decided || r.toDecide == Integer.MAX_VALUE ? "" : "; projected to need " + r.toDecide)));
            return lines;
        }
        rows.forEach((unit, r) -> {
            StringBuilder sb = new StringBuilder(r.halfWidth <= percent ? "reached " : "missed  ")
                    .append(unit.label()).append(": ±").append(percent(r.halfWidth)).append(" after ")
                    .append(r.rounds).append(" rounds");
            if (r.pilot != null && r.plan != null) {
                sb.append(" (pilot ±").append(percent(r.pilot.halfWidthPercent())).append(" in ")
                        .append(r.pilot.rounds()).append(" rounds; planned ").append(r.plan.rounds()).append(": ")
                        .append(r.plan.why()).append(')');
            } else {
                sb.append(" (ended in the pilot: no plan)");
            }
            lines.add(sb.toString());
        });
        return lines;
    }

    private static String percent(double half) {
        return Double.isFinite(half) ? String.format(Locale.ROOT, "%.1f%%", half) : "?";
    }

    /** The target as the progress lines say it: {@code ±5%}. */
    String target() {
        if (decide) {
            return "a decision on every ratio";
        }
        return "±" + Cells.plain(percent) + "%";
    }

    /**
     * The unit's fork values under each profile ({@code [profile][round - 1]}, NaN where it has none), each fork's
     * value as {@code compare}'s default estimator takes it.
     */
    double[][] values(Schedule.Unit key, List<Schedule.Unit> members, List<ProfileRun> runs) {
        return decide ? formatValues(members, runs.get(0)) : profileValues(key, runs);
    }

    /**
     * The fork values of a group's formats ({@code [format][round - 1]}, NaN where one has none), each format's from
     * its own result rows ({@link #formats}), paired by round.
     */
    static double[][] formatValues(List<Schedule.Unit> group, ProfileRun run) {
        return byRound(formats(group).values().stream().map(u -> forkValues(run, u)).toList());
    }

    static double[][] profileValues(Schedule.Unit unit, List<ProfileRun> runs) {
        return byRound(runs.stream().map(r -> forkValues(r, unit)).toList());
    }

    private static double[][] byRound(List<Map<Integer, Double>> byProfile) {
        int rounds = byProfile.stream().flatMap(m -> m.keySet().stream()).mapToInt(Integer::intValue).max().orElse(0);
        double[][] v = new double[byProfile.size()][rounds];
        for (int p = 0; p < v.length; p++) {
            Arrays.fill(v[p], Double.NaN);
            for (Map.Entry<Integer, Double> e : byProfile.get(p).entrySet()) {
                v[p][e.getKey() - 1] = e.getValue();
            }
        }
        return v;
    }

    /** The half-width in percent that the unit's interval has now ({@link PrecisionPlan#halfWidthPercent}). */
    static double halfWidthPercent(Schedule.Unit unit, List<ProfileRun> runs) {
        return PrecisionPlan.halfWidthPercent(profileValues(unit, runs));
    }

    /** The unit's fork values in one profile by round (its first mode only), as {@link Estimator#DEFAULT} takes them. */
    static Map<Integer, Double> forkValues(ProfileRun run, Schedule.Unit unit) {
        Map<Integer, Double> byRound = new LinkedHashMap<>();
        String mode = null;
        for (Map.Entry<RunResult, Integer> e : run.resultRounds().entrySet()) {
            RunResult r = e.getKey();
            BenchmarkParams p = r.getParams();
            if (!unit.measured(p)) {
                continue;
            }
            if (mode == null) {
                mode = p.getMode().shortLabel();
            }
            if (mode.equals(p.getMode().shortLabel())) {
                double v = forkValue(r);
                if (Double.isFinite(v)) {
                    byRound.put(e.getValue(), v);
                }
            }
        }
        return byRound;
    }

    /**
     * One fork's value as {@code compare} takes it from the result file: its measured iterations' scores (the
     * usable ones, as {@code rawData} keeps them) summarised by {@link Estimator#DEFAULT} (the fork's mean for trimmed); NaN when it
     * has none.
     */
    static double forkValue(RunResult r) {
        List<Double> iterations = new ArrayList<>();
        for (BenchmarkResult b : r.getBenchmarkResults()) {
            for (IterationResult i : b.getIterationResults()) {
                double v = i.getPrimaryResult().getScore();
                if (Scores.usable(v)) {
                    iterations.add(v);
                }
            }
        }
        if (iterations.isEmpty()) {
            double score = r.getPrimaryResult().getScore();
            return Scores.usable(score) ? score : Double.NaN;
        }
        double[] its = iterations.stream().mapToDouble(Double::doubleValue).toArray();
        Metric m = new Metric(r.getPrimaryResult().getScoreUnit(),
                List.of(new Fork(Arrays.stream(its).average().orElseThrow(), its)), 0, true);
        return Estimator.DEFAULT.summarise(m).forkMeans()[0];
    }
}
