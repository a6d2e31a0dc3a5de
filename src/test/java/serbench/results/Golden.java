package serbench.results;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Golden files under {@code src/test/resources/report/golden/}. Run the tests with {@code -Dgolden.update=true}
 * to rewrite them from the current output, then review the diff.
 */
public final class Golden {

    private static final Path SOURCE = Path.of("src/test/resources/report/golden");

    private Golden() {
    }

    public static void assertMatches(String name, String actual) throws IOException {
        if (Boolean.getBoolean("golden.update")) {
            Files.createDirectories(SOURCE);
            Files.writeString(SOURCE.resolve(name), actual);
            return;
        }
        assertEquals(Files.readString(Fixtures.resource("golden/" + name)), actual, "golden file " + name
                + " differs; if the change is intended, rerun with -Dgolden.update=true and review the diff");
    }
}
