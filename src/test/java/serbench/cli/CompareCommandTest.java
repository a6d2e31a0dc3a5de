package serbench.cli;

import serbench.results.Fixtures;
import serbench.cli.args.ExitCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The command as the jar runs it, through {@link Main#run}: exit codes, one-line errors. Its golden output (fixtures
 * and committed runs) is in {@code serbench.golden.CommandOutputGoldenTest}.
 */
class CompareCommandTest {

    @TempDir
    Path dir;

    private static CommandResult compare(String... args) {
        List<String> all = new ArrayList<>(List.of("compare"));
        all.addAll(List.of(args));
        return CommandResult.run(all.toArray(new String[0]));
    }

    private static String fixture(String name) {
        return Fixtures.resource(name).toString();
    }

    private static void assertOneLineError(CommandResult r, int code, String expected) {
        assertEquals(code, r.code(), r.err());
        assertEquals("", r.out());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().startsWith("serbench compare: "), r.err());
        assertTrue(r.err().contains(expected), r.err());
    }

    @ParameterizedTest
    @CsvSource({
            "empty.json, file is empty",
            "not-json.txt, not JSON at line 1",
            "object.json, JSON but not a JMH result",
            "array-not-jmh.json, JSON but not a JMH result",
            "unrelated.json, shares no benchmark with the baseline"})
    void badFilesGiveOneLineAndExitThree(String file, String message) {
        assertOneLineError(compare(fixture("base.json"), fixture(file)), 3, message);
    }

    @Test
    void missingFile() {
        assertOneLineError(compare(fixture("base.json"), dir.resolve("nope.json").toString()), 3, "no such file");
    }

    @Test
    void badFileAsBaseline() {
        assertOneLineError(compare(fixture("empty.json"), fixture("base.json")), 3, "empty.json: the file is empty");
    }

    @Test
    void fewerThanTwoFiles() {
        assertOneLineError(compare(fixture("base.json")), 2, "needs at least two result files");
        assertOneLineError(compare(), 2, "needs at least two result files");
    }

    @Test
    void badArguments() {
        assertOneLineError(compare(fixture("base.json"), fixture("new.json"), "--html"), 2, "--html needs a value");
        assertOneLineError(compare("--format", "xlsx", fixture("base.json"), fixture("new.json")), 2, "--format");
        assertOneLineError(compare("--formt", "md", fixture("base.json"), fixture("new.json")), 2,
                "unknown option '--formt'; did you mean --format");
        assertOneLineError(compare("--filter", "(", fixture("base.json"), fixture("new.json")), 2, "regular expression");
        assertOneLineError(compare("--fail-on-regression", "x", fixture("base.json"), fixture("new.json")), 2, "percentage");
        assertOneLineError(compare("--nope", fixture("base.json"), fixture("new.json")), 2, "unknown option");
        assertOneLineError(compare("--filter", "NoSuch", fixture("base.json"), fixture("new.json")), 2, "matches no benchmark");
    }

    @Test
    void htmlNeverOverwritesSilently() throws IOException {
        Path page = Files.writeString(dir.resolve("r.html"), "keep");
        assertOneLineError(compare("--html", page.toString(), fixture("base.json"), fixture("new.json")), 2, "--force");
        assertEquals("keep", Files.readString(page));
        CommandResult forced = compare("--html", page.toString(), "--force", fixture("base.json"), fixture("new.json"));
        assertEquals(0, forced.code(), forced.err());
        assertTrue(Files.readString(page).contains("<svg"));
    }

    @Test
    void htmlPageIsSelfContained() throws IOException {
        Path page = dir.resolve("report.html");
        CommandResult r = compare(fixture("base.json"), fixture("new.json"), "--html", page.toString());
        assertEquals(0, r.code(), r.err());
        String html = Files.readString(page);
        assertTrue(html.startsWith("<!DOCTYPE html>"));
        assertTrue(html.contains("<style>") && html.contains("<svg"));
        assertFalse(html.contains("<script"), "no scripts");
        assertFalse(html.contains("src=\"http") || html.contains("href=\"http"), "no external resources");
    }

    @Test
    void failOnRegressionExitsFourOnlyBeyondThreshold() {
        CommandResult r = compare("--fail-on-regression", "5", fixture("base.json"), fixture("new.json"));
        assertEquals(ExitCode.REGRESSION, r.code());
        assertTrue(r.err().contains("DecodeBench.decode format=xml"), r.err());
        CommandResult blind = compare("--fail-on-regression", "10", fixture("base.json"), fixture("new.json"));
        assertEquals(ExitCode.UNDETECTABLE, blind.code(), "the noisy xml row's interval reaches beyond 10%: " + blind.err());
        assertTrue(blind.err().contains("EncodeBench.encode format=xml"), blind.err());
        // its worse end (about +26% with fork means and Student's t) lies within 30%
        CommandResult wide = compare("--estimator", "mean", "--fail-on-regression", "30", fixture("base.json"),
                fixture("new.json"));
        assertEquals(0, wide.code(), wide.err());
    }

    @Test
    void filterSelectsRowsOnNameAndParams() {
        CommandResult r = compare("--filter", "format=xml", fixture("base.json"), fixture("new.json"));
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("geomean (2 rows)"), r.out());
        assertFalse(r.out().contains("protobuf"));
    }

    @Test
    void filesOfOtherShapesAreCompared() {
        CommandResult nan = compare(fixture("nan-strings.json"), fixture("nan-strings.json"));
        assertEquals(0, nan.code(), nan.err());
        assertTrue(nan.out().contains("no finite values in nan-strings.json"), nan.out());
        assertTrue(nan.out().contains("notes: nan"), nan.out());
        assertTrue(CommandResult.run("compare", "--explain", fixture("nan-strings.json"), fixture("nan-strings.json"))
                .out().contains("nan: non-finite"));
        CommandResult old = compare(fixture("old-gc-prefix.json"), fixture("old-gc-prefix.json"));
        assertEquals(0, old.code(), old.err());
        assertTrue(old.out().contains("allocation (B/op)"), old.out());
        assertTrue(old.out().contains("1.00x slower? "), old.out());
        CommandResult plain = compare(fixture("no-params.json"), fixture("no-params.json"));
        assertEquals(0, plain.code(), plain.err());
        assertTrue(plain.out().contains("NoParams.sum"), plain.out());
    }

    @Test
    void helpIsUsageOnStdout() {
        CommandResult r = compare("--help");
        assertEquals(0, r.code());
        assertTrue(r.out().contains("\nusage: compare"), r.out());
    }
}
