package serbench.format.jackson;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * jackson-dataformat-msgpack decodes strings of up to 64 bytes in the platform's default charset; on Java 17 under a
 * locale that is not UTF-8 that is not UTF-8. {@link BoundedMessagePackFactory} decodes them again as UTF-8: in a JVM
 * whose default charset is US-ASCII ({@link MsgpackCharsetChild}), the library's own mapper reads non-ASCII titles
 * wrongly and the suite's codec reads every title and every standard input right.
 */
class MsgpackCharsetTest {

    @Test
    void shortStringsAreUtf8WhateverTheDefaultCharset() throws Exception {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process p = new ProcessBuilder(java.toString(), "-Dfile.encoding=US-ASCII", "-cp",
                System.getProperty("java.class.path"), MsgpackCharsetChild.class.getName())
                .redirectErrorStream(true).start();
        byte[] out = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the child did not end");
        String text = new String(out, StandardCharsets.UTF_8);
        assertEquals(0, p.exitValue(), text);
        assertTrue(text.contains("default charset US-ASCII"), text);
        assertTrue(text.contains("library: wrong"), "the library decodes right here: the test proves nothing: " + text);
        assertTrue(text.contains("suite: right"), text);
    }
}
