package serbench.sources;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The code a benchmark class reaches, on this build's classes, and its fingerprint per class. */
class ReachedSourcesTest {

    private static final Path ROOT = Path.of("");
    private static final Path CLASSES = Path.of("target/classes");

    @TempDir
    Path dir;

    @Test
    void aBenchmarkReachesWhatItUsesAndNotAnotherBenchmark() throws IOException {
        SortedSet<String> serialize = ReachedSources.files(ROOT, CLASSES, "serbench.bench.SerializeBench");
        for (String f : new String[]{"src/jmh/java/serbench/bench/SerializeBench.java",
                "src/jmh/java/serbench/bench/FormatState.java", "src/main/java/serbench/format/Formats.java",
                "src/main/proto/mediacontent.proto", "src/main/avro/mediacontent.avdl"}) {
            assertTrue(serialize.contains(f), f + " not in " + serialize);
        }
        assertFalse(serialize.contains("src/main/java/serbench/cli/Main.java"), "the harness: " + serialize);
        assertFalse(serialize.contains("src/jmh/java/serbench/bench/CalibrationBench.java"), serialize.toString());

        SortedSet<String> calibration = ReachedSources.files(ROOT, CLASSES, "serbench.bench.CalibrationBench");
        assertTrue(calibration.contains("src/jmh/java/serbench/bench/CalibrationBench.java"), calibration.toString());
        assertFalse(calibration.contains("src/jmh/java/serbench/bench/SerializeBench.java"), calibration.toString());
    }

    /** A class generated from the Avro IDL stands for the IDL files, not for the {@code .proto} files. */
    @Test
    void avroGeneratedClassesStandForTheAvroIdl() throws IOException {
        SortedSet<String> files = ReachedSources.files(ROOT, CLASSES, "serbench.format.avro.counters.AvroCounter");
        assertTrue(files.contains("src/main/avro/counters.avdl"), files.toString());
        assertFalse(files.stream().anyMatch(f -> f.startsWith("src/main/proto/")), files.toString());
    }

    @Test
    void nestedClassesGoWithTheirSourceFile() throws IOException {
        SortedSet<String> classes = ReachedSources.classes(CLASSES, "serbench.bench.ProtobufWriteBench");
        assertTrue(classes.contains("serbench/bench/ProtobufWriteBench$Buffers"), classes.toString());
        assertTrue(classes.contains("serbench/bench/ProtobufWriteBench$Messages"), classes.toString());
    }

    /** The build's resource names every benchmark class of JMH's list, with this tree's fingerprint of it. */
    @Test
    void theClassPathCarriesTheFingerprintOfEveryBenchmarkClass() throws IOException {
        SortedSet<String> listed = ReachedSources.benchmarkClasses(CLASSES);
        assertTrue(listed.size() >= 10 && listed.contains("serbench.bench.SerializeBench"), listed.toString());
        assertTrue(listed.stream().noneMatch(c -> c.contains("jmh_generated")), listed.toString());
        SortedMap<String, String> built = SourceFingerprint.currentByClass();
        assertEquals(listed, built.keySet(), "target/classes/" + SourceFingerprint.BY_CLASS_RESOURCE);
        assertEquals(SourceFingerprint.byClass(ROOT, CLASSES), built,
                "target/classes/" + SourceFingerprint.BY_CLASS_RESOURCE + " differs from the sources: rebuild");
        assertTrue(built.values().stream().allMatch(f -> f.matches("[0-9a-f]{16}")), built.toString());
    }

    /**
     * The build's list of the files every benchmark class reaches ({@link SourceFingerprint#REACH_RESOURCE}) is this
     * tree's, read back as written.
     */
    @Test
    void theClassPathCarriesTheFilesEveryBenchmarkClassReaches() throws IOException {
        SortedMap<String, List<String>> built = SourceFingerprint.currentReach();
        SortedMap<String, List<String>> expected = new TreeMap<>();
        SourceFingerprint.reach(ROOT, CLASSES).forEach((c, files) -> expected.put(c, List.copyOf(files)));
        assertEquals(expected, built, "target/classes/" + SourceFingerprint.REACH_RESOURCE + " differs: rebuild");
        assertEquals(ReachedSources.benchmarkClasses(CLASSES), built.keySet());
        assertEquals(ReachedSources.files(ROOT, CLASSES, "serbench.bench.SerializeBench"),
                new TreeSet<>(built.get("serbench.bench.SerializeBench")));
        assertEquals(SourceFingerprint.currentByClass(), SourceFingerprint.byClass(ROOT, CLASSES));
        assertEquals(built, SourceFingerprint.Build.current().reach());
    }

    /**
     * On a copy of the sources: a file only SerializeBench reaches changes its fingerprint and not CalibrationBench's
     * (nor DeserializeBench's, which shares the codecs but not the benchmark); a codec or a {@code .proto} file
     * changes the fingerprints of exactly the classes that reach it.
     */
    @Test
    void aChangeChangesTheFingerprintOfTheClassesThatReachItOnly() throws IOException {
        for (String d : new String[]{"src/main/java", "src/jmh/java", "src/main/proto", "src/main/avro"}) {
            copy(ROOT.resolve(d), dir.resolve(d));
        }
        SortedMap<String, String> before = SourceFingerprint.byClass(dir, CLASSES);
        assertEquals(SourceFingerprint.currentByClass(), before, "a copy has the same fingerprints");

        append(dir.resolve("src/jmh/java/serbench/bench/SerializeBench.java"));
        SortedMap<String, String> bench = SourceFingerprint.byClass(dir, CLASSES);
        assertNotEquals(before.get("serbench.bench.SerializeBench"), bench.get("serbench.bench.SerializeBench"));
        assertEquals(before.get("serbench.bench.CalibrationBench"), bench.get("serbench.bench.CalibrationBench"));
        assertEquals(before.get("serbench.bench.DeserializeBench"), bench.get("serbench.bench.DeserializeBench"));

        SortedMap<String, SortedSet<String>> reach = SourceFingerprint.reach(ROOT, CLASSES);
        String formats = "src/main/java/serbench/format/Formats.java";
        append(dir.resolve(formats));
        SortedMap<String, String> codec = SourceFingerprint.byClass(dir, CLASSES);
        assertNotEquals(bench.get("serbench.bench.SerializeBench"), codec.get("serbench.bench.SerializeBench"));
        assertNotEquals(bench.get("serbench.bench.DeserializeBench"), codec.get("serbench.bench.DeserializeBench"));
        changedWhereReached(reach, formats, bench, codec);

        String counters = "src/main/proto/counters.proto";
        append(dir.resolve(counters));
        SortedMap<String, String> proto = SourceFingerprint.byClass(dir, CLASSES);
        assertNotEquals(codec.get("serbench.bench.SerializeBench"), proto.get("serbench.bench.SerializeBench"));
        changedWhereReached(reach, counters, codec, proto);

        String avdl = "src/main/avro/counters.avdl";
        append(dir.resolve(avdl));
        SortedMap<String, String> avro = SourceFingerprint.byClass(dir, CLASSES);
        assertNotEquals(proto.get("serbench.bench.SerializeBench"), avro.get("serbench.bench.SerializeBench"));
        changedWhereReached(reach, avdl, proto, avro);

        Files.createDirectories(dir.resolve(ReachedSources.RESOURCES));
        Files.writeString(dir.resolve(ReachedSources.RESOURCES).resolve("input.json"), "{}");
        assertNotEquals(avro.get("serbench.bench.CalibrationBench"),
                SourceFingerprint.byClass(dir, CLASSES).get("serbench.bench.CalibrationBench"), "the inputs are in all");
    }

    @Test
    void aClassesDirectoryWithoutJmhsListIsRefused() {
        IOException e = assertThrows(IOException.class,
                () -> ReachedSources.benchmarkClasses(dir));
        assertTrue(e.getMessage().contains(ReachedSources.BENCHMARK_LIST), e.getMessage());
    }

    /** Between {@code before} and {@code after} a change to {@code file}: the fingerprints of its reachers changed. */
    private static void changedWhereReached(SortedMap<String, SortedSet<String>> reach, String file,
                                            SortedMap<String, String> before, SortedMap<String, String> after) {
        reach.forEach((c, files) -> assertEquals(files.contains(file), !before.get(c).equals(after.get(c)),
                c + " and " + file));
    }

    private static void append(Path file) throws IOException {
        Files.writeString(file, Files.readString(file) + "// changed\n");
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> s = Files.walk(from)) {
            for (Path p : s.toList()) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
    }
}
