package serbench.cli;

import serbench.text.Escape;

import org.openjdk.jmh.runner.options.CommandLineOptions;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * {@code -h}, {@code --help} and {@code help}: the suite's commands first, one line each (the first line of the
 * command's own {@code --help}, its picocli {@code header}), then JMH's options; {@code help COMMAND} is that
 * command's help. The word {@code help} is never taken as a benchmark regexp.
 */
final class SuiteHelp {

    private SuiteHelp() {
    }

    /** Whether {@code args} ask for the suite's help rather than a JMH run. */
    static boolean asked(String[] args) {
        return args.length > 0 && (args[0].equals("help")
                || args.length == 1 && (args[0].equals("-h") || args[0].equals("--help")));
    }

    /** Prints the help {@code args} ask for; JMH's part goes to {@code System.out}, where JMH prints it. */
    static int print(String[] args, PrintStream out, PrintStream err) throws Exception {
        if (args[0].equals("help") && args.length > 1) {
            if (!Main.COMMANDS.containsKey(args[1])) {
                err.println("serbench help: unknown command '" + Escape.line(args[1]) + "'; one of "
                        + String.join(", ", Main.COMMANDS.keySet()) + " (or -h for JMH's options)");
                return ExitCode.BAD_ARGUMENTS;
            }
            return Main.run(new String[]{args[1], "--help"}, out, err);
        }
        out.print(commands());
        out.println();
        out.println("JMH's options (a run without a command: java -jar target/benchmarks.jar [JMH options] [regexps]):");
        out.flush();
        new CommandLineOptions("-h").showHelp();
        return ExitCode.OK;
    }

    /** The suite's part: usage and one line per command. */
    static String commands() {
        StringBuilder sb = new StringBuilder();
        sb.append("usage: java -jar target/benchmarks.jar [--budget DURATION]   (the answer run: protobuf vs JSON vs XML,"
                + "\n         every ratio decided or the budget, default " + AnswerRunCommand.DEFAULT_BUDGET + ", spent)\n");
        sb.append("       java -jar target/benchmarks.jar COMMAND [options]   (COMMAND --help for its options)\n");
        sb.append("       java -jar target/benchmarks.jar [JMH options] [benchmark regexps]\n\n");
        sb.append("commands:\n");
        int width = Main.COMMANDS.keySet().stream().mapToInt(String::length).max().orElse(0);
        for (Map.Entry<String, Main.Command> e : Main.COMMANDS.entrySet()) {
            sb.append("  ").append(String.format("%-" + width + "s", e.getKey())).append("  ")
                    .append(summary(e.getKey())).append('\n');
        }
        return sb.toString();
    }

    /** The first line of {@code COMMAND --help}. */
    private static String summary(String command) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Main.run(new String[]{command, "--help"}, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8).lines().findFirst().orElse("").strip();
    }
}
