package serbench.report;

import com.fasterxml.jackson.databind.JsonNode;
import serbench.format.Jackson;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Which forks of two result files ran in the same round of one interleaved {@code run}, so that {@code compare}
 * can pair them. It is known only when both files sit in one run directory whose {@code manifest.json} carries an
 * interleaving seed and, per profile, the {@code forkRounds} of each row (the round of every fork, in the order of
 * the merged file's {@code rawData}). Files of different runs, older runs, or rows whose fork count no longer
 * matches the record are compared unpaired.
 */
public final class RunPairing {

    /** Manifests above this size are not read for pairing (a run's manifest is a few hundred KiB at most). */
    static final long MAX_MANIFEST_BYTES = 16L << 20;

    private final Map<String, Map<RowKey, List<Integer>>> roundsByFile;

    private RunPairing(Map<String, Map<RowKey, List<Integer>>> roundsByFile) {
        this.roundsByFile = roundsByFile;
    }

    /** The pairing of {@code a} and {@code b}, if both come from one interleaved run. */
    public static Optional<RunPairing> of(ResultFile a, ResultFile b) {
        Path da = a.path().toAbsolutePath().normalize().getParent();
        Path db = b.path().toAbsolutePath().normalize().getParent();
        if (da == null || !da.equals(db) || a.name().equals(b.name())) {
            return Optional.empty();
        }
        Path manifest = da.resolve("manifest.json");
        try {
            if (!Files.isRegularFile(manifest) || Files.size(manifest) > MAX_MANIFEST_BYTES) {
                return Optional.empty();
            }
            JsonNode m = Jackson.JSON.readTree(manifest.toFile());
            if (!m.path("seed").isNumber() || !m.path("profiles").isArray()) {
                return Optional.empty();
            }
            Map<String, Map<RowKey, List<Integer>>> byFile = new HashMap<>();
            for (JsonNode p : m.path("profiles")) {
                String file = p.path("resultFile").asText(null);
                if (file == null || !p.path("forkRounds").isArray()) {
                    continue;
                }
                Map<RowKey, List<Integer>> rows = new HashMap<>();
                for (JsonNode r : p.path("forkRounds")) {
                    Map<String, String> params = new LinkedHashMap<>();
                    r.path("params").fields().forEachRemaining(e -> params.put(e.getKey(), e.getValue().asText()));
                    List<Integer> rounds = new ArrayList<>();
                    r.path("rounds").forEach(x -> rounds.add(x.asInt()));
                    rows.put(new RowKey(r.path("benchmark").asText(), params, r.path("mode").asText()), rounds);
                }
                byFile.put(file, rows);
            }
            if (!byFile.containsKey(a.name()) || !byFile.containsKey(b.name())) {
                return Optional.empty();
            }
            return Optional.of(new RunPairing(byFile));
        } catch (IOException | RuntimeException e) {
            return Optional.empty(); // an unreadable manifest only costs the pairing
        }
    }

    /**
     * The fork means of one row's metric, paired by round: {@code [rounds, a values, b values]} over the rounds
     * both have, in round order; empty when the record does not match the files' forks.
     */
    public Optional<double[][]> pair(String fileA, Metric a, String fileB, Metric b, RowKey key) {
        List<Integer> ra = roundsByFile.getOrDefault(fileA, Map.of()).get(key);
        List<Integer> rb = roundsByFile.getOrDefault(fileB, Map.of()).get(key);
        if (ra == null || rb == null || ra.size() != a.forks().size() || rb.size() != b.forks().size()) {
            return Optional.empty();
        }
        Map<Integer, Double> bByRound = new HashMap<>();
        for (int i = 0; i < rb.size(); i++) {
            bByRound.put(rb.get(i), b.forks().get(i).mean());
        }
        List<double[]> pairs = new ArrayList<>();
        for (int i = 0; i < ra.size(); i++) {
            Double other = bByRound.get(ra.get(i));
            if (other != null) {
                pairs.add(new double[]{ra.get(i), a.forks().get(i).mean(), other});
            }
        }
        pairs.sort((x, y) -> Double.compare(x[0], y[0]));
        double[][] out = new double[3][pairs.size()];
        for (int i = 0; i < pairs.size(); i++) {
            out[0][i] = pairs.get(i)[0];
            out[1][i] = pairs.get(i)[1];
            out[2][i] = pairs.get(i)[2];
        }
        return Optional.of(out);
    }
}
