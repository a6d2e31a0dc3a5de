package serbench.run;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code run --quiet} keeps JMH's output of a fork that failed (a fork with results stays silent:
 * {@code RunCommandJmhTest} runs a quiet run through JMH).
 */
class QuietForkTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final PrintStream stream = new PrintStream(out, true, StandardCharsets.UTF_8);

    @Test
    void aForkWithoutResultsShowsJmhsOutput() throws Exception {
        assertEquals(List.of(), JmhFork.quietly(stream, jmhOut -> {
            jmhOut.println("<failure>: java.lang.IllegalStateException: no input");
            return List.of();
        }));
        assertEquals("<failure>: java.lang.IllegalStateException: no input" + System.lineSeparator(),
                out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aForkThatThrowsShowsJmhsOutputAndStillThrows() {
        assertThrows(IOException.class, () -> JmhFork.quietly(stream, jmhOut -> {
            jmhOut.println("# VM invoker: /no/java");
            throw new IOException("cannot start");
        }));
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("# VM invoker: /no/java"), out.toString(StandardCharsets.UTF_8));
    }
}
