package serbench.golden;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import serbench.cli.CommandResult;
import serbench.results.Fixtures;
import serbench.text.TextTable;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every suite command's output on the committed runs under {@code results/}, through {@code Main.run} as the jar runs
 * it, against golden files in {@code src/test/resources/golden/} (one dynamic test per file; a mismatch prints a
 * unified diff). Each command runs once per class. Regenerate with {@code -Dgolden.update=true} and review git diff.
 *
 * <p>A command's golden is a transcript: the command line, the exit code, stderr and stdout. Machine-specific text is
 * normalised so the files hold on any machine: the temporary output directory becomes {@code <out>}, the project
 * directory {@code <project>}, the times in {@code sizes}' progress lines {@code <time>}; {@code profiles} loses the columns and lines that describe this machine's JVMs and jars
 * (see {@link #profilesWithoutMachineColumns}).
 */
class CommandOutputGoldenTest {

    private static final String PAIRED = "results/20261122-234226-reference-paired";
    private static final String PROTOBUF3 = "results/20261123-003438-protobuf3";
    private static final String FORMATS = "results/20261123-001828-formats";
    private static final String AA_QUIET = "results/20261122-224020-aa-quiet";
    private static final String ANSWER = "results/20261124-093008-answer";

    @TempDir
    static Path tmp;

    // ---- compare ----

    @TestFactory
    Stream<DynamicTest> compare() throws IOException {
        Map<String, String> goldens = new LinkedHashMap<>();
        String[] paired = {PAIRED + "/default.json", PAIRED + "/no-escape-analysis.json", PAIRED + "/jdk25.json"};
        goldens.put("compare/reference-paired.txt", transcript(concat(List.of("compare"), paired)));
        goldens.put("compare/reference-paired-md.txt", transcript(concat(List.of("compare", "--format", "md"), paired)));
        goldens.put("compare/reference-unpaired-jdk25.txt",
                transcript("compare", "--unpaired", PAIRED + "/default.json", PAIRED + "/jdk25.json"));
        Path html = tmp.resolve("compare.html");
        goldens.put("compare/reference-paired-html.txt",
                transcript(concat(List.of("compare", "--html", html.toString()), paired)));
        goldens.put("compare/reference-paired.html", normalise(Files.readString(html, StandardCharsets.UTF_8)));
        goldens.put("compare/formats-between-json.txt", transcript("compare", "--between",
                "format=json,json-jackson3,json-streaming", FORMATS + "/default.json"));
        goldens.put("compare/reference-paired-wide.txt", transcript(concat(List.of("compare", "--wide"), paired)));
        goldens.put("compare/reference-paired-explain.txt",
                transcript(concat(List.of("compare", "--explain"), paired)));
        goldens.put("compare/answer-between-format.json", transcript("compare", "--format", "json", "--between",
                "format=protobuf,json,xml", "--filter", "SerializeBench", ANSWER + "/default.json"));
        goldens.put("compare/answer-between-format.csv", transcript("compare", "--format", "csv", "--between",
                "format=protobuf,json,xml", "--filter", "SerializeBench", ANSWER + "/default.json"));
        goldens.put("compare/answer-between-format.txt", transcript("compare", "--between",
                "format=protobuf,json,xml", ANSWER + "/default.json"));
        goldens.put("compare/aa-quiet.txt", transcript("compare", AA_QUIET + "/a.json", AA_QUIET + "/b.json"));
        goldens.put("compare/protobuf3.txt",
                transcript("compare", PROTOBUF3 + "/default.json", PROTOBUF3 + "/protobuf3.json"));
        // The exit code (4 regression found, 5 undetectable, 0 neither) is part of the transcript.
        goldens.put("compare/fail-on-regression-jdk25.txt", transcript("compare", "--fail-on-regression", "5",
                PAIRED + "/default.json", PAIRED + "/jdk25.json"));
        return checks(goldens);
    }

    /** {@code compare} on two small hand-written fixtures ({@code src/test/resources/report/}): stdout alone. */
    @TestFactory
    Stream<DynamicTest> compareFixtures() {
        Map<String, String> goldens = new LinkedHashMap<>();
        String base = Fixtures.resource("base.json").toString();
        String other = Fixtures.resource("new.json").toString();
        CommandResult text = CommandResult.run("compare", base, other);
        CommandResult markdown = CommandResult.run("compare", "--format", "md", base, other);
        assertEquals(0, text.code(), text.err());
        assertEquals(0, markdown.code(), markdown.err());
        goldens.put("compare/base-vs-new.txt", text.out());
        goldens.put("compare/base-vs-new.md", markdown.out());
        return checks(goldens);
    }

    // ---- report ----

    @TestFactory
    Stream<DynamicTest> reportReferencePaired() throws IOException {
        return report(PAIRED, "report/reference-paired");
    }

    @TestFactory
    Stream<DynamicTest> reportProtobuf3() throws IOException {
        return report(PROTOBUF3, "report/protobuf3");
    }

    /** The command's transcript, the list of files it wrote, and each file (index.html and every .svg). */
    private static Stream<DynamicTest> report(String run, String goldenDir) throws IOException {
        Path out = tmp.resolve(Path.of(goldenDir).getFileName().toString());
        Map<String, String> goldens = new LinkedHashMap<>();
        goldens.put(goldenDir + "/command.txt", transcript("report", run, "--out", out.toString()));
        List<String> files;
        try (Stream<Path> s = Files.list(out)) {
            files = s.map(p -> p.getFileName().toString()).sorted().toList();
        }
        assertTrue(files.contains("index.html"), files.toString());
        goldens.put(goldenDir + "/files.txt", String.join("\n", files) + "\n");
        for (String f : files) {
            goldens.put(goldenDir + "/" + f, normalise(Files.readString(out.resolve(f), StandardCharsets.UTF_8)));
        }
        Set<String> keep = new HashSet<>(files);
        keep.addAll(List.of("command.txt", "files.txt"));
        Golden.pruneOthers(goldenDir, keep);
        return checks(goldens);
    }

    // ---- claims, sizes ----

    /** The runs the claims goldens read. */
    private static final List<String> CLAIMS_RUNS = List.of("20261124-093008-answer", "20261127-084943-answer",
            "20261127-085951-claims", "20261127-091823-formats", "20261127-095510-escape-analysis",
            "20261127-095722-cold-start", "20261127-095804-binding", "20261127-103004-answer-otlp-traces",
            "20261127-103516-claims-dom", "20261128-114444-answer", "20261128-133126-gateway-http",
            "20261128-144309-answer", "20261128-151508-aa-published", "20261128-163119-answer");

    private static String[] claimsArgs(String... options) {
        List<String> args = new ArrayList<>(List.of("claims"));
        args.addAll(List.of(options));
        CLAIMS_RUNS.forEach(r -> args.add("results/" + r));
        return args.toArray(new String[0]);
    }

    @TestFactory
    Stream<DynamicTest> claims() {
        // A fixed set of committed runs (the evidence when this golden was made, and two that are not evidence: one
        // whose forks had not settled, one on other library versions), so that a new run in results/ leaves it as it is
        Map<String, String> goldens = new LinkedHashMap<>();
        goldens.put("claims/claims.txt", transcript(claimsArgs()));
        goldens.put("claims/claims-md.txt", transcript(claimsArgs("--format", "md")));
        goldens.put("claims/claims-json.txt", transcript(claimsArgs("--format", "json")));
        return checks(goldens);
    }

    @TestFactory
    Stream<DynamicTest> sizes() {
        Map<String, String> goldens = new LinkedHashMap<>();
        goldens.put("sizes/sizes.txt", transcript("sizes"));
        goldens.put("sizes/sizes-json.txt", transcript("sizes", "--json"));
        goldens.put("sizes/sizes-finditems.txt", transcript("sizes", "--model", "finditems"));
        return checks(goldens);
    }

    // ---- profiles ----

    @TestFactory
    Stream<DynamicTest> profiles() {
        CommandResult r = CommandResult.run("profiles", "--wide");
        assertEquals(0, r.code(), r.err());
        String text = "$ serbench profiles --wide\nexit code: " + r.code() + "\n" + streams(r.err(),
                profilesWithoutMachineColumns(r.out()));
        return checks(Map.of("profiles/profiles.txt", normalise(text)));
    }

    /**
     * The {@code profiles} table without its "runs here", "jvm" and "version" columns, and without the lines after it
     * that say why a profile cannot run here. They describe this machine, not the project: the JVM running the tests
     * (JDK 17 or 25, its install path), whether a JDK 25 is installed (under /usr/lib/jvm or elsewhere) and whether
     * {@code target/benchmarks-protobuf3.jar} has been built (that line names the absolute project path). The kept
     * columns (name, flags, benchmarks jar, description) and the profiles-file line are the project's; a local
     * {@code serbench-profiles.properties} in the project directory (not in the repository) would change them.
     */
    static String profilesWithoutMachineColumns(String out) {
        List<String> lines = List.of(out.split("\n", -1));
        String header = lines.get(0);
        String[] names = {"profile", "runs here", "flags", "jvm", "version", "benchmarks", "description"};
        int[] start = new int[names.length];
        for (int c = 0; c < names.length; c++) {
            start[c] = header.indexOf(names[c], c == 0 ? 0 : start[c - 1] + 1);
            assertTrue(start[c] >= 0 && (c == 0 || start[c] > start[c - 1]), "profiles header changed: " + header);
        }
        int[] kept = {0, 2, 5, 6};
        List<String[]> rows = new ArrayList<>();
        int i = 1;
        for (; i < lines.size() && !lines.get(i).isEmpty(); i++) {
            String line = lines.get(i);
            rows.add(Arrays.stream(kept).mapToObj(c -> line.substring(Math.min(line.length(), start[c]),
                    c + 1 < start.length ? Math.min(line.length(), start[c + 1]) : line.length()).trim())
                    .toArray(String[]::new));
        }
        String table = TextTable.render(Arrays.stream(kept).mapToObj(c -> names[c]).toArray(String[]::new),
                rows.toArray(String[][]::new), kept.length);
        String profilesFile = lines.stream().filter(l -> l.startsWith("Profiles file:")).findFirst()
                .orElse("(no 'Profiles file:' line)");
        return table + "(left out here: the runs here, jvm and version columns and why a profile cannot run: they"
                + " depend on the machine)\n\n" + profilesFile + "\n";
    }

    // ---- usage ----

    @TestFactory
    Stream<DynamicTest> help() {
        // What each command prints for --help (picocli, from each command's declaration of its options).
        Map<String, String> goldens = new LinkedHashMap<>();
        for (String command : serbench.cli.Main.commandNames()) {
            goldens.put("help/" + command + ".txt", transcript(command, "--help"));
        }
        return checks(goldens);
    }

    // ---- helpers ----

    private static Stream<DynamicTest> checks(Map<String, String> goldens) {
        return goldens.entrySet().stream()
                .map(e -> DynamicTest.dynamicTest(e.getKey(), () -> Golden.check(e.getKey(), e.getValue())));
    }

    private static String[] concat(List<String> first, String... rest) {
        List<String> all = new ArrayList<>(first);
        all.addAll(List.of(rest));
        return all.toArray(new String[0]);
    }

    /** Runs a command through {@code Main.run}: its command line, exit code, stderr and stdout, normalised. */
    private static String transcript(String... args) {
        CommandResult r = CommandResult.run(args);
        return normalise("$ serbench " + String.join(" ", args) + "\nexit code: " + r.code() + "\n"
                + streams(r.err(), r.out()));
    }

    private static String streams(String err, String out) {
        return "--- stderr" + block(err) + "--- stdout" + block(out);
    }

    private static String block(String s) {
        if (s.isEmpty()) {
            return " (empty)\n";
        }
        return "\n" + s + (s.endsWith("\n") ? "" : "\n(no newline at the end)\n");
    }

    /** A time in a progress line of {@code sizes}: this machine's, not the project's. */
    private static final java.util.regex.Pattern PROGRESS_TIME = java.util.regex.Pattern.compile(
            "(?m)^(serbench sizes: input \\d+/\\d+ done in )[0-9.]+s, elapsed [0-9.]+s;");

    /**
     * The temporary directory as {@code <out>}, the project directory as {@code <project>} (longest path first), the
     * times of {@code sizes}' progress lines as {@code <time>}.
     */
    static String normalise(String s) {
        Map<String, String> paths = new LinkedHashMap<>();
        for (Path p : List.of(tmp, Path.of(""))) {
            String label = p == tmp ? "<out>" : "<project>";
            paths.put(p.toAbsolutePath().toString(), label);
            try {
                paths.put(p.toRealPath().toString(), label);
            } catch (IOException e) {
                // the absolute path is enough
            }
        }
        String result = s;
        for (String path : paths.keySet().stream().sorted(Comparator.comparingInt(String::length).reversed()).toList()) {
            result = result.replace(path, paths.get(path));
        }
        return PROGRESS_TIME.matcher(result).replaceAll("$1<time>, elapsed <time>;");
    }
}
