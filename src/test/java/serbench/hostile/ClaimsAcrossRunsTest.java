package serbench.hostile;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.claims.Evidence;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Claims read the latest run of a benchmark, but a claim that compares two JVM profiles takes both from one run:
 * a new run of one profile must never be set against an old run of the other.
 */
class ClaimsAcrossRunsTest {

    private static final String CREATE = "serbench.bench.CreateBench.protobuf";

    @TempDir
    Path dir;

    @Test
    void profilesAreComparedWithinOneRunAndSingleRowsComeFromTheLatest() {
        Random random = new Random(7);
        Map<String, String> p = Map.of("model", "mediacontent", "input", "default");
        Path old = dir.resolve("20260101-000000-reference");
        JmhFiles.write(old.resolve("default.json"), JmhFiles.entry(CREATE, "avgt", p, JmhFiles.values(random, 5, 400)));
        JmhFiles.write(old.resolve("no-escape-analysis.json"), JmhFiles.entry(CREATE, "avgt", p, JmhFiles.values(random, 5, 390)));
        Path newer = dir.resolve("20260102-000000-core");
        JmhFiles.write(newer.resolve("default.json"), JmhFiles.entry(CREATE, "avgt", p, JmhFiles.values(random, 3, 170)));

        Evidence e = Evidence.load(List.of(old, newer));
        double latest = e.find("default", "CreateBench.protobuf", Map.of("model", "mediacontent")).orElseThrow()
                .estimate().mean().estimate();
        assertTrue(latest < 200, "a single row comes from the latest run: " + latest);
        Optional<Evidence.Measured[]> both = e.findTogether("default", "no-escape-analysis", "CreateBench.protobuf",
                Map.of("model", "mediacontent"));
        assertTrue(both.isPresent());
        assertTrue(both.get()[0].estimate().mean().estimate() > 350, "default taken from the run that has both profiles");
        assertEquals("no-escape-analysis", both.get()[1].profile());
    }
}
