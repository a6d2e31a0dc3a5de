package serbench.cli;

import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.VerboseMode;
import serbench.format.Format;
import serbench.format.Formats;

import java.io.OutputStream;
import java.io.PrintStream;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What JMH's {@code -l} and {@code -lp} cannot say: which formats of the registry no benchmark runs by default (the
 * {@code format} {@code @Param} defaults keep the main three, so the full default run stays short), and how to
 * select them. Derived from {@link Formats#all} and the benchmarks' own parameter defaults, never typed by hand.
 */
final class ExtraFormats {

    private ExtraFormats() {
    }

    /** After JMH has listed the benchmarks ({@code -l}, {@code -lp}), prints the note; otherwise nothing. */
    public static void afterList(String[] args, PrintStream out) {
        CommandLineOptions options;
        try {
            options = new CommandLineOptions(args);
        } catch (CommandLineOptionException e) {
            return; // JMH has already said what is wrong
        }
        if (options.shouldList() || options.shouldListWithParams()) {
            out.println(note(suiteBenchmarks()));
        }
    }

    /** The suite's benchmarks, as JMH lists them. */
    public static Collection<BenchmarkListEntry> suiteBenchmarks() {
        PrintStream nowhere = new PrintStream(OutputStream.nullOutputStream());
        return BenchmarkList.defaultList()
                .getAll(OutputFormatFactory.createFormatInstance(nowhere, VerboseMode.SILENT), List.of()).stream()
                .filter(e -> e.getUsername().startsWith("serbench.bench."))
                .toList();
    }

    /** Every default value of every benchmark's {@code format} parameter, in the order first met. */
    public static Set<String> defaults(Collection<BenchmarkListEntry> benchmarks) {
        Set<String> defaults = new LinkedHashSet<>();
        for (BenchmarkListEntry e : benchmarks) {
            String[] formats = e.getParams().orElse(Map.of()).get("format");
            if (formats != null) {
                defaults.addAll(List.of(formats));
            }
        }
        return defaults;
    }

    /** The registry's formats that no benchmark runs by default, in registry order. */
    public static List<String> extra(Collection<BenchmarkListEntry> benchmarks) {
        Set<String> defaults = defaults(benchmarks);
        return Formats.all().stream().map(Format::name).filter(n -> !defaults.contains(n)).toList();
    }

    /** The note printed after the list. */
    public static String note(Collection<BenchmarkListEntry> benchmarks) {
        List<String> extra = extra(benchmarks);
        if (extra.isEmpty()) {
            return "Formats: every format of the registry is in the benchmarks' defaults.";
        }
        String all = String.join(",", Formats.all().stream().map(Format::name).toList());
        return "Formats beyond the defaults (select with -p format=NAME,...): " + String.join(", ", extra) + "\n"
                + "Every format: -p format=" + all;
    }
}
