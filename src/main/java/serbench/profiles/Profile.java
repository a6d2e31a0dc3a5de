package serbench.profiles;

import java.util.List;
import java.util.Objects;

/**
 * A named way to run the benchmarks: which JVM runs the forks, which flags they get on top of the
 * benchmark's own ({@code jvmArgsAppend}), and which benchmarks jar they load (the suite's own, or a variant built
 * against other library versions).
 *
 * @param name        the name used on the command line ({@code [A-Za-z0-9][A-Za-z0-9_-]*})
 * @param description one line for people
 * @param jvm         how to find the {@code java} executable of the forks
 * @param flags       the JVM options appended to each fork's command line
 * @param source      where the profile was defined: {@code built-in}, a file, or {@code command line}
 * @param jar         where the forks load the benchmarks from
 */
public record Profile(String name, String description, JvmLocator jvm, List<String> flags, String source,
                      BenchmarksJar jar) {

    /** A profile on the suite's own benchmarks jar. */
    public Profile(String name, String description, JvmLocator jvm, List<String> flags, String source) {
        this(name, description, jvm, flags, source, BenchmarksJar.CURRENT);
    }

    public Profile {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(jvm, "jvm");
        flags = List.copyOf(flags);
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(jar, "jar");
    }

    /** The flags as one space-separated string, or {@code (none)}. */
    public String flagsText() {
        return flags.isEmpty() ? "(none)" : String.join(" ", flags);
    }
}
