package serbench.format;

import com.google.protobuf.Message;
import serbench.model.Model;
import serbench.model.Models;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPOutputStream;

/** Serialized sizes of every model, input and format: the bytes each codec really writes, raw and gzipped. */
public final class Sizes {

    public record Row(String model, String input, String format, int bytes, int gzipBytes) {
    }

    private Sizes() {
    }

    /**
     * Every standard input of every model, in every format: computed once per process (the bytes are this build's
     * codecs' on fixed inputs, so they cannot change while it runs).
     */
    public static List<Row> all() {
        return All.ROWS;
    }

    private static final class All {
        static final List<Row> ROWS = compute();

        private static List<Row> compute() {
            List<Row> rows = new ArrayList<>();
            for (Model<?, ?> m : Models.all()) {
                for (String input : m.inputs()) {
                    rows.addAll(of(Models.byName(m.name()), input));
                }
            }
            return List.copyOf(rows);
        }
    }

    /** One input of one model, in every format. */
    public static List<Row> of(Model<Object, Message> model, String input) {
        return of(model, input, null);
    }

    /** One input of one model, in every format; a user's file ({@code file:PATH}) read as {@code format} if given. */
    public static List<Row> of(Model<Object, Message> model, String input, String format) {
        Object value = UserPayloads.isFile(input) ? UserPayloads.load(model, input, format) : Payload.load(model, input);
        String name = UserPayloads.isFile(input) ? input.substring(UserPayloads.PREFIX.length()) : model.resolveInput(input);
        List<Row> rows = new ArrayList<>();
        for (Format f : Formats.all()) {
            Codec codec;
            try {
                codec = f.codec(model);
            } catch (IllegalArgumentException cannotCarry) { // a generated model in avro, say (docs/own-proto.md)
                continue;
            }
            byte[] bytes = codec.write(f.represent(model, value));
            rows.add(new Row(model.name(), name, f.name(), bytes.length, gzip(bytes).length));
        }
        return rows;
    }

    /**
     * The bytes one format writes for one standard input of one model: only that format's codec is built (the other
     * formats' libraries are not loaded).
     */
    public static int bytes(String model, String input, String format) {
        Model<Object, Message> m = Models.byName(model);
        Format f = Formats.byName(format);
        return f.codec(m).write(f.represent(m, Payload.load(m, input))).length;
    }

    /** gzip at the default level, as an HTTP server would compress a response. */
    public static byte[] gzip(byte[] bytes) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(bytes.length / 2 + 64);
        try (GZIPOutputStream gz = new GZIPOutputStream(out)) {
            gz.write(bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }
}
