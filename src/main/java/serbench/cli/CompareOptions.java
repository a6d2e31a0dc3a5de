package serbench.cli;

import serbench.io.InputFile;
import serbench.io.SameFile;
import serbench.io.WrongArgumentException;

import serbench.compare.ParamSplit;
import serbench.compare.Estimator;
import serbench.compare.Tolerance;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/** The arguments of {@code compare}, parsed and checked; every mistake is a {@link WrongArgumentException}. */
record CompareOptions(List<Path> files, String format, Path html, boolean force, Pattern filter,
                             Double failOnRegression, Tolerance tolerance, boolean unpaired, Map.Entry<String, List<String>> between,
                             boolean help, Estimator estimator) {

    public static final String USAGE = String.join("\n",
            "usage: compare [options] BASELINE.json OTHER.json [MORE.json ...]",
            "       compare [options] --between PARAM=A,B[,C...] FILE.json",
            "  Compares JMH JSON result files (-rf json -rff FILE) against the first one; with --between, the rows",
            "  of one file with PARAM=B (C...) against its rows with PARAM=A (e.g. --between format=json,json-jackson3).",
            "  --format text|md          output format on stdout (default text; md = markdown tables)",
            "  --html FILE               also write a self-contained HTML page with charts to FILE",
            "  --force                   let --html replace an existing FILE (never replaced otherwise; an input never)",
            "  --filter REGEX            only rows whose 'benchmark k=v ...' contains a match of REGEX",
            "  --fail-on-regression PCT  a gate on each row's slowdown, the score ratio turned so that above 1 is",
            "                            worse (new/base time or B/op, base/new throughput); PCT allows up to",
            "                            1 + PCT/100, the same for time and allocation. Passes (0) when every",
            "                            row's 95% interval ends within PCT; exit 4 if a row's interval lies",
            "                            wholly beyond PCT; else exit 5: an interval reaches across PCT or there",
            "                            is none, or a row was not compared (missing in a file, mode changed,",
            "                            units of different kinds, zero/negative/non-finite scores)",
            "  --alloc-tolerance PCT     allocation changes below PCT percent of the baseline are 'same' (default 0.5)",
            "  --alloc-tolerance-bytes N ... or below N B/op, whichever is larger (default 1)",
            "  --unpaired                never pair forks by round, even for files of one interleaved run",
            "  --estimator NAME          a fork's value and the interval (default trimmed): 'trimmed' takes each",
            "                            fork's mean and a 20%-trimmed (Yuen) t across rounds; 'fastest' each",
            "                            fork's fastest iteration and the same t; 'mean' each fork's mean and",
            "                            Student's t. B/op always uses means and Student's t",
            "  --between PARAM=A,B,...   split one file by the value of PARAM, A the baseline (paired by round in a run's file)",
            "  --debug                   stack traces for errors",
            "exit codes: 0 ok, 1 unexpected failure, 2 bad arguments, 3 bad input file (or no row matches),",
            "  4 regression beyond PCT, 5 the gate could not decide (a row undecided or not compared)");

    public static CompareOptions parse(String[] args) {
        List<Path> files = new ArrayList<>();
        String format = "text";
        Path html = null;
        boolean force = false;
        Pattern filter = null;
        Double fail = null;
        double tolerancePct = Tolerance.DEFAULT.percent();
        double toleranceBytes = Tolerance.DEFAULT.bytes();
        boolean unpaired = false;
        Map.Entry<String, List<String>> between = null;
        Estimator estimator = Estimator.DEFAULT;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            switch (a) {
                case "-h", "--help" -> {
                    return new CompareOptions(List.of(), format, null, false, null, null, Tolerance.DEFAULT, false, null, true,
                            Estimator.DEFAULT);
                }
                case "--format" -> {
                    format = value(args, ++i, a);
                    if (!format.equals("text") && !format.equals("md")) {
                        throw bad("--format must be 'text' or 'md', not '" + format + "'");
                    }
                }
                case "--html" -> html = Path.of(value(args, ++i, a));
                case "--force" -> force = true;
                case "--unpaired" -> unpaired = true;
                case "--estimator" -> {
                    try {
                        estimator = Estimator.byName(value(args, ++i, a));
                    } catch (WrongArgumentException e) {
                        throw bad(e.getMessage());
                    }
                }
                case "--between" -> between = ParamSplit.parse(value(args, ++i, a));
                case "--filter" -> {
                    String regex = value(args, ++i, a);
                    try {
                        filter = Pattern.compile(regex);
                    } catch (PatternSyntaxException e) {
                        throw bad("--filter '" + regex + "' is not a regular expression: " + e.getDescription());
                    }
                }
                case "--fail-on-regression" -> fail = nonNegative(a, value(args, ++i, a), "a percentage", "5");
                case "--alloc-tolerance" -> tolerancePct = nonNegative(a, value(args, ++i, a), "a percentage", "0.5");
                case "--alloc-tolerance-bytes" -> toleranceBytes = nonNegative(a, value(args, ++i, a), "a number of bytes", "1");
                default -> {
                    if (a.startsWith("-") && a.length() > 1) {
                        throw bad("unknown option '" + a + "'");
                    }
                    files.add(Path.of(a));
                }
            }
        }
        if (between != null && files.size() != 1) {
            throw bad("--between compares the rows of one file; give exactly one result file (got " + files.size() + ")");
        }
        if (between == null && files.size() < 2) {
            throw bad("needs at least two result files, the baseline first (got " + files.size() + ")");
        }
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
        return new CompareOptions(List.copyOf(files), format, html, force, filter, fail,
                new Tolerance(tolerancePct, toleranceBytes), unpaired, between, false, estimator);
    }

    /** A finite number >= 0, a trailing % allowed. */
    private static double nonNegative(String option, String v, String what, String example) {
        double d;
        try {
            d = Double.parseDouble(v.endsWith("%") ? v.substring(0, v.length() - 1) : v);
        } catch (NumberFormatException e) {
            d = Double.NaN;
        }
        if (!(d >= 0) || Double.isInfinite(d)) {
            throw bad(option + " needs " + what + " >= 0 such as " + example + ", not '" + v + "'");
        }
        return d;
    }

    private static String value(String[] args, int i, String option) {
        if (i >= args.length || (args[i].startsWith("--") && args[i].length() > 2)) {
            throw bad(option + " needs a value");
        }
        return args[i];
    }

    private static WrongArgumentException bad(String message) {
        return new WrongArgumentException(message + "; run 'compare --help' for usage");
    }
}
