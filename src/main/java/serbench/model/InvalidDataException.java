package serbench.model;

/**
 * The suite's own refusal of decoded data that the parser accepted but the model cannot hold: an enum number
 * outside the enum, a required field missing, an empty record list, text that not every format can carry, an
 * {@code xs:duration} that overflows. It is the only exception besides the parsers' own failure signals that a
 * decode of a user's file may end in (as the cause of a {@code PayloadException}); any other exception from the
 * suite's code on that path is a bug. The message says what is wrong, without the format or model (the caller
 * adds them).
 */
public final class InvalidDataException extends RuntimeException {

    public InvalidDataException(String message) {
        super(message);
    }
}
