package serbench.results;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.io.HarnessJson;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The typed manifest: what {@code run} writes reads back equal; every committed manifest reads, and those of
 * {@code run} are written back byte for byte (same keys, same order, same absent values); a manifest with a value
 * of the wrong type is not used.
 */
class RunRecordTest {

    @TempDir
    Path dir;

    static List<Path> committedManifests() throws IOException {
        try (Stream<Path> s = Files.list(Path.of("results"))) {
            List<Path> out = s.map(d -> d.resolve(RunRecord.FILE)).filter(Files::isRegularFile).sorted().toList();
            assertTrue(out.size() >= 20, "the committed runs: " + out);
            return out;
        }
    }

    @Test
    void everyCommittedManifestReadsAndThoseOfRunAreWrittenBackByteForByte() throws IOException {
        int runs = 0;
        int scripts = 0;
        for (Path file : committedManifests()) {
            Optional<RunRecord> read = RunRecord.read(file, RunManifest.MAX_BYTES);
            assertTrue(read.isPresent(), file + " reads");
            RunRecord r = read.get();
            JsonNode tree = HarnessJson.MAPPER.readTree(file.toFile());
            assertEquals(tree.get("status").asText(), r.status(), file.toString());
            assertEquals(tree.get("startTime").asText(), r.startTime(), file.toString());
            assertEquals(tree.get("endTime").asText(), r.endTime(), file.toString());
            if (tree.has("sizes")) { // runs since sizes were recorded: every entry read
                assertEquals(tree.get("sizes").size(), r.sizes().size(), file.toString());
                assertTrue(r.sizes().stream().allMatch(z -> z.bytes() > 0 && z.gzipBytes() > 0), file.toString());
            } else {
                assertNull(r.sizes(), file.toString());
            }
            if (tree.has("arguments")) {
                runs++;
                String written = new String(r.toJson(), StandardCharsets.UTF_8);
                assertEquals(Files.readString(file).stripTrailing(), written, file + " written back as it is");
                assertTrue(r.profiles() != null && !r.profiles().isEmpty(), file.toString());
            } else {
                scripts++; // scripts/manifest.sh: status and times only
                assertTrue(tree.has("command") && tree.get("cpu").isTextual(), file.toString());
                assertNull(r.profiles());
                assertNull(r.cpu());
            }
        }
        assertTrue(runs >= 15 && scripts >= 3, runs + " run manifests, " + scripts + " script manifests");
    }

    /** A manifest with every part filled, absent values where the run leaves them out. */
    static RunRecord full() {
        Map<String, String> params = new LinkedHashMap<>();
        params.put("model", "mediacontent");
        params.put("format", "json");
        List<RunRecord.ForkNoise> noise = new ArrayList<>(Arrays.asList(
                new RunRecord.ForkNoise(1.25, 0.0, 99.5, 0.4, false), null,
                new RunRecord.ForkNoise(null, 6.0, 100.0, null, true)));
        RunRecord.Profile profile = new RunRecord.Profile("default", "the JVM running this suite", "built-in",
                List.of("-XX:+UseParallelGC"), "/usr/bin/java", "17.0.15", "openjdk version \"17.0.15\"\nline two",
                "/tmp/b.jar", Map.of("protobuf-java", "4.36.2"), "finished", "", 3, 3, "default.json",
                List.of("rounds/default-fork1.json"), List.of(), List.of(new RunRecord.RowRounds(
                "serbench.bench.SerializeBench.serialize", "avgt", params, List.of(1, 2, 3), noise)));
        return new RunRecord("finished", "disk full while writing default.json", "2026-11-22T23:42:26Z",
                "2026-11-23T00:10:03Z", List.of("-f", "3"), List.of("java", "-jar", "b.jar", "run", "-f", "3"),
                List.of("-f", "3"), List.of("serbench.bench.SerializeBench.serialize (avgt)"), 3, 3, null,
                "interleaved", -4364024320483748242L, List.of("serbench.bench.SerializeBench.serialize format=json"),
                new RunRecord.Precision(5.0, null, "two-stage", 5, 15, 20, 30, "ran the planned rounds",
                        List.of(new RunRecord.PrecisionRow("unit", 5, 6.0, 15, "pilot", "needs 9", 15, 4.5, true),
                                new RunRecord.PrecisionRow("other", 5, null, 30, "maximum", "capped", 30, null, false))),
                new RunRecord.NoiseSummary(3, 1L, 1.25, 3.5, 2.0, 99.83, 1.5, 2, "load average above the cores"),
                List.of("default"), List.of(profile), Map.of("/usr/bin/java", "17.0.15"),
                new RunRecord.Cpu("Xeon", 2, 2), new RunRecord.Memory("24684084 kB", "24212936 kB"),
                new RunRecord.Os("Linux", "6.1", "amd64", "Debian GNU/Linux 12 (bookworm)"),
                new RunRecord.HostJvm("/usr/lib/jvm/17", "17.0.15+6", "Debian", "OpenJDK 64-Bit Server VM", List.of()),
                new RunRecord.Git("5a4373ecf37583d583b020e765be78434cd93ae3", true), Map.of("jmh-core", "1.37"),
                "907ebc39368cbe49", Map.of("serbench.bench.SerializeBench", "50a00f72c2801a13"),
                List.of(new RunRecord.Size("mediacontent", "media.1", "json", 471, 272)),
                List.of(new RunRecord.Schema("otlp-traces", "opentelemetry.proto.trace.v1.TracesData",
                        "0f".repeat(32), List.of("opentelemetry/proto/trace/v1/trace.proto"))),
                List.of("a warning"), "noisy-neighbour seed=7");
    }

    @Test
    void whatIsWrittenReadsBackEqual() throws IOException {
        RunRecord full = full();
        Path file = Files.write(dir.resolve(RunRecord.FILE), full.toJson());
        assertEquals(Optional.of(full), RunRecord.read(file, RunManifest.MAX_BYTES));
        String json = Files.readString(file);
        assertTrue(json.startsWith("{\n  \"status\" : \"finished\",\n  \"writeFailure\" : "), json);
        assertTrue(json.contains("\"noise\" : [ {\n"), "fork noise, one object per fork: " + json);
        assertTrue(json.contains("}, null, {"), "a fork without a sample is null: " + json);
        assertTrue(json.contains("\"sourceFingerprint\" : \"907ebc39368cbe49\",\n  \"sourceFingerprints\" : {\n"
                + "    \"serbench.bench.SerializeBench\" : \"50a00f72c2801a13\"\n  },\n"), "per-class fingerprints: " + json);
        assertFalse(json.contains("\"alternation\"") || json.contains("\"budget\"") || json.contains("\"load1\" : null"),
                "absent values are left out: " + json);

        RunRecord bare = new RunRecord("running", null, "t", null, null, null, null, null, null, null, null, null,
                null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null,
                null, null);
        assertEquals("{\n  \"status\" : \"running\",\n  \"startTime\" : \"t\"\n}",
                new String(bare.toJson(), StandardCharsets.UTF_8));
        assertEquals(Optional.of(bare), RunRecord.of(HarnessJson.MAPPER.readTree(bare.toJson())));
    }

    @Test
    void missingKeysAreAbsentAndUnknownOnesIgnored() throws IOException {
        RunRecord r = RunRecord.of(HarnessJson.MAPPER.readTree(
                "{\"status\":\"finished\",\"someday\":{\"x\":[1,2]},\"profiles\":[{\"name\":\"a\",\"new\":1}]}")).orElseThrow();
        assertEquals("finished", r.status());
        assertNull(r.seed());
        assertNull(r.sizes());
        assertEquals("a", r.profiles().get(0).name());
        assertNull(r.profiles().get(0).forkRounds());
        assertEquals(Optional.empty(), r.profile("a.json"));
    }

    @Test
    void aValueOfTheWrongTypeMakesTheManifestUnusable() throws IOException {
        for (String json : List.of("[]", "\"finished\"", "{\"status\":5}", "{\"status\":true}", "{\"profiles\":5}",
                "{\"profiles\":{\"name\":\"a\"}}", "{\"seed\":\"42\"}", "{\"seed\":1.5}", "{\"rounds\":\"3\"}",
                "{\"profiles\":[{\"forksCompleted\":1.5}]}", "{\"profiles\":[{\"flags\":\"-Xint\"}]}",
                "{\"libraries\":{\"jmh-core\":1.37}}", "{\"git\":{\"dirty\":1}}", "{\"git\":{\"dirty\":\"yes\"}}",
                "{\"sizes\":[{\"bytes\":\"471\"}]}", "{\"status\":\"finished\",\"command\":\"x\",\"profiles\":3}",
                "{\"status\":\"finished\",\"command\":\"x\",\"cpu\":\"AMD\",\"durationSeconds\":\"10\"}")) {
            assertEquals(Optional.empty(), RunRecord.of(HarnessJson.MAPPER.readTree(json)), json);
            Path file = Files.writeString(dir.resolve(RunRecord.FILE), json);
            assertEquals(Optional.empty(), RunManifest.ofDirectory(dir), json);
            Files.delete(file);
        }
        assertEquals(Optional.empty(), RunManifest.ofDirectory(dir), "no manifest");
        Files.writeString(dir.resolve(RunRecord.FILE), "{\"status\": \"fini");
        assertEquals(Optional.empty(), RunManifest.ofDirectory(dir), "not JSON");
    }

    @Test
    void aScriptManifestKeepsItsStatusAndTimes() throws IOException {
        RunRecord r = RunRecord.of(HarnessJson.MAPPER.readTree("{\"status\":\"finished\",\"command\":\"java -jar b.jar\","
                + "\"startTime\":\"s\",\"endTime\":\"e\",\"durationSeconds\":10,\"cpu\":\"AMD EPYC x 2\","
                + "\"os\":\"Debian\",\"memory\":\"MemTotal: 1 kB\",\"gitCommit\":\"abc\"}")).orElseThrow();
        assertEquals(List.of("finished", "s", "e"), List.of(r.status(), r.startTime(), r.endTime()));
        assertNull(r.cpu());
    }

    @Test
    void aManifestAboveTheSizeBoundIsNotRead() throws IOException {
        Path file = Files.write(dir.resolve(RunRecord.FILE), full().toJson());
        assertTrue(RunRecord.read(file, Files.size(file)).isPresent());
        assertEquals(Optional.empty(), RunRecord.read(file, Files.size(file) - 1));
    }
}
