package serbench.claims;

import org.junit.jupiter.api.Test;
import serbench.GeneratedBenchmarks;
import org.openjdk.jmh.runner.BenchmarkListEntry;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every benchmark a claim reads exists in JMH's generated benchmark list (the jar's {@code META-INF/BenchmarkList}),
 * with the params the claim selects among that benchmark's {@code @Param}s and their values among the declared
 * ones: renaming a benchmark, a param or a param value that a claim relies on fails here, instead of leaving the
 * claim "not measured".
 */
class ClaimBenchmarksTest {

    private static final String PACKAGE = "serbench.bench.";

    @Test
    void everyBenchmarkAClaimReadsIsInTheGeneratedBenchmarkList() {
        Map<String, BenchmarkListEntry> listed = GeneratedBenchmarks.list().stream()
                .collect(Collectors.toMap(BenchmarkListEntry::getUsername, e -> e, (a, b) -> a));
        Evidence nothing = Evidence.load(List.of()); // no run: every benchmark claim is "not measured", and asks
        int asked = 0;
        for (Claim claim : Claims.ALL) {
            int before = nothing.asked().size();
            claim.check(nothing);
            List<Evidence.Asked> all = nothing.asked();
            for (Evidence.Asked a : all.subList(before, all.size())) {
                asked++;
                BenchmarkListEntry entry = listed.get(PACKAGE + a.benchmark());
                assertNotNull(entry, claim.id() + " reads " + a.benchmark() + ", which is not a benchmark of the suite");
                Map<String, String[]> declared = entry.getParams().orElse(Map.of());
                a.params().forEach((name, value) -> {
                    assertTrue(declared.containsKey(name), claim.id() + " selects " + name + "=" + value + " of "
                            + a.benchmark() + ", which has no such @Param (it has " + declared.keySet() + ")");
                    // a format beyond the defaults is selected with -p format= (every format of the registry)
                    boolean accepted = Arrays.asList(declared.get(name)).contains(value)
                            || name.equals("format") && serbench.format.Formats.NAMES.contains(value);
                    assertTrue(accepted, claim.id() + " selects " + name + "=" + value + " of " + a.benchmark()
                            + ", not one of its declared values " + Arrays.toString(declared.get(name))
                            + (name.equals("format") ? " or of the format registry" : ""));
                });
            }
        }
        assertTrue(asked >= 10, "the claims read " + asked + " benchmarks: the check above would prove nothing");
    }

    @Test
    void aClaimOnARenamedBenchmarkIsCaught() {
        Evidence nothing = Evidence.load(List.of());
        nothing.ratio(Evidence.Side.of("RenamedBench.serialize", Map.of()), Evidence.Side.of("RenamedBench.write", Map.of()));
        assertEquals(List.of(new Evidence.Asked("RenamedBench.serialize", Map.of()),
                new Evidence.Asked("RenamedBench.write", Map.of())), nothing.asked());
        assertFalse(GeneratedBenchmarks.list().stream().anyMatch(e -> e.getUsername().equals(PACKAGE + "RenamedBench.serialize")));
    }
}
