package serbench.results;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** How a run was made: the JVM, its flags and JMH's iteration settings, as written in the result file. */
public record RunConfig(String jmhVersion, String jvm, String jdkVersion, String vm, List<String> jvmArgs,
                        String warmup, String measurement, int forks, int threads) {

    /** The settings as label → value, in display order; the labels are what the report's header shows. */
    public Map<String, String> describe() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("JMH", jmhVersion);
        m.put("JDK", jdkVersion);
        m.put("VM", vm);
        m.put("jvm", jvm);
        m.put("jvmArgs", jvmArgs.isEmpty() ? "(none)" : String.join(" ", jvmArgs));
        m.put("warmup", warmup);
        m.put("measurement", measurement);
        m.put("forks", String.valueOf(forks));
        m.put("threads", String.valueOf(threads));
        return m;
    }
}
