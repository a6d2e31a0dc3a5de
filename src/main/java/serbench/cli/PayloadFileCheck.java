package serbench.cli;

import serbench.io.UnusableInputException;
import serbench.io.WrongArgumentException;
import serbench.text.Escape;
import serbench.run.RecordedJmhRun;
import serbench.run.RunPlan;
import serbench.cli.args.ExitCode;
import serbench.cli.args.ParamCheck;

import org.openjdk.jmh.runner.options.CommandLineOptions;

import java.util.List;




/**
 * The plain JMH path's check, before JMH starts any fork or a run directory is made: a recorded run must select a
 * benchmark (a mistyped command is not a regexp that matches nothing), and its {@code -p} values ({@link ParamCheck}, which {@code run}
 * uses too): a value the matched benchmarks do not accept is exit 2, a payload file that cannot be read or decoded
 * exit 3, one line each, not a stack trace in every fork.
 */
public final class PayloadFileCheck {

    private PayloadFileCheck() {
    }

    /**
     * A run that would be recorded must select a benchmark: otherwise a usage error, before any directory is made,
     * that names the command a mistyped first word was meant to be ({@code anwser}: {@code answer}).
     */
    private static void requireMatch(CommandLineOptions o) {
        try {
            RunPlan.matchBenchmarks(o);
        } catch (WrongArgumentException e) {
            throw new WrongArgumentException(Main.didYouMean(o.getIncludes()) + e.getMessage());
        }
    }

    /**
     * The exit code to stop with after printing the refusal, or -1 to hand the command line to JMH (also when JMH
     * itself will refuse the options).
     */
    public static int checkJmhCommandLine(String[] args, java.io.PrintStream err) {
        CommandLineOptions o;
        try {
            o = new CommandLineOptions(args);
        } catch (Exception e) {
            return -1; // JMH says what is wrong with its own options
        }
        try {
            if (RecordedJmhRun.applies(args)) {
                requireMatch(o);
            }
            ParamCheck.checkJmhCommandLine(o, List.of(args));
            return -1;
        } catch (WrongArgumentException | UnusableInputException e) {
            err.println("serbench: " + Escape.line(e.getMessage()));
            return ExitCode.of(e);
        }
    }
}
