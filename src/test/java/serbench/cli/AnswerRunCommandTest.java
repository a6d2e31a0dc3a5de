package serbench.cli;

import org.junit.jupiter.api.Test;
import serbench.cli.args.ExitCode;
import serbench.run.RunPlan;
import serbench.run.design.Budget;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The main command's options: the budget, a model of one's own .proto and its input; wrong ones refused unrun. */
class AnswerRunCommandTest {

    @Test
    void theOptionsAreTheBudgetAModelAndItsInput() {
        assertEquals(new AnswerRunCommand.Options("15m", null, null), AnswerRunCommand.options(new String[0]));
        assertEquals(new AnswerRunCommand.Options("5m", "order", "file:sample.pb"), AnswerRunCommand.options(
                new String[]{"--model", "order", "--budget=5m", "--input", "file:sample.pb"}));
        assertNull(AnswerRunCommand.options(new String[]{"--model", "order", "--model", "inventory"}),
                "twice the same option is not the answer run's");
        assertNull(AnswerRunCommand.options(new String[]{"-f", "1"}), "JMH's options are not the answer run's");
    }

    @Test
    void aModelsRunMeasuresItsInputAndIsLabelledByTheModel() {
        List<String> built = AnswerRunCommand.runArguments(new AnswerRunCommand.Options("15m", null, null));
        assertTrue(built.containsAll(List.of("--label", "answer")) && !built.contains("-p"), built.toString());
        List<String> own = AnswerRunCommand.runArguments(new AnswerRunCommand.Options("15m", "order", null));
        assertTrue(own.containsAll(List.of("--label", "answer-order", "model=order", "input=default")), own.toString());
        List<String> sample = AnswerRunCommand.runArguments(
                new AnswerRunCommand.Options("15m", "order", "file:sample.pb"));
        assertTrue(sample.contains("input=file:sample.pb"), sample.toString());
    }

    @Test
    void theRunCommandItRecordsPlansWhatItsTypedOptionsPlan() {
        Path dir = Path.of("").toAbsolutePath();
        for (AnswerRunCommand.Options o : List.of(new AnswerRunCommand.Options("15m", null, null),
                new AnswerRunCommand.Options("5m", "counters", null))) {
            RunPlan typed = RunCommand.plan(AnswerRunCommand.request(o, Budget.parse(o.budget()), dir), List.of());
            RunPlan recorded = RunCommand.parse(AnswerRunCommand.runArguments(o), dir);
            assertEquals(summary(recorded), summary(typed), o.toString());
            assertTrue(typed.precision().decide && typed.label().startsWith("answer"), o.toString());
        }
    }

    /** What a plan runs: the profiles, JMH's options, where and under which label, the units and the goal. */
    private static List<Object> summary(RunPlan p) {
        return List.of(p.runs().stream().map(r -> r.profile.name()).toList(), p.jmhArgs(), p.resultsDir(), p.label(),
                p.benchmarks(), p.units(), p.rounds(), p.precision().manifest(), p.quiet(), p.duet() == null);
    }

    @Test
    void theAnswerRunsOptionsMisusedAreAUsageErrorNotJmhs() {
        for (String[] args : new String[][]{{"--budget"}, {"--budget", "5m", "--budget", "6m"},
                {"--budget", "5m", "-f", "1"}, {"--model"}, {"-wi", "1", "--input=file:x.pb"}}) {
            assertTrue(AnswerRunCommand.misused(args), String.join(" ", args));
        }
        for (String[] args : new String[][]{{}, {"--budget", "5m"}, {"SerializeBench", "-f", "1"},
                {"-p", "model=counters", "SerializeBench"}}) {
            assertFalse(AnswerRunCommand.misused(args), String.join(" ", args));
        }
    }

    @Test
    void aBudgetTooShortForOneRoundIsRefusedBeforeAnythingRuns() {
        for (String budget : new String[]{"1s", "20s", "1m"}) {
            CommandResult r = answerRun("--budget", budget);
            assertEquals(ExitCode.BAD_ARGUMENTS, r.code(), budget + ": " + r.err());
            assertEquals(1, r.err().lines().count(), r.err());
            assertTrue(r.err().contains("needs at least"), r.err());
        }
    }

    @Test
    void wrongOptionsAreOneLineAndNothingRuns() {
        CommandResult noModel = answerRun("--input", "file:sample.pb");
        assertEquals(ExitCode.BAD_ARGUMENTS, noModel.code(), noModel.err());
        assertEquals(1, noModel.err().lines().count(), noModel.err());
        assertTrue(noModel.err().contains("--input needs --model NAME"), noModel.err());

        CommandResult unknown = answerRun("--model", "no-such-model");
        assertEquals(ExitCode.BAD_ARGUMENTS, unknown.code(), unknown.err());
        assertEquals(1, unknown.err().lines().count(), unknown.err());

        CommandResult missing = answerRun("--model", "order", "--input", "file:target/no-such-sample.pb");
        assertEquals(ExitCode.BAD_INPUT, missing.code(), missing.err());
        assertEquals(1, missing.err().lines().count(), missing.err());
        assertTrue(missing.err().contains("no-such-sample.pb"), missing.err());
    }

    /** The jar's arguments as its main method runs them when they are the answer run's. */
    private static CommandResult answerRun(String... args) {
        assertTrue(AnswerRunCommand.applies(args), String.join(" ", args));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run("(the answer run)", AnswerRunCommand::run, args,
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new CommandResult(code, out.toString(StandardCharsets.UTF_8),
                err.toString(StandardCharsets.UTF_8));
    }
}
