package serbench.cli.args;

import serbench.io.UnusableInputException;
import serbench.io.WrongArgumentException;
import serbench.run.RunDirectory;
import serbench.results.Measure;

import serbench.io.Excerpt;
import serbench.text.TextWidth;

import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;

import java.io.PrintStream;
import java.util.List;

/**
 * A suite command's arguments read with picocli from the one declaration of its options (a class annotated with
 * {@code @Command}, its fields with {@code @Option} and {@code @Parameters}, the {@link Common} mixin for
 * {@code --help} and {@code --debug}): the usage, the defaults, the help, the typo hints and the errors all come from
 * it. A parse error becomes one line ({@link WrongArgumentException}: what is wrong, and {@code see NAME --help}),
 * which {@link Main#run} prints with exit code 2.
 */
public final class Cli {

    /** The options every command has. */
    public static final class Common {
        @CommandLine.Option(names = {"-h", "--help"}, usageHelp = true, description = "print this help and exit")
        public boolean help;

        @CommandLine.Option(names = "--debug", description = "print the stack trace of an error")
        public boolean debug;
    }

    /** {@code --metric}: what a command compares, for every command that compares ({@link Measure}). */
    public static final class MetricOption {
        @CommandLine.Option(names = "--metric", paramLabel = "NAME", defaultValue = "time",
                converter = Converters.Metric.class, description = {
                "what to compare (default: ${DEFAULT-VALUE}): 'time' JMH's score (wall time per operation);"
                        + " 'cpu' the benchmark threads' CPU time per operation; 'cpu-all' the whole JVM's (GC and JIT"
                        + " threads too); 'alloc' bytes allocated per operation. run records all four"})
        public Measure measure;
    }

    private Cli() {
    }

    /**
     * A results directory that cannot take a run, in a command's words: freeing space when the disk is full, else
     * {@code chooseAnother}, how that command chooses another directory.
     */
    public static UnusableInputException unwritable(RunDirectory.Unwritable e, String chooseAnother) {
        return e.diskFull ? e : new UnusableInputException(e.problem + "; " + chooseAnother);
    }

    /**
     * {@code check}'s value; its usage error, if any, as one line that names {@code option}, the option whose value it
     * checked. Below the command line a usage error says what is wrong with a value, worded to follow the option's
     * name ({@code "'x y': use letters, ..."}); the flags are named here, in {@code cli/}.
     */
    public static <T> T forOption(String option, java.util.function.Supplier<T> check) {
        try {
            return check.get();
        } catch (WrongArgumentException e) {
            throw new WrongArgumentException(option + " " + e.getMessage());
        }
    }

    /**
     * Reads {@code args} into {@code options}; returns false when help was asked for (printed on {@code out}), true
     * when the command should run.
     */
    public static boolean parse(Object options, String[] args, PrintStream out) {
        return parse(options, args, out, List.of());
    }

    /** {@link #parse(Object, String[], PrintStream)} with {@code moreHelp} printed after the declared help. */
    public static boolean parse(Object options, String[] args, PrintStream out, List<String> moreHelp) {
        CommandLine cl = commandLine(options);
        if (!moreHelp.isEmpty()) {
            List<String> footer = new java.util.ArrayList<>(List.of(cl.getCommandSpec().usageMessage().footer()));
            moreHelp.forEach(l -> footer.add(l.replace("%", "%%")));
            cl.getCommandSpec().usageMessage().footer(footer.toArray(new String[0]));
        }
        try {
            cl.parseArgs(args);
        } catch (CommandLine.ParameterException e) {
            throw new WrongArgumentException(message(e) + " (see " + cl.getCommandName() + " --help)");
        }
        if (cl.isUsageHelpRequested()) {
            String usage = cl.getUsageMessage(CommandLine.Help.Ansi.OFF);
            out.print(usage.endsWith("\n") ? usage : usage + "\n");
            return false;
        }
        return true;
    }

    /** The picocli command line of one command's options, as every command uses it. */
    public static CommandLine commandLine(Object options) {
        CommandLine cl = new CommandLine(options);
        cl.setExpandAtFiles(false);
        cl.setUsageHelpWidth(TextWidth.DEFAULT);
        cl.setUsageHelpLongOptionsMaxWidth(28);
        cl.setOverwrittenOptionsAllowed(true);
        cl.getCommandSpec().usageMessage().synopsisHeading("usage: ").sortOptions(false);
        return cl;
    }

    /** The usage text of {@code options} (what {@code --help} prints). */
    public static String usage(Object options) {
        return commandLine(options).getUsageMessage(CommandLine.Help.Ansi.OFF);
    }

    /** An argument {@code run}-like commands pass on, starting with {@code --}: an unknown option with a hint. */
    public static WrongArgumentException unknownOption(Object options, String arg) {
        CommandLine cl = commandLine(options);
        CommandLine.UnmatchedArgumentException e = new CommandLine.UnmatchedArgumentException(cl, List.of(arg));
        return new WrongArgumentException(message(e) + " (see " + cl.getCommandName() + " --help)");
    }

    /** The option names closest to {@code arg} (at most two edits, or the same first two letters), closest first. */
    public static List<String> suggestions(CommandLine cl, String arg) {
        String typed = arg.contains("=") ? arg.substring(0, arg.indexOf('=')) : arg;
        String bare = typed.replaceFirst("^-+", "");
        return cl.getCommandSpec().options().stream().filter(o -> !o.hidden()).map(OptionSpec::longestName)
                .filter(n -> n.startsWith("--")).distinct()
                .map(n -> java.util.Map.entry(n, distance(bare, n.substring(2))))
                .filter(e -> e.getValue() <= 2 || (bare.length() >= 2 && e.getKey().substring(2).startsWith(bare.substring(0, 2))))
                .sorted(java.util.Map.Entry.comparingByValue()).map(java.util.Map.Entry::getKey).limit(2).toList();
    }

    /** The Levenshtein distance of two strings. */
    private static int distance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                cur[j] = Math.min(Math.min(cur[j - 1], prev[j]) + 1, prev[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1));
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }

    private static String message(CommandLine.ParameterException e) {
        if (e.getCause() instanceof WrongArgumentException w) {
            // a converter's refusal (Converters): the option, the value, what the option takes
            String name = e.getArgSpec() instanceof OptionSpec o ? o.longestName()
                    : e.getArgSpec() == null ? "" : e.getArgSpec().paramLabel();
            return name + " '" + Excerpt.of(e.getValue()) + "': " + w.getMessage();
        }
        if (e instanceof CommandLine.UnmatchedArgumentException u) {
            String arg = u.getUnmatched().isEmpty() ? "" : u.getUnmatched().get(0);
            if (u.isUnknownOption() || arg.startsWith("-")) {
                List<String> hints = suggestions(u.getCommandLine(), arg);
                return "unknown option '" + Excerpt.of(arg) + "'"
                        + (hints.isEmpty() ? "" : "; did you mean " + String.join(" or ", hints.stream().limit(2).toList()) + "?");
            }
            return "unexpected argument '" + Excerpt.of(arg) + "'";
        }
        if (e instanceof CommandLine.MissingParameterException m && !m.getMissing().isEmpty()
                && m.getMissing().get(0) instanceof OptionSpec o && e.getMessage().startsWith("Missing required parameter")) {
            return o.longestName() + " needs a value (" + o.paramLabel() + ")";
        }
        if (e instanceof CommandLine.MissingParameterException m && !m.getMissing().isEmpty()) {
            ArgSpec a = m.getMissing().get(0);
            return "missing " + (a instanceof OptionSpec o ? o.longestName() : a.paramLabel());
        }
        String text = e.getMessage() == null ? e.toString() : e.getMessage();
        return text.isEmpty() ? text : Character.toLowerCase(text.charAt(0)) + text.substring(1);
    }
}
