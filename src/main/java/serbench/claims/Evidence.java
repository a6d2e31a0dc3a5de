package serbench.claims;

import serbench.io.UnusableInputException;

import serbench.format.Sizes;
import serbench.compare.Change;
import serbench.compare.Estimate;
import serbench.results.ResultFile;
import serbench.compare.RowKey;
import serbench.results.Run;
import serbench.results.Scores;

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
import java.util.stream.Stream;

/**
 * What the claims are checked against: the JMH result files of one or more run directories (each file named after
 * its JVM profile, as {@code run} writes them: {@code default.json}, {@code no-escape-analysis.json}...) and the
 * sizes the codecs produce. When several runs measured the same benchmark, params and profile, the latest one counts
 * (paths in the order given; {@code results/}'s directories are named by their start time): a run of older code is
 * not evidence about today's, however many forks it had.
 */
public final class Evidence {

    /** A measured estimate and the file (profile) and JDK it came from. */
    /** A benchmark ({@code Class.method}) with the params a check asked for, measured or not. */
    public record Asked(String benchmark, Map<String, String> params) {
    }

    public record Measured(Estimate estimate, String profile, String jdk) {
    }

    /** Per profile, the run that counts for each benchmark, params and mode (an index: loading stays linear). */
    private final Map<String, Map<RowKey, Run>> runsByProfile = new LinkedHashMap<>();
    /** Every file's runs, in load order: for claims that compare two profiles, which must come from one run. */
    private final List<FileRuns> byFile = new ArrayList<>();
    private final List<Sizes.Row> sizes;

    private record FileRuns(Path dir, String profile, List<Run> runs) {
    }
    private final List<Path> files = new ArrayList<>();
    private final List<String> warnings = new ArrayList<>();
    private final Set<Asked> asked = new LinkedHashSet<>();

    private Evidence(List<Sizes.Row> sizes) {
        this.sizes = sizes;
    }

    /** Reads every result file under each path (a run directory or one result file). */
    public static Evidence load(List<Path> paths) {
        Evidence e = new Evidence(Sizes.all());
        for (Path p : paths) {
            for (Path file : resultFiles(p)) {
                String profile = file.getFileName().toString().replaceFirst("\\.json$", "");
                Map<RowKey, Run> runs = e.runsByProfile.computeIfAbsent(profile, k -> new LinkedHashMap<>());
                List<Run> usable = new ArrayList<>();
                e.byFile.add(new FileRuns(file.toAbsolutePath().getParent(), profile, usable));
                for (Run r : ResultFile.read(file).runs()) {
                    String unusable = r.primary().forks().isEmpty() ? "no finite values" : Scores.problem(r.primary());
                    if (unusable != null) {
                        e.warnings.add(file + ": " + RowKey.of(r).label() + " (" + r.mode() + "): " + unusable
                                + "; not used");
                        continue;
                    }
                    RowKey key = RowKey.of(r);
                    runs.remove(key); // the later run replaces the earlier and goes last, as if appended
                    runs.put(key, r);
                    usable.add(r);
                }
                e.files.add(file);
            }
        }
        return e;
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
            List<Path> found = s.filter(f -> f.toString().endsWith(".json") && !f.getFileName().toString().equals("manifest.json"))
                    .sorted().toList();
            if (found.isEmpty()) {
                throw new UnusableInputException(p + ": holds no result files (*.json); give a directory written by 'run'");
            }
            return found;
        } catch (IOException ex) {
            throw new UnusableInputException(p + ": cannot list (" + ex.getMessage() + ")");
        }
    }

    public List<Path> files() {
        return files;
    }

    /**
     * Every benchmark the checks have asked for so far, with its params: the tests hold each to JMH's generated
     * benchmark list, so a renamed benchmark or param fails the build instead of leaving a claim "not measured".
     */
    public List<Asked> asked() {
        return List.copyOf(asked);
    }

    /** Runs left out because their scores are not a measurement, one line each. */
    public List<String> warnings() {
        return warnings;
    }

    /**
     * The estimate of a benchmark ({@code Class.method}) in a profile, with the params given (others may be
     * anything); empty when not measured.
     */
    public Optional<Measured> find(String profile, String benchmark, Map<String, String> params) {
        asked.add(new Asked(benchmark, Map.copyOf(params)));
        for (Run r : runsByProfile.getOrDefault(profile, Map.of()).values()) {
            if (r.benchmark().endsWith("." + benchmark) && r.params().entrySet().containsAll(params.entrySet())
                    && (params.containsKey("input") || "default".equals(r.params().getOrDefault("input", "default")))) {
                return Optional.of(new Measured(Estimate.of(r.primary(), Change.CONFIDENCE), profile, r.config().jdkVersion()));
            }
        }
        return Optional.empty();
    }

    /**
     * The same benchmark measured under two profiles in one run (one directory), the latest such run: a comparison
     * of profiles is only fair between forks of one run, never between a new run of one profile and an old run of
     * the other. Empty when no run measured both.
     */
    public Optional<Measured[]> findTogether(String profileA, String profileB, String benchmark, Map<String, String> params) {
        asked.add(new Asked(benchmark, Map.copyOf(params)));
        for (int i = byFile.size() - 1; i >= 0; i--) {
            FileRuns a = byFile.get(i);
            if (!a.profile().equals(profileA)) {
                continue;
            }
            Optional<Run> ra = match(a.runs(), benchmark, params);
            Optional<Run> rb = byFile.stream()
                    .filter(f -> f.profile().equals(profileB) && f.dir().equals(a.dir()))
                    .map(f -> match(f.runs(), benchmark, params)).flatMap(Optional::stream).findFirst();
            if (ra.isPresent() && rb.isPresent()) {
                return Optional.of(new Measured[]{measured(ra.get(), profileA), measured(rb.get(), profileB)});
            }
        }
        return Optional.empty();
    }

    private static Optional<Run> match(List<Run> runs, String benchmark, Map<String, String> params) {
        return runs.stream().filter(r -> r.benchmark().endsWith("." + benchmark)
                && r.params().entrySet().containsAll(params.entrySet())
                && (params.containsKey("input") || "default".equals(r.params().getOrDefault("input", "default"))))
                .findFirst();
    }

    private static Measured measured(Run r, String profile) {
        return new Measured(Estimate.of(r.primary(), Change.CONFIDENCE), profile, r.config().jdkVersion());
    }

    /** The size in bytes of a model's input in a format. */
    public int size(String model, String input, String format) {
        return sizes.stream().filter(r -> r.model().equals(model) && r.input().equals(input) && r.format().equals(format))
                .findFirst().orElseThrow(() -> new IllegalStateException("no size for " + model + " " + input + " " + format))
                .bytes();
    }
}
