package serbench.io;

import serbench.text.Escape;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.type.LogicalType;

/**
 * The JSON mapper of the harness's own files: the result files it reads, the {@code manifest.json} files it writes
 * and reads, the notes in {@code rounds/}, {@code sizes --json}, the claims' and the warm-up study's inputs. It is
 * built here with its own settings and limits, apart from the mappers the benchmarks measure
 * ({@code serbench.format}), so changing the benchmarked configuration never changes how results are read or written.
 *
 * <p>Writing: nulls are left out (a missing value is an absent key, as the manifests have always been written),
 * empty lists and maps are written, properties keep their declared order, and {@link #pretty} indents as Jackson's
 * default pretty printer does (two spaces, {@code "name" : value}). Reading: unknown properties are ignored (older
 * and newer files stay readable) and values of the wrong type are refused rather than converted (a number where text
 * belongs, text where a number belongs, a fraction where an integer belongs), so a file that is not what it claims to
 * be is not used. The read limits below are far above anything the harness writes.
 */
public final class HarnessJson {

    /** Deepest nesting read. The harness's files nest fewer than 10 levels. */
    public static final int MAX_NESTING_DEPTH = 200;
    /** Longest string value, in characters: 1 Mi. */
    public static final int MAX_STRING_LENGTH = 1024 * 1024;
    /** Longest field name, in characters. */
    public static final int MAX_NAME_LENGTH = 1024;
    /** Longest number, in characters (a longer one costs quadratic parse time). */
    public static final int MAX_NUMBER_LENGTH = 100;
    /** Longest document, in bytes, unless a reader sets its own ({@link #mapper(long)}): 64 Mi. */
    public static final long MAX_DOCUMENT_LENGTH = 64L * 1024 * 1024;

    /** The mapper, with a document limit of {@link #MAX_DOCUMENT_LENGTH}. */
    public static final JsonMapper MAPPER = mapper(MAX_DOCUMENT_LENGTH);

    private static final ObjectWriter PRETTY = MAPPER.writer(SerializationFeature.INDENT_OUTPUT)
            .with(new TerminalSafeEscapes());

    /**
     * The characters JSON allows raw but no terminal should receive ({@link serbench.text.Escape#unsafe}: DEL, the C1
     * controls, the line and paragraph separators, the bidirectional marks) written as {@code \\uXXXX}: the document
     * means the same, stays valid JSON, and passes the terminal stream ({@link serbench.text.Escape#terminal})
     * unchanged, where a raw one would be shown as a non-JSON {@code \\x7f}.
     */
    static final class TerminalSafeEscapes extends com.fasterxml.jackson.core.io.CharacterEscapes {
        private final int[] ascii = standardAsciiEscapesForJSON();

        TerminalSafeEscapes() {
            ascii[0x7f] = ESCAPE_STANDARD;
        }

        @Override
        public int[] getEscapeCodesForAscii() {
            return ascii;
        }

        @Override
        public com.fasterxml.jackson.core.SerializableString getEscapeSequence(int ch) {
            return ch > 0x7f && ch <= 0xffff && Escape.unsafe((char) ch)
                    ? new com.fasterxml.jackson.core.io.SerializedString(String.format("\\u%04x", ch)) : null;
        }
    }

    private HarnessJson() {
    }

    /** The read limits, with a document length of {@code maxDocumentLength} bytes. */
    public static StreamReadConstraints constraints(long maxDocumentLength) {
        return StreamReadConstraints.builder()
                .maxNestingDepth(MAX_NESTING_DEPTH)
                .maxStringLength(MAX_STRING_LENGTH)
                .maxNameLength(MAX_NAME_LENGTH)
                .maxNumberLength(MAX_NUMBER_LENGTH)
                .maxDocumentLength(maxDocumentLength)
                .build();
    }

    /** A mapper with this class's settings and limits but a document length of {@code maxDocumentLength} bytes. */
    public static JsonMapper mapper(long maxDocumentLength) {
        JsonFactory factory = JsonFactory.builder().streamReadConstraints(constraints(maxDocumentLength)).build();
        return JsonMapper.builder(factory)
                .serializationInclusion(JsonInclude.Include.NON_NULL)
                .disable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY)
                .disable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)
                .disable(SerializationFeature.INDENT_OUTPUT)
                .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .disable(DeserializationFeature.ACCEPT_SINGLE_VALUE_AS_ARRAY)
                .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
                .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
                .withCoercionConfig(LogicalType.Textual, c -> {
                    c.setCoercion(CoercionInputShape.Integer, CoercionAction.Fail);
                    c.setCoercion(CoercionInputShape.Float, CoercionAction.Fail);
                    c.setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail);
                })
                .withCoercionConfig(LogicalType.Boolean, c -> {
                    c.setCoercion(CoercionInputShape.Integer, CoercionAction.Fail);
                    c.setCoercion(CoercionInputShape.String, CoercionAction.Fail);
                })
                .build();
    }

    /** The writer of the harness's files: {@link #MAPPER}, indented. */
    public static ObjectWriter pretty() {
        return PRETTY;
    }
}
