package serbench.cli;

import serbench.answer.Answer;
import serbench.answer.AnswerView;
import serbench.compare.Estimator;
import serbench.io.UnusableInputException;
import serbench.io.WrongArgumentException;
import serbench.results.ResultFile;
import serbench.results.RunManifest;
import serbench.results.RunRecord;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;

/**
 * {@code answer [RUN_DIR|RESULT_FILE ...]}: the formats side by side ({@link Answer}) for each result file, or for
 * each profile's file of a run directory; without a path, the newest run directory under {@code results/}.
 */
final class AnswerCommand {

    static final String USAGE = "usage: answer [RUN_DIR|RESULT_FILE ...] [--by PARAM] [--baseline VALUE] [--all]"
            + " [--estimator trimmed|fastest|mean] [--format text|md|json|csv]";

    private AnswerCommand() {
    }

    public static int run(String[] args, PrintStream out, PrintStream err) {
        String by = Answer.FORMAT;
        String baseline = null;
        String format = "text";
        boolean all = false;
        Estimator estimator = Estimator.DEFAULT;
        List<Path> paths = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--by" -> by = value(args, ++i, "--by");
                case "--baseline" -> baseline = value(args, ++i, "--baseline");
                case "--all" -> all = true;
                case "--estimator" -> estimator = Estimator.byName(value(args, ++i, "--estimator"));
                case "--format" -> {
                    format = value(args, ++i, "--format");
                    if (!List.of("text", "md", "json", "csv").contains(format)) {
                        throw new WrongArgumentException("--format takes text, md, json or csv; " + USAGE);
                    }
                }
                case "-h", "--help" -> {
                    out.println(USAGE);
                    return ExitCode.OK;
                }
                default -> {
                    if (args[i].startsWith("-")) {
                        throw new WrongArgumentException("unknown option '" + args[i] + "'; " + USAGE);
                    }
                    paths.add(Path.of(args[i]));
                }
            }
        }
        if (paths.isEmpty()) {
            paths.add(newestRun(Path.of("results")));
        }
        List<ResultFile> files = new ArrayList<>();
        for (Path p : paths) {
            files.addAll(resultFiles(p));
        }
        for (ResultFile f : files) {
            Answer a = Answer.of(f, by, baseline, estimator, all);
            out.print(switch (format) {
                case "md" -> AnswerView.markdown(a);
                case "json" -> AnswerView.json(a);
                case "csv" -> AnswerView.csv(a);
                default -> AnswerView.text(a);
            });
        }
        return ExitCode.OK;
    }

    private static String value(String[] args, int i, String option) {
        if (i >= args.length || args[i].startsWith("--")) {
            throw new WrongArgumentException(option + " needs a value; " + USAGE);
        }
        return args[i];
    }

    /** The result files of a run directory (each profile's, else {@code default.json}), or the file itself. */
    static List<ResultFile> resultFiles(Path path) {
        if (!Files.isDirectory(path)) {
            return List.of(ResultFile.read(path));
        }
        List<Path> files = RunManifest.ofDirectory(path).map(RunRecord::profiles).stream().flatMap(List::stream)
                .map(RunRecord.Profile::resultFile).filter(Objects::nonNull)
                .map(f -> path.resolve(Path.of(f).getFileName())).filter(Files::isRegularFile).toList();
        if (files.isEmpty() && Files.isRegularFile(path.resolve("default.json"))) {
            files = List.of(path.resolve("default.json"));
        }
        if (files.isEmpty()) {
            throw new UnusableInputException(path + ": no result file in this directory (a run directory holds"
                    + " default.json or one file per profile); give a run directory of results/ or a JMH JSON file");
        }
        return files.stream().map(ResultFile::read).toList();
    }

    /** The newest run directory under {@code results} (by name: they start with their time). */
    static Path newestRun(Path results) {
        try (Stream<Path> dirs = Files.isDirectory(results) ? Files.list(results) : Stream.empty()) {
            return dirs.filter(Files::isDirectory).filter(d -> d.getFileName().toString().matches("[0-9]{8}-[0-9]{6}.*"))
                    .max(Comparator.comparing(d -> d.getFileName().toString()))
                    .orElseThrow(() -> new UnusableInputException("no run directory under " + results
                            + "; give a run directory or a JMH JSON result file"));
        } catch (IOException e) {
            throw new UnusableInputException("cannot list " + results + " (" + e.getMessage()
                    + "); give a run directory or a JMH JSON result file");
        }
    }
}
