package serbench.render;

import serbench.compare.Estimate;
import serbench.text.Cells;

import serbench.compare.Change;
import serbench.compare.Comparison;
import serbench.compare.Estimator;
import serbench.compare.pairing.ConfigDiff;
import serbench.compare.FileComparison;
import serbench.compare.GeomeanChange;
import serbench.compare.Note;
import serbench.compare.Row;
import serbench.compare.pairing.RowKey;
import serbench.compare.Units;
import serbench.stats.Interval;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The content of a report, shared by the text, markdown and HTML renderers: the tables, the settings that are
 * the same in every file, the legend and the method. Benchmark names lose the package they all share.
 */
public final class ReportTables {

    /** The estimator line of a report's header: what each fork's value is and how the interval is made. */
    public static String estimatorLine(Estimator e) {
        return e.option + " (" + e.description + "; B/op: fork means, Student's t)"
                + (e == Estimator.DEFAULT ? "" : "; the default is " + Estimator.DEFAULT.option);
    }

    /** The method, as the legend states it, for the comparison's estimator. */
    public static List<String> method(Estimator e) {
        String value = e == Estimator.FASTEST
                ? "each fork's fastest measured iteration (lowest time, highest throughput): the speed of an"
                + " undisturbed iteration, a different quantity from JMH's mean score"
                : "each fork's mean of its measured iterations (JMH's score)";
        String test = e.trim > 0
                ? Cells.plain(e.trim * 100) + "%-trimmed (Yuen) t: the lowest and highest " + Cells.plain(e.trim * 100)
                + "% of the per-round values cut before the mean, the interval from their winsorized variance with h - 1"
                + " df (h values kept); exactly Student's t below " + Math.round(1 / e.trim) + " rounds"
                : "Student's t";
        return List.of(
                "fork value: " + value + "; forks are the replicates (iterations within a fork are not independent);"
                        + " B/op always uses fork means",
                "old, new: each side's own " + e.sideWords() + " (--wide: ± the half-width of its 95% interval, in %"
                        + " of it), the figure answer, claims and the charts show for the same row; the change is"
                        + " estimated from the rounds both sides ran, so new / old lies inside its interval but is not"
                        + " always its centre",
                "change: " + Change.estimand(e.trim) + ", said as the answer says it: '1.23x slower' (the new time is"
                        + " 1.23 times the old), '1.23x faster' (the old time is 1.23 times the new); B/op: 'more',"
                        + " 'fewer'; the interval reads in the same direction, with its 95% interval: " + test
                        + " on per-round log ratios when both files come from one interleaved run (forks column"
                        + " 'N paired'), else Welch's t (Yuen-Welch when trimmed) on log fork values."
                        + " A row's change is decided only when significant after Holm's correction over"
                        + " the file's compared rows (allocation rows are a family of their own); otherwise a '?' follows"
                        + " its word. The 95% CI shown is the row's own, uncorrected",
                "n/a: no usable interval (fewer than 2 forks a side or 2 paired rounds, zero variance in a time or"
                        + " throughput, or bounds that overflow: more than " + Cells.plain(Interval.OVERFLOW) + " times apart"
                        + " or wider than " + Cells.plain(Interval.OVERFLOW) + " times the estimate):"
                        + " such a row is never called a change",
                "MDE: the smallest change this row's noise and forks would detect with 80% power; 'for 5%', 'for 10%':"
                        + " forks per side (pairs when paired) that a 5% or 10% change would need at this noise",
                "MW p: two-sided Mann-Whitney U test on fork values, a robustness check only (never the verdict)",
                "better/worse: the rows marked, i.e. significant after Holm's correction over the file's compared rows",
                "allocation: changes below the practical tolerance read 'same', whatever the test says",
                "geomean: geometric mean of the gains over the rows both files have, with a 95% interval (rounds as the"
                        + " units when every row is paired, trimmed as the rows are; otherwise rows treated as"
                        + " independent); its MDE is its own:"
                        + " exp((t(0.975, df) + t(0.8, df)) * SE) - 1, with SE and df of the log geomean (rounds: SE ="
                        + " sd of the round means / sqrt(rounds), df = rounds - 1; rows: SE = sqrt(sum of the rows' SE^2)"
                        + " / rows, Welch-Satterthwaite df)",
                "sample mode: p50 and p99 rows compare each fork's median and 99th percentile (fork means, Student's t)");
    }

    private final Comparison comparison;
    private final String prefix;
    private final List<String> params;
    /** Time units scaled per row ({@link Units#readable}), as the text and markdown views show them. */
    private final boolean scaled;
    /** The narrow text view: one label column, old, new, change and interval (see {@link #speed}). */
    private final boolean narrow;
    /** The params whose value differs between rows (what the narrow label shows), and whether the mode does. */
    private final List<String> varying;
    private final boolean modeVaries;

    /** The tables as the HTML page shows them: every column, each row in its file's unit. */
    public ReportTables(Comparison comparison) {
        this(comparison, false, false);
    }

    public ReportTables(Comparison comparison, boolean scaled, boolean narrow) {
        this.comparison = comparison;
        this.params = comparison.paramNames();
        this.prefix = commonPackage(comparison);
        this.scaled = scaled;
        this.narrow = narrow;
        List<RowKey> keys = new ArrayList<>();
        comparison.against().forEach(c -> c.rows().forEach(r -> keys.add(r.key())));
        this.varying = params.stream().filter(p -> keys.stream().map(k -> k.params().getOrDefault(p, "")).distinct()
                .count() > 1).toList();
        this.modeVaries = keys.stream().map(RowKey::mode).distinct().count() > 1;
    }

    /**
     * What every row shares and the narrow view's labels leave out: {@code input=default; mode avgt}; empty when
     * nothing is shared.
     */
    public String sharedKey() {
        List<String> same = new ArrayList<>();
        RowKey first = comparison.against().stream().flatMap(c -> c.rows().stream()).map(Row::key).findFirst()
                .orElse(null);
        if (first == null) {
            return "";
        }
        for (String p : params) {
            if (!varying.contains(p) && first.params().containsKey(p)) {
                same.add(p + "=" + first.params().get(p));
            }
        }
        if (!modeVaries) {
            same.add("mode " + first.mode());
        }
        return String.join("; ", same);
    }

    /** The package prefix removed from benchmark names ({@code ""} when none). */
    public String prefix() {
        return prefix;
    }

    /**
     * The settings that differ, one row each, with one column per file: every one, those that are what the files
     * compare ({@link ConfigDiff#compared}: the profiles' own flags) too, which the settings warning leaves out. Empty
     * when none differ.
     */
    public Table config() {
        ConfigDiff d = comparison.config();
        List<String> head = new ArrayList<>(List.of("setting"));
        comparison.files().forEach(f -> head.add(comparison.label(f)));
        List<String[]> rows = new ArrayList<>();
        for (int i = 0; i < d.labels().size(); i++) {
            if (d.differs().get(i)) {
                List<String> row = new ArrayList<>(List.of("! " + d.labels().get(i)));
                for (List<String> column : d.valuesByFile()) {
                    row.add(column.get(i));
                }
                rows.add(row.toArray(new String[0]));
            }
        }
        return new Table("settings that differ", head.toArray(new String[0]), rows, head.size());
    }

    /** The settings every file shares, as {@code label value; …}. */
    public String sameSettings() {
        ConfigDiff d = comparison.config();
        List<String> same = new ArrayList<>();
        for (int i = 0; i < d.labels().size(); i++) {
            if (!d.differs().get(i)) {
                same.add(d.labels().get(i) + " " + d.valuesByFile().get(0).get(i));
            }
        }
        return String.join("; ", same);
    }

    /**
     * Scores of the baseline and one file, and the change. Narrow: the row's label, both scores in the row's unit,
     * the change with its verdict and interval, the notes; the forks, MDE, power and Mann-Whitney columns are
     * {@code --wide}'s.
     */
    public Table speed(FileComparison c) {
        if (narrow) {
            return narrowSpeed(c);
        }
        List<String> head = keyHead();
        head.addAll(List.of("unit", comparison.label(comparison.baseline()), comparison.label(c.file()), "forks",
                "change", "95% CI", "MDE", "for 5%", "for 10%", "MW p", "notes"));
        List<String[]> rows = new ArrayList<>();
        for (Row r : c.rows()) {
            List<String> cells = keyCells(r.key());
            String unit = unit(r);
            cells.add(r.base() == null ? "-" : unit);
            cells.add(score(r.base(), unit));
            cells.add(score(r.other(), unit));
            if (r.compared() && r.change().paired()) {
                cells.add(r.change().test().n1() + " paired");
            } else {
                cells.add((r.base() == null ? "0" : r.base().forks()) + "+" + (r.other() == null ? "0" : r.other().forks()));
            }
            if (r.compared()) {
                Change ch = r.change();
                cells.add(Cells.slowdownWord(ch.slowdown(), r.significant()));
                cells.add(Cells.ratioBounds(ch.slowdown()));
                cells.add(Cells.mde(ch.minimumDetectable()));
                cells.add(Cells.forks(ch.forksFor(0.05)));
                cells.add(Cells.forks(ch.forksFor(0.10)));
                cells.add(Cells.p(ch.mannWhitneyP()));
            } else {
                cells.add(r.problem());
                cells.add("");
                cells.add("");
                cells.add("");
                cells.add("");
                cells.add("");
            }
            cells.add(codes(r.notes()));
            rows.add(cells.toArray(new String[0]));
        }
        List<String> summary = blankKey();
        GeomeanChange g = c.geomean();
        summary.set(0, "geomean (" + c.geomeanRows() + " rows" + (g.paired() ? ", " + g.rounds() + " rounds" : "") + ")");
        summary.addAll(List.of("", "", "", "",
                geomeanVerdict(c), geomeanBounds(c), Cells.mde(g.minimumDetectable()), "", "", "",
                c.better() + " better, " + c.worse() + " worse (Holm)"));
        rows.add(summary.toArray(new String[0]));
        return new Table(comparison.label(c.file()) + " vs " + comparison.label(comparison.baseline()) + ": score and speed change ("
                + c.pairedRows() + " of " + c.rows().stream().filter(Row::compared).count() + " rows paired by round)",
                head.toArray(new String[0]), rows, params.size() + 2, head.size() - 1);
    }

    private Table narrowSpeed(FileComparison c) {
        List<String[]> rows = new ArrayList<>();
        for (Row r : c.rows()) {
            String unit = unit(r);
            if (r.compared()) {
                rows.add(new String[]{label(r.key()), value(r.base(), unit), value(r.other(), unit),
                        Cells.slowdownWord(r.change().slowdown(), r.significant()),
                        Cells.ratioBounds(r.change().slowdown()), codes(r.notes())});
            } else {
                String notes = codes(r.notes());
                rows.add(new String[]{label(r.key()), value(r.base(), unit), value(r.other(), unit), "n/a", "",
                        r.problem() + (notes.isEmpty() ? "" : "; " + notes)});
            }
        }
        GeomeanChange g = c.geomean();
        rows.add(new String[]{"geomean (" + c.geomeanRows() + " rows" + (g.paired() ? ", " + g.rounds() + " rounds" : "")
                + "; " + c.better() + " better, " + c.worse() + " worse)", "", "", geomeanVerdict(c),
                geomeanBounds(c), ""});
        long compared = c.rows().stream().filter(Row::compared).count();
        return new Table(comparison.label(c.file()) + " vs " + comparison.label(comparison.baseline()) + ": " + comparison.measure().title()
                + " (" + c.pairedRows() + " of " + compared + " rows paired by round)",
                new String[]{labelHead(), "old", "new", "change", "95% CI", "notes"}, rows, 1, 5);
    }

    private Table narrowAllocation(FileComparison c) {
        List<String[]> rows = new ArrayList<>();
        for (Row r : c.rows()) {
            if (r.hasAllocation()) {
                rows.add(new String[]{label(r.key()), Cells.number(r.baseAlloc().mean().estimate()),
                        Cells.number(r.otherAlloc().mean().estimate()), allocVerdict(r),
                        Cells.ratioBounds(r.allocChange().ratio())});
            }
        }
        rows.add(new String[]{"geomean (" + c.allocRows() + " rows)", "", "", geomeanAlloc(c), ""});
        return new Table(comparison.label(c.file()) + " vs " + comparison.label(comparison.baseline()) + ": allocation (B/op)",
                new String[]{labelHead(), "old B/op", "new B/op", "change", "95% CI"}, rows, 1);
    }

    /** The narrow view's label column head: {@code benchmark} and the params the labels show. */
    private String labelHead() {
        List<String> head = new ArrayList<>(List.of("benchmark"));
        head.addAll(varying);
        if (modeVaries) {
            head.add("mode");
        }
        return String.join(" ", head);
    }

    /** The narrow view's label: the short benchmark name and the values of the params that differ between rows. */
    private String label(RowKey key) {
        List<String> parts = new ArrayList<>(List.of(shortName(key.benchmark())));
        for (String p : varying) {
            parts.add(key.params().getOrDefault(p, "-"));
        }
        if (modeVaries) {
            parts.add(key.mode());
        }
        return String.join(" ", parts);
    }

    /** The unit a row's scores are shown in: the baseline's, scaled when this view scales. */
    private String unit(Row r) {
        Estimate e = r.base() != null ? r.base() : r.other();
        if (e == null) {
            return "-";
        }
        return scaled ? Units.readable(e.unit(), e.mean().estimate()) : e.unit();
    }

    /**
     * A side's centre ({@link Estimate#centre}: the value whose ratio the change estimates) without its interval, in
     * {@code unit}: {@code 447.8 µs}, {@code 1234.5 ops/s}.
     */
    private static String value(Estimate e, String unit) {
        if (e == null) {
            return "-";
        }
        double k = Units.factor(e.unit(), unit).orElse(1);
        String shown = Units.factor(e.unit(), unit).isPresent() ? unit : e.unit();
        double v = Double.isNaN(e.centre().estimate()) ? e.mean().estimate() : e.centre().estimate();
        return Cells.number(v * k) + " " + (shown.endsWith("/op") ? shown.substring(0, shown.length() - 3) : shown);
    }

    /** {@link #score(Estimate)} in {@code unit} (a unit of the same kind), or in its own when it does not convert. */
    public static String score(Estimate e, String unit) {
        if (e == null || Units.factor(e.unit(), unit).isEmpty()) {
            return score(e);
        }
        return score(e, Units.factor(e.unit(), unit).getAsDouble());
    }

    private static String allocVerdict(Row r) {
        Change ch = r.allocChange();
        return r.allocWithinTolerance() ? "same" : Cells.bytesWord(ch.ratio(), r.allocSignificant());
    }

    /**
     * What the comparison with one file could detect: the median minimum detectable effect, how many rows could
     * detect 5%, how many were paired.
     */
    public String detectability(FileComparison c) {
        return comparison.label(c.file()) + ": median minimum detectable effect " + Cells.mde(c.medianMinimumDetectable())
                + " (80% power); median 95% interval width " + (Double.isNaN(c.medianIntervalWidth()) ? "n/a"
                : Cells.number(c.medianIntervalWidth() * 100) + " points") + "; " + c.rowsDetecting5() + " of " + c.rowsWithTest() + " rows could detect 5%; "
                + c.pairedRows() + " of " + c.rows().stream().filter(Row::compared).count() + " rows paired by round";
    }

    /** Bytes per operation ({@code gc.alloc.rate.norm}) of the baseline and one file; null when no row has it. */
    public Table allocation(FileComparison c) {
        if (c.rows().stream().noneMatch(Row::hasAllocation)) {
            return null;
        }
        if (narrow) {
            return narrowAllocation(c);
        }
        List<String> head = keyHead();
        head.addAll(List.of(comparison.label(comparison.baseline()) + " B/op", comparison.label(c.file()) + " B/op", "delta B/op", "change",
                "95% CI"));
        List<String[]> rows = new ArrayList<>();
        for (Row r : c.rows()) {
            if (!r.hasAllocation()) {
                continue;
            }
            List<String> cells = keyCells(r.key());
            double b = r.baseAlloc().mean().estimate();
            double o = r.otherAlloc().mean().estimate();
            cells.add(Cells.number(b));
            cells.add(Cells.number(o));
            cells.add(Cells.delta(o - b));
            cells.add(allocVerdict(r));
            cells.add(Cells.ratioBounds(r.allocChange().ratio()));
            rows.add(cells.toArray(new String[0]));
        }
        List<String> summary = blankKey();
        summary.set(0, "geomean (" + c.allocRows() + " rows)");
        summary.addAll(List.of("", "", "", geomeanAlloc(c), ""));
        rows.add(summary.toArray(new String[0]));
        return new Table(comparison.label(c.file()) + " vs " + comparison.label(comparison.baseline())
                + ": allocation (gc.alloc.rate.norm)", head.toArray(new String[0]), rows, params.size() + 2);
    }

    /**
     * The result tables in reading order: per compared file its speed table and, with allocation data, its
     * allocation table; then, with more than one compared file, the summary.
     */
    public List<Table> resultTables() {
        List<Table> tables = new ArrayList<>();
        for (FileComparison f : comparison.against()) {
            tables.add(speed(f));
            Table alloc = allocation(f);
            if (alloc != null) {
                tables.add(alloc);
            }
        }
        if (comparison.against().size() > 1) {
            tables.add(summary());
        }
        return tables;
    }

    /** One line per compared file: geometric means and counts of significant changes. */
    public Table summary() {
        String[] head = {"file", "rows", "geomean time", "95% CI", "better", "worse", "geomean B/op"};
        List<String[]> rows = new ArrayList<>();
        for (FileComparison c : comparison.against()) {
            rows.add(new String[]{comparison.label(c.file()), String.valueOf(c.geomeanRows()),
                    geomeanVerdict(c), geomeanBounds(c),
                    String.valueOf(c.better()), String.valueOf(c.worse()),
                    c.allocRows() == 0 ? "-" : geomeanAlloc(c)});
        }
        return new Table("summary vs " + comparison.label(comparison.baseline()), head, rows, 1);
    }

    /** The notes that occur in the report, as {@code code: meaning}. */
    public List<String> legend() {
        Set<Note> used = EnumSet.noneOf(Note.class);
        comparison.against().forEach(c -> c.rows().forEach(r -> used.addAll(r.notes())));
        List<String> out = new ArrayList<>();
        for (Note n : used) {
            out.add(n.code() + ": " + n.meaning());
        }
        return out;
    }

    /** The codes of the notes that occur in the report, in the legend's order. */
    public List<String> legendCodes() {
        Set<Note> used = EnumSet.noneOf(Note.class);
        comparison.against().forEach(c -> c.rows().forEach(r -> used.addAll(r.notes())));
        return used.stream().map(Note::code).toList();
    }

    /** The benchmark name as shown: without the shared package. */
    public String shortName(String benchmark) {
        return benchmark.substring(prefix.length());
    }

    private List<String> keyHead() {
        List<String> head = new ArrayList<>(List.of("benchmark"));
        head.addAll(params);
        head.add("mode");
        return head;
    }

    private List<String> keyCells(RowKey key) {
        List<String> cells = new ArrayList<>(List.of(shortName(key.benchmark())));
        for (String p : params) {
            cells.add(key.params().getOrDefault(p, ""));
        }
        cells.add(key.mode());
        return cells;
    }

    private List<String> blankKey() {
        List<String> cells = new ArrayList<>();
        for (int i = 0; i < params.size() + 2; i++) {
            cells.add("");
        }
        return cells;
    }

    private static String codes(Set<Note> notes) {
        return String.join(",", notes.stream().map(Note::code).toList());
    }

    /** The longest dot-ended prefix shared by every benchmark name, keeping at least {@code Class.method}. */
    private static String commonPackage(Comparison comparison) {
        List<String> names = new ArrayList<>();
        comparison.against().forEach(c -> c.rows().forEach(r -> names.add(r.key().benchmark())));
        if (names.isEmpty()) {
            return "";
        }
        String first = names.get(0);
        int end = first.lastIndexOf('.', first.lastIndexOf('.') - 1) + 1;
        String prefix = first.substring(0, Math.max(end, 0));
        for (String n : names) {
            while (!prefix.isEmpty() && (!n.startsWith(prefix) || n.indexOf('.', prefix.length()) < 0)) {
                prefix = prefix.substring(0, prefix.lastIndexOf('.', prefix.length() - 2) + 1);
            }
        }
        return prefix;
    }

    /** The geomean's change in the rows' words ({@link Cells#slowdownWord}), {@code n/a} without one. */
    public static String geomeanVerdict(FileComparison c) {
        return Double.isNaN(c.geomeanGain()) ? "n/a"
                : Cells.slowdownWord(c.geomean().gain().reciprocal(), c.geomean().significant());
    }

    /** The geomean's 95% interval in the direction its words read. */
    public static String geomeanBounds(FileComparison c) {
        return Double.isNaN(c.geomeanGain()) ? "n/a" : Cells.ratioBounds(c.geomean().gain().reciprocal());
    }

    /** The geometric mean of the rows' B/op ratios in the rows' words ({@code 1.02x more}), without a verdict. */
    private static String geomeanAlloc(FileComparison c) {
        double r = c.geomeanAllocRatio();
        return Double.isFinite(r) ? Cells.bytesWord(new Interval(r, Double.NaN, Double.NaN), true) : "n/a";
    }

    /**
     * The row's centre ({@link Estimate#centre}, the figure every view shows) ± the half-width of its interval in
     * percent of it, or {@code ± n/a} without a usable interval ({@link Interval#degenerate}: none, zero width, or
     * overflowing bounds).
     */
    public static String score(Estimate e) {
        return e == null ? "-" : score(e, 1);
    }

    private static String score(Estimate e, double k) {
        double c = e.centre().estimate();
        boolean usable = !e.centre().degenerate(false) && Double.isFinite(e.centreHalfWidth());
        return Cells.number(c * k) + " ± " + (usable ? Cells.percent(e.centreHalfWidth() * 100) : "n/a");
    }
}
