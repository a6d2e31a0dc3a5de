package serbench.results;

import org.junit.jupiter.api.Test;
import serbench.cli.Main;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** compare reads result files written by another JMH suite (OpenJDK's jmh-samples), throughput and time rows alike. */
class ForeignSuiteTest {

    @Test
    void comparesTheJmhSamplesOwnResultFiles() throws Exception {
        Path one = Path.of(getClass().getResource("/report/foreign/jmh-samples-1.json").toURI());
        Path two = Path.of(getClass().getResource("/report/foreign/jmh-samples-2.json").toURI());
        assertEquals(11, ResultFile.read(one).runs().size());
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = Main.run(new String[]{"compare", "--wide", one.toString(), two.toString()},
                new PrintStream(out, true, StandardCharsets.UTF_8), System.err);
        assertEquals(0, code);
        String report = out.toString(StandardCharsets.UTF_8);
        assertTrue(report.contains("benchmarks: org.openjdk.jmh.samples.*"), report);
        assertTrue(report.matches("(?s).*JMHSample_01_HelloWorld\\.wellHelloThere +thrpt +ops/s.*"), report);
        assertEquals(10, report.lines().filter(l -> l.startsWith("JMHSample_27_Params.bench")).count(), report);
        assertTrue(report.contains("geomean (11 rows)"), report);
    }
}
