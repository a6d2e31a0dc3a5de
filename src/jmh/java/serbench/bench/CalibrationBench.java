package serbench.bench;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import serbench.format.Payload;

import java.util.concurrent.TimeUnit;

/**
 * A known effect, for checking the comparison itself (not a serialization measurement): {@code spin} runs a fixed
 * number of steps of a dependent arithmetic chain (a 64-bit linear congruential generator: each step needs the
 * previous one, so the JIT can neither skip nor parallelize them), {@code steps × percent / 100} of them. The
 * percentage comes from the system property {@value #PERCENT_PROPERTY} (default 100), so that two JVM profiles of one
 * {@code run} differ by exactly the work asked for, and {@code compare} sees the same rows in both files:
 * <pre>
 * run --profile base= --profile plus5=-Dserbench.calibration.percent=105 \
 *     --profile plus10=-Dserbench.calibration.percent=110 --profiles base,plus5,plus10 -f 6 CalibrationBench
 * </pre>
 * The true effects are then +5% and +10% of the loop's time (the call overhead of a few nanoseconds is under 0.1% of
 * the shortest row), and every interval {@code compare} prints should contain them. {@code steps} gives two rows of
 * different length, so the report shows how noise and detectable effect depend on the row.
 *
 * <p>The chain is quiet (about 1% from fork to fork), so it cannot show whether intervals hold on the 5-15% noise of
 * real rows. With {@value #WORK_PROPERTY}{@code =json-decode} a step is instead a real one: MediaContent's JSON decoded
 * and every field read ({@code DeserializeBench.readAll}), {@code steps / 1000} times at 100% (20 at
 * {@code steps=20000}, so 21 at 105% and 22 at 110%): the same known effect, on a real benchmark's noise. The default
 * run never sets the property, so its rows stay the chain's.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(RunLength.FORKS)
@Warmup(iterations = RunLength.WARMUP_ITERATIONS, time = RunLength.ITERATION_SECONDS)
@Measurement(iterations = RunLength.MEASUREMENT_ITERATIONS, time = RunLength.ITERATION_SECONDS)
public class CalibrationBench {

    /** The system property with the work in percent of {@code steps}. */
    public static final String PERCENT_PROPERTY = "serbench.calibration.percent";
    /** The system property that chooses a step: {@code chain} (the default) or {@code json-decode}. */
    public static final String WORK_PROPERTY = "serbench.calibration.work";

    /** Steps of the chain at 100%: 20,000 (about 10 us here) and 200,000 (about 100 us). */
    @Param({"20000", "200000"})
    public int steps;

    private int count;
    private long seed;
    /** MediaContent's JSON when the steps are decodes, else null. */
    private Payload decode;

    @Setup
    public void setup() {
        int percent = Integer.parseInt(System.getProperty(PERCENT_PROPERTY, "100"));
        String work = System.getProperty(WORK_PROPERTY, "chain");
        switch (work) {
            case "chain" -> count = scaled(steps, percent);
            case "json-decode" -> {
                count = scaled(steps / 1000, percent);
                decode = Payload.of("mediacontent", "default", "json");
            }
            default -> throw new IllegalArgumentException(WORK_PROPERTY + "=" + work + ": use chain or json-decode");
        }
        seed = steps;
    }

    /** {@code steps × percent / 100}, which must be a whole number so the effect is exact. */
    static int scaled(int steps, int percent) {
        if (percent <= 0 || (long) steps * percent % 100 != 0) {
            throw new IllegalArgumentException(PERCENT_PROPERTY + "=" + percent + " must be positive and give a whole"
                    + " number of steps for " + steps + " (e.g. 100, 105, 110)");
        }
        return (int) ((long) steps * percent / 100);
    }

    @Benchmark
    public long spin() {
        return decode == null ? chain(seed, count) : decodes(decode, count);
    }

    /** {@code n} decodes of {@code payload}, every field of each read into a digest; the digests summed. */
    static long decodes(Payload payload, int n) {
        long sum = 0;
        for (int i = 0; i < n; i++) {
            sum += payload.digest(payload.codec.read(payload.bytes));
        }
        return sum;
    }

    /** {@code n} steps of the generator from {@code x}. */
    static long chain(long x, int n) {
        for (int i = 0; i < n; i++) {
            x = x * 6364136223846793005L + 1442695040888963407L;
        }
        return x;
    }
}
