package serbench.hostile;

import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.cli.CommandResult;
import serbench.results.Fixtures;
import serbench.text.Escape;

import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code --format json} stays JSON on a terminal: a name holding DEL, a C1 control, a line separator or a
 * bidirectional override is written as a {@code \\u} escape by the JSON writer, so the terminal stream has nothing to
 * show as {@code \x7f}, and a strict parser reads back the very name.
 */
class JsonOutputTest {

    @TempDir
    Path dir;

    @Test
    void compareJsonWithUnsafeCharactersParsesBackStrictly() throws Exception {
        String nasty = "x.B.m\u007f\u0085\u2028\u202eevil";
        Path a = Fixtures.write(dir, "a.json", Fixtures.run(nasty, "avgt", "ns/op", Map.of("format", "p\u0085"),
                Fixtures.forks(5, 100), null));
        Path b = Fixtures.write(dir, "b.json", Fixtures.run(nasty, "avgt", "ns/op", Map.of("format", "p\u0085"),
                Fixtures.forks(5, 110), null));
        CommandResult r = CommandResult.run("compare", "--format", "json", a.toString(), b.toString());
        assertEquals(0, r.code(), r.err());
        for (char c : r.out().toCharArray()) {
            assertTrue(c == '\n' || !Escape.unsafe(c), String.format("U+%04X reached the terminal", (int) c));
        }
        JsonMapper strict = JsonMapper.builder().disable(JsonReadFeature.ALLOW_UNESCAPED_CONTROL_CHARS)
                .disable(JsonReadFeature.ALLOW_BACKSLASH_ESCAPING_ANY_CHARACTER).build();
        JsonNode json = strict.readTree(r.out());
        assertEquals(nasty, json.get("rows").get(0).get("benchmark").asText());
        assertEquals("p\u0085", json.get("rows").get(0).get("params").get("format").asText());
    }
}
