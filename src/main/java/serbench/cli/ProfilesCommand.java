package serbench.cli;

import serbench.io.WrongArgumentException;

import serbench.profiles.ProfileCheck;
import serbench.profiles.ProfileOptions;
import serbench.text.Escape;
import serbench.text.TextTable;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code profiles [--profiles-file FILE] [--profile DEF]...}: lists every profile with its flags, JVM,
 * JVM version, benchmarks jar and whether it can run here (a missing variant jar: how to build it). A profile that cannot run is reported, not an error: the
 * exit code is 0 unless the arguments or the profiles file are wrong.
 */
final class ProfilesCommand {

    static final String USAGE = "usage: profiles " + ProfileOptions.USAGE + " [--debug]";

    private ProfilesCommand() {
    }

    public static int run(String[] args, PrintStream out, PrintStream err) {
        return run(args, out, Path.of(""));
    }

    static int run(String[] args, PrintStream out, Path workDir) {
        ProfileOptions.Parsed parsed = ProfileOptions.parse(List.of(args), workDir);
        if (parsed.rest().contains("-h") || parsed.rest().contains("--help")) {
            out.println(USAGE);
            return 0;
        }
        if (!parsed.rest().isEmpty()) {
            throw new WrongArgumentException("unknown argument '" + parsed.rest().get(0) + "'; " + USAGE);
        }
        List<ProfileCheck> checks = ProfileCheck.of(parsed.profiles().all());
        out.print(table(checks));
        List<ProfileCheck> unavailable = checks.stream().filter(c -> !c.available()).toList();
        if (!unavailable.isEmpty()) {
            out.println();
            unavailable.forEach(c -> out.println(Escape.line(c.profile().name() + ": " + c.problem())));
        }
        out.println();
        out.println(parsed.file() == null
                ? "Profiles file: none (define profiles in " + ProfileOptions.DEFAULT_FILE
                        + " or --profiles-file FILE: NAME.flags=..., NAME.jvm=..., NAME.jar=..., NAME.description=...)"
                : "Profiles file: " + Escape.line(parsed.file().toString()));
        return 0;
    }

    static String table(List<ProfileCheck> checks) {
        String[] head = {"profile", "runs here", "flags", "jvm", "version", "benchmarks", "description"};
        String[][] rows = checks.stream().map(c -> new String[]{
                c.profile().name(), c.available() ? "yes" : "no", c.profile().flagsText(), c.javaText(),
                c.versionText(), c.profile().jar().label(), c.profile().description()}).toArray(String[][]::new);
        return TextTable.render(head, rows, head.length);
    }
}
