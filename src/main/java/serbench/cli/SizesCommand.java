package serbench.cli;

import serbench.render.SizesView;
import serbench.io.WrongArgumentException;
import serbench.io.UnusableInputException;
import serbench.text.Escape;

import serbench.format.Sizes;

import com.google.protobuf.Message;
import serbench.format.Formats;
import serbench.format.PayloadException;
import serbench.format.UserPayloads;
import serbench.io.Excerpt;
import serbench.io.InputFile;
import serbench.model.Model;
import serbench.model.Models;
import serbench.cli.args.Cli;
import serbench.cli.args.ExitCode;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.PrintStream;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code sizes}: prints the serialized size of every model x
 * input x format, raw and gzipped, with each size relative to protobuf's for the same input. With {@code --input FILE}
 * the user's payload is decoded (in the format {@code --format} names, else the formats are tried in turn: see
 * {@link UserPayloads}) and re-encoded in every format.
 */
final class SizesCommand {

    /** The options, declared once: picocli reads them and prints their help. */
    @Command(name = "sizes", sortOptions = false,
            header = "serialized sizes of each model x input x format, raw and gzipped, against protobuf",
            description = "Prints the serialized size of every model x input x format, raw and gzipped, each relative"
                    + " to protobuf's for the same input; with --input FILE, the sizes of your payload re-encoded in"
                    + " every format.",
            footer = {"examples:", "  sizes", "  sizes --model finditems --json",
                    "  sizes --model mediacontent --input my-payload.json",
                    "exit codes: 0 ok, 1 unexpected failure, 2 bad arguments, 3 a payload file that cannot be",
                    "  read or decoded"})
    static final class Options {
        @Option(names = "--model", paramLabel = "NAME", description = "only this model (default: every model)")
        String model;

        @Option(names = "--input", paramLabel = "NAME|FILE", description = "only this input of --model: a standard"
                + " input's name, or a payload file (decoded, then re-encoded in every format)")
        String input;

        @Option(names = "--format", paramLabel = "FORMAT", description = "the format of an --input file (default:"
                + " each format is tried in turn)")
        String format;

        @Option(names = "--json", description = "the rows as JSON instead of a table")
        boolean json;

        @Mixin
        Cli.Common common;
    }

    private SizesCommand() {
    }

    static int run(String[] args, PrintStream out, PrintStream err) throws Exception {
        Options o = new Options();
        if (!Cli.parse(o, args, out)) {
            return ExitCode.OK;
        }
        String model = o.model;
        String input = o.input;
        String format = o.format;
        if (input != null && model == null) {
            throw new WrongArgumentException("--input needs --model (one of " + Models.names() + ")" + SEE);
        }
        if (format != null && input == null) {
            throw new WrongArgumentException("--format names the format of an --input file" + SEE);
        }
        if (format != null && !(", " + Formats.names() + ", ").contains(", " + format + ", ")) {
            throw new WrongArgumentException("unknown format '" + Excerpt.of(format) + "' for --format; one of "
                    + Formats.names());
        }
        List<Sizes.Row> rows = rows(model, input, format, err);
        List<SizesView.Row> shown = rows.stream()
                .map(r -> new SizesView.Row(r.model(), r.input(), r.format(), r.bytes(), r.gzipBytes())).toList();
        out.print(o.json ? SizesView.json(shown) : SizesView.text(shown));
        return 0;
    }

    private static final String SEE = " (see sizes --help)";

    /** One model's input to encode in every format: a step of the command, and a line of its progress. */
    private record Step(Model<Object, Message> model, String input) {
    }

    /**
     * The rows of every step, in order (every model's standard inputs, as {@link Sizes#all} lists them, or the inputs of
     * {@code --model}); with more than one step, a line on {@code err} as each ends, since building every format's
     * codec and encoding the larger inputs takes seconds per step and the table prints only at the end.
     */
    private static List<Sizes.Row> rows(String modelName, String input, String format, PrintStream err) {
        List<Step> steps = new ArrayList<>();
        if (modelName == null) {
            for (Model<?, ?> m : Models.all()) {
                Model<Object, Message> model = Models.byName(m.name());
                model.inputs().forEach(in -> steps.add(new Step(model, in)));
            }
        } else {
            Model<Object, Message> model;
            try {
                model = Models.byName(modelName);
            } catch (IllegalArgumentException e) {
                throw new WrongArgumentException(e.getMessage());
            }
            if (format != null && !UserPayloads.isFile(inputName(model, input))) {
                throw new WrongArgumentException("--format applies to a payload file, not to the standard input '"
                        + Excerpt.of(input) + "'" + SEE);
            }
            List<String> inputs = input == null ? model.inputs() : List.of(inputName(model, input));
            inputs.forEach(in -> steps.add(new Step(model, in)));
        }
        List<Sizes.Row> rows = new ArrayList<>();
        long started = System.nanoTime();
        for (int i = 0; i < steps.size(); i++) {
            Step step = steps.get(i);
            long t0 = System.nanoTime();
            List<Sizes.Row> of;
            try {
                of = Sizes.of(step.model(), step.input(), format);
            } catch (IllegalArgumentException e) {
                throw new WrongArgumentException(e.getMessage());
            } catch (PayloadException e) {
                throw new UnusableInputException(e.getMessage() + " (is this a " + step.model().name() + " payload?)");
            }
            rows.addAll(of);
            if (steps.size() > 1) {
                long end = System.nanoTime();
                String shown = of.isEmpty() ? step.input() : of.get(0).input();
                err.println(Escape.line(progress(i + 1, steps.size(), end - t0, end - started,
                        step.model().name() + " " + shown, of.size())));
            }
        }
        return rows;
    }

    /**
     * A step's progress line, as {@code run} reports a fork's: {@code serbench sizes: input 3/11 done in 0.4s, elapsed
     * 2.3s; mediacontent media.3 in 19 formats}.
     */
    static String progress(int step, int steps, long nanos, long elapsedNanos, String what, int formats) {
        return String.format(Locale.ROOT, "serbench sizes: input %d/%d done in %.1fs, elapsed %.1fs; %s in %d %s",
                step, steps, nanos / 1e9, elapsedNanos / 1e9, what, formats, formats == 1 ? "format" : "formats");
    }

    /** A standard input name stays as it is; anything that is a path becomes {@code file:PATH}. */
    private static String inputName(Model<Object, Message> model, String input) {
        if (UserPayloads.isFile(input) || model.inputs().contains(input) || input.equals("default")) {
            return input;
        }
        if (input.contains("/") || input.contains(java.io.File.separator) || UserPayloads.byExtension(input) != null
                || Files.exists(InputFile.path(input, "payload file"))) {
            return UserPayloads.PREFIX + input;
        }
        return input;
    }
}
