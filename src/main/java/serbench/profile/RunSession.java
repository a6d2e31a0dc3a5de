package serbench.profile;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.SerializationFeature;
import org.openjdk.jmh.results.RunResult;
import serbench.cli.UsageException;
import serbench.format.Jackson;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * One recorded run in its directory: runs the forks of every profile, alternating, and writes the result
 * files and the manifest.
 *
 * <p><b>Alternation.</b> With N forks asked for, the run has N rounds; each round runs every selected
 * benchmark once (one fork) under every profile: round 1 in the order given (A, B, C), round 2 reversed
 * (C, B, A), round 3 as given again, and so on. A slow drift of the machine (heat, other load) over the
 * run therefore falls on all profiles alike, and the reversal keeps one profile from always running
 * first or last. Each fork's results are kept as JMH returned them (also in {@code rounds/}); at the end
 * {@link ResultMerger} joins each profile's forks into {@code <profile>.json}, a normal JMH JSON result
 * file whose {@code forks} equals the number of forks in its {@code rawData}.
 *
 * <p><b>Interruption.</b> {@link #close} is called once, either at the end of the loop or by the shutdown
 * hook (Ctrl-C). It writes the files of every profile with at least one finished fork and the manifest;
 * the manifest then says {@code interrupted} and lists the profiles that had finished all their forks.
 * The manifest is also rewritten after each fork, so even a killed run leaves one ({@code running}).
 * A fork's round file is written by the session from the fork's results (never by JMH), so a fork that ends
 * while the run is being interrupted leaves no file. Every file goes through {@link RunFiles} (whole or not at
 * all); the first failed write stops the run, and the manifest then says {@code disk-full} or {@code write-failed}.
 */
final class RunSession {

    static final String ALTERNATION = "one fork per profile per round; rounds alternate the profile order "
            + "(as given, then reversed); each profile's forks are merged into <profile>.json";

    /** Runs one fork (of every selected benchmark) of a profile; {@code round} counts from 1. */
    interface ForkRunner {
        Collection<RunResult> run(ProfileRun profile, int round, Path roundFile) throws Exception;
    }

    /** What is known before the run starts: the manifest's fixed part. */
    record Setup(Path dir, OffsetDateTime start, List<String> arguments, List<String> commandLine,
                 List<String> jmhArguments, List<String> benchmarks, int rounds, Map<String, Object> environment) {
    }

    private final Setup setup;
    private final List<ProfileRun> runs;
    private final PrintStream err;
    private final List<String> warnings = new ArrayList<>();
    private final RunFiles files;
    private boolean closed;
    /** The first write that failed (what and where), or null; the run stops at it. */
    private String writeFailure;
    private boolean diskFull;

    RunSession(Setup setup, List<ProfileRun> runs, PrintStream err) {
        this(setup, runs, err, new RunFiles(RunFiles.FILE_SYSTEM));
    }

    RunSession(Setup setup, List<ProfileRun> runs, PrintStream err, RunFiles files) {
        this.setup = setup;
        this.files = files;
        this.runs = List.copyOf(runs);
        this.err = err;
        runs.stream().filter(r -> r.status == ProfileRun.Status.SKIPPED)
                .forEach(r -> warn("profile " + r.profile.name() + " skipped: " + r.reason));
    }

    Path dir() {
        return setup.dir();
    }

    List<ProfileRun> runs() {
        return runs;
    }

    /** Runs all rounds unless closed meanwhile or a write fails. */
    void execute(ForkRunner runner) throws IOException {
        start();
        for (int round = 1; round <= setup.rounds(); round++) {
            List<ProfileRun> order = new ArrayList<>(runs);
            if (round % 2 == 0) {
                Collections.reverse(order);
            }
            for (ProfileRun run : order) {
                if (!run.runnable() || isClosed() || writeFailed()) {
                    continue;
                }
                Path roundFile = setup.dir().resolve("rounds").resolve(run.profile.name() + "-fork" + round + ".json");
                Collection<RunResult> results;
                try {
                    results = runner.run(run, round, roundFile);
                } catch (Exception e) {
                    failed(run, "fork " + round + " failed: " + e.getMessage());
                    continue;
                }
                recordFork(run, round, results, roundFile);
            }
        }
    }

    /**
     * Sets the reserve aside and writes the first manifest and {@code rounds/}: a directory that cannot be written
     * stops the run here, before any fork, with one line saying why.
     */
    private synchronized void start() {
        if (closed) {
            return;
        }
        try {
            files.reserve(setup.dir());
            writeManifestOrThrow("running", null);
            RunDirectory.createRounds(setup.dir(), files);
        } catch (IOException e) {
            closed = true;
            files.release();
            RunDirectory.removeIfEmpty(setup.dir());
            throw UsageException.badInput("cannot write in the run directory " + setup.dir() + " ("
                    + RunFiles.describe(e) + "); " + (RunFiles.diskFull(e) ? "free some space and run again"
                    : "choose another with --results-dir DIR"));
        }
    }

    private synchronized boolean isClosed() {
        return closed;
    }

    private synchronized boolean writeFailed() {
        return writeFailure != null;
    }

    /**
     * The failed write as one line for the user ({@code disk full while writing rounds/default-fork3.json; ...}),
     * or null when every write succeeded.
     */
    synchronized String writeFailureMessage() {
        if (writeFailure == null) {
            return null;
        }
        long kept = runs.stream().mapToLong(r -> r.roundFiles.size()).sum();
        return writeFailure + "; kept " + kept + " complete round file(s) in " + setup.dir().resolve("rounds")
                + "; " + Manifest.FILE + " says what happened" + (diskFull ? "; free some space and run again" : "");
    }

    private synchronized void failed(ProfileRun run, String reason) throws IOException {
        if (closed) {
            return;
        }
        run.status = ProfileRun.Status.FAILED;
        run.reason = reason;
        warn("profile " + run.profile.name() + " " + reason);
        writeManifest("running", null);
    }

    private synchronized void recordFork(ProfileRun run, int round, Collection<RunResult> results, Path roundFile)
            throws IOException {
        if (closed) {
            return;
        }
        if (results.isEmpty()) {
            failed(run, "fork " + round + " produced no results (see JMH's output)");
            return;
        }
        if (!writeResults(roundFile, results)) {
            return;
        }
        run.roundFiles.add(setup.dir().relativize(roundFile).toString());
        run.results.addAll(results);
        run.forksCompleted++;
        if (run.forksCompleted == setup.rounds()) {
            run.status = ProfileRun.Status.FINISHED;
        }
        writeManifest("running", null);
    }

    /**
     * Ends the run once: writes each profile's merged file (if it has results), checks the flags reached
     * the forks, and writes the final manifest with {@code status}. Later calls do nothing.
     */
    synchronized void close(String status) throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        for (ProfileRun run : runs) {
            if (run.status == ProfileRun.Status.PENDING) {
                run.status = ProfileRun.Status.INTERRUPTED;
                run.reason = run.forksCompleted + " of " + setup.rounds() + " forks finished";
            }
        }
        if (writeFailure != null) {
            files.release(); // room for the manifest that says so
            writeManifest(failedStatus(), OffsetDateTime.now()); // first: the record matters more than the merged files
        }
        for (ProfileRun run : runs) {
            if (!run.results.isEmpty()) {
                Path file = setup.dir().resolve(run.profile.name() + ".json");
                if (writeResults(file, ResultMerger.merge(run.results))) {
                    run.resultFile = file;
                    verifyFlags(run);
                }
            }
        }
        if (writeFailure != null) {
            files.release();
            status = failedStatus();
        }
        writeManifest(status, OffsetDateTime.now());
        if (writeFailure != null && !status.equals(failedStatus())) {
            files.release(); // the last manifest itself did not fit: the reserve's room is for this one
            writeManifest(failedStatus(), OffsetDateTime.now());
        }
        files.release();
    }

    /** The manifest's status after a failed write. */
    private String failedStatus() {
        return diskFull ? "disk-full" : "write-failed";
    }

    /** Warns when a result file shows a fork without the profile's flags or JVM. */
    void verifyFlags(ProfileRun run) throws IOException {
        JsonNode entries = Jackson.JSON.readTree(run.resultFile.toFile());
        for (JsonNode e : entries) {
            List<String> jvmArgs = new ArrayList<>();
            e.path("jvmArgs").forEach(a -> jvmArgs.add(a.asText()));
            List<String> missing = run.profile.flags().stream().filter(f -> !jvmArgs.contains(f)).toList();
            String bench = e.path("benchmark").asText() + " (" + e.path("mode").asText() + ")";
            if (!missing.isEmpty()) {
                runWarning(run, run.resultFile.getFileName() + ": " + bench + " ran without " + missing
                        + "; its jvmArgs are " + jvmArgs);
            }
            String jvm = e.path("jvm").asText();
            String expected = run.check.javaText();
            if (!run.profile.jvm().isCurrent() && !jvm.equals(expected)) {
                runWarning(run, run.resultFile.getFileName() + ": " + bench + " ran on " + jvm + ", not " + expected);
            }
        }
    }

    private void runWarning(ProfileRun run, String message) {
        run.warnings.add(message);
        warn(message);
    }

    /** Records a warning for the manifest and prints it on stderr. */
    synchronized void warn(String message) {
        warnings.add(message);
        err.println("serbench run: warning: " + message);
    }

    /** Writes the manifest whole ({@link RunFiles}); a failure becomes the run's write failure. */
    private void writeManifest(String status, OffsetDateTime end) throws IOException {
        save(setup.dir().resolve(Manifest.FILE), manifest(status, end));
    }

    private void writeManifestOrThrow(String status, OffsetDateTime end) throws IOException {
        files.write(setup.dir().resolve(Manifest.FILE), manifest(status, end));
    }

    private byte[] manifest(String status, OffsetDateTime end) throws IOException {
        return Jackson.JSON.writer(SerializationFeature.INDENT_OUTPUT)
                .writeValueAsBytes(Manifest.build(setup, status, end, runs, warnings, writeFailure));
    }

    /** Writes results as a JMH JSON result file, whole or not at all ({@link #save}). */
    private boolean writeResults(Path file, Collection<RunResult> results) {
        return save(file, RunFiles.json(results));
    }

    /** Writes one file of the run; on failure records the run's write failure (the run stops) and returns false. */
    private boolean save(Path file, byte[] bytes) {
        try {
            files.write(file, bytes);
            return true;
        } catch (IOException e) {
            if (writeFailure == null) {
                diskFull = RunFiles.diskFull(e);
                writeFailure = RunFiles.describe(e) + " while writing " + setup.dir().relativize(file);
                warn("run stopped: " + writeFailure);
            }
            return false;
        }
    }
}
