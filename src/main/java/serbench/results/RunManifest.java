package serbench.results;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The {@code manifest.json} that {@code run} writes beside its result files ({@link RunRecord}), as {@code compare}
 * uses it, read from the record a {@link ResultFile} carries (no function here but {@link #ofDirectory} reads the
 * disk): each profile's entry (its {@code forkRounds}: the round and the machine's load of every fork of every row)
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
        return file.manifest().filter(r -> r.seed() != null).flatMap(r -> r.profile(file.fileName()))
                .filter(p -> p.forkRounds() != null);
    }

    /**
     * The library versions recorded for {@code file}: its profile's {@code libraries} (each profile may run its own
     * benchmarks jar), else the run's (manifests written before profiles had their own); empty when no manifest says.
     */
    public static Optional<Map<String, String>> libraries(ResultFile file) {
        Optional<RunRecord> m = file.manifest();
        if (m.isEmpty()) {
            return Optional.empty();
        }
        Map<String, String> libraries = m.get().profile(file.fileName()).map(RunRecord.Profile::libraries)
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
        return file.manifest().flatMap(r -> r.profile(file.fileName())).map(RunRecord.Profile::flags)
                .filter(flags -> flags.stream().allMatch(java.util.Objects::nonNull)).map(List::copyOf);
    }

    /**
     * The machine {@code file} ran on, as its run manifest recorded it: {@code cpu} (model and processors),
     * {@code os} and {@code memory} (total), each {@code ?} when not recorded; empty when no manifest lies beside it.
     */
    public static Optional<Map<String, String>> machine(ResultFile file) {
        return file.manifest().map(RunManifest::machine);
    }

    /** {@link #machine(ResultFile)} of a run's record. */
    public static Map<String, String> machine(RunRecord r) {
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
    }

    /**
     * The host {@code file} ran on, as the host lines name it: the CPU, and when the run was made beside the emulated
     * noisy neighbour, that it was; null without a manifest.
     */
    public static String host(ResultFile file) {
        return file.manifest().map(RunManifest::host).orElse(null);
    }

    /** {@link #host(ResultFile)} of a run's record. */
    public static String host(RunRecord r) {
        Map<String, String> m = machine(r);
        return m.get("cpu") + (m.containsKey("emulated")
                ? ", beside an emulated noisy neighbour (" + m.get("emulated") + "; not evidence)" : "");
    }

    /**
     * The {@code manifest.json} beside a result file at {@code path}, if there is a usable one of a sane size: read
     * once, when the file is read ({@link ResultFile#read}); everything after reads {@link ResultFile#record}.
     */
    static Optional<RunRecord> beside(Path path) {
        Path dir = path.toAbsolutePath().normalize().getParent();
        return dir == null ? Optional.empty() : ofDirectory(dir);
    }

    /** The run directory's {@code manifest.json}, if there is a usable one of a sane size ({@link RunRecord#read}). */
    public static Optional<RunRecord> ofDirectory(Path dir) {
        return RunRecord.read(dir.resolve(RunRecord.FILE), MAX_BYTES);
    }

    /** What the warning about forks that ran on a loaded machine says after its count. */
    public static final String LOADED_FORKS = " forks ran on a loaded machine";

    /**
     * How many of the forks of {@code file}'s profile ran on a loaded machine, of how many forks the run sampled;
     * {@code rule} the rule that called them loaded, {@code example} the first of them (null when none was loaded).
     */
    public record Load(int loaded, int forks, String rule, String example) {

        /** What a warning says of them: {@code 3 of 108 forks ran on a loaded machine}. */
        public String brief() {
            return loaded + " of " + forks + LOADED_FORKS;
        }

        /** The rest of the warning: the rule, an example, and what to do. */
        public String more() {
            return " (" + rule + "), e.g. " + example + "; their rows are noisier: see manifest.json, or rerun on a"
                    + " quiet machine";
        }
    }

    /**
     * The load of {@code file}'s forks, as its run's manifest recorded it fork by fork (a warning's figures when any was
     * loaded: {@link Load#brief}, {@link Load#more}); empty when the manifest records
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
        return Optional.of(new Load(loaded.size(), forks, byOthers
                ? "other processes took over 10% of the CPU time, or over 5% was stolen"
                : "load average above the cores, or over 5% CPU stolen", loaded.isEmpty() ? null : loaded.get(0)));
    }

    /** A recorded value as text, {@code ?} when it is absent. */
    private static String text(Object value) {
        return value == null ? "?" : value.toString();
    }
}
