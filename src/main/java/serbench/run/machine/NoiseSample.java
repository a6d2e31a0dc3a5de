package serbench.run.machine;

import serbench.results.RunRecord;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * How busy the machine was over one fork, on Linux: the 1-minute load average at its end, and the shares of the
 * machine's CPU time over the fork that were stolen by the hypervisor ({@code steal} in {@code /proc/stat}), spent by
 * anything at all, and spent by <em>other</em> processes: everything busy but this process and its children (the
 * forked JVMs, whose CPU time {@code /proc/self/stat} counts once they have ended).
 *
 * <p>A fork counts as <em>loaded</em> when other processes took more than {@value #OTHER_LIMIT_PERCENT}% of the CPU
 * time or more than {@value #STEAL_LIMIT_PERCENT}% was stolen. The load average is recorded but does not decide: it
 * counts the fork's own threads too, so a benchmark that runs more threads than cores (an HTTP server and its
 * client) would count as loaded on a quiet machine. Where this process's own time cannot be read, the load average
 * above the cores decides instead. Elsewhere (no {@code /proc}) nothing is recorded.
 */
public record NoiseSample(double load1, double stealPercent, double busyPercent, double otherPercent, int cores) {

    public static final double STEAL_LIMIT_PERCENT = 5;
    public static final double OTHER_LIMIT_PERCENT = 10;

    /**
     * A reading of the counters at one moment, in clock ticks summed over the cores; {@code own} is this process's
     * and its ended children's CPU time, -1 when unknown. Null when {@code /proc/stat} cannot be read.
     */
    public record Counters(long total, long idle, long steal, long own) {
    }

    public static Counters read() {
        return read(Path.of("/proc/stat"), Path.of("/proc/self/stat"));
    }

    public static Counters read(Path stat, Path self) {
        try {
            String cpu = Files.readAllLines(stat).stream().filter(l -> l.startsWith("cpu ")).findFirst().orElse(null);
            if (cpu == null) {
                return null;
            }
            String[] f = cpu.trim().split("\\s+");
            long total = 0;
            for (int i = 1; i < f.length; i++) {
                total += Long.parseLong(f[i]);
            }
            long idle = Long.parseLong(f[4]) + (f.length > 5 ? Long.parseLong(f[5]) : 0);
            long steal = f.length > 8 ? Long.parseLong(f[8]) : 0;
            return new Counters(total, idle, steal, ownTicks(self));
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** utime + stime + cutime + cstime of a {@code /proc/PID/stat} (fields 14 to 17), -1 when it cannot be read. */
    static long ownTicks(Path self) {
        try {
            String line = Files.readString(self);
            String[] f = line.substring(line.lastIndexOf(')') + 2).trim().split("\\s+"); // f[0] is field 3
            return Long.parseLong(f[11]) + Long.parseLong(f[12]) + Long.parseLong(f[13]) + Long.parseLong(f[14]);
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    public static double loadAverage(Path loadavg) {
        try {
            return Double.parseDouble(Files.readString(loadavg).trim().split("\\s+")[0]);
        } catch (IOException | RuntimeException e) {
            return Double.NaN;
        }
    }

    /** The sample between two readings; null when either is missing or no time passed. */
    public static NoiseSample between(Counters before, Counters after, double load1, int cores) {
        if (before == null || after == null || after.total() <= before.total()) {
            return null;
        }
        double total = after.total() - before.total();
        double busy = total - (after.idle() - before.idle());
        double other = before.own() < 0 || after.own() < 0 ? Double.NaN
                : Math.max(0, 100 * (busy - (after.own() - before.own())) / total);
        return new NoiseSample(load1, 100 * (after.steal() - before.steal()) / total, 100 * busy / total, other, cores);
    }

    /** The sample since {@code before}, now. */
    public static NoiseSample since(Counters before) {
        return between(before, read(), loadAverage(Path.of("/proc/loadavg")), Runtime.getRuntime().availableProcessors());
    }

    public boolean loaded() {
        return stealPercent > STEAL_LIMIT_PERCENT
                || (Double.isFinite(otherPercent) ? otherPercent > OTHER_LIMIT_PERCENT : load1 > cores);
    }

    /** As the manifest records it. */
    public RunRecord.ForkNoise record() {
        return new RunRecord.ForkNoise(round(load1), round(stealPercent), round(busyPercent), round(otherPercent),
                loaded());
    }

    /** The run's noise in a few numbers: forks sampled, loaded forks, median and highest load, mean steal. */
    public static RunRecord.NoiseSummary summary(List<NoiseSample> samples) {
        if (samples.isEmpty()) {
            return new RunRecord.NoiseSummary(0, null, null, null, null, null, null, null, null);
        }
        double[] loads = samples.stream().mapToDouble(NoiseSample::load1).sorted().toArray();
        return new RunRecord.NoiseSummary(samples.size(), samples.stream().filter(NoiseSample::loaded).count(),
                round(loads[loads.length / 2]), round(loads[loads.length - 1]),
                round(samples.stream().mapToDouble(NoiseSample::stealPercent).average().orElse(0)),
                round(samples.stream().mapToDouble(NoiseSample::busyPercent).average().orElse(0)),
                round(samples.stream().mapToDouble(NoiseSample::otherPercent).average().orElse(Double.NaN)),
                samples.get(0).cores(),
                "more than " + (int) OTHER_LIMIT_PERCENT + "% of the CPU time taken by other processes, or more than "
                        + (int) STEAL_LIMIT_PERCENT + "% stolen");
    }

    /** Two decimals; null (left out of the manifest) when not finite. */
    private static Double round(double x) {
        return Double.isFinite(x) ? Math.round(x * 100) / 100.0 : null;
    }
}
