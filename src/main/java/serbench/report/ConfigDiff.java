package serbench.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The run settings of each file side by side (JVM, flags, JMH version, iterations, forks, threads), and which
 * of them differ. A file whose runs used several values for a setting shows them joined with {@code " | "}.
 */
public record ConfigDiff(List<String> labels, List<List<String>> valuesByFile, List<Boolean> differs) {

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
        List<List<String>> values = new ArrayList<>();
        for (int i = 0; i < files.size(); i++) {
            List<String> column = new ArrayList<>();
            for (String l : labels) {
                column.add(byLabel.get(l).get(i));
            }
            values.add(column);
        }
        List<Boolean> differs = new ArrayList<>();
        for (String l : labels) {
            differs.add(new LinkedHashSet<>(byLabel.get(l)).size() > 1);
        }
        return new ConfigDiff(labels, values, differs);
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
