package serbench.render;

import serbench.results.ResultFile;
import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The report page's header as label → text: the machine, the JVMs and flags of each profile, the commit, the
 * libraries, the command and the noise summary, from the run's {@code manifest.json}; the JVM and JMH settings of
 * each result file as the files record them (all that is known when there is no manifest).
 */
public final class RunHeader {

    private RunHeader() {
    }

    public static Map<String, String> of(ReportInputs in) {
        Map<String, String> h = new LinkedHashMap<>();
        JsonNode m = in.manifest();
        if (m == null) {
            h.put("manifest", "none beside the result files: machine, commit and noise are not recorded");
        } else {
            h.put("run", m.path("startTime").asText("?") + " \u2192 " + m.path("endTime").asText("?") + " ("
                    + m.path("status").asText("?") + ")");
            List<String> args = new ArrayList<>();
            m.path("arguments").forEach(a -> args.add(a.asText()));
            h.put("command", "run " + String.join(" ", args));
            JsonNode cpu = m.path("cpu");
            JsonNode os = m.path("os");
            h.put("machine", cpu.path("model").asText("?") + ", " + cpu.path("availableProcessors").asText("?")
                    + " cores, " + m.path("memory").path("total").asText("?") + " memory; "
                    + os.path("prettyName").asText(os.path("name").asText("?")) + ", kernel "
                    + os.path("version").asText("?") + " " + os.path("arch").asText(""));
            JsonNode git = m.path("git");
            h.put("commit", git.path("commit").asText("not recorded")
                    + (git.path("dirty").asBoolean(false) ? " (with uncommitted changes)" : ""));
            List<String> libs = new ArrayList<>();
            m.path("libraries").fields().forEachRemaining(e -> libs.add(e.getKey() + " " + e.getValue().asText()));
            if (!libs.isEmpty()) {
                h.put("libraries", String.join(", ", libs));
            }
            for (JsonNode p : m.path("profiles")) {
                List<String> flags = new ArrayList<>();
                p.path("flags").forEach(f -> flags.add(f.asText()));
                h.put("profile " + p.path("name").asText("?"), "Java " + p.path("javaVersion").asText("?") + " ("
                        + p.path("jvm").asText("?") + "), flags: " + (flags.isEmpty() ? "none" : String.join(" ", flags))
                        + " \u2014 " + p.path("description").asText("") + "; " + p.path("forksCompleted").asText("?")
                        + " of " + p.path("forksPlanned").asText("?") + " forks");
            }
            h.put("noise", noise(m.path("noise")));
            h.put("schedule", m.path("schedule").asText(m.path("alternation").asText("not recorded")));
        }
        for (int i = 0; i < in.files().size(); i++) {
            ResultFile f = in.files().get(i);
            if (!f.runs().isEmpty()) {
                Map<String, String> c = f.runs().get(0).config().describe();
                h.put("settings of " + f.name(), "JDK " + c.get("JDK") + ", " + c.get("VM") + ", jvmArgs "
                        + c.get("jvmArgs") + "; JMH " + c.get("JMH") + ", warmup " + c.get("warmup") + ", measurement "
                        + c.get("measurement") + ", forks " + c.get("forks") + ", threads " + c.get("threads"));
            }
        }
        return h;
    }

    private static String noise(JsonNode n) {
        if (!n.isObject()) {
            return "not recorded (the run was made before noise sampling)";
        }
        return n.path("loadedForks").asText("?") + " of " + n.path("forksSampled").asText("?")
                + " forks ran on a loaded machine (" + n.path("loadedMeans").asText("loaded: see manifest.json")
                + "); load average median " + n.path("medianLoad1").asText("?") + ", max " + n.path("maxLoad1").asText("?")
                + " on " + n.path("cores").asText("?") + " cores; CPU stolen " + n.path("meanStealPercent").asText("?")
                + "% on average, busy " + n.path("meanBusyPercent").asText("?") + "%";
    }
}
