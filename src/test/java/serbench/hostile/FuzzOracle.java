package serbench.hostile;

import com.fasterxml.jackson.core.JacksonException;
import com.google.protobuf.InvalidProtocolBufferException;
import org.xml.sax.SAXException;
import serbench.format.PayloadException;
import serbench.model.InvalidDataException;

import javax.xml.stream.XMLStreamException;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * What counts as a refusal of hostile input, and what is a bug. A refusal is caused by a parser's own failure
 * signal (Jackson 2's {@link JacksonException} or Jackson 3's {@link tools.jackson.core.JacksonException},
 * {@link XMLStreamException}, {@link InvalidProtocolBufferException}, the JDK DOM
 * parser's {@link SAXException}; msgpack-core's {@code MessagePackException} under the Jackson exception the suite's
 * MessagePack parser wraps it in; Gson's, fastjson2's and DSL-JSON's own exceptions, or the suite's document length
 * bound around the last three, {@code DocumentLimit.Exceeded}; Avro's decoder's own failures: {@link #isAvroRefusal};
 * for the object serializers, Kryo's {@code KryoException} and Fory's {@code ForyException} over whatever the
 * library threw, see {@link #isObjectSerializerRefusal}), or by the suite's explicit validation
 * ({@link InvalidDataException}); a codec's
 * own check of an empty or foreign input is a {@link PayloadException} without a cause. Anything else anywhere in
 * the chain of causes (a NullPointerException inside a binder, an ArrayIndexOutOfBoundsException in a conversion, a
 * NumberFormatException, an IllegalStateException) is a bug of the suite's code, even when a codec wrapped it.
 */
public final class FuzzOracle {

    private FuzzOracle() {
    }

    /** Asserts that {@code t} is a refusal, naming what it is when it is not. */
    public static void assertRefusal(Throwable t) {
        org.junit.jupiter.api.Assertions.assertTrue(isRefusal(t), () -> "not a refusal but a failure: " + describe(t));
    }

    /** Whether {@code t} (a PayloadException from a codec or the user path, or a reader's exception) is a refusal. */
    public static boolean isRefusal(Throwable t) {
        List<Throwable> chain = chain(t);
        if (chain.get(chain.size() - 1) instanceof PayloadException) {
            return true; // the codec's own check (an empty input, a DOCTYPE, a foreign root) has no cause
        }
        if (chain.stream().anyMatch(c -> c instanceof InvalidDataException)) {
            return true;
        }
        Throwable root = chain.get(chain.size() - 1);
        if (isParserFailure(root) || isAvroRefusal(root)) {
            return true;
        }
        // a parser's decoder reports bad bytes as an IOException, wrapped in the parser's own exception; msgpack-core
        // reports them with its own unchecked exceptions, which the suite's MessagePack parser wraps in Jackson's
        boolean wrappedByAParser = chain.size() >= 2 && isParserFailure(chain.get(chain.size() - 2));
        return (root instanceof IOException || root instanceof org.msgpack.core.MessagePackException) && wrappedByAParser
                || isJsonFormatRefusal(chain) || isGsonRefusal(chain) || isJsonLibraryDefect(chain)
                || isObjectSerializerRefusal(chain);
    }

    /**
     * Kryo and Fory refuse with their own exception ({@code KryoException}, {@code ForyException}), which wraps
     * whatever the failing step threw (a buffer's IndexOutOfBoundsException, a reflective call's
     * IllegalArgumentException, an enum's unknown ordinal), and Fory checks a payload's header before its try block,
     * throwing a plain IllegalArgumentException. All of these are the library's refusal as long as the library threw
     * them (or the JDK, called by the library): the codec wrapped a chain in which every exception was thrown first in
     * Kryo's or Fory's code, or is their own exception. An exception thrown first in the suite's code (a record's
     * constructor, a digest) is a bug of the suite, whoever wrapped it, and so is an Error (both libraries catch
     * Throwable and wrap it: a StackOverflowError or OutOfMemoryError is a missing bound). The classes Fory generates
     * for the models ({@code <Class>ForyCodec_<n>}, in the models' packages) count as the library's.
     */
    private static boolean isObjectSerializerRefusal(List<Throwable> chain) {
        if (!(chain.get(0) instanceof PayloadException) || chain.size() < 2) {
            return false;
        }
        for (Throwable below : chain.subList(1, chain.size())) {
            if (below instanceof Error && !(below instanceof AssertionError && thrownByObjectSerializer(below))) {
                return false; // an assert of the library's own (tests run with -ea) is its check, not a missing bound
            }
            if (!isObjectSerializerFailure(below) && !thrownByObjectSerializer(below)) {
                return false;
            }
        }
        return true;
    }

    private static boolean isObjectSerializerFailure(Throwable t) {
        return t instanceof com.esotericsoftware.kryo.KryoException || t instanceof org.apache.fory.exception.ForyException;
    }

    /** Whether the first frame on {@code t}'s stack that is not the JDK's is Kryo's or Fory's (not the suite's). */
    private static boolean thrownByObjectSerializer(Throwable t) {
        for (StackTraceElement e : t.getStackTrace()) {
            String c = e.getClassName();
            if (c.startsWith("com.esotericsoftware.") || c.startsWith("org.apache.fory.")
                    || c.matches(".*Fory(Ref)?Codec.*")) {
                return true;
            }
            if (!c.startsWith("java.") && !c.startsWith("jdk.") && !c.startsWith("sun.")) {
                return false;
            }
        }
        return false;
    }

    /**
     * Protobuf's JsonFormat parser refuses with an InvalidProtocolBufferException whose causes are its JSON
     * reader's (gson's) syntax errors, its end of input, or a number, timestamp or duration that does not parse:
     * nothing else below it.
     */
    private static boolean isJsonFormatRefusal(List<Throwable> chain) {
        int i = 0;
        while (i < chain.size() && !(chain.get(i) instanceof InvalidProtocolBufferException)) {
            i++;
        }
        if (i == chain.size()) {
            return false;
        }
        for (Throwable below : chain.subList(i + 1, chain.size())) {
            if (!below.getClass().getName().startsWith("com.google.gson.") && !(below instanceof NumberFormatException)
                    && !(below instanceof java.io.EOFException) && !(below instanceof java.text.ParseException)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Avro's binary decoder refuses with an {@link org.apache.avro.AvroRuntimeException} (a union branch or enum index
     * out of range, a negative length, a limit), or with an exception it throws in its own code: an
     * {@link IOException} ({@code EOFException} at the end of the bytes, an overlong varint) or the
     * {@link UnsupportedOperationException} of a length past the VM's array limit.
     */
    private static boolean isAvroRefusal(Throwable root) {
        if (root instanceof org.apache.avro.AvroRuntimeException) {
            return true;
        }
        StackTraceElement[] trace = root.getStackTrace();
        return (root instanceof IOException || root instanceof UnsupportedOperationException) && trace.length > 0
                && trace[0].getClassName().startsWith("org.apache.avro.");
    }

    private static boolean isParserFailure(Throwable t) {
        return t instanceof JacksonException || t instanceof tools.jackson.core.JacksonException
                || t instanceof XMLStreamException
                || t instanceof InvalidProtocolBufferException || t instanceof SAXException
                || isJsonLibraryFailure(t) || t instanceof serbench.format.DocumentLimit.Exceeded;
    }

    /** The failure signals of the JSON libraries beside Jackson: Gson's, fastjson2's and DSL-JSON's own exceptions. */
    private static boolean isJsonLibraryFailure(Throwable t) {
        return t instanceof com.google.gson.JsonParseException || t instanceof com.google.gson.stream.MalformedJsonException
                || t instanceof com.alibaba.fastjson2.JSONException || t instanceof com.dslplatform.json.ParsingException;
    }

    /**
     * fastjson2 and DSL-JSON throw an unchecked exception of the JDK on some malformed or truncated input (an
     * {@code ArrayIndexOutOfBoundsException} reading past the end of a string or a number), straight from their own
     * code (or from the JDK method it called): the codec reports it as the payload's refusal, naming the exception. It counts as a refusal when it comes,
     * unwrapped, from the library's own code ({@link #LIBRARY_DEFECTS} names which), never from the suite's.
     */
    private static boolean isJsonLibraryDefect(List<Throwable> chain) {
        Throwable root = chain.get(chain.size() - 1);
        String thrower = java.util.Arrays.stream(root.getStackTrace()).map(StackTraceElement::getClassName)
                .filter(c -> !c.startsWith("java.")).findFirst().orElse("");
        return chain.size() == 2 && chain.get(0) instanceof PayloadException && LIBRARY_DEFECTS.contains(root.getClass())
                && (thrower.startsWith("com.alibaba.fastjson2.") || thrower.startsWith("com.dslplatform.json."));
    }

    /** The JDK exceptions fastjson2 and DSL-JSON are known to throw on malformed input (docs/input.md lists them). */
    static final java.util.Set<Class<?>> LIBRARY_DEFECTS = java.util.Set.of(ArrayIndexOutOfBoundsException.class,
            StringIndexOutOfBoundsException.class, IndexOutOfBoundsException.class);

    /**
     * Gson's {@code fromJson} wraps what its reader throws on input it cannot bind (an {@code IllegalStateException}
     * such as "Expected BEGIN_OBJECT but was STRING", a {@code NumberFormatException}, the end of input, a malformed
     * UTF-8 sequence from the decoder) in a {@code JsonSyntaxException}: a refusal when that cause was thrown by Gson's
     * own code or by the JDK's decoder, not by the suite's.
     */
    private static boolean isGsonRefusal(List<Throwable> chain) {
        int i = 0;
        while (i < chain.size() && !(chain.get(i) instanceof com.google.gson.JsonParseException)) {
            i++;
        }
        if (i >= chain.size() - 1) {
            return false;
        }
        for (Throwable below : chain.subList(i + 1, chain.size())) {
            StackTraceElement[] trace = below.getStackTrace();
            boolean gsons = trace.length > 0 && trace[0].getClassName().startsWith("com.google.gson.");
            if (!gsons && !(below instanceof NumberFormatException) && !(below instanceof java.io.EOFException)
                    && !(below instanceof java.nio.charset.CharacterCodingException)) {
                return false;
            }
        }
        return true;
    }

    static List<Throwable> chain(Throwable t) {
        List<Throwable> chain = new ArrayList<>();
        for (Throwable c = t; c != null && !chain.contains(c); c = c.getCause()) {
            chain.add(c);
        }
        return chain;
    }

    /** The chain of causes, one class and message each, for a failure report. */
    public static String describe(Throwable t) {
        StringBuilder b = new StringBuilder();
        for (Throwable c : chain(t)) {
            b.append(b.length() == 0 ? "" : " <- ").append(c.getClass().getName()).append(": ")
                    .append(Hostile.abbreviate(String.valueOf(c.getMessage())));
        }
        Throwable root = chain(t).get(chain(t).size() - 1);
        StackTraceElement[] trace = root.getStackTrace();
        if (trace.length > 0) {
            b.append(" at ").append(trace[0]);
        }
        for (StackTraceElement e : trace) {
            if (e.getClassName().startsWith("serbench.") && !e.getClassName().startsWith("serbench.hostile.")) {
                b.append(" (suite code: ").append(e).append(')');
                break;
            }
        }
        return b.toString();
    }
}
