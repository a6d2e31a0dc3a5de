package serbench.cli;

import serbench.results.Measure;

import serbench.io.WrongArgumentException;
import serbench.io.UnusableInputException;

import serbench.claims.Claim;
import serbench.claims.Claims;
import serbench.claims.Evidence;
import serbench.claims.Verdict;
import serbench.results.RunManifest;
import serbench.results.RunRecord;
import serbench.io.Excerpt;
import serbench.io.HarnessJson;
import serbench.text.Escape;
import serbench.text.OutputFormat;
import serbench.text.TextWidth;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * {@code claims}: checks every claim of the posts against measured
 * results and prints, per claim, what was said and where, the suite's figures (with their error and JVM) and a
 * verdict with one line of why. Without paths it reads every run directory under {@code results/}; which runs count
 * is {@link Evidence}'s rule (one interleaved run of this code, at least 5 rounds, paired by round).
 */
final class ClaimsCommand {

    /** The options, declared once: picocli reads them and prints their help. */
    @Command(name = "claims", sortOptions = false,
            header = "check the posts' claims against the committed runs: measured ratio, verdict, why",
            description = "Checks every claim of the posts against measured results: per claim what was said and"
                    + " where, the suite's figures (with their error and JVM) and a verdict with one line of why."
                    + " Without paths it reads every finished run directory under results/.",
            footer = {"examples:", "  claims", "  claims --format md > claims.md",
                    "  claims --format json results/20261126-152629-answer",
                    "exit codes: 0 ok, 1 unexpected failure, 2 bad arguments, 3 a missing or unusable run"})
    static final class Options {
        @Parameters(paramLabel = "RUN_DIR|RESULT_FILE", arity = "0..*", description = "the runs to read (default:"
                + " every finished run under results/)")
        List<String> paths = new ArrayList<>();

        @Mixin
        Cli.MetricOption metric;

        @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
                description = "text, md (a markdown table) or json (default: ${DEFAULT-VALUE})")
        String format;

        @Option(names = "--wide", description = "text: each claim's fields on one line each, unwrapped; by default"
                + " text fits in 100 columns")
        boolean wide;

        @Mixin
        Cli.Common common;
    }

    /** Warnings printed at most; the rest are counted. */
    static final int MAX_WARNINGS = 10;

    private ClaimsCommand() {
    }

    public static int run(String[] args, PrintStream out, PrintStream err) throws IOException {
        Options o = new Options();
        if (!Cli.parse(o, args, out)) {
            return ExitCode.OK;
        }
        OutputFormat format = OutputFormat.parse(o.format,
                java.util.EnumSet.of(OutputFormat.TEXT, OutputFormat.MD, OutputFormat.JSON), "claims");
        List<Path> paths = o.paths.stream().map(Path::of).toList();
        if (paths.isEmpty()) {
            paths = runDirectories(Path.of("results"));
        }
        Evidence evidence = Evidence.load(paths, o.metric.measure("claims"));
        List<String> warnings = evidence.warnings();
        warnings.stream().limit(MAX_WARNINGS).forEach(w -> err.println("serbench claims: warning: " + Escape.line(w)));
        if (warnings.size() > MAX_WARNINGS) {
            err.println("serbench claims: warning: and " + (warnings.size() - MAX_WARNINGS) + " more warning(s)");
        }
        List<Verdict> verdicts = Claims.ALL.stream().map(c -> c.check(evidence)).toList();
        out.print(switch (format) {
            case MD -> markdown(evidence, verdicts);
            case JSON -> json(evidence, verdicts);
            default -> text(evidence, verdicts, TextWidth.of(o.wide));
        });
        return 0;
    }

    /** {@code claims --format json}: one object per claim, and the runs the verdicts rest on. */
    record ClaimData(String id, String claim, String source, String measured, String verdict, String why) {
    }

    record ClaimsData(String metric, List<String> evidenceRuns, Map<String, Long> notEvidence, List<ClaimData> claims) {
    }

    static String json(Evidence evidence, List<Verdict> verdicts) throws IOException {
        List<ClaimData> claims = new ArrayList<>();
        for (int i = 0; i < Claims.ALL.size(); i++) {
            Claim c = Claims.ALL.get(i);
            Verdict v = verdicts.get(i);
            claims.add(new ClaimData(c.id(), c.statement(), c.source(), v.figures(), v.outcome().toString(), v.why()));
        }
        return HarnessJson.pretty().writeValueAsString(new ClaimsData(evidence.measure().option(), used(evidence), left(evidence), claims)) + "\n";
    }

    static List<Path> runDirectories(Path results) {
        if (!Files.isDirectory(results)) {
            throw new UnusableInputException("no results/ directory here; run from the project root or give RUN_DIR paths");
        }
        try (Stream<Path> s = Files.list(results)) {
            List<Path> dirs = s.filter(Files::isDirectory).filter(ClaimsCommand::holdsResults).sorted().toList();
            if (dirs.isEmpty()) {
                throw new UnusableInputException(results + " holds no finished run directories; record one with 'run' first");
            }
            return dirs;
        } catch (IOException e) {
            throw new UnusableInputException(results + ": cannot list (" + e.getMessage() + ")");
        }
    }

    /** A run directory whose manifest says it finished (or was interrupted and kept what finished): not one still running. */
    private static boolean holdsResults(Path dir) {
        String status = RunManifest.ofDirectory(dir).map(RunRecord::status).orElse("");
        return status.equals("finished") || status.equals("interrupted");
    }

    /** Per claim its verdict and statement, then source, measured and why, each wrapped within {@code width}. */
    static String text(Evidence evidence, List<Verdict> verdicts, int width) {
        StringBuilder sb = new StringBuilder();
        evidenceLines(evidence).lines().forEach(l -> sb.append(TextWidth.wrapped(l, width, "", "  ")));
        sb.append('\n');
        String indent = " ".repeat(17);
        for (int i = 0; i < Claims.ALL.size(); i++) {
            Claim c = Claims.ALL.get(i);
            Verdict v = verdicts.get(i);
            sb.append(TextWidth.wrapped(c.id() + ": " + Escape.line(c.statement()), width,
                    String.format("%-16s ", "[" + v.outcome() + "]"), indent));
            sb.append(TextWidth.wrapped(Escape.line(c.source()), width, indent + "source:   ", indent + "          "));
            sb.append(TextWidth.wrapped(Escape.line(v.figures()), width, indent + "measured: ", indent + "          "));
            sb.append(TextWidth.wrapped(Escape.line(v.why()), width, indent + "why:      ", indent + "          "));
            sb.append('\n');
        }
        return sb.toString();
    }

    static String markdown(Evidence evidence, List<Verdict> verdicts) {
        StringBuilder sb = new StringBuilder("| claim | source | measured | verdict | why |\n|---|---|---|---|---|\n");
        for (int i = 0; i < Claims.ALL.size(); i++) {
            Claim c = Claims.ALL.get(i);
            Verdict v = verdicts.get(i);
            sb.append("| ").append(cell(c.statement())).append(" | ").append(cell(c.source())).append(" | ")
                    .append(cell(v.figures())).append(" | **").append(v.outcome()).append("** | ").append(cell(v.why()))
                    .append(" |\n");
        }
        sb.append('\n');
        evidenceLines(evidence).lines().forEach(l -> sb.append(Escape.markdown(l)).append("  \n"));
        return sb.toString();
    }

    /**
     * Which runs the verdicts rest on and which were left out, by reason: the rule in two lines, the evidence (with
     * the benchmark classes whose rows a run left out as other code), the rest counted. "This code" is the whole
     * tree's fingerprint, and when a run used recorded them (or listed its files), also each benchmark class's.
     */
    static String evidenceLines(Evidence evidence) {
        String tree = "sources " + (evidence.fingerprint() == null ? "unknown" : evidence.fingerprint());
        StringBuilder sb = new StringBuilder(evidence.measure() == Measure.TIME ? ""
                : "Metric: " + evidence.measure().description() + " where the claims say time.\n")
                .append("Evidence: interleaved runs of this code (")
                .append(evidence.perClass() ? "per benchmark class: the sources it reaches; runs that recorded neither "
                        + "per-class fingerprints nor sources.txt: " + tree : tree)
                .append(") with at least ").append(Evidence.MIN_ROUNDS)
                .append(" rounds; both sides of a ratio from one run, paired by round. Sizes: this build's codecs.\n");
        List<String> used = used(evidence);
        sb.append("Runs that count as evidence (eligible; a claim uses those that measured both its sides): ").append(used.isEmpty() ? "none" : String.join(", ", used)).append('\n');
        Map<String, Long> left = left(evidence);
        if (!left.isEmpty()) {
            sb.append("Not evidence: ").append(left.entrySet().stream().map(e -> e.getValue() + " " + e.getKey())
                    .collect(Collectors.joining(", "))).append('\n');
        }
        return sb.toString();
    }

    /** The runs that count as evidence, each with the benchmark classes it left out as other code. */
    private static List<String> used(Evidence evidence) {
        return evidence.directories().stream().filter(d -> d.notEvidence() == null)
                .map(d -> d.dir().getFileName() + (d.otherCode().isEmpty() ? ""
                        : " (not " + String.join(", ", d.otherCode()) + ": other code)")
                        + (d.filesLeftOut().isEmpty() ? "" : " (not " + String.join("; ", d.filesLeftOut()) + ")"))
                .toList();
    }

    /** The runs left out, counted by reason. */
    private static Map<String, Long> left(Evidence evidence) {
        return new TreeMap<>(evidence.directories().stream().filter(d -> d.notEvidence() != null)
                .collect(Collectors.groupingBy(Evidence.RunDirectory::notEvidence, Collectors.counting())));
    }

    private static String cell(String s) {
        return Escape.markdown(s);
    }
}
