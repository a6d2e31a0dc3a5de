package serbench.run.design;

import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.RunResult;
import serbench.results.FormatTurns;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * Splits a fork whose formats took turns ({@link FormatTurns}) into one result row per format: a format's row keeps the
 * fork's params and adds {@code format=NAME}; its iterations are the fork's measured iterations of that format, as JMH
 * measured them (primary and secondary results, {@code -prof gc}'s among them). Rows of one fork carry the same
 * round, so {@code compare --between format=…} and {@code answer} pair them within the JVM that measured them.
 */
public final class Alternation {

    private Alternation() {
    }

    /** Whether a result is of formats taking turns (it has the {@link FormatTurns#PARAM} param and no {@link FormatTurns#FORMAT} yet). */
    public static boolean alternates(BenchmarkParams p) {
        return p.getParamsKeys().contains(FormatTurns.PARAM) && !p.getParamsKeys().contains(FormatTurns.FORMAT);
    }

    /** Every result of {@code results} split by format where its formats took turns; the others as they are. */
    public static List<RunResult> splitAll(Collection<RunResult> results) {
        List<RunResult> out = new ArrayList<>();
        for (RunResult r : results) {
            if (alternates(r.getParams())) {
                out.addAll(split(r));
            } else {
                out.add(r);
            }
        }
        return out;
    }

    /**
     * One result per format from a result whose formats took turns: each of its forks' measured iterations goes to the
     * format {@link #at} gives it, counted after the fork's warm-up iterations. A format without a measured iteration
     * (fewer iterations than formats) has no row.
     */
    public static List<RunResult> split(RunResult r) {
        BenchmarkParams p = r.getParams();
        List<String> formats = FormatTurns.formats(p.getParam(FormatTurns.PARAM));
        int warmup = p.getWarmup().getCount();
        List<RunResult> out = new ArrayList<>();
        for (int f = 0; f < formats.size(); f++) {
            BenchmarkParams own = withFormat(p, formats.get(f));
            List<BenchmarkResult> forks = new ArrayList<>();
            for (BenchmarkResult b : r.getBenchmarkResults()) {
                List<IterationResult> mine = new ArrayList<>();
                int j = 0;
                for (IterationResult i : b.getIterationResults()) {
                    if (FormatTurns.at(warmup + j, formats.size()) == f) {
                        mine.add(i);
                    }
                    j++;
                }
                if (!mine.isEmpty()) {
                    forks.add(new BenchmarkResult(own, mine));
                }
            }
            if (!forks.isEmpty()) {
                out.add(new RunResult(own, forks));
            }
        }
        return out;
    }

    /** A copy of {@code p} with {@code format=NAME} added after its params. */
    public static BenchmarkParams withFormat(BenchmarkParams p, String format) {
        return ResultMerger.copy(p, p.getForks(), FormatTurns.FORMAT, format);
    }
}
