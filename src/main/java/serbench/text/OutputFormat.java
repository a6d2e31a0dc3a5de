package serbench.text;

import serbench.io.Excerpt;
import serbench.io.WrongArgumentException;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * What {@code --format} asks a command's view to be: plain text for a terminal, markdown, JSON or CSV for tools.
 * Commands take the option as text and convert it here, once, at their edge; each command offers the views it has.
 */
public enum OutputFormat {
    TEXT("text"), MD("md"), JSON("json"), CSV("csv");

    /** The option's value. */
    public final String option;

    OutputFormat(String option) {
        this.option = option;
    }

    /**
     * The format {@code value} names, among those {@code command} offers; a one-line {@link WrongArgumentException}
     * naming them otherwise.
     */
    public static OutputFormat parse(String value, Set<OutputFormat> offered, String command) {
        for (OutputFormat f : offered) {
            if (f.option.equals(value)) {
                return f;
            }
        }
        List<String> names = new ArrayList<>();
        EnumSet.copyOf(offered).forEach(f -> names.add(f.option));
        String last = names.remove(names.size() - 1);
        throw new WrongArgumentException("--format takes " + (names.isEmpty() ? "" : String.join(", ", names) + " or ")
                + last + ", not '" + Excerpt.of(value) + "' (see " + command + " --help)");
    }
}
