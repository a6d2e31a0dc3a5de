package serbench.compare.pairing;

import serbench.results.ResultFile;
import serbench.results.Run;
import serbench.results.RunManifest;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The run settings of each file side by side (JVM, flags, JMH version, iterations, forks, threads, and the machine
 * and library versions its run manifest recorded), and which of them differ. A file whose runs used several values for a setting shows them joined with {@code " | "}.
 *
 * <p>{@code compared}: the settings whose difference is what the files compare, not a confound: the JVM flags
 * ({@value #JVM_ARGS}) when each file is a profile of a run whose manifest records the profile's flags, and the
 * files' flags differ by those alone ({@code default} against {@code no-escape-analysis}: {@code
 * -XX:-DoEscapeAnalysis} is the comparison). Such a setting is shown, but not among {@link #differing}.
 */
public record ConfigDiff(List<String> labels, List<List<String>> valuesByFile, List<Boolean> differs,
                         List<Boolean> compared) {

    /** The label of the JVM flags a file's forks ran with, as JMH records them ({@code jvmArgs}). */
    public static final String JVM_ARGS = "jvmArgs";

    /** The prefix of a library's setting label, e.g. {@code library protobuf-java}. */
    public static final String LIBRARY = "library ";
    /** A library the run did not hold. */
    public static final String ABSENT = "(absent)";
    /** The machine's settings, from the run manifests ({@link RunManifest#machine}). */
    public static final List<String> MACHINE = List.of("cpu", "os", "memory");
    /** No run manifest beside the file says. */
    public static final String NOT_RECORDED = "(not recorded)";

    public static ConfigDiff of(List<ResultFile> files) {
        Map<String, List<String>> byLabel = new LinkedHashMap<>();
        for (ResultFile f : files) {
            Map<String, Set<String>> seen = new LinkedHashMap<>();
            for (Run r : f.runs()) {
                r.config().describe().forEach((k, v) -> seen.computeIfAbsent(k, x -> new LinkedHashSet<>()).add(v));
            }
            seen.forEach((k, v) -> byLabel.computeIfAbsent(k, x -> new ArrayList<>()).add(String.join(" | ", v)));
        }
        List<String> labels = new ArrayList<>(byLabel.keySet());
        List<Boolean> differs = new ArrayList<>();
        for (String l : labels) {
            differs.add(new LinkedHashSet<>(byLabel.get(l)).size() > 1);
        }
        addRecorded(files.stream().map(RunManifest::machine).toList(), "", byLabel, labels, differs);
        addRecorded(files.stream().map(RunManifest::libraries).toList(), LIBRARY, byLabel, labels, differs);
        List<Boolean> compared = new ArrayList<>();
        for (int i = 0; i < labels.size(); i++) {
            compared.add(differs.get(i) && labels.get(i).equals(JVM_ARGS) && flagsAreTheProfiles(files));
        }
        List<List<String>> values = new ArrayList<>();
        for (int i = 0; i < files.size(); i++) {
            List<String> column = new ArrayList<>();
            for (String l : labels) {
                column.add(byLabel.get(l).get(i));
            }
            values.add(column);
        }
        return new ConfigDiff(labels, values, differs, compared);
    }

    /**
     * Whether the files' JVM flags differ by their profiles' flags alone: each file's profile entry in its run's
     * manifest names the flags the profile adds, every run of the file has them, and without them every file's runs
     * have the same flags. A file with no such entry (no manifest, a plain JMH file) leaves the difference unexplained.
     */
    static boolean flagsAreTheProfiles(List<ResultFile> files) {
        Set<List<String>> rest = new LinkedHashSet<>();
        for (ResultFile f : files) {
            java.util.Optional<List<String>> flags = RunManifest.profileFlags(f);
            if (flags.isEmpty()) {
                return false;
            }
            for (Run r : f.runs()) {
                List<String> args = new ArrayList<>(r.config().jvmArgs());
                for (String flag : flags.get()) {
                    if (!args.remove(flag)) {
                        return false; // the profile's flag is not among the forks' flags: not what ran
                    }
                }
                rest.add(args);
            }
        }
        return rest.size() == 1;
    }

    /**
     * One setting per name the files' run manifests recorded (the machine's {@link #MACHINE} settings, or each
     * library of {@link RunManifest#libraries}, e.g. {@code library protobuf-java}), labelled {@code prefix + name}:
     * {@value #ABSENT} where a run had no such entry, {@value #NOT_RECORDED} for a file without a manifest; only
     * recorded values count as differing, and a setting the same wherever recorded but not recorded for every file is
     * left out.
     */
    private static void addRecorded(List<java.util.Optional<Map<String, String>>> recorded, String prefix,
                                    Map<String, List<String>> byLabel, List<String> labels, List<Boolean> differs) {
        Set<String> names = new LinkedHashSet<>();
        recorded.forEach(r -> r.ifPresent(m -> names.addAll(m.keySet())));
        for (String name : names) {
            List<String> column = new ArrayList<>();
            Set<String> versions = new LinkedHashSet<>();
            for (java.util.Optional<Map<String, String>> r : recorded) {
                String v = r.map(m -> m.getOrDefault(name, ABSENT)).orElse(NOT_RECORDED);
                column.add(v);
                if (r.isPresent()) {
                    versions.add(v);
                }
            }
            if (versions.size() <= 1 && column.contains(NOT_RECORDED)) {
                continue; // the same wherever recorded: nothing to tell
            }
            String label = prefix + name;
            byLabel.put(label, column);
            labels.add(label);
            differs.add(versions.size() > 1);
        }
    }

    /** The labels of the machine's settings ({@link #MACHINE}) that differ between files. */
    public List<String> differingMachine() {
        return differing().stream().filter(MACHINE::contains).toList();
    }

    /** The labels of the settings that differ between files, other than what the files compare ({@code compared}). */
    public List<String> differing() {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < labels.size(); i++) {
            if (differs.get(i) && !compared.get(i)) {
                out.add(labels.get(i));
            }
        }
        return out;
    }
}
