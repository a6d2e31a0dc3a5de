package serbench.cli;

import serbench.text.Escape;
import serbench.text.TextWidth;
import serbench.cli.args.ExitCode;

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

    /** The suite's part: usage, one line per command, and the run-length defaults its benchmarks declare. */
    static String commands() {
        StringBuilder sb = new StringBuilder();
        sb.append("usage: java -jar target/benchmarks.jar [--budget DURATION]   (the answer run: protobuf vs JSON vs XML,"
                + "\n         every ratio decided or the budget, default " + AnswerRunCommand.DEFAULT_BUDGET + ", spent)\n");
        sb.append("       java -jar target/benchmarks.jar --model NAME [--input INPUT] [--budget DURATION]\n"
                + "         (the same for a model generated from your own .proto: docs/own-proto.md)\n");
        sb.append("       java -jar target/benchmarks.jar COMMAND [options]   (COMMAND --help for its options)\n");
        sb.append("       java -jar target/benchmarks.jar [JMH options] [benchmark regexps]\n\n");
        sb.append("With no argument the jar makes the answer run: it measures, records results/<time>-answer/ and"
                + " prints\nthe answer; it stops when every ratio is decided, at most after "
                + AnswerRunCommand.DEFAULT_BUDGET + ".\n\n");
        sb.append("commands:\n");
        int width = Main.COMMANDS.keySet().stream().mapToInt(String::length).max().orElse(0);
        for (Map.Entry<String, Main.Command> e : Main.COMMANDS.entrySet()) {
            sb.append("  ").append(String.format("%-" + width + "s", e.getKey())).append("  ")
                    .append(summary(e.getKey())).append('\n');
        }
        sb.append('\n').append(runDefaults());
        return sb.toString();
    }

    /**
     * The run length the suite's benchmarks declare (their {@code @Fork}, {@code @Warmup}, {@code @Measurement} and
     * {@code @BenchmarkMode}), read from the jar's benchmark list: what a run uses unless -f, -wi, -w, -i, -r or -bm
     * say otherwise, in place of the JMH defaults its option list shows.
     */
    static String runDefaults() {
        java.util.Collection<org.openjdk.jmh.runner.BenchmarkListEntry> all;
        try {
            all = org.openjdk.jmh.runner.BenchmarkList.defaultList().getAll(
                    org.openjdk.jmh.runner.format.OutputFormatFactory.createFormatInstance(
                            new PrintStream(java.io.OutputStream.nullOutputStream()),
                            org.openjdk.jmh.runner.options.VerboseMode.SILENT), java.util.List.of());
        } catch (RuntimeException noList) {
            return "";
        }
        java.util.function.Function<java.util.function.Function<org.openjdk.jmh.runner.BenchmarkListEntry, String>,
                String> values = f -> {
            Map<String, Long> counts = all.stream().collect(java.util.stream.Collectors.groupingBy(f,
                    java.util.TreeMap::new, java.util.stream.Collectors.counting()));
            return counts.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed())
                    .map(e -> counts.size() == 1 ? e.getKey() : e.getKey() + " (" + e.getValue() + ")")
                    .collect(java.util.stream.Collectors.joining(", "));
        };
        String length = "forks " + values.apply(e -> shown(e.getForks()))
                + "; warm-up " + values.apply(e -> shown(e.getWarmupIterations()) + " x " + shown(e.getWarmupTime()))
                + "; measurement " + values.apply(e -> shown(e.getMeasurementIterations()) + " x "
                + shown(e.getMeasurementTime()))
                + "; mode " + values.apply(e -> e.getMode().shortLabel());
        return "the suite's run length (each benchmark's own annotations, in place of JMH's defaults below; benchmark"
                + "\nmethods per value when they differ):\n"
                + TextWidth.wrapped(length, TextWidth.DEFAULT, "  ", "    ")
                + TextWidth.wrapped("every run through the jar or 'run' is recorded as JMH JSON with a"
                + " manifest in results/<time>-<label>/", TextWidth.DEFAULT, "  ", "    ");
    }

    /** A value a benchmark declares, or {@code JMH's} when it leaves it to JMH's default. */
    private static String shown(org.openjdk.jmh.util.Optional<?> value) {
        return value.hasValue() ? String.valueOf(value.get()) : "JMH's";
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
