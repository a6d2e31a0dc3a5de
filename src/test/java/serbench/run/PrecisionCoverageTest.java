package serbench.run;

import org.junit.jupiter.api.Test;
import serbench.stats.Interval;
import serbench.stats.LogRatio;
import serbench.stats.ModeMix;
import serbench.stats.Statistics;
import serbench.run.design.PrecisionPlan;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * How often the interval of a {@code run --precision 5} row holds the true value, simulated: seeded random rows, each run
 * through the whole procedure {@value #REPS} times, and the final interval computed as {@code compare} computes it (a
 * 20%-trimmed Yuen t on the per-round log ratios of the fork values, paired by round; with one profile the score's
 * Student t on the fork values). Two procedures on the same draws:
 * <ul>
 *   <li><b>two-stage</b> ({@link PrecisionPlan} with its default rules, what {@code run} does): a pilot of
 *       {@link PrecisionGoal#PILOT_ROUNDS} rounds fixes each row's rounds from the pilot alone, at most
 *       {@link PrecisionGoal#DEFAULT_MAX_ROUNDS}; then exactly those rounds run;</li>
 *   <li><b>optional stopping</b> (what {@code run} did before): from the third round on, stop as soon as the interval
 *       is within ±5%, at most {@link PrecisionGoal#DEFAULT_MAX_ROUNDS} rounds.</li>
 * </ul>
 * The rows (a fork's value is the mean of its measured iterations, as the default estimator takes it, so the spreads
 * are those of such values):
 * <ul>
 *   <li>normal fork noise, 3% and 10% SD (log scale); t with 3 degrees of freedom at a 3% scale;</li>
 *   <li>rows of the paired reference run ({@code src/test/resources/precision/forks.csv}): each draw picks one row of
 *       one profile and resamples its 6 fork values, times a 1% log-normal jitter so that no two forks tie;</li>
 *   <li>bimodal rows: two fork modes 1.4x apart, the slow one in 20% or 33% of the forks, with 3%, 7% or 16% SD within
 *       a mode;</li>
 *   <li>CreateBench.java's forks under JDK 17 in the committed runs of 2026-11-22/23 (the fixture), resampled, with the
 *       jitter: most near one level, some at 1.2-1.5x, two at 2.5x.</li>
 * </ul>
 * Synthetic rows share a drift of 5% SD across the profiles of a round. With two profiles the second's values are the
 * first's distribution times 1 + {@value #EFFECT}, so the per-round log ratios are symmetric about that change, which is
 * then what the trimmed t estimates (and the intervals are shift-equivariant: {@link #anEffectMovesTheIntervalsNotTheirCoverage});
 * with one profile the truth is the mean fork value. The test prints the table that docs/comparing.md quotes.
 */
class PrecisionCoverageTest {

    static final double PERCENT = 5;
    /** The second profile's true change against the first, in the paired scenarios. */
    static final double EFFECT = 0.05;
    static final int PILOT = PrecisionGoal.PILOT_ROUNDS;
    static final int MAX = PrecisionGoal.DEFAULT_MAX_ROUNDS;
    static final int OLD_MIN = 3;
    static final double DRIFT = 0.05;
    static final double MODES = 1.4;
    /** Log-normal spread added to a resampled fork value, so that no two forks tie. */
    static final double JITTER = 0.01;

    /** One simulated row: fork values {@code [profile][round]} for every round it may run, and the true value. */
    record Draw(double[][] values, double truth) {
    }

    /** A kind of row. */
    interface Scenario {
        Draw draw(Random random, int rounds);
    }

    /** Noise of one fork of one profile, as a factor. */
    interface Noise {
        double factor(Random random);
    }

    /**
     * What one procedure gave on one scenario: the share of intervals that held the truth, the mean rounds, the share
     * of rows that reached ±PCT, and the share of those whose interval held the truth.
     */
    record Result(double coverage, double meanRounds, double reached, double coverageReached) {
    }

    /** One scenario's line of the table. */
    record Line(String scenario, boolean bimodal, boolean paired, Result twoStage, Result stopping) {
    }

    // ---- the rows

    static Noise normal(double sd) {
        return r -> Math.exp(sd * r.nextGaussian());
    }

    /** t with 3 df, scaled (on the values, so the mean is the centre), kept positive. */
    static Noise t3(double scale) {
        return r -> {
            double t;
            do {
                double z = r.nextGaussian();
                double chi = 0;
                for (int k = 0; k < 3; k++) {
                    double g = r.nextGaussian();
                    chi += g * g;
                }
                t = z / Math.sqrt(chi / 3);
            } while (Math.abs(scale * t) >= 0.9);
            return 1 + scale * t;
        };
    }

    /** Two fork modes {@link #MODES} apart, the slow one with probability {@code slow}, each with log-normal spread. */
    static Noise modes(double slow, double within) {
        return r -> (r.nextDouble() < slow ? MODES : 1) * Math.exp(within * r.nextGaussian());
    }

    static double meanOfNormal(double sd) {
        return Math.exp(sd * sd / 2);
    }

    /** Synthetic rows: a drift shared by the round's profiles, each fork's own noise. */
    static Scenario synthetic(Noise noise, double noiseMean, int profiles, double effect) {
        return (r, rounds) -> {
            double[][] v = new double[profiles][rounds];
            for (int k = 0; k < rounds; k++) {
                double drift = Math.exp(DRIFT * r.nextGaussian());
                for (int p = 0; p < profiles; p++) {
                    v[p][k] = 100 * (p == 0 ? 1 : 1 + effect) * drift * noise.factor(r);
                }
            }
            return new Draw(v, profiles == 1 ? 100 * meanOfNormal(DRIFT) * noiseMean : 1 + effect);
        };
    }

    /** Rows resampled from committed fork values: each draw picks one of {@code pools}, every fork from it. */
    static Scenario resampled(List<double[]> pools, int profiles, double effect) {
        return (r, rounds) -> {
            double[] pool = pools.get(r.nextInt(pools.size()));
            double[][] v = new double[profiles][rounds];
            for (int k = 0; k < rounds; k++) {
                for (int p = 0; p < profiles; p++) {
                    v[p][k] = (p == 0 ? 1 : 1 + effect) * pool[r.nextInt(pool.length)] * Math.exp(JITTER * r.nextGaussian());
                }
            }
            return new Draw(v, profiles == 1 ? Statistics.mean(pool) * meanOfNormal(JITTER) : 1 + effect);
        };
    }

    /** The fork values of the fixture, by source, profile, benchmark and params. */
    static Map<String, double[]> fixture() throws IOException {
        Map<String, List<Double>> rows = new LinkedHashMap<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                PrecisionCoverageTest.class.getResourceAsStream("/precision/forks.csv"), StandardCharsets.UTF_8))) {
            String line;
            boolean header = true;
            while ((line = in.readLine()) != null) {
                if (line.startsWith("#")) {
                    continue;
                }
                if (header) {
                    header = false;
                    continue;
                }
                String[] f = line.split(",");
                rows.computeIfAbsent(f[0] + "," + f[1] + "," + f[2] + "," + f[3], k -> new ArrayList<>())
                        .add(Double.parseDouble(f[5]));
            }
        }
        Map<String, double[]> m = new LinkedHashMap<>();
        rows.forEach((k, v) -> m.put(k, v.stream().mapToDouble(Double::doubleValue).toArray()));
        return m;
    }

    /** Every row of the paired reference run, one pool each. */
    static List<double[]> referenceRows(Map<String, double[]> fixture) {
        return fixture.entrySet().stream().filter(e -> e.getKey().startsWith("20261122-234226-reference-paired,"))
                .map(Map.Entry::getValue).toList();
    }

    /** CreateBench.java model=mediacontent under JDK 17 (profiles default, a, b), all its forks as one pool. */
    static List<double[]> createBench(Map<String, double[]> fixture) {
        List<Double> all = new ArrayList<>();
        fixture.forEach((k, v) -> {
            String[] f = k.split(",");
            if (f[2].equals("CreateBench.java") && f[3].contains("model=mediacontent") && List.of("default", "a", "b")
                    .contains(f[1])) {
                for (double x : v) {
                    all.add(x);
                }
            }
        });
        return List.of(all.stream().mapToDouble(Double::doubleValue).toArray());
    }

    // ---- the procedures

    static double[][] first(double[][] v, int n) {
        double[][] out = new double[v.length][];
        for (int p = 0; p < v.length; p++) {
            out[p] = java.util.Arrays.copyOf(v[p], n);
        }
        return out;
    }

    /** {@code compare}'s interval of these values: the score's with one profile, the paired change's with two. */
    static Interval interval(double[][] v) {
        return v.length == 1 ? Statistics.meanInterval(v[0], PrecisionPlan.CONFIDENCE)
                : LogRatio.paired(v[0], v[1], PrecisionPlan.TRIM).ratio(PrecisionPlan.CONFIDENCE);
    }

    /** Its half-width in percent, as {@link PrecisionPlan#halfWidthPercent} says it. */
    static double halfWidth(Interval i, boolean paired) {
        return paired ? (Math.sqrt(i.hi() / i.lo()) - 1) * 100 : (i.hi() - i.lo()) / 2 / Math.abs(i.estimate()) * 100;
    }

    /** Rounds the two-stage procedure runs on this draw. */
    static int twoStage(double[][] v, PrecisionPlan.Rules rules) {
        PrecisionPlan.Assessment a = PrecisionPlan.assess(PERCENT, first(v, PILOT), rules);
        return PrecisionPlan.plan(a, PILOT, MAX, rules).rounds();
    }

    /** Rounds optional stopping runs on this draw. */
    static int optionalStopping(double[][] v) {
        for (int n = OLD_MIN; n < MAX; n++) {
            if (quickHalfWidth(first(v, n)) <= PERCENT) {
                return n;
            }
        }
        return MAX;
    }

    /** {@link PrecisionPlan#halfWidthPercent} with the t quantiles cached (the same numbers, faster). */
    static double quickHalfWidth(double[][] v) {
        int n = v[0].length;
        if (v.length == 1) {
            double mean = Statistics.mean(v[0]);
            return PrecisionPlan.t(n - 1) * Math.sqrt(Statistics.variance(v[0]) / n) / Math.abs(mean) * 100;
        }
        LogRatio lr = LogRatio.paired(v[0], v[1], PrecisionPlan.TRIM);
        return (Math.exp(PrecisionPlan.t((int) Math.round(lr.df())) * lr.se()) - 1) * 100;
    }

    static Result simulate(Scenario s, boolean twoStage, PrecisionPlan.Rules rules, int reps, long seed) {
        Random r = new Random(seed);
        int covered = 0;
        long rounds = 0;
        int reached = 0;
        int coveredReached = 0;
        for (int i = 0; i < reps; i++) {
            Draw d = s.draw(r, MAX);
            int n = twoStage ? twoStage(d.values(), rules) : optionalStopping(d.values());
            Interval interval = interval(first(d.values(), n));
            boolean holds = interval.lo() <= d.truth() && d.truth() <= interval.hi();
            boolean at = halfWidth(interval, d.values().length > 1) <= PERCENT;
            covered += holds ? 1 : 0;
            reached += at ? 1 : 0;
            coveredReached += holds && at ? 1 : 0;
            rounds += n;
        }
        return new Result((double) covered / reps, (double) rounds / reps, (double) reached / reps,
                reached == 0 ? Double.NaN : (double) coveredReached / reached);
    }

    /**
     * The scenarios by name, the normal and heavy-tailed ones first, then the bimodal ones; each paired (two profiles,
     * the second {@code effect} faster or slower) and with one profile.
     */
    static Map<String, Scenario> scenarios(boolean bimodal, double effect) throws IOException {
        Map<String, double[]> fixture = fixture();
        Map<String, Scenario> m = new LinkedHashMap<>();
        for (int profiles : new int[]{2, 1}) {
            String tail = profiles == 1 ? ", one profile" : String.format(Locale.ROOT, ", paired, effect %+.0f%%",
                    effect * 100);
            if (bimodal) {
                for (double slow : new double[]{0.2, 0.33}) {
                    for (double within : new double[]{0.03, 0.07, 0.16}) {
                        double mean = (1 - slow + slow * MODES) * meanOfNormal(within);
                        m.put(String.format(Locale.ROOT, "bimodal %.0f/%.0f, %.0f%% within a mode%s", (1 - slow) * 100,
                                slow * 100, within * 100, tail), synthetic(modes(slow, within), mean, profiles, effect));
                    }
                }
                m.put("CreateBench.java forks" + tail, resampled(createBench(fixture), profiles, effect));
            } else {
                m.put("normal, 3% SD" + tail, synthetic(normal(0.03), meanOfNormal(0.03), profiles, effect));
                m.put("normal, 10% SD" + tail, synthetic(normal(0.10), meanOfNormal(0.10), profiles, effect));
                m.put("t(3), 3% scale" + tail, synthetic(t3(0.03), 1, profiles, effect));
                m.put("early 3-profile run's rows" + tail, resampled(referenceRows(fixture), profiles, effect));
            }
        }
        return m;
    }

    /** Repetitions per scenario and procedure. */
    static final int REPS = 2000;

    /** Every scenario through both procedures, {@code reps} times each, on the same draws. */
    static List<Line> table(int reps) throws IOException {
        List<Line> lines = new ArrayList<>();
        long seed = 1;
        for (boolean bimodal : new boolean[]{false, true}) {
            for (Map.Entry<String, Scenario> e : scenarios(bimodal, EFFECT).entrySet()) {
                seed++;
                lines.add(new Line(e.getKey(), bimodal, e.getKey().contains("paired"),
                        simulate(e.getValue(), true, PrecisionPlan.Rules.DEFAULT, reps, seed),
                        simulate(e.getValue(), false, PrecisionPlan.Rules.DEFAULT, reps, seed)));
            }
        }
        return lines;
    }

    /** The table as the test prints it (docs/comparing.md quotes it). */
    static String format(List<Line> lines, int reps) {
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "run --precision %s, simulated: %d runs per"
                + " kind of row and procedure, on the same draws%n", plain(PERCENT), reps));
        sb.append(String.format(Locale.ROOT, "cover: share of 95%% intervals holding the truth; rounds: mean;"
                + " reached: share within ±%s%% (their cover)%n", plain(PERCENT)));
        for (boolean paired : new boolean[]{true, false}) {
            sb.append(paired ? String.format(Locale.ROOT, "%ntwo profiles, paired by round, true change %+.0f%%:%n",
                    EFFECT * 100) : String.format(Locale.ROOT, "%none profile (the score):%n"));
            sb.append(String.format(Locale.ROOT, "  %-33s %-35s %s%n", "row", "two-stage: cover rounds reached", "optional stopping (before): the same"));
            for (Line l : lines) {
                if (l.paired() == paired) {
                    sb.append(String.format(Locale.ROOT, "  %-33s %-35s %s%n",
                            l.scenario().replaceFirst(", (paired, effect [^,]*|one profile)$", ""),
                            cell(l.twoStage()), cell(l.stopping())));
                }
            }
        }
        return sb.toString();
    }

    private static String plain(double d) {
        return serbench.text.Cells.plain(d);
    }

    private static String cell(Result r) {
        return String.format(Locale.ROOT, "%.3f  %4.1f  %.2f %s", r.coverage(), r.meanRounds(), r.reached(),
                Double.isNaN(r.coverageReached()) ? "(-)   " : String.format(Locale.ROOT, "(%.2f)", r.coverageReached()));
    }

    /** Prints the table (more runs per scenario as the first argument). */
    public static void main(String[] args) throws IOException {
        int reps = args.length > 0 ? Integer.parseInt(args[0]) : REPS;
        System.out.print(format(table(reps), reps));
    }

    @Test
    void twoStageKeepsItsCoverageWhereOptionalStoppingLosesIt() throws IOException {
        List<Line> lines = table(REPS);
        String printed = format(lines, REPS);
        System.out.print(printed);
        List<String> failed = new ArrayList<>();
        // docs/comparing.md quotes the table (indented in its list item): a change to the design or the rows is a
        // change to the page; paste what this test prints
        Path doc = Path.of("docs", "comparing.md");
        if (Files.isRegularFile(doc)) {
            String quoted = Files.readString(doc).replace("\n  ", "\n");
            for (String line : printed.split("\n")) {
                if (!line.isBlank() && !quoted.contains("\n" + line + "\n")) {
                    failed.add("docs/comparing.md does not quote this line of the table: " + line);
                }
            }
        }
        for (Line l : lines) {
            double two = l.twoStage().coverage();
            double old = l.stopping().coverage();
            // paired (the trimmed t on log ratios): every row. One profile (the score's Student t on the mean): rows
            // with symmetric noise; skewed rows (two modes, a slow first round, rare forks at 2.5x) cover less at any
            // number of rounds a run allows, the Student t's limit on a skewed mean, not the plan's
            boolean skewed = l.bimodal() || l.scenario().startsWith("reference");
            double floor = l.paired() || !skewed ? 0.93 : l.scenario().startsWith("CreateBench") ? 0.75 : 0.90;
            if (two < floor) {
                failed.add(l.scenario() + ": two-stage covers " + two + ", below " + floor);
            }
            if (l.bimodal() && two < old) {
                failed.add(l.scenario() + ": two-stage covers " + two + ", less than optional stopping's " + old);
            }
        }
        // where optional stopping fails: a row whose first forks fell in one mode stops there
        for (String[] gap : new String[][]{
                {"bimodal 80/20, 3% within a mode, paired", "0.02"},
                {"bimodal 80/20, 3% within a mode, one profile", "0.10"},
                {"bimodal 67/33, 3% within a mode, one profile", "0.05"},
                {"bimodal 80/20, 7% within a mode, one profile", "0.05"},
                {"CreateBench.java forks, one profile", "0.10"}}) {
            Line l = lines.stream().filter(x -> x.scenario().startsWith(gap[0])).findFirst().orElseThrow();
            if (l.twoStage().coverage() - l.stopping().coverage() < Double.parseDouble(gap[1])) {
                failed.add(l.scenario() + ": two-stage " + l.twoStage().coverage() + " is not " + gap[1]
                        + " above optional stopping's " + l.stopping().coverage());
            }
            if (!l.paired() && l.stopping().coverage() >= 0.93) {
                failed.add(l.scenario() + ": optional stopping covers " + l.stopping().coverage());
            }
        }
        assertTrue(failed.isEmpty(), String.join("\n", failed));
    }

    // ---- profiles that move forks between modes

    /**
     * Paired rows whose profiles differ in their mix of fork modes: the first profile's forks from {@code a}, the
     * second's from {@code b} times 1 + {@value #EFFECT}, a shared drift per round. The truth is the ratio of the
     * geometric means, {@code (1 + EFFECT) * exp(E log b - E log a)}: {@code logShift} is that last difference.
     */
    static Scenario mixed(Noise a, Noise b, double logShift) {
        return (r, rounds) -> {
            double[][] v = new double[2][rounds];
            for (int k = 0; k < rounds; k++) {
                double drift = Math.exp(DRIFT * r.nextGaussian());
                v[0][k] = 100 * drift * a.factor(r);
                v[1][k] = 100 * (1 + EFFECT) * drift * b.factor(r);
            }
            return new Draw(v, (1 + EFFECT) * Math.exp(logShift));
        };
    }

    /** The mean log of a {@link #modes} factor: the slow mode's share of log {@link #MODES}. */
    static double modesLog(double slow) {
        return slow * Math.log(MODES);
    }

    /**
     * What the flag did on one kind of row: the share flagged, and the coverage of every row's interval as compare makes
     * it (a flagged row's untrimmed, the others' trimmed).
     */
    record Flagged(double flagged, double coverage, double untrimmedCoverage) {
    }

    /**
     * Each draw through the two-stage procedure, then {@link ModeMix#differ} on the fork values it ran, and the interval
     * compare gives the row: untrimmed (the mean log ratio, Student's t) when the modes differ, else trimmed.
     */
    static Flagged flagged(Scenario s, int reps, long seed) {
        Random r = new Random(seed);
        int flagged = 0;
        int covered = 0;
        int untrimmedCovered = 0;
        for (int i = 0; i < reps; i++) {
            Draw d = s.draw(r, MAX);
            double[][] v = first(d.values(), twoStage(d.values(), PrecisionPlan.Rules.DEFAULT));
            boolean differ = ModeMix.differ(v[0], v[1]);
            flagged += differ ? 1 : 0;
            Interval untrimmed = LogRatio.paired(v[0], v[1], 0).ratio(PrecisionPlan.CONFIDENCE);
            Interval interval = differ ? untrimmed : interval(v);
            covered += interval.lo() <= d.truth() && d.truth() <= interval.hi() ? 1 : 0;
            untrimmedCovered += untrimmed.lo() <= d.truth() && d.truth() <= untrimmed.hi() ? 1 : 0;
        }
        return new Flagged((double) flagged / reps, (double) covered / reps, (double) untrimmedCovered / reps);
    }

    /** The kinds of row for the mode flag, by name: the same mode structure in both profiles, then a different one. */
    static Map<String, Scenario> modeScenarios() throws IOException {
        Map<String, Scenario> m = new LinkedHashMap<>();
        m.put("same: normal, 3% SD", mixed(normal(0.03), normal(0.03), 0));
        m.put("same: normal, 10% SD", mixed(normal(0.10), normal(0.10), 0));
        m.put("same: t(3), 3% scale", mixed(t3(0.03), t3(0.03), 0));
        m.put("same: bimodal 80/20, 3% within", mixed(modes(0.2, 0.03), modes(0.2, 0.03), 0));
        m.put("same: bimodal 67/33, 3% within", mixed(modes(0.33, 0.03), modes(0.33, 0.03), 0));
        m.put("same: bimodal 80/20, 7% within", mixed(modes(0.2, 0.07), modes(0.2, 0.07), 0));
        m.put("mix 80/20 -> 67/33, 3% within", mixed(modes(0.2, 0.03), modes(0.33, 0.03), modesLog(0.33) - modesLog(0.2)));
        m.put("mix 80/20 -> 67/33, 7% within", mixed(modes(0.2, 0.07), modes(0.33, 0.07), modesLog(0.33) - modesLog(0.2)));
        m.put("unimodal -> 80/20, 3% within", mixed(normal(0.03), modes(0.2, 0.03), modesLog(0.2)));
        m.put("unimodal -> 67/33, 3% within", mixed(normal(0.03), modes(0.33, 0.03), modesLog(0.33)));
        m.put("80/20 -> unimodal, 3% within", mixed(modes(0.2, 0.03), normal(0.03), -modesLog(0.2)));
        m.put("unimodal -> 80/20, 7% within", mixed(normal(0.07), modes(0.2, 0.07), modesLog(0.2)));
        return m;
    }

    static final int MODE_REPS = 1000;

    /** The mode flag's table: per kind of row, the share flagged and the coverage of the intervals compare gives. */
    static String modeTable(int reps) throws IOException {
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "modes flag (ModeMix), run --precision %s,"
                + " paired, true change +%.0f%% times the geomean shift, %d runs per kind of row:%n", plain(PERCENT),
                EFFECT * 100, reps));
        long seed = 100;
        for (Map.Entry<String, Scenario> e : modeScenarios().entrySet()) {
            Flagged f = flagged(e.getValue(), reps, ++seed);
            sb.append(String.format(Locale.ROOT, "  %-34s flagged %.3f  cover %.3f  untrimmed everywhere %.3f%n",
                    e.getKey(), f.flagged(), f.coverage(), f.untrimmedCoverage()));
        }
        return sb.toString();
    }

    @Test
    void rowsWhoseModesDifferAreFlaggedAndTestedUntrimmed() throws IOException {
        String printed = modeTable(MODE_REPS);
        System.out.print(printed);
        List<String> failed = new ArrayList<>();
        long seed = 100;
        for (Map.Entry<String, Scenario> e : modeScenarios().entrySet()) {
            Flagged f = flagged(e.getValue(), MODE_REPS, ++seed);
            String name = e.getKey();
            // the same structure in both profiles: compare's intervals hold 0.93
            if (name.startsWith("same:") && f.coverage() < 0.93) {
                failed.add(name + ": intervals cover " + f.coverage() + ", below 0.93");
            }
            // a profile that moves forks between modes: rows whose forks had not yet shown the other mode are not
            // flagged and keep a trimmed interval that follows the main mode, so compare's intervals hold only about
            // 0.8 (docs/comparing.md says so); untrimmed intervals on every row (--estimator mean) hold 0.93 within
            // this simulation's error (1,000 runs: about 0.008)
            if (!name.startsWith("same:") && f.coverage() < 0.80) {
                failed.add(name + ": intervals cover " + f.coverage() + ", below the 0.80 documented");
            }
            if (f.untrimmedCoverage() < 0.92) {
                failed.add(name + ": untrimmed intervals cover " + f.untrimmedCoverage() + ", below 0.93 (within error)");
            }
            if (name.startsWith("same: normal") || name.startsWith("same: t(3)")) {
                if (f.flagged() >= 0.05) {
                    failed.add(name + ": " + f.flagged() + " of rows with one mode in both profiles flagged");
                }
            }
            // a row that gains or loses a clear second mode (3% within a mode, 1.4x apart) is flagged most of the
            // time; the rest are rows whose forks had not yet shown the mode, which no rule on them can see
            if (name.matches("(unimodal -> .*|80/20 -> unimodal), 3% within") && f.flagged() < 0.6) {
                failed.add(name + ": only " + f.flagged() + " flagged");
            }
        }
        assertTrue(failed.isEmpty(), String.join("\n", failed));
    }

    @Test
    void anEffectMovesTheIntervalsNotTheirCoverage() throws IOException {
        // the trimmed t on log ratios is shift-equivariant: effect 0 and +5% give the same plans and the same coverage
        Scenario none = scenarios(true, 0).get("bimodal 80/20, 3% within a mode, paired, effect +0%");
        Scenario five = scenarios(true, EFFECT).get("bimodal 80/20, 3% within a mode, paired, effect +5%");
        Result a = simulate(none, true, PrecisionPlan.Rules.DEFAULT, 300, 99);
        Result b = simulate(five, true, PrecisionPlan.Rules.DEFAULT, 300, 99);
        assertTrue(Math.abs(a.coverage() - b.coverage()) < 0.01 && Math.abs(a.meanRounds() - b.meanRounds()) < 0.1,
                a + " vs " + b);
    }
}
