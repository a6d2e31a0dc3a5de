package serbench.cli.args;

import serbench.io.WrongArgumentException;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * What {@code --format} asks a command's view to be: plain text for a terminal, markdown, JSON or CSV for tools.
 * picocli converts the option at the edge ({@link Converters}); each command offers the views it has.
 */
public enum OutputFormat {
    TEXT("text"), MD("md"), JSON("json"), CSV("csv");

    /** The option's value. */
    public final String option;

    OutputFormat(String option) {
        this.option = option;
    }

    /**
     * The format {@code value} names among those a command offers; a one-line {@link WrongArgumentException} naming
     * them otherwise ({@link Converters}: the caller adds the option, the value and the command).
     */
    public static OutputFormat of(String value, Set<OutputFormat> offered) {
        for (OutputFormat f : offered) {
            if (f.option.equals(value)) {
                return f;
            }
        }
        List<String> names = new ArrayList<>();
        EnumSet.copyOf(offered).forEach(f -> names.add(f.option));
        String last = names.remove(names.size() - 1);
        throw new WrongArgumentException("give " + (names.isEmpty() ? "" : String.join(", ", names) + " or ")
                + last);
    }
}
