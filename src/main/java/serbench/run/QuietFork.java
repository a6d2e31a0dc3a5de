package serbench.run;

import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.format.OutputFormat;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.VerboseMode;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Collection;

/**
 * {@code run --quiet}: JMH's output of a fork is held back and thrown away when the fork gives results, so only the
 * progress lines show; a fork that fails or gives none prints it after all, since it holds JMH's reason (a
 * benchmark's exception, a JVM that would not start) that silencing JMH outright would lose.
 */
public final class QuietFork {

    /** One fork writing JMH's output to the given format. */
    public interface Fork {
        Collection<RunResult> run(OutputFormat jmhOut) throws Exception;
    }

    private QuietFork() {
    }

    /** Runs {@code fork} with its output held back; prints that output on {@code out} unless the fork gave results. */
    public static Collection<RunResult> run(PrintStream out, Fork fork) throws Exception {
        ByteArrayOutputStream held = new ByteArrayOutputStream();
        OutputFormat jmhOut = OutputFormatFactory.createFormatInstance(
                new PrintStream(held, true, StandardCharsets.UTF_8), VerboseMode.NORMAL);
        boolean gave = false;
        try {
            Collection<RunResult> results = fork.run(jmhOut);
            gave = !results.isEmpty();
            return results;
        } finally {
            if (!gave) {
                out.print(held.toString(StandardCharsets.UTF_8));
                out.flush();
            }
        }
    }
}
