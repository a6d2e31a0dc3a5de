package serbench.cli.args;

import serbench.compare.Estimator;
import serbench.compare.pairing.ParamSplit;
import serbench.compare.Tolerance;
import serbench.io.InputFile;
import serbench.io.SameFile;
import serbench.io.WrongArgumentException;
import serbench.results.Measure;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The options of {@code compare}, declared once (picocli reads them, prints their help and its errors) and checked;
 * every mistake is a {@link WrongArgumentException}.
 */
@Command(name = "compare", sortOptions = false,
            header = "compare result files (or one file's param values): change, 95%% interval, verdict",
        customSynopsis = {"compare [options] BASELINE.json OTHER.json [MORE.json ...]",
                "       compare [options] --between PARAM=A,B[,C...] FILE.json"},
        description = {"Compares JMH JSON result files (-rf json -rff FILE) against the first one; with --between, the"
                + " rows of one file with PARAM=B (C...) against its rows with PARAM=A."},
                footer = {"examples:",
                "  compare results/RUN/default.json results/RUN/no-escape-analysis.json",
                "  compare --between format=protobuf,json,xml results/20261126-152629-answer/default.json",
                "  compare --format json --fail-on-regression 5 base.json new.json > comparison.json",
                "exit codes: 0 ok, 1 unexpected failure, 2 bad arguments, 3 bad input file (or no row matches),",
                "  4 regression beyond PCT, 5 the gate could not decide (a row undecided or not compared)"})
public final class CompareOptions {


    @Parameters(paramLabel = "FILE", arity = "0..*", description = "JMH JSON result files, the baseline first")
    private List<String> fileArgs = new ArrayList<>();

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text", converter = Converters.AnyOutput.class,
            description = "output on stdout: text, md (markdown tables), json or csv (every row, for tools)"
                    + " (default: ${DEFAULT-VALUE})")
    private OutputFormat format;

    @Option(names = "--wide", description = "text: every column (unit, forks, MDE, power, Mann-Whitney p) and"
            + " long lines unwrapped; by default text fits in 100 columns")
    private boolean wide;

    @Option(names = "--explain", description = "text: also the settings every file shares, what the comparison"
            + " could detect, what each note means and the method")
    private boolean explain;

    @Option(names = "--html", paramLabel = "FILE", description = "also write a self-contained HTML page with charts")
    private String htmlArg;

    @Option(names = "--force", description = "let --html replace an existing FILE (never replaced otherwise; an"
            + " input never)")
    private boolean force;

    @Option(names = "--filter", paramLabel = "REGEX", converter = Converters.Regex.class,
            description = "only rows whose 'benchmark k=v ...' contains a match of REGEX")
    private Pattern filter;

    @Option(names = "--fail-on-regression", paramLabel = "PCT", converter = Converters.Percent.class, description = {
            "a gate on each row's slowdown, the score ratio turned so that above 1 is worse (new/base time or"
                    + " B/op, base/new throughput); PCT allows up to 1 + PCT/100, the same for time and allocation."
                    + " Passes (0) when every row's 95%% interval ends within PCT; exit 4 if a row's interval lies"
                    + " wholly beyond; else exit 5 (an interval reaches across PCT or there is none, or a row was not"
                    + " compared)"})
    private Double failOnRegression;

    @Option(names = "--alloc-tolerance", paramLabel = "PCT", defaultValue = "0.5", converter = Converters.Percent.class,
            description = "allocation changes below PCT percent of the baseline are 'same' (default: ${DEFAULT-VALUE})")
    private double tolerancePercent;

    @Option(names = "--alloc-tolerance-bytes", paramLabel = "N", defaultValue = "1", converter = Converters.Bytes.class,
            description = "... or below N B/op, whichever is larger (default: ${DEFAULT-VALUE})")
    private double toleranceBytes;

    @Option(names = "--unpaired", description = "never pair forks by round, even for files of one interleaved run")
    private boolean unpaired;

    @Option(names = "--estimator", paramLabel = "NAME", defaultValue = "trimmed",
            converter = Converters.EstimatorName.class, description = {
            "a fork's value and the interval (default: ${DEFAULT-VALUE}): 'trimmed' each fork's mean and a"
                    + " 20%%-trimmed (Yuen) t across rounds; 'fastest' each fork's fastest iteration and the same t;"
                    + " 'mean' each fork's mean and Student's t. B/op always uses means and Student's t"})
    private Estimator estimator;

    @Mixin
    private Cli.MetricOption metricOption;

    @Option(names = "--between", paramLabel = "PARAM=A,B",
            description = "split one file by the value of PARAM, A the baseline (paired by round in a run's file)")
    private String betweenArg;

    @Mixin
    private Cli.Common common;

    private List<Path> files;
    private Path html;
    private Tolerance tolerance;
    private Map.Entry<String, List<String>> between;

    /** The options of {@code args}, checked; null when help was asked for and printed on {@code out}. */
    public static CompareOptions parse(String[] args, PrintStream out) {
        CompareOptions o = new CompareOptions();
        if (!Cli.parse(o, args, out)) {
            return null;
        }
        o.check();
        return o;
    }

    /** The help text. */
    public static String usage() {
        return Cli.usage(new CompareOptions());
    }

    private void check() {
        tolerance = new Tolerance(tolerancePercent, toleranceBytes);
        between = betweenArg == null ? null : Cli.forOption("--between", () -> ParamSplit.parse(betweenArg));
        files = fileArgs.stream().map(Path::of).toList();
        if (between != null && files.size() != 1) {
            throw bad("--between compares the rows of one file; give exactly one result file (got " + files.size() + ")");
        }
        if (between == null && files.size() < 2) {
            throw bad("needs at least two result files, the baseline first (got " + files.size() + ")");
        }
        html = htmlArg == null ? null : Path.of(htmlArg);
        if (html != null) {
            SameFile.refuseOverwrite("--html " + InputFile.shown(html), List.of(html), files);
            if (Files.isDirectory(html)) {
                throw bad("--html " + html + " is a directory; give a file name such as report.html");
            }
            if (Files.exists(html) && !force) {
                throw bad("--html " + html + " exists; add --force to replace it, or choose another name");
            }
            Path parent = html.toAbsolutePath().getParent();
            if (parent != null && !Files.isDirectory(parent)) {
                throw bad("--html " + html + ": directory " + parent + " does not exist");
            }
        }
    }

    public List<Path> files() {
        return files;
    }

    public OutputFormat format() {
        return format;
    }

    public boolean wide() {
        return wide;
    }

    public boolean explain() {
        return explain;
    }

    public Path html() {
        return html;
    }

    public boolean force() {
        return force;
    }

    public Pattern filter() {
        return filter;
    }

    public Double failOnRegression() {
        return failOnRegression;
    }

    public Tolerance tolerance() {
        return tolerance;
    }

    public Measure measure() {
        return metricOption.measure;
    }

    public boolean unpaired() {
        return unpaired;
    }

    public Map.Entry<String, List<String>> between() {
        return between;
    }

    public Estimator estimator() {
        return estimator;
    }

    private static WrongArgumentException bad(String message) {
        return new WrongArgumentException(message + " (see compare --help)");
    }
}
