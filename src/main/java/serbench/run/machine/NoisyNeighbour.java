package serbench.run.machine;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A noisy neighbour, for checking the suite on a quiet host: a process beside a run that, at random moments, streams
 * through a large array on one or both CPUs for seconds at a time, then rests. That is the signature of the noisy
 * hosts this suite met: memory-touching code slowed for seconds at a time, forks of one row landing in slow periods
 * or not. {@code scripts/noisy-neighbour.sh} starts it beside a command and labels the run
 * ({@link serbench.results.RunRecord#EMULATED_NOISE_ENV}): such a run is never evidence.
 *
 * <p>Bursts last a log-normal time (median {@value #BURST_MEDIAN_SECONDS} s), rests an exponential one (mean
 * {@value #REST_MEAN_SECONDS} s); a burst takes both CPUs with probability {@value #BOTH_CPUS}, else one. All of it
 * comes from the seed, so two runs under one seed meet the same pattern in time.
 *
 * <p>Usage: {@code java -cp target/benchmarks.jar serbench.run.machine.NoisyNeighbour SEED [SECONDS]} (without
 * SECONDS it runs until stopped).
 */
public final class NoisyNeighbour {

    static final double BURST_MEDIAN_SECONDS = 2.0;
    static final double BURST_SIGMA = 0.5;
    static final double REST_MEAN_SECONDS = 4.0;
    static final double BOTH_CPUS = 0.3;
    /** The array each busy thread streams through: well beyond any cache. */
    static final int ARRAY_LONGS = 8 * 1024 * 1024;

    private NoisyNeighbour() {
    }

    public static void main(String[] args) throws InterruptedException {
        if (args.length < 1 || args.length > 2) {
            System.err.println("usage: NoisyNeighbour SEED [SECONDS]");
            System.exit(2);
        }
        long seed;
        double seconds;
        try {
            seed = Long.parseLong(args[0]);
            seconds = args.length == 2 ? Double.parseDouble(args[1]) : Double.POSITIVE_INFINITY;
        } catch (NumberFormatException e) {
            System.err.println("NoisyNeighbour: SEED is a whole number and SECONDS a number: " + e.getMessage());
            System.exit(2);
            return;
        }
        System.out.println("bursts: " + run(seed, seconds));
    }

    /** Runs the pattern of {@code seed} for {@code seconds}; how many bursts it made. */
    static int run(long seed, double seconds) throws InterruptedException {
        Random random = new Random(seed);
        long end = Double.isInfinite(seconds) ? Long.MAX_VALUE : System.nanoTime() + (long) (seconds * 1e9);
        int bursts = 0;
        while (System.nanoTime() < end) {
            sleepUntil(Math.min(end, System.nanoTime() + (long) (-Math.log(1 - random.nextDouble())
                    * REST_MEAN_SECONDS * 1e9)));
            if (System.nanoTime() >= end) {
                break;
            }
            long burstEnd = Math.min(end, System.nanoTime() + (long) (BURST_MEDIAN_SECONDS
                    * Math.exp(BURST_SIGMA * random.nextGaussian()) * 1e9));
            burst(random.nextDouble() < BOTH_CPUS ? 2 : 1, burstEnd);
            bursts++;
        }
        return bursts;
    }

    private static void sleepUntil(long deadline) throws InterruptedException {
        long left = deadline - System.nanoTime();
        if (left > 0) {
            Thread.sleep(left / 1_000_000, (int) (left % 1_000_000));
        }
    }

    /** {@code threads} threads streaming through arrays of their own until {@code deadline}. */
    private static void burst(int threads, long deadline) throws InterruptedException {
        AtomicBoolean sink = new AtomicBoolean();
        List<Thread> busy = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            Thread thread = new Thread(() -> {
                long[] a = new long[ARRAY_LONGS];
                long sum = 0;
                while (System.nanoTime() < deadline) {
                    for (int i = 0; i < a.length; i += 8) { // a cache line per step
                        a[i] += i;
                        sum += a[i];
                    }
                }
                if (sum == 42) {
                    sink.set(true); // keeps the loop's work observable
                }
            }, "noisy-neighbour-" + t);
            thread.setDaemon(true);
            busy.add(thread);
            thread.start();
        }
        for (Thread t : busy) {
            t.join();
        }
    }
}
