package serbench.format;

import java.util.stream.Stream;

/** Format names from the registry, for parameterized tests: a new format is tested without editing a list. */
public final class FormatNames {

    private FormatNames() {
    }

    /** Every format in {@link Formats#all}. */
    public static Stream<String> all() {
        return Formats.all().stream().map(Format::name);
    }

    /** The forms a user's payload file is read in ({@link UserPayloads}). */
    public static Stream<String> userFileForms() {
        return UserPayloads.WIRE_FORMS.stream();
    }

    /** Every format but protobuf's binary form, for which zero bytes are a valid message. */
    public static Stream<String> allButProtobuf() {
        return all().filter(n -> !n.equals("protobuf"));
    }
}
