package serbench.cli;

import serbench.render.AnswerView;
import serbench.io.WrongArgumentException;
import serbench.io.UnusableInputException;

import serbench.text.Escape;

import serbench.io.InputFileException;
import serbench.run.RecordedJmhRun;
import serbench.cli.args.ExitCode;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The jar's entry point. A first argument that is one of the suite's reserved words runs that command;
 * {@code -h}, {@code --help} and {@code help} print the commands, then JMH's options ({@link SuiteHelp}); anything else
 * goes to JMH's own command line unchanged, so every JMH option works through this jar. Each command declares its
 * options once with picocli ({@link Cli}).
 *
 * <p>Exit codes of the suite's commands: 0 success, 1 unexpected failure, 2 wrong arguments
 * ({@link ExitCode#BAD_ARGUMENTS}), 3 an input file that is missing, unreadable or of the wrong kind
 * ({@link ExitCode#BAD_INPUT}); a command may document more.
 */
public final class Main {

    /** A suite command: {@code args} are those after the command word; returns the process exit code. */
    public interface Command {
        int run(String[] args, PrintStream out, PrintStream err) throws Exception;
    }

    /**
     * The reserved words. A JMH benchmark regexp equal to one of them must be written differently
     * (for example {@code .*sizes}).
     */
    static final Map<String, Command> COMMANDS = new TreeMap<>(Map.of(
            "answer", AnswerCommand::run,
            "sizes", SizesCommand::run,
            "profiles", ProfilesCommand::run,
            "run", RunCommand::run,
            "compare", CompareCommand::run,
            "report", ReportCommand::run,
            "claims", ClaimsCommand::run,
            "calibration", CalibrationCommand::run,
            "docs", DocsCommand::run,
            "survey", SurveyCommand::run));

    /** The commands' names, in order: what tests of every command read. */
    public static java.util.Set<String> commandNames() {
        return java.util.Collections.unmodifiableSet(COMMANDS.keySet());
    }

    /** Where a plain JMH run through the jar records itself: {@code -Dserbench.results=DIR}, else {@code results}. */
    static final String RESULTS_PROPERTY = "serbench.results";
    /** How a plain JMH command line, which has no option for it, chooses another results directory. */
    private static final String CHOOSE_RESULTS = "choose another with java -D" + RESULTS_PROPERTY + "=DIR -jar ...";

    /**
     * {@code record}, a plain JMH run recorded under the results directory ({@link RecordedJmhRun}: a recorded JMH
     * command line, the survey), with a directory that cannot take it said in the words of a plain command line.
     */
    static int recorded(java.util.concurrent.Callable<Integer> record) throws Exception {
        try {
            return record.call();
        } catch (serbench.run.RunDirectory.Unwritable unwritable) {
            throw serbench.cli.args.Cli.unwritable(unwritable, CHOOSE_RESULTS);
        }
    }

    private Main() {
    }

    public static void main(String[] args) throws Exception {
        if (SuiteHelp.asked(args)) {
            int code = SuiteHelp.print(args, Escape.terminal(System.out), Escape.terminal(System.err));
            System.out.flush();
            System.exit(code);
        }
        if (AnswerRunCommand.applies(args)) {
            int code = run("(the answer run)", AnswerRunCommand::run, args, System.out, System.err);
            System.out.flush();
            System.exit(code);
        }
        if (isSuiteCommand(args)) {
            int code = run(args, System.out, System.err);
            System.out.flush();
            System.exit(code);
        }
        if (AnswerRunCommand.misused(args)) {
            System.err.println("serbench: " + AnswerRunCommand.MISUSE);
            System.exit(ExitCode.BAD_ARGUMENTS);
        }
        int refused = PayloadFileCheck.checkJmhCommandLine(args, System.err);
        if (refused >= 0) {
            System.exit(refused);
        }
        if (RecordedJmhRun.applies(args)) {
            int code = recordedJmhRun(args, java.nio.file.Path.of(System.getProperty(RESULTS_PROPERTY, "results")),
                    System.out, System.err);
            System.out.flush();
            System.exit(code);
        }
        org.openjdk.jmh.Main.main(args);
        ExtraFormats.afterList(args, System.out);
    }

    /**
     * A plain JMH command line, recorded under {@code results} ({@link serbench.run.RecordedJmhRun}), with every
     * command's handling of bad input: a results directory that cannot take a run (a file, a dangling link or a loop,
     * no permission, {@code /dev/null}) is one line and exit 3, never a stack trace.
     */
    public static int recordedJmhRun(String[] args, java.nio.file.Path results, PrintStream out, PrintStream err) {
        return run("(a recorded JMH run)", (a, o, e) -> recorded(() -> RecordedJmhRun.run(a, results,
                AnswerView::afterRun, o, e)), args, out, err);
    }

    /**
     * For a command line whose regexps match no benchmark: {@code "'anwser' is not a command; did you mean 'answer'?
     * "} when one of them is a word within two edits of a command's name (a third of its length for short ones), else
     * {@code ""}.
     */
    static String didYouMean(List<String> regexps) {
        for (String word : regexps) {
            if (word.length() > 40 || !word.matches("[A-Za-z-]+")) { // no command is that long
                continue;
            }
            String w = word.toLowerCase(java.util.Locale.ROOT);
            String best = null;
            int bestDistance = Integer.MAX_VALUE;
            for (String command : COMMANDS.keySet()) {
                int d = editDistance(w, command);
                if (d < bestDistance && d <= Math.max(1, Math.min(2, command.length() / 3))) {
                    best = command;
                    bestDistance = d;
                }
            }
            if (best != null) {
                return "'" + Escape.line(word) + "' is not a command; did you mean '" + best + "'? ";
            }
        }
        return "";
    }

    /** Levenshtein's distance, a swap of two neighbours counting as one edit (Damerau's restricted form). */
    static int editDistance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }

    /** The longest message a command prints in one line; a longer one (an argument echoed whole) is cut. */
    static final int MAX_MESSAGE_CHARS = 1000;

    /**
     * A message as one escaped line of at most about {@link #MAX_MESSAGE_CHARS} characters: a longer one keeps its
     * start and end, and says how much was left out (a 131,000-character argument is not printed back whole).
     */
    static String shortened(String message) {
        String line = Escape.line(message);
        if (line.length() <= MAX_MESSAGE_CHARS) {
            return line;
        }
        int head = MAX_MESSAGE_CHARS - 200;
        return line.substring(0, head) + " ... (" + (line.length() - head - 150) + " characters left out) ... "
                + line.substring(line.length() - 150);
    }

    /** Whether the arguments run one of the suite's commands; if not, they go to JMH's command line unchanged. */
    public static boolean isSuiteCommand(String[] args) {
        return args.length > 0 && COMMANDS.containsKey(args[0]);
    }

    /**
     * Runs a suite command and turns its failures into one line on {@code err} and an exit code. Everything the
     * command prints goes through {@link Escape#terminal}: no control or bidirectional character reaches the
     * terminal as it is.
     */
    public static int run(String[] args, PrintStream rawOut, PrintStream rawErr) {
        return run(args[0], COMMANDS.get(args[0]), List.of(args).subList(1, args.length).toArray(new String[0]), rawOut,
                rawErr);
    }

    /** Runs {@code command} (named {@code name} in its messages) on {@code args}, as {@link #run(String[], PrintStream, PrintStream)}. */
    static int run(String name, Command command, String[] args, PrintStream rawOut, PrintStream rawErr) {
        PrintStream out = Escape.terminal(rawOut);
        PrintStream err = Escape.terminal(rawErr);
        try {
            return runEscaped(name, command, args, out, err);
        } finally {
            out.flush();
            err.flush();
        }
    }

    private static int runEscaped(String name, Command command, String[] args, PrintStream out, PrintStream err) {
        List<String> rest = new ArrayList<>(List.of(args));
        boolean debug = rest.remove("--debug");
        try {
            return command.run(rest.toArray(new String[0]), out, err);
        } catch (java.nio.file.InvalidPathException e) {
            err.println("serbench " + name + ": " + shortened("'" + e.getInput() + "' is not a path this system can"
                    + " open (" + e.getReason() + "); under a non-UTF-8 locale run with LC_ALL=C.UTF-8, or rename the"
                    + " file to plain ASCII"));
            return ExitCode.BAD_INPUT;
        } catch (InputFileException e) {
            err.println("serbench " + name + ": " + shortened(e.getMessage()));
            if (debug) {
                e.printStackTrace(err);
            }
            return ExitCode.BAD_INPUT;
        } catch (WrongArgumentException | UnusableInputException e) {
            err.println("serbench " + name + ": " + shortened(e.getMessage()));
            if (debug) {
                e.printStackTrace(err);
            }
            return ExitCode.of(e);
        } catch (Exception e) {
            err.println("serbench " + name + ": unexpected failure: " + shortened(String.valueOf(e))
                    + (debug ? "" : " (run again with --debug for the stack trace)"));
            if (debug) {
                e.printStackTrace(err);
            }
            return ExitCode.FAILURE;
        }
    }
}
