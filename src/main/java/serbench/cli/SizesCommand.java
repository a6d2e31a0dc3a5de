package serbench.cli;

import serbench.render.SizesView;
import serbench.io.WrongArgumentException;
import serbench.io.UnusableInputException;

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
        List<Sizes.Row> rows = rows(model, input, format);
        List<SizesView.Row> shown = rows.stream()
                .map(r -> new SizesView.Row(r.model(), r.input(), r.format(), r.bytes(), r.gzipBytes())).toList();
        out.print(o.json ? SizesView.json(shown) : SizesView.text(shown));
        return 0;
    }

    private static final String SEE = " (see sizes --help)";

    private static List<Sizes.Row> rows(String modelName, String input, String format) {
        if (modelName == null) {
            return Sizes.all();
        }
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
        List<Sizes.Row> rows = new ArrayList<>();
        for (String in : inputs) {
            try {
                rows.addAll(Sizes.of(model, in, format));
            } catch (IllegalArgumentException e) {
                throw new WrongArgumentException(e.getMessage());
            } catch (PayloadException e) {
                throw new UnusableInputException(e.getMessage() + " (is this a " + model.name() + " payload?)");
            }
        }
        return rows;
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
