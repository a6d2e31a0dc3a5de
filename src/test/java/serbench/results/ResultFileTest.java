package serbench.results;

import serbench.compare.pairing.RowKey;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ResultFileTest {

    @Test
    void readsJmh137FileWithParamsAndGcProfiler() {
        ResultFile f = ResultFile.read(Fixtures.resource("base.json"));
        assertEquals(5, f.runs().size());
        Run r = f.runs().get(0);
        assertEquals("serbench.bench.EncodeBench.encode", r.benchmark());
        assertEquals("avgt", r.mode());
        assertEquals("json", r.params().get("format"));
        assertEquals(5, r.primary().forks().size());
        assertEquals((1012.4 + 1005.1 + 998.7) / 3, r.primary().forks().get(0).mean(), 1e-9);
        assertEquals("B/op", r.allocation().unit());
        assertEquals(java.util.List.of("-Xmx1g"), r.config().jvmArgs());
    }

    @Test
    void oldMiddleDotPrefixedGcNamesAreRecognised() {
        Run r = ResultFile.read(Fixtures.resource("old-gc-prefix.json")).runs().get(0);
        assertEquals("1.36", r.config().jmhVersion());
        assertNotNull(r.allocation());
        assertEquals(96.0, r.allocation().forks().get(0).mean(), 1e-12);
    }

    @Test
    void fileWithoutParamsAndUnevenForks() {
        Run r = ResultFile.read(Fixtures.resource("no-params.json")).runs().get(0);
        assertTrue(r.params().isEmpty());
        assertTrue(r.secondary().isEmpty());
        assertEquals(3, r.primary().forks().size());
        assertEquals(820.3, r.primary().forks().get(2).mean(), 1e-12);
        assertEquals("org.example.NoParams.sum", RowKey.of(r).label());
    }

    @Test
    void nanAndInfinityStringsAreLeftOutAndCounted() {
        ResultFile f = ResultFile.read(Fixtures.resource("nan-strings.json"));
        Metric m = f.runs().get(0).primary();
        assertEquals(2, m.forks().size(), "the all-NaN fork is dropped");
        assertEquals(3, m.nonFinite());
        assertEquals(12.5, m.forks().get(0).mean(), 1e-12);
        assertTrue(f.runs().get(1).primary().forks().isEmpty());
    }

    @Test
    void sampleModeForkMeansComeFromTheHistogram() {
        Metric m = ResultFile.read(Fixtures.resource("sample-mode.json")).runs().get(0).primary();
        assertEquals(162.5, m.forks().get(0).mean(), 1e-12);
        assertEquals(175.0, m.forks().get(1).mean(), 1e-12);
        assertEquals(2, m.forks().get(0).iterations().length);
    }
}
