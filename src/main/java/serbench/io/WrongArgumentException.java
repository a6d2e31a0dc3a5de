package serbench.io;

/**
 * A wrong, missing or conflicting argument: an unknown option, a value out of range, a name that is not in a
 * registry. The message is one line saying what is wrong and what to give instead; the command line prints it.
 */
public final class WrongArgumentException extends RuntimeException {

    public WrongArgumentException(String message) {
        super(message);
    }
}
