package serbench.profiles;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Whether a JVM starts with a profile's flags: runs {@code <java> <flags> -version} with a time limit and
 * keeps what it prints.
 */
public final class JvmProbe {

    /** Long enough for a cold JVM on a busy 2-core machine. */
    public static final Duration TIMEOUT = Duration.ofSeconds(20);

    private static final Pattern VERSION = Pattern.compile("version \"([^\"]+)\"");

    /**
     * What one probe found.
     *
     * @param accepted    the JVM started and exited 0 with these flags
     * @param versionText what {@code -version} printed (trimmed), or the error output
     * @param problem     why it is not usable, or empty
     */
    public record Result(boolean accepted, String versionText, String problem) {

        /** The quoted version of {@code -version}'s first line, e.g. {@code 25.0.3}, or {@code ?}. */
        public String version() {
            Matcher m = VERSION.matcher(versionText);
            return m.find() ? m.group(1) : "?";
        }
    }

    private JvmProbe() {
    }

    /** Runs {@code java flags -version}. */
    public static Result probe(Path java, List<String> flags) {
        List<String> cmd = new ArrayList<>();
        cmd.add(java.toString());
        cmd.addAll(flags);
        cmd.add("-version");
        ProcessOutput out = ProcessOutput.run(cmd, null, true, TIMEOUT);
        if (!out.failure().isEmpty()) {
            return new Result(false, out.text(), out.failure());
        }
        if (out.exitCode() != 0) {
            String why = out.text().lines().filter(l -> !l.isBlank()).findFirst().orElse("exit code " + out.exitCode());
            return new Result(false, out.text(), "flags rejected: " + why);
        }
        return new Result(true, out.text(), "");
    }
}
