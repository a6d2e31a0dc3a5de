package serbench.model;

import com.google.protobuf.Message;

/** For tests elsewhere: a message with every absent field, message and empty list filled, all the way down. */
public final class Filled {

    private Filled() {
    }

    @SuppressWarnings("unchecked")
    public static <M extends Message> M of(M message) {
        return (M) DigestCoverageTest.filled(message, 0);
    }
}
