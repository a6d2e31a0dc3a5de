package serbench.render;

import serbench.results.ResultFile;
import serbench.results.RunRecord;
import serbench.results.ReportInputs;

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
        RunRecord m = in.manifest();
        if (m == null) {
            h.put("manifest", "none beside the result files: machine, commit and noise are not recorded");
        } else {
            h.put("run", when(m.startTime()) + ", " + took(m.took()) + " (" + or(m.status(), "?") + ")");
            List<String> args = new ArrayList<>();
            RunRecord.orEmpty(m.arguments()).forEach(a -> args.add(String.valueOf(a)));
            h.put("command", "run " + String.join(" ", args));
            RunRecord.Cpu cpu = m.cpu() == null ? new RunRecord.Cpu(null, null, null) : m.cpu();
            RunRecord.Os os = m.os() == null ? new RunRecord.Os(null, null, null, null) : m.os();
            String memory = m.memory() == null ? null : m.memory().total();
            h.put("machine", or(cpu.model(), "?") + ", " + or(cpu.availableProcessors(), "?")
                    + " cores, " + or(memory, "?") + " memory; "
                    + or(os.prettyName(), or(os.name(), "?")) + ", kernel "
                    + or(os.version(), "?") + " " + or(os.arch(), ""));
            RunRecord.Git git = m.git() == null ? new RunRecord.Git(null, null) : m.git();
            h.put("commit", or(git.commit(), "not recorded")
                    + (Boolean.TRUE.equals(git.dirty()) ? " (with uncommitted changes)" : ""));
            List<String> libs = new ArrayList<>();
            RunRecord.orEmpty(m.libraries()).forEach((k, v) -> libs.add(k + " " + v));
            if (!libs.isEmpty()) {
                h.put("libraries", String.join(", ", libs));
            }
            for (RunRecord.Profile p : RunRecord.orEmpty(m.profiles())) {
                if (p == null) {
                    continue;
                }
                List<String> flags = new ArrayList<>();
                RunRecord.orEmpty(p.flags()).forEach(f -> flags.add(String.valueOf(f)));
                h.put("profile " + or(p.name(), "?"), "Java " + or(p.javaVersion(), "?") + " ("
                        + or(p.jvm(), "?") + "), flags: " + (flags.isEmpty() ? "none" : String.join(" ", flags))
                        + " \u2014 " + or(p.description(), "") + "; " + or(p.forksCompleted(), "?")
                        + " of " + or(p.forksPlanned(), "?") + " forks");
            }
            h.put("noise", noise(m.noise()));
            h.put("schedule", or(m.schedule(), or(m.alternation(), "not recorded")));
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

    /**
     * What the page shows under its title, before any chart, as label → text: when the run started and how long it
     * took ({@code run}), the JDK ({@code JDK}: each with the profiles that ran it when they differ), the CPU ({@code
     * CPU}), and the host's noise as {@code answer} and {@code compare} print it ({@code host}: {@code hostLine}
     * without its "host: "; without rows paired by round, the forks the run saw on a loaded machine).
     */
    public static Map<String, String> summary(ReportInputs in, String hostLine) {
        Map<String, String> h = new LinkedHashMap<>();
        RunRecord m = in.manifest();
        h.put("run", m == null ? "start and length not recorded (no manifest.json beside the result files)"
                : when(m.startTime()) + ", " + took(m.took()) + " (" + or(m.status(), "?") + ")");
        Map<String, List<String>> jdks = new LinkedHashMap<>(); // JDK -> the profiles that ran it
        for (int i = 0; i < in.files().size(); i++) {
            ResultFile f = in.files().get(i);
            if (!f.runs().isEmpty()) {
                Map<String, String> c = f.runs().get(0).config().describe();
                jdks.computeIfAbsent(or(c.get("JDK"), "?") + " (" + or(c.get("VM"), "?") + ")", k -> new ArrayList<>())
                        .add(i < in.profiles().size() ? in.profiles().get(i) : f.name());
            }
        }
        List<String> each = new ArrayList<>();
        jdks.forEach((jdk, profiles) -> each.add(jdks.size() == 1 ? jdk : jdk + ": " + String.join(", ", profiles)));
        h.put("JDK", each.isEmpty() ? "not recorded" : String.join("; ", each));
        RunRecord.Cpu cpu = m == null ? null : m.cpu();
        h.put("CPU", cpu == null || cpu.model() == null ? "not recorded"
                : cpu.model() + ", " + or(cpu.availableProcessors(), "?") + " cores");
        h.put("host", hostLine != null ? hostLine.replaceFirst("^host: ", "")
                : "noise not measured: no rows paired by round" + (m == null || m.noise() == null ? ""
                : "; " + or(m.noise().loadedForks(), "?") + " of " + or(m.noise().forksSampled(), "?")
                + " forks ran on a loaded machine"));
        return h;
    }

    private static String noise(RunRecord.NoiseSummary n) {
        if (n == null) {
            return "not recorded (the run was made before noise sampling)";
        }
        return or(n.loadedForks(), "?") + " of " + or(n.forksSampled(), "?")
                + " forks ran on a loaded machine (" + or(n.loadedMeans(), "loaded: see manifest.json")
                + "); load average median " + or(n.medianLoad1(), "?") + ", max " + or(n.maxLoad1(), "?")
                + " on " + or(n.cores(), "?") + " cores; CPU stolen " + or(n.meanStealPercent(), "?")
                + "% on average, busy " + or(n.meanBusyPercent(), "?") + "%"
                + (n.meanOtherPercent() == null ? "" : ", other processes " + n.meanOtherPercent() + "%");
    }

    /** A recorded instant to the second, in UTC; as recorded when it is not an ISO instant. */
    static String when(String instant) {
        if (instant == null) {
            return "start not recorded";
        }
        try {
            return java.time.format.DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'")
                    .format(java.time.OffsetDateTime.parse(instant).atZoneSameInstant(java.time.ZoneOffset.UTC));
        } catch (java.time.format.DateTimeParseException e) {
            return instant;
        }
    }

    /** How long the run took ({@link RunRecord#took}), in words. */
    static String took(java.time.Duration d) {
        return d == null ? "length not recorded" : d.isNegative() ? "end before start"
                : "took " + (d.toHours() > 0 ? d.toHours() + " h " : "") + d.toMinutesPart() + " min "
                + d.toSecondsPart() + " s";
    }

    /** A recorded value as text, {@code absent} when it was not recorded. */
    private static String or(Object value, String absent) {
        return value == null ? absent : value.toString();
    }
}
