package serbench.claims;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import serbench.io.HarnessJson;
import serbench.results.RunRecord;
import serbench.sources.SourceFingerprint;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * Makes a directory of JMH result files look like what an interleaved {@code run} leaves: a {@code manifest.json}
 * with a seed, its rounds, this build's source fingerprint (and optionally per-class ones), a profile per result file, and the round of every fork
 * of every row (fork {@code i} ran in round {@code i + 1}).
 */
public final class InterleavedRuns {

    /** Reads the files whatever their size (the tests make some beyond the harness's own limit on purpose). */
    private static final com.fasterxml.jackson.databind.ObjectMapper UNLIMITED = new com.fasterxml.jackson.databind.ObjectMapper();

    private InterleavedRuns() {
    }

    /** A manifest of this code with {@code rounds} rounds. */
    public static Path manifest(Path dir, int rounds) throws IOException {
        return manifest(dir, rounds, SourceFingerprint.current().orElseThrow());
    }

    /** A manifest with the given rounds and whole-tree fingerprint, and none per benchmark class (an older run's). */
    public static Path manifest(Path dir, int rounds, String fingerprint) throws IOException {
        return manifest(dir, rounds, fingerprint, null);
    }

    /**
     * A manifest with the given rounds, whole-tree fingerprint and fingerprints per benchmark class (fully qualified
     * name to fingerprint; null leaves the key out).
     */
    public static Path manifest(Path dir, int rounds, String fingerprint, Map<String, String> byClass) throws IOException {
        ObjectNode m = HarnessJson.MAPPER.createObjectNode();
        m.put("status", "finished").put("startTime", "2026-11-24T00:00:00Z").put("rounds", rounds)
                .put("seed", 42L).put("sourceFingerprint", fingerprint);
        if (byClass != null) {
            ObjectNode classes = m.putObject("sourceFingerprints");
            new TreeMap<>(byClass).forEach(classes::put);
        }
        ArrayNode profiles = m.putArray("profiles");
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(f -> f.toString().endsWith(".json") && !f.getFileName().toString().equals(RunRecord.FILE))
                    .sorted().toList();
        }
        for (Path file : files) {
            String name = file.getFileName().toString();
            ObjectNode p = profiles.addObject().put("name", name.replaceFirst("\\.json$", "")).put("status", "finished")
                    .put("resultFile", name);
            ArrayNode rows = p.putArray("forkRounds");
            for (JsonNode row : UNLIMITED.readTree(file.toFile())) {
                if (!row.path("benchmark").asText().startsWith("serbench.bench.")) {
                    continue; // not the suite's (tests pad files with such rows): a run records only its own
                }
                ObjectNode r = rows.addObject().put("benchmark", row.get("benchmark").asText())
                        .put("mode", row.get("mode").asText());
                r.set("params", row.has("params") ? row.get("params") : HarnessJson.MAPPER.createObjectNode());
                ArrayNode forkRounds = r.putArray("rounds");
                for (int i = 0; i < row.get("primaryMetric").get("rawData").size(); i++) {
                    forkRounds.add(i + 1);
                }
            }
        }
        HarnessJson.MAPPER.writeValue(dir.resolve(RunRecord.FILE).toFile(), m);
        return dir;
    }
}
