package serbench.results;

import serbench.io.BoundedRead;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
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
 * the class reaches ({@link ReachedSources}: its project classes, the {@code .proto} files when it reaches a generated
 * class, the inputs). {@code run} records them in the manifest; a run is evidence about a benchmark class only while
 * that class's fingerprint is the jar's ({@code claims}), so a change to one benchmark or codec leaves the runs of
 * the benchmarks that do not reach it as they were;</li>
 * <li><b>of the whole tree</b> ({@link #RESOURCE}, {@link #current}): over everything a benchmark may time
 * ({@link #MEASURED}: the benchmarks, the models and their inputs, the formats and codecs, the scenarios, the
 * {@code .proto} files). Shown by {@code claims}; the rule for runs whose manifest has no per-class fingerprints.</li>
 * </ul>
 * The harness (commands, statistics, reports) is outside both unless a benchmark reaches it: changing how results
 * are read changes no measurement.
 *
 * <p>Defined on file contents with line endings normalised to {@code \n}, and on paths relative to the project
 * root, sorted: the same sources give the same fingerprint in any clone, on any OS.
 */
public final class SourceFingerprint {

    /** Where the build puts the fingerprint of the whole tree, on the class path. */
    public static final String RESOURCE = "serbench/source-fingerprint";

    /** Where the build puts the fingerprint of every benchmark class, on the class path: {@code class=hex} lines. */
    public static final String BY_CLASS_RESOURCE = "serbench/source-fingerprints";

    /** The measured sources, relative to the project root. */
    public static final List<String> MEASURED = List.of("src/jmh/java", "src/main/java/serbench/format",
            "src/main/java/serbench/model", "src/main/java/serbench/scenario", "src/main/proto");

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
        SortedMap<String, String> fingerprints = new TreeMap<>();
        for (String benchmarkClass : ReachedSources.benchmarkClasses(classesDir)) {
            fingerprints.put(benchmarkClass, of(projectRoot, ReachedSources.files(projectRoot, classesDir, benchmarkClass)));
        }
        return fingerprints;
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

    /**
     * Whether a run measured the code of a benchmark class (fully qualified) that a build with these fingerprints
     * holds: the run's fingerprint of that class is {@code byClass}'s; for a run that recorded none per class (made
     * before they were recorded), its whole tree's is {@code wholeTree}. The rule {@code claims} and README's charts
     * follow.
     */
    public static boolean sameCode(RunRecord run, String benchmarkClass, String wholeTree, Map<String, String> byClass) {
        if (run.sourceFingerprints() != null) {
            String ran = run.sourceFingerprints().get(benchmarkClass);
            return ran != null && ran.equals(byClass.get(benchmarkClass));
        }
        return run.sourceFingerprint() != null && run.sourceFingerprint().equals(wholeTree);
    }

    private static Optional<String> resource(String name) {
        try {
            byte[] in = BoundedRead.entry(SourceFingerprint.class.getClassLoader().getResourceAsStream(name), name);
            return in == null ? Optional.empty() : Optional.of(new String(in, StandardCharsets.US_ASCII));
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
     * The build's step: {@code SourceFingerprint PROJECT_ROOT CLASSES_DIR} writes {@link #RESOURCE} and
     * {@link #BY_CLASS_RESOURCE} into the compiled classes (after JMH's annotation processor wrote its list).
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
        StringBuilder lines = new StringBuilder();
        byClass(root, classes).forEach((c, hex) -> lines.append(c).append('=').append(hex).append('\n'));
        Files.writeString(classes.resolve(BY_CLASS_RESOURCE), lines, StandardCharsets.US_ASCII);
    }
}
