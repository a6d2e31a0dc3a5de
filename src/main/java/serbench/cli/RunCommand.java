package serbench.cli;

import serbench.io.WrongArgumentException;
import serbench.io.UnusableInputException;

import serbench.profiles.ForkClassPath;
import serbench.profiles.JarCheck;
import serbench.profiles.Profile;
import serbench.profiles.ProfileCheck;
import serbench.profiles.ProfileOptions;
import serbench.run.Budget;
import serbench.run.Manifest;
import serbench.run.PrecisionGoal;
import serbench.run.ProfileRun;
import serbench.run.QuietFork;
import serbench.run.RunDirectory;
import serbench.run.RunProgress;
import serbench.run.RunSession;
import serbench.run.Schedule;
import serbench.run.UnitOptions;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.format.OutputFormat;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.VerboseMode;
import serbench.text.TextTable;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * {@code run --profiles A,B [options] [JMH options] [benchmark regexps]}: runs the selected benchmarks under
 * each profile through JMH's Runner, in this process, with {@code -prof gc} always on, and records the run
 * in a new directory: one JMH JSON file per profile and {@code manifest.json} (see {@link RunSession} for
 * the interleaving of profiles per benchmark and the interrupt handling, {@link Schedule} for the order).
 *
 * <p>Exit codes: 0 all runnable profiles finished (skipped ones are warned about), 1 a profile failed,
 * 2/3 usage errors, 3 also when a result file or the manifest could not be written (disk full, read-only); an interrupted run ends with the JVM's code for the signal (130 for Ctrl-C).
 */
public final class RunCommand {

    static final String USAGE = "usage: run --profiles NAME,NAME... [--results-dir DIR] [--label NAME] [--seed N] "
            + "[--precision PCT [--budget DURATION]] [--quiet] "
            + ProfileOptions.USAGE + " [--debug] [JMH options] [benchmark regexps]";

    /** JMH's default fork count, used when neither -f nor the benchmarks' @Fork say. */
    static final int JMH_DEFAULT_FORKS = 5;

    private RunCommand() {
    }

    /** The arguments of one {@code run}, checked. */
    public record Request(List<ProfileRun> runs, CommandLineOptions jmh, List<String> jmhArgs, Path resultsDir,
                   String label, List<String> benchmarks, int rounds, List<String> warnings,
                   List<Schedule.Unit> units, long seed, PrecisionGoal precision, boolean quiet) {
    }

    public static int run(String[] args, PrintStream out, PrintStream err) throws Exception {
        return run(args, out, err, Path.of("").toAbsolutePath());
    }

    public static int run(String[] args, PrintStream out, PrintStream err, Path workDir) throws Exception {
        if (List.of(args).contains("-h") || List.of(args).contains("--help")) {
            out.println(USAGE);
            return 0;
        }
        Request req = parse(List.of(args), workDir);
        RunSession session = prepare(req, args, workDir, err);
        Path dir = session.dir();
        out.println("serbench run: recording into " + dir + " (" + req.rounds() + " rounds of " + req.units().size()
                + " benchmark x params combination(s), profiles interleaved per combination, seed " + req.seed() + ")");

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
        RunProgress progress = new RunProgress(req.units(), req.rounds(), req.precision(), session.runs(), err,
                System::nanoTime);
        try {
            OutputFormat jmhOut = OutputFormatFactory.createFormatInstance(out,
                    req.jmh().verbosity().orElse(VerboseMode.NORMAL));
            session.execute(progress.track((run, round, unit) -> req.quiet()
                    ? QuietFork.run(out, held -> fork(req.jmh(), run, unit, round, held))
                    : fork(req.jmh(), run, unit, round, jmhOut)));
            outcome = "finished";
        } finally {
            session.close(outcome);
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException shuttingDown) {
                // the hook is running or has run
            }
        }
        out.println();
        if (req.precision() != null) {
            out.println("precision: " + req.precision().stopReason);
            req.precision().closingNote().forEach(l -> out.println("  " + l));
        }
        out.println(progress.summary());
        out.print(summary(session.runs(), req.precision() == null ? req.rounds() * req.units().size() : -1));
        out.println("Results: " + dir);
        String writeFailure = session.writeFailureMessage();
        if (writeFailure != null) {
            throw new UnusableInputException(writeFailure);
        }
        return session.runs().stream().anyMatch(r -> r.status == ProfileRun.Status.FAILED) ? 1 : 0;
    }

    /** Creates the run directory and the session (its manifest is written when the session starts). */
    public static RunSession prepare(Request req, String[] args, Path workDir, PrintStream err) throws IOException {
        OffsetDateTime start = OffsetDateTime.now();
        Path dir = RunDirectory.create(req.resultsDir(), start.toLocalDateTime(), req.label());
        RunSession.Setup setup = new RunSession.Setup(dir, start, List.of(args), commandLine(args),
                req.jmhArgs(), req.benchmarks(), req.rounds(), Manifest.environment(workDir), req.units(), req.seed(),
                req.precision());
        RunSession session = new RunSession(setup, req.runs(), err);
        req.warnings().forEach(session::warn);
        return session;
    }

    /** Checks the arguments, the profiles and the benchmark selection; creates nothing. */
    public static Request parse(List<String> args, Path workDir) {
        ProfileOptions.Parsed parsed = ProfileOptions.parse(args, workDir);
        String profiles = null;
        Path resultsDir = workDir.resolve("results");
        String label = null;
        Long seed = null;
        Double precision = null;
        java.time.Duration budget = null;
        boolean quiet = false;
        List<String> jmhArgs = new ArrayList<>();
        List<String> rest = parsed.rest();
        for (int i = 0; i < rest.size(); i++) {
            String a = rest.get(i);
            switch (a) {
                case "--profiles" -> profiles = ProfileOptions.value(rest, ++i, a);
                case "--results-dir" -> resultsDir = workDir.resolve(ProfileOptions.value(rest, ++i, a));
                case "--label" -> label = RunDirectory.checkLabel(ProfileOptions.value(rest, ++i, a));
                case "--seed" -> seed = seed(ProfileOptions.value(rest, ++i, a));
                case "--precision" -> precision = precision(ProfileOptions.value(rest, ++i, a));
                case "--budget" -> budget = Budget.parse(ProfileOptions.value(rest, ++i, a));
                case "--quiet" -> quiet = true;
                default -> {
                    if (a.startsWith("--")) {
                        throw new WrongArgumentException("unknown option '" + a + "'; " + USAGE);
                    }
                    jmhArgs.add(a);
                }
            }
        }
        if (profiles == null) {
            throw new WrongArgumentException("--profiles is required; choose from "
                    + String.join(", ", parsed.profiles().names()) + " (see: profiles)");
        }
        List<Profile> selected = parsed.profiles().select(profiles);
        CommandLineOptions jmh = jmhOptions(jmhArgs);
        if (quiet && jmh.verbosity().hasValue()) {
            throw new WrongArgumentException("--quiet and -v cannot be used together: --quiet shows JMH's output"
                    + " only for a fork that fails; give one of them");
        }
        List<BenchmarkListEntry> matched = matchBenchmarks(jmh);
        int rounds = forks(jmh, matched);
        List<ProfileCheck> checks = ProfileCheck.of(selected);
        JarCheck.requireUsable(checks);
        List<ProfileRun> runs = checks.stream().map(ProfileRun::new).toList();
        if (runs.stream().noneMatch(ProfileRun::runnable)) {
            throw new WrongArgumentException("none of the selected profiles can run here: "
                    + String.join("; ", runs.stream().map(r -> r.profile.name() + ": " + r.reason).toList()));
        }
        List<String> names = matched.stream().map(e -> e.getUsername() + " (" + e.getMode().shortLabel() + ")")
                .distinct().toList();
        // JMH lets an explicit jvmArgsAppend replace the one of @Fork: say so rather than drop it silently
        List<String> warnings = matched.stream().filter(e -> e.getJvmArgsAppend().hasValue())
                .map(e -> e.getUsername() + " declares @Fork(jvmArgsAppend = " + e.getJvmArgsAppend().get()
                        + "), which the profiles' flags replace; pass them with -jvmArgsAppend to keep them")
                .distinct().toList();
        List<Schedule.Unit> units = Schedule.units(matched, jmh);
        if (budget != null && precision == null) {
            throw new WrongArgumentException("--budget needs --precision PCT (without a target, -f N sets the rounds)");
        }
        PrecisionGoal goal = precision == null ? null
                : new PrecisionGoal(precision, budget, jmh.getForkCount().hasValue() ? rounds : PrecisionGoal.MIN_ROUNDS);
        return new Request(runs, jmh, List.copyOf(jmhArgs), resultsDir, label, names,
                goal == null ? rounds : goal.minRounds, warnings, units,
                seed == null ? new SecureRandom().nextLong() : seed, goal, quiet);
    }

    private static double precision(String text) {
        try {
            double d = Double.parseDouble(text.endsWith("%") ? text.substring(0, text.length() - 1) : text);
            if (d > 0 && Double.isFinite(d)) {
                return d;
            }
        } catch (NumberFormatException e) {
            // below
        }
        throw new WrongArgumentException("--precision '" + text + "': give the target half-width of the 95% interval"
                + " in percent, above 0, e.g. --precision 5");
    }

    private static long seed(String text) {
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new WrongArgumentException("--seed '" + text + "' is not a whole number; give the seed of an "
                    + "earlier run's manifest to repeat its order, e.g. --seed 42");
        }
    }

    /** Parses the JMH part and refuses what {@code run} decides itself or cannot honour. */
    public static CommandLineOptions jmhOptions(List<String> jmhArgs) {
        CommandLineOptions o;
        try {
            o = new CommandLineOptions(jmhArgs.toArray(new String[0]));
        } catch (CommandLineOptionException e) {
            throw new WrongArgumentException("bad JMH option: " + e.getMessage() + "; " + USAGE);
        }
        if (o.getForkCount().hasValue() && o.getForkCount().get() <= 0) {
            throw new WrongArgumentException("-f " + o.getForkCount().get()
                    + " is refused: without a forked JVM the profiles' flags would not apply; use -f 1 or more");
        }
        refuse(o.getJvm().hasValue(), "-jvm", "each profile chooses its JVM; define one with --profile NAME@/path/to/java=");
        refuse(o.getResult().hasValue() || o.getResultFormat().hasValue(), "-rf/-rff",
                "the results go to <profile>.json in the run directory; use --results-dir and --label");
        refuse(o.getOutput().hasValue(), "-o", "redirect the standard output instead");
        refuse(o.shouldList() || o.shouldListWithParams() || o.shouldListProfilers() || o.shouldListResultFormats()
                || o.shouldHelp(), "listing options", "run the jar without 'run' for JMH's lists and help");
        checkPayloadFiles(o);
        return o;
    }

    /** A user payload ({@code -p input=file:PATH}) must be usable before any fork starts, not fail in every fork's setup. */
    static void checkPayloadFiles(CommandLineOptions o) {
        serbench.cli.PayloadFileCheck.check(o);
    }

    private static void refuse(boolean given, String option, String why) {
        if (given) {
            throw new WrongArgumentException(option + " cannot be used with run: " + why);
        }
    }

    /** The benchmarks JMH would run for these options; a usage error when there are none. */
    public static List<BenchmarkListEntry> matchBenchmarks(CommandLineOptions o) {
        List<String> includes = o.getIncludes().isEmpty() ? List.of(".*") : o.getIncludes();
        Set<BenchmarkListEntry> found;
        try {
            OutputFormat silent = OutputFormatFactory.createFormatInstance(
                    new PrintStream(OutputStream.nullOutputStream()), VerboseMode.SILENT);
            found = BenchmarkList.defaultList().find(silent, includes, o.getExcludes());
        } catch (RuntimeException e) {
            throw new UnusableInputException("this build contains no JMH benchmarks (no META-INF/BenchmarkList); "
                    + "add them under src/jmh/java and rebuild with mvn package");
        }
        if (found.isEmpty()) {
            throw new WrongArgumentException("no benchmarks match " + includes
                    + (o.getExcludes().isEmpty() ? "" : " minus " + o.getExcludes())
                    + "; list them with: java -jar target/benchmarks.jar -l");
        }
        return List.copyOf(found);
    }

    /** The forks per profile: -f, else the largest @Fork of the matched benchmarks, else JMH's default. */
    static int forks(CommandLineOptions o, List<BenchmarkListEntry> matched) {
        if (o.getForkCount().hasValue()) {
            return o.getForkCount().get();
        }
        int forks = matched.stream().filter(e -> e.getForks().hasValue()).mapToInt(e -> e.getForks().get())
                .max().orElse(JMH_DEFAULT_FORKS);
        if (forks <= 0) {
            throw new WrongArgumentException("the selected benchmarks ask for @Fork(0), which would drop the "
                    + "profiles' flags; pass -f 1 or more");
        }
        return forks;
    }

    /** Runs one fork of one unit (a benchmark with one value per param) under one profile. */
    public static Collection<RunResult> fork(CommandLineOptions jmh, ProfileRun run, Schedule.Unit unit, int round,
                                      OutputFormat jmhOut) throws Exception {
        List<String> append = new ArrayList<>(jmh.getJvmArgsAppend().orElse(List.of()));
        append.addAll(run.profile.flags());
        ChainedOptionsBuilder b = new OptionsBuilder().parent(new UnitOptions(jmh, unit))
                .forks(1)
                .jvmArgsAppend(append.toArray(new String[0]));
        boolean gcAsked = jmh.getProfilers().stream()
                .anyMatch(p -> p.getKlass().equals("gc") || p.getKlass().equals(GCProfiler.class.getName()));
        if (!gcAsked) {
            b.addProfiler(GCProfiler.class);
        }
        if (!run.profile.jvm().isCurrent()) {
            b.jvm(run.check.javaText());
        }
        jmhOut.println("# serbench round " + round + ", profile " + run.profile.name() + " ("
                + (run.profile.flags().isEmpty() ? "no flags" : run.profile.flagsText()) + "): " + unit.label());
        return ForkClassPath.with(run.check.jar().forkClassPath(), () -> new Runner(b.build(), jmhOut).run());
    }

    /** How this process was started, as far as the OS tells, else the suite's arguments. */
    private static List<String> commandLine(String[] args) {
        ProcessHandle.Info info = ProcessHandle.current().info();
        if (info.command().isPresent() && info.arguments().isPresent()) {
            return Stream.concat(Stream.of(info.command().get()), Stream.of(info.arguments().get())).toList();
        }
        return Stream.concat(Stream.of("java", "-jar", "benchmarks.jar", "run"), Stream.of(args)).toList();
    }

    /** The closing table; {@code forks} is the number planned per profile, or -1 when a precision goal decides. */
    static String summary(List<ProfileRun> runs, int forks) {
        String[] head = {"profile", "status", "forks", "file", "note"};
        String[][] rows = runs.stream().map(r -> new String[]{r.profile.name(), r.status.label,
                forks < 0 ? String.valueOf(r.forksCompleted) : r.forksCompleted + "/" + forks, r.resultFile == null ? "-" : r.resultFile.getFileName().toString(),
                r.warnings.isEmpty() ? r.reason : r.warnings.size() + " warning(s), see manifest.json"}).toArray(String[][]::new);
        return TextTable.render(head, rows, head.length);
    }
}
