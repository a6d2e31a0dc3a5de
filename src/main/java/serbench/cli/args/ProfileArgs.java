package serbench.cli.args;

import serbench.profiles.ProfileDefinition;
import serbench.profiles.ProfileOptions;

import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The options {@code profiles} and {@code run} share to define profiles ({@link ProfileOptions}), declared once. */
public final class ProfileArgs {

    @Option(names = "--profiles-file", paramLabel = "FILE", description = "profiles to add, as Java properties"
            + " (NAME.flags=..., NAME.jvm=..., NAME.jar=..., NAME.description=...); default: "
            + ProfileOptions.DEFAULT_FILE + " here when it exists")
    public String file;

    @Option(names = "--profile", paramLabel = "NAME[@JAVA]=FLAG,FLAG", description = "a profile defined on the"
            + " command line (repeatable), e.g. --profile big-heap=-Xmx4g; NAME@/path/to/java alone changes the JVM")
    public List<String> definitions = new ArrayList<>();

    /** The built-in profiles with those of the file and of the command line, paths relative to {@code workDir}. */
    public ProfileOptions.Parsed profiles(Path workDir) {
        List<ProfileDefinition> defined = definitions.stream()
                .map(d -> Cli.forOption("--profile", () -> ProfileOptions.parseDefinition(d))).toList();
        return ProfileOptions.of(file == null ? null : workDir.resolve(file), defined, workDir);
    }
}
