package serbench.format;

import serbench.format.jackson.Jackson;
import serbench.format.protobuf.ProtobufLimits;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.google.protobuf.Message;
import serbench.io.InputFile;
import serbench.model.InvalidDataException;
import serbench.model.Model;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A user's own payload file as a model input: {@code -p input=file:PATH} for the benchmarks,
 * {@code sizes --model M --input PATH [--format F]} for the sizes. The file is read through {@link InputFile}
 * (regular files of at most {@link #MAX_BYTES}). Unless the user names the format, the formats are tried in turn,
 * so a valid payload is never refused because of how it begins: the format the file name's extension names
 * ({@code .xml}, {@code .json}, {@code .pb}/{@code .bin}/{@code .protobuf}), then the text format its first
 * character suggests (after any byte order mark, in UTF-8, UTF-16 or UTF-32), then protobuf, then the rest. The
 * first format that decodes to a valid, non-empty value wins. A well-formed JSON or XML document is in that format:
 * what is wrong with its content is the answer. When no format fits, the message says what each said.
 *
 * <p>The decoded value is then checked as every user payload is ({@link Model#validate}, {@link ValueCheck},
 * {@link ProtobufLimits}, {@link DocumentShape}), and every format must write it and read it back unchanged
 * ({@link RoundTripCheck}), so all formats carry the same data.
 */
public final class UserPayloads {

    /** What marks an input name as a file. */
    public static final String PREFIX = "file:";

    /**
     * Largest payload file: 16 MiB, about ten times the largest standard input (finditems 1000 as XML, 1.7 MB).
     * It bounds what re-encoding costs too: the largest format (XML) is at most a few times the input.
     */
    public static final long MAX_BYTES = 16L * 1024 * 1024;

    /** The file's role in messages. */
    static final String WHAT = "payload file";

    private UserPayloads() {
    }

    public static boolean isFile(String input) {
        return input.startsWith(PREFIX);
    }

    /** The path of {@code file:PATH}; an unrepresentable path is an {@link serbench.io.InputFileException}. */
    public static Path path(String input) {
        return InputFile.path(input.substring(PREFIX.length()), WHAT);
    }

    /**
     * Checks, without decoding, that {@code file:PATH} names a readable, non-empty regular file within
     * {@link #MAX_BYTES}: what a command does before starting forks that will read it.
     */
    public static void check(String input) {
        InputFile.check(path(input), MAX_BYTES, WHAT);
    }

    /** The Java value of {@code file:PATH}, its format found as the class comment says. */
    public static Object load(Model<Object, Message> model, String input) {
        return load(model, input, null);
    }

    /**
     * The Java value of {@code file:PATH}. A file that cannot be read ends in {@link serbench.io.InputFileException};
     * one that does not decode (in {@code format}, or in any format when it is null) in {@link PayloadException}.
     */
    public static Object load(Model<Object, Message> model, String input, String format) {
        Path path = path(input);
        byte[] bytes = InputFile.read(path, MAX_BYTES, WHAT);
        return decode(model, bytes, format, String.valueOf(path.getFileName()));
    }

    /**
     * Decodes a user's payload as {@link #load} does: {@code format} null to try the formats in turn,
     * {@code fileName} (may be null) for its extension. Ends in the value or a {@link PayloadException} whose cause
     * is a parser's failure or an {@link InvalidDataException}.
     */
    public static Object decode(Model<Object, Message> model, byte[] bytes, String format, String fileName) {
        if (format != null && !WIRE_FORMS.contains(Formats.byName(format).name())) {
            throw new IllegalArgumentException("a payload file is read as one of " + String.join(", ", WIRE_FORMS)
                    + ", not '" + format + "' (another implementation of one of these: name that one)");
        }
        List<String> order = format != null ? List.of(format) : order(bytes, fileName);
        List<PayloadException> failures = new ArrayList<>();
        for (String f : order) {
            byte[] in = f.equals("json") ? TextStart.jsonInUtf8(bytes) : bytes;
            try {
                checkShape(f, model, in);
            } catch (PayloadException e) {
                if (PayloadException.invalidData(e) != null) {
                    throw e; // well-formed, but not a document the suite reads (two documents, a repeated key)
                }
                failures.add(e); // not this format's syntax: try the next
                continue;
            }
            if (!f.equals("protobuf")) {
                TextStart.requireUtf8(in, f, model.name()); // well-formed JSON or XML: its text must be UTF-8 too
            }
            try {
                return decodeAs(model, in, f);
            } catch (PayloadException e) {
                if (!f.equals("protobuf")) {
                    throw e; // well-formed JSON or XML: the file is in this format, and this is what is wrong with it
                }
                failures.add(e); // bytes of any kind may parse as protobuf: try the next
            }
        }
        List<PayloadException> parsed = failures.stream().filter(e -> PayloadException.invalidData(e) != null).toList();
        if (failures.size() == 1 || parsed.size() == 1) {
            throw failures.size() == 1 ? failures.get(0) : parsed.get(0); // the one format the bytes parsed in
        }
        String tried = failures.stream().map(e -> e.format + " (" + e.problem + ")").collect(Collectors.joining("; "));
        throw new PayloadException(String.join(" or ", order), model.name(), "not a " + model.name()
                + " payload in any format; tried " + tried + "; name the format with --format or the file's extension",
                failures.get(0));
    }

    /**
     * The formats to try, in order: the one the extension names, the text format the first character suggests,
     * protobuf, the others.
     */
    static List<String> order(byte[] bytes, String fileName) {
        Set<String> order = new LinkedHashSet<>();
        String byName = byExtension(fileName);
        if (byName != null) {
            order.add(byName);
        }
        String sniffed = detect(bytes);
        order.add(sniffed);
        order.addAll(WIRE_FORMS);
        return List.copyOf(order);
    }

    /**
     * The forms a user's file is tried in, protobuf first among the rest. The other formats of the registry write
     * one of these forms through another library (json-blackbird, xml-aalto), or need their own checks first.
     */
    static final List<String> WIRE_FORMS = List.of("protobuf", "json", "xml");

    /** The format a file name's extension names, or null. */
    public static String byExtension(String fileName) {
        if (fileName == null) {
            return null;
        }
        String n = fileName.toLowerCase(Locale.ROOT);
        if (n.endsWith(".xml")) {
            return "xml";
        }
        if (n.endsWith(".json")) {
            return "json";
        }
        if (n.endsWith(".pb") || n.endsWith(".bin") || n.endsWith(".protobuf") || n.endsWith(".binpb")) {
            return "protobuf";
        }
        return null;
    }

    /**
     * {@code xml}, {@code json} or {@code protobuf}: what the first character that is not whitespace suggests,
     * reading the bytes as UTF-8, UTF-16 or UTF-32 (by byte order mark, or by the zero bytes around an ASCII
     * character). Only a first guess: {@link #decode} tries the other formats when it is wrong.
     */
    public static String detect(byte[] bytes) {
        String text = TextStart.of(bytes);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\uFEFF') {
                continue;
            }
            return c == '<' ? "xml" : c == '{' || c == '[' ? "json" : "protobuf";
        }
        return "protobuf";
    }

    /** One format's decode of the bytes, converted, validated and non-empty; else its PayloadException. */
    private static Object decodeAs(Model<Object, Message> model, byte[] bytes, String format) {
        Format f = Formats.byName(format);
        Object value;
        long scalars;
        try {
            if (format.equals("protobuf")) {
                ProtobufLimits.check(model, bytes);
            }
            value = format.equals("json") ? readServiceJson(model, bytes) : null;
            if (value == null) {
                Object decoded = f.codec(model).read(bytes);
                if (decoded instanceof Message message) {
                    ProtobufLimits.requireKnownFields(message);
                }
                value = f.toJava(model, decoded);
            }
            model.validate(value);
            scalars = ValueCheck.check(value);
            if (scalars > 0) {
                RoundTripCheck.check(model, value);
            }
        } catch (InvalidDataException e) {
            throw new PayloadException(format, model.name(), e.getMessage(), e);
        }
        if (scalars == 0) {
            throw new PayloadException(format, model.name(), "no " + model.name()
                    + " field found (a payload of another kind?)", null);
        }
        return value;
    }

    /**
     * {@link DocumentShape}'s checks of a JSON or XML document (none for protobuf); a syntax error is the parser's
     * refusal, as the codec would report it.
     */
    private static void checkShape(String format, Model<Object, Message> model, byte[] bytes) {
        try {
            if (format.equals("json")) {
                DocumentShape.checkJson(bytes);
            } else if (format.equals("xml")) {
                DocumentShape.checkXml(bytes);
            }
        } catch (InvalidDataException e) {
            throw new PayloadException(format, model.name(), e.getMessage(), e);
        } catch (com.fasterxml.jackson.core.JacksonException e) {
            throw new PayloadException(format, model.name(), PayloadException.firstLine(e.getOriginalMessage(), e), e);
        } catch (javax.xml.stream.XMLStreamException e) {
            throw new PayloadException(format, model.name(), PayloadException.firstLine(e), e);
        } catch (IOException e) {
            throw new PayloadException(format, model.name(), PayloadException.firstLine(e), e);
        }
    }

    /** The service's own JSON form when the model knows one and the file is in it; null otherwise. */
    private static Object readServiceJson(Model<Object, Message> model, byte[] bytes) {
        JsonNode rewritten;
        try {
            rewritten = model.fromServiceJson(Jackson.json().readTree(bytes));
        } catch (IOException e) {
            return null; // not JSON at all: the suite's codec says what is wrong
        }
        if (rewritten == null) {
            return null;
        }
        try {
            return Jackson.json().readerFor(model.javaType())
                    .with(DeserializationFeature.ACCEPT_SINGLE_VALUE_AS_ARRAY)
                    .readValue(rewritten);
        } catch (IOException e) {
            InvalidDataException invalid = PayloadException.invalidData(e);
            throw new PayloadException("json", model.name(), "not in the service's JSON form: "
                    + (invalid != null ? invalid.getMessage() : PayloadException.firstLine(e)), e);
        }
    }
}
