package serbench.cli.args;

import serbench.io.UnusableInputException;
import serbench.io.WrongArgumentException;

/**
 * The exit codes of the suite's commands, and the one place where a failure becomes one: 0 success, 1 an
 * unexpected failure, 2 wrong arguments, 3 an input that cannot be used. A command may document more
 * ({@code compare}: 4 and 5; {@code run}: 6).
 */
public final class ExitCode {

    public static final int OK = 0;
    public static final int FAILURE = 1;
    /** Wrong or missing arguments. */
    public static final int BAD_ARGUMENTS = 2;
    /** A file that is missing, unreadable, or not what the command reads. */
    public static final int BAD_INPUT = 3;
    /** {@code compare --fail-on-regression}: a row's 95% interval lies wholly beyond the threshold. */
    public static final int REGRESSION = 4;
    /**
     * {@code compare --fail-on-regression}: no regression, but the gate could not decide: some row's interval reaches
     * across the threshold or there is none, or some row was not compared.
     */
    public static final int UNDETECTABLE = 5;
    /** {@code run}: a profile failed (a fork threw or gave no results) or ended without any result. */
    public static final int NO_RESULTS = 6;

    private ExitCode() {
    }

    /** The exit code for a command that ended with {@code failure}. */
    public static int of(Throwable failure) {
        if (failure instanceof WrongArgumentException) {
            return BAD_ARGUMENTS;
        }
        if (failure instanceof UnusableInputException) {
            return BAD_INPUT;
        }
        return FAILURE;
    }
}
