package serbench.compare;

import serbench.render.MarkdownReport;
import serbench.render.TextReport;
import serbench.results.Fixtures;
import serbench.results.ResultFile;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.io.HarnessJson;
import serbench.compare.pairing.ConfigDiff;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code compare}'s header shows the library versions that differ, as the run manifests beside the files recorded them. */
class LibraryVersionsHeaderTest {

    private static final String B = "serbench.bench.SerializeBench.serialize";

    @TempDir
    Path dir;

    private Path file(Path run, String name) throws Exception {
        Files.createDirectories(run);
        return Fixtures.write(run, name, Fixtures.run(B, "avgt", "ns/op", Map.of("format", "protobuf"),
                Fixtures.forks(3, 100), null));
    }

    /**
     * A run manifest's JSON: per profile (its result file → its libraries, or null for none), and the run's own
     * libraries; the files carry it in memory ({@link Fixtures#inRun}).
     */
    private static String manifest(Map<String, Map<String, String>> byFile, Map<String, String> runLibraries) {
        ObjectNode m = HarnessJson.MAPPER.createObjectNode();
        m.put("seed", 1);
        var profiles = m.putArray("profiles");
        byFile.forEach((file, libs) -> {
            ObjectNode p = profiles.addObject();
            p.put("resultFile", file);
            if (libs != null) {
                p.set("libraries", HarnessJson.MAPPER.valueToTree(libs));
            }
        });
        if (runLibraries != null) {
            m.set("libraries", HarnessJson.MAPPER.valueToTree(runLibraries));
        }
        return m.toString();
    }

    private static Map<String, String> libs(String... keyValues) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < keyValues.length; i += 2) {
            m.put(keyValues[i], keyValues[i + 1]);
        }
        return m;
    }

    private static ConfigDiff diff(List<ResultFile> files) {
        return ConfigDiff.of(files);
    }

    private static List<ResultFile> both(List<ResultFile> a, List<ResultFile> b) {
        return java.util.stream.Stream.concat(a.stream(), b.stream()).toList();
    }

    private static List<String> values(ConfigDiff d, String label) {
        int i = d.labels().indexOf(label);
        assertTrue(i >= 0, label + " missing in " + d.labels());
        return d.valuesByFile().stream().map(c -> c.get(i)).toList();
    }

    @Test
    void profilesOfOneRunShowTheLibrariesThatDiffer() throws Exception {
        Path run = dir.resolve("run");
        Path def = file(run, "default.json");
        Path p3 = file(run, "protobuf3.json");
        List<ResultFile> files = Fixtures.inRun(manifest(Map.of("default.json", libs("protobuf-java", "4.36.2", "protoc",
                "4.36.2", "jackson-databind", "2.22.4"), "protobuf3.json", libs("protobuf-java", "3.25.9", "protoc",
                "3.25.9", "jackson-databind", "2.22.4")), libs("protobuf-java", "4.36.2")), def, p3);
        ConfigDiff d = diff(files);
        assertEquals(List.of("library protobuf-java", "library protoc"), d.differing());
        assertEquals(List.of("4.36.2", "3.25.9"), values(d, "library protobuf-java"));

        String text = TextReport.render(Comparison.of(files, null), true, true);
        assertTrue(text.lines().anyMatch(l -> l.matches("! library protobuf-java +4\\.36\\.2 +3\\.25\\.9")), text);
        assertTrue(text.contains("library jackson-databind 2.22.4"), "the same versions are in the same-settings line:\n" + text);
        assertTrue(MarkdownReport.render(Comparison.of(files, null))
                .contains("library protobuf-java"));
    }

    @Test
    void anOlderManifestGivesTheRunsLibrariesAndAMissingLibraryIsAbsent() throws Exception {
        Path old = dir.resolve("old");
        Path a = file(old, "default.json");
        Map<String, Map<String, String>> none = new LinkedHashMap<>();
        none.put("default.json", null);
        List<ResultFile> older = Fixtures.inRun(manifest(none, libs("protobuf-java", "4.36.2", "jackson-databind",
                "2.22.4")), a);
        Path now = dir.resolve("now");
        Path b = file(now, "default.json");
        List<ResultFile> newer = Fixtures.inRun(manifest(Map.of("default.json", libs("protobuf-java", "4.36.2",
                "jackson-databind", "2.22.4", "tools.jackson:jackson-databind", "3.0.2")), null), b);
        ConfigDiff d = diff(both(older, newer));
        assertEquals(List.of("library tools.jackson:jackson-databind"), d.differing());
        assertEquals(List.of(ConfigDiff.ABSENT, "3.0.2"), values(d, "library tools.jackson:jackson-databind"));
    }

    @Test
    void filesWithoutAManifestOnlyShowWhereRecordedVersionsDiffer() throws Exception {
        Path plain = file(dir.resolve("plain"), "x.json");
        Path run = dir.resolve("run");
        Path def = file(run, "default.json");
        Path p3 = file(run, "protobuf3.json");
        List<ResultFile> files = Fixtures.inRun(manifest(Map.of("default.json", libs("protobuf-java", "4.36.2",
                "jmh-core", "1.37"), "protobuf3.json", libs("protobuf-java", "3.25.9", "jmh-core", "1.37")), null), def, p3);
        List<ResultFile> withoutRecord = List.of(ResultFile.read(plain));

        ConfigDiff one = diff(both(withoutRecord, files.subList(0, 1)));
        assertFalse(one.labels().stream().anyMatch(l -> l.startsWith(ConfigDiff.LIBRARY)),
                "nothing to compare with a file that recorded nothing: " + one.labels());
        ConfigDiff three = diff(both(withoutRecord, files));
        assertEquals(List.of("library protobuf-java"), three.differing());
        assertEquals(List.of(ConfigDiff.NOT_RECORDED, "4.36.2", "3.25.9"), values(three, "library protobuf-java"));
        assertFalse(three.labels().contains("library jmh-core"), "the same wherever recorded");
    }
}
