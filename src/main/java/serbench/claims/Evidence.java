package serbench.claims;

import serbench.compare.Change;
import serbench.compare.Estimate;
import serbench.compare.Estimator;
import serbench.compare.pairing.RowKey;
import serbench.compare.pairing.RunPairing;
import serbench.compare.SidesCompared;
import serbench.format.Sizes;
import serbench.io.UnusableInputException;
import serbench.profiles.LibraryVersions;
import serbench.results.Measure;
import serbench.results.Metric;
import serbench.results.ResultFile;
import serbench.results.Run;
import serbench.results.RunManifest;
import serbench.results.RunRecord;
import serbench.results.Scores;
import serbench.sources.SourceFiles;
import serbench.sources.SourceFingerprint;
import serbench.stats.Interval;
import serbench.stats.RandomEffects;
import serbench.stats.HostNoise;
import serbench.stats.Steadiness;
import serbench.text.Cells;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * What the claims are checked against, and the one rule that makes a measurement evidence. Both sides of a ratio
 * come from <b>one interleaved {@code run}</b>, paired by round (the forks of a round ran seconds apart and share the
 * machine's drifts); the run must have at least {@link #MIN_ROUNDS} rounds; it must have measured <b>this code</b>
 * on the same library versions. This code is judged per benchmark class: a row of class {@code B} is evidence when
 * the run's manifest records for {@code B} the {@link SourceFingerprint} this build has for {@code B} (the sources
 * {@code B} reaches), so a change to one benchmark or codec leaves the rows of the classes that do not reach it in
 * the evidence. A run whose manifest records no per-class fingerprints (made before they were recorded) is judged per
 * class on the hash of every measured file it wrote beside its results ({@link SourceFiles#FILE}): {@code B}'s rows
 * are evidence when every measured file {@code B} reaches has the hash the run listed
 * ({@link SourceFingerprint#sameCode}); a run without a usable list is judged on the whole tree's fingerprint. A
 * plain JMH run, a run of older code or a short run is not evidence, however many forks it had: it is listed with the
 * reason and not used; the rows of a class that measured other code are left out with a warning naming the class.
 *
 * <p>One run decides, by the rule README's answer follows: the newest eligible <b>answer run</b> (the main command's,
 * {@code <time>-answer}) that measured both sides, else the newest eligible run that did (run directories are named
 * by their start time), so a pair the answer shows gets the answer's figure. Other eligible runs are shown beside it
 * as a consistency check, and with {@link RandomEffects#MIN_RUNS} or more their random-effects pool too (runs differ
 * by more than their own intervals, so never a naive pool); neither takes the deciding run's place.
 * Sizes are what this build's codecs write: they are exact, not measured. Times are summarised as {@code compare}
 * summarises them by default ({@link #ESTIMATOR}): one estimator for every figure.
 */
public final class Evidence {

    /** Fewest rounds of an interleaved run that count as evidence. */
    public static final int MIN_ROUNDS = RunRecord.EVIDENCE_ROUNDS;
    /** How a row's forks become a ratio with its interval: {@code compare}'s default. */
    public static final Estimator ESTIMATOR = Estimator.DEFAULT;

    /** A benchmark ({@code Class.method}) with the params a check asked for, measured or not. */
    public record Asked(String benchmark, Map<String, String> params) {
    }

    /** A measured estimate and the profile and JDK it came from. */
    public record Measured(Estimate estimate, String profile, String jdk) {
    }

    /**
     * One side of a ratio: a benchmark ({@code Class.method}) under a JVM profile, with the params asked (others may
     * be anything; {@code input} is the standard one unless asked).
     */
    public record Side(String profile, String benchmark, Map<String, String> params) {

        /** Under the {@code default} profile. */
        public static Side of(String benchmark, Map<String, String> params) {
            return new Side("default", benchmark, params);
        }

        String label() {
            return benchmark + (params.isEmpty() ? "" : " " + new TreeMap<>(params))
                    + ("default".equals(profile) ? "" : " (" + profile + ")");
        }

        boolean matches(Run r) {
            return r.benchmark().endsWith("." + benchmark) && r.params().entrySet().containsAll(params.entrySet())
                    && (params.containsKey("input") || "default".equals(r.params().getOrDefault("input", "default")));
        }
    }

    /**
     * One run's measurement of a ratio: both sides' estimates and their change, paired by round; {@code host} the
     * machine the run's manifest names (null: not recorded), and {@code noise} how noisy the rounds of this ratio were
     * (its per-round log ratios' spread; null with too few rounds), so that every figure names its host.
     */
    public record Paired(String run, int rounds, Measured fast, Measured slow, Change change, String host,
                         HostNoise noise) {

        /** The host in a few words: {@code AMD EPYC (2 cores), quiet (per-round SD 0.036)}. */
        public String hostWords() {
            String machine = host == null ? "machine not recorded" : host;
            return noise == null ? machine : String.format(java.util.Locale.ROOT, "%s, %s (per-round SD %.3f)", machine,
                    noise.kind().word, noise.sd());
        }
    }

    /**
     * What the evidence says of a ratio: the run that decides (the newest answer run that measured both sides, else
     * the newest run that did), the other eligible runs that did (newest first), and the random-effects pool of all of
     * them when there are enough runs (else null), shown beside the deciding run.
     */
    public record Finding(Paired deciding, List<Paired> others, Interval pooled) {

        /** How many runs the finding rests on. */
        public int runs() {
            return 1 + others.size();
        }
    }

    /**
     * A run directory that was read: its name, why it is not evidence (null when it is), the benchmark classes
     * (simple names, sorted) whose rows it left out because they measured other code, and the files of an evidence run
     * it left out, each as {@code name.json: reason} (both empty when none).
     */
    public record RunDirectory(Path dir, String notEvidence, List<String> otherCode, List<String> filesLeftOut) {
    }

    /** The rows and fork rounds of one profile's file in an eligible run. */
    private record ProfileRows(List<Run> runs, Map<RowKey, List<Integer>> rounds) {
    }

    /** An eligible run: its host as its manifest names it, and per profile, its rows. */
    private record EligibleRun(String name, String host, Map<String, ProfileRows> profiles) {
    }

    private final SourceFingerprint.Build build;
    private final Map<String, String> libraries;
    /** The sizes asked so far ({@code model input format} to bytes), each computed once by this build's codecs. */
    private final Map<String, Integer> sizes = new java.util.HashMap<>();
    private final Measure measure;
    private final List<EligibleRun> eligible = new ArrayList<>();
    private final List<RunDirectory> directories = new ArrayList<>();
    private final List<Path> files = new ArrayList<>();
    private final List<String> warnings = new ArrayList<>();
    private final Set<Asked> asked = new LinkedHashSet<>();

    private boolean perClass;

    /** What the claims' times are: wall time unless {@code claims --metric} chose another. */
    public Measure measure() {
        return measure;
    }

    private Evidence(SourceFingerprint.Build build, Map<String, String> libraries, Measure measure) {
        this.measure = measure;
        this.build = build;
        this.libraries = libraries;
    }

    /**
     * Reads every result file under each path (a run directory or one result file) and sorts the runs into evidence
     * and not, against this build's source fingerprints and library versions.
     */
    public static Evidence load(List<Path> paths) {
        return load(paths, Measure.TIME);
    }

    /** {@link #load}, the times being {@code measure} ({@link Measure#of}): runs that did not record it are not evidence. */
    public static Evidence load(List<Path> paths, Measure measure) {
        return load(paths, SourceFingerprint.Build.current(), LibraryVersions.current(), measure);
    }

    /** {@link #load} against a given build's fingerprints and file lists and given library versions. */
    static Evidence load(List<Path> paths, SourceFingerprint.Build build, Map<String, String> libraries) {
        return load(paths, build, libraries, Measure.TIME);
    }

    private static Evidence load(List<Path> paths, SourceFingerprint.Build build, Map<String, String> libraries,
                                 Measure measure) {
        Evidence e = new Evidence(build, libraries, measure);
        Map<Path, List<Path>> byDirectory = new LinkedHashMap<>();
        for (Path p : paths) {
            for (Path file : resultFiles(p)) {
                byDirectory.computeIfAbsent(file.toAbsolutePath().normalize().getParent(), k -> new ArrayList<>()).add(file);
            }
        }
        byDirectory.forEach(e::read);
        return e;
    }

    private void read(Path dir, List<Path> resultFiles) {
        Optional<RunRecord> manifest = RunManifest.ofDirectory(dir);
        String notEvidence = notInterleaved(manifest);
        Optional<Map<String, String>> ranFiles = notEvidence == null ? ranFiles(dir, manifest.get()) : Optional.empty();
        if (notEvidence == null) {
            notEvidence = otherCode(manifest.get(), ranFiles);
        }
        Set<String> otherCode = new TreeSet<>();
        boolean thisCode = false;
        Map<String, ProfileRows> profiles = new LinkedHashMap<>();
        String everyFileOut = null; // why the files were left out, when every one of them was
        List<String> filesLeftOut = new ArrayList<>();
        for (Path file : resultFiles) {
            ResultFile read = ResultFile.read(file); // read even when not evidence: a broken file is an error
            files.add(file);
            if (notEvidence != null) {
                continue;
            }
            if (!measure.recordedIn(read)) {
                warnings.add(file + ": recorded no " + measure.result() + " (" + measure.title() + "); not evidence for"
                        + " the metric " + measure.option());
                everyFileOut = everyFileOut == null ? NO_METRIC : everyFileOut;
                filesLeftOut.add(file.getFileName() + ": " + NO_METRIC);
                continue;
            }
            ResultFile result = measure.of(read);
            String name = file.getFileName().toString();
            Optional<RunRecord.Profile> profile = manifest.get().profile(name);
            String unusable = profile.isEmpty() ? "not in the run's manifest" : otherLibraries(profile.get(), manifest.get());
            if (unusable != null) {
                warnings.add(file + ": " + unusable + "; not evidence");
                String why = profile.isEmpty() ? NOT_IN_MANIFEST : OTHER_LIBRARIES;
                everyFileOut = everyFileOut == null ? why : everyFileOut;
                filesLeftOut.add(file.getFileName() + ": " + why);
                continue;
            }
            Steadiness.Placebo steadiness = Estimate.steadiness(read);
            if (steadiness.judged() && !steadiness.settled()) {
                double[] first = steadiness.firstExcess();
                warnings.add(file + ": " + NOT_SETTLED +  " (first measured iteration "
                        + Cells.signedPercent(first[0] * 100) + " against the later ones [95% CI "
                        + Cells.signedPercent(first[1] * 100) + " to " + Cells.signedPercent(first[2] * 100) + "]; "
                        + steadiness.flagged()[0] + " of " + steadiness.forks() + " forks with a first iteration over "
                        + Steadiness.MAX_FIRST_SLOWDOWN_PERCENT + "% slower than their others, " + steadiness.noiseAware()
                        + " beyond noise); not evidence");
                everyFileOut = everyFileOut == null ? NOT_SETTLED : everyFileOut;
                filesLeftOut.add(file.getFileName() + ": " + NOT_SETTLED);
                continue;
            }
            List<Run> usable = new ArrayList<>();
            for (Run r : result.runs()) {
                String benchmarkClass = benchmarkClass(r);
                if (!SourceFingerprint.sameCode(manifest.get(), ranFiles, benchmarkClass, build)) {
                    otherCode.add(benchmarkClass.substring(benchmarkClass.lastIndexOf('.') + 1));
                    continue;
                }
                thisCode = true;
                String problem = r.primary().forks().isEmpty() ? "no finite values" : Scores.problem(r.primary());
                if (problem != null) {
                    warnings.add(file + ": " + RowKey.of(r).label() + " (" + r.mode() + "): " + problem + "; not used");
                } else {
                    usable.add(r);
                }
            }
            profiles.put(name.replaceFirst("\\.json$", ""),
                    new ProfileRows(usable, RunPairing.forkRounds(profile.get())));
        }
        if (notEvidence == null && profiles.isEmpty() && everyFileOut != null) {
            notEvidence = everyFileOut; // each file warned why; the run is not evidence, and is counted so
        }
        if (notEvidence == null && !otherCode.isEmpty()) {
            if (thisCode) {
                warnings.add(dir + ": measured other code of " + String.join(", ", otherCode) + "; not evidence for "
                        + (otherCode.size() == 1 ? "it" : "them"));
            } else {
                notEvidence = OTHER_CODE_EVERY_CLASS;
            }
        }
        directories.add(new RunDirectory(dir, notEvidence, List.copyOf(notEvidence == null ? otherCode : Set.of()),
                notEvidence == null ? List.copyOf(filesLeftOut) : List.of()));
        if (notEvidence == null) {
            perClass |= manifest.get().sourceFingerprints() != null || ranFiles.isPresent();
            eligible.add(new EligibleRun(dir.getFileName().toString(), manifest.get().cpu() == null ? null
                    : RunManifest.host(manifest.get()), profiles));
        }
    }

    /** Why a run directory is not evidence, one of a few reasons (so that they can be counted). */
    public static final String NO_MANIFEST = "no manifest of 'run' (plain JMH runs)";
    public static final String NOT_INTERLEAVED = "not interleaved";
    public static final String TOO_FEW_ROUNDS = "fewer than " + MIN_ROUNDS + " rounds";
    public static final String DUET = "a duet (the other profile's JVM ran beside every fork)";
    public static final String EMULATED_NOISE = "made beside the emulated noisy neighbour (scripts/noisy-neighbour.sh)";
    public static final String NO_FINGERPRINT = "no source fingerprint (made before runs recorded one)";
    /**
     * A run with only the whole tree's fingerprint (made before runs recorded one per class) and no usable list of
     * its files, another one.
     */
    public static final String OTHER_CODE = "measured other code (whole tree; recorded no fingerprint per benchmark class)";
    /** A run judged per class (per-class fingerprints or its files' list), none of whose classes measured this code. */
    public static final String OTHER_CODE_EVERY_CLASS = "measured other code of every benchmark class it ran";
    /** A run none of whose files is evidence: each ran on library versions other than this build's. */
    public static final String OTHER_LIBRARIES = "ran on other library versions";
    /**
     * A file, or a run none of whose files is evidence, whose forks had not settled taken together
     * ({@link Steadiness.Placebo#settled}: the first measured iteration over 10% slower than the later ones at its
     * upper 95% bound, or over 10% of forks flagged unsettled; calibration --steadiness shows it).
     */
    public static final String NOT_SETTLED = "its forks had not settled";
    /** A run none of whose files is evidence: none recorded the metric asked for. */
    public static final String NO_METRIC = "recorded no result of the metric asked for";
    /** A run none of whose files is evidence: its manifest names none of them. */
    public static final String NOT_IN_MANIFEST = "its files are not in its manifest";
    public static final String BUILD_WITHOUT_FINGERPRINT = "this build carries no source fingerprint (build it with mvn package)";

    /** Why a run is not an interleaved run of enough rounds; null when it is. */
    private static String notInterleaved(Optional<RunRecord> manifest) {
        if (manifest.isEmpty()) {
            return NO_MANIFEST;
        }
        RunRecord m = manifest.get();
        if (m.seed() == null || m.rounds() == null) {
            return NOT_INTERLEAVED;
        }
        if (m.rounds() < MIN_ROUNDS) {
            return TOO_FEW_ROUNDS;
        }
        if (m.duet()) {
            return DUET; // its forks shared the machine with each other: not a figure of one profile run alone
        }
        if (m.emulatedNoise() != null) {
            return EMULATED_NOISE; // made beside a load the suite started on purpose: a check of the suite, not a figure
        }
        return null;
    }

    /**
     * The hash of every measured file a run without per-class fingerprints listed ({@link SourceFiles#FILE}), when
     * this build can judge it per class on them; empty when not, or when the list cannot be used (warned: the run
     * is then judged on the whole tree).
     */
    private Optional<Map<String, String>> ranFiles(Path dir, RunRecord m) {
        if (m.sourceFingerprints() != null || !build.judgesFiles()) {
            return Optional.empty();
        }
        try {
            return SourceFiles.ofRun(dir);
        } catch (IOException e) {
            warnings.add(e.getMessage() + "; judged on the whole tree's fingerprint");
            return Optional.empty();
        }
    }

    /**
     * Why a run is not evidence as far as the code it measured says of the whole run; null when it may be (a run
     * with per-class fingerprints or a list of its files is then judged row by row, by
     * {@link SourceFingerprint#sameCode}).
     */
    private String otherCode(RunRecord m, Optional<Map<String, String>> ranFiles) {
        if (m.sourceFingerprints() != null) {
            return build.byClass().isEmpty() ? BUILD_WITHOUT_FINGERPRINT : null;
        }
        if (ranFiles.isPresent()) {
            return null;
        }
        if (m.sourceFingerprint() == null) {
            return NO_FINGERPRINT;
        }
        if (build.wholeTree() == null) {
            return BUILD_WITHOUT_FINGERPRINT;
        }
        if (!m.sourceFingerprint().equals(build.wholeTree())) {
            return OTHER_CODE;
        }
        return null;
    }

    /** The benchmark class of a row ({@code serbench.bench.SerializeBench} of {@code ...SerializeBench.serialize}). */
    private static String benchmarkClass(Run r) {
        int dot = r.benchmark().lastIndexOf('.');
        return dot < 0 ? r.benchmark() : r.benchmark().substring(0, dot);
    }

    /** The libraries a profile ran on, where they differ from this build's; null when they do not. */
    private String otherLibraries(RunRecord.Profile profile, RunRecord m) {
        Map<String, String> ran = RunRecord.orEmpty(profile.libraries()).isEmpty()
                ? RunRecord.orEmpty(m.libraries()) : profile.libraries();
        List<String> differ = new ArrayList<>();
        ran.forEach((name, version) -> {
            String now = libraries.get(name);
            if (now != null && !now.equals(version)) {
                differ.add(name + " " + version + " (this build: " + now + ")");
            }
        });
        return differ.isEmpty() ? null : "ran on other library versions: " + String.join(", ", differ);
    }

    /** Result files of a run directory: its {@code *.json} but the manifest (and not the per-fork rounds). */
    static List<Path> resultFiles(Path p) {
        if (Files.isRegularFile(p)) {
            return List.of(p);
        }
        if (!Files.isDirectory(p)) {
            throw new UnusableInputException(p + ": no such run directory or result file; give a directory under results/");
        }
        try (Stream<Path> s = Files.list(p)) {
            List<Path> found = s.filter(f -> f.toString().endsWith(".json") && !f.getFileName().toString().equals(RunRecord.FILE))
                    .sorted().toList();
            if (found.isEmpty()) {
                throw new UnusableInputException(p + ": holds no result files (*.json); give a directory written by 'run'");
            }
            return found;
        } catch (IOException ex) {
            throw new UnusableInputException(p + ": cannot list (" + ex.getMessage() + ")");
        }
    }

    /** Every result file read. */
    public List<Path> files() {
        return files;
    }

    /** Every run directory read, in order, with why it is not evidence. */
    public List<RunDirectory> directories() {
        return directories;
    }

    /** The whole tree's fingerprint of this build; null when this build carries none. */
    public String fingerprint() {
        return build.wholeTree();
    }

    /**
     * Whether an eligible run was judged per benchmark class (its manifest records per-class fingerprints, or it
     * listed its files).
     */
    public boolean perClass() {
        return perClass;
    }

    /**
     * Every benchmark the checks have asked for so far, with its params: the tests hold each to JMH's generated
     * benchmark list, so a renamed benchmark or param fails the build instead of leaving a claim "not measured".
     */
    public List<Asked> asked() {
        return List.copyOf(asked);
    }

    /** Rows and files left out, one line each. */
    public List<String> warnings() {
        return warnings;
    }

    /**
     * How {@code slow} compares with {@code fast}: from every eligible run that measured both, paired by round (at
     * least {@link #MIN_ROUNDS} rounds both have), the deciding run first, then the others newest first; empty when
     * none did.
     */
    public Optional<Finding> ratio(Side fast, Side slow) {
        asked.add(new Asked(fast.benchmark(), Map.copyOf(fast.params())));
        asked.add(new Asked(slow.benchmark(), Map.copyOf(slow.params())));
        List<Paired> found = new ArrayList<>();
        for (int i = eligible.size() - 1; i >= 0; i--) {
            paired(eligible.get(i), fast, slow).ifPresent(found::add);
        }
        if (found.isEmpty()) {
            return Optional.empty();
        }
        Interval pooled = null;
        if (found.size() >= RandomEffects.MIN_RUNS && found.stream().allMatch(p -> p.change().hasInterval())) {
            pooled = RandomEffects.pool(found.stream().mapToDouble(p -> p.change().test().d()).toArray(),
                    found.stream().mapToDouble(p -> p.change().test().se()).toArray(), Change.CONFIDENCE);
        }
        Paired deciding = found.stream().filter(p -> RunRecord.isAnswerRun(p.run())).findFirst().orElse(found.get(0));
        List<Paired> others = new ArrayList<>(found);
        others.remove(deciding);
        return Optional.of(new Finding(deciding, List.copyOf(others), pooled));
    }

    private static Optional<Paired> paired(EligibleRun run, Side fast, Side slow) {
        Optional<RowInRun> f = row(run, fast);
        Optional<RowInRun> s = row(run, slow);
        if (f.isEmpty() || s.isEmpty()) {
            return Optional.empty();
        }
        Run fr = f.get().run();
        Run sr = s.get().run();
        Metric fm = ESTIMATOR.summarise(fr.primary());
        Metric sm = ESTIMATOR.summarise(sr.primary());
        Optional<double[][]> pairs = RunPairing.byRound(f.get().rounds(), fm, s.get().rounds(), sm);
        if (pairs.isEmpty() || pairs.get()[0].length < MIN_ROUNDS) {
            return Optional.empty();
        }
        // the change as compare and answer compute it; each side's time as answer shows it (its own centre)
        Change change = SidesCompared.change(fm, sm, pairs.get(), ESTIMATOR.trim);
        return Optional.of(new Paired(run.name(), pairs.get()[0].length, measured(fm, fast.profile(), fr),
                measured(sm, slow.profile(), sr), change, run.host(),
                HostNoise.of(java.util.Collections.singletonList(change.pairs()))));
    }

    private static Measured measured(Metric summarised, String profile, Run r) {
        return new Measured(Estimate.of(summarised, Change.CONFIDENCE, ESTIMATOR.trim), profile, r.config().jdkVersion());
    }

    /** A row of an eligible run with the round of each of its forks. */
    private record RowInRun(Run run, List<Integer> rounds) {
    }

    private static Optional<RowInRun> row(EligibleRun run, Side side) {
        ProfileRows rows = run.profiles().get(side.profile());
        if (rows == null) {
            return Optional.empty();
        }
        for (Run r : rows.runs()) {
            if (side.matches(r)) {
                return Optional.of(new RowInRun(r, rows.rounds().get(RowKey.of(r))));
            }
        }
        return Optional.empty();
    }

    /** The size in bytes of a model's input in a format, as this build's codec writes it. */
    public int size(String model, String input, String format) {
        return sizes.computeIfAbsent(model + " " + input + " " + format, k -> Sizes.bytes(model, input, format));
    }
}
