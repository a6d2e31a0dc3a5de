package serbench.cli;

import serbench.text.Escape;
import serbench.io.Excerpt;
import serbench.io.WrongArgumentException;
import serbench.render.AnswerView;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Unmatched;
import serbench.run.RecordedJmhRun;
import serbench.cli.args.Cli;
import serbench.cli.args.ExitCode;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code survey [JMH options]}: every benchmark of the suite at its default params and run length, as a plain JMH run
 * recorded in {@code results/<time>-survey/} (JMH's JSON, its output, a manifest; {@link RecordedJmhRun}), ending with
 * the answer table where formats were measured side by side. {@link #LEFT_OUT} are not run: the answer run's
 * benchmark, whose operations the survey measures in forks of their own ({@code SerializeBench},
 * {@code DeserializeBench}), and {@code PlainLibraryBench}, each codec against its library's plain path, which is a
 * check of the codecs with a run of its own ({@code scripts/record-evidence.sh plain-library}), not a figure of the
 * formats. JMH options pass through.
 */
public final class SurveyCommand {

    /** The benchmark classes the survey leaves out, and why: see the class comment. */
    public static final List<String> LEFT_OUT = List.of(AnswerRunCommand.BENCHMARK, "serbench.bench.PlainLibraryBench");

    /** The label of the survey's run directory. */
    public static final String LABEL = "survey";

    @Command(name = "survey", sortOptions = false,
            header = "every benchmark at its defaults, recorded in results/<time>-survey/",
            customSynopsis = "survey [JMH options] [benchmark regexps]",
            description = {"Runs every benchmark of the suite (AlternatingBench and PlainLibraryBench aside) at its default"
                    + " params and run length as a plain JMH run, and records it: JMH's JSON (default.json), its output"
                    + " and a manifest, for answer, compare, report and claims. JMH options pass through."},
            footer = {"examples:", "  survey", "  survey -f 1 -e Gateway", ""})
    static final class Options {
        @Mixin
        Cli.Common common;

        @Unmatched
        List<String> jmhArgs = new ArrayList<>();
    }

    private SurveyCommand() {
    }

    /** The JMH options a recorded survey cannot take, refused in one line: listing, options JMH cannot parse, no forks. */
    private static void checkBeforeAnyFork(List<String> jmhArgs) {
        for (String a : jmhArgs) {
            if (a.equals("-l") || a.equals("-lp") || a.equals("-lprof") || a.equals("-lrf") || a.equals("-h")) {
                throw new WrongArgumentException("survey runs benchmarks and lists none; list them with java -jar"
                        + " target/benchmarks.jar " + a);
            }
        }
        org.openjdk.jmh.runner.options.CommandLineOptions parsed;
        try {
            parsed = new org.openjdk.jmh.runner.options.CommandLineOptions(jmhArgs.toArray(new String[0]));
        } catch (org.openjdk.jmh.runner.options.CommandLineOptionException e) {
            throw new WrongArgumentException("survey: " + Escape.line(Excerpt.of(String.valueOf(e.getMessage())))
                    + "; survey takes JMH's options (survey -f 1 -e Gateway)");
        }
        if (parsed.getResult().hasValue() || parsed.getResultFormat().hasValue()) {
            throw new WrongArgumentException("survey records its own JMH JSON (default.json in its run directory);"
                    + " leave out -rf and -rff");
        }
        if (parsed.getForkCount().hasValue() && parsed.getForkCount().get() < 1) {
            throw new WrongArgumentException("survey -f " + parsed.getForkCount().get() + ": a recorded run needs at"
                    + " least one fork (-f 1)");
        }
    }

    public static int run(String[] args, PrintStream out, PrintStream err) throws Exception {
        Options o = new Options();
        if (!Cli.parse(o, args, out)) {
            return ExitCode.OK;
        }
        for (String a : o.jmhArgs) {
            if (a.startsWith("--")) {
                throw Cli.unknownOption(new Options(), a);
            }
        }
        List<String> jmhArgs = new ArrayList<>(o.jmhArgs);
        checkBeforeAnyFork(jmhArgs);
        LEFT_OUT.forEach(b -> jmhArgs.addAll(List.of("-e", b)));
        // what the survey would not run, the params its benchmarks do not take, files that cannot be read: one line,
        // before any directory is written or any fork starts
        int refused = PayloadFileCheck.checkJmhCommandLine(jmhArgs.toArray(new String[0]), err);
        if (refused >= 0) {
            return refused;
        }
        return Main.recorded(() -> RecordedJmhRun.run(jmhArgs.toArray(new String[0]), LABEL,
                Path.of(System.getProperty(Main.RESULTS_PROPERTY, "results")), AnswerView::afterRun, out, err));
    }
}
