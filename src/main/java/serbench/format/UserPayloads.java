package serbench.format;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.google.protobuf.Message;
import serbench.model.Model;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A user's own payload file as a model input: {@code -p input=file:PATH} for the benchmarks,
 * {@code sizes --model M --input PATH} for the sizes. The format is recognised from the first byte: {@code <} is XML
 * (bare or in a SOAP envelope), <code>{</code> or {@code [} is JSON (the suite's form, or the real service's own JSON
 * form where the model knows it, such as eBay's), anything else protobuf. The payload is decoded into the model's
 * Java value, and every format then re-encodes that value, so all formats carry the user's data.
 */
public final class UserPayloads {

    /** What marks an input name as a file. */
    public static final String PREFIX = "file:";

    private UserPayloads() {
    }

    public static boolean isFile(String input) {
        return input.startsWith(PREFIX);
    }

    /**
     * The Java value of {@code file:PATH}. A missing file ends in {@link IllegalArgumentException}; an undecodable
     * one in {@link PayloadException} naming the format that was tried.
     */
    public static Object load(Model<Object, Message> model, String input) {
        Path path = Path.of(input.substring(PREFIX.length()));
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(path);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read payload file " + path + " (" + e.getClass().getSimpleName()
                    + "): give an existing, readable file as input=file:PATH");
        }
        if (bytes.length == 0) {
            throw new IllegalArgumentException("payload file " + path + " is empty");
        }
        String format = detect(bytes);
        Object value = format.equals("json") ? readJson(model, bytes) : null;
        if (value == null) {
            Format f = Formats.byName(format);
            value = f.toJava(model, f.codec(model).read(bytes));
        }
        if (isEmpty(value)) {
            throw new PayloadException(format, model.name(), "no " + model.name() + " field found in " + path
                    + " (a payload of another kind?)", null);
        }
        return value;
    }

    /** {@code xml}, {@code json} or {@code protobuf}, from the first byte that is not whitespace or a BOM. */
    public static String detect(byte[] bytes) {
        for (byte b : bytes) {
            if (b == ' ' || b == '\n' || b == '\r' || b == '\t' || b == (byte) 0xEF || b == (byte) 0xBB || b == (byte) 0xBF) {
                continue;
            }
            return b == '<' ? "xml" : b == '{' || b == '[' ? "json" : "protobuf";
        }
        return "protobuf";
    }

    /** The service's own JSON form when the model knows one and the file is in it; null otherwise. */
    private static Object readJson(Model<Object, Message> model, byte[] bytes) {
        JsonNode rewritten;
        try {
            rewritten = model.fromServiceJson(Jackson.JSON.readTree(bytes));
        } catch (IOException e) {
            return null; // not JSON at all: the suite's codec says what is wrong
        }
        if (rewritten == null) {
            return null;
        }
        try {
            return Jackson.JSON.readerFor(model.javaType())
                    .with(DeserializationFeature.ACCEPT_SINGLE_VALUE_AS_ARRAY)
                    .readValue(rewritten);
        } catch (IOException e) {
            throw new PayloadException("json", model.name(), "not in the service's JSON form: "
                    + PayloadException.firstLine(e), e);
        }
    }

    /** A value with every field absent: what a model that skips unknown fields binds from a foreign file. */
    private static boolean isEmpty(Object value) {
        try {
            return Jackson.JSON.writeValueAsString(value).replaceAll("[\\s{}\\[\\]]", "").isEmpty();
        } catch (IOException e) {
            return false;
        }
    }
}
