package serbench.cli;

import serbench.profiles.ProfileCheck;
import serbench.profiles.ProfileOptions;
import serbench.text.Escape;
import serbench.text.TextTable;
import serbench.text.TextWidth;
import serbench.cli.args.Cli;
import serbench.cli.args.ExitCode;
import serbench.cli.args.ProfileArgs;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code profiles}: lists every profile with its flags, JVM,
 * JVM version, benchmarks jar and whether it can run here (a missing variant jar: how to build it). A profile that cannot run is reported, not an error: the
 * exit code is 0 unless the arguments or the profiles file are wrong.
 */
final class ProfilesCommand {

    /** The options, declared once: picocli reads them and prints their help. */
    @Command(name = "profiles", sortOptions = false,
            header = "list the profiles (JVM flags, JVM, benchmarks jar) and whether each can run here",
            description = "Lists every profile (built-in, from the profiles file, from --profile) with its flags, JVM,"
                    + " JVM version, benchmarks jar and whether it can run here.",
            footer = {"examples:", "  profiles", "  profiles --profile big-heap=-Xmx4g,-XX:+AlwaysPreTouch",
                    "exit codes: 0 ok (a profile that cannot run here is reported, not an error), 2 bad arguments,",
                    "  3 a bad profiles file"})
    static final class Options {
        @Mixin
        ProfileArgs profiles;

        @Option(names = "--wide", description = "every column (the JVM's path and version) and whole lines;"
                + " by default the table fits in 100 columns")
        boolean wide;

        @Mixin
        Cli.Common common;
    }

    private ProfilesCommand() {
    }

    public static int run(String[] args, PrintStream out, PrintStream err) {
        return run(args, out, Path.of(""));
    }

    static int run(String[] args, PrintStream out, Path workDir) {
        Options o = new Options();
        if (!Cli.parse(o, args, out)) {
            return ExitCode.OK;
        }
        ProfileOptions.Parsed parsed = o.profiles.profiles(workDir);
        List<ProfileCheck> checks = ProfileCheck.of(parsed.profiles().all());
        out.print(table(checks, o.wide));
        List<ProfileCheck> unavailable = checks.stream().filter(c -> !c.available()).toList();
        if (!unavailable.isEmpty()) {
            out.println();
            unavailable.forEach(c -> out.print(TextWidth.wrapped(Escape.line(c.profile().name() + ": " + c.problem()),
                    TextWidth.of(o.wide), "", "  ")));
        }
        out.println();
        int width = TextWidth.of(o.wide);
        out.print(TextWidth.wrapped(parsed.file() == null
                ? "none (define profiles in " + ProfileOptions.DEFAULT_FILE
                        + " or --profiles-file FILE: NAME.flags=..., NAME.jvm=..., NAME.jar=..., NAME.description=...)"
                : Escape.line(parsed.file().toString()), width, "Profiles file: ", "  "));
        return 0;
    }

    /**
     * The table: wide, every column; narrow, the profile, whether it runs here, its flags and jar, the description
     * wrapped below each row (the JVM's path and version are {@code --wide}'s).
     */
    static String table(List<ProfileCheck> checks, boolean wide) {
        if (wide) {
            String[] head = {"profile", "runs here", "flags", "jvm", "version", "benchmarks", "description"};
            String[][] rows = checks.stream().map(c -> new String[]{
                    c.profile().name(), c.available() ? "yes" : "no", c.profile().flagsText(), c.javaText(),
                    c.versionText(), c.profile().jar().label(), c.profile().description()}).toArray(String[][]::new);
            return TextTable.render(head, rows, head.length);
        }
        String[] head = {"profile", "runs here", "flags", "benchmarks"};
        String[][] rows = checks.stream().map(c -> new String[]{c.profile().name(), c.available() ? "yes" : "no",
                c.profile().flagsText(), c.profile().jar().label()}).toArray(String[][]::new);
        String[] lines = TextTable.render(head, rows, head.length).split("\n");
        StringBuilder sb = new StringBuilder(lines[0]).append('\n');
        for (int i = 1; i < lines.length; i++) {
            sb.append(lines[i]).append('\n');
            String description = checks.get(i - 1).profile().description();
            if (!description.isBlank()) {
                sb.append(TextWidth.wrapped(Escape.line(description), TextWidth.DEFAULT, "    ", "    "));
            }
        }
        return sb.toString();
    }
}
