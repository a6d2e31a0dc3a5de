package serbench.hostile;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.cli.CommandResult;
import serbench.compare.pairing.RunPairing;
import serbench.io.HarnessJson;
import serbench.results.RunRecord;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A run's record of which round each fork ran in ({@code forkRounds} in {@code manifest.json}) is what {@code compare}
 * pairs forks by; a record that cannot be right must not pair anything. Starting from a real A/A run (two profiles
 * of the same JVM, 6 rounds, 16 rows), seeded mutations of the record (a round repeated, all rounds 1, a round of 0
 * or below or null, a round beyond the run's rounds or without its round file, a row listed twice, one file named for
 * two profiles) make {@code compare} compare the files unpaired with exactly one warning naming the file and what is
 * wrong; a row whose rounds do not match its forks is compared unpaired alone, also with a warning.
 */
class PairingRecordTest {

    /** Seed of the mutations; fixed so a failure can be replayed. */
    static final long SEED = 8080L;

    /** A real A/A run: a and b are one profile twice, so no row differs. */
    private static final Path AA = Path.of("results/20261122-224020-aa-quiet");

    private static final int ROWS = 16;

    @TempDir
    Path dir;

    private final Random random = new Random(SEED);

    /** A copy of the A/A run with {@code manifest} as its manifest. */
    private Path run(String name, JsonNode manifest) throws IOException {
        Path run = Files.createDirectories(dir.resolve(name));
        Files.copy(AA.resolve("a.json"), run.resolve("a.json"));
        Files.copy(AA.resolve("b.json"), run.resolve("b.json"));
        Files.write(run.resolve(RunRecord.FILE), HarnessJson.MAPPER.writeValueAsBytes(manifest));
        return run;
    }

    private static ObjectNode manifest() throws IOException {
        return (ObjectNode) HarnessJson.MAPPER.readTree(AA.resolve(RunRecord.FILE).toFile());
    }

    private static CommandResult compare(Path run) {
        CommandResult r = Hostile.bounded(() -> CommandResult.run("compare", "--wide", run.resolve("a.json").toString(),
                run.resolve("b.json").toString()));
        assertEquals(0, r.code(), r.err());
        assertFalse(r.err().contains("\tat ") || r.out().contains("\tat "), r.err());
        return r;
    }

    /** The warnings about pairing: lines that say a file or its rows are compared unpaired. */
    private static List<String> pairingWarnings(String out) {
        return out.lines().filter(l -> l.contains("compared unpaired")).toList();
    }

    /** The table rows (not the geomean) of the speed table that call a change, slower or faster. */
    private static List<String> calledDifferent(String out) {
        return out.lines().filter(l -> l.matches("^(Create|Deserialize|Serialize)Bench\\S* .*")
                && l.matches(".*[0-9]x (slower|faster) .*")).toList();
    }

    @Test
    void theTrueRecordPairsEveryRowAndCallsNoneDifferent() throws IOException {
        CommandResult r = compare(run("true", manifest()));
        assertTrue(r.out().contains(ROWS + " of " + ROWS + " rows paired by round"), r.out());
        assertEquals(List.of(), pairingWarnings(r.out()));
        assertEquals(List.of(), calledDifferent(r.out()));
    }

    /** The attack of the report: every round of the baseline's rows says 1, so each fork paired with one round six times. */
    @Test
    void allRoundsOneIsNotPairedSixTimes() throws IOException {
        for (int profile = 0; profile < 2; profile++) {
            ObjectNode m = manifest();
            for (JsonNode row : m.get("profiles").get(profile).get("forkRounds")) {
                ArrayNode rounds = ((ObjectNode) row).putArray("rounds");
                for (int i = 0; i < 6; i++) {
                    rounds.add(1);
                }
            }
            CommandResult r = compare(run("ones" + profile, m));
            String file = profile == 0 ? "a.json" : "b.json";
            assertEquals(1, pairingWarnings(r.out()).size(), r.out());
            String warning = pairingWarnings(r.out()).get(0);
            assertTrue(warning.startsWith("  " + file + ": manifest.json's forkRounds repeat round 1 for "), warning);
            assertTrue(r.out().contains("0 of " + ROWS + " rows paired by round"), r.out());
            assertEquals(List.of(), calledDifferent(r.out()), "an A/A run has no difference");
            RunRecord record = RunRecord.read(dir.resolve("ones" + profile).resolve(RunRecord.FILE), Long.MAX_VALUE)
                    .orElseThrow();
            assertEquals(0, RunPairing.forkRounds(record.profiles().get(profile)).size(), "claims get no rounds to pair");
            assertEquals(ROWS, RunPairing.forkRounds(record.profiles().get(1 - profile)).size());
        }
    }

    /** One seeded mutation of the record: what it did, the warning's piece, the file named, the rows still paired. */
    private record Mutation(String what, String says, String file, int paired) {
    }

    private Mutation mutate(ObjectNode m) {
        int p = random.nextInt(2);
        String file = p == 0 ? "a.json" : "b.json";
        ObjectNode profile = (ObjectNode) m.get("profiles").get(p);
        ArrayNode rows = (ArrayNode) profile.get("forkRounds");
        ObjectNode row = (ObjectNode) rows.get(random.nextInt(rows.size()));
        ArrayNode rounds = (ArrayNode) row.get("rounds");
        int i = random.nextInt(rounds.size());
        int j = (i + 1 + random.nextInt(rounds.size() - 1)) % rounds.size();
        switch (random.nextInt(8)) {
            case 0 -> {
                rounds.set(i, IntNode.valueOf(rounds.get(j).asInt()));
                return new Mutation("round repeated", "repeat round " + rounds.get(j).asInt(), file, 0);
            }
            case 1 -> {
                rounds.set(i, IntNode.valueOf(-random.nextInt(1000)));
                return new Mutation("round below 1", "(rounds count from 1)", file, 0);
            }
            case 2 -> {
                rounds.set(i, NullNode.getInstance());
                return new Mutation("round null", "give round null for a fork of", file, 0);
            }
            case 3 -> {
                rounds.set(i, IntNode.valueOf(7 + random.nextInt(1_000_000)));
                return new Mutation("round beyond the run", "beyond the run's 6 rounds", file, 0);
            }
            case 4 -> {
                ((ArrayNode) profile.get("roundFiles")).remove(random.nextInt(6));
                return new Mutation("round file missing", "which has no round file in roundFiles", file, 0);
            }
            case 5 -> {
                rows.add(row.deepCopy());
                return new Mutation("row listed twice", " twice; compared unpaired", file, 0);
            }
            case 6 -> {
                ((ObjectNode) m.get("profiles").get(1)).put("resultFile", "a.json");
                return new Mutation("one file, two profiles", "names it as the result file of 2 profiles (a, b)",
                        "a.json", 0);
            }
            default -> {
                rounds.remove(i);
                return new Mutation("a fork without a round", "1 row(s) do not match the rounds manifest.json records"
                        + " for their forks", file, ROWS - 1);
            }
        }
    }

    @Test
    void seededMutationsOfTheRecordAreCaughtAndSaid() throws IOException {
        for (int n = 0; n < 24; n++) {
            ObjectNode m = manifest();
            Mutation mutation = mutate(m);
            CommandResult r = compare(run("m" + n, m));
            String context = "mutation " + n + " (" + mutation.what() + "): ";
            List<String> warnings = pairingWarnings(r.out());
            assertEquals(1, warnings.size(), context + r.out());
            assertTrue(warnings.get(0).startsWith("  " + mutation.file() + ": "), context + warnings);
            assertTrue(warnings.get(0).contains(mutation.says()), context + warnings);
            assertTrue(warnings.get(0).length() < 600, context + warnings);
            assertTrue(r.out().contains(mutation.paired() + " of " + ROWS + " rows paired by round"), context + r.out());
            assertEquals(List.of(), calledDifferent(r.out()), context);
            Optional<RunRecord> record = RunRecord.read(dir.resolve("m" + n).resolve(RunRecord.FILE), Long.MAX_VALUE);
            assertTrue(record.isPresent(), context + "the mutated manifest is still a manifest");
        }
    }
}
