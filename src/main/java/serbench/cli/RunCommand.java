package serbench.cli;

import serbench.cli.args.Converters;
import serbench.format.UserPayloads;
import serbench.io.InputFile;
import serbench.io.SameFile;
import serbench.io.UnusableInputException;
import serbench.io.WrongArgumentException;
import serbench.profiles.Profile;
import serbench.profiles.ProfileOptions;
import serbench.run.ProfileRun;
import serbench.run.RunDirectory;
import serbench.run.RunPlan;
import serbench.run.RunRequest;
import serbench.run.RunOutcome;
import serbench.run.RunSession;
import serbench.text.Escape;
import serbench.run.PrecisionGoal;
import serbench.run.design.PrecisionPlan;
import serbench.text.Cells;
import serbench.text.TextTable;
import serbench.text.TextWidth;
import serbench.render.NextCommands;
import serbench.cli.args.Cli;
import serbench.cli.args.ExitCode;
import serbench.cli.args.ParamCheck;
import serbench.cli.args.ProfileArgs;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Unmatched;

import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

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

    /** The options, declared once: picocli reads them and prints their help; the rest goes to JMH. */
    @Command(name = "run", sortOptions = false,
            header = "run benchmarks under profiles, interleaved, into a new results directory",
            customSynopsis = "run --profiles NAME,NAME... [options] [JMH options] [benchmark regexps]",
            description = {"Runs the selected benchmarks under each profile through JMH (-prof gc always on),"
                    + " interleaved by round, and records a new run directory: <profile>.json per profile and"
                    + " manifest.json, for compare, report and claims. JMH options (-f, -wi, -i, -p NAME=V,...) and"
                    + " benchmark regexps pass through."},
            footer = {"examples:", "  run --profiles default,no-escape-analysis -f 5 SerializeBench",
                    "  run --profiles default --precision 5 --budget 20m -p model=mediacontent DeserializeBench",
                    "exit codes: 0 ok, 1 unexpected failure, 2 bad arguments (also a -p value no benchmark",
                    "  accepts), 3 bad input or a file that could not be written, 6 a profile failed or gave no",
                    "  results; Ctrl-C: 130",
                    ""})
    static final class Options {
        @Option(names = "--profiles", paramLabel = "NAME,NAME...", description = "the profiles to run, the baseline"
                + " first (required; see the profiles command)")
        String profiles;

        @Option(names = "--results-dir", paramLabel = "DIR", defaultValue = "results",
                description = "where the run directory is created (default: ${DEFAULT-VALUE})")
        String resultsDir;

        @Option(names = "--label", paramLabel = "NAME", description = "appended to the run directory's name")
        String label;

        @Option(names = "--seed", paramLabel = "N", converter = Converters.Seed.class, description = "the seed of the profiles' order per round (default:"
                + " random, recorded in the manifest)")
        Long seed;

        @Option(names = "--precision", paramLabel = "PCT", converter = Converters.PositivePercent.class, description = "aim each row's 95%% interval at +-PCT"
                + " percent (details below)")
        Double precision;

        @Option(names = "--decide", description = "add rounds until every ratio between the formats of each benchmark"
                + " is decided after Holm, in two stages like --precision (what the jar does with no argument)")
        boolean decide;

        @Option(names = "--budget", paramLabel = "DURATION", converter = Converters.WallTime.class, description = "with --precision or --decide: at most this"
                + " wall time (90s, 20m, 1h30m)")
        java.time.Duration budget;

        @Option(names = "--duet", description = "two profiles: run both profiles' forks of a benchmark at the same"
                + " time, each JVM pinned to one CPU (swapped every round, -XX:ActiveProcessorCount kept at the"
                + " machine's count), so both share the machine's slowdowns; needs taskset and two CPUs")
        boolean duet;

        @Option(names = "--quiet", description = "kept for older command lines: JMH's own output goes to the run's"
                + " jmh-output.txt and shows only for a fork that fails (the default now; -v shows it all)")
        boolean quiet;

        @Mixin
        ProfileArgs profileArgs;

        @Mixin
        Cli.Common common;

        @Unmatched
        List<String> jmhArgs = new ArrayList<>();
    }

    private RunCommand() {
    }

    public static int run(String[] args, PrintStream out, PrintStream err) throws Exception {
        return run(args, out, err, Path.of("").toAbsolutePath());
    }

    public static int run(String[] args, PrintStream out, PrintStream err, Path workDir) throws Exception {
        Options o = new Options();
        if (!Cli.parse(o, args, out, precisionHelp())) {
            return ExitCode.OK;
        }
        RunPlan plan = plan(o, workDir);
        RunOutcome outcome;
        try {
            outcome = RunSession.run(plan, List.of(args), workDir, out, err);
        } catch (RunDirectory.Unwritable e) {
            throw Cli.unwritable(e, "choose another with --results-dir DIR");
        }
        out.println();
        if (outcome.precision() != null) {
            out.println("precision: " + outcome.precision().stopReason);
            outcome.precision().closingNote().forEach(l -> out.print(TextWidth.wrapped(l, TextWidth.DEFAULT, "  ", "    ")));
        }
        out.println(outcome.progress());
        out.print(summary(outcome.runs(), outcome.forksPlanned()));
        out.println("JMH's own output: " + Escape.line(outcome.dir().resolve(RunDirectory.JMH_LOG).toString()));
        NextCommands.lines(outcome.dir(), outcome.runs().stream().filter(r -> r.resultFile != null)
                .map(r -> r.resultFile.getFileName().toString()).toList()).forEach(out::println);
        if (outcome.writeFailure() != null) {
            throw new UnusableInputException(outcome.writeFailure());
        }
        return outcome.failed() ? ExitCode.NO_RESULTS : 0;
    }

    /** What {@code run --help} says of {@code --precision} and {@code --budget}: {@link PrecisionGoal}'s procedure. */
    private static List<String> precisionHelp() {
        PrecisionPlan.Rules r = PrecisionPlan.Rules.DEFAULT;
        List<String> entries = List.of("--precision PCT: aim each row's 95% interval (compare's: with several profiles"
                        + " the paired change against the first, else the score) at ±PCT percent, in two stages: a pilot"
                        + " of " + PrecisionGoal.PILOT_ROUNDS + " rounds (-f N: N rounds, at least "
                        + PrecisionGoal.PILOT_ROUNDS + "); then, from the pilot alone, each row gets a fixed number of"
                        + " rounds: the fewest whose interval is projected within ±PCT at an upper bound of the pilot's"
                        + " spread, at least " + r.minRounds() + " (" + r.unevenMinRounds() + " when the pilot's forks"
                        + " or ratios differ by more than " + Cells.plain(r.unevenRatio()) + "x), at most "
                        + PrecisionGoal.DEFAULT_MAX_ROUNDS + "; exactly those rounds run, with no stopping on the"
                        + " interval; the manifest's 'precision' says why",
                "--budget DURATION: with --precision: at most this wall time (90s, 20m, 1h30m): the plan is capped at"
                        + " the pilot's time per fork (at most " + PrecisionGoal.BUDGET_MAX_ROUNDS + " rounds), and"
                        + " the run stops when it is spent");
        List<String> lines = new ArrayList<>(List.of("--precision and --budget:"));
        entries.forEach(e -> lines.addAll(TextWidth.wrap(e, TextWidth.DEFAULT, "  ", "      ")));
        return lines;
    }

    /** Checks the arguments, the profiles and the benchmark selection ({@link RunPlan#of}); creates nothing. */
    public static RunPlan parse(List<String> args, Path workDir) {
        Options o = new Options();
        Cli.parse(o, args.toArray(new String[0]), new PrintStream(java.io.OutputStream.nullOutputStream()));
        return plan(o, workDir);
    }

    private static RunPlan plan(Options o, Path workDir) {
        ProfileOptions.Parsed parsed = o.profileArgs.profiles(workDir);
        for (String a : o.jmhArgs) {
            if (a.startsWith("--")) {
                throw Cli.unknownOption(new Options(), a);
            }
        }
        if (o.profiles == null) {
            throw new WrongArgumentException("--profiles is required; choose from "
                    + String.join(", ", parsed.profiles().names()) + " (see: profiles)");
        }
        if (o.decide && o.precision != null) {
            throw new WrongArgumentException("--decide and --precision are two goals; give one of them");
        }
        if (o.budget != null && o.precision == null && !o.decide) {
            throw new WrongArgumentException("--budget needs --precision PCT or --decide (without a goal, -f N sets the"
                    + " rounds)");
        }
        List<Profile> selected = parsed.profiles().select(o.profiles);
        if (o.decide && selected.size() != 1) {
            throw new WrongArgumentException("--decide compares the formats inside each fork, under one profile; give"
                    + " one profile (to compare profiles, use --precision PCT)");
        }
        CommandLineOptions jmh = jmhOptions(o.jmhArgs);
        if (o.quiet && jmh.verbosity().hasValue()) {
            throw new WrongArgumentException("--quiet and -v cannot be used together: --quiet shows JMH's output"
                    + " only for a fork that fails; give one of them");
        }
        Optional<java.time.Duration> budget = Optional.ofNullable(o.budget);
        RunRequest.Goal goal = o.decide ? new RunRequest.Decide(budget)
                : o.precision != null ? new RunRequest.Precision(o.precision, budget) : new RunRequest.Rounds();
        Optional<String> label = Optional.ofNullable(o.label)
                .map(l -> Cli.forOption("--label", () -> RunDirectory.checkLabel(l)));
        RunRequest request = new RunRequest(selected, jmh, o.jmhArgs, workDir.resolve(o.resultsDir), label,
                o.seed == null ? OptionalLong.empty() : OptionalLong.of(o.seed), goal, o.quiet, o.duet);
        return plan(request, parsed.file() == null ? List.of() : List.of(parsed.file()));
    }

    /**
     * The plan of {@code request} ({@link RunPlan#of}), after the checks a command makes before anything is created:
     * the results directory is none of the inputs ({@code read}, and the payload files of {@code -p input=file:}), and
     * every {@code -p} value is one the benchmarks accept ({@link ParamCheck}). The answer run's plan comes here too.
     */
    static RunPlan plan(RunRequest request, List<Path> read) {
        List<Path> inputs = new ArrayList<>(read);
        request.jmh().getParameter("input").orElse(List.of()).stream().filter(UserPayloads::isFile)
                .map(UserPayloads::path).forEach(inputs::add);
        SameFile.refuseOverwrite("--results-dir " + InputFile.shown(request.resultsDir()),
                List.of(request.resultsDir()), inputs);
        ParamCheck.check(RunPlan.matchBenchmarks(request.jmh()), request.jmh(), request.jmhArgs());
        return RunPlan.of(request);
    }

    /** Parses the JMH part and refuses what {@code run} decides itself or cannot honour. */
    public static CommandLineOptions jmhOptions(List<String> jmhArgs) {
        CommandLineOptions o;
        try {
            o = new CommandLineOptions(jmhArgs.toArray(new String[0]));
        } catch (CommandLineOptionException e) {
            throw new WrongArgumentException("bad JMH option: " + e.getMessage() + " (see run --help)");
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

    /**
     * The closing table; {@code forks} is the number planned per profile, or -1 when a precision goal decides. A note
     * that would take a row beyond {@link TextWidth#DEFAULT} columns goes on the lines below it.
     */
    static String summary(List<ProfileRun> runs, int forks) {
        String[] head = {"profile", "status", "forks", "file"};
        String[][] rows = runs.stream().map(r -> new String[]{r.profile.name(), r.status.label,
                forks < 0 ? String.valueOf(r.forksCompleted) : r.forksCompleted + "/" + forks,
                r.resultFile == null ? "-" : r.resultFile.getFileName().toString()}).toArray(String[][]::new);
        String[] lines = TextTable.render(head, rows, head.length).split("\n");
        StringBuilder sb = new StringBuilder(lines[0]).append("  note\n");
        for (int i = 1; i < lines.length; i++) {
            ProfileRun r = runs.get(i - 1);
            String note = Escape.line(r.warnings.isEmpty() ? r.reason : r.warnings.size() + " warning(s), see manifest.json");
            if (lines[i].length() + 2 + note.length() <= TextWidth.DEFAULT) {
                sb.append(lines[i]).append(note.isEmpty() ? "" : "  " + note).append('\n');
            } else {
                sb.append(lines[i]).append('\n').append(TextWidth.wrapped(note, TextWidth.DEFAULT, "    ", "    "));
            }
        }
        return sb.toString();
    }
}
