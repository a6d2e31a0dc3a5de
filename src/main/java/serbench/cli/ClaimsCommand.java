package serbench.cli;

import serbench.io.WrongArgumentException;
import serbench.io.UnusableInputException;

import serbench.claims.Claim;
import serbench.claims.Claims;
import serbench.claims.Evidence;
import serbench.claims.Verdict;
import serbench.results.RunManifest;
import serbench.results.RunRecord;
import serbench.text.Escape;

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
 * {@code claims [--format text|md] [RUN_DIR|RESULT_FILE ...]}: checks every claim of the posts against measured
 * results and prints, per claim, what was said and where, the suite's figures (with their error and JVM) and a
 * verdict with one line of why. Without paths it reads every run directory under {@code results/}; which runs count
 * is {@link Evidence}'s rule (one interleaved run of this code, at least 5 rounds, paired by round).
 */
final class ClaimsCommand {

    static final String USAGE = "usage: claims [--format text|md] [RUN_DIR|RESULT_FILE ...] [--debug]";

    /** Warnings printed at most; the rest are counted. */
    static final int MAX_WARNINGS = 10;

    private ClaimsCommand() {
    }

    public static int run(String[] args, PrintStream out, PrintStream err) {
        boolean markdown = false;
        List<Path> paths = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--format")) {
                String f = i + 1 < args.length ? args[++i] : "";
                if (!f.equals("text") && !f.equals("md")) {
                    throw new WrongArgumentException("--format takes text or md; " + USAGE);
                }
                markdown = f.equals("md");
            } else if (args[i].startsWith("-")) {
                throw new WrongArgumentException("unknown option '" + args[i] + "'; " + USAGE);
            } else {
                paths.add(Path.of(args[i]));
            }
        }
        if (paths.isEmpty()) {
            paths = runDirectories(Path.of("results"));
        }
        Evidence evidence = Evidence.load(paths);
        List<String> warnings = evidence.warnings();
        warnings.stream().limit(MAX_WARNINGS).forEach(w -> err.println("serbench claims: warning: " + Escape.line(w)));
        if (warnings.size() > MAX_WARNINGS) {
            err.println("serbench claims: warning: and " + (warnings.size() - MAX_WARNINGS) + " more run(s) not used");
        }
        List<Verdict> verdicts = Claims.ALL.stream().map(c -> c.check(evidence)).toList();
        out.print(markdown ? markdown(evidence, verdicts) : text(evidence, verdicts));
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

    static String text(Evidence evidence, List<Verdict> verdicts) {
        StringBuilder sb = new StringBuilder(evidenceLines(evidence)).append('\n');
        for (int i = 0; i < Claims.ALL.size(); i++) {
            Claim c = Claims.ALL.get(i);
            Verdict v = verdicts.get(i);
            sb.append(String.format("%-16s %s: %s%n", "[" + v.outcome() + "]", c.id(), Escape.line(c.statement())));
            sb.append("                 source:   ").append(Escape.line(c.source())).append('\n');
            sb.append("                 measured: ").append(Escape.line(v.figures())).append('\n');
            sb.append("                 why:      ").append(Escape.line(v.why())).append("\n\n");
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
        StringBuilder sb = new StringBuilder("Evidence: interleaved runs of this code (")
                .append(evidence.perClass() ? "per benchmark class: the sources it reaches; runs that recorded neither "
                        + "per-class fingerprints nor sources.txt: " + tree : tree)
                .append(") with at least ").append(Evidence.MIN_ROUNDS)
                .append(" rounds; both sides of a ratio from one run, paired by round. Sizes: this build's codecs.\n");
        List<Evidence.RunDirectory> dirs = evidence.directories();
        List<String> used = dirs.stream().filter(d -> d.notEvidence() == null)
                .map(d -> d.dir().getFileName() + (d.otherCode().isEmpty() ? ""
                        : " (not " + String.join(", ", d.otherCode()) + ": other code)")).toList();
        sb.append("Runs that count as evidence (eligible; a claim uses those that measured both its sides): ").append(used.isEmpty() ? "none" : String.join(", ", used)).append('\n');
        Map<String, Long> left = new TreeMap<>(dirs.stream().filter(d -> d.notEvidence() != null)
                .collect(Collectors.groupingBy(Evidence.RunDirectory::notEvidence, Collectors.counting())));
        if (!left.isEmpty()) {
            sb.append("Not evidence: ").append(left.entrySet().stream().map(e -> e.getValue() + " " + e.getKey())
                    .collect(Collectors.joining(", "))).append('\n');
        }
        return sb.toString();
    }

    private static String cell(String s) {
        return Escape.markdown(s);
    }
}
