package serbench.compare.pairing;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/** Why two files share benchmarks but no row: the params keys (or modes) whose values differ, as one line. */
public final class ParamDifference {

    public static final int SHOWN = 5;

    private ParamDifference() {
    }

    public static String describe(Set<RowKey> base, Set<RowKey> other, String baseName, String otherName) {
        Set<String> keys = new TreeSet<>();
        base.forEach(k -> keys.addAll(k.params().keySet()));
        other.forEach(k -> keys.addAll(k.params().keySet()));
        List<String> parts = new ArrayList<>();
        for (String key : keys) {
            Set<String> bv = values(base, key);
            Set<String> ov = values(other, key);
            if (!bv.equals(ov)) {
                parts.add("param " + key + " is " + shown(bv) + " in " + baseName + " but "
                        + shown(ov) + " in " + otherName);
            }
        }
        Set<String> bm = new TreeSet<>();
        Set<String> om = new TreeSet<>();
        base.forEach(k -> bm.add(k.mode()));
        other.forEach(k -> om.add(k.mode()));
        if (!bm.equals(om)) {
            parts.add("mode is " + shown(bm) + " in " + baseName + " but " + shown(om) + " in " + otherName);
        }
        return parts.isEmpty() ? "benchmark names differ" : String.join("; ", parts);
    }

    /** At most {@link #SHOWN} values, then how many there are: a message stays one short line. */
    private static String shown(Set<String> values) {
        if (values.size() <= SHOWN) {
            return String.join(",", values);
        }
        return String.join(",", new ArrayList<>(values).subList(0, SHOWN)) + ",… (" + values.size() + " values)";
    }

    private static Set<String> values(Set<RowKey> keys, String key) {
        Set<String> v = new LinkedHashSet<>();
        keys.forEach(k -> v.add(k.params().getOrDefault(key, "(absent)")));
        return new TreeSet<>(v);
    }
}
