package serbench.run;

import serbench.io.WrongArgumentException;
import serbench.io.UnusableInputException;

import serbench.cli.RunCommand;
import serbench.profiles.ProfileCheck;
import serbench.profiles.Profiles;
import serbench.run.design.Schedule;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.format.OutputFormat;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.VerboseMode;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.OffsetDateTime;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Recorded runs for the tests of other packages (the hostile tests): a session of the {@code default} profile whose
 * forks all return the results of one real 50 ms JMH fork of {@link ProbeBenchmark} (run once), writing through a
 * disk with a fixed capacity, and a hook to interrupt it at a chosen fork.
 */
public final class RunSessions {

    private static Collection<RunResult> fork;

    private RunSessions() {
    }

    /** What a session left: its directory, its stderr, and the one-line failure {@code run} would end with. */
    public record Outcome(Path dir, String err, String failure) {
    }

    /** What a fork does before it returns the probe's results; round 0 is called before the session starts. */
    public interface Step {
        void before(int round, Interrupt interrupt) throws Exception;
    }

    /** Interrupts the session as the shutdown hook does on Ctrl-C. */
    public interface Interrupt {
        void now() throws IOException;
    }

    /** The results of one real fork of {@link ProbeBenchmark} (a few seconds, once per test JVM). */
    public static synchronized Collection<RunResult> probeFork(Path workDir) throws Exception {
        if (fork == null) {
            System.setProperty("jmh.ignoreLock", "true");
            RunPlan req = RunCommand.parse(List.of("--profiles", "default", "-f", "1", "-wi", "0", "-i", "1",
                    "-r", "50ms", ProbeBenchmark.class.getName()), workDir);
            OutputFormat quiet = OutputFormatFactory.createFormatInstance(
                    new PrintStream(new ByteArrayOutputStream()), VerboseMode.SILENT);
            fork = JmhFork.fork(req.jmh(), req.runs().get(0), req.units().get(0), 1, List.of(), quiet);
        }
        return fork;
    }

    /** The size of one round file of the probe. */
    public static int roundFileBytes(Path workDir) throws Exception {
        return RunFiles.json(probeFork(workDir)).length;
    }

    /** Bytes set aside for the final manifest. */
    public static int reserveBytes() {
        return RunFiles.RESERVE_BYTES;
    }

    /**
     * Records {@code rounds} forks of the default profile in a new directory under {@code results}, on a disk with
     * room for {@code capacity} bytes, as {@code run} does (execute, then close), running {@code step} before each
     * fork ({@code round} 0: just before the session starts).
     */
    public static Outcome record(Path results, int rounds, long capacity, Step step) throws Exception {
        Collection<RunResult> results0 = probeFork(results);
        Path dir = RunDirectory.create(results, OffsetDateTime.now().toLocalDateTime(), "t");
        RunSetup setup = new RunSetup(dir, OffsetDateTime.now(), List.of("test"), List.of("test"),
                List.of(), List.of(ProbeBenchmark.class.getName()), rounds, Map.of(),
                List.of(new Schedule.Unit(ProbeBenchmark.class.getName(), Map.of())), 1L, null, null);
        ProfileRun run = new ProfileRun(ProfileCheck.of(Profiles.builtIn().get("default")));
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        RunSession session = new RunSession(setup, List.of(run), new PrintStream(err, true, StandardCharsets.UTF_8),
                new RunFiles(new QuotaDisk(capacity)));
        String failure;
        step.before(0, () -> session.close("interrupted"));
        try {
            session.execute((r, round, unit) -> {
                step.before(round, () -> session.close("interrupted"));
                return results0;
            });
            session.close("finished");
            failure = session.writeFailureMessage();
        } catch (WrongArgumentException | UnusableInputException e) {
            session.close("failed");
            failure = e.getMessage();
        }
        return new Outcome(dir, err.toString(StandardCharsets.UTF_8), failure);
    }

    /**
     * A file system with room for {@code capacity} bytes of the files written through it: a write that does not
     * fit leaves the part that fits and fails as a full disk does.
     */
    static final class QuotaDisk implements RunFiles.Disk {
        private final long capacity;
        private final Map<Path, Long> sizes = new HashMap<>();

        QuotaDisk(long capacity) {
            this.capacity = capacity;
        }

        private long used() {
            return sizes.values().stream().mapToLong(Long::longValue).sum();
        }

        @Override
        public synchronized void write(Path file, byte[] bytes) throws IOException {
            long free = capacity - used() + sizes.getOrDefault(file, 0L);
            if (bytes.length > free) {
                int fits = (int) Math.max(0, free);
                Files.write(file, java.util.Arrays.copyOf(bytes, fits));
                sizes.put(file, (long) fits);
                throw new FileSystemException(file.toString(), null, "No space left on device");
            }
            Files.write(file, bytes);
            sizes.put(file, (long) bytes.length);
        }

        @Override
        public synchronized void move(Path from, Path to) throws IOException {
            RunFiles.FILE_SYSTEM.move(from, to);
            sizes.put(to, sizes.getOrDefault(from, 0L));
            sizes.remove(from);
        }

        @Override
        public synchronized void delete(Path file) throws IOException {
            RunFiles.FILE_SYSTEM.delete(file);
            sizes.remove(file);
        }
    }
}
