package serbench.report;

import serbench.cli.UsageException;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Matches the rows of every file against the baseline (the first file) on benchmark + params + mode and
 * computes each row's estimates, change and notes. Problems that do not stop the comparison (missing rows,
 * duplicates, config drift) are returned as {@link #warnings()}, never printed from here.
 */
public record Comparison(List<ResultFile> files, ConfigDiff config, List<FileComparison> against,
                         List<String> warnings) {

    /** Fork-to-fork coefficient of variation above which a row is flagged {@link Note#NOISY}. */
    public static final int NOISY_CV_PERCENT = 10;

    /** Compares {@code files.get(0)} with each of the others; {@code filter} (may be null) selects rows. */
    public static Comparison of(List<ResultFile> files, Pattern filter) {
        List<String> warnings = new ArrayList<>();
        ResultFile baseline = files.get(0);
        Map<RowKey, Run> base = index(baseline, warnings);
        List<FileComparison> against = new ArrayList<>();
        for (ResultFile file : files.subList(1, files.size())) {
            Map<RowKey, Run> other = index(file, warnings);
            Set<String> otherBenchmarks = new HashSet<>();
            other.keySet().forEach(k -> otherBenchmarks.add(k.benchmark()));
            if (base.keySet().stream().noneMatch(k -> otherBenchmarks.contains(k.benchmark()))) {
                throw UsageException.badInput(file.path() + ": shares no benchmark with the baseline "
                        + baseline.path() + "; compare result files of the same benchmarks");
            }
            against.add(FileComparison.of(file, rows(baseline, base, file, other, filter, warnings)));
        }
        if (filter != null && against.stream().allMatch(c -> c.rows().isEmpty())) {
            throw UsageException.badArguments("--filter '" + filter.pattern() + "' matches no benchmark of "
                    + baseline.path() + "; the filter is a regular expression searched in 'benchmark k=v …'");
        }
        ConfigDiff config = ConfigDiff.of(files);
        if (!config.differing().isEmpty()) {
            warnings.add("settings differ between files: " + String.join(", ", config.differing())
                    + " (see the header); differences may come from them, not from the code");
        }
        return new Comparison(List.copyOf(files), config, List.copyOf(against), List.copyOf(warnings));
    }

    private static Map<RowKey, Run> index(ResultFile file, List<String> warnings) {
        Map<RowKey, Run> runs = new LinkedHashMap<>();
        for (Run r : file.runs()) {
            if (runs.putIfAbsent(RowKey.of(r), r) != null) {
                warnings.add(file.name() + ": " + RowKey.of(r).label() + " (" + r.mode()
                        + ") appears more than once; the first is used");
            }
        }
        return runs;
    }

    private static List<Row> rows(ResultFile baseline, Map<RowKey, Run> base, ResultFile file,
                                  Map<RowKey, Run> other, Pattern filter, List<String> warnings) {
        List<Row> rows = new ArrayList<>();
        Set<RowKey> missing = new LinkedHashSet<>();
        Map<RowKey, String> otherModes = modes(other);
        for (Map.Entry<RowKey, Run> e : base.entrySet()) {
            RowKey key = e.getKey();
            if (filter != null && !filter.matcher(key.label()).find()) {
                continue;
            }
            Run o = other.get(key);
            if (o == null) {
                String otherMode = otherModes.get(withoutMode(key));
                if (otherMode == null) {
                    missing.add(key);
                } else {
                    rows.add(problem(key, e.getValue(), null, Note.MISMATCH, "mode differs: " + key.mode() + " in "
                            + baseline.name() + ", " + otherMode + " in " + file.name()));
                }
                continue;
            }
            String invalid = invalid(e.getValue(), baseline, o, file);
            if (invalid != null) {
                warnings.add(key.label() + " (" + key.mode() + "): " + invalid + "; not compared");
                rows.add(problem(key, e.getValue(), o, Note.INVALID, invalid));
                continue;
            }
            rows.add(row(key, e.getValue(), o, baseline, file));
        }
        if (!missing.isEmpty()) {
            warnings.add(file.name() + ": " + missing.size() + " row(s) of the baseline missing, e.g. "
                    + missing.iterator().next().label());
        }
        Map<RowKey, String> baseModes = modes(base);
        long extra = other.keySet().stream().filter(k -> !base.containsKey(k)
                && !baseModes.containsKey(withoutMode(k))
                && (filter == null || filter.matcher(k.label()).find())).count();
        if (extra > 0) {
            warnings.add(file.name() + ": " + extra + " row(s) not in the baseline, not compared");
        }
        return rows;
    }

    /** Benchmark and params (mode blank) to the first mode a file has for them: lookups stay linear in rows. */
    private static Map<RowKey, String> modes(Map<RowKey, Run> runs) {
        Map<RowKey, String> modes = new HashMap<>();
        runs.keySet().forEach(k -> modes.putIfAbsent(withoutMode(k), k.mode()));
        return modes;
    }

    private static RowKey withoutMode(RowKey k) {
        return new RowKey(k.benchmark(), k.params(), "");
    }

    private static Row row(RowKey key, Run b, Run o, ResultFile baseline, ResultFile file) {
        if (!b.primary().unit().equals(o.primary().unit())) {
            return problem(key, b, o, Note.MISMATCH, "units differ: " + b.primary().unit() + " in " + baseline.name() + ", "
                    + o.primary().unit() + " in " + file.name());
        }
        if (b.primary().forks().isEmpty() || o.primary().forks().isEmpty()) {
            return problem(key, b, o, Note.NON_FINITE, "no finite values in " + (b.primary().forks().isEmpty()
                    ? baseline.name() : file.name()));
        }
        Estimate be = Estimate.of(b.primary(), Change.CONFIDENCE);
        Estimate oe = Estimate.of(o.primary(), Change.CONFIDENCE);
        Change change = Change.between(be, oe);
        Set<Note> notes = EnumSet.noneOf(Note.class);
        notes(notes, be, oe);
        if (change.tooFewForks()) {
            notes.add(Note.FEW_FORKS);
        }
        Metric ba = b.allocation();
        Metric oa = o.allocation();
        Estimate bae = null;
        Estimate oae = null;
        Change allocChange = null;
        if (ba != null && oa != null && !ba.forks().isEmpty() && !oa.forks().isEmpty()
                && Objects.equals(ba.unit(), oa.unit())) {
            if (Scores.allocationProblem(ba) != null || Scores.allocationProblem(oa) != null) {
                notes.add(Note.INVALID);
                return new Row(key, be, oe, change, null, null, null, notes, null);
            }
            bae = Estimate.of(ba, Change.CONFIDENCE);
            oae = Estimate.of(oa, Change.CONFIDENCE);
            allocChange = Change.between(bae, oae);
        }
        return new Row(key, be, oe, change, bae, oae, allocChange, notes, null);
    }

    /** Why the primary scores of a row are not a measurement in either file ({@link Scores#problem}), or null. */
    private static String invalid(Run b, ResultFile baseline, Run o, ResultFile file) {
        String inBase = Scores.problem(b.primary());
        String inOther = Scores.problem(o.primary());
        return inBase != null ? inBase + " in " + baseline.name() : inOther != null ? inOther + " in " + file.name() : null;
    }

    private static void notes(Set<Note> notes, Estimate be, Estimate oe) {
        for (Estimate e : List.of(be, oe)) {
            if (e.cv() * 100 > NOISY_CV_PERCENT) {
                notes.add(Note.NOISY);
            }
            if (e.bimodal()) {
                notes.add(Note.BIMODAL);
            }
            if (e.metric().nonFinite() > 0) {
                notes.add(Note.NON_FINITE);
            }
            if (!e.metric().hasRawData()) {
                notes.add(Note.POOLED);
            }
        }
    }

    private static Row problem(RowKey key, Run b, Run o, Note note, String why) {
        Estimate be = b.primary().forks().isEmpty() ? null : Estimate.of(b.primary(), Change.CONFIDENCE);
        Estimate oe = o == null || o.primary().forks().isEmpty() ? null : Estimate.of(o.primary(), Change.CONFIDENCE);
        return new Row(key, be, oe, null, null, null, null, EnumSet.of(note), why);
    }

    /** The baseline. */
    public ResultFile baseline() {
        return files.get(0);
    }

    /** Every param name of every row, in order of first appearance: the report's param columns. */
    public List<String> paramNames() {
        Set<String> names = new LinkedHashSet<>();
        against.forEach(c -> c.rows().forEach(r -> names.addAll(r.key().params().keySet())));
        return List.copyOf(names);
    }

    /** Rows significantly worse than the baseline by more than {@code percent} (speed or allocation). */
    public List<String> regressions(double percent) {
        List<String> out = new ArrayList<>();
        for (FileComparison c : against) {
            for (Row r : c.rows()) {
                if (r.compared() && r.change().significantlyWorse()
                        && (r.change().gain().estimate() - 1) * 100 < -percent) {
                    out.add(c.file().name() + ": " + r.key().label() + " (" + r.key().mode() + ") "
                            + Cells.gain(r.change().gain().estimate()));
                }
                if (r.hasAllocation() && r.allocChange().significantlyWorse()
                        && (r.allocChange().ratio().estimate() - 1) * 100 > percent) {
                    out.add(c.file().name() + ": " + r.key().label() + " (" + r.key().mode() + ") allocation "
                            + Cells.allocChange(r.allocChange().ratio().estimate()));
                }
            }
        }
        return out;
    }
}
