package serbench.cli;

import org.junit.jupiter.api.Test;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import serbench.format.Format;
import serbench.format.Formats;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The note after {@code -l}/{@code -lp}: derived, for every benchmark with a {@code format} parameter, from its
 * defaults and the registry, so a format left out of every default is listed (never silently unmeasured), and a
 * default that is not a registry format fails here.
 */
class ExtraFormatsTest {

    private static final Collection<BenchmarkListEntry> BENCHMARKS = ExtraFormats.suiteBenchmarks();

    @Test
    void everyDefaultFormatIsARegistryFormat() {
        int benchmarks = 0;
        for (BenchmarkListEntry e : BENCHMARKS) {
            String[] formats = e.getParams().orElse(Map.of()).get("format");
            if (formats == null) {
                continue;
            }
            benchmarks++;
            for (String f : formats) {
                assertEquals(f, Formats.byName(f).name(), e.getUsername() + " defaults to a format not in the registry");
            }
        }
        assertTrue(benchmarks > 0, "no benchmark has a format parameter");
    }

    @Test
    void theNoteListsExactlyTheRegistryFormatsMissingFromEveryDefault() {
        List<String> missing = new ArrayList<>();
        for (Format f : Formats.all()) {
            boolean inSomeDefault = BENCHMARKS.stream().anyMatch(e -> List.of(e.getParams().orElse(Map.of())
                    .getOrDefault("format", new String[0])).contains(f.name()));
            if (!inSomeDefault) {
                missing.add(f.name());
            }
        }
        assertTrue(missing.contains("json-streaming"), missing.toString());
        assertTrue(!missing.contains("protobuf") && !missing.contains("json") && !missing.contains("xml"),
                "the main formats run by default: " + missing);
        String note = ExtraFormats.note(BENCHMARKS);
        String first = note.lines().findFirst().orElseThrow();
        String prefix = "Formats beyond the defaults (select with -p format=NAME,...): ";
        assertTrue(first.startsWith(prefix), note);
        assertEquals(missing, List.of(first.substring(prefix.length()).split(", ")));
        String every = note.lines().filter(l -> l.startsWith("Every format: -p format=")).findFirst().orElseThrow();
        assertEquals(Formats.all().stream().map(Format::name).toList(),
                List.of(every.substring("Every format: -p format=".length()).split(",")));
    }

    @Test
    void theNoteFollowsTheListsOnly() {
        assertTrue(afterList("-l").startsWith("Formats beyond the defaults"), afterList("-l"));
        assertTrue(afterList("-lp", "SerializeBench").startsWith("Formats beyond the defaults"));
        assertEquals("", afterList("SerializeBench", "-f", "1"));
        assertEquals("", afterList("-lprof"));
        assertEquals("", afterList("-nosuchoption"));
    }

    private static String afterList(String... args) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ExtraFormats.afterList(args, new PrintStream(bytes, true, StandardCharsets.UTF_8));
        return bytes.toString(StandardCharsets.UTF_8);
    }
}
