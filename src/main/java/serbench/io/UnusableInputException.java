package serbench.io;

/**
 * An input the suite cannot use: a file that is missing, unreadable, of the wrong kind (not a JMH result file, a
 * foreign manifest), or that holds nothing to work on. The message is one line naming the input, what is wrong and
 * what to do; the command line prints it.
 */
public class UnusableInputException extends RuntimeException {

    public UnusableInputException(String message) {
        super(message);
    }

    public UnusableInputException(String message, Throwable cause) {
        super(message, cause);
    }
}
