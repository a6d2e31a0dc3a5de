package serbench.cli;

/**
 * A command cannot go on: wrong arguments, or an input it cannot use. {@link Main} prints the message as one
 * line and exits with {@link #exitCode()}; the stack trace only with {@code --debug}.
 */
public final class UsageException extends RuntimeException {

    /** Wrong or missing arguments. */
    public static final int BAD_ARGUMENTS = 2;
    /** A file that is missing, unreadable, or not what the command reads. */
    public static final int BAD_INPUT = 3;

    private final int exitCode;

    public UsageException(int exitCode, String message) {
        super(message);
        this.exitCode = exitCode;
    }

    public static UsageException badArguments(String message) {
        return new UsageException(BAD_ARGUMENTS, message);
    }

    public static UsageException badInput(String message) {
        return new UsageException(BAD_INPUT, message);
    }

    public int exitCode() {
        return exitCode;
    }
}
