package serbench.cli.args;

import serbench.format.Formats;
import serbench.results.FormatTurns;
import serbench.format.PayloadException;
import serbench.format.UserPayloads;
import serbench.io.Excerpt;
import serbench.io.InputFileException;
import serbench.io.UnusableInputException;
import serbench.io.WrongArgumentException;
import serbench.model.Model;
import serbench.model.Models;
import serbench.run.RunPlan;

import com.google.protobuf.Message;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.options.CommandLineOptions;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The {@code -p NAME=V,V} values of a command line checked against what the matched benchmarks accept, before
 * anything is multiplied out or any fork starts (on {@code run} and on the plain JMH path): {@code format} and
 * {@code model} against the registries ({@link Formats#NAMES}, {@link Models#NAMES}); {@code input} against each
 * model a benchmark runs with (an input name it knows, or a {@code file:PATH} that decodes as it); any other
 * parameter against the {@code @Param} values each benchmark declares. A name no matched benchmark has, an empty
 * value or an unknown one is a usage error (exit 2); a payload file that cannot be read or decoded is an unusable
 * input (exit 3). Then the plan's size is bounded ({@link RunPlan#MAX_COMBINATIONS}).
 */
public final class ParamCheck {

    private static final String MODEL = "model";
    private static final String INPUT = "input";

    /**
     * The model of each benchmark class that takes an {@code input} but has no {@code model} parameter (it names
     * its model in its setup), so that a {@code file:PATH} is decoded as that model before any fork starts.
     * {@code ParamCheckTest} holds it to the benchmark list.
     */
    public static final Map<String, String> IMPLIED_MODEL = Map.of(
            "serbench.bench.BindingBench", "mediacontent",
            "serbench.bench.CountersBench", "counters",
            "serbench.bench.GatewayBench", "finditems",
            "serbench.bench.GatewayHttpBench", "finditems");

    private ParamCheck() {
    }

    /** The plain JMH path's check of {@code args}; does nothing when no benchmark matches (JMH says so). */
    public static void checkJmhCommandLine(CommandLineOptions o, List<String> args) {
        List<BenchmarkListEntry> matched;
        try {
            matched = RunPlan.matchBenchmarks(o);
        } catch (WrongArgumentException | UnusableInputException e) {
            return;
        }
        check(matched, o, args);
    }

    /** CalibrationBench's number of steps: a known amount of work, any positive count. */
    public static final String STEPS = "steps";

    private static void positiveCount(String name, String value) {
        long n;
        try {
            n = Long.parseLong(value.strip());
        } catch (NumberFormatException e) {
            n = -1;
        }
        if (n <= 0 || n > Integer.MAX_VALUE) {
            throw new WrongArgumentException("-p " + name + "=" + Excerpt.of(value) + ": give a whole number of steps"
                    + " from 1 to " + Integer.MAX_VALUE + ", such as 20000");
        }
    }

    /** Checks every {@code -p} of {@code args} (parsed as {@code o}) against {@code matched}, then the plan's size. */
    public static void check(List<BenchmarkListEntry> matched, CommandLineOptions o, List<String> args) {
        for (String name : paramNames(args)) {
            Collection<String> values = o.getParameter(name).orElse(List.of());
            if (values.isEmpty() || values.stream().anyMatch(String::isBlank)) {
                throw new WrongArgumentException("-p " + Excerpt.of(name) + "= has an empty value; give NAME=V1,V2");
            }
            if (name.equals(INPUT)) {
                values.stream().filter(UserPayloads::isFile).forEach(ParamCheck::checkFile);
            }
            List<BenchmarkListEntry> having = matched.stream().filter(e -> declared(e, name) != null).toList();
            if (having.isEmpty()) {
                Set<String> known = new LinkedHashSet<>();
                matched.forEach(e -> e.getParams().orElse(Map.of()).keySet().forEach(known::add));
                throw new WrongArgumentException("-p " + Excerpt.of(name) + ": no selected benchmark has this parameter"
                        + (known.isEmpty() ? "" : "; theirs: " + String.join(", ", known)));
            }
            for (String value : values) {
                switch (name) {
                    case "format" -> known(name, value, Formats.NAMES);
                    case FormatTurns.PARAM -> turns(value);
                    case MODEL -> known(name, value, Models.allNames());
                    case INPUT -> having.forEach(e -> checkInput(e, value, o));
                    case STEPS -> positiveCount(name, value); // CalibrationBench's work: any count, not only the declared
                    default -> having.forEach(e -> {
                        Collection<String> accepted = declared(e, name);
                        if (!accepted.contains(value)) {
                            throw new WrongArgumentException("-p " + name + "=" + Excerpt.of(value) + ": "
                                    + e.getUsername() + " accepts " + String.join(", ", accepted));
                        }
                    });
                }
            }
        }
        RunPlan.requireBounded(matched, o);
    }

    /** The names given with {@code -p NAME=...} (or {@code -pNAME=...}), in order. */
    private static Set<String> paramNames(List<String> args) {
        Set<String> names = new LinkedHashSet<>();
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            String def = a.equals("-p") && i + 1 < args.size() ? args.get(++i) : a.startsWith("-p") && a.length() > 2
                    && a.contains("=") ? a.substring(2) : null;
            if (def != null && def.indexOf('=') > 0) {
                names.add(def.substring(0, def.indexOf('=')));
            }
        }
        return names;
    }

    /** A {@code file:PATH} input must be a readable file within the payload limit, whatever reads it (exit 3). */
    private static void checkFile(String value) {
        try {
            UserPayloads.check(value);
        } catch (InputFileException x) {
            throw new UnusableInputException("-p input=" + Excerpt.of(value, 200) + ": " + x.getMessage());
        }
    }

    /** The model a benchmark without a {@code model} parameter runs with, or none if it is not known. */
    public static List<String> implied(BenchmarkListEntry e) {
        String model = IMPLIED_MODEL.get(e.getUserClassQName());
        return model == null ? List.of() : List.of(model);
    }

    private static Collection<String> declared(BenchmarkListEntry e, String name) {
        String[] values = e.getParams().hasValue() ? e.getParams().get().get(name) : null;
        return values == null ? null : List.of(values);
    }

    /** A list of formats taking turns: two or more different registry formats joined by {@code +}. */
    private static void turns(String value) {
        List<String> formats;
        try {
            formats = FormatTurns.formats(value);
        } catch (IllegalArgumentException e) {
            throw new WrongArgumentException("-p " + Excerpt.of(e.getMessage()));
        }
        for (String f : formats) {
            if (!Formats.NAMES.contains(f)) {
                throw new WrongArgumentException("-p " + FormatTurns.PARAM + "=" + Excerpt.of(value) + ": unknown format '"
                        + Excerpt.of(f) + "'; valid: " + String.join(", ", Formats.NAMES));
            }
        }
    }

    private static void known(String name, String value, List<String> registry) {
        if (!registry.contains(value)) {
            throw new WrongArgumentException("-p " + name + "=" + Excerpt.of(value) + ": unknown " + name
                    + "; valid: " + String.join(", ", registry));
        }
    }

    /**
     * An input of a benchmark: for each model it runs with ({@code -p model}, else its declared ones) a name the model
     * knows or a file that decodes as it; a benchmark without a {@code model} parameter needs a name some model knows
     * or a readable file.
     */
    private static void checkInput(BenchmarkListEntry e, String value, CommandLineOptions o) {
        boolean named = o.getParameter(MODEL).hasValue();
        List<String> models = declared(e, MODEL) == null ? implied(e)
                : List.copyOf(named ? o.getParameter(MODEL).get() : declared(e, MODEL));
        String shown = "-p input=" + Excerpt.of(value, 200);
        if (!UserPayloads.isFile(value)) {
            List<String> refusals = new ArrayList<>();
            for (String m : models.isEmpty() ? Models.NAMES : models) {
                try {
                    Models.byName(m).checkInput(value);
                } catch (IllegalArgumentException x) {
                    refusals.add(x.getMessage());
                }
            }
            if (models.isEmpty() ? refusals.size() == Models.NAMES.size() : !refusals.isEmpty()) {
                throw new WrongArgumentException(shown + ": " + refusals.get(0));
            }
            return;
        }
        Map<String, String> refusals = new LinkedHashMap<>();
        List<String> tried = models.isEmpty() ? Models.NAMES : models; // unknown model: some model must fit
        for (String m : tried) {
            Model<Object, Message> model = Models.byName(m);
            try {
                UserPayloads.load(model, value);
            } catch (PayloadException x) {
                refusals.put(m, x.getMessage());
            } catch (InputFileException x) {
                throw new UnusableInputException(shown + ": " + x.getMessage());
            }
        }
        if (models.isEmpty() ? refusals.size() < tried.size() : refusals.isEmpty()) {
            return;
        }
        List<String> fits = models.stream().filter(m -> !refusals.containsKey(m)).toList();
        Map.Entry<String, String> first = refusals.entrySet().iterator().next();
        if (named || fits.isEmpty() || declared(e, MODEL) == null) {
            throw new UnusableInputException(shown + ": " + first.getValue());
        }
        throw new WrongArgumentException(shown + ": " + e.getUsername() + " runs it as " + String.join(", ", models)
                + ", but it is no " + first.getKey() + " payload; add -p model=" + String.join(",", fits));
    }
}
