package serbench.sources;

import serbench.io.BoundedRead;
import serbench.results.RunRecord;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Collection;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Which code a measurement measured: a SHA-256 over source files, computed by the build from the source tree and kept
 * on the class path. Two of them:
 * <ul>
 * <li><b>per benchmark class</b> ({@link #BY_CLASS_RESOURCE}, {@link #currentByClass}): over the sources of the code
 * the class reaches ({@link ReachedSources}: its project classes, the {@code .proto} or Avro IDL files when it reaches
 * a class generated from them, the inputs). {@code run} records them in the manifest; a run is evidence about a
 * benchmark class only while that class's fingerprint is the jar's ({@code claims}), so a change to one benchmark or
 * codec leaves the runs of the benchmarks that do not reach it as they were;</li>
 * <li><b>of the whole tree</b> ({@link #RESOURCE}, {@link #current}): over everything a benchmark may time
 * ({@link #MEASURED}: the benchmarks, the models and their inputs, the formats and codecs, the scenarios, the
 * {@code .proto} and Avro IDL files). Shown by {@code claims}; the rule for runs whose manifest has no per-class
 * fingerprints.</li>
 * </ul>
 * The harness (commands, statistics, reports) is outside both unless a benchmark reaches it: changing how results
 * are read changes no measurement. The build also lists the files each benchmark class reaches
 * ({@link #REACH_RESOURCE}): with the hash of every measured file a run wrote beside its results
 * ({@link SourceFiles#FILE}), a run that recorded no per-class fingerprints is still judged per class
 * ({@link #sameCode}).
 *
 * <p>Defined on file contents with line endings normalised to {@code \n}, and on paths relative to the project
 * root, sorted: the same sources give the same fingerprint in any clone, on any OS.
 */
public final class SourceFingerprint {

    /** Where the build puts the fingerprint of the whole tree, on the class path. */
    public static final String RESOURCE = "serbench/source-fingerprint";

    /** Where the build puts the fingerprint of every benchmark class, on the class path: {@code class=hex} lines. */
    public static final String BY_CLASS_RESOURCE = "serbench/source-fingerprints";

    /**
     * Where the build puts the files every benchmark class reaches ({@link ReachedSources#files}), on the class path:
     * {@code class=path,path,...} lines, sorted.
     */
    public static final String REACH_RESOURCE = "serbench/source-reach";

    /** The measured sources, relative to the project root. */
    public static final List<String> MEASURED = List.of("src/jmh/java", "src/main/java/serbench/format",
            "src/main/java/serbench/model", "src/main/java/serbench/scenario", "src/main/proto", "src/main/avro");

    private SourceFingerprint() {
    }

    /** The fingerprint of the whole tree of sources under {@code projectRoot} ({@link #MEASURED}). */
    public static String of(Path projectRoot) throws IOException {
        SortedSet<String> files = new TreeSet<>();
        for (String dir : MEASURED) {
            files.addAll(ReachedSources.under(projectRoot, dir));
        }
        return of(projectRoot, files);
    }

    /** The fingerprint of some files: their paths relative to {@code projectRoot} ({@code /}-separated), sorted. */
    public static String of(Path projectRoot, SortedSet<String> files) throws IOException {
        MessageDigest sha = sha256();
        for (String name : files) {
            byte[] content = new String(Files.readAllBytes(projectRoot.resolve(name)), StandardCharsets.UTF_8)
                    .replace("\r\n", "\n").getBytes(StandardCharsets.UTF_8);
            sha.update(name.getBytes(StandardCharsets.UTF_8));
            sha.update((byte) 0);
            sha.update(Integer.toString(content.length).getBytes(StandardCharsets.US_ASCII));
            sha.update((byte) 0);
            sha.update(content);
        }
        return HexFormat.of().formatHex(sha.digest()).substring(0, 16);
    }

    /**
     * The fingerprint of every benchmark class of the build in {@code classesDir} (its benchmark list), over the
     * files of the code it reaches ({@link ReachedSources#files}); by fully qualified class name, sorted.
     */
    public static SortedMap<String, String> byClass(Path projectRoot, Path classesDir) throws IOException {
        return byClass(projectRoot, reach(projectRoot, classesDir));
    }

    private static SortedMap<String, String> byClass(Path projectRoot, Map<String, SortedSet<String>> reach)
            throws IOException {
        SortedMap<String, String> fingerprints = new TreeMap<>();
        for (Map.Entry<String, SortedSet<String>> e : reach.entrySet()) {
            fingerprints.put(e.getKey(), of(projectRoot, e.getValue()));
        }
        return fingerprints;
    }

    /**
     * The files every benchmark class of the build in {@code classesDir} reaches ({@link ReachedSources#files}),
     * by fully qualified class name, sorted.
     */
    public static SortedMap<String, SortedSet<String>> reach(Path projectRoot, Path classesDir) throws IOException {
        SortedMap<String, SortedSet<String>> reach = new TreeMap<>();
        for (String benchmarkClass : ReachedSources.benchmarkClasses(classesDir)) {
            reach.put(benchmarkClass, ReachedSources.files(projectRoot, classesDir, benchmarkClass));
        }
        return reach;
    }

    /** {@link #REACH_RESOURCE}'s text: {@code class=path,path,...} lines, sorted; a path with a comma is refused. */
    public static String formatReach(Map<String, ? extends Collection<String>> reach) {
        StringBuilder lines = new StringBuilder();
        new TreeMap<>(reach).forEach((c, files) -> {
            for (String f : files) {
                if (f.contains(",") || f.contains("\n") || f.isEmpty()) {
                    throw new IllegalArgumentException("cannot list '" + f + "' in " + REACH_RESOURCE);
                }
            }
            lines.append(c).append('=').append(String.join(",", new TreeSet<>(files))).append('\n');
        });
        return lines.toString();
    }

    /** Reads {@link #formatReach}'s text: the files by benchmark class; a line without {@code =} is skipped. */
    public static SortedMap<String, List<String>> parseReach(String text) {
        SortedMap<String, List<String>> reach = new TreeMap<>();
        text.lines().filter(l -> l.contains("=")).forEach(l -> {
            String files = l.substring(l.indexOf('=') + 1).trim();
            reach.put(l.substring(0, l.indexOf('=')).trim(), files.isEmpty() ? List.of() : List.of(files.split(",")));
        });
        return reach;
    }

    /** The whole tree's fingerprint the build put on the class path; empty when there is none (a jar built otherwise). */
    public static Optional<String> current() {
        return resource(RESOURCE).map(String::trim);
    }

    /**
     * The per-class fingerprints the build put on the class path, by fully qualified benchmark class; empty when
     * there are none (a jar built otherwise).
     */
    public static SortedMap<String, String> currentByClass() {
        SortedMap<String, String> fingerprints = new TreeMap<>();
        resource(BY_CLASS_RESOURCE).ifPresent(text -> text.lines().filter(l -> l.contains("=")).forEach(l ->
                fingerprints.put(l.substring(0, l.indexOf('=')).trim(), l.substring(l.indexOf('=') + 1).trim())));
        return fingerprints;
    }

    /** The files every benchmark class reaches as the build put them on the class path; empty when there are none. */
    public static SortedMap<String, List<String>> currentReach() {
        return resource(REACH_RESOURCE).map(SourceFingerprint::parseReach).orElseGet(TreeMap::new);
    }

    /**
     * What a build says of its code: the whole tree's fingerprint (null for none), the fingerprint of every benchmark
     * class, the files every benchmark class reaches, and the hash of every measured file ({@link SourceFiles}); by
     * fully qualified class name and by path, each empty for none (a jar built otherwise).
     */
    public record Build(String wholeTree, Map<String, String> byClass, Map<String, List<String>> reach,
                        Map<String, String> files) {

        public Build {
            byClass = Map.copyOf(byClass);
            reach = Map.copyOf(reach);
            files = Map.copyOf(files);
        }

        /** What this build put on the class path. */
        public static Build current() {
            return new Build(SourceFingerprint.current().orElse(null), currentByClass(), currentReach(),
                    SourceFiles.current().map(SourceFiles::parse).orElseGet(Map::of));
        }

        /** Whether it can judge a run per class on the run's {@link SourceFiles#FILE}: it lists reach and files. */
        public boolean judgesFiles() {
            return !reach.isEmpty() && !files.isEmpty();
        }
    }

    /**
     * Whether a run measured the code of a benchmark class (fully qualified) that {@code build} holds, the rule
     * {@code claims} and README's charts follow, the first that applies of:
     * <ol>
     * <li>the run recorded fingerprints per class: its fingerprint of the class is the build's;</li>
     * <li>the run wrote the hash of every measured file ({@code ranFiles}, its {@link SourceFiles#FILE}) and the
     * build lists what each class reaches: every measured file the class reaches in this build has the hash the run
     * listed for it (a file it did not list, e.g. one added since, differs). Files outside the measured tree
     * ({@link #MEASURED}: harness classes a benchmark uses) are listed by neither and not judged, as by the whole
     * tree's fingerprint;</li>
     * <li>else the run's whole tree's fingerprint is the build's.</li>
     * </ol>
     */
    public static boolean sameCode(RunRecord run, Optional<Map<String, String>> ranFiles, String benchmarkClass,
                                   Build build) {
        if (run.sourceFingerprints() != null) {
            String ran = run.sourceFingerprints().get(benchmarkClass);
            return ran != null && ran.equals(build.byClass().get(benchmarkClass));
        }
        if (ranFiles.isPresent() && build.judgesFiles()) {
            List<String> reached = build.reach().get(benchmarkClass);
            if (reached == null) {
                return false;
            }
            for (String file : reached) {
                if (measured(file)) {
                    String now = build.files().get(file);
                    if (now == null || !now.equals(ranFiles.get().get(file))) {
                        return false;
                    }
                }
            }
            return true;
        }
        return run.sourceFingerprint() != null && run.sourceFingerprint().equals(build.wholeTree());
    }

    /** Whether a file (relative to the project root) is under {@link #MEASURED}. */
    private static boolean measured(String file) {
        return MEASURED.stream().anyMatch(dir -> file.startsWith(dir + "/"));
    }

    private static Optional<String> resource(String name) {
        try {
            byte[] in = BoundedRead.entry(SourceFingerprint.class.getClassLoader().getResourceAsStream(name), name);
            return in == null ? Optional.empty() : Optional.of(new String(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("no SHA-256 in this JVM", e);
        }
    }

    /**
     * The build's step: {@code SourceFingerprint PROJECT_ROOT CLASSES_DIR} writes {@link #RESOURCE},
     * {@link #BY_CLASS_RESOURCE} and {@link #REACH_RESOURCE} into the compiled classes (after JMH's annotation
     * processor wrote its list).
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            throw new IllegalArgumentException("usage: SourceFingerprint PROJECT_ROOT CLASSES_DIR");
        }
        Path root = Path.of(args[0]);
        Path classes = Path.of(args[1]);
        Path whole = classes.resolve(RESOURCE);
        Files.createDirectories(whole.getParent());
        Files.writeString(whole, of(root) + "\n", StandardCharsets.US_ASCII);
        SortedMap<String, SortedSet<String>> reach = reach(root, classes);
        StringBuilder lines = new StringBuilder();
        byClass(root, reach).forEach((c, hex) -> lines.append(c).append('=').append(hex).append('\n'));
        Files.writeString(classes.resolve(BY_CLASS_RESOURCE), lines, StandardCharsets.US_ASCII);
        Files.writeString(classes.resolve(REACH_RESOURCE), formatReach(reach), StandardCharsets.UTF_8);
    }
}
