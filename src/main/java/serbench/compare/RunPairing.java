package serbench.compare;

import serbench.results.Metric;
import serbench.results.ResultFile;
import serbench.results.RunManifest;
import serbench.results.RunRecord;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Which forks of two result files ran in the same round of one interleaved {@code run}, so that {@code compare}
 * can pair them: two profiles' files, or two parts of one file split by a param ({@code --between}, whose rows
 * ran in the same rounds too). It is known only when both files sit in one run directory whose {@code manifest.json} carries an
 * interleaving seed and, per profile, the {@code forkRounds} of each row (the round of every fork, in the order of
 * the merged file's {@code rawData}). Files of different runs, older runs, or rows whose fork count no longer
 * matches the record are compared unpaired.
 */
public final class RunPairing {

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
        Optional<Map<RowKey, List<Integer>>> ra = rounds(da, a.name());
        Optional<Map<RowKey, List<Integer>>> rb = rounds(db, b.name());
        if (ra.isEmpty() || rb.isEmpty()) {
            return Optional.empty();
        }
        Map<String, Map<RowKey, List<Integer>>> byFile = new HashMap<>();
        byFile.put(a.name(), ra.get());
        byFile.put(b.name(), rb.get());
        return Optional.of(new RunPairing(byFile));
    }

    /**
     * The fork rounds of the rows of a profile's merged file, or of one part of it that {@link ParamSplit} made
     * ({@code --between}: the rows with one value of a param, that param removed), so that the rows of two values
     * pair by round like two profiles do.
     */
    private static Optional<Map<RowKey, List<Integer>>> rounds(Path dir, String name) {
        Optional<ParamSplit.Part> part = ParamSplit.Part.of(name);
        if (part.isEmpty()) {
            return RunManifest.profileOf(dir, name).map(RunPairing::forkRounds);
        }
        ParamSplit.Part p = part.get();
        return RunManifest.profileOf(dir, p.file()).map(profile -> {
            Map<RowKey, List<Integer>> rows = new HashMap<>();
            forkRounds(profile).forEach((key, rounds) -> {
                if (p.value().equals(key.params().get(p.param()))) {
                    Map<String, String> rest = new LinkedHashMap<>(key.params());
                    rest.remove(p.param());
                    rows.put(new RowKey(key.benchmark(), rest, key.mode()), rounds);
                }
            });
            return rows;
        });
    }

    /** Per row of a profile's merged file, the round of each fork, in the order of its {@code rawData}. */
    public static Map<RowKey, List<Integer>> forkRounds(RunRecord.Profile profile) {
        Map<RowKey, List<Integer>> rows = new HashMap<>();
        for (RunRecord.RowRounds r : RunRecord.orEmpty(profile.forkRounds())) {
            if (r == null) {
                continue;
            }
            Map<String, String> params = new LinkedHashMap<>();
            RunRecord.orEmpty(r.params()).forEach((k, v) -> params.put(k, String.valueOf(v)));
            List<Integer> rounds = new ArrayList<>();
            RunRecord.orEmpty(r.rounds()).forEach(x -> rounds.add(x == null ? 0 : x));
            rows.put(new RowKey(text(r.benchmark()), params, text(r.mode())), rounds);
        }
        return rows;
    }

    private static String text(String s) {
        return s == null ? "" : s;
    }

    /**
     * The fork means of one row's metric, paired by round: {@code [rounds, a values, b values]} over the rounds
     * both have, in round order; empty when the record does not match the files' forks.
     */
    public Optional<double[][]> pair(String fileA, Metric a, String fileB, Metric b, RowKey key) {
        return byRound(roundsByFile.getOrDefault(fileA, Map.of()).get(key), a,
                roundsByFile.getOrDefault(fileB, Map.of()).get(key), b);
    }

    /**
     * Two rows' fork means paired by round, given the round of each fork ({@code ra} for {@code a}'s forks in
     * order, {@code rb} for {@code b}'s): {@code [rounds, a values, b values]} over the rounds both have, in round
     * order; empty when a list of rounds is missing or does not match its row's forks.
     */
    public static Optional<double[][]> byRound(List<Integer> ra, Metric a, List<Integer> rb, Metric b) {
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
