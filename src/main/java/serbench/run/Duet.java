package serbench.run;

import serbench.io.WrongArgumentException;
import serbench.results.RunRecord;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;

/**
 * {@code run --duet}: the two profiles' forks of a unit run at the same time, each JVM pinned to one of the first two
 * CPUs, the CPUs swapped every round, so that both sides of a comparison share the machine's slowdowns as they happen
 * instead of seconds apart (duet benchmarking). A pinned JVM would see one CPU and choose other defaults (SerialGC
 * instead of G1, fewer compiler and GC threads), so every fork gets {@code -XX:ActiveProcessorCount} set to the
 * machine's count: its ergonomics stay those of an unpinned run. A fork inherits the CPU set of the thread that
 * starts it, so each fork is started from a thread of its own pinned with {@code taskset}.
 */
final class Duet {

    /** What the manifest's schedule says of a duet run. */
    static final String SCHEDULE = RunRecord.DUET_SCHEDULE + " each round runs, benchmark x params combination after combination in an"
            + " order shuffled per round, both profiles' forks at the same time, each JVM pinned to one CPU (profile"
            + " order in the manifest: CPU (index + round) mod 2), with -XX:ActiveProcessorCount set to the machine's"
            + " count so that pinning changes no default; the order by java.util.Random(seed); forkRounds give the"
            + " round of every fork in <profile>.json";

    private final int cores;

    private Duet(int cores) {
        this.cores = cores;
    }

    /**
     * The duet for {@code runs}; a usage error unless there are exactly two profiles, both on this build's jar (a
     * profile's own jar is set for its forks process-wide, one at a time), on a machine of two or more CPUs with
     * {@code taskset}.
     */
    static Duet of(List<ProfileRun> runs) {
        if (runs.size() != 2) {
            throw new WrongArgumentException("a duet runs two profiles at once; give exactly two (got " + runs.size()
                    + ")");
        }
        for (ProfileRun r : runs) {
            if (r.check.jar().forkClassPath().isPresent()) {
                throw new WrongArgumentException("a duet needs both profiles on this build's jar; " + r.profile.name()
                        + " runs another jar: compare it without a duet");
            }
        }
        int cores = Runtime.getRuntime().availableProcessors();
        if (cores < 2) {
            throw new WrongArgumentException("a duet needs two or more CPUs; this machine gives the JVM " + cores);
        }
        if (!onPath("taskset")) {
            throw new WrongArgumentException("a duet pins each JVM with taskset (util-linux), which is not on the"
                    + " PATH; install it or run without a duet");
        }
        for (int cpu = 0; cpu < 2; cpu++) {
            String refused = probe(TASKSET, cpu);
            if (refused != null) {
                throw new WrongArgumentException("a duet cannot pin a JVM to CPU " + cpu + " here (" + refused
                        + "); run without a duet");
            }
        }
        // Both forks of a unit run JMH at once in this process, and JMH's machine-wide lock would refuse the second:
        // the session checks once that no other JMH run holds it (JmhLock), before any fork, and the forks skip it.
        System.setProperty("jmh.ignoreLock", "true");
        return new Duet(cores);
    }

    /** The flags every fork of a duet gets, after the profile's. */
    List<String> flags() {
        return List.of("-XX:ActiveProcessorCount=" + cores);
    }

    /** The CPU of the {@code profile}-th profile in {@code round}: the two swap every round. */
    static int cpu(int profile, int round) {
        return (profile + round) % 2;
    }

    /** Runs both tasks at once, each on a new thread pinned to its CPU; their results in order, or the first failure. */
    static <T> List<Outcome<T>> both(Callable<T> first, int firstCpu, Callable<T> second, int secondCpu) {
        List<FutureTask<T>> tasks = List.of(pinned(first, firstCpu), pinned(second, secondCpu));
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < tasks.size(); i++) {
            Thread t = new Thread(tasks.get(i), "serbench-duet-" + i);
            threads.add(t);
            t.start();
        }
        List<Outcome<T>> out = new ArrayList<>();
        for (int i = 0; i < tasks.size(); i++) {
            try {
                threads.get(i).join();
                out.add(new Outcome<>(tasks.get(i).get(), null));
            } catch (ExecutionException e) {
                out.add(new Outcome<>(null, e.getCause() instanceof Exception x ? x : new Exception(e.getCause())));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                out.add(new Outcome<>(null, e));
            }
        }
        return out;
    }

    /** A task's result, or what it threw. */
    record Outcome<T>(T result, Exception failure) {
    }

    private static <T> FutureTask<T> pinned(Callable<T> task, int cpu) {
        return new FutureTask<>(() -> {
            pinCurrentThread(cpu);
            return task.call();
        });
    }

    /**
     * Pins the calling thread (and so every process it starts afterwards) to {@code cpu}: the thread's id is the
     * target of {@code /proc/thread-self}.
     */
    static void pinCurrentThread(int cpu) throws IOException, InterruptedException {
        pinCurrentThread(TASKSET, cpu);
    }

    /** The program that pins. */
    static final String TASKSET = "taskset";
    /** How long pinning may take before it counts as refused: taskset answers at once. */
    static final long PIN_TIMEOUT_SECONDS = 10;

    static void pinCurrentThread(String taskset, int cpu) throws IOException, InterruptedException {
        String tid = Files.readSymbolicLink(Path.of("/proc/thread-self")).getFileName().toString();
        Path said = Files.createTempFile("serbench-taskset", ".txt");
        try {
            Process p = new ProcessBuilder(taskset, "-p", "-c", String.valueOf(cpu), tid).redirectErrorStream(true)
                    .redirectOutput(said.toFile()).start();
            if (!p.waitFor(PIN_TIMEOUT_SECONDS, java.util.concurrent.TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new IOException(taskset + " did not answer within " + PIN_TIMEOUT_SECONDS + " s");
            }
            if (p.exitValue() != 0) {
                throw new IOException(taskset + " could not pin the fork to CPU " + cpu + ": " + serbench.text.Escape
                        .line(serbench.io.Excerpt.of(Files.readString(said).strip())));
            }
        } finally {
            Files.deleteIfExists(said);
        }
    }

    /**
     * Whether a thread can be pinned to {@code cpu} here: null when it can, else why not. Tried on a thread of its
     * own, which ends with the probe, so this process keeps its CPU set.
     */
    static String probe(String taskset, int cpu) {
        FutureTask<String> task = new FutureTask<>(() -> {
            try {
                pinCurrentThread(taskset, cpu);
                return null;
            } catch (IOException e) {
                return e.getMessage();
            }
        });
        Thread t = new Thread(task, "serbench-duet-probe");
        t.setDaemon(true);
        t.start();
        try {
            return task.get(PIN_TIMEOUT_SECONDS + 5, java.util.concurrent.TimeUnit.SECONDS);
        } catch (java.util.concurrent.TimeoutException e) {
            return taskset + " did not answer";
        } catch (ExecutionException e) {
            return String.valueOf(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "interrupted";
        }
    }

    private static boolean onPath(String program) {
        String path = System.getenv("PATH");
        if (path == null) {
            return false;
        }
        for (String dir : path.split(java.io.File.pathSeparator)) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, program))) {
                return true;
            }
        }
        return false;
    }
}
