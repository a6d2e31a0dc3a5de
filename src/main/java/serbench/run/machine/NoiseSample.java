package serbench.run.machine;

import serbench.results.RunRecord;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * How busy the machine was over one fork, on Linux: the 1-minute load average at its end and the share of CPU
 * time stolen by the hypervisor ({@code steal} in {@code /proc/stat}) and spent by anything at all over the fork.
 * A fork counts as <em>loaded</em> when the load average exceeds the number of cores (more runnable threads than
 * cores: the fork waited for a CPU) or more than {@value #STEAL_LIMIT_PERCENT}% of CPU time was stolen. Elsewhere
 * (no {@code /proc}) nothing is recorded.
 */
public record NoiseSample(double load1, double stealPercent, double busyPercent, int cores) {

    public static final double STEAL_LIMIT_PERCENT = 5;

    /** A reading of the counters at one moment; null when they cannot be read. */
    public record Counters(long total, long idle, long steal) {
    }

    public static Counters read() {
        return read(Path.of("/proc/stat"));
    }

    public static Counters read(Path stat) {
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
            return new Counters(total, idle, steal);
        } catch (IOException | RuntimeException e) {
            return null;
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
        return new NoiseSample(load1, 100 * (after.steal() - before.steal()) / total,
                100 * (total - (after.idle() - before.idle())) / total, cores);
    }

    /** The sample since {@code before}, now. */
    public static NoiseSample since(Counters before) {
        return between(before, read(), loadAverage(Path.of("/proc/loadavg")), Runtime.getRuntime().availableProcessors());
    }

    public boolean loaded() {
        return load1 > cores || stealPercent > STEAL_LIMIT_PERCENT;
    }

    /** As the manifest records it. */
    public RunRecord.ForkNoise record() {
        return new RunRecord.ForkNoise(round(load1), round(stealPercent), round(busyPercent), loaded());
    }

    /** The run's noise in a few numbers: forks sampled, loaded forks, median and highest load, mean steal. */
    public static RunRecord.NoiseSummary summary(List<NoiseSample> samples) {
        if (samples.isEmpty()) {
            return new RunRecord.NoiseSummary(0, null, null, null, null, null, null, null);
        }
        double[] loads = samples.stream().mapToDouble(NoiseSample::load1).sorted().toArray();
        return new RunRecord.NoiseSummary(samples.size(), samples.stream().filter(NoiseSample::loaded).count(),
                round(loads[loads.length / 2]), round(loads[loads.length - 1]),
                round(samples.stream().mapToDouble(NoiseSample::stealPercent).average().orElse(0)),
                round(samples.stream().mapToDouble(NoiseSample::busyPercent).average().orElse(0)),
                samples.get(0).cores(),
                "load average above the cores, or more than " + (int) STEAL_LIMIT_PERCENT + "% CPU stolen");
    }

    /** Two decimals; null (left out of the manifest) when not finite. */
    private static Double round(double x) {
        return Double.isFinite(x) ? Math.round(x * 100) / 100.0 : null;
    }
}
