package serbench.profiles;

import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Whether a program is a JVM that runs Java with a profile's flags: runs {@code <java> <flags> -showversion -cp
 * <this suite> serbench.profiles.JvmProbe$Answer <nonce>} with a time limit and a limit on what it may print
 * ({@link ProcessOutput}), and keeps what it prints. Only a JVM that ran the suite's class answers with the nonce,
 * so a program that is no JVM ({@code /bin/true}) and flags that stop the JVM before it runs a program
 * ({@code -version}, {@code --dry-run}, {@code -jar x}) are refused here, before any fork.
 */
public final class JvmProbe {

    /** Long enough for a cold JVM on a busy 2-core machine. */
    public static final Duration TIMEOUT = Duration.ofSeconds(20);
    /** The most a probe may print ({@link ProcessOutput#MAX_BYTES}); more and it is stopped. */
    public static final long MAX_BYTES = ProcessOutput.MAX_BYTES;

    private static final Pattern VERSION = Pattern.compile("version \"([^\"]+)\"");
    private static final String ANSWER = "serbench-jvm-probe ";
    private static final SecureRandom NONCES = new SecureRandom();

    /**
     * What one probe found.
     *
     * @param accepted    the JVM started with these flags, ran the probe's class and exited 0
     * @param versionText what {@code -showversion} printed (trimmed), or the error output
     * @param problem     why it is not usable, or empty
     */
    public record Result(boolean accepted, String versionText, String problem) {

        /** The quoted version of {@code -version}'s first line, e.g. {@code 25.0.3}, or {@code ?}. */
        public String version() {
            Matcher m = VERSION.matcher(versionText);
            return m.find() ? m.group(1) : "?";
        }
    }

    /** The class the probed JVM runs: prints the nonce it was given. */
    public static final class Answer {
        private Answer() {
        }

        public static void main(String[] args) {
            System.out.println(ANSWER + (args.length > 0 ? args[0] : ""));
        }
    }

    private JvmProbe() {
    }

    /** Runs the probe with {@link #TIMEOUT}. */
    public static Result probe(Path java, List<String> flags) {
        return probe(java, flags, TIMEOUT);
    }

    static Result probe(Path java, List<String> flags, Duration timeout) {
        String nonce = Long.toUnsignedString(NONCES.nextLong(), 36);
        List<String> cmd = new ArrayList<>();
        cmd.add(java.toString());
        cmd.addAll(flags);
        cmd.add("-showversion");
        cmd.add("-cp");
        cmd.add(BenchmarksJar.suiteLocation().map(Path::toString).orElse(System.getProperty("java.class.path")));
        cmd.add(Answer.class.getName());
        cmd.add(nonce);
        ProcessOutput out = ProcessOutput.run(cmd, null, true, timeout, MAX_BYTES);
        String answer = ANSWER + nonce;
        boolean answered = out.text().lines().anyMatch(l -> l.strip().equals(answer));
        String text = out.text().lines().filter(l -> !l.strip().equals(answer)).collect(Collectors.joining("\n")).strip();
        if (!out.failure().isEmpty()) {
            return new Result(false, text, out.failure());
        }
        if (out.exitCode() != 0) {
            String why = text.lines().filter(l -> !l.isBlank()).findFirst().orElse("exit code " + out.exitCode());
            return new Result(false, text, "flags rejected: " + why);
        }
        if (!answered) {
            return new Result(false, text, VERSION.matcher(text).find()
                    ? "the flags stop the JVM before it runs a program (as -version, --dry-run or -jar do); "
                            + "give only options for the forks' JVM"
                    : java + " is not a JVM: it exited 0 without running a Java program; give a java executable "
                            + "or a JDK home");
        }
        return new Result(true, text, "");
    }
}
