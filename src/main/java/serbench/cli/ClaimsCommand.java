package serbench.cli;

import serbench.cli.args.Converters;
import serbench.io.WrongArgumentException;
import serbench.io.UnusableInputException;

import serbench.claims.Claims;
import serbench.claims.Evidence;
import serbench.claims.Verdict;
import serbench.results.RunManifest;
import serbench.results.RunRecord;
import serbench.render.ClaimsView;
import serbench.text.Escape;
import serbench.cli.args.OutputFormat;
import serbench.text.TextWidth;
import serbench.cli.args.Cli;
import serbench.cli.args.ExitCode;

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
import java.util.stream.Stream;

/**
 * {@code claims}: checks every claim of the posts against measured
 * results and prints, per claim, what was said and where, the suite's figures (with their error and JVM), the range
 * the claim says in numbers and a verdict with one line of why. Without paths it reads every run directory under {@code results/}; which runs count
 * is {@link Evidence}'s rule (one interleaved run of this code, at least 5 rounds, paired by round).
 */
final class ClaimsCommand {

    /** The options, declared once: picocli reads them and prints their help. */
    @Command(name = "claims", sortOptions = false,
            header = "check the posts' claims against the committed runs: claimed range, measured, verdict",
            description = "Checks every claim of the posts against measured results: per claim what was said and"
                    + " where, the suite's figures (with their error and JVM), the claimed range in numbers and a"
                    + " verdict with one line of why (the rule: docs/claims.md)."
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
                converter = Converters.TextMarkdownJson.class,
                description = "text, md (a markdown table) or json (default: ${DEFAULT-VALUE})")
        OutputFormat format;

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
        OutputFormat format = o.format;
        List<Path> paths = o.paths.stream().map(Path::of).toList();
        if (paths.isEmpty()) {
            paths = runDirectories(Path.of("results"));
        }
        Evidence evidence = Evidence.load(paths, o.metric.measure);
        List<String> warnings = evidence.warnings();
        warnings.stream().limit(MAX_WARNINGS).forEach(w -> err.println("serbench claims: warning: " + Escape.line(w)));
        if (warnings.size() > MAX_WARNINGS) {
            err.println("serbench claims: warning: and " + (warnings.size() - MAX_WARNINGS) + " more warning(s)");
        }
        List<Verdict> verdicts = Claims.ALL.stream().map(c -> c.check(evidence)).toList();
        out.print(switch (format) {
            case MD -> ClaimsView.markdown(evidence, verdicts);
            case JSON -> ClaimsView.json(evidence, verdicts);
            default -> ClaimsView.text(evidence, verdicts, TextWidth.of(o.wide));
        });
        return 0;
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
}
