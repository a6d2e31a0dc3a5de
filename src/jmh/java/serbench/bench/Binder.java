package serbench.bench;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import org.apache.fory.ThreadSafeFory;
import serbench.format.Formats;
import serbench.format.fory.ForyFormat;
import serbench.format.jackson.Jackson;
import serbench.format.jackson.Jackson3;
import serbench.format.kryo.KryoFormat;

import java.io.IOException;

/**
 * A reader and writer of one class, built once with the configuration a format of the suite uses, in plain library
 * calls on bare documents (no SOAP envelope): Jackson 2's {@code ObjectReader}/{@code ObjectWriter} on the mapper of
 * {@code json}, {@code xml}, {@code smile}, {@code cbor} or {@code msgpack}; Jackson 3's on {@code json-jackson3} or
 * {@code xml-jackson3}; a Kryo with {@code kryo}'s configuration; a Fory with {@code fory}'s or
 * {@code fory-compatible}'s. Any class graph of the model: records, beans, classes with public fields.
 */
interface Binder {

    /** The formats this takes, in the order of the suite's format registry. */
    String[] FORMATS = {"json", "xml", "json-jackson3", "xml-jackson3", "smile", "cbor", "msgpack", "kryo", "fory",
            "fory-compatible"};

    /**
     * The formats whose bytes are the same whatever the binding style (the Jackson ones: a style changes how the
     * object is built and read, never the document). Kryo and Fory write each class's own form (Kryo names the list
     * class it finds, Fory's compatible mode each class's field names), so their styles write the same data in
     * other bytes.
     */
    static boolean sameBytesInEveryStyle(String format) {
        return !format.equals("kryo") && !format.startsWith("fory");
    }

    Object read(byte[] bytes) throws IOException;

    byte[] write(Object value) throws IOException;

    static Binder of(String format, Class<?> type) {
        switch (format) {
            case "json":
                return jackson2(Jackson.json(), type);
            case "xml":
                return jackson2(Jackson.xml(), type);
            case "smile":
                return jackson2(Jackson.smile(), type);
            case "cbor":
                return jackson2(Jackson.cbor(), type);
            case "msgpack":
                return jackson2(Jackson.msgpack(), type);
            case "json-jackson3":
                return new Jackson3Binder(Jackson3.json().readerFor(type), Jackson3.json().writerFor(type));
            case "xml-jackson3":
                return new Jackson3Binder(Jackson3.xml().readerFor(type), Jackson3.xml().writerFor(type));
            case "kryo":
                return new KryoBinder(KryoFormat.newKryo(type), type);
            case "fory":
            case "fory-compatible":
                return new ForyBinder(((ForyFormat) Formats.byName(format)).newFory(type), type);
            default:
                throw new IllegalArgumentException("format '" + format + "' has no binding styles here; valid: "
                        + String.join(", ", FORMATS));
        }
    }

    private static Binder jackson2(com.fasterxml.jackson.databind.ObjectMapper mapper, Class<?> type) {
        return new Jackson2(mapper.readerFor(type), mapper.writerFor(type));
    }

    /** Jackson 2 ({@code com.fasterxml.jackson}). */
    record Jackson2(com.fasterxml.jackson.databind.ObjectReader reader,
                    com.fasterxml.jackson.databind.ObjectWriter writer) implements Binder {
        @Override
        public Object read(byte[] bytes) throws IOException {
            return reader.readValue(bytes);
        }

        @Override
        public byte[] write(Object value) throws IOException {
            return writer.writeValueAsBytes(value);
        }
    }

    /** Jackson 3 ({@code tools.jackson}; its exceptions are unchecked). */
    record Jackson3Binder(tools.jackson.databind.ObjectReader reader,
                          tools.jackson.databind.ObjectWriter writer) implements Binder {
        @Override
        public Object read(byte[] bytes) {
            return reader.readValue(bytes);
        }

        @Override
        public byte[] write(Object value) {
            return writer.writeValueAsBytes(value);
        }
    }

    /**
     * Kryo as the kryo format uses it: one instance and one {@code Output} (reset per write) of the benchmark thread's
     * state, reads through the format's bounded input ({@link KryoFormat#boundedInput}), one reused as the codec
     * reuses its own ({@code setBuffer} per read).
     */
    record KryoBinder(Kryo kryo, Class<?> type, Output output, Input input) implements Binder {
        KryoBinder(Kryo kryo, Class<?> type) {
            this(kryo, type, new Output(1024, -1), KryoFormat.boundedInput());
        }

        @Override
        public Object read(byte[] bytes) {
            input.setBuffer(bytes);
            return kryo.readObject(input, type);
        }

        @Override
        public byte[] write(Object value) {
            output.reset();
            kryo.writeObject(output, value);
            return output.toBytes();
        }
    }

    /** Fory's thread-safe instance, read with the root type as the fory formats read. */
    record ForyBinder(ThreadSafeFory fory, Class<?> type) implements Binder {
        @Override
        public Object read(byte[] bytes) {
            return fory.deserialize(org.apache.fory.memory.MemoryUtils.wrap(bytes), type);
        }

        @Override
        public byte[] write(Object value) {
            return fory.serialize(value);
        }
    }
}
