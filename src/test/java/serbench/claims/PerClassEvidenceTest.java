package serbench.claims;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.claims.Verdict.Outcome;
import serbench.cli.CommandResult;
import serbench.sources.SourceFingerprint;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * This code is judged per benchmark class: a run's rows of a class are evidence while the run's fingerprint of that
 * class is this build's, whatever the other classes' are; a run without per-class fingerprints is judged on the whole
 * tree's (or per class on its list of files: {@link SourceListEvidenceTest}).
 */
class PerClassEvidenceTest {

    private static final String OTHER = "0000000000000000";

    /** This build's per-class fingerprints, with {@code changed} (simple names) given another. */
    private static Map<String, String> thisBuildBut(String... changed) {
        Map<String, String> byClass = new TreeMap<>(SourceFingerprint.currentByClass());
        assertTrue(byClass.containsKey("serbench.bench.GatewayBench"), "the build's per-class fingerprints: " + byClass);
        for (String c : changed) {
            assertTrue(byClass.containsKey("serbench.bench." + c), c);
            byClass.put("serbench.bench." + c, OTHER);
        }
        return byClass;
    }

    private static Path run(Path dir, String name, String tree, Map<String, String> byClass) throws Exception {
        Path d = ClaimsTest.everyClaim(3).writeFilesOnly(Files.createDirectory(dir.resolve(name)));
        return InterleavedRuns.manifest(d, 5, tree, byClass);
    }

    private static Outcome outcome(Evidence e, String id) {
        return Claims.ALL.stream().filter(c -> c.id().equals(id)).findFirst().orElseThrow().check(e).outcome();
    }

    @Test
    void aRunWhosePerClassFingerprintsAreThisBuildsIsEvidenceWhateverItsWholeTreeFingerprint(@TempDir Path dir)
            throws Exception {
        Evidence e = Evidence.load(List.of(run(dir, "a", OTHER, thisBuildBut())));
        assertEquals(Outcome.HOLDS, outcome(e, "gateway-xml-3x"));
        assertEquals(Outcome.HOLDS, outcome(e, "counters-encode-faster"));
        Evidence.RunDirectory d = e.directories().get(0);
        assertNull(d.notEvidence());
        assertEquals(List.of(), d.otherCode());
        assertTrue(e.perClass());
    }

    @Test
    void onlyTheRowsOfAClassThatMeasuredOtherCodeAreLeftOut(@TempDir Path dir) throws Exception {
        Evidence e = Evidence.load(List.of(run(dir, "a", SourceFingerprint.current().orElseThrow(),
                thisBuildBut("GatewayBench"))));
        assertEquals(Outcome.NOT_MEASURED, outcome(e, "gateway-xml-3x"), "GatewayBench measured other code");
        assertEquals(Outcome.HOLDS, outcome(e, "counters-encode-faster"), "SerializeBench measured this code");
        assertEquals(Outcome.HOLDS, outcome(e, "gateway-http-3x"), "GatewayHttpBench is another class");
        Evidence.RunDirectory d = e.directories().get(0);
        assertNull(d.notEvidence());
        assertEquals(List.of("GatewayBench"), d.otherCode());
        assertTrue(e.warnings().stream().anyMatch(w -> w.endsWith("measured other code of GatewayBench; not evidence for it")),
                e.warnings().toString());

        CommandResult claims = CommandResult.run("claims", "--wide", dir.resolve("a").toString());
        assertEquals(0, claims.code(), claims.err());
        assertTrue(claims.out().contains("Runs that count as evidence (eligible; a claim uses those that measured both its sides): a (not GatewayBench: other code)"), claims.out());
        assertTrue(claims.out().contains("(per benchmark class: the sources it reaches;"), claims.out());
    }

    @Test
    void aClassTheRunRecordedNoFingerprintForIsOtherCode(@TempDir Path dir) throws Exception {
        Map<String, String> byClass = thisBuildBut();
        byClass.remove("serbench.bench.SerializeBench");
        Evidence e = Evidence.load(List.of(run(dir, "a", OTHER, byClass)));
        assertEquals(Outcome.NOT_MEASURED, outcome(e, "counters-encode-faster"));
        assertEquals(Outcome.HOLDS, outcome(e, "gateway-xml-3x"));
        assertEquals(List.of("SerializeBench"), e.directories().get(0).otherCode());
    }

    @Test
    void aRunOfOtherCodeOfEveryClassItRanIsNotEvidence(@TempDir Path dir) throws Exception {
        Map<String, String> byClass = thisBuildBut();
        byClass.replaceAll((c, f) -> OTHER);
        Evidence e = Evidence.load(List.of(run(dir, "a", SourceFingerprint.current().orElseThrow(), byClass)));
        for (Claim c : Claims.ALL) {
            Outcome o = c.check(e).outcome();
            assertTrue(o == Outcome.NOT_MEASURED || c.id().endsWith("size") || c.id().equals("counters-size-quarter"),
                    c.id() + ": " + o);
        }
        assertEquals(Evidence.OTHER_CODE_EVERY_CLASS, e.directories().get(0).notEvidence());
        assertFalse(e.perClass());
    }

    @Test
    void aRunWithoutPerClassFingerprintsIsJudgedOnTheWholeTree(@TempDir Path dir) throws Exception {
        Path same = run(dir, "a-same", SourceFingerprint.current().orElseThrow(), null);
        Path other = run(dir, "b-other", OTHER, null);
        Evidence e = Evidence.load(List.of(same, other));
        assertEquals(Outcome.HOLDS, outcome(e, "gateway-xml-3x"));
        assertEquals(Outcome.HOLDS, outcome(e, "counters-encode-faster"));
        assertNull(e.directories().get(0).notEvidence());
        assertEquals(Evidence.OTHER_CODE, e.directories().get(1).notEvidence());
        assertFalse(e.perClass());
    }

    @Test
    void aBuildWithoutPerClassFingerprintsUsesNoRunThatRecordedThem(@TempDir Path dir) throws Exception {
        Path a = run(dir, "a", OTHER, thisBuildBut());
        SourceFingerprint.Build now = SourceFingerprint.Build.current();
        Evidence e = Evidence.load(List.of(a), new SourceFingerprint.Build(now.wholeTree(), Map.of(), now.reach(),
                now.files()), Map.of());
        assertEquals(Evidence.BUILD_WITHOUT_FINGERPRINT, e.directories().get(0).notEvidence());
    }
}
