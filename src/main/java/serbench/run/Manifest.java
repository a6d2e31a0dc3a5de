package serbench.run;

import serbench.profiles.JvmProbe;
import serbench.profiles.LibraryVersions;
import serbench.profiles.MachineInfo;
import java.nio.file.Path;
import java.time.OffsetDateTime;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code manifest.json} of a recorded run: what was run, where, with which JVMs and libraries, and
 * how each profile ended. {@link #environment} is gathered once, before the run starts.
 */
public final class Manifest {

    public static final String FILE = "manifest.json";

    private Manifest() {
    }

    /** Machine, OS, host JVM, git and library facts; {@code workDir} is where git is asked. */
    public static Map<String, Object> environment(Path workDir) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("cpu", MachineInfo.cpu());
        m.put("memory", MachineInfo.memory());
        m.put("os", MachineInfo.os());
        m.put("hostJvm", MachineInfo.hostJvm());
        m.put("git", MachineInfo.git(workDir));
        m.put("libraries", LibraryVersions.current());
        return m;
    }

    /** The whole manifest as a JSON-ready map. */
    static Map<String, Object> build(RunSession.Setup setup, String status, OffsetDateTime end,
                                     List<ProfileRun> runs, List<String> warnings, String writeFailure) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("status", status);
        if (writeFailure != null) {
            m.put("writeFailure", writeFailure + "; the complete round files are kept in rounds/ (see roundFiles)");
        }
        m.put("startTime", setup.start().toString());
        m.put("endTime", end == null ? null : end.toString());
        m.put("arguments", setup.arguments());
        m.put("commandLine", setup.commandLine());
        m.put("jmhArguments", setup.jmhArguments());
        m.put("benchmarks", setup.benchmarks());
        m.put("rounds", setup.rounds());
        m.put("forksPerProfile", setup.rounds() * setup.units().size());
        m.put("schedule", RunSession.SCHEDULE);
        m.put("seed", setup.seed());
        m.put("units", setup.units().stream().map(Schedule.Unit::label).toList());
        m.put("precision", setup.precision() == null ? null : setup.precision().manifest());
        m.put("noise", NoiseSample.summary(runs.stream().flatMap(r -> r.samples.stream()).toList()));
        m.put("completedProfiles", runs.stream()
                .filter(r -> r.status == ProfileRun.Status.FINISHED).map(r -> r.profile.name()).toList());
        m.put("profiles", runs.stream().map(r -> profile(r, setup.rounds() * setup.units().size())).toList());
        Map<String, String> jdks = new LinkedHashMap<>();
        runs.forEach(r -> r.check.probe().ifPresent(p -> jdks.put(r.check.javaText(), p.version())));
        m.put("jdkVersions", jdks);
        m.putAll(setup.environment());
        m.put("warnings", warnings);
        return m;
    }

    private static Map<String, Object> rowRounds(ProfileRun.RowRounds r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("benchmark", r.benchmark());
        m.put("mode", r.mode());
        m.put("params", r.params());
        m.put("rounds", r.rounds());
        m.put("noise", r.noise().stream().map(n -> n == null ? null : n.toMap()).toList());
        return m;
    }

    private static Map<String, Object> profile(ProfileRun r, int forks) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", r.profile.name());
        m.put("description", r.profile.description());
        m.put("source", r.profile.source());
        m.put("flags", r.profile.flags());
        m.put("jvm", r.check.java().map(Path::toString).orElse(null));
        m.put("javaVersion", r.check.versionText());
        m.put("javaVersionText", r.check.probe().map(JvmProbe.Result::versionText).orElse(null));
        m.put("benchmarksJar", r.check.jar().path().map(Path::toString).orElse(null));
        m.put("libraries", r.check.jar().libraries());
        m.put("status", r.status.label);
        m.put("reason", r.reason);
        m.put("forksCompleted", r.forksCompleted);
        m.put("forksPlanned", forks);
        m.put("resultFile", r.resultFile == null ? null : r.resultFile.getFileName().toString());
        m.put("roundFiles", r.roundFiles);
        m.put("warnings", r.warnings);
        m.put("forkRounds", r.forkRounds.values().stream().map(Manifest::rowRounds).toList());
        return m;
    }
}
