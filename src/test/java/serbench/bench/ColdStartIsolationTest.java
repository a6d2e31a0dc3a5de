package serbench.bench;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The cold-start shot in a fresh JVM loads the chosen format's and model's classes only, and setup loads none of them:
 * {@code -Xlog:class+load} of one shot ({@link ColdStartChild}). Before the registries were lazy, looking up
 * {@code protobuf} built every Jackson mapper (Jackson 2 and 3, Blackbird, Aalto) and initialised every model.
 */
class ColdStartIsolationTest {

    private static final Pattern LOADED = Pattern.compile("\\[class,load\\] (\\S+) ");

    @ParameterizedTest(name = "{0} {1} {2}")
    @CsvSource({
            "suite, mediacontent, protobuf, 'com.fasterxml.jackson.|tools.jackson.|com.google.protobuf.util.|serbench.format.jackson.|FindItemsPb|CountersPb|DocumentPb|serbench.model.finditems.|serbench.model.counters.|serbench.model.document.'",
            "suite, mediacontent, json, 'com.fasterxml.jackson.dataformat.xml.XmlMapper|com.fasterxml.jackson.dataformat.smile.|com.fasterxml.jackson.dataformat.cbor.|org.msgpack.|com.fasterxml.jackson.module.blackbird.|com.fasterxml.aalto.|com.ctc.wstx.|tools.jackson.|com.google.protobuf.util.|FindItemsPb|CountersPb|DocumentPb|serbench.model.finditems.|serbench.model.counters.|serbench.model.document.'",
            "suite, mediacontent, xml, 'com.fasterxml.jackson.module.blackbird.|com.fasterxml.aalto.|tools.jackson.|com.google.protobuf.util.|FindItemsPb|CountersPb|DocumentPb|serbench.model.finditems.|serbench.model.counters.|serbench.model.document.'",
            "suite, finditems, protobuf, 'com.fasterxml.jackson.databind.|tools.jackson.|MediaContentPb|CountersPb|DocumentPb|serbench.model.mediacontent.|serbench.model.counters.|serbench.model.document.'",
            "plain, mediacontent, protobuf, 'com.fasterxml.jackson.|serbench.format.'",
            "plain, mediacontent, json, 'com.fasterxml.jackson.dataformat.xml.XmlMapper|serbench.format.|com.google.protobuf.GeneratedMessage'",
    })
    void theShotLoadsOnlyTheChosenFormatAndModel(String bench, String model, String format, String forbidden)
            throws Exception {
        List<String> lines = shot(bench, model, format);
        int marker = lines.indexOf("shot starts");
        assertTrue(marker > 0, "the child printed no marker: " + lines.subList(Math.max(0, lines.size() - 5), lines.size()));
        List<String> before = loaded(lines.subList(0, marker));
        List<String> all = loaded(lines);
        for (String f : forbidden.split("\\|")) {
            assertEquals(List.of(), all.stream().filter(c -> c.contains(f)).limit(3).toList(),
                    bench + " " + model + " " + format + " loaded classes of '" + f + "'");
        }
        // setup reads a file: nothing of any format's reading code is loaded before the shot
        assertEquals(List.of(), before.stream()
                        .filter(c -> c.startsWith("com.fasterxml.") || c.startsWith("com.google.protobuf.")
                                || c.startsWith("serbench.format.") || c.contains("Pb$") || c.startsWith("serbench.model."))
                        .limit(3).toList(), "setup loaded reading code before the shot");
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("digest ")), "the shot printed no digest");
    }

    private static List<String> loaded(List<String> lines) {
        List<String> classes = new ArrayList<>();
        for (String l : lines) {
            Matcher m = LOADED.matcher(l);
            if (m.find()) {
                classes.add(m.group(1));
            }
        }
        return classes;
    }

    private static List<String> shot(String bench, String model, String format) throws IOException, InterruptedException {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process p = new ProcessBuilder(java.toString(), "-Xlog:class+load=info", "-cp",
                System.getProperty("java.class.path"), ColdStartChild.class.getName(), bench, model, format)
                .redirectErrorStream(true).start();
        byte[] out = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the child did not end");
        String text = new String(out, StandardCharsets.UTF_8);
        assertEquals(0, p.exitValue(), text.length() > 2000 ? text.substring(text.length() - 2000) : text);
        return text.lines().toList();
    }
}
