package serbench.render;

import serbench.claims.Claim;
import serbench.claims.Claims;
import serbench.claims.Evidence;
import serbench.claims.Verdict;
import serbench.io.HarnessJson;
import serbench.results.Measure;
import serbench.text.Escape;
import serbench.text.TextWidth;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * How {@code claims} writes its verdicts: text (each claim's fields wrapped within a width), a markdown table (what
 * README and docs/claims.md embed) and JSON, each followed by the runs the verdicts rest on and those left out.
 */
public final class ClaimsView {

    private ClaimsView() {
    }

    /** {@code claims --format json}: one object per claim, and the runs the verdicts rest on. */
    record ClaimData(String id, String claim, String source, String measured, String claimed, String verdict,
                     String why) {
    }

    record ClaimsData(String metric, List<String> evidenceRuns, Map<String, Long> notEvidence, List<ClaimData> claims) {
    }

    public static String json(Evidence evidence, List<Verdict> verdicts) throws IOException {
        List<ClaimData> claims = new ArrayList<>();
        for (int i = 0; i < Claims.ALL.size(); i++) {
            Claim c = Claims.ALL.get(i);
            Verdict v = verdicts.get(i);
            claims.add(new ClaimData(c.id(), c.statement(), c.source(), v.figures(), c.claimed().text(),
                    v.outcome().toString(), v.why()));
        }
        return HarnessJson.pretty().writeValueAsString(new ClaimsData(evidence.measure().option(), used(evidence), left(evidence), claims)) + "\n";
    }

    /**
     * Per claim its verdict and statement, then source, measured, claimed (the range in numbers) and why, each
     * wrapped within {@code width}.
     */
    public static String text(Evidence evidence, List<Verdict> verdicts, int width) {
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
            sb.append(TextWidth.wrapped(Escape.line(c.claimed().text()), width, indent + "claimed:  ",
                    indent + "          "));
            sb.append(TextWidth.wrapped(Escape.line(v.why()), width, indent + "why:      ", indent + "          "));
            sb.append('\n');
        }
        return sb.toString();
    }

    public static String markdown(Evidence evidence, List<Verdict> verdicts) {
        StringBuilder sb = new StringBuilder("| claim | source | measured | claimed | verdict | why |\n"
                + "|---|---|---|---|---|---|\n");
        for (int i = 0; i < Claims.ALL.size(); i++) {
            Claim c = Claims.ALL.get(i);
            Verdict v = verdicts.get(i);
            sb.append("| ").append(cell(c.statement())).append(" | ").append(cell(c.source())).append(" | ")
                    .append(cell(v.figures())).append(" | ").append(cell(c.claimed().text())).append(" | **")
                    .append(v.outcome()).append("** | ").append(cell(v.why())).append(" |\n");
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
    public static String evidenceLines(Evidence evidence) {
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
