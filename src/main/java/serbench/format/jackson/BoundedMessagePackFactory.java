package serbench.format.jackson;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.ObjectCodec;
import com.fasterxml.jackson.core.exc.InputCoercionException;
import com.fasterxml.jackson.core.io.IOContext;
import org.msgpack.core.MessageInsufficientBufferException;
import org.msgpack.core.MessagePackException;
import org.msgpack.jackson.dataformat.MessagePackFactory;
import org.msgpack.jackson.dataformat.MessagePackParser;
import org.msgpack.jackson.dataformat.MessagePackReadContext;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The MessagePack token factory of {@link Jackson#msgpack()}: jackson-dataformat-msgpack's factory and parser, with
 * the limits the parser does not apply itself. That parser (0.9.11) checks none of the mapper's
 * {@code StreamReadConstraints}: no nesting depth, string, name or document length. It allocates the length a
 * string, binary or extension header declares before reading the bytes (up to 64 MB at once; longer declarations
 * it reads in chunks, failing at the end of the input), and it reports a truncated or malformed input with
 * msgpack-core's unchecked exceptions. So before each value the parser here looks at the value's header in the input
 * and refuses:
 * <ul>
 *   <li>a string or binary value whose declared length runs past the end of the input (nothing is allocated for
 *   it), and a binary value longer than {@link Jackson#MAX_STRING_LENGTH} bytes;</li>
 *   <li>an extension value: no field of the models holds one (JSON has none), and where data binding buffers tokens
 *   the library's extension serializer fails with an unchecked exception;</li>
 *   <li>an array or map that declares more elements than there are bytes left (each takes at least one), and one
 *   that would nest deeper than {@link Jackson#MAX_NESTING_DEPTH};</li>
 * </ul>
 * and after it, a string or name whose bytes are not UTF-8 (the library decodes them into U+FFFD, where Jackson's
 * parsers refuse them), a string longer than {@link Jackson#MAX_STRING_LENGTH} or a field name longer than
 * {@link Jackson#MAX_NAME_LENGTH} characters, with Jackson's own messages. A stream is read first, at most
 * {@link Jackson#MAX_DOCUMENT_LENGTH} bytes, and parsed as an array (headers are checked against the bytes that
 * follow them); an array longer than that is refused too. msgpack-core's exceptions become Jackson parse exceptions
 * (their cause kept), an integer out of the range of the field's type an overflow error (the library would truncate
 * it), and text is asked of the token at hand (the library answers the text of an earlier value for a boolean or
 * null).
 *
 * <p>One more library defect is repaired: strings of up to 64 bytes are decoded in the platform's default charset,
 * not UTF-8. Java 18 and later default to UTF-8; on Java 17 under a locale that is not UTF-8 ({@code LC_ALL=C}) this
 * parser decodes such strings again as UTF-8. Under a UTF-8 default it costs one comparison per string.
 *
 * <p>The parser reuses one {@code MessageUnpacker} per thread, as the library does by default.
 */
final class BoundedMessagePackFactory extends MessagePackFactory {

    private static final long serialVersionUID = 1L;

    /** Whether the library's short-string decoding (platform charset) must be redone as UTF-8. */
    static final boolean DEFAULT_CHARSET_IS_NOT_UTF8 = !Charset.defaultCharset().equals(StandardCharsets.UTF_8);

    /** The longest string the library decodes in the platform charset (its scratch buffer's size). */
    private static final int SHORT_STRING_BYTES = 64;

    BoundedMessagePackFactory() {
    }

    private BoundedMessagePackFactory(BoundedMessagePackFactory src) {
        super(src);
    }

    @Override
    public JsonFactory copy() {
        return new BoundedMessagePackFactory(this);
    }

    /** Every way of making a parser from bytes ends here: the bytes (or the part of them given) are the input. */
    @Override
    protected JsonParser _createParser(byte[] data, int offset, int len, IOContext context) throws IOException {
        byte[] input = offset == 0 && len == data.length ? data : Arrays.copyOfRange(data, offset, offset + len);
        return parser(input, context);
    }

    /**
     * Every way of making a parser from a stream (or a file, a URL) ends here: the whole stream, at most
     * {@link Jackson#MAX_DOCUMENT_LENGTH} bytes and one more to see that it is longer, becomes the input. The stream
     * is closed after it is read when Jackson would close it at the end of parsing.
     */
    @Override
    protected MessagePackParser _createParser(InputStream in, IOContext context) throws IOException {
        long limit = streamReadConstraints().getMaxDocumentLength();
        byte[] input;
        try {
            input = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, limit + 1));
        } finally {
            if (context.isResourceManaged() || isEnabled(JsonParser.Feature.AUTO_CLOSE_SOURCE)) {
                in.close();
            }
        }
        return parser(input, context);
    }

    private Parser parser(byte[] input, IOContext context) throws IOException {
        streamReadConstraints().validateDocumentLength(input.length);
        return new Parser(context, _parserFeatures, _objectCodec, input);
    }

    /** The library's parser with the checks of {@link BoundedMessagePackFactory}'s comment. */
    static final class Parser extends MessagePackParser {

        private final byte[] input;
        /** Offset of the current token's header in {@link #input}, or -1 when none was looked at. */
        private int header = -1;
        /** The current string token's text decoded again as UTF-8 (see the class comment), or null. */
        private String redecoded;

        Parser(IOContext context, int features, ObjectCodec codec, byte[] input) throws IOException {
            super(context, features, codec, input, true);
            this.input = input;
        }

        @Override
        public JsonToken nextToken() throws IOException {
            header = -1;
            redecoded = null;
            if (valueFollows()) {
                // the library's location holds the unpacker's offset after the last value, as its "char offset"
                header = (int) currentLocation().getCharOffset();
                checkHeader(header);
            }
            JsonToken token;
            try {
                token = super.nextToken();
            } catch (MessagePackException e) {
                throw new JsonParseException(this, describe(e), e);
            }
            if (token == JsonToken.VALUE_STRING) {
                if (DEFAULT_CHARSET_IS_NOT_UTF8) {
                    redecoded = redecodedString();
                }
                String text = getText();
                requireUtf8(text);
                streamReadConstraints().validateStringLength(text.length());
            } else if (token == JsonToken.FIELD_NAME) {
                if (DEFAULT_CHARSET_IS_NOT_UTF8) {
                    String name = redecodedString();
                    if (name != null) {
                        overrideCurrentName(name);
                    }
                }
                String name = currentName();
                requireUtf8(name);
                streamReadConstraints().validateNameLength(name.length());
            }
            return token;
        }

        /**
         * Whether the library's next step reads a value from the input, not the end of an array or map it closes
         * by count: the library's own test (a map expects a key unless the current token is a field name).
         */
        private boolean valueFollows() {
            JsonStreamContext context = getParsingContext();
            boolean counted = context.inArray() || context.inObject() && currentToken() != JsonToken.FIELD_NAME;
            return !counted || ((MessagePackReadContext) context).getRemainingExpectedLength() > 1;
        }

        /** Refuses what the header at {@code at} declares beyond the input or the limits, before it is read. */
        private void checkHeader(int at) throws IOException {
            if (at >= input.length) {
                return; // the library reports the end of the input
            }
            int b = input[at] & 0xFF;
            switch (b) {
                case 0xD9, 0xC4 -> declaredBytes(at, b, 2, unsigned(at + 1, 1));
                case 0xDA, 0xC5 -> declaredBytes(at, b, 3, unsigned(at + 1, 2));
                case 0xDB, 0xC6 -> declaredBytes(at, b, 5, unsigned(at + 1, 4));
                case 0xC7, 0xC8, 0xC9, 0xD4, 0xD5, 0xD6, 0xD7, 0xD8 -> throw new JsonParseException(this, String.format(
                        "an extension value (format byte 0x%X) at byte %d: no field of the models holds one", b, at));
                case 0xDC -> declaredElements(at, 3, unsigned(at + 1, 2), 1);
                case 0xDD -> declaredElements(at, 5, unsigned(at + 1, 4), 1);
                case 0xDE -> declaredElements(at, 3, unsigned(at + 1, 2), 2);
                case 0xDF -> declaredElements(at, 5, unsigned(at + 1, 4), 2);
                default -> {
                    if (b >= 0x80 && b <= 0x9F) { // fixmap, fixarray
                        declaredElements(at, 1, b & 0x0F, b <= 0x8F ? 2 : 1);
                    }
                }
            }
        }

        /** A string (0xD9-0xDB) or binary value (0xC4-0xC6) of {@code length} bytes. */
        private void declaredBytes(int at, int format, int headerBytes, long length) throws IOException {
            if (length < 0) {
                return; // the header itself is cut short: the library reports the end of the input
            }
            long available = (long) input.length - at - headerBytes;
            String what = format >= 0xD9 ? "a string" : "a binary value";
            if (length > available) {
                throw new JsonParseException(this, String.format("%s of %d bytes declared at byte %d, but only %d "
                        + "bytes follow (truncated or corrupt input)", what, length, at, Math.max(0, available)));
            }
            if (format < 0xD9 && length > Jackson.MAX_STRING_LENGTH) {
                throw new JsonParseException(this, String.format("%s of %d bytes at byte %d is longer than the "
                        + "limit of %d", what, length, at, Jackson.MAX_STRING_LENGTH));
            }
        }

        /** An array or map of {@code count} entries, each {@code perEntry} values of at least one byte. */
        private void declaredElements(int at, int headerBytes, long count, int perEntry) throws IOException {
            streamReadConstraints().validateNestingDepth(getParsingContext().getNestingDepth() + 1);
            if (count < 0) {
                return; // the header itself is cut short
            }
            long available = (long) input.length - at - headerBytes;
            if (count * perEntry > available) {
                throw new JsonParseException(this, String.format("%s of %d %s declared at byte %d, but only %d bytes "
                        + "follow (truncated or corrupt input)", perEntry == 2 ? "a map" : "an array", count,
                        perEntry == 2 ? "entries" : "elements", at, Math.max(0, available)));
            }
        }

        /** The big-endian unsigned integer of {@code n} bytes at {@code at}, or -1 when the input ends before it. */
        private long unsigned(int at, int n) {
            if (at + n > input.length) {
                return -1;
            }
            long v = 0;
            for (int i = 0; i < n; i++) {
                v = v << 8 | (input[at + i] & 0xFF);
            }
            return v;
        }

        /**
         * Where the bytes of the string token at {@link #header} lie: {@code {start, length}}, or null when the token
         * came from no string header (a binary value or a number as a map key).
         */
        private int[] stringBytes() {
            if (header < 0) {
                return null;
            }
            int b = input[header] & 0xFF;
            if (b >= 0xA0 && b <= 0xBF) { // fixstr
                return new int[]{header + 1, b & 0x1F};
            }
            return switch (b) {
                case 0xD9 -> new int[]{header + 2, (int) unsigned(header + 1, 1)};
                case 0xDA -> new int[]{header + 3, (int) unsigned(header + 1, 2)};
                case 0xDB -> new int[]{header + 5, (int) unsigned(header + 1, 4)};
                default -> null;
            };
        }

        /** The short string at {@link #header} as UTF-8, when the library decoded it in the platform charset. */
        private String redecodedString() {
            int[] at = stringBytes();
            return at != null && at[1] <= SHORT_STRING_BYTES ? new String(input, at[0], at[1], StandardCharsets.UTF_8) : null;
        }

        /**
         * Refuses a string whose bytes are not UTF-8. The library decodes with the JDK's replacing decoder, so such
         * bytes come out as U+FFFD: only a string holding one is decoded again, strictly.
         */
        private void requireUtf8(String text) throws IOException {
            if (text.indexOf('\uFFFD') < 0) {
                return;
            }
            int[] at = stringBytes();
            if (at == null) {
                return;
            }
            try {
                StandardCharsets.UTF_8.newDecoder()
                        .onMalformedInput(CodingErrorAction.REPORT)
                        .onUnmappableCharacter(CodingErrorAction.REPORT)
                        .decode(ByteBuffer.wrap(input, at[0], at[1]));
            } catch (CharacterCodingException e) {
                throw new JsonParseException(this, "a string of " + at[1] + " bytes at byte " + header
                        + " is not UTF-8 (" + e.getMessage() + ")");
            }
        }

        @Override
        public String getText() throws IOException {
            JsonToken t = currentToken();
            if (t == null) {
                return null;
            }
            switch (t) {
                case VALUE_STRING:
                    return redecoded != null ? redecoded : super.getText();
                case VALUE_NUMBER_INT:
                case VALUE_NUMBER_FLOAT:
                case VALUE_EMBEDDED_OBJECT:
                    return super.getText();
                case FIELD_NAME:
                    return currentName();
                default:
                    return t.asString(); // the library would answer the text of the last string or number
            }
        }

        /** Null when the current token is no number (the library would answer the type of an earlier value). */
        @Override
        public NumberType getNumberType() {
            JsonToken t = currentToken();
            return t == JsonToken.VALUE_NUMBER_INT || t == JsonToken.VALUE_NUMBER_FLOAT ? super.getNumberType() : null;
        }

        /** The current number's type; Jackson's error when the current token is no number, as its parsers raise. */
        private NumberType numberType() {
            NumberType type = getNumberType();
            if (type == null) {
                throw sneaky(new JsonParseException(this, "Current token (" + currentToken() + ") not numeric"));
            }
            return type;
        }

        /** The library's value when it fits an int; else Jackson's overflow error, where the library truncates. */
        @Override
        public int getIntValue() {
            NumberType type = numberType();
            if (type == NumberType.INT) {
                return super.getIntValue();
            }
            double v = type == NumberType.LONG ? super.getLongValue() : super.getDoubleValue();
            if (type == NumberType.BIG_INTEGER || v < Integer.MIN_VALUE || v > Integer.MAX_VALUE) {
                throw overflow(Integer.TYPE, Integer.MIN_VALUE, Integer.MAX_VALUE);
            }
            return type == NumberType.LONG ? (int) super.getLongValue() : (int) v;
        }

        /** The library's value when it fits a long; else Jackson's overflow error, where the library truncates. */
        @Override
        public long getLongValue() {
            NumberType type = numberType();
            if (type == NumberType.INT || type == NumberType.LONG) {
                return super.getLongValue();
            }
            double v = super.getDoubleValue();
            if (type == NumberType.BIG_INTEGER || v < Long.MIN_VALUE || v > Long.MAX_VALUE) {
                throw overflow(Long.TYPE, Long.MIN_VALUE, Long.MAX_VALUE);
            }
            return (long) v;
        }

        /**
         * The error Jackson's own parsers raise for a number out of the target type's range. The library declares
         * {@code getIntValue()} and {@code getLongValue()} without {@code throws IOException}, though
         * {@link JsonParser}'s contract, which data binding relies on, has it: the checked exception is thrown
         * through that narrower signature, so it reaches the binder as it would from any Jackson parser.
         */
        private RuntimeException overflow(Class<?> target, long min, long max) {
            String text;
            try {
                text = getText();
            } catch (IOException e) {
                text = "?";
            }
            return sneaky(new InputCoercionException(this, String.format("Numeric value (%s) out of range of %s (%d - %d)",
                    text, target.getName(), min, max), currentToken(), target));
        }

        @SuppressWarnings("unchecked")
        private static <E extends Exception> RuntimeException sneaky(Exception e) throws E {
            throw (E) e;
        }

        @Override
        public void close() throws IOException {
            try {
                super.close();
            } catch (MessagePackException e) {
                throw new JsonParseException(this, describe(e), e);
            }
        }

        private static String describe(MessagePackException e) {
            if (e instanceof MessageInsufficientBufferException) {
                return "the input ends inside a value (truncated)";
            }
            String m = e.getMessage();
            return m == null || m.isBlank() ? e.getClass().getSimpleName() : m;
        }
    }
}
