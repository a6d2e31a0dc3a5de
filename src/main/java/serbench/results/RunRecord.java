package serbench.results;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectReader;
import serbench.io.HarnessJson;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A run's {@code manifest.json}, typed: what {@code run} writes ({@code serbench.run.Manifest} builds it) and what
 * {@code compare}, {@code report} and {@code claims} read back, one type for both. The components are the manifest's
 * keys in the order they are written; a null component is an absent key (manifests written before a key existed
 * lack it), so a list or map may be null where an older run did not record it. Reading ignores unknown keys and
 * refuses values of the wrong type ({@link HarnessJson}): such a manifest is not used, as an absent one is not.
 *
 * <p>Manifests written by {@code scripts/manifest.sh} have another, flat shape ({@link Script}: the command as one
 * string, the machine as text); {@link #read} takes them too, keeping their status and times.
 *
 * @param writeFailure  set when a write failed and stopped the run
 * @param alternation   how runs before the interleaved schedule ordered their forks (read, never written now)
 * @param sourceFingerprint the whole tree's {@code serbench.sources.SourceFingerprint} of the code the run's jar was built from; null
 *                      for runs made before the manifest recorded it
 * @param sourceFingerprints the jar's {@code serbench.sources.SourceFingerprint} of every benchmark class (fully qualified name to
 *                      fingerprint, sorted): the code each class reaches; null for runs made before the manifest
 *                      recorded them (and for a jar built without them)
 * @param sizes         the serialized sizes of the run's inputs, computed when it started; null for runs made
 *                      before the manifest recorded them
 * @param schemas       the schemas of the run's models generated from a user's {@code .proto}; null when it ran none
 */
public record RunRecord(String status, String writeFailure, String startTime, String endTime, List<String> arguments,
                        List<String> commandLine, List<String> jmhArguments, List<String> benchmarks, Integer rounds,
                        Integer forksPerProfile, String alternation, String schedule, Long seed, List<String> units,
                        Precision precision, NoiseSummary noise, List<String> completedProfiles, List<Profile> profiles,
                        Map<String, String> jdkVersions, Cpu cpu, Memory memory, Os os, HostJvm hostJvm, Git git,
                        Map<String, String> libraries, String sourceFingerprint,
                        Map<String, String> sourceFingerprints, List<Size> sizes, List<Schema> schemas,
                        List<String> warnings, String emulatedNoise) {

    /**
     * The environment variable {@code scripts/noisy-neighbour.sh} sets while a run is made beside its emulated
     * neighbour; a run records its value as {@code emulatedNoise}, and such a run is never evidence.
     */
    public static final String EMULATED_NOISE_ENV = "SERBENCH_EMULATED_NOISE";

    /** The file name of a run's manifest, in its run directory. */
    public static final String FILE = "manifest.json";
    /**
     * Fewest interleaved rounds of a run whose ratios count as evidence ({@code claims}); {@code run --precision}'s
     * pilot never runs fewer.
     */
    public static final int EVIDENCE_ROUNDS = 5;
    /** The label of the main command's run: its directory is {@code <time>-answer} ({@link #isAnswerRun}). */
    public static final String ANSWER_LABEL = "answer";
    /** How the schedule of a duet run ({@code run --duet}) begins. */
    public static final String DUET_SCHEDULE = "duet:";

    /**
     * Whether a run directory's name is the main command's answer run's: {@code <time>-answer}, {@code
     * <time>-answer-NAME} when it measured the model {@code NAME} ({@code --model}), and {@code <time>-answer-2} for
     * the second of two runs started in one second.
     */
    public static boolean isAnswerRun(String directoryName) {
        return directoryName.matches("[0-9]{8}-[0-9]{6}-" + ANSWER_LABEL + "(-.+)?");
    }

    /** Whether this run was a duet: both profiles' forks at the same time ({@link #DUET_SCHEDULE}). */
    public boolean duet() {
        return schedule != null && schedule.startsWith(DUET_SCHEDULE);
    }

    /**
     * One profile's part: what it ran on, how it ended, its merged file, and the round and machine load of every
     * fork of every row ({@code forkRounds}, written by interleaved runs).
     */
    public record Profile(String name, String description, String source, List<String> flags, String jvm,
                          String javaVersion, String javaVersionText, String benchmarksJar,
                          Map<String, String> libraries, String status, String reason, Integer forksCompleted,
                          Integer forksPlanned, String resultFile, List<String> roundFiles, List<String> warnings,
                          List<RowRounds> forkRounds) {
    }

    /**
     * The forks of one row (benchmark, mode, params) of a profile's merged file, in the order of its {@code rawData}:
     * the round each ran in and the machine's load over it (an element is null where nothing was sampled).
     */
    public record RowRounds(String benchmark, String mode, Map<String, String> params, List<Integer> rounds,
                            List<ForkNoise> noise) {
    }

    /**
     * How busy the machine was over one fork: the 1-minute load average at its end, the CPU time stolen, spent, and
     * spent by other processes, in percent (null where not finite or not recorded), and whether it counts as loaded.
     */
    public record ForkNoise(Double load1, Double stealPercent, Double busyPercent, Double otherPercent,
                            Boolean loaded) {
    }

    /** The run's noise in a few numbers; only {@code forksSampled} when nothing was sampled. */
    public record NoiseSummary(Integer forksSampled, Long loadedForks, Double medianLoad1, Double maxLoad1,
                               Double meanStealPercent, Double meanBusyPercent, Double meanOtherPercent,
                               Integer cores, String loadedMeans) {
    }

    /**
     * {@code run --precision}: the target, the budget, the procedure ({@code design}; absent in runs made before the
     * two-stage one, which stopped each row as soon as its interval was narrow enough), the rounds of the pilot, the
     * rounds every row runs at the least ({@code minRounds}), a row with an uneven pilot at the least and every row
     * at most, why the run stopped, and what each unit planned and reached. The manifest's {@code rounds} are the
     * pilot's.
     */
    public record Precision(Double targetPercent, String budget, String design, Integer pilotRounds, Integer minRounds,
                            Integer unevenMinRounds, Integer maxRounds, String stopReason, List<PrecisionRow> rows) {
    }

    /**
     * One unit of a precision run: its pilot's rounds and half-width, the rounds planned for it after the pilot with
     * the reason ({@code plannedFor}: pilot, spread, uneven minimum, maximum, budget) and the same in words, and the
     * rounds it ran with the half-width of its interval (in percent) when the run ended. Runs made before the
     * two-stage procedure record only {@code unit}, {@code rounds}, {@code halfWidthPercent} and {@code reached}.
     */
    public record PrecisionRow(String unit, Integer pilotRounds, Double pilotHalfWidthPercent, Integer plannedRounds,
                               String plannedFor, String plannedWhy, Integer rounds, Double halfWidthPercent,
                               Boolean reached) {
    }

    /**
     * The bytes one format writes for one input of one model, raw and gzipped (the shape of {@code sizes --json}'s
     * rows); {@code input} is the input's resolved name (e.g. {@code media.1} for {@code default}).
     */
    public record Size(String model, String input, String format, Integer bytes, Integer gzipBytes) {
    }

    /**
     * The schema of a model generated from a user's {@code .proto} ({@code -Dserbench.proto}): its message, the
     * SHA-256 of the descriptor set the build generated it from (the schema with its imports), and the schema's files.
     */
    public record Schema(String model, String message, String sha256, List<String> files) {
    }

    /** The CPU model and core counts. */
    public record Cpu(String model, Integer availableProcessors, Integer cpuinfoProcessors) {
    }

    /** Total and available memory, as {@code /proc/meminfo} writes them (e.g. {@code 8048220 kB}). */
    public record Memory(String total, String available) {
    }

    /** The OS name, version and architecture, and the distribution's {@code PRETTY_NAME}. */
    public record Os(String name, String version, String arch, String prettyName) {
    }

    /** The JVM that ran the suite (JMH's host VM). */
    public record HostJvm(String javaHome, String version, String vendor, String vmName, List<String> inputArguments) {
    }

    /** The commit of the work tree, and whether it had uncommitted changes (absent when git could not say). */
    public record Git(String commit, Boolean dirty) {
    }

    /** The flat manifest {@code scripts/manifest.sh} writes beside a plain JMH run. */
    public record Script(String status, String command, String startTime, String endTime, Long durationSeconds,
                         String java, String cpu, String loadAverageAtEnd, String memory, String os, String gitCommit) {

        /** As a run record: its status and times (the rest has no place there). */
        RunRecord asRunRecord() {
            return new RunRecord(status, null, startTime, endTime, null, null, null, null, null, null, null, null,
                    null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null,
                    null, null, null);
        }
    }

    private static final ObjectReader RUN = HarnessJson.MAPPER.readerFor(RunRecord.class);
    /** A script manifest has only its own keys: anything else is not one. */
    private static final ObjectReader SCRIPT = HarnessJson.MAPPER.readerFor(Script.class)
            .with(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    /**
     * The manifest in {@code json}: a run's, or a script's ({@link Script}); empty when it is neither (not an object,
     * or a value of the wrong type).
     */
    public static Optional<RunRecord> of(JsonNode json) {
        if (json == null || !json.isObject()) {
            return Optional.empty();
        }
        try {
            return Optional.of(RUN.readValue(json));
        } catch (IOException | RuntimeException notARun) {
            try {
                return Optional.of(SCRIPT.<Script>readValue(json).asRunRecord());
            } catch (IOException | RuntimeException notAScript) {
                return Optional.empty();
            }
        }
    }

    /**
     * The manifest file at {@code file}, if it is a usable one of at most {@code maxBytes}: empty when it is absent,
     * larger, unreadable, not JSON, or not a manifest ({@link #of}).
     */
    public static Optional<RunRecord> read(Path file, long maxBytes) {
        try {
            if (!Files.isRegularFile(file) || Files.size(file) > maxBytes) {
                return Optional.empty();
            }
            try (InputStream in = Files.newInputStream(file)) {
                return of(HarnessJson.MAPPER.readTree(in));
            }
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** The manifest as {@code run} writes it: indented, keys in the components' order, null ones left out. */
    public byte[] toJson() throws IOException {
        return HarnessJson.pretty().writeValueAsBytes(this);
    }

    /** The profile entry whose merged file is named {@code fileName}. */
    public Optional<Profile> profile(String fileName) {
        for (Profile p : orEmpty(profiles)) {
            if (p != null && fileName.equals(p.resultFile())) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    /** The run's length: its end minus its start; null when either is missing or unreadable. */
    public java.time.Duration took() {
        try {
            return startTime == null || endTime == null ? null : java.time.Duration.between(
                    java.time.OffsetDateTime.parse(startTime), java.time.OffsetDateTime.parse(endTime));
        } catch (java.time.format.DateTimeParseException e) {
            return null;
        }
    }

    /** The same record with {@code sizes} in place of its own. */
    public RunRecord withSizes(List<Size> sizes) {
        return new RunRecord(status, writeFailure, startTime, endTime, arguments, commandLine, jmhArguments,
                benchmarks, rounds, forksPerProfile, alternation, schedule, seed, units, precision, noise,
                completedProfiles, profiles, jdkVersions, cpu, memory, os, hostJvm, git, libraries, sourceFingerprint,
                sourceFingerprints, sizes, schemas, warnings, emulatedNoise);
    }

    /** {@code list}, or an empty list for an absent one. */
    public static <T> List<T> orEmpty(List<T> list) {
        return list == null ? List.of() : list;
    }

    /** {@code map}, or an empty map for an absent one. */
    public static <K, V> Map<K, V> orEmpty(Map<K, V> map) {
        return map == null ? Map.of() : map;
    }
}
