package serbench.results;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The {@code manifest.json} that {@code run} writes beside its result files ({@link RunRecord}), as {@code compare}
 * uses it: each profile's entry (its {@code forkRounds}: the round and the machine's load of every fork of every row)
 * and the library versions each profile ran. Absent, unreadable or foreign manifests are simply not used: they only
 * cost the pairing and the load warnings.
 */
public final class RunManifest {

    /** Manifests above this size are not read (a run's manifest is well under a MiB). */
    public static final long MAX_BYTES = 16L << 20;

    private RunManifest() {
    }

    /** The manifest entry of the profile whose merged file is {@code file}, from an interleaved run. */
    public static Optional<RunRecord.Profile> profileOf(ResultFile file) {
        Path dir = file.path().toAbsolutePath().normalize().getParent();
        return dir == null ? Optional.empty() : profileOf(dir, file.name());
    }

    /** The manifest entry of the profile whose merged file in run directory {@code dir} is named {@code fileName}. */
    public static Optional<RunRecord.Profile> profileOf(Path dir, String fileName) {
        Optional<RunRecord> m = ofDirectory(dir).filter(r -> r.seed() != null);
        return m.flatMap(r -> r.profile(fileName)).filter(p -> p.forkRounds() != null);
    }

    /**
     * The library versions recorded for {@code file}: its profile's {@code libraries} (each profile may run its own
     * benchmarks jar), else the run's (manifests written before profiles had their own); empty when no manifest says.
     */
    public static Optional<Map<String, String>> libraries(ResultFile file) {
        Optional<RunRecord> m = read(file);
        if (m.isEmpty()) {
            return Optional.empty();
        }
        Map<String, String> libraries = m.get().profile(file.name()).map(RunRecord.Profile::libraries)
                .orElse(m.get().libraries());
        if (libraries == null || m.get().profiles() == null) {
            return Optional.empty();
        }
        Map<String, String> out = new LinkedHashMap<>();
        libraries.forEach((k, v) -> out.put(k, String.valueOf(v)));
        return Optional.of(out);
    }

    /**
     * The JVM flags the profile of {@code file} adds, as its run's manifest records them (its profile's {@code flags},
     * an empty list for {@code default}); empty without a manifest entry for the file or its flags.
     */
    public static Optional<List<String>> profileFlags(ResultFile file) {
        return read(file).flatMap(r -> r.profile(file.name())).map(RunRecord.Profile::flags)
                .filter(flags -> flags.stream().allMatch(java.util.Objects::nonNull)).map(List::copyOf);
    }

    /**
     * The machine {@code file} ran on, as its run manifest recorded it: {@code cpu} (model and processors),
     * {@code os} and {@code memory} (total), each {@code ?} when not recorded; empty when no manifest lies beside it.
     */
    public static Optional<Map<String, String>> machine(ResultFile file) {
        return read(file).map(r -> {
            Map<String, String> m = new LinkedHashMap<>();
            RunRecord.Cpu cpu = r.cpu();
            m.put("cpu", cpu == null ? "?" : text(cpu.model()) + " (" + text(cpu.availableProcessors()) + " cores)");
            RunRecord.Os os = r.os();
            m.put("os", os == null ? "?" : (os.prettyName() != null ? os.prettyName() : text(os.name()) + " "
                    + text(os.version())) + " " + text(os.arch()));
            m.put("memory", r.memory() == null ? "?" : text(r.memory().total()));
            if (r.emulatedNoise() != null) {
                m.put("emulated", serbench.text.Escape.line(serbench.io.Excerpt.of(r.emulatedNoise())));
            }
            return m;
        });
    }

    /**
     * The host {@code file} ran on, as the host lines name it: the CPU, and when the run was made beside the emulated
     * noisy neighbour, that it was; null without a manifest.
     */
    public static String host(ResultFile file) {
        return machine(file).map(m -> m.get("cpu") + (m.containsKey("emulated")
                ? ", beside an emulated noisy neighbour (" + m.get("emulated") + "; not evidence)" : "")).orElse(null);
    }

    /** The {@code manifest.json} beside {@code file}, if there is a usable one of a sane size. */
    private static Optional<RunRecord> read(ResultFile file) {
        Path dir = file.path().toAbsolutePath().normalize().getParent();
        return dir == null ? Optional.empty() : ofDirectory(dir);
    }

    /** The run directory's {@code manifest.json}, if there is a usable one of a sane size ({@link RunRecord#read}). */
    public static Optional<RunRecord> ofDirectory(Path dir) {
        return RunRecord.read(dir.resolve(RunRecord.FILE), MAX_BYTES);
    }

    /** What the warning about forks that ran on a loaded machine says after its count. */
    public static final String LOADED_FORKS = " forks ran on a loaded machine ";

    /** A warning naming the forks of {@code file} that ran on a loaded machine; empty when none did or nothing is recorded. */
    public static Optional<String> loadWarning(ResultFile file) {
        return loadedForks(file).map(w -> file.name() + ": " + w);
    }

    /** {@link #loadWarning} without the file's name in front. */
    public static Optional<String> loadedForks(ResultFile file) {
        return load(file).filter(l -> l.loaded() > 0).map(Load::detail);
    }

    /**
     * How many of the forks of {@code file}'s profile ran on a loaded machine, of how many forks the run sampled, with
     * the warning's words after its file's name ({@link #loadedForks}; null when none was loaded).
     */
    public record Load(int loaded, int forks, String detail) {
    }

    /**
     * The load of {@code file}'s forks, as its run's manifest recorded it fork by fork; empty when the manifest records
     * no fork's load (no manifest, a run made before noise sampling, a file not of an interleaved run).
     */
    public static Optional<Load> load(ResultFile file) {
        Optional<RunRecord.Profile> profile = profileOf(file);
        if (profile.isEmpty()) {
            return Optional.empty();
        }
        int forks = 0;
        boolean byOthers = false; // forks sampled since the rule counts other processes' CPU time, not the load average
        List<String> loaded = new ArrayList<>();
        for (RunRecord.RowRounds row : profile.get().forkRounds()) {
            if (row == null) {
                continue;
            }
            List<Integer> rounds = RunRecord.orEmpty(row.rounds());
            List<RunRecord.ForkNoise> noise = RunRecord.orEmpty(row.noise());
            for (int i = 0; i < noise.size(); i++) {
                RunRecord.ForkNoise n = noise.get(i);
                if (n != null) {
                    forks++;
                    byOthers |= n.otherPercent() != null;
                    if (Boolean.TRUE.equals(n.loaded())) {
                        StringBuilder label = new StringBuilder(row.benchmark() == null ? "" : row.benchmark());
                        RunRecord.orEmpty(row.params()).forEach((k, v) -> label.append(' ').append(k).append('=')
                                .append(v));
                        loaded.add(label + " round " + text(i < rounds.size() ? rounds.get(i) : null) + " (load "
                                + text(n.load1()) + ", steal " + text(n.stealPercent()) + "%"
                                + (n.otherPercent() == null ? "" : ", other processes " + n.otherPercent() + "%")
                                + ")");
                    }
                }
            }
        }
        if (forks == 0) {
            return Optional.empty();
        }
        return Optional.of(new Load(loaded.size(), forks, loaded.isEmpty() ? null : loaded.size() + " of " + forks
                + LOADED_FORKS + (byOthers
                ? "(other processes took over 10% of the CPU time, or over 5% was stolen)"
                : "(load average above the cores, or over 5% CPU stolen)") + ", e.g. " + loaded.get(0)
                + "; their rows are noisier: see manifest.json, or rerun on a quiet machine"));
    }

    /** A recorded value as text, {@code ?} when it is absent. */
    private static String text(Object value) {
        return value == null ? "?" : value.toString();
    }
}
