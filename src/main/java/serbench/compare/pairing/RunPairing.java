package serbench.compare.pairing;

import serbench.io.Excerpt;
import serbench.results.Metric;
import serbench.results.ResultFile;
import serbench.results.Run;
import serbench.results.RunRecord;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which forks of two result files ran in the same round of one interleaved {@code run}, so that {@code compare}
 * can pair them: two profiles' files, or two parts of one file split by a param ({@code --between}, whose rows
 * ran in the same rounds too). It is known only when both files sit in one run directory whose {@code manifest.json} carries an
 * interleaving seed and, per profile, the {@code forkRounds} of each row (the round of every fork, in the order of
 * the merged file's {@code rawData}). Files of different runs, older runs, or rows whose fork count no longer
 * matches the record are compared unpaired. A record that cannot be right ({@link #problem}: a round repeated in a
 * row, say, which would pair one round's fork with several) is not used: the files are compared unpaired, and a
 * warning names the file and what is wrong.
 */
public final class RunPairing {

    private static final Pattern ROUND_FILE = Pattern.compile("-fork([0-9]{1,9})\\.json$");

    private final Map<String, Map<RowKey, List<Integer>>> roundsByFile;

    private RunPairing(Map<String, Map<RowKey, List<Integer>>> roundsByFile) {
        this.roundsByFile = roundsByFile;
    }

    /**
     * The pairing of {@code a} and {@code b}, if both come from one interleaved run whose record of their rounds holds
     * up; what makes a record unusable, and rows whose forks do not match it, go to {@code warnings} (one line per
     * file and kind, naming the file).
     */
    public static Optional<RunPairing> of(ResultFile a, ResultFile b, List<String> warnings) {
        Path da = a.path().toAbsolutePath().normalize().getParent();
        Path db = b.path().toAbsolutePath().normalize().getParent();
        if (da == null || !da.equals(db) || a.name().equals(b.name())) {
            return Optional.empty();
        }
        Optional<RunRecord> manifest = a.manifest().filter(r -> r.seed() != null);
        if (manifest.isEmpty()) {
            return Optional.empty();
        }
        Optional<Map<RowKey, List<Integer>>> ra = rounds(manifest.get(), a, warnings);
        Optional<Map<RowKey, List<Integer>>> rb = rounds(manifest.get(), b, warnings);
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
     * pair by round like two profiles do; empty when the manifest has no usable record for the file (a warning says
     * why when it has one that cannot be right). Rows of the file whose forks do not match their rounds are left out.
     */
    private static Optional<Map<RowKey, List<Integer>>> rounds(RunRecord manifest, ResultFile file, List<String> warnings) {
        ResultFile.Selection part = file.selection();
        String fileName = file.fileName();
        List<RunRecord.Profile> named = RunRecord.orEmpty(manifest.profiles()).stream()
                .filter(p -> p != null && fileName.equals(p.resultFile())).toList();
        if (named.size() > 1) {
            warn(warnings, file.name() + ": " + RunRecord.FILE + " names it as the result file of " + named.size()
                    + " profiles (" + Excerpt.of(String.join(", ", named.stream().map(p -> String.valueOf(p.name()))
                    .toList()), 200) + "), so which rounds its forks ran in is unknown; compared unpaired");
            return Optional.empty();
        }
        if (named.isEmpty() || named.get(0).forkRounds() == null) {
            return Optional.empty();
        }
        String problem = problem(manifest, named.get(0));
        if (problem != null) {
            warn(warnings, file.name() + ": " + RunRecord.FILE + "'s forkRounds " + problem + "; compared unpaired");
            return Optional.empty();
        }
        Map<RowKey, List<Integer>> rows = new HashMap<>();
        rows(named.get(0)).forEach((key, rounds) -> {
            if (part == null) {
                rows.put(key, rounds);
            } else if (part.value().equals(key.params().get(part.param()))) {
                Map<String, String> rest = new LinkedHashMap<>(key.params());
                rest.remove(part.param());
                rows.put(new RowKey(key.benchmark(), rest, key.mode()), rounds);
            }
        });
        int mismatched = 0;
        String example = null;
        for (Run r : file.runs()) {
            RowKey key = RowKey.of(r);
            List<Integer> rounds = rows.get(key);
            int forks = r.primary().forks().size();
            if (rounds == null || rounds.size() != forks) {
                rows.remove(key);
                mismatched++;
                example = example != null ? example : row(key) + ": " + (rounds == null ? "no rounds" : rounds.size()
                        + " round(s)") + " recorded for " + forks + " fork(s)";
            }
        }
        if (mismatched > 0) {
            warn(warnings, file.name() + ": " + mismatched + " row(s) do not match the rounds " + RunRecord.FILE
                    + " records for their forks (e.g. " + example + "); those rows compared unpaired");
        }
        return Optional.of(rows);
    }

    private static void warn(List<String> warnings, String warning) {
        if (!warnings.contains(warning)) {
            warnings.add(warning);
        }
    }

    /**
     * What makes a profile's {@code forkRounds} unusable for pairing, as a phrase ({@code repeat round 1 for ...}), or
     * null: every round is 1 or more and appears at most once per row, no row is listed twice, and where
     * {@code manifest} says so (it may be null), no round lies beyond the run's rounds ({@code rounds}, with a
     * precision goal its {@code maxRounds}) or lacks its file in the profile's {@code roundFiles}.
     */
    public static String problem(RunRecord manifest, RunRecord.Profile profile) {
        Integer max = manifest == null ? null
                : manifest.precision() != null ? manifest.precision().maxRounds() : manifest.rounds();
        Set<Integer> filed = manifest == null || profile.roundFiles() == null ? null : filedRounds(profile.roundFiles());
        Set<RowKey> seen = new HashSet<>();
        for (RunRecord.RowRounds r : RunRecord.orEmpty(profile.forkRounds())) {
            if (r == null) {
                continue;
            }
            RowKey key = key(r);
            if (!seen.add(key)) {
                return "list " + row(key) + " twice";
            }
            Set<Integer> rounds = new HashSet<>();
            for (Integer x : RunRecord.orEmpty(r.rounds())) {
                if (x == null || x < 1) {
                    return "give round " + x + " for a fork of " + row(key) + " (rounds count from 1)";
                }
                if (!rounds.add(x)) {
                    return "repeat round " + x + " for " + row(key) + " (a row runs one fork per round)";
                }
                if (max != null && x > max) {
                    return "give round " + x + " for " + row(key) + ", beyond the run's " + max + " rounds";
                }
                if (filed != null && !filed.contains(x)) {
                    return "give round " + x + " for " + row(key) + ", which has no round file in roundFiles";
                }
            }
        }
        return null;
    }

    /** The rounds the round files ({@code rounds/NAME-forkN.json}) are of. */
    private static Set<Integer> filedRounds(List<String> roundFiles) {
        Set<Integer> rounds = new HashSet<>();
        for (String f : roundFiles) {
            Matcher m = f == null ? null : ROUND_FILE.matcher(f);
            if (m != null && m.find()) {
                rounds.add(Integer.parseInt(m.group(1)));
            }
        }
        return rounds;
    }

    /** A row as a warning names it: benchmark, params and mode, capped. */
    private static String row(RowKey key) {
        return Excerpt.of(key.label(), 200) + " (" + Excerpt.of(key.mode()) + ")";
    }

    /**
     * Per row of a profile's merged file, the round of each fork, in the order of its {@code rawData}; empty when the
     * record cannot be right ({@link #problem}, checked on its own: without the manifest's rounds and round files).
     */
    public static Map<RowKey, List<Integer>> forkRounds(RunRecord.Profile profile) {
        return problem(null, profile) == null ? rows(profile) : Map.of();
    }

    private static Map<RowKey, List<Integer>> rows(RunRecord.Profile profile) {
        Map<RowKey, List<Integer>> rows = new HashMap<>();
        for (RunRecord.RowRounds r : RunRecord.orEmpty(profile.forkRounds())) {
            if (r == null) {
                continue;
            }
            List<Integer> rounds = new ArrayList<>();
            RunRecord.orEmpty(r.rounds()).forEach(x -> rounds.add(x == null ? 0 : x));
            rows.put(key(r), rounds);
        }
        return rows;
    }

    private static RowKey key(RunRecord.RowRounds r) {
        Map<String, String> params = new LinkedHashMap<>();
        RunRecord.orEmpty(r.params()).forEach((k, v) -> params.put(k, String.valueOf(v)));
        return new RowKey(text(r.benchmark()), params, text(r.mode()));
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
