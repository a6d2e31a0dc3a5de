package serbench.run.machine;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.cli.CommandResult;
import serbench.claims.Evidence;
import serbench.io.HarnessJson;

import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The emulated noisy neighbour ends when told, and a run made beside it says so wherever its host is named, and is
 * never evidence.
 */
class NoisyNeighbourTest {

    @TempDir
    Path dir;

    @Test
    void itEndsWhenItsTimeIsUp() throws InterruptedException {
        long start = System.nanoTime();
        NoisyNeighbour.run(3, 2.0);
        double seconds = (System.nanoTime() - start) / 1e9;
        assertTrue(seconds >= 1.9 && seconds < 4.0, seconds + " s");
    }

    @Test
    void aRunBesideItIsLabelledAndNotEvidence() throws IOException {
        Path source = Path.of("results/20261127-084943-answer");
        Path run = Files.createDirectories(dir.resolve("20261127-084943-answer"));
        Files.copy(source.resolve("default.json"), run.resolve("default.json"));
        ObjectNode manifest = (ObjectNode) HarnessJson.MAPPER.readTree(source.resolve("manifest.json").toFile());
        manifest.put("emulatedNoise", "noisy-neighbour seed=7");
        Files.writeString(run.resolve("manifest.json"), HarnessJson.MAPPER.writeValueAsString(manifest));

        CommandResult answer = CommandResult.run("answer", run.toString());
        assertEquals(0, answer.code(), answer.err());
        assertTrue(answer.out().contains("beside an emulated noisy neighbour (noisy-neighbour seed=7; not evidence)"),
                answer.out());
        CommandResult claims = CommandResult.run("claims", run.toString());
        assertTrue(claims.out().contains(Evidence.EMULATED_NOISE), claims.out());
    }
}
