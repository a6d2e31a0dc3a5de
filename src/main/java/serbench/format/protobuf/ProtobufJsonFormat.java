package serbench.format.protobuf;

import serbench.format.Codec;
import serbench.format.PayloadException;
import serbench.format.jackson.Jackson;
import serbench.io.Utf8;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import com.google.protobuf.util.JsonFormat;
import serbench.model.Model;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * Protobuf's own JSON mapping ({@link JsonFormat}, protobuf-java-util): the generated message written as JSON
 * (lowerCamelCase field names, enums by name, 64-bit integers as strings, well-known types in their JSON form),
 * as a gRPC-JSON gateway does. Compact (no insignificant whitespace), like the suite's other JSON. The same data
 * as {@code protobuf}; other bytes than {@code json}. Reading refuses unknown fields (the parser's default).
 */
public final class ProtobufJsonFormat extends GeneratedMessageFormat {

    /** Built on first use, not when the format registry is (a process using another format never loads JsonFormat). */
    private static final class JsonFormatHolder {
        static final JsonFormat.Printer PRINTER = JsonFormat.printer().omittingInsignificantWhitespace();
        static final JsonFormat.Parser PARSER = JsonFormat.parser();
    }

    @Override
    public String name() {
        return "protobuf-json";
    }

    @Override
    public Codec codec(Model<Object, Message> model) {
        Message prototype = emptyMessage(model);
        return new Codec() {
            @Override
            public byte[] write(Object value) {
                return print(value).getBytes(StandardCharsets.UTF_8);
            }

            @Override
            public void write(Object value, OutputStream out) {
                try {
                    out.write(write(value));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }

            @Override
            public Object read(byte[] bytes) {
                Message.Builder builder = prototype.newBuilderForType();
                try {
                    String text = Utf8.textOrNull(bytes); // strict: a malformed byte is refused, not replaced
                    if (text == null) {
                        throw new PayloadException(name(), model.name(),
                                "not UTF-8 text: a malformed byte sequence in " + bytes.length + " bytes", null);
                    }
                    if (nestingDepthOver(text, Jackson.MAX_NESTING_DEPTH)) {
                        throw new PayloadException(name(), model.name(), "nesting deeper than "
                                + Jackson.MAX_NESTING_DEPTH + " levels", null);
                    }
                    JsonFormatHolder.PARSER.merge(text, builder);
                } catch (PayloadException e) {
                    throw e;
                } catch (InvalidProtocolBufferException e) {
                    throw new PayloadException(name(), model.name(), PayloadException.firstLine(e), e);
                } catch (RuntimeException e) {
                    throw new PayloadException(name(), model.name(), e.getClass().getSimpleName() + " in the parser: "
                            + PayloadException.firstLine(e), e);
                }
                return builder.build();
            }

            /** The whole document is read first (JsonFormat parses a String), up to Jackson's document limit. */
            @Override
            public Object read(InputStream in) {
                byte[] bytes;
                try {
                    bytes = in.readNBytes((int) Jackson.MAX_DOCUMENT_LENGTH + 1);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                if (bytes.length > Jackson.MAX_DOCUMENT_LENGTH) {
                    throw new PayloadException(name(), model.name(), "document longer than "
                            + Jackson.MAX_DOCUMENT_LENGTH + " bytes", null);
                }
                return read(bytes);
            }

            @Override
            public long digest(Object value) {
                return model.digestProto((Message) value);
            }

            private String print(Object value) {
                try {
                    return JsonFormatHolder.PRINTER.print((Message) value);
                } catch (InvalidProtocolBufferException e) {
                    throw new IllegalStateException(name() + ": cannot encode " + model.name() + ": "
                            + PayloadException.firstLine(e), e);
                }
            }
        };
    }

    /**
     * Whether objects and arrays nest deeper than {@code limit} (brackets inside strings do not count). Checked
     * before JsonFormat reads: its JSON reader (gson) builds and prints its tree recursively, so a deep enough
     * document would overflow the stack before JsonFormat's own recursion limit is reached.
     */
    public static boolean nestingDepthOver(String json, int limit) {
        int depth = 0;
        boolean inString = false;
        for (int i = 0; i < json.length(); i++) {
            char c = json.charAt(i);
            if (inString) {
                if (c == '\\') {
                    i++;
                } else if (c == '"') {
                    inString = false;
                }
            } else if (c == '"') {
                inString = true;
            } else if (c == '{' || c == '[') {
                if (++depth > limit) {
                    return true;
                }
            } else if (c == '}' || c == ']') {
                depth--;
            }
        }
        return false;
    }

    /** The model's message with no field set, whose builder the parser fills. */
    private static Message emptyMessage(Model<Object, Message> model) {
        try {
            return model.parser().parseFrom(new byte[0]);
        } catch (InvalidProtocolBufferException e) {
            throw new IllegalStateException(e);
        }
    }
}
