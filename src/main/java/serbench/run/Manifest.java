package serbench.run;

import serbench.io.HarnessJson;
import serbench.profiles.JvmProbe;
import serbench.profiles.LibraryVersions;
import serbench.profiles.MachineInfo;
import serbench.results.RunRecord;
import serbench.sources.SourceFingerprint;
import serbench.run.design.RunSizes;
import serbench.run.design.Schedule;
import serbench.run.machine.NoiseSample;

import java.nio.file.Path;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code manifest.json} of a recorded run ({@link RunRecord}): what was run, where, with which JVMs and
 * libraries, the sizes of its inputs, and how each profile ended. {@link #environment} is gathered once, before the
 * run starts.
 */
public final class Manifest {

    public static final String FILE = RunRecord.FILE;

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
        m.put("emulatedNoise", System.getenv(RunRecord.EMULATED_NOISE_ENV)); // null: a real host's own noise
        return m;
    }

    /** {@link #environment}'s parts as the manifest types them; a part not gathered is null. */
    record Environment(RunRecord.Cpu cpu, RunRecord.Memory memory, RunRecord.Os os, RunRecord.HostJvm hostJvm,
                       RunRecord.Git git, Map<String, String> libraries, String emulatedNoise) {
    }

    /** The whole manifest; {@code sizes} null when they were not computed (the run did not start). */
    static RunRecord build(RunSetup setup, String status, OffsetDateTime end, List<ProfileRun> runs,
                           List<String> warnings, String writeFailure, List<RunRecord.Size> sizes) {
        Environment env = HarnessJson.MAPPER.convertValue(setup.environment(), Environment.class);
        int forks = RunSession.forksPlanned(setup);
        Map<String, String> jdks = new LinkedHashMap<>();
        runs.forEach(r -> r.check.probe().ifPresent(p -> jdks.put(r.check.javaText(), p.version())));
        Map<String, String> byClass = SourceFingerprint.currentByClass();
        return new RunRecord(
                status,
                writeFailure == null ? null
                        : writeFailure + "; the complete round files are kept in rounds/ (see roundFiles)",
                setup.start().toString(),
                end == null ? null : end.toString(),
                copy(setup.arguments()),
                copy(setup.commandLine()),
                copy(setup.jmhArguments()),
                copy(setup.benchmarks()),
                setup.rounds(),
                forks,
                null,
                setup.duet() == null ? RunSession.SCHEDULE : Duet.SCHEDULE,
                setup.seed(),
                setup.units().stream().map(Schedule.Unit::label).toList(),
                setup.precision() == null ? null : setup.precision().manifest(),
                NoiseSample.summary(runs.stream().flatMap(r -> r.samples.stream()).toList()),
                runs.stream().filter(r -> r.status == ProfileRun.Status.FINISHED).map(r -> r.profile.name()).toList(),
                runs.stream().map(r -> profile(r, forks)).toList(),
                jdks,
                env.cpu(), env.memory(), env.os(), env.hostJvm(), env.git(), env.libraries(),
                SourceFingerprint.current().orElse(null),
                byClass.isEmpty() ? null : byClass,
                copy(sizes),
                RunSizes.schemasOf(setup.units().stream().map(Schedule.Unit::params).toList()),
                copy(warnings),
                env.emulatedNoise());
    }

    private static RunRecord.RowRounds rowRounds(ProfileRun.RowRounds r) {
        return new RunRecord.RowRounds(r.benchmark(), r.mode(), r.params(), copy(r.rounds()),
                r.noise().stream().map(n -> n == null ? null : n.record()).toList());
    }

    private static RunRecord.Profile profile(ProfileRun r, int forks) {
        return new RunRecord.Profile(
                r.profile.name(),
                r.profile.description(),
                r.profile.source(),
                copy(r.profile.flags()),
                r.check.java().map(Path::toString).orElse(null),
                r.check.versionText(),
                r.check.probe().map(JvmProbe.Result::versionText).orElse(null),
                r.check.jar().path().map(Path::toString).orElse(null),
                r.check.jar().libraries(),
                r.status.label,
                r.reason,
                r.forksCompleted,
                forks,
                r.resultFile == null ? null : r.resultFile.getFileName().toString(),
                copy(r.roundFiles),
                copy(r.warnings),
                r.forkRounds.values().stream().map(Manifest::rowRounds).toList());
    }

    /** A snapshot of a list the run goes on changing (null stays null: the key is left out). */
    private static <T> List<T> copy(List<T> list) {
        return list == null ? null : Collections.unmodifiableList(new ArrayList<>(list));
    }
}
