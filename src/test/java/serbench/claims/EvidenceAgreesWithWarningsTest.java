package serbench.claims;

import org.junit.jupiter.api.Test;
import serbench.results.Measure;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * On the committed runs, what {@code claims} warns about and what it lists agree: a run whose every file is "not
 * evidence" is counted under a reason and is not an evidence run; a file left out of an evidence run is named beside it.
 */
class EvidenceAgreesWithWarningsTest {

    @Test
    void aRunWarnedAboutIsNotListedAsEvidence() throws IOException {
        List<Path> dirs;
        try (Stream<Path> s = Files.list(Path.of("results"))) {
            dirs = s.filter(Files::isDirectory).sorted().toList();
        }
        for (Measure measure : List.of(Measure.TIME, Measure.CPU)) {
            Evidence e = Evidence.load(dirs, measure);
            int checked = 0;
            List<String> wrong = new ArrayList<>();
            for (String w : e.warnings()) {
                if (!w.endsWith("; not evidence") && !w.contains("; not evidence for the metric")) {
                    continue;
                }
                Path file = Path.of(w.substring(0, w.indexOf(".json: ") + 5)).toAbsolutePath().normalize();
                Evidence.RunDirectory dir = e.directories().stream()
                        .filter(d -> d.dir().toAbsolutePath().normalize().equals(file.getParent())).findFirst()
                        .orElseThrow(() -> new AssertionError("no directory for " + w));
                checked++;
                boolean named = dir.filesLeftOut().stream().anyMatch(f -> f.startsWith(file.getFileName() + ": "));
                if (dir.notEvidence() == null && !named) {
                    wrong.add(w);
                }
            }
            assertTrue(checked > 0, measure + ": the committed runs have files that are not evidence");
            assertTrue(wrong.isEmpty(), measure + ": warned about, yet listed as evidence:\n" + String.join("\n", wrong));
        }
    }
}
