package serbench.run;

import serbench.text.Escape;
import serbench.io.UnusableInputException;

import com.fasterxml.jackson.databind.JsonNode;
import org.openjdk.jmh.results.RunResult;
import serbench.io.HarnessJson;
import serbench.results.RunRecord;
import serbench.sources.SourceFiles;
import serbench.run.design.Alternation;
import serbench.run.design.ResultMerger;
import serbench.run.design.Schedule;
import serbench.run.machine.JmhLock;
import serbench.run.machine.NoiseSample;
import serbench.run.design.RunSizes;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Random;
import java.util.stream.Stream;

/**
 * One recorded run in its directory: runs the forks of every profile, interleaved per benchmark, and writes the
 * result files and the manifest.
 *
 * <p><b>Interleaving.</b> With N forks asked for, the run has N rounds; a round goes through the
 * {@link Schedule.Unit units} (benchmark × params) one by one, in an order shuffled anew every round, and runs one
 * fork of the unit under every profile back to back, the profiles' order shuffled per round and unit; both orders
 * come from the recorded seed ({@link Schedule}). Forks
 * that are compared run seconds apart, so the machine's slow drifts hit them alike, and each round gives one
 * paired observation per unit: the manifest's {@code forkRounds} say which round each fork of a merged file came
 * from, and {@code compare} pairs forks of the same round. Each fork's results are kept as JMH returned them
 * ({@code rounds/<profile>-fork<round>.json} holds a profile's forks of one round); at the end
 * {@link ResultMerger} joins each profile's forks into {@code <profile>.json}, a normal JMH JSON result file
 * whose {@code forks} equals the number of forks in its {@code rawData}.
 *
 * <p><b>Precision runs</b> ({@link PrecisionGoal}): the first rounds are a pilot of every unit; after it each unit's
 * rounds are planned from the pilot alone, and the later rounds run the units whose plan reaches them, with no further
 * look at the data. The manifest's {@code rounds} are the pilot's.
 *
 * <p><b>Interruption.</b> {@link #close} is called once, either at the end of the loop or by the shutdown
 * hook (Ctrl-C). It writes the files of every profile with at least one finished fork and the manifest;
 * the manifest then says {@code interrupted} and lists the profiles that had finished all their forks.
 * The manifest is also rewritten after each fork, so even a killed run leaves one ({@code running}).
 * A fork's round file is written by the session from the fork's results (never by JMH), so a fork that ends
 * while the run is being interrupted is not in the merged file, has no round file and is not counted. Every file
 * goes through {@link RunFiles} (whole or not at all); the first failed write stops the run, and the manifest
 * then says {@code disk-full} or {@code write-failed}.
 *
 * <p><b>The entry.</b> {@link #run} is the whole of a {@code run} below its arguments: it creates the directory and
 * the session from a {@link RunPlan}, installs the shutdown hook, runs every round through {@link JmhFork} with a
 * progress line per fork ({@link RunProgress}), closes the session and returns the {@link RunOutcome}.
 */
public final class RunSession {

    static final String SCHEDULE = "interleaved: each round runs, benchmark x params combination after"
            + " combination in an order shuffled per round, one fork per profile back to back, the profiles' order"
            + " shuffled per round and combination; both orders by java.util.Random(seed); forkRounds give the round"
            + " of every fork in <profile>.json";

    private final RunSetup setup;
    private final List<ProfileRun> runs;
    private final PrintStream err;
    private final List<String> warnings = new ArrayList<>();
    private final RunFiles files;
    private boolean closed;
    /** The first write that failed (what and where), or null; the run stops at it. */
    private String writeFailure;
    private boolean diskFull;
    /** The sizes of the run's inputs, computed when it starts ({@link RunSizes}); null before. */
    private List<RunRecord.Size> sizes;
    /** The wall clock in nanoseconds (the budget's and the plan's): {@link System#nanoTime}, a fake one in tests. */
    private java.util.function.LongSupplier clock = System::nanoTime;

    RunSession(RunSetup setup, List<ProfileRun> runs, PrintStream err) {
        this(setup, runs, err, new RunFiles(RunFiles.FILE_SYSTEM));
    }

    RunSession(RunSetup setup, List<ProfileRun> runs, PrintStream err, RunFiles files) {
        this.setup = setup;
        this.files = files;
        this.runs = List.copyOf(runs);
        this.err = err;
        runs.stream().filter(r -> r.status == ProfileRun.Status.SKIPPED)
                .forEach(r -> warn("profile " + r.profile.name() + " skipped: " + r.reason));
    }

    /**
     * Runs {@code plan} and records it: creates the run directory and the session (the manifest is written when the
     * rounds start), says on {@code out} where it records, runs every round with JMH's output on {@code out} and a
     * progress line per fork on {@code err}, and closes the session, {@code finished} or, when the rounds threw,
     * {@code failed}; a shutdown hook closes it {@code interrupted} on Ctrl-C. {@code arguments} are {@code run}'s,
     * for the manifest; {@code workDir} is where git is asked.
     */
    public static RunOutcome run(RunPlan plan, List<String> arguments, Path workDir, PrintStream out, PrintStream err)
            throws IOException {
        JmhLock.requireFree();
        RunSession session = prepare(plan, arguments, workDir, err);
        Path dir = session.dir();
        out.println("serbench run: recording into " + Escape.line(dir.toString()) + " (" + (plan.precision() == null
                ? plan.rounds() + " rounds" : "a pilot of " + plan.precision().pilotRounds + " rounds, then the rounds"
                + " it plans for " + plan.precision().target()) + " of " + plan.units().size()
                + " benchmark x params combination(s), profiles " + (plan.duet() == null ? "interleaved" : "at once (duet)")
                + " per combination, seed " + plan.seed() + ")");

        Thread hook = new Thread(() -> {
            try {
                session.close("interrupted");
                String failure = session.writeFailureMessage();
                err.println("serbench run: interrupted; " + (failure == null ? "finished forks kept in " + dir : failure));
            } catch (IOException e) {
                err.println("serbench run: interrupted, and could not write " + dir + ": " + e);
            }
        }, "serbench-run-interrupted");
        Runtime.getRuntime().addShutdownHook(hook);
        String outcome = "failed";
        RunProgress progress = new RunProgress(plan.units(), plan.rounds(), plan.precision(), session.runs(), err,
                System::nanoTime);
        try (PrintStream log = new PrintStream(new java.io.FileOutputStream(dir.resolve(JmhFork.LOG).toFile(), true),
                true, java.nio.charset.StandardCharsets.UTF_8)) {
            session.execute(progress.track(JmhFork.runner(plan.jmh(), plan.quiet(), out, log,
                    plan.duet() == null ? List.of() : plan.duet().flags())));
            outcome = "finished";
        } finally {
            session.close(outcome);
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException shuttingDown) {
                // the hook is running or has run
            }
        }
        return new RunOutcome(dir, session.runs(), plan.precision(),
                plan.precision() == null || plan.precision().planned() ? forksPlanned(session.setup) : -1,
                progress.summary(), session.writeFailureMessage());
    }

    /** Creates the run directory and the session (its manifest is written when the session starts). */
    static RunSession prepare(RunPlan plan, List<String> arguments, Path workDir, PrintStream err) throws IOException {
        OffsetDateTime start = OffsetDateTime.now();
        Path dir = RunDirectory.create(plan.resultsDir(), start.toLocalDateTime(), plan.label());
        RunSetup setup = new RunSetup(dir, start, List.copyOf(arguments), commandLine(arguments), plan.jmhArgs(),
                plan.benchmarks(), plan.rounds(), Manifest.environment(workDir), plan.units(), plan.seed(),
                plan.precision(), plan.duet());
        RunSession session = new RunSession(setup, plan.runs(), err);
        plan.warnings().forEach(session::warn);
        // which code the forks measure, file by file (the jar's list; none in a jar built otherwise)
        Optional<String> sources = SourceFiles.current();
        if (sources.isPresent()) {
            Files.writeString(dir.resolve(SourceFiles.FILE), sources.get(), StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE_NEW);
        }
        return session;
    }

    /** How this process was started, as far as the OS tells, else {@code run} with the suite's arguments. */
    private static List<String> commandLine(List<String> arguments) {
        return processCommandLine(Stream.concat(Stream.of("run"), arguments.stream()).toList());
    }

    /** How this process was started, as far as the OS tells, else the jar with {@code jarArguments}. */
    static List<String> processCommandLine(List<String> jarArguments) {
        ProcessHandle.Info info = ProcessHandle.current().info();
        if (info.command().isPresent() && info.arguments().isPresent()) {
            return Stream.concat(Stream.of(info.command().get()), Stream.of(info.arguments().get())).toList();
        }
        return Stream.concat(Stream.of("java", "-jar", "benchmarks.jar"), jarArguments.stream()).toList();
    }

    Path dir() {
        return setup.dir();
    }

    /** This session with another wall clock (nanoseconds): a test's, so that budgets need no waiting. */
    RunSession withClock(java.util.function.LongSupplier clock) {
        this.clock = clock;
        return this;
    }

    List<ProfileRun> runs() {
        return runs;
    }

    /**
     * Runs all rounds unless closed meanwhile. With a precision goal, the pilot's rounds run every unit; after the last
     * of them the goal plans each unit's rounds from the pilot ({@link PrecisionGoal#plan}), and the later rounds run
     * exactly the units whose plan reaches them, with no further look at the data; the budget, when spent, stops the
     * run at the next fork.
     */
    void execute(ForkRunner runner) throws IOException {
        start();
        Random random = Schedule.random(setup.seed());
        List<Schedule.Unit> all = setup.units();
        PrecisionGoal goal = setup.precision();
        long started = clock.getAsLong();
        long[] unitNanos = new long[all.size()];
        int[] unitForks = new int[all.size()];
        int round = 1;
        rounds:
        for (; round <= (goal == null ? setup.rounds() : goal.lastRound()); round++) {
            if (isClosed() || writeFailed() || runs.stream().noneMatch(ProfileRun::runnable)) {
                break; // interrupted, a write failed, or every profile failed: nothing more can run
            }
            List<Integer> units = goal == null ? allUnits() : goal.unitsIn(round, all);
            List<Schedule.Step> steps = Schedule.round(round, units, runs.size(), random);
            for (int s = 0; s < steps.size(); s++) {
                Schedule.Step step = steps.get(s);
                if (goal != null && goal.budgetSpent(clock.getAsLong() - started)) {
                    goal.stopReason = "budget of " + goal.budget.toString().substring(2).toLowerCase(java.util.Locale.ROOT)
                            + " spent in " + (goal.planned() ? "round " + round + " of " + goal.lastRound()
                            : "pilot round " + round + " of " + goal.pilotRounds + ": no plan was made");
                    break rounds;
                }
                if (setup.duet() != null && s + 1 < steps.size() && steps.get(s + 1).unit() == step.unit()) {
                    duet(runner, round, step, steps.get(++s), unitNanos, unitForks);
                    continue;
                }
                ProfileRun run = runs.get(step.profile());
                if (!run.runnable() || isClosed() || writeFailed()) {
                    continue;
                }
                Schedule.Unit unit = all.get(step.unit());
                Collection<RunResult> results;
                long t0 = clock.getAsLong();
                NoiseSample.Counters before = NoiseSample.read();
                try {
                    results = runner.run(run, round, unit);
                } catch (Exception e) {
                    failed(run, "fork " + round + " of " + unit.label() + " failed: " + e.getMessage());
                    continue;
                }
                recordFork(run, round, unit, Alternation.splitAll(results), NoiseSample.since(before));
                unitNanos[step.unit()] += clock.getAsLong() - t0;
                unitForks[step.unit()]++;
            }
            if (goal != null && !isClosed()) {
                if (round == goal.pilotRounds) {
                    plan(goal, unitNanos, unitForks, started);
                } else {
                    progress(goal, round, unitNanos, unitForks, started);
                }
            }
        }
        if (goal != null) {
            if (goal.stopReason.equals("running")) {
                goal.stopReason = isClosed() ? "interrupted"
                        : runs.stream().noneMatch(ProfileRun::runnable) ? "no profile left to run"
                        : writeFailed() ? "a write failed"
                        : "ran the planned rounds";
            }
            goal.finish(all, runs, secondsPerRound(unitNanos, unitForks));
        }
        finish();
    }

    /**
     * The two profiles' forks of one unit at once ({@link Duet}), each pinned to its CPU; when one profile cannot run,
     * the other runs alone. Each fork is recorded as if run alone, with the noise sampled over both.
     */
    private void duet(ForkRunner runner, int round, Schedule.Step a, Schedule.Step b, long[] unitNanos,
                      int[] unitForks) throws IOException {
        ProfileRun first = runs.get(a.profile());
        ProfileRun second = runs.get(b.profile());
        Schedule.Unit unit = setup.units().get(a.unit());
        if (isClosed() || writeFailed()) {
            return;
        }
        long t0 = clock.getAsLong();
        NoiseSample.Counters before = NoiseSample.read();
        List<Duet.Outcome<Collection<RunResult>>> outcomes = Duet.both(
                () -> first.runnable() ? runner.run(first, round, unit) : null, Duet.cpu(a.profile(), round),
                () -> second.runnable() ? runner.run(second, round, unit) : null, Duet.cpu(b.profile(), round));
        NoiseSample noise = NoiseSample.since(before);
        List<ProfileRun> pair = List.of(first, second);
        for (int i = 0; i < 2; i++) {
            Duet.Outcome<Collection<RunResult>> o = outcomes.get(i);
            if (o.failure() != null) {
                failed(pair.get(i), "fork " + round + " of " + unit.label() + " failed: " + o.failure().getMessage());
            } else if (o.result() != null) {
                recordFork(pair.get(i), round, unit, Alternation.splitAll(o.result()), noise);
                unitForks[a.unit()]++;
            }
        }
        unitNanos[a.unit()] += clock.getAsLong() - t0;
    }

    /** Forks planned per profile: the rounds times the units, or what the precision goal plans (so far). */
    static int forksPlanned(RunSetup setup) {
        return setup.precision() == null ? setup.rounds() * setup.units().size()
                : setup.precision().forksPlanned(setup.units());
    }

    /** Every unit's index. */
    private List<Integer> allUnits() {
        List<Integer> units = new ArrayList<>();
        for (int u = 0; u < setup.units().size(); u++) {
            units.add(u);
        }
        return units;
    }

    /** Seconds of one round of each unit: a fork under every profile that still runs, at the unit's mean so far. */
    private double[] secondsPerRound(long[] unitNanos, int[] unitForks) {
        long runnable = runs.stream().filter(ProfileRun::runnable).count();
        long allNanos = java.util.Arrays.stream(unitNanos).sum();
        int allForks = java.util.Arrays.stream(unitForks).sum();
        double[] s = new double[unitNanos.length];
        for (int u = 0; u < s.length; u++) {
            double perFork = unitForks[u] > 0 ? unitNanos[u] / 1e9 / unitForks[u]
                    : allForks > 0 ? allNanos / 1e9 / allForks : 0;
            s[u] = perFork * runnable;
        }
        return s;
    }

    /** After the pilot: plans every unit's rounds and says so in one line. */
    private void plan(PrecisionGoal goal, long[] unitNanos, int[] unitForks, long started) throws IOException {
        double[] perRound = secondsPerRound(unitNanos, unitForks);
        OptionalLong budgetLeft = goal.budgetLeft(clock.getAsLong() - started);
        goal.plan(setup.units(), runs, perRound, budgetLeft.isPresent() ? budgetLeft.getAsLong() / 1e9
                : Double.POSITIVE_INFINITY);
        double left = 0;
        int forks = 0;
        long runnable = runs.stream().filter(ProfileRun::runnable).count();
        for (int r = goal.pilotRounds + 1; r <= goal.lastRound(); r++) {
            for (int u : goal.unitsIn(r, setup.units())) {
                left += perRound[u];
                forks += runnable;
            }
        }
        err.println(Escape.line(String.format(java.util.Locale.ROOT,
                "serbench run: pilot of %d rounds done: planned %s for %s; %d more forks, about %s",
                goal.pilotRounds, goal.planSummary(), goal.target(), forks, RunProgress.duration(left * 1e9))));
        writeManifest("running", null);
    }

    /** One progress line of a precision run after a round: rows still running, and the next round's time. */
    private void progress(PrecisionGoal goal, int round, long[] unitNanos, int[] unitForks, long started)
            throws IOException {
        double[] perRound = secondsPerRound(unitNanos, unitForks);
        List<Integer> next = goal.unitsIn(round + 1, setup.units());
        double nextSeconds = next.stream().mapToDouble(u -> perRound[u]).sum();
        OptionalLong budgetLeft = goal.budgetLeft(clock.getAsLong() - started);
        String budget = budgetLeft.isPresent() ? ", budget left " + RunProgress.duration(budgetLeft.getAsLong()) : "";
        String where = round < goal.pilotRounds ? "pilot round " + round + "/" + goal.pilotRounds
                : "round " + round + "/" + goal.lastRound();
        err.println(String.format(java.util.Locale.ROOT, "serbench run: %s done; %s", where,
                round >= goal.lastRound() ? "no rounds left" + budget
                        : "next round " + next.size() + " of " + setup.units().size() + " rows, about "
                        + RunProgress.duration(nextSeconds * 1e9) + budget));
        writeManifest("running", null);
    }

    /** Marks every profile that ran all its forks finished. */
    private synchronized void finish() {
        if (closed) {
            return;
        }
        runs.stream().filter(ProfileRun::runnable).forEach(r -> r.status = ProfileRun.Status.FINISHED);
    }

    /**
     * Sets the reserve aside and writes the first manifest and {@code rounds/}: a directory that cannot be written
     * stops the run here, before any fork, with one line saying why.
     */
    private synchronized void start() {
        if (closed) {
            return;
        }
        sizes = RunSizes.of(setup.units(), this::warn);
        try {
            files.reserve(setup.dir());
            writeManifestOrThrow("running", null);
            RunDirectory.createRounds(setup.dir(), files);
        } catch (IOException e) {
            closed = true;
            files.release();
            RunDirectory.removeUnstarted(setup.dir());
            throw new RunDirectory.Unwritable("cannot write in the run directory " + setup.dir() + " ("
                    + RunFiles.describe(e) + ")", RunFiles.diskFull(e));
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

    private synchronized void recordFork(ProfileRun run, int round, Schedule.Unit unit,
                                         Collection<RunResult> results, NoiseSample noise) throws IOException {
        if (closed) {
            return;
        }
        if (results.isEmpty()) {
            failed(run, "fork " + round + " of " + unit.label() + " produced no results (see JMH's output)");
            return;
        }
        List<RunResult> inRound = new ArrayList<>(run.roundResults(round));
        inRound.addAll(results);
        Path roundFile = setup.dir().resolve("rounds").resolve(run.profile.name() + "-fork" + round + ".json");
        if (!writeResults(roundFile, inRound)) {
            return; // the run stops; this fork is not counted
        }
        String relative = setup.dir().relativize(roundFile).toString();
        if (!run.roundFiles.contains(relative)) {
            run.roundFiles.add(relative);
        }
        run.record(round, results, noise);
        writeManifest("running", null);
    }

    /**
     * {@code results} in the units' order (JMH's), each unit's forks in the order they ran: the rounds shuffle the
     * units, the merged file lists them as JMH would.
     */
    private List<RunResult> inUnitOrder(List<RunResult> results) {
        List<RunResult> sorted = new ArrayList<>(results);
        sorted.sort(java.util.Comparator.comparingInt(this::unitIndex));
        return sorted;
    }

    /** The index of the unit {@code r} measured; past the end when none matches. */
    private int unitIndex(RunResult r) {
        List<Schedule.Unit> units = setup.units();
        for (int u = 0; u < units.size(); u++) {
            if (units.get(u).measured(r.getParams())) {
                return u;
            }
        }
        return units.size();
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
                run.reason = run.forksCompleted + " of " + forksPlanned(setup) + " forks finished";
            }
        }
        if (writeFailure != null) {
            files.release(); // room for the manifest that says so
            writeManifest(failedStatus(), OffsetDateTime.now()); // first: the record matters more than the merged files
        }
        for (ProfileRun run : runs) {
            if (!run.results.isEmpty()) {
                Path file = setup.dir().resolve(run.profile.name() + ".json");
                if (writeResults(file, ResultMerger.merge(inUnitOrder(run.results)))) {
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
        JsonNode entries = HarnessJson.MAPPER.readTree(run.resultFile.toFile());
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
        err.println("serbench run: warning: " + Escape.line(message));
    }

    /** Writes the manifest whole ({@link RunFiles}); a failure becomes the run's write failure. */
    private void writeManifest(String status, OffsetDateTime end) throws IOException {
        save(setup.dir().resolve(Manifest.FILE), manifest(status, end));
    }

    private void writeManifestOrThrow(String status, OffsetDateTime end) throws IOException {
        files.write(setup.dir().resolve(Manifest.FILE), manifest(status, end));
    }

    private byte[] manifest(String status, OffsetDateTime end) throws IOException {
        return Manifest.build(setup, status, end, runs, warnings, writeFailure, sizes).toJson();
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
