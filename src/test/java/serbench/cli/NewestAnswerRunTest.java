package serbench.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.results.RunRecord;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * "The newest answer run" is the newest of every kind the main command records: {@code <time>-answer},
 * {@code <time>-answer-NAME} (with {@code --model NAME}) and {@code <time>-answer-2} (two runs in one second), and
 * never a run whose label only ends in "answer" or a directory that is not a run.
 */
class NewestAnswerRunTest {

    @TempDir
    Path results;

    @Test
    void everyKindOfAnswerRunCounts() {
        assertTrue(RunRecord.isAnswerRun("20261128-060004-answer"));
        assertTrue(RunRecord.isAnswerRun("20261128-060004-answer-2"));
        assertTrue(RunRecord.isAnswerRun("20261127-103004-answer-otlp-traces"));
        assertFalse(RunRecord.isAnswerRun("20261127-085951-claims"));
        assertFalse(RunRecord.isAnswerRun("20261127-085951-not-answer"), "a label that ends in answer");
        assertFalse(RunRecord.isAnswerRun("answer"));
        assertFalse(RunRecord.isAnswerRun("my-answer"));
    }

    @Test
    void theNewestOfThemIsChosen() throws IOException {
        Files.createDirectories(results.resolve("20261128-050000-answer"));
        Files.createDirectories(results.resolve("20261128-060000-claims"));
        Path model = Files.createDirectories(results.resolve("20261128-070000-answer-order"));
        assertEquals(model, AnswerCommand.newestRun(results));
        Path second = Files.createDirectories(results.resolve("20261128-080000-answer-2"));
        Files.createDirectories(results.resolve("20261128-080000-answer"));
        assertEquals(second, AnswerCommand.newestRun(results), "-answer-2 was started after -answer in that second");
        Files.createDirectories(results.resolve("20261128-090000-jmh"));
        assertEquals(second, AnswerCommand.newestRun(results), "a newer run of another kind does not count");
    }
}
