package serbench.cli;

import serbench.io.Excerpt;
import serbench.answer.Answer;
import serbench.render.AnswerView;
import serbench.compare.Estimator;
import serbench.io.UnusableInputException;
import serbench.io.WrongArgumentException;
import serbench.model.Models;
import serbench.results.ResultFile;
import serbench.results.RunRecord;
import serbench.run.design.Budget;
import serbench.render.NextCommands;
import serbench.run.PrecisionGoal;
import serbench.run.RunPlan;
import serbench.run.RunOutcome;
import serbench.run.RunSession;
import serbench.text.Escape;
import serbench.text.TextWidth;
import serbench.run.RunDirectory;
import serbench.cli.args.Cli;
import serbench.cli.args.ExitCode;
import serbench.profiles.Profile;
import serbench.profiles.ProfileOptions;
import serbench.run.RunRequest;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * The main command, {@code java -jar target/benchmarks.jar} with no argument (or only {@code --budget DURATION}): the
 * answer run. It runs {@link #SELECTION} (serialize, and deserialize then read every field, of MediaContent, FindItems
 * and Counters, in protobuf, JSON and XML, each format in forks of its own) as {@code run --decide} does: rounds
 * interleaved and shuffled, {@code -prof gc}, a pilot of {@link PrecisionGoal#DECIDE_PILOT_ROUNDS} rounds, then the
 * rounds the pilot projects for deciding every ratio after Holm, within the budget ({@link #DEFAULT_BUDGET} unless
 * told), each fork warmed up for {@value #WARMUP_ITERATIONS} s. It records {@code results/<time>-answer/} and ends
 * with the answer table, the ratios it could not decide and how long deciding them would take.
 */
public final class AnswerRunCommand {

    /** The wall time the main command takes at most unless {@code --budget} says otherwise. */
    public static final String DEFAULT_BUDGET = "15m";
    /** The benchmarks the answer run measures (at their default params: every model and the three formats). */
    public static final String SELECTION = "serbench.bench.(SerializeBench.serialize|DeserializeBench.readAll)$";
    /**
     * The same operations with the formats taking turns inside each fork: {@code run --decide} can run it, the survey
     * leaves it out (docs/measuring.md says why the answer run does not use it).
     */
    public static final String BENCHMARK = "serbench.bench.AlternatingBench";
    /**
     * Each fork's warm-up and measurement: {@value #WARMUP_ITERATIONS} warm-up iterations of 1 s, then
     * {@value #MEASURED_ITERATIONS} measured iterations of {@value #MEASURED_ITERATION_MS} ms. Sized for the slowest host
     * measured: on the noisy AMD EPYC host, deserializing JSON and XML was still settling after 2 s of warm-up (the
     * benchmark classes' own), and after 5 s its first measured iteration is no slower than its later ones beyond
     * noise (docs/measuring.md, "Steady forks"). Iterations of 500 ms were so noisy there that one in seven forks had a
     * first iteration over 10% slower than its others by chance, failing the steadiness bar; longer ones average the
     * host's slow periods. A fork costs about 8 s there, so a pilot of the 18 rows fits the default budget.
     */
    public static final int WARMUP_ITERATIONS = 5;
    public static final int MEASURED_ITERATIONS = 3;
    public static final int MEASURED_ITERATION_MS = 750;
    /** The JMH options that set them. */
    static final List<String> FORK_LENGTH = List.of("-wi", String.valueOf(WARMUP_ITERATIONS), "-w", "1s",
            "-i", String.valueOf(MEASURED_ITERATIONS), "-r", MEASURED_ITERATION_MS + "ms");
    /** The profile it runs under: the JVM running the suite, no extra flags. */
    static final String PROFILE = "default";
    /** Where its run directory goes, as {@code run}'s default. */
    static final String RESULTS_DIR = "results";
    /** The label of its run directory. */
    public static final String LABEL = RunRecord.ANSWER_LABEL;

    private AnswerRunCommand() {
    }

    /**
     * Whether the jar's arguments ask for the answer run: none, or only {@code --budget DURATION},
     * {@code --model NAME} (a model generated from one's own {@code .proto}, docs/own-proto.md) and
     * {@code --input INPUT} (that model's input: {@code file:PATH} for a payload of one's own, or generated data).
     */
    public static boolean applies(String[] args) {
        return options(args) != null;
    }

    /** The shortest budget the answer run takes: a round is 18 forks of several seconds each. */
    public static final java.time.Duration MIN_BUDGET = java.time.Duration.ofMinutes(2);

    /**
     * Whether {@code args} name one of the answer run's own options without being only the answer run's (a missing
     * value, an option twice, a JMH option beside them): a usage error, said in one line ({@link #misuse}).
     */
    public static boolean misused(String[] args) {
        return !applies(args) && java.util.Arrays.stream(args).anyMatch(a -> a.equals("--budget")
                || a.equals("--model") || a.equals("--input") || a.startsWith("--budget=") || a.startsWith("--model=")
                || a.startsWith("--input="));
    }

    /** The one line for {@link #misused} arguments. */
    public static final String MISUSE = "the main command takes only --budget DURATION, --model NAME and --input INPUT,"
            + " each once with its value (java -jar target/benchmarks.jar --budget 30m); JMH's options go to run"
            + " (run --decide --budget 30m -f 3 ...) or to a plain JMH command line";

    /**
     * The answer run's options: its budget as given, the model it measures (null: the built-in ones) and that model's
     * input (null: its default).
     */
    record Options(String budget, String model, String input) {
    }

    /** The answer run's options as picocli reads them: each at most once, with its value, and nothing else. */
    @Command(name = "(the main command)")
    static final class Declared {
        @Option(names = "--budget")
        String budget;

        @Option(names = "--model")
        String model;

        @Option(names = "--input")
        String input;
    }

    /** The options of {@code args}, or null when they are not only the answer run's. */
    static Options options(String[] args) {
        if (java.util.Arrays.asList(args).contains("--")) {
            return null; // picocli's end of options: no option of the answer run's, and JMH's to read
        }
        Declared d = new Declared();
        try {
            Cli.commandLine(d).setOverwrittenOptionsAllowed(false).parseArgs(args);
        } catch (CommandLine.ParameterException e) {
            return null;
        }
        return new Options(d.budget == null ? DEFAULT_BUDGET : d.budget, d.model, d.input);
    }

    /**
     * The {@code run} command line that makes the same run, recorded as the run's arguments in its manifest so that a
     * reader can repeat it with {@code run}; the plan itself is built from the typed options ({@link #request}), and a
     * test holds the two to the same plan.
     */
    public static List<String> runArguments(String budget) {
        return runArguments(new Options(budget, null, null));
    }

    static List<String> runArguments(Options options) {
        List<String> arguments = new ArrayList<>(List.of("--profiles", PROFILE, "--decide", "--budget", options.budget(),
                "--label", label(options)));
        arguments.addAll(jmhArguments(options));
        return arguments;
    }

    /** JMH's options of the answer run: each fork's length, the model and input when given, and {@link #SELECTION}. */
    private static List<String> jmhArguments(Options options) {
        List<String> arguments = new ArrayList<>(FORK_LENGTH);
        if (options.model() != null) {
            arguments.addAll(List.of("-p", "model=" + options.model(), "-p",
                    "input=" + (options.input() == null ? "default" : options.input())));
        }
        arguments.add(SELECTION);
        return arguments;
    }

    private static String label(Options options) {
        return options.model() == null ? LABEL : LABEL + "-" + options.model();
    }

    /**
     * The answer run as a {@link RunRequest}: the default profile, deciding within {@code budget}, labelled
     * {@link #LABEL} (with the model's name when given), results under {@code workDir}'s {@code results/}.
     */
    static RunRequest request(Options options, java.time.Duration budget, Path workDir) {
        List<String> jmhArgs = jmhArguments(options);
        List<Profile> profile = ProfileOptions.of(null, List.of(), workDir).profiles().select(PROFILE);
        return new RunRequest(profile, RunCommand.jmhOptions(jmhArgs), jmhArgs, workDir.resolve(RESULTS_DIR),
                Optional.of(RunDirectory.checkLabel(label(options))), OptionalLong.empty(),
                new RunRequest.Decide(Optional.of(budget)), false, false);
    }

    public static int run(String[] args, PrintStream out, PrintStream err) throws Exception {
        Options options = options(args);
        String budget = options.budget();
        // a wrong duration is one line before anything runs
        java.time.Duration duration = Cli.forOption("--budget '" + Excerpt.of(budget) + "':", () -> Budget.parse(budget));
        if (duration.compareTo(MIN_BUDGET) < 0) {
            throw new WrongArgumentException("--budget '" + Excerpt.of(budget) + "': the answer run needs at least "
                    + MIN_BUDGET.toMinutes() + " minutes (one round is 18 forks of several seconds each); the default"
                    + " is " + DEFAULT_BUDGET);
        }
        if (options.input() != null && options.model() == null) {
            throw new WrongArgumentException("--input needs --model NAME: an input is one model's (for a built-in"
                    + " model: run -p model=M -p input=file:PATH 'SerializeBench.serialize$|DeserializeBench.readAll')");
        }
        if (options.model() != null) {
            try {
                Models.byName(options.model());
            } catch (IllegalArgumentException e) {
                throw new WrongArgumentException("--model: " + e.getMessage()
                        + " (a model of one's own .proto: docs/own-proto.md)");
            }
        }
        Path workDir = Path.of("").toAbsolutePath();
        RunPlan plan = RunCommand.plan(request(options, duration, workDir), List.of());
        List<String> arguments = runArguments(options);
        out.println("serbench: the answer run: protobuf, JSON and XML, serialize and deserialize+read of "
                + (options.model() == null ? "MediaContent, FindItems and Counters" : "model " + options.model())
                + ", until every ratio is decided or " + budget + " is spent (--budget changes it; the survey of"
                + " every benchmark: survey)");
        RunOutcome outcome;
        try {
            outcome = RunSession.run(plan, arguments, workDir, out, err);
        } catch (RunDirectory.Unwritable e) {
            throw Cli.unwritable(e, "run it from a directory where " + RESULTS_DIR + "/ can be written, or use run"
                    + " --results-dir DIR");
        }
        out.println();
        PrecisionGoal goal = outcome.precision();
        out.println("stopped: " + goal.stopReason);
        out.println(outcome.progress());
        Path file = outcome.dir().resolve("default.json");
        if (Files.isRegularFile(file)) {
            Answer answer = Answer.of(ResultFile.read(file), Answer.FORMAT, null, Estimator.DEFAULT, false);
            out.println();
            out.print(AnswerView.text(answer));
            List<String> undecided = new ArrayList<>();
            answer.groups().forEach(g -> g.entries().stream().filter(e -> e.slowdown() != null && !e.resolved())
                    .forEach(e -> undecided.add(g.model() + " " + g.operation() + " " + e.value())));
            if (undecided.isEmpty()) {
                out.println("Every ratio is decided after Holm's correction.");
            } else {
                out.println("Not decided (\"?\"): " + String.join(", ", undecided) + ". Deciding them would take:");
                goal.undecided().forEach(l -> out.print(TextWidth.wrapped(l, TextWidth.DEFAULT, "  ", "    ")));
                out.println("(run again with a larger --budget, e.g. java -jar target/benchmarks.jar --budget 30m)");
            }
        }
        out.println();
        out.println("JMH's own output: " + Escape.line(outcome.dir().resolve(RunDirectory.JMH_LOG).toString()));
        NextCommands.lines(outcome.dir(), List.of("default.json")).forEach(out::println);
        if (outcome.writeFailure() != null) {
            throw new UnusableInputException(outcome.writeFailure());
        }
        return outcome.failed() ? ExitCode.NO_RESULTS : ExitCode.OK;
    }
}
