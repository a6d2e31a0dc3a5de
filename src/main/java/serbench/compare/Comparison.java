package serbench.compare;

import serbench.io.WrongArgumentException;
import serbench.io.InputFile;
import serbench.io.SameFile;
import serbench.io.UnusableInputException;

import serbench.results.Measure;
import serbench.results.Metric;
import serbench.results.ResultFile;
import serbench.results.Run;
import serbench.results.RunManifest;
import serbench.results.SamplePercentiles;
import serbench.results.Scores;
import serbench.stats.Interval;
import serbench.stats.ModeAwareInterval;
import serbench.stats.Steadiness;
import serbench.results.RunRecord;
import serbench.compare.pairing.ConfigDiff;
import serbench.compare.pairing.ParamDifference;
import serbench.compare.pairing.RowKey;
import serbench.compare.pairing.RunPairing;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Matches the rows of every file against the baseline (the first file) on benchmark + params + mode and
 * computes each row's estimates, change and notes. Problems that do not stop the comparison (missing rows,
 * duplicates, config drift) are returned as typed {@link #warnings()}, which the views word, never printed from here.
 */
public record Comparison(List<ResultFile> files, ConfigDiff config, List<FileComparison> against,
                         List<Warning> warnings, Estimator estimator, Measure measure) {

    /**
     * How noisy the host was: the per-round log ratios of the compared rows that were paired by round
     * ({@link serbench.stats.HostNoise}); null when no row was paired over enough rounds.
     */
    public serbench.stats.HostNoise hostNoise() {
        return serbench.stats.HostNoise.of(against.stream().flatMap(f -> f.rows().stream())
                .filter(r -> r.change() != null).map(r -> r.change().pairs()).toList());
    }

    /**
     * The line naming the baseline's machine and the host's noise ({@code brief}: in a few words); empty when the
     * rows were not paired.
     */
    public java.util.Optional<String> hostLine(boolean brief) {
        serbench.stats.HostNoise noise = hostNoise();
        String machine = serbench.results.RunManifest.host(baseline());
        return noise == null ? java.util.Optional.empty()
                : java.util.Optional.of("host: " + (brief ? noise.brief(machine) : noise.line(machine)));
    }

    /** How the warning about settings that differ between the files begins. */
    public static final String SETTINGS_DIFFER = "settings differ between files: ";


    /** Fork-to-fork coefficient of variation above which a row is flagged {@link Note#NOISY}. */
    public static final int NOISY_CV_PERCENT = 10;

    /** What the warning about a file's {@link Note#UNSETTLED unsettled} forks says after their counts. */
    public static final String UNSETTLED_FORKS = "forks unsettled";

    /** Why {@link #UNSETTLED_FORKS} calls them so. */
    public static final String UNSETTLED_RULE = " (first measured iteration >" + Steadiness.MAX_FIRST_SLOWDOWN_PERCENT
            + "% slower than the median of the others, beyond the row's iteration noise)";

    /** How many of a file's forks are unsettled, of how many; a warning's words ({@link #brief}, {@link #more}). */
    public record Unsettled(int unsettled, int forks) {

        public String brief() {
            return unsettled + " of " + forks + " " + UNSETTLED_FORKS;
        }

        public String more() {
            return UNSETTLED_RULE;
        }
    }

    /** Compares {@code files.get(0)} with each of the others with the default allocation tolerance. */
    public static Comparison of(List<ResultFile> files, Pattern filter) {
        return of(files, filter, Tolerance.DEFAULT);
    }

    /**
     * Compares {@code files.get(0)} with each of the others; {@code filter} (may be null) selects rows;
     * allocation changes within {@code tolerance} count as the same.
     */
    public static Comparison of(List<ResultFile> files, Pattern filter, Tolerance tolerance) {
        return of(files, filter, tolerance, true);
    }

    /** As above; {@code pair} false compares files of one run unpaired too (to see what pairing gains). */
    public static Comparison of(List<ResultFile> files, Pattern filter, Tolerance tolerance, boolean pair) {
        return of(files, filter, tolerance, pair, Estimator.DEFAULT);
    }

    /** As above, each row's time or throughput summarised by {@code estimator} (allocation always by fork means). */
    public static Comparison of(List<ResultFile> files, Pattern filter, Tolerance tolerance, boolean pair,
                                Estimator estimator) {
        return of(files, filter, tolerance, pair, estimator, Measure.TIME);
    }

    /**
     * As above, comparing {@code measure} ({@link Measure#of}: wall time, CPU time or allocation per operation) where
     * the others compare JMH's score.
     */
    public static Comparison of(List<ResultFile> chosen, Pattern filter, Tolerance tolerance, boolean pair,
                                Estimator estimator, Measure measure) {
        List<ResultFile> files = chosen.stream().map(measure::of).toList();
        Names names = Names.of(files);
        List<Warning> warnings = new ArrayList<>();
        ResultFile baseline = files.get(0);
        Map<RowKey, Run> base = index(baseline, warnings, names);
        List<FileComparison> against = new ArrayList<>();
        for (ResultFile file : files.subList(1, files.size())) {
            Map<RowKey, Run> other = index(file, warnings, names);
            Set<String> otherBenchmarks = new HashSet<>();
            other.keySet().forEach(k -> otherBenchmarks.add(k.benchmark()));
            if (base.keySet().stream().noneMatch(k -> otherBenchmarks.contains(k.benchmark()))) {
                throw new UnusableInputException(file.path() + ": shares no benchmark with the baseline "
                        + baseline.path() + "; compare result files of the same benchmarks");
            }
            List<String> pairingNotes = new ArrayList<>();
            RunPairing pairing = pair ? RunPairing.of(baseline, file, pairingNotes).orElse(null) : null;
            pairingNotes.forEach(n -> warnings.add(new Warning(Warning.Kind.PAIRING, null, n)));
            List<FileComparison.Missing> missing = new ArrayList<>();
            List<Row> rows = rows(baseline, base, file, other, filter, warnings, pairing, tolerance, missing, estimator,
                    names);
            boolean filteredAway = filter != null && base.keySet().stream().noneMatch(k -> filter.matcher(k.label()).find());
            if (rows.isEmpty() && !filteredAway) {
                throw new UnusableInputException(file.path() + ": no row matches the baseline " + baseline.path() + " ("
                        + ParamDifference.describe(base.keySet(), other.keySet(), names.of(baseline), names.of(file))
                        + "); rows match on benchmark, every @Param value and mode: compare runs made with the same params' values");
            }
            against.add(FileComparison.of(file, rows, missing));
        }
        if (filter != null && against.stream().allMatch(c -> c.rows().isEmpty())) {
            throw new WrongArgumentException("the filter '" + filter.pattern() + "' matches no benchmark of "
                    + baseline.path() + "; it is a regular expression searched in 'benchmark k=v …'");
        }
        // the parts of one file split by a param (a comparison between values, answer) are one file on disk, not the same file twice
        List<Path> paths = files.stream().filter(f -> f.selection() == null).map(ResultFile::path).toList();
        SameFile.repeated(paths).ifPresent(twice -> warnings.add(new Warning(Warning.Kind.SAME_FILE, null,
                InputFile.shown(paths.get(twice.first())) + " and " + InputFile.shown(paths.get(twice.second()))
                        + " are the same file, given twice: its rows are compared with themselves")));
        // the parts of one file split by a param (a comparison between values, answer) share its run record: one warning for the file
        java.util.Set<Path> sources = new java.util.HashSet<>();
        for (ResultFile f : files) {
            if (sources.add(f.path().toAbsolutePath().normalize())) {
                RunManifest.load(f).filter(l -> l.loaded() > 0)
                        .ifPresent(l -> warnings.add(Warning.loadedForks(names.ofFile(f), l)));
            }
        }
        files.forEach(f -> weakSettings(f).forEach(w -> warnings.add(new Warning(Warning.Kind.WEAK_SETTINGS,
                names.of(f), w + "; its rows are marked '" + Note.SETTINGS.code() + "'"))));
        files.forEach(f -> unsettledForks(f).ifPresent(u -> warnings.add(new Warning(Warning.Kind.UNSETTLED_FORKS,
                names.of(f), u.brief(), u.more() + "; their rows are marked '" + Note.UNSETTLED.code() + "'"))));
        ConfigDiff config = ConfigDiff.of(files);
        if (!config.differing().isEmpty()) {
            warnings.add(new Warning(Warning.Kind.SETTINGS_DIFFER, null, SETTINGS_DIFFER + String.join(", ",
                    config.differing()) + " (see the header); differences may come from them, not from the code"));
        }
        if (!config.differingMachine().isEmpty()) {
            warnings.add(new Warning(Warning.Kind.MACHINES_DIFFER, null, "the files come from different machines ("
                    + String.join(", ", config.differingMachine())
                    + " differ): the comparison measures the machines too, not only the code"));
        }
        files.stream().filter(f -> RunManifest.machine(f).isEmpty()).forEach(f -> warnings.add(new Warning(
                Warning.Kind.NO_MANIFEST, names.of(f), "no run manifest (" + RunRecord.FILE
                + ") beside it: its machine is unknown, so a difference may come from the machine")));
        return new Comparison(List.copyOf(files), config, List.copyOf(against), List.copyOf(warnings), estimator,
                measure);
    }

    /**
     * {@code "N of M forks unsettled (…)"}: how many forks of the primary metrics of {@code file}'s runs are
     * {@link Estimate#unsettledForks unsettled}, of how many forks; empty when none is.
     */
    public static Optional<Unsettled> unsettledForks(ResultFile file) {
        int unsettled = 0;
        int forks = 0;
        for (Run r : file.runs()) {
            unsettled += Estimate.unsettledForks(r.primary());
            forks += r.primary().forks().size();
        }
        return unsettled == 0 ? Optional.empty() : Optional.of(new Unsettled(unsettled, forks));
    }

    /** The distinct {@link serbench.results.RunConfig#weakness weaknesses} of the settings of {@code file}'s runs. */
    private static Set<String> weakSettings(ResultFile file) {
        Set<String> out = new LinkedHashSet<>();
        file.runs().forEach(r -> {
            String w = r.config().weakness(r.mode());
            if (w != null) {
                out.add(w);
            }
        });
        return out;
    }

    private static boolean weak(Run r) {
        return r.config().weakness(r.mode()) != null;
    }

    private static Map<RowKey, Run> index(ResultFile file, List<Warning> warnings, Names names) {
        Map<RowKey, Run> runs = new LinkedHashMap<>();
        for (Run r : file.runs()) {
            if (runs.putIfAbsent(RowKey.of(r), r) != null) {
                warnings.add(new Warning(Warning.Kind.REPEATED_ROW, names.of(file), RowKey.of(r).label() + " ("
                        + r.mode() + ") appears more than once; the first is used"));
            }
        }
        return runs;
    }

    private static List<Row> rows(ResultFile baseline, Map<RowKey, Run> base, ResultFile file,
                                  Map<RowKey, Run> other, Pattern filter, List<Warning> warnings,
                                  RunPairing pairing, Tolerance tolerance, List<FileComparison.Missing> missingRows,
                                  Estimator estimator, Names names) {
        List<Row> rows = new ArrayList<>();
        Set<String> converted = new LinkedHashSet<>();
        Set<RowKey> missing = new LinkedHashSet<>();
        Map<RowKey, String> otherModes = modes(other, base);
        for (Map.Entry<RowKey, Run> e : base.entrySet()) {
            RowKey key = e.getKey();
            if (filter != null && !filter.matcher(key.label()).find()) {
                continue;
            }
            Run o = other.get(key);
            if (o == null) {
                // "mode differs" only when the other file measured these params in a mode the baseline lacks;
                // a mode the baseline also has is a row of its own, so this one is simply missing
                String otherMode = otherModes.get(withoutMode(key));
                if (otherMode == null) {
                    missing.add(key);
                } else {
                    rows.add(problem(key, e.getValue(), null, Note.MISMATCH, "mode differs: " + key.mode() + " in "
                            + names.of(baseline) + ", " + otherMode + " in " + names.of(file)));
                }
                continue;
            }
            if (!o.primary().unit().equals(e.getValue().primary().unit())) {
                Run same = Units.convert(o, e.getValue()).orElse(null);
                if (same != null) {
                    converted.add(o.primary().unit() + " to " + same.primary().unit());
                    o = same;
                }
            }
            boolean weak = weak(e.getValue()) || weak(o);
            String invalid = invalid(e.getValue(), baseline, o, file, names);
            if (invalid != null) {
                warnings.add(new Warning(Warning.Kind.ROW_NOT_COMPARED, null, key.label() + " (" + key.mode() + "): "
                        + invalid + "; not compared"));
                rows.add(marked(problem(key, e.getValue(), o, Note.INVALID, invalid), weak));
                continue;
            }
            rows.add(marked(row(key, estimator.summarise(e.getValue().primary()), estimator.summarise(o.primary()),
                    e.getValue().allocation(), o.allocation(), baseline, file, pairing, tolerance, estimator, names), weak));
            for (String percentile : SamplePercentiles.NAMES) {
                Metric bp = e.getValue().secondary().get(percentile);
                Metric op = o.secondary().get(percentile);
                if (bp != null && op != null) {
                    rows.add(marked(row(new RowKey(key.benchmark(), key.params(), key.mode() + " " + percentile), bp,
                            op, null, null, baseline, file, null, tolerance, Estimator.MEAN, names), weak));
                }
            }
        }
        missing.forEach(k -> missingRows.add(new FileComparison.Missing(k, "missing in " + names.of(file))));
        if (!converted.isEmpty()) {
            warnings.add(new Warning(Warning.Kind.UNITS_CONVERTED, names.of(file), "scores converted from "
                    + String.join(", ", converted) + " (the baseline's units) before comparing"));
        }
        if (!missing.isEmpty()) {
            warnings.add(new Warning(Warning.Kind.BASELINE_ROWS_MISSING, names.of(file), missing.size()
                    + " row(s) of the baseline missing, e.g. " + missing.iterator().next().label() + " ("
                    + missing.iterator().next().mode() + ")"));
        }
        Map<RowKey, String> baseModes = modes(base, other);
        List<RowKey> extraRows = other.keySet().stream().filter(k -> !base.containsKey(k)
                && !baseModes.containsKey(withoutMode(k))
                && (filter == null || filter.matcher(k.label()).find())).toList();
        extraRows.forEach(k -> missingRows.add(new FileComparison.Missing(k, "not in the baseline "
                + names.of(baseline))));
        long extra = extraRows.size();
        if (extra > 0) {
            warnings.add(new Warning(Warning.Kind.ROWS_NOT_IN_BASELINE, names.of(file), extra
                    + " row(s) not in the baseline, not compared"));
        }
        return rows;
    }

    /**
     * Benchmark and params (mode blank) to the first mode {@code runs} has for them that {@code others} lacks:
     * lookups stay linear in rows.
     */
    private static Map<RowKey, String> modes(Map<RowKey, Run> runs, Map<RowKey, Run> others) {
        Map<RowKey, String> modes = new HashMap<>();
        runs.keySet().forEach(k -> {
            if (!others.containsKey(k)) {
                modes.putIfAbsent(withoutMode(k), k.mode());
            }
        });
        return modes;
    }

    private static RowKey withoutMode(RowKey k) {
        return new RowKey(k.benchmark(), k.params(), "");
    }

    /** A row of {@code b} against {@code o} (already summarised by {@code estimator}), their time tests as it makes them. */
    private static Row row(RowKey key, Metric b, Metric o, Metric ba, Metric oa, ResultFile baseline,
                           ResultFile file, RunPairing pairing, Tolerance tolerance, Estimator estimator,
                           Names names) {
        if (!b.unit().equals(o.unit())) {
            return problem(key, b, o, Note.MISMATCH, "units of different kinds: " + b.unit() + " in "
                    + names.of(baseline) + ", " + o.unit() + " in " + names.of(file));
        }
        if (b.forks().isEmpty() || o.forks().isEmpty()) {
            return problem(key, b, o, Note.NON_FINITE, "no finite values in " + (b.forks().isEmpty()
                    ? names.of(baseline) : names.of(file)));
        }
        SidesCompared sides = SidesCompared.of(b, o, pairs(key, b, o, baseline, file, pairing), estimator.trim,
                estimator.modeAware);
        Estimate be = sides.base();
        Estimate oe = sides.other();
        Change change = sides.change();
        boolean modesDiffer = sides.modesDiffer();
        Set<Note> notes = EnumSet.noneOf(Note.class);
        notes(notes, be, oe);
        if (change.tooFewForks()) {
            notes.add(Note.FEW_FORKS);
        }
        if (change.degenerate()) {
            notes.add(Note.DEGENERATE);
        }
        if (modesDiffer) {
            notes.add(Note.MODES_DIFFER);
        }
        if (change.modeAware() != null && change.modeAware().kind() == ModeAwareInterval.Kind.MIXTURE) {
            notes.add(Note.MODE_ROUNDS);
        }
        if (change.modeAware() != null && change.modeAware().allowance() > 0) {
            notes.add(Note.FEW_ROUNDS_FOR_MODES);
        }
        if (centresApart(be, oe, change)) {
            notes.add(Note.CENTRES_APART);
        }
        Estimate bae = null;
        Estimate oae = null;
        Change allocChange = null;
        boolean allocSame = false;
        if (ba != null && oa != null && !ba.forks().isEmpty() && !oa.forks().isEmpty()
                && Objects.equals(ba.unit(), oa.unit())) {
            String allocProblem = Scores.allocationProblem(ba) != null ? Scores.allocationProblem(ba) + " in "
                    + names.of(baseline) : Scores.allocationProblem(oa) != null ? Scores.allocationProblem(oa) + " in "
                    + names.of(file) : null;
            if (allocProblem != null) {
                notes.add(Note.INVALID);
                return new Row(key, be, oe, change, null, null, null, false, notes, "allocation: " + allocProblem);
            }
            bae = Estimate.of(ba, Change.CONFIDENCE);
            oae = Estimate.of(oa, Change.CONFIDENCE);
            allocChange = SidesCompared.change(ba, oa, pairs(key, ba, oa, baseline, file, pairing), 0);
            if (allocChange.degenerate()) {
                notes.add(Note.DEGENERATE);
            }
            allocSame = tolerance.same(bae.mean().estimate(), oae.mean().estimate());
        }
        return new Row(key, be, oe, change, bae, oae, allocChange, allocSame, notes, null);
    }

    /** Whether the sides' centres divide to a slowdown outside the change's interval ({@link Note#CENTRES_APART}). */
    static boolean centresApart(Estimate base, Estimate other, Change change) {
        Interval s = change.slowdown();
        double columns = other.centre().estimate() / base.centre().estimate();
        double slowdown = Direction.of(base.unit()) == Direction.HIGHER_IS_BETTER ? 1 / columns : columns;
        return s.hasBounds() && Double.isFinite(slowdown) && slowdown > 0
                && (slowdown < s.lo() * (1 - 1e-9) || slowdown > s.hi() * (1 + 1e-9));
    }

    /** The row's forks paired by round ({@link RunPairing#pair}), or null when the run's record does not allow it. */
    private static double[][] pairs(RowKey key, Metric b, Metric o, ResultFile baseline, ResultFile file,
                                    RunPairing pairing) {
        return pairing == null ? null : pairing.pair(baseline.name(), b, file.name(), o, key).orElse(null);
    }

    /** Why the primary scores of a row are not a measurement in either file ({@link Scores#problem}), or null. */
    private static String invalid(Run b, ResultFile baseline, Run o, ResultFile file, Names names) {
        String inBase = Scores.problem(b.primary());
        String inOther = Scores.problem(o.primary());
        return inBase != null ? inBase + " in " + names.of(baseline)
                : inOther != null ? inOther + " in " + names.of(file) : null;
    }

    private static void notes(Set<Note> notes, Estimate be, Estimate oe) {
        for (Estimate e : List.of(be, oe)) {
            if (e.cv() * 100 > NOISY_CV_PERCENT) {
                notes.add(Note.NOISY);
            }
            if (e.bimodal()) {
                notes.add(Note.BIMODAL);
            }
            if (e.unsettled() > 0) {
                notes.add(Note.UNSETTLED);
            }
            if (e.metric().nonFinite() > 0) {
                notes.add(Note.NON_FINITE);
            }
            if (!e.metric().hasRawData()) {
                notes.add(Note.POOLED);
            }
        }
    }

    /** {@code row}, marked {@link Note#SETTINGS} when {@code weak}. */
    private static Row marked(Row row, boolean weak) {
        if (weak) {
            row.notes().add(Note.SETTINGS);
        }
        return row;
    }

    private static Row problem(RowKey key, Run b, Run o, Note note, String why) {
        return problem(key, b.primary(), o == null ? null : o.primary(), note, why);
    }

    private static Row problem(RowKey key, Metric b, Metric o, Note note, String why) {
        Estimate be = b.forks().isEmpty() ? null : Estimate.of(b, Change.CONFIDENCE);
        Estimate oe = o == null || o.forks().isEmpty() ? null : Estimate.of(o, Change.CONFIDENCE);
        return new Row(key, be, oe, null, null, null, null, false, EnumSet.of(note), why);
    }

    /** The baseline. */
    public ResultFile baseline() {
        return files.get(0);
    }

    /**
     * How the views name {@code file}: by its name ({@code default.json}) when every file of the comparison is in one
     * run directory, else with its run directory ({@code 20261127-084943-answer/default.json}, {@link
     * ResultFile#label}), so that two runs' files of one name are told apart wherever a file is listed or labelled.
     */
    public String label(ResultFile file) {
        return Names.of(files).of(file);
    }

    /** {@link #label}: names alone within one run directory, run directory and name across several. */
    private record Names(boolean withRun) {

        static Names of(List<ResultFile> files) {
            return new Names(files.stream().map(f -> f.path().toAbsolutePath().normalize().getParent())
                    .distinct().count() > 1);
        }

        String of(ResultFile file) {
            return withRun ? file.label() : file.name();
        }

        /** The whole file a selection is part of, named as {@link #of} names files. */
        String ofFile(ResultFile file) {
            return withRun ? file.fileLabel() : file.fileName();
        }
    }

    /** Every param name of every row, in order of first appearance: the report's param columns. */
    public List<String> paramNames() {
        Set<String> names = new LinkedHashSet<>();
        against.forEach(c -> c.rows().forEach(r -> names.addAll(r.key().params().keySet())));
        return List.copyOf(names);
    }

    /** What {@code --fail-on-regression percent} finds: see {@link Gate}. */
    public Gate gate(double percent) {
        return Gate.of(this, percent);
    }
}
