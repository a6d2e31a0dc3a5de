package serbench.compare;

import org.apache.commons.math3.distribution.GammaDistribution;
import org.apache.commons.math3.random.Well19937c;
import serbench.compare.pairing.ParamSplit;
import serbench.results.Measure;
import serbench.results.ResultFile;
import serbench.results.Run;
import serbench.stats.LogRatio;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Whether two runs of the same code on one host agree as their intervals say they should: for every ratio both measured
 * (each format against {@code reference}, paired by round within each run, as {@code answer} computes it), the
 * difference of the two runs' log ratios in units of its standard error, {@code z = (d_a - d_b) / √(se_a² + se_b²)}.
 * Pooled over the ratios, {@code √(mean z²)} is the between-run spread over the spread the standard errors allow
 * (1 when they account for it; above when the run-to-run drift of the host adds to it). Beside it, what the same design
 * gives when the standard errors are right: the same statistic simulated with each run's estimate drawn from its own t
 * ({@value #NULL_DRAWS} draws, seeded): its median and 95% quantile, and the share of ratios expected beyond
 * {@code |z| > 1.96}.
 */
public record RunAgreement(String runA, String runB, List<Ratio> ratios, double pooled, double nullMedian,
                           double null95, int beyond, double nullBeyond) {

    static final int NULL_DRAWS = 10_000;

    /** One ratio in both runs: each run's log ratio, its standard error and degrees of freedom. */
    public record Ratio(String label, double dA, double seA, double dfA, double dB, double seB, double dfB) {

        public double z() {
            return (dA - dB) / Math.sqrt(seA * seA + seB * seB);
        }
    }

    /** Two runs' files, each with the values of {@code axis} side by side, compared against {@code reference}. */
    public static RunAgreement of(ResultFile a, ResultFile b, String axis, String reference, Estimator estimator,
                                  Measure measure) {
        Map<String, LogRatio> inA = ratios(a, axis, reference, estimator, measure);
        Map<String, LogRatio> inB = ratios(b, axis, reference, estimator, measure);
        List<Ratio> both = new ArrayList<>();
        inA.forEach((label, ta) -> {
            LogRatio tb = inB.get(label);
            if (tb != null && ta.se() > 0 && tb.se() > 0) {
                both.add(new Ratio(label, ta.d(), ta.se(), ta.df(), tb.d(), tb.se(), tb.df()));
            }
        });
        double pooled = pooled(both.stream().mapToDouble(Ratio::z).toArray());
        int beyond = (int) both.stream().filter(r -> Math.abs(r.z()) > 1.96).count();
        double[] nulls = new double[NULL_DRAWS];
        long nullBeyond = 0;
        Well19937c random = new Well19937c(1);
        // Student's t as Z / √(χ²_df / df), χ²_df a gamma of shape df/2 and scale 2 (sampled directly, not inverted)
        List<GammaDistribution[]> chi = both.stream().map(r -> new GammaDistribution[]{
                new GammaDistribution(random, r.dfA() / 2, 2), new GammaDistribution(random, r.dfB() / 2, 2)}).toList();
        for (int k = 0; k < NULL_DRAWS; k++) {
            double[] z = new double[both.size()];
            for (int i = 0; i < z.length; i++) {
                Ratio r = both.get(i);
                double ta = random.nextGaussian() / Math.sqrt(chi.get(i)[0].sample() / r.dfA());
                double tb = random.nextGaussian() / Math.sqrt(chi.get(i)[1].sample() / r.dfB());
                z[i] = (r.seA() * ta - r.seB() * tb) / Math.sqrt(r.seA() * r.seA() + r.seB() * r.seB());
                nullBeyond += Math.abs(z[i]) > 1.96 ? 1 : 0;
            }
            nulls[k] = pooled(z);
        }
        Arrays.sort(nulls);
        return new RunAgreement(run(a), run(b), List.copyOf(both), pooled, nulls[NULL_DRAWS / 2],
                nulls[(int) (NULL_DRAWS * 0.95)], beyond,
                both.isEmpty() ? Double.NaN : nullBeyond / (double) NULL_DRAWS / both.size());
    }

    /** {@code √(mean z²)}; NaN without values. */
    static double pooled(double[] z) {
        return z.length == 0 ? Double.NaN : Math.sqrt(Arrays.stream(z).map(v -> v * v).sum() / z.length);
    }

    /** Each ratio's paired analysis in one run, by "value vs reference, row". */
    private static Map<String, LogRatio> ratios(ResultFile file, String axis, String reference, Estimator estimator,
                                                Measure measure) {
        Set<String> values = new LinkedHashSet<>();
        values.add(reference);
        for (Run r : file.runs()) {
            String v = r.params().get(axis);
            if (v != null) {
                values.add(v);
            }
        }
        Comparison c = Comparison.of(ParamSplit.split(file, axis, List.copyOf(values)), null, Tolerance.DEFAULT, true,
                estimator, measure);
        Map<String, LogRatio> out = new LinkedHashMap<>();
        for (FileComparison fc : c.against()) {
            for (Row r : fc.rows()) {
                if (r.compared() && r.change().paired() && r.change().hasInterval()
                        && !r.key().mode().contains(" ")) {
                    out.put(fc.file().name() + " " + r.key().label(), r.change().test());
                }
            }
        }
        return out;
    }

    private static String run(ResultFile f) {
        return f.runDirectory().orElse(f.name());
    }
}
