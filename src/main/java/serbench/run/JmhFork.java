package serbench.run;

import serbench.io.Excerpt;
import serbench.io.UnusableInputException;
import serbench.io.WrongArgumentException;
import serbench.profiles.ForkClassPath;
import serbench.text.Escape;
import serbench.run.design.Schedule;
import serbench.run.design.UnitOptions;
import serbench.io.TeeOutputStream;

import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.Defaults;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.format.OutputFormat;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.VerboseMode;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.zip.ZipFile;

/**
 * What a {@code run} asks of JMH: the benchmarks JMH would run for the user's options and the forks they ask for
 * (the run's rounds), and one fork of one unit under one profile through JMH's {@link Runner}, in this process, with
 * {@code -prof gc} and {@link CpuTimeProfiler} always on, the profile's flags appended, and the profile's JVM and benchmarks jar.
 *
 * <p>JMH's own output goes to the run directory's {@value #LOG}, so that the terminal shows the progress lines,
 * warnings and the summary ({@link #runner}); a fork that fails or gives no results prints it on the terminal after
 * all, since it holds JMH's reason (a benchmark's exception, a JVM that would not start). {@code -v} shows it on
 * the terminal as well.
 */
final class JmhFork {

    /** One fork writing JMH's output to the given format. */
    interface Fork {
        Collection<RunResult> run(OutputFormat jmhOut) throws Exception;
    }

    private JmhFork() {
    }

    /** The benchmarks JMH would run for these options; a usage error when there are none. */
    static List<BenchmarkListEntry> matchBenchmarks(CommandLineOptions o) {
        List<String> includes = o.getIncludes().isEmpty() ? List.of(".*") : o.getIncludes();
        for (String regexp : concat(includes, o.getExcludes())) {
            try {
                java.util.regex.Pattern.compile(regexp);
            } catch (java.util.regex.PatternSyntaxException e) {
                throw new WrongArgumentException("'" + Escape.line(Excerpt.of(regexp)) + "' is not a regular expression ("
                        + Escape.line(e.getDescription()) + "); benchmarks are selected by regexps such as SerializeBench");
            }
        }
        BenchmarkList list;
        try {
            list = BenchmarkList.defaultList();
        } catch (RuntimeException e) {
            throw new UnusableInputException("this build contains no JMH benchmarks (no META-INF/BenchmarkList); "
                    + "add them under src/jmh/java and rebuild with mvn package");
        }
        OutputFormat silent = OutputFormatFactory.createFormatInstance(
                new PrintStream(OutputStream.nullOutputStream()), VerboseMode.SILENT);
        Set<BenchmarkListEntry> found = list.find(silent, includes, o.getExcludes());
        if (found.isEmpty()) {
            throw new WrongArgumentException("no benchmarks match " + shown(includes)
                    + (o.getExcludes().isEmpty() ? "" : " minus " + shown(o.getExcludes()))
                    + "; list them with: java -jar target/benchmarks.jar -l");
        }
        return List.copyOf(found);
    }

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }

    /** Regexps as a message shows them: each cut to an excerpt, control characters escaped, at most five. */
    private static String shown(List<String> regexps) {
        List<String> shown = regexps.stream().limit(5).map(r -> Escape.line(Excerpt.of(r))).toList();
        return shown + (regexps.size() > 5 ? " and " + (regexps.size() - 5) + " more" : "");
    }

    /**
     * The forks per profile: -f, else the largest @Fork of the matched benchmarks, else JMH's default
     * ({@link Defaults#MEASUREMENT_FORKS}).
     */
    static int forks(CommandLineOptions o, List<BenchmarkListEntry> matched) {
        if (o.getForkCount().hasValue()) {
            return o.getForkCount().get();
        }
        int forks = matched.stream().filter(e -> e.getForks().hasValue()).mapToInt(e -> e.getForks().get())
                .max().orElse(Defaults.MEASUREMENT_FORKS);
        if (forks <= 0) {
            throw new WrongArgumentException("the selected benchmarks ask for @Fork(0), which would drop the "
                    + "profiles' flags; ask for one fork or more");
        }
        return forks;
    }

    /**
     * The runner of a run's forks. JMH's output of every fork goes to {@code log} (the run directory's
     * {@value #LOG}); the terminal ({@code out}) shows it too only when {@code -v} was given (and not {@code quiet}),
     * else only for a fork that failed or gave no results, since that output holds JMH's reason.
     */
    static ForkRunner runner(CommandLineOptions jmh, boolean quiet, PrintStream out, PrintStream log,
                                        List<String> flags) {
        boolean shown = jmh.verbosity().hasValue() && !quiet;
        VerboseMode mode = jmh.verbosity().orElse(VerboseMode.NORMAL);
        return (run, round, unit) -> shown
                ? fork(jmh, run, unit, round, flags, OutputFormatFactory.createFormatInstance(new PrintStream(
                        new TeeOutputStream(out, log), true, StandardCharsets.UTF_8), mode))
                : quietly(out, log, held -> fork(jmh, run, unit, round, flags, held));
    }

    /** The file in the run directory that holds JMH's own output of every fork. */
    static final String LOG = RunDirectory.JMH_LOG;

    /** Runs one fork of one unit (a benchmark with one value per param) under one profile. */
    static Collection<RunResult> fork(CommandLineOptions jmh, ProfileRun run, Schedule.Unit unit, int round,
                                      List<String> flags, OutputFormat jmhOut) throws Exception {
        List<String> append = new ArrayList<>(jmh.getJvmArgsAppend().orElse(List.of()));
        append.addAll(run.profile.flags());
        append.addAll(flags);
        ChainedOptionsBuilder b = new OptionsBuilder().parent(new UnitOptions(jmh, unit))
                .forks(1)
                .jvmArgsAppend(append.toArray(new String[0]));
        boolean gcAsked = jmh.getProfilers().stream()
                .anyMatch(p -> p.getKlass().equals("gc") || p.getKlass().equals(GCProfiler.class.getName()));
        if (!gcAsked) {
            b.addProfiler(GCProfiler.class);
        }
        boolean cpuAsked = jmh.getProfilers().stream()
                .anyMatch(p -> p.getKlass().equals(CpuTimeProfiler.class.getName()));
        if (!cpuAsked && carriesCpuProfiler(run.check.jar().forkClassPath())) {
            b.addProfiler(CpuTimeProfiler.class);
        }
        if (!run.profile.jvm().isCurrent()) {
            b.jvm(run.check.javaText());
        }
        jmhOut.println(Escape.line("# serbench round " + round + ", profile " + run.profile.name() + " ("
                + (run.profile.flags().isEmpty() ? "no flags" : run.profile.flagsText()) + "): " + unit.label()));
        return ForkClassPath.with(run.check.jar().forkClassPath(), () -> new Runner(b.build(), jmhOut).run());
    }

    /**
     * Whether the fork's class path has {@link CpuTimeProfiler}: this build's always; a profile's own jar only if it
     * was built from a suite that has it (an older build's forks run without CPU time rather than fail).
     */
    static boolean carriesCpuProfiler(Optional<Path> jar) {
        if (jar.isEmpty()) {
            return true;
        }
        try (ZipFile zip = new ZipFile(jar.get().toFile())) {
            return zip.getEntry(CpuTimeProfiler.class.getName().replace('.', '/') + ".class") != null;
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * Runs {@code fork} with its output held back; writes that output to {@code log}, and to {@code out} too unless
     * the fork gave results.
     */
    static Collection<RunResult> quietly(PrintStream out, PrintStream log, Fork fork) throws Exception {
        ByteArrayOutputStream held = new ByteArrayOutputStream();
        OutputFormat jmhOut = OutputFormatFactory.createFormatInstance(
                new PrintStream(held, true, StandardCharsets.UTF_8), VerboseMode.NORMAL);
        boolean gave = false;
        try {
            Collection<RunResult> results = fork.run(jmhOut);
            gave = !results.isEmpty();
            return results;
        } finally {
            String text = held.toString(StandardCharsets.UTF_8);
            log.print(text);
            log.flush();
            if (!gave) {
                out.print(text);
                out.flush();
            }
        }
    }
}
