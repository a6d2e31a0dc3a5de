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
 */
public record ConfigDiff(List<String> labels, List<List<String>> valuesByFile, List<Boolean> differs) {

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
        List<List<String>> values = new ArrayList<>();
        for (int i = 0; i < files.size(); i++) {
            List<String> column = new ArrayList<>();
            for (String l : labels) {
                column.add(byLabel.get(l).get(i));
            }
            values.add(column);
        }
        return new ConfigDiff(labels, values, differs);
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

    /** The labels of the settings that differ between files. */
    public List<String> differing() {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < labels.size(); i++) {
            if (differs.get(i)) {
                out.add(labels.get(i));
            }
        }
        return out;
    }
}
