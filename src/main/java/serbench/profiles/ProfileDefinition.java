package serbench.profiles;

import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A user's profile definition, from a profiles file or {@code --profile}. Absent parts ({@code null}) are
 * taken from the profile of the same name if there is one (so {@code jdk25.jvm=/opt/jdk-25} keeps the
 * built-in's flags), else default to the current JVM, no flags, the suite's own jar and a generated description.
 */
public record ProfileDefinition(String name, Path jvm, List<String> flags, String description, String source,
                                Path jar) {

    public ProfileDefinition(String name, Path jvm, List<String> flags, String description, String source) {
        this(name, jvm, flags, description, source, null);
    }

    /** Allowed profile names: they appear in file names and property keys. */
    public static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_-]*");

    Profile applyTo(Profile existing) {
        JvmLocator locator = jvm != null ? new JvmLocator.Fixed(jvm)
                : existing != null ? existing.jvm() : JvmLocator.CURRENT;
        List<String> f = flags != null ? flags : existing != null ? existing.flags() : List.of();
        String d = description != null ? description
                : existing != null ? existing.description() : "user profile (" + source + ")";
        String s = existing != null && !existing.source().equals(source) ? source + ", over " + existing.source() : source;
        BenchmarksJar j = jar != null ? new BenchmarksJar.Fixed(jar)
                : existing != null ? existing.jar() : BenchmarksJar.CURRENT;
        return new Profile(name, d, locator, f, s, j);
    }
}
