package serbench.io;

/**
 * An input file the suite will not read: missing, not a regular file, empty, too large or unreadable. The message
 * is one line naming the file, what is wrong and what to do.
 */
public final class InputFileException extends UnusableInputException {

    public InputFileException(String message) {
        super(message);
    }

    public InputFileException(String message, Throwable cause) {
        super(message, cause);
    }
}
