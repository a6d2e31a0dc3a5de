package serbench.run;

import org.junit.jupiter.api.Tag;
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
 * {@code run} writes JMH's output of every fork to the run's log and shows the output of a fork that failed on the
 * terminal (a fork with results stays off it: {@code RunCommandJmhTest} runs a run through JMH).
 */
@Tag("jmh-forks") // runs JMH forks, which inherit the test JVM's flags: see pom.xml
class QuietForkTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final PrintStream stream = new PrintStream(out, true, StandardCharsets.UTF_8);
    private final ByteArrayOutputStream logged = new ByteArrayOutputStream();
    private final PrintStream log = new PrintStream(logged, true, StandardCharsets.UTF_8);

    @Test
    void aForkWithResultsGoesToTheLogOnly() throws Exception {
        assertEquals(1, JmhFork.quietly(stream, log, jmhOut -> {
            jmhOut.println("# Warmup Iteration   1: 12.3 ns/op");
            return java.util.Collections.<org.openjdk.jmh.results.RunResult>singletonList(null); // one result, its content unread
        }).size());
        assertEquals("", out.toString(StandardCharsets.UTF_8));
        assertTrue(logged.toString(StandardCharsets.UTF_8).contains("# Warmup Iteration   1"));
    }

    @Test
    void aForkWithoutResultsShowsJmhsOutput() throws Exception {
        assertEquals(List.of(), JmhFork.quietly(stream, log, jmhOut -> {
            jmhOut.println("<failure>: java.lang.IllegalStateException: no input");
            return List.of();
        }));
        assertEquals("<failure>: java.lang.IllegalStateException: no input" + System.lineSeparator(),
                out.toString(StandardCharsets.UTF_8));
        assertEquals(out.toString(StandardCharsets.UTF_8), logged.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aForkThatThrowsShowsJmhsOutputAndStillThrows() {
        assertThrows(IOException.class, () -> JmhFork.quietly(stream, log, jmhOut -> {
            jmhOut.println("# VM invoker: /no/java");
            throw new IOException("cannot start");
        }));
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("# VM invoker: /no/java"), out.toString(StandardCharsets.UTF_8));
    }
}
