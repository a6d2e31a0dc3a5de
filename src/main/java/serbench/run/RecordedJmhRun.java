package serbench.run;

import org.openjdk.jmh.runner.NoBenchmarksException;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import serbench.io.HarnessJson;
import serbench.io.UnusableInputException;
import serbench.profiles.LibraryVersions;
import serbench.results.ResultFile;
import serbench.results.Run;
import serbench.results.RunRecord;
import serbench.sources.SourceFingerprint;
import serbench.run.design.Alternation;
import serbench.run.machine.JmhLock;
import serbench.run.machine.NoiseSample;
import serbench.io.TeeOutputStream;
import serbench.run.design.RunSizes;

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The jar's plain JMH command line ({@code java -jar benchmarks.jar [JMH options]}) when it names no result file of
 * its own: the run is recorded as {@code run} records one, in a new directory {@code results/<time>-full-default/} (with arguments {@code <time>-jmh/}) with JMH's
 * JSON ({@code default.json}), JMH's output ({@value RunDirectory#JMH_LOG}, also shown on the terminal) and a manifest (command,
 * JVM, machine, commit, source fingerprints, sizes, start and end), so that {@code compare}, {@code report},
 * {@code claims} and {@code answer} read it. It ends with what the caller's {@link Summary} prints of the result
 * (the commands print the answer and the commands that compare or report it). A command line that lists, asks for help, or names its own
 * result file ({@code -rf}/{@code -rff}) is JMH's alone.
 */
public final class RecordedJmhRun {

    /** The label of the run directory: {@code full-default} for the jar run with no argument, else {@code jmh}. */
    static String label(String[] args) {
        return args.length == 0 ? "full-default" : "jmh";
    }

    private RecordedJmhRun() {
    }

    /** Whether {@code args} run benchmarks without naming a result file (then this class records the run). */
    public static boolean applies(String[] args) {
        try {
            CommandLineOptions o = new CommandLineOptions(args);
            return !(o.shouldHelp() || o.shouldList() || o.shouldListWithParams() || o.shouldListProfilers()
                    || o.shouldListResultFormats()) && !o.getResult().hasValue() && !o.getResultFormat().hasValue();
        } catch (CommandLineOptionException e) {
            return false; // JMH's own parser says what is wrong
        }
    }

    /** What a caller prints at the end of a recorded run: of its result file, in its run directory. */
    @FunctionalInterface
    public interface Summary {
        void print(ResultFile result, Path runDirectory, PrintStream out);
    }

    /**
     * Runs JMH with {@code args} plus a JSON result file in a new run directory under {@code resultsRoot}, writes the
     * manifest, prints how long it took and then {@code summary} of the result; returns the exit code (0, or 1 when
     * JMH failed or wrote no result).
     */
    public static int run(String[] args, Path resultsRoot, Summary summary, PrintStream out, PrintStream err)
            throws IOException {
        return run(args, label(args), resultsRoot, summary, out, err);
    }

    /** As {@link #run(String[], Path, Summary, PrintStream, PrintStream)}, into a directory labelled {@code label}. */
    public static int run(String[] args, String label, Path resultsRoot, Summary summary, PrintStream out,
                          PrintStream err) throws IOException {
        try {
            JmhLock.requireFree();
        } catch (RuntimeException held) {
            err.println("serbench: " + held.getMessage());
            return 1;
        }
        OffsetDateTime start = OffsetDateTime.now(ZoneOffset.UTC).truncatedTo(ChronoUnit.SECONDS);
        Path dir = RunDirectory.create(resultsRoot, LocalDateTime.now(ZoneOffset.UTC), label);
        Path result = dir.resolve("default.json");
        List<String> jmhArgs = new ArrayList<>(List.of(args));
        jmhArgs.addAll(List.of("-rf", "json", "-rff", result.toString()));
        Map<String, Object> environment = Manifest.environment(Path.of("").toAbsolutePath());
        out.println("Recording this run in " + dir + "/ (JMH's JSON, its output and a manifest)");
        NoiseSample.Counters before = NoiseSample.read();
        String status = "finished";
        String reason = null;
        PrintStream shownOut = System.out;
        try (OutputStream log = new FileOutputStream(dir.resolve(RunDirectory.JMH_LOG).toFile())) {
            PrintStream tee = new PrintStream(new TeeOutputStream(out, log), true, StandardCharsets.UTF_8);
            System.setOut(tee);
            try {
                java.util.Collection<org.openjdk.jmh.results.RunResult> results =
                        new Runner(new CommandLineOptions(jmhArgs.toArray(new String[0]))).run();
                if (results.stream().anyMatch(r -> Alternation.alternates(r.getParams()))) {
                    // formats took turns in a fork: one row per format, as run records them (Alternation)
                    new RunFiles(RunFiles.FILE_SYSTEM).write(result, RunFiles.json(Alternation.splitAll(results)));
                }
            } catch (NoBenchmarksException e) {
                status = "failed";
                reason = "no benchmark matches the command line";
            } catch (RunnerException | CommandLineOptionException | RuntimeException e) {
                status = "failed";
                reason = String.valueOf(e.getMessage() == null ? e : e.getMessage());
            } finally {
                System.setOut(shownOut);
                tee.flush();
            }
        }
        if (status.equals("finished") && !Files.isRegularFile(result)) {
            status = "failed";
            reason = "JMH wrote no result file (every benchmark failed?)";
        }
        OffsetDateTime end = OffsetDateTime.now(ZoneOffset.UTC).truncatedTo(ChronoUnit.SECONDS);
        NoiseSample noise = NoiseSample.since(before);
        ResultFile file = null;
        if (status.equals("finished")) {
            try {
                file = ResultFile.read(result);
            } catch (UnusableInputException e) {
                // JMH could not finish its file (a full disk leaves it empty): the run failed, and says why
                status = "failed";
                reason = "JMH's result file cannot be read: " + e.getMessage();
            }
        }
        List<String> warnings = new ArrayList<>();
        if (noise != null && noise.loaded()) {
            warnings.add("the machine was loaded: 1-minute load average " + noise.load1() + " at the end on "
                    + noise.cores() + " cores, " + Math.round(noise.busyPercent()) + "% of the CPU busy over the run"
                    + (Double.isFinite(noise.otherPercent()) ? ", " + Math.round(noise.otherPercent())
                    + "% by other processes" : "") + ", " + Math.round(noise.stealPercent()) + "% stolen;"
                    + " its figures are slower and noisier than a quiet machine's");
        }
        List<RunRecord.Size> sizes = file == null ? null
                : RunSizes.ofParams(file.runs().stream().map(Run::params).toList(), warnings::add);
        RunRecord record = record(status, reason, start, end, args, jmhArgs, environment, file, sizes, warnings,
                noise);
        new RunFiles(RunFiles.FILE_SYSTEM).write(dir.resolve(RunRecord.FILE),
                HarnessJson.pretty().writeValueAsBytes(record));
        if (file == null) {
            err.println("serbench: the run " + status + ": " + reason + "; its output and manifest are in " + dir);
            return 1;
        }
        long seconds = ChronoUnit.SECONDS.between(start, end);
        out.println();
        out.println("The run took " + seconds / 60 + " min " + seconds % 60 + " s; JMH's output is also in "
                + dir.resolve(RunDirectory.JMH_LOG) + ".");
        summary.print(file, dir, out);
        return 0;
    }

    private static RunRecord record(String status, String reason, OffsetDateTime start, OffsetDateTime end,
                                    String[] args, List<String> jmhArgs, Map<String, Object> environment,
                                    ResultFile file, List<RunRecord.Size> sizes, List<String> warnings,
                                    NoiseSample noise) {
        Manifest.Environment env = HarnessJson.MAPPER.convertValue(environment, Manifest.Environment.class);
        Set<String> benchmarks = new LinkedHashSet<>();
        if (file != null) {
            file.runs().forEach(r -> benchmarks.add(r.benchmark()));
        }
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        RunRecord.Profile profile = new RunRecord.Profile("default", "the jar's JMH command line, as given",
                "command line", List.of(), java, System.getProperty("java.version"), null, jarPath(),
                LibraryVersions.current(), status, reason, null, null, file == null ? null : "default.json", List.of(),
                List.of(), List.of());
        Map<String, String> byClass = SourceFingerprint.currentByClass();
        return new RunRecord(status, null, start.toString(), end.toString(), List.of(args),
                RunSession.processCommandLine(List.of(args)), List.copyOf(jmhArgs), List.copyOf(benchmarks), null, null,
                null, null, null, null, null, noise == null ? null : NoiseSample.summary(List.of(noise)), status.equals("finished") ? List.of("default") : List.of(),
                List.of(profile), Map.of(java, System.getProperty("java.version")), env.cpu(), env.memory(), env.os(),
                env.hostJvm(), env.git(), env.libraries(), SourceFingerprint.current().orElse(null),
                byClass.isEmpty() ? null : byClass, sizes,
                file == null ? null : RunSizes.schemasOf(file.runs().stream().map(Run::params).toList()),
                List.copyOf(warnings), env.emulatedNoise());
    }

    /** The jar this class was loaded from, or null when it ran from classes (tests). */
    private static String jarPath() {
        try {
            Path p = Path.of(RecordedJmhRun.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            return p.toString().endsWith(".jar") ? p.toString() : null;
        } catch (Exception e) {
            return null;
        }
    }
}
