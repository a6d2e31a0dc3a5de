package serbench.cli;

import serbench.format.UserPayloads;
import serbench.io.InputFile;
import serbench.io.SameFile;
import serbench.io.UnusableInputException;
import serbench.io.WrongArgumentException;
import serbench.profiles.Profile;
import serbench.profiles.ProfileOptions;
import serbench.run.Budget;
import serbench.run.ProfileRun;
import serbench.run.RunDirectory;
import serbench.run.RunPlan;
import serbench.run.RunSession;
import serbench.text.Escape;
import serbench.text.TextTable;

import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code run --profiles A,B [options] [JMH options] [benchmark regexps]}: runs the selected benchmarks under
 * each profile through JMH's Runner, in this process, with {@code -prof gc} always on, and records the run
 * in a new directory: one JMH JSON file per profile and {@code manifest.json}. This class only reads the
 * arguments into a {@link RunPlan} ({@link #parse}), runs it once ({@link RunSession#run}: the interleaving of
 * profiles per benchmark, the forks, the interrupt handling) and turns the outcome into the closing lines and
 * the exit code.
 *
 * <p>Exit codes: 0 all runnable profiles finished with results (skipped ones are warned about), 6
 * ({@link ExitCode#NO_RESULTS}) a profile failed (a fork threw or gave no results) or produced nothing, 2/3 usage
 * errors (2 also for a {@code -p} value the benchmarks do not accept, before any fork), 3 also when a result file or the manifest could not be written (disk full, read-only); an interrupted run ends with the JVM's code for the signal (130 for Ctrl-C).
 */
public final class RunCommand {

    static final String USAGE = "usage: run --profiles NAME,NAME... [--results-dir DIR] [--label NAME] [--seed N] "
            + "[--precision PCT [--budget DURATION]] [--quiet] "
            + ProfileOptions.USAGE + " [--debug] [JMH options] [benchmark regexps]";

    private RunCommand() {
    }

    public static int run(String[] args, PrintStream out, PrintStream err) throws Exception {
        return run(args, out, err, Path.of("").toAbsolutePath());
    }

    public static int run(String[] args, PrintStream out, PrintStream err, Path workDir) throws Exception {
        if (List.of(args).contains("-h") || List.of(args).contains("--help")) {
            out.println(USAGE);
            serbench.run.PrecisionGoal.help().forEach(out::println);
            return 0;
        }
        RunPlan plan = parse(List.of(args), workDir);
        RunSession.Outcome outcome = RunSession.run(plan, List.of(args), workDir, out, err);
        out.println();
        if (outcome.precision() != null) {
            out.println("precision: " + outcome.precision().stopReason);
            outcome.precision().closingNote().forEach(l -> out.println("  " + l));
        }
        out.println(outcome.progress());
        out.print(summary(outcome.runs(), outcome.forksPlanned()));
        out.println("JMH's own output: " + Escape.line(outcome.dir().resolve(serbench.run.RunDirectory.JMH_LOG).toString()));
        serbench.run.NextCommands.lines(outcome.dir(), outcome.runs().stream().filter(r -> r.resultFile != null)
                .map(r -> r.resultFile.getFileName().toString()).toList()).forEach(out::println);
        if (outcome.writeFailure() != null) {
            throw new UnusableInputException(outcome.writeFailure());
        }
        return outcome.failed() ? ExitCode.NO_RESULTS : 0;
    }

    /** Checks the arguments, the profiles and the benchmark selection ({@link RunPlan#of}); creates nothing. */
    public static RunPlan parse(List<String> args, Path workDir) {
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
        List<Path> read = new ArrayList<>();
        if (parsed.file() != null) {
            read.add(parsed.file());
        }
        jmh.getParameter("input").orElse(List.of()).stream().filter(UserPayloads::isFile).map(UserPayloads::path)
                .forEach(read::add);
        SameFile.refuseOverwrite("--results-dir " + InputFile.shown(resultsDir), List.of(resultsDir), read);
        ParamCheck.check(RunPlan.matchBenchmarks(jmh), jmh, jmhArgs);
        return RunPlan.of(selected, jmh, jmhArgs, resultsDir, label, seed, precision, budget, quiet);
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
        return o;
    }

    private static void refuse(boolean given, String option, String why) {
        if (given) {
            throw new WrongArgumentException(option + " cannot be used with run: " + why);
        }
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
