package serbench.cli;

import serbench.run.RecordedJmhRun;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code survey [JMH options]}: every benchmark of the suite at its default params and run length, as a plain JMH run
 * recorded in {@code results/<time>-survey/} (JMH's JSON, its output, a manifest), ending with the answer table where
 * formats were measured side by side. The answer run's {@code AlternatingBench} is left out: the survey measures the
 * same operations in forks of their own ({@code SerializeBench}, {@code DeserializeBench}). JMH options pass through
 * ({@code survey -f 1}, {@code survey -e Gateway}).
 */
public final class SurveyCommand {

    /** The label of the survey's run directory. */
    public static final String LABEL = "survey";

    private SurveyCommand() {
    }

    public static int run(String[] args, PrintStream out, PrintStream err) throws Exception {
        if (List.of(args).contains("--help") || List.of(args).contains("-h")) {
            out.println("survey [JMH options]: every benchmark at its default params and run length (AlternatingBench,"
                    + " the answer run's, left out), recorded in results/<time>-survey/; JMH options pass through.");
            return ExitCode.OK;
        }
        List<String> jmhArgs = new ArrayList<>(List.of(args));
        jmhArgs.addAll(List.of("-e", AnswerRunCommand.BENCHMARK));
        return RecordedJmhRun.run(jmhArgs.toArray(new String[0]), LABEL,
                Path.of(System.getProperty(Main.RESULTS_PROPERTY, "results")), out, err);
    }
}
