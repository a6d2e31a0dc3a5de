package serbench.run;

import org.junit.jupiter.api.Test;
import serbench.compare.Change;
import serbench.compare.Comparison;
import serbench.compare.Direction;
import serbench.compare.Estimator;
import serbench.compare.Tolerance;
import serbench.compare.Row;
import serbench.results.ResultFile;
import serbench.run.design.PrecisionPlan;
import serbench.stats.Statistics;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Whether a decided ratio of the {@code mode-aware} estimator ({@link Estimator#MODE_AWARE}) is right 95 times in
 * 100, whatever the noise does: the answer run's whole procedure for one
 * ratio (a pilot of {@link PrecisionGoal#DECIDE_PILOT_ROUNDS} rounds, the rounds {@link PrecisionPlan#roundsToDecide}
 * projects, at most {@value #MAX}; the change as {@code compare} computes it, {@link Change#of}; decided when Holm's
 * strictest step over {@value #FAMILY} ratios passes and the selection-adjusted interval, {@link Change#selected},
 * excludes 1), run on seeded noise and on rounds resampled from committed runs of both hosts. The truth is what every
 * change estimates: the ratio of the geometric means of the fork values (with forks in a 2x slow mode in a share
 * {@code p} of one side, {@code R · 2^(p_b - p_a)}).
 *
 * <p>What each scenario must hold, with {@code coverage.runs} runs each (500; 2,000 with {@code -Pfull-depth}):
 * <ul>
 *   <li>every scenario: the runs that decide the ratio with an interval that misses the truth at most 5% of all runs
 *       (a decided verdict's false-coverage rate), and those that decide it the wrong way at most 2.5%;</li>
 *   <li>where the ratio is decided in at least {@value #DECIDED_SHARE_PERCENT}% of runs and the fork noise is at
 *       most 10%: coverage among the decided at least 0.93 (0.90 for true ratios of 1.05-1.15), and direction errors
 *       among them at most 2.5%. Where it is decided less often, the procedure leaves it undecided: the few decided
 *       runs are the rare draws that hide a mode, bounded by the first rule. Above 10% noise a decision is near what
 *       the run can detect, and the first rule with the selection-adjusted interval is the promise.</li>
 * </ul>
 * Each bound is tested as "not exceeded beyond the simulation's own error" (the exact binomial 95% bound of the
 * observed rate), so that the default depth's 500 runs and full depth's 2,000 test the same promise.
 */
class DecisionCoverageTest {

    static final int RUNS = Integer.getInteger("coverage.runs", 500);
    static final int MAX = 30;
    static final int FAMILY = 18;
    static final int DECIDED_SHARE_PERCENT = 10;

    /** One scenario: fork noise (log SD per side), the slow-mode share of each side, the main-mode ratio. */
    record Scenario(String name, double sd, double slowA, double slowB, double ratio, boolean slowRounds) {

        double truth() {
            return Math.log(ratio) + (slowB - slowA) * Math.log(2);
        }
    }

    /** What the simulation found over {@code runs} runs. */
    record Found(int runs, int decided, int covered, int wrongWay, double meanRounds) {

        int missed() {
            return decided - covered;
        }

        double coverage() {
            return decided == 0 ? Double.NaN : covered / (double) decided;
        }

        String line(String name) {
            return String.format(Locale.ROOT, "%-34s decided %5.1f%%  coverage %.3f  missed&decided %.3f  wrong way %.3f"
                            + "  rounds %.1f", name, 100.0 * decided / runs, coverage(), missed() / (double) runs,
                    decided == 0 ? 0 : wrongWay / (double) decided, meanRounds);
        }
    }

    /** What the decide procedure did with one ratio: the rounds it ran, and the change it reports (null: undecided). */
    record Decision(int rounds, Change change) {
    }

    /** The decide procedure on one ratio's rounds. */
    static Decision decide(double[] a, double[] b) {
        int pilot = PrecisionGoal.DECIDE_PILOT_ROUNDS;
        int needed = PrecisionPlan.roundsToDecide(Arrays.copyOf(a, pilot), Arrays.copyOf(b, pilot), FAMILY,
                PrecisionPlan.Rules.DECIDE_MODE_AWARE);
        int n = Math.min(Math.min(MAX, a.length), Math.max(pilot, needed));
        double[] rounds = new double[n];
        for (int i = 0; i < n; i++) {
            rounds[i] = i + 1;
        }
        double[] ra = Arrays.copyOf(a, n);
        double[] rb = Arrays.copyOf(b, n);
        Change c = Change.of(ra, rb, new double[][]{rounds, ra, rb}, Direction.LOWER_IS_BETTER, false, 0, true);
        if (!(c.p() < (1 - PrecisionPlan.holmStrictest(FAMILY)))) {
            return new Decision(n, null);
        }
        return new Decision(n, c.selected(PrecisionPlan.holmStrictest(FAMILY)));
    }

    static Found simulate(Scenario s, long seed) {
        Random random = new Random(seed);
        int decided = 0;
        int covered = 0;
        int wrongWay = 0;
        long rounds = 0;
        for (int run = 0; run < RUNS; run++) {
            double[] a = new double[MAX];
            double[] b = new double[MAX];
            for (int k = 0; k < MAX; k++) {
                // a round's shared level: drift, and with slowRounds a round slowed 2x for both sides a fifth of the time
                double level = Math.exp(0.3 * random.nextGaussian()) * (s.slowRounds && random.nextDouble() < 0.2 ? 2 : 1);
                a[k] = 100 * level * Math.exp(s.sd * random.nextGaussian()) * (random.nextDouble() < s.slowA ? 2 : 1);
                b[k] = 100 * s.ratio * level * Math.exp(s.sd * random.nextGaussian())
                        * (random.nextDouble() < s.slowB ? 2 : 1);
            }
            Decision d = decide(a, b);
            Found one = judge(d.change(), s.truth());
            decided += one.decided;
            covered += one.covered;
            wrongWay += one.wrongWay;
            rounds += d.rounds();
        }
        return new Found(RUNS, decided, covered, wrongWay, rounds / (double) RUNS);
    }

    /** One decision judged against the true log ratio: decided, covered, the wrong way. */
    static Found judge(Change c, double truth) {
        if (c == null) {
            return new Found(1, 0, 0, 0, 0);
        }
        double lo = Math.log(c.ratio().lo());
        double hi = Math.log(c.ratio().hi());
        boolean covered = lo <= truth && truth <= hi;
        boolean wrongWay = truth != 0 && (lo > 0 ? 1 : -1) != Math.signum(truth);
        return new Found(1, 1, covered ? 1 : 0, wrongWay ? 1 : 0, 0);
    }

    /**
     * The promise for a scenario of fork noise {@code sd} ({@code nearOne} lowers the conditional floor to 0.90): above
     * 10% a decision is near what the run can detect (a few runs in ten decide), and the promise is the joint one
     * (decided-and-missed, decided the wrong way) with the selection-adjusted interval; the conditional floor applies
     * up to 10%.
     */
    static void assertKept(Scenario s, Found f, boolean nearOne) {
        assertKept(s.name(), f, s.sd() > 0.10 ? Double.NaN : nearOne ? 0.90 : 0.93, 0.05);
    }

    /** The promise with the conditional coverage {@code floor} (NaN: none) and the bound on decided-and-missed runs. */
    static void assertKept(String name, Found f, double floor, double missedBound) {
        String line = f.line(name);
        System.out.println(line);
        assertTrue(atMost(f.missed(), f.runs(), missedBound), line + ": decided with an interval missing the truth too"
                + " often");
        assertTrue(atMost(f.wrongWay(), f.runs(), 0.025), line + ": decided the wrong way too often");
        if (f.decided() * 100 >= DECIDED_SHARE_PERCENT * f.runs() && !Double.isNaN(floor)) {
            assertTrue(atMost(f.missed(), f.decided(), 1 - floor), line + ": coverage among the decided below " + floor);
            assertTrue(atMost(f.wrongWay(), f.decided(), 0.025), line + ": direction errors among the decided");
        }
    }

    /** Whether a rate of {@code k} in {@code n} is not above {@code bound} beyond the simulation's error. */
    static boolean atMost(int k, int n, double bound) {
        return n == 0 || Statistics.binomialInterval(k, n, 0.95)[0] <= bound;
    }

    /** Each scenario simulated with its own seed, counting up from {@code seed}, and held to its promise. */
    static void assertEach(List<Scenario> scenarios, long seed) {
        for (Scenario s : scenarios) {
            assertKept(s, simulate(s, seed++), false);
        }
    }

    @Test
    void symmetricNoiseAndEvenModesKeepTheirCoverage() {
        List<Scenario> scenarios = List.of(
                new Scenario("normal 3%", 0.03, 0, 0, 1.25, false),
                new Scenario("normal 10%", 0.10, 0, 0, 1.25, false),
                new Scenario("normal 25%", 0.25, 0, 0, 1.25, false),
                new Scenario("normal 10%, ratio 3", 0.10, 0, 0, 3, false),
                new Scenario("2x slow 20%/20%", 0.03, 0.2, 0.2, 1.25, false),
                new Scenario("2x slow 33%/33%, 7% within", 0.07, 0.33, 0.33, 1.25, false),
                new Scenario("slow rounds for both, 10%", 0.10, 0, 0, 1.25, true));
        assertEach(scenarios, 1);
    }

    @Test
    void unevenModesKeepTheirCoverageOrStayUndecided() {
        List<Scenario> scenarios = List.of(
                new Scenario("2x slow 0%/20%", 0.03, 0, 0.2, 1.25, false),
                new Scenario("2x slow 20%/0%", 0.03, 0.2, 0, 1.25, false),
                new Scenario("2x slow 0%/33%", 0.03, 0, 0.33, 1.25, false),
                new Scenario("2x slow 33%/0%", 0.03, 0.33, 0, 1.25, false),
                new Scenario("2x slow 20%/33%", 0.03, 0.2, 0.33, 1.25, false),
                new Scenario("2x slow 33%/20%", 0.03, 0.33, 0.2, 1.25, false),
                new Scenario("2x slow 0%/20%, ratio 3", 0.03, 0, 0.2, 3, false),
                new Scenario("2x slow 20%/0%, ratio 3, 10%", 0.10, 0.2, 0, 3, false));
        assertEach(scenarios, 100);
    }

    @Test
    void ratiosNearOneDecidedKeepTheirCoverageAndDirection() {
        long seed = 200;
        for (double ratio : new double[]{1.05, 1.10, 1.15}) {
            for (double sd : new double[]{0.03, 0.10, 0.25}) {
                Scenario s = new Scenario(String.format(Locale.ROOT, "ratio %.2f, normal %.0f%%", ratio, sd * 100),
                        sd, 0, 0, ratio, false);
                assertKept(s, simulate(s, seed++), true);
            }
        }
    }

    /**
     * Rounds resampled from committed runs of both hosts (the quiet Xeon's reference comparison, per-round log-ratio SD
     * 0.025; the noisy AMD host's, 0.167): each synthetic run draws its rounds, with replacement, from one row's
     * measured rounds (a smoothed bootstrap), whose mean log ratio is then the truth; a known 10% effect is added to the other side, so that
     * rows of a flag that changes little are decided too.
     */
    @Test
    void roundsResampledFromCommittedRunsOfBothHosts() {
        for (String run : List.of("20261126-174834-reference-cpu", "20261125-215946-reference-precision")) {
            Path dir = Path.of("results", run);
            Comparison c = Comparison.of(List.of(ResultFile.read(dir.resolve("default.json")),
                    ResultFile.read(dir.resolve("no-escape-analysis.json"))), null, Tolerance.DEFAULT, true,
                    Estimator.MODE_AWARE);
            Random random = new Random(run.hashCode());
            int runs = 0;
            int decided = 0;
            int covered = 0;
            int wrongWay = 0;
            List<Row> rows = new ArrayList<>(c.against().get(0).rows().stream()
                    .filter(r -> r.compared() && r.change().paired()).toList());
            assertTrue(rows.size() >= 16, run + ": its rows are paired (" + rows.size() + ")");
            int perRow = Math.max(50, RUNS / 4);
            for (Row r : rows) {
                double[][] pairs = r.change().pairs();
                int n = pairs[0].length;
                double truth = 0;
                for (int i = 0; i < n; i++) {
                    truth += Math.log(pairs[2][i]) - Math.log(pairs[1][i]);
                }
                truth = truth / n;
                double spread = 0;
                for (int i = 0; i < n; i++) {
                    double d = Math.log(pairs[2][i]) - Math.log(pairs[1][i]) - truth;
                    spread += d * d;
                }
                // a smoothed bootstrap: each drawn round jittered by the spread's share of one round (sd / sqrt(n)), so
                // that a handful of measured rounds do not stand for a distribution with only that many values
                double jitter = Math.sqrt(spread / (n - 1) / n);
                truth += Math.log(1.10);
                for (int k = 0; k < perRow; k++) {
                    double[] a = new double[MAX];
                    double[] b = new double[MAX];
                    for (int i = 0; i < MAX; i++) {
                        int j = random.nextInt(n);
                        a[i] = pairs[1][j];
                        b[i] = pairs[2][j] * 1.10 * Math.exp(jitter * random.nextGaussian());
                    }
                    Found one = judge(decide(a, b).change(), truth);
                    runs++;
                    decided += one.decided();
                    covered += one.covered();
                    wrongWay += one.wrongWay();
                }
            }
            // resampling a few measured rounds costs coverage of its own (a bootstrap of 9 rounds is narrower than the
            // distribution they came from), hence 7% decided-and-missed on the quiet host, where nearly every run
            // decides; on the noisy host (per-round SD 0.167) a 10% effect is near what a run detects: 0.90 among
            // the decided, and the 5% bound on decided-and-missed runs
            boolean noisy = run.endsWith("reference-precision");
            assertKept(run + " resampled, +10%", new Found(runs, decided, covered, wrongWay, Double.NaN),
                    noisy ? 0.90 : 0.93, noisy ? 0.05 : 0.07);
        }
    }
}
