package serbench.render;

import serbench.io.Excerpt;
import serbench.results.Measure;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import serbench.compare.Estimator;
import serbench.compare.Units;
import serbench.results.ResultFile;
import serbench.io.HarnessJson;
import serbench.stats.Interval;
import serbench.stats.Steadiness;
import serbench.text.Cells;
import serbench.text.Escape;
import serbench.text.TextTable;
import serbench.compare.Change;
import serbench.compare.Estimate;
import serbench.text.CsvField;
import serbench.text.TextWidth;
import serbench.answer.Answer;
import serbench.results.RunRecord;

import java.io.PrintStream;
import java.nio.file.Path;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * How an {@link Answer} is written: a text table for the terminal (under 100 columns), markdown, JSON and CSV, all
 * from the same cells. Ratios read as a reader says them: "3.00x slower [2.63-3.42]" (how many times the reference's
 * time, with its 95% interval), "1.02x slower? [0.95-1.10]" (a question mark) where compare's verdict after Holm is no difference;
 * a time followed by {@value #UNSETTLED_MARK} where some of its forks had not reached steady state.
 */
public final class AnswerView {

    /** After a time whose forks include unsettled ones ({@link Answer.Entry#unsettled}). */
    public static final String UNSETTLED_MARK = Answer.UNSETTLED_MARK;

    private AnswerView() {
    }

    /**
     * What ends a recorded JMH run ({@code serbench.run.RecordedJmhRun.Summary}): the answer when the run measured
     * formats side by side, with how to decide its "?" ratios (one line saying why not otherwise), then the commands
     * that read the run ({@link NextCommands}).
     */
    public static void afterRun(ResultFile file, Path runDirectory, PrintStream out) {
        out.println();
        answerOfRun(file, out);
        NextCommands.lines(runDirectory, List.of(file.path().getFileName().toString()))
                .forEach(out::println);
    }

    private static void answerOfRun(ResultFile file, PrintStream out) {
        if (!Answer.setsSideBySide(file, Answer.FORMAT)) {
            out.println("(no answer table: the run measured fewer than two formats side by side)");
            return;
        }
        try {
            Answer answer = Answer.of(file, Answer.FORMAT, null, Estimator.DEFAULT, false);
            out.print(text(answer));
            boolean unresolved = answer.groups().stream().flatMap(g -> g.entries().stream())
                    .anyMatch(e -> e.slowdown() != null && !e.resolved());
            if (unresolved) {
                out.println("With a few forks per format, a \"?\" ratio is not yet an answer; for intervals that"
                        + " decide, record");
                out.println("5 or more interleaved rounds of what you need, e.g.:");
                out.println("  java -jar target/benchmarks.jar run --profiles default -f 5"
                        + " 'SerializeBench.serialize|readAll'");
            }
        } catch (RuntimeException e) {
            out.println("(no answer table: " + e.getMessage() + ")");
        }
        out.println();
    }


    /** The text view, one block per model: operation, format, time, ratio, B/op and sizes, then its key. */
    public static String text(Answer a) {
        return text(a, true);
    }

    /** {@link #text}, with its key ({@link #legendText}) below the tables or without it. */
    public static String text(Answer a, boolean legend) {
        StringBuilder sb = new StringBuilder();
        sb.append(wrap(title(a), WIDTH));
        host(a).ifPresent(line -> sb.append(wrap(line, WIDTH)));
        a.loadWarning().ifPresent(w -> sb.append(wrap("warning: " + Escape.line(w.text()), WIDTH)));
        schemas(a).forEach(line -> sb.append(wrap(line, WIDTH)));
        String model = null;
        List<String[]> rows = new ArrayList<>();
        for (Answer.Group g : a.groups()) {
            if (!g.model().equals(model)) {
                flush(sb, rows, a);
                model = g.model();
                sb.append('\n').append(model.equals("-") ? "(no model)" : model).append('\n');
            }
            boolean first = true;
            for (Answer.Entry e : g.entries()) {
                rows.add(new String[] {first ? operation(g) : "", e.value(), ratio(e, g), time(e, g), alloc(e),
                        bytes(e.bytes()), bytes(e.gzipBytes())});
                first = false;
            }
        }
        flush(sb, rows, a);
        if (legend) {
            sb.append('\n').append(legendText(a));
        }
        a.warnings().forEach(w -> sb.append(wrap("warning: " + w.text(), WIDTH)));
        return sb.toString();
    }

    /** The text view's width: its tables fit, its notes are wrapped to it. */
    public static final int WIDTH = TextWidth.DEFAULT;

    private static void flush(StringBuilder sb, List<String[]> rows, Answer a) {
        if (rows.isEmpty()) {
            return;
        }
        String[] head = {"operation", a.axis(), "vs " + (a.baseline() == null ? "fastest" : a.axis() + "=" + a.baseline())
                + " [95% interval]", perOp(a), "B/op", "size", "gzip"};
        String table = TextTable.render(head, rows.toArray(new String[0][]), 3, head.length, WIDTH - 2);
        table.lines().forEach(l -> sb.append("  ").append(l.stripTrailing()).append('\n'));
        rows.clear();
    }

    /** The markdown view: one table, a row per format, then its key. */
    public static String markdown(Answer a) {
        return markdown(a, true);
    }

    /** {@link #markdown}, with its key ({@link #legendMarkdown}) below the table or without it. */
    public static String markdown(Answer a, boolean legend) {
        StringBuilder sb = new StringBuilder();
        sb.append(md(title(a))).append("\n\n");
        host(a).ifPresent(line -> sb.append(md(line)).append("\n\n"));
        a.loadWarning().ifPresent(w -> sb.append(md("warning: " + w.text())).append("\n\n"));
        schemas(a).forEach(line -> sb.append(md(line)).append("\n\n"));
        sb.append("| model | operation | format | ").append(perOp(a)).append(" | vs ").append(a.baseline() == null ? "fastest" : md(a.baseline()))
                .append(" [95% interval] | B/op | size | gzip |\n");
        sb.append("|---|---|---|---:|---|---:|---:|---:|\n");
        for (Answer.Group g : a.groups()) {
            for (Answer.Entry e : g.entries()) {
                sb.append("| ").append(md(g.model())).append(" | ").append(md(operation(g))).append(" | ")
                        .append(md(e.value())).append(" | ").append(md(time(e, g))).append(" | ")
                        .append(e.isReference(g) || !e.resolved() ? md(ratio(e, g)) : "**" + md(ratio(e, g)) + "**")
                        .append(" | ").append(alloc(e)).append(" | ").append(bytes(e.bytes())).append(" | ")
                        .append(bytes(e.gzipBytes())).append(" |\n");
            }
        }
        if (legend) {
            sb.append('\n').append(legendMarkdown(a));
        }
        a.warnings().forEach(w -> sb.append("\n- ").append(md("warning: " + w.text())));
        if (!a.warnings().isEmpty()) {
            sb.append('\n');
        }
        return sb.toString();
    }

    /** The JSON view: every figure as a number, in the answer's units. */
    public static String json(Answer a) {
        ObjectNode root = HarnessJson.MAPPER.createObjectNode();
        root.put("file", a.file());
        root.put("by", a.axis());
        root.put("reference", a.baseline() == null ? "fastest" : a.baseline());
        root.put("metric", a.measure().option());
        root.put("estimator", a.estimator().option);
        root.put("confidence", 0.95);
        root.put("verdictAfter", "Holm");
        if (a.jdk() != null) {
            root.put("jdk", a.jdk());
        }
        if (a.machine() != null) {
            root.put("cpu", a.machine());
        }
        if (a.load() != null) {
            root.put("loadedForks", a.load().loaded());
            root.put("forksSampled", a.load().forks());
        }
        if (a.noise() != null) {
            ObjectNode host = root.putObject("host");
            host.put("kind", a.noise().kind().name().toLowerCase(java.util.Locale.ROOT));
            host.put("perRoundLogRatioSd", a.noise().sd());
            host.put("ratios", a.noise().rows());
            host.put("rounds", a.noise().rounds());
            host.put("halfWidthPercent", a.noise().halfWidthPercent(a.noise().rounds()));
        }
        ArrayNode groups = root.putArray("groups");
        for (Answer.Group g : a.groups()) {
            ObjectNode gn = groups.addObject();
            gn.put("benchmark", g.benchmark());
            gn.put("operation", g.operation());
            gn.put("mode", g.mode());
            ObjectNode params = gn.putObject("params");
            g.params().forEach(params::put);
            gn.put("unit", g.unit());
            gn.put("reference", g.reference());
            ArrayNode entries = gn.putArray("entries");
            for (Answer.Entry e : g.entries()) {
                ObjectNode en = entries.addObject();
                en.put(a.axis(), e.value());
                if (e.time() != null) {
                    en.put("time", e.time().centre().estimate());
                    en.put("forks", e.time().forks());
                    en.put("unsettledForks", e.time().unsettled());
                }
                if (e.slowdown() != null) {
                    en.put("timesReference", e.slowdown().estimate());
                    if (e.slowdown().hasBounds()) {
                        en.put("timesReferenceLow", e.slowdown().lo());
                        en.put("timesReferenceHigh", e.slowdown().hi());
                    }
                    en.put("verdict", verdict(e));
                }
                if (e.bytesPerOp() != null) {
                    en.put("bytesPerOp", e.bytesPerOp());
                }
                if (e.bytes() != null) {
                    en.put("bytes", e.bytes());
                    en.put("gzipBytes", e.gzipBytes());
                }
                if (e.problem() != null) {
                    en.put("problem", e.problem());
                }
            }
        }
        if (!a.schemas().isEmpty()) {
            root.set("schemas", HarnessJson.MAPPER.valueToTree(a.schemas()));
        }
        ArrayNode warnings = root.putArray("warnings");
        a.loadWarning().ifPresent(w -> warnings.add(w.text()));
        a.warnings().forEach(w -> warnings.add(w.text()));
        try {
            return HarnessJson.pretty().writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * The CSV view (RFC 4180, a header line): a line per format of every group. Its columns are the JSON view's keys
     * in snake case, as compare's CSV is its JSON's ({@code timesReferenceLow} is {@code times_reference_low}); the
     * run's JDK, CPU and loaded forks, which the JSON gives once, are on every line.
     */
    public static String csv(Answer a) {
        StringBuilder sb = new StringBuilder();
        sb.append("model,operation,benchmark,params,mode,").append(csvCell(a.axis())).append(",reference,metric,estimator,"
                + "time,unit,forks,times_reference,times_reference_low,times_reference_high,verdict,bytes_per_op,bytes,"
                + "gzip_bytes,problem,unsettled_forks,jdk,cpu,loaded_forks,forks_sampled\r\n");
        for (Answer.Group g : a.groups()) {
            for (Answer.Entry e : g.entries()) {
                Interval s = e.slowdown();
                List<String> cells = List.of(g.model(), g.operation(), g.benchmark(), g.otherParams(), g.mode(),
                        e.value(), g.reference(), a.measure().option(), a.estimator().option,
                        e.time() == null ? "" : num(e.time().centre().estimate()), g.unit(),
                        e.time() == null ? "" : String.valueOf(e.time().forks()),
                        s == null ? "" : num(s.estimate()), s == null || !s.hasBounds() ? "" : num(s.lo()),
                        s == null || !s.hasBounds() ? "" : num(s.hi()), s == null ? "" : verdict(e),
                        e.bytesPerOp() == null ? "" : num(e.bytesPerOp()),
                        e.bytes() == null ? "" : String.valueOf(e.bytes()),
                        e.gzipBytes() == null ? "" : String.valueOf(e.gzipBytes()),
                        e.problem() == null ? "" : e.problem(),
                        e.time() == null ? "" : String.valueOf(e.time().unsettled()),
                        a.jdk() == null ? "" : a.jdk(), a.machine() == null ? "" : a.machine(),
                        a.load() == null ? "" : String.valueOf(a.load().loaded()),
                        a.load() == null ? "" : String.valueOf(a.load().forks()));
                sb.append(cells.stream().map(AnswerView::csvCell).collect(Collectors.joining(","))).append("\r\n");
            }
        }
        return sb.toString();
    }

    /** {@code slower}, {@code faster} or {@code not resolved}: compare's verdict after Holm. */
    public static String verdict(Answer.Entry e) {
        if (!e.resolved()) {
            return "not resolved";
        }
        return e.slowdown().estimate() > 1 ? "slower" : "faster";
    }

    /** The head of the compared column: {@code time/op}, or the metric's name when it is not wall time. */
    static String perOp(Answer a) {
        return a.measure() == Measure.TIME ? "time/op" : a.measure().option() + "/op";
    }

    /** A line per model generated from a user's {@code .proto}: which schema the run measured. */
    private static List<String> schemas(Answer a) {
        return a.schemas().stream().map(s -> Escape.line(Excerpt.of(s.model() + ": the message " + s.message()
                + ", generated from " + files(RunRecord.orEmpty(s.files())) + " (descriptor set SHA-256 "
                + (s.sha256() == null ? "?" : s.sha256().substring(0, Math.min(16, s.sha256().length())) + "…") + ")",
                SCHEMA_LINE))).toList();
    }

    /** The most characters of one schema's line (a manifest's names are the user's, of any length). */
    static final int SCHEMA_LINE = 300;

    /** Up to three file names, else the first two and how many more. */
    private static String files(List<String> files) {
        return files.size() <= 3 ? String.join(", ", files)
                : String.join(", ", files.subList(0, 2)) + " and " + (files.size() - 2) + " more files";
    }

    /** The line that names the host's kind, its noise figure and the precision it gives; empty without a figure. */
    public static java.util.Optional<String> host(Answer a) {
        return a.noise() == null ? java.util.Optional.empty() : java.util.Optional.of("host: " + a.noise().line(a.machine()));
    }

    private static String title(Answer a) {
        return "The formats side by side: " + a.file() + " (" + a.groups().size() + " operation"
                + (a.groups().size() == 1 ? "" : "s") + ", each against "
                + (a.baseline() == null ? "its fastest " + a.axis() : a.axis() + "=" + a.baseline())
                + (a.measure() == Measure.TIME ? "" : "; " + a.measure().description())
                + (a.took() == null || a.took().isNegative() ? "" : "; the run took " + a.took().toMinutes() + " min "
                + a.took().toSecondsPart() + " s") + (a.machine() == null ? "" : "; on " + a.machine()) + ")";
    }

    /** The key to the text view's tables: what each column and mark means. */
    public static String legendText(Answer a) {
        return wrap(legend(a), WIDTH);
    }

    /** The key to the markdown table, a paragraph. */
    public static String legendMarkdown(Answer a) {
        return md(legend(a)) + "\n";
    }

    private static String legend(Answer a) {
        String ref = a.baseline() == null ? "the fastest" : a.baseline();
        return perOp(a) + ": the " + a.estimator().sideWords() + " (estimator " + a.estimator().option + (a.measure() == Measure.TIME
                ? "" : "; metric: " + a.measure().description()) + "). \"3.00x slower [2.63-3.42]\":"
                + " the time is 3.00 times " + ref + "'s, 95% interval 2.63 to 3.42, paired by round where the run"
                + " interleaved; the ratio is " + Change.estimand(a.estimator().trim) + ". \"?\": not resolved, compare --between " + a.axis() + "=… finds no difference after"
                + " Holm's correction over the file's rows (the interval may still exclude 1). B/op: bytes allocated per operation (-prof gc; \"-\" when not measured)."
                + " size, gzip: the bytes each format writes for the input, from the run's manifest."
                + (a.groups().stream().anyMatch(g -> g.entries().stream().anyMatch(Answer.Entry::unsettled))
                ? " \"" + UNSETTLED_MARK + "\" after a time: some of its forks had not reached steady state (a fork's"
                + " first measured iteration more than " + Steadiness.MAX_FIRST_SLOWDOWN_PERCENT + "% slower than the"
                + " median of its others, and more than its row's iteration noise allows; the warnings count them), so"
                + " the time includes warm-up." : "");
    }

    /** {@code text} as lines of at most {@code width} columns, broken at spaces. */
    static String wrap(String text, int width) {
        return TextWidth.wrapped(text, width, "", "");
    }

    private static String operation(Answer.Group g) {
        String other = g.otherParams();
        return other.isEmpty() ? g.operation() : g.operation() + " " + other;
    }

    /**
     * An entry's cell as the answer's table shows it ({@link Cells#slowdown}, or {@code fastest}/{@code baseline} for
     * the reference): every view that relates two formats of the answer prints this same text.
     */
    public static String ratio(Answer.Entry e, Answer.Group g) {
        if (e.isReference(g)) {
            return e.time() == null ? "n/a" : g.reference().equals(fastestOf(g)) ? "fastest" : "baseline";
        }
        Interval s = e.slowdown();
        if (s == null) {
            return "n/a (" + (e.problem() == null ? "not compared" : e.problem()) + ")";
        }
        return Cells.slowdown(s, e.resolved());
    }

    /** The group's value with the best time (its reference unless a baseline was named). */
    private static String fastestOf(Answer.Group g) {
        java.util.Map<String, Estimate> times = new java.util.LinkedHashMap<>();
        g.entries().stream().filter(x -> x.time() != null).forEach(x -> times.put(x.value(), x.time()));
        return Answer.fastest(times, g.unit());
    }

    private static String time(Answer.Entry e, Answer.Group g) {
        return e.time() == null ? "n/a" : scaled(e.time().centre().estimate(), g.unit())
                + (e.unsettled() ? UNSETTLED_MARK : "");
    }

    /** A time per operation in the unit that reads best ({@link Units#readable}), three significant digits. */
    public static String scaled(double value, String unit) {
        String target = Units.readable(unit, value);
        double v = value * Units.factor(unit, target).orElse(1);
        return Cells.times(v) + " " + (target.endsWith("/op") ? target.substring(0, target.length() - 3) : target);
    }

    private static String alloc(Answer.Entry e) {
        return e.bytesPerOp() == null ? "-" : bytes((int) Math.round(e.bytesPerOp()));
    }

    /** Bytes as 471 B, 63.0 kB, 1.26 MB (decimal units). */
    public static String bytes(Integer n) {
        if (n == null) {
            return "-";
        }
        if (n < 1000) {
            return n + " B";
        }
        return n < 1_000_000 ? Cells.times(n / 1e3) + " kB" : Cells.times(n / 1e6) + " MB";
    }

    private static String num(double x) {
        return BigDecimal.valueOf(x).round(new MathContext(6)).stripTrailingZeros().toPlainString();
    }

    private static String csvCell(String s) {
        return CsvField.of(s);
    }

    private static String md(String s) {
        return Escape.line(s).replace("\\", "\\\\").replace("|", "\\|").replace("<", "&lt;").replace(">", "&gt;")
                .replace("*", "\\*").replace("_", "\\_").replace("[", "\\[").replace("]", "\\]");
    }
}
