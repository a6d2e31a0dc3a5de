package serbench.io;

/**
 * An input file the suite will not read: missing, not a regular file, empty, too large or unreadable. The message
 * is one line naming the file, what is wrong and what to do; the command layer ({@code serbench.cli.Main}, through {@code serbench.cli.UsageException}) prints
 * it and exits 3, like any other bad input file.
 */
public final class InputFileException extends RuntimeException {

    public InputFileException(String message) {
        super(message);
    }

    public InputFileException(String message, Throwable cause) {
        super(message, cause);
    }
}
