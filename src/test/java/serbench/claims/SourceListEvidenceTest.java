package serbench.claims;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.claims.Verdict.Outcome;
import serbench.cli.CommandResult;
import serbench.sources.SourceFiles;
import serbench.sources.SourceFingerprint;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A run that recorded only the whole tree's fingerprint but listed the hash of every measured file
 * ({@code sources.txt}) is judged per benchmark class on that list: a class's rows are evidence while every measured
 * file the class reaches in this build has the hash the run listed, whatever the whole tree's fingerprint; a list that
 * cannot be read leaves the run to the whole tree's rule, with one warning.
 */
class SourceListEvidenceTest {

    private static final String OTHER = "0000000000000000";
    private static final String CALIBRATION = "src/jmh/java/serbench/bench/CalibrationBench.java";
    private static final String GATEWAY = "src/jmh/java/serbench/bench/GatewayBench.java";
    /** The benchmark classes {@link ClaimsTest#everyClaim} has rows of. */
    private static final List<String> FIXTURE_CLASSES = List.of("GatewayBench", "GatewayHttpBench", "SerializeBench",
            "SparseAccessBench", "ConversionBench", "ProtobufWriteBench", "CreateBench", "DeserializeBench");

    private static final SourceFingerprint.Build BUILD = SourceFingerprint.Build.current();

    /** An older run: whole-tree fingerprint {@code tree}, none per class, this build's files but {@code changed}. */
    private static Path run(Path dir, String name, String tree, String... changed) throws Exception {
        Map<String, String> files = new TreeMap<>(BUILD.files());
        for (String f : changed) {
            assertTrue(files.containsKey(f), f);
            files.put(f, "f".repeat(64));
        }
        Path d = run(dir, name, tree);
        Files.writeString(d.resolve(SourceFiles.FILE), SourceFiles.format(files));
        return d;
    }

    private static Path run(Path dir, String name, String tree) throws Exception {
        Path d = ClaimsTest.everyClaim(3).writeFilesOnly(Files.createDirectory(dir.resolve(name)));
        return InterleavedRuns.manifest(d, 5, tree, null);
    }

    /** The fixture's benchmark classes (simple names) that reach {@code file} in this build. */
    private static Set<String> reaching(String file) {
        Set<String> classes = new TreeSet<>();
        for (String c : FIXTURE_CLASSES) {
            List<String> reached = BUILD.reach().get("serbench.bench." + c);
            assertTrue(reached != null && !reached.isEmpty(), c + " in " + SourceFingerprint.REACH_RESOURCE);
            if (reached.contains(file)) {
                classes.add(c);
            }
        }
        return classes;
    }

    private static Outcome outcome(Evidence e, String id) {
        return Claims.ALL.stream().filter(c -> c.id().equals(id)).findFirst().orElseThrow().check(e).outcome();
    }

    @Test
    void aChangedFileNoClassOfTheRunReachesLeavesItsRowsEvidence(@TempDir Path dir) throws Exception {
        assertEquals(Set.of(), reaching(CALIBRATION));
        Evidence e = Evidence.load(List.of(run(dir, "a", OTHER, CALIBRATION)));
        assertEquals(Outcome.HOLDS, outcome(e, "gateway-xml-3x"));
        assertEquals(Outcome.HOLDS, outcome(e, "counters-encode-faster"));
        Evidence.RunDirectory d = e.directories().get(0);
        assertNull(d.notEvidence());
        assertEquals(List.of(), d.otherCode());
        assertTrue(e.perClass());
        assertEquals(List.of(), e.warnings());

        CommandResult claims = CommandResult.run("claims", "--wide", d.dir().toString());
        assertEquals(0, claims.code(), claims.err());
        assertTrue(claims.out().contains("Runs that count as evidence (eligible; a claim uses those that measured both "
                + "its sides): a\n"), claims.out());
        assertFalse(claims.out().contains("Not evidence:"), claims.out());
    }

    @Test
    void aChangedFileAClassReachesLeavesOutThatClassesRowsOnly(@TempDir Path dir) throws Exception {
        Set<String> reaching = reaching(GATEWAY);
        assertTrue(reaching.contains("GatewayBench") && !reaching.contains("SerializeBench"), reaching.toString());
        Evidence e = Evidence.load(List.of(run(dir, "a", OTHER, GATEWAY)));
        assertEquals(Outcome.NOT_MEASURED, outcome(e, "gateway-xml-3x"), "GatewayBench measured other code");
        assertEquals(Outcome.HOLDS, outcome(e, "counters-encode-faster"), "SerializeBench measured this code");
        Evidence.RunDirectory d = e.directories().get(0);
        assertNull(d.notEvidence());
        assertEquals(List.copyOf(reaching), d.otherCode());
        assertTrue(e.warnings().stream().anyMatch(w -> w.contains("measured other code of GatewayBench")),
                e.warnings().toString());
    }

    @Test
    void aReachedFileTheRunDidNotListIsOtherCode(@TempDir Path dir) throws Exception {
        Path a = run(dir, "a", SourceFingerprint.current().orElseThrow());
        Map<String, String> files = new TreeMap<>(BUILD.files());
        files.remove(GATEWAY);
        Files.writeString(a.resolve(SourceFiles.FILE), SourceFiles.format(files));
        Evidence e = Evidence.load(List.of(a));
        assertEquals(Outcome.NOT_MEASURED, outcome(e, "gateway-xml-3x"), "the list is judged, not the whole tree");
        assertEquals(Outcome.HOLDS, outcome(e, "counters-encode-faster"));
        assertEquals(List.copyOf(reaching(GATEWAY)), e.directories().get(0).otherCode());
    }

    @Test
    void aChangedFileEveryClassOfTheRunReachesMakesItOtherCode(@TempDir Path dir) throws Exception {
        String shared = BUILD.reach().get("serbench.bench.GatewayBench").stream()
                .filter(f -> BUILD.files().containsKey(f) && reaching(f).size() == FIXTURE_CLASSES.size())
                .findFirst().orElseThrow();
        Evidence e = Evidence.load(List.of(run(dir, "a", SourceFingerprint.current().orElseThrow(), shared)));
        assertEquals(Evidence.OTHER_CODE_EVERY_CLASS, e.directories().get(0).notEvidence(), shared);
    }

    @Test
    void aMalformedListLeavesTheRunToTheWholeTreeWithOneWarning(@TempDir Path dir) throws Exception {
        Path older = run(dir, "a-older", OTHER);
        Files.writeString(older.resolve(SourceFiles.FILE), "not a line\n");
        Path same = run(dir, "b-same", SourceFingerprint.current().orElseThrow());
        Files.writeString(same.resolve(SourceFiles.FILE), "0".repeat(64) + "  " + GATEWAY + "\nnot a line\n");
        Evidence e = Evidence.load(List.of(older, same));
        assertEquals(Evidence.OTHER_CODE, e.directories().get(0).notEvidence());
        assertNull(e.directories().get(1).notEvidence(), "the whole tree is this build's");
        assertEquals(Outcome.HOLDS, outcome(e, "gateway-xml-3x"));
        assertFalse(e.perClass());
        assertEquals(List.of(older.resolve(SourceFiles.FILE) + ": line 1 is not 'SHA256  PATH'; judged on the whole "
                        + "tree's fingerprint", same.resolve(SourceFiles.FILE) + ": line 2 is not 'SHA256  PATH'; "
                        + "judged on the whole tree's fingerprint"), e.warnings());

        CommandResult claims = CommandResult.run("claims", older.toString());
        assertEquals(0, claims.code(), claims.err());
        assertEquals(1, claims.err().lines().count(), claims.err());
        assertTrue(claims.err().startsWith("serbench claims: warning: ") && claims.err().contains("line 1 is not"),
                claims.err());
    }

    @Test
    void anOversizedListLeavesTheRunToTheWholeTree(@TempDir Path dir) throws Exception {
        Path a = run(dir, "a", OTHER);
        String line = "0".repeat(64) + "  " + CALIBRATION + "\n";
        Files.writeString(a.resolve(SourceFiles.FILE),
                line.repeat((int) (SourceFiles.MAX_BYTES / line.length()) + 1));
        Evidence e = Evidence.load(List.of(a));
        assertEquals(Evidence.OTHER_CODE, e.directories().get(0).notEvidence());
        assertEquals(1, e.warnings().size(), e.warnings().toString());
        assertTrue(e.warnings().get(0).contains("is larger than the limit of 4 MiB; judged on the whole tree"),
                e.warnings().toString());
    }

    @Test
    void aBuildWithoutTheReachOfItsClassesJudgesOnTheWholeTree(@TempDir Path dir) throws Exception {
        Path a = run(dir, "a", OTHER, CALIBRATION);
        Evidence e = Evidence.load(List.of(a), new SourceFingerprint.Build(BUILD.wholeTree(), BUILD.byClass(),
                Map.of(), BUILD.files()), Map.of());
        assertEquals(Evidence.OTHER_CODE, e.directories().get(0).notEvidence());
        assertEquals(List.of(), e.warnings(), "the list is not read");
    }
}
