package serbench.compare.pairing;

import serbench.results.Fixtures;
import serbench.results.ResultFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.cli.CommandResult;
import serbench.compare.Comparison;
import serbench.compare.Row;
import serbench.compare.Tolerance;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code compare --between}: one file's rows compared across the values of one param. */
class ParamSplitTest {

    @TempDir
    Path dir;

    private Path file() {
        return Fixtures.write(dir, "default.json",
                Fixtures.run("b.SerializeBench.serialize", "avgt", "ns/op", Map.of("model", "m", "format", "json"),
                        Fixtures.exact(100, 102, 98, 101, 99), Fixtures.exact(1000, 1000, 1000, 1000, 1000)),
                Fixtures.run("b.SerializeBench.serialize", "avgt", "ns/op", Map.of("model", "m", "format", "json3"),
                        Fixtures.exact(200, 204, 196, 202, 198), Fixtures.exact(1500, 1500, 1500, 1500, 1500)),
                Fixtures.run("b.SerializeBench.serialize", "avgt", "ns/op", Map.of("model", "m", "format", "xml"),
                        Fixtures.exact(300, 300, 300, 300, 300), null));
    }

    @Test
    void rowsOfOneValueAreComparedWithThoseOfTheBaselineValue() {
        List<ResultFile> files = ParamSplit.split(ResultFile.read(file()), "format", List.of("json", "json3"));
        Comparison c = Comparison.of(files, null, Tolerance.DEFAULT, false);
        Row row = c.against().get(0).rows().get(0);
        assertEquals(Map.of("model", "m"), row.key().params());
        // fork means exactly doubled: the ratio of geometric means is 2 and the interval has no width to speak of
        assertEquals(2.0, row.change().ratio().estimate(), 1e-9);
        assertEquals(1.5, row.otherAlloc().mean().estimate() / row.baseAlloc().mean().estimate(), 1e-9);
        assertTrue(files.get(1).name().equals("default.json format=json3"), files.get(1).name());
    }

    @Test
    void theCommandPrintsOneComparisonPerOtherValue() {
        CommandResult r = CommandResult.run(new String[]{"compare", "--between", "format=json,json3,xml", file().toString()});
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("default.json format=json3") && r.out().contains("default.json format=xml"), r.out());
    }

    @Test
    void mistakesGetOneLine() {
        CommandResult noValue = CommandResult.run(new String[]{"compare", "--between", "format=json,cbor", file().toString()});
        assertEquals(3, noValue.code());
        assertTrue(noValue.err().contains("no row has format=cbor; its values are json, json3, xml"), noValue.err());
        CommandResult noParam = CommandResult.run(new String[]{"compare", "--between", "codec=a,b", file().toString()});
        assertEquals(3, noParam.code());
        assertTrue(noParam.err().contains("no row has a param 'codec'"), noParam.err());
        CommandResult one = CommandResult.run(new String[]{"compare", "--between", "format=json", file().toString()});
        assertEquals(2, one.code());
        assertTrue(one.err().contains("two or more distinct values"), one.err());
        CommandResult two = CommandResult.run(new String[]{"compare", "--between", "format=json,json3", file().toString(),
                file().toString()});
        assertEquals(2, two.code());
        assertTrue(two.err().contains("exactly one result file"), two.err());
        for (CommandResult r : List.of(noValue, noParam, one, two)) {
            assertEquals(1, r.err().lines().count(), r.err());
        }
    }
}
