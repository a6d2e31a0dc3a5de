package serbench.format.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.KryoException;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.google.protobuf.Message;
import serbench.format.Codec;
import serbench.format.DocumentLimit;
import serbench.format.ModelClasses;
import serbench.format.PayloadException;
import serbench.format.jackson.Jackson;
import serbench.model.InvalidDataException;
import serbench.model.Model;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A Kryo codec for one model, used as Kryo's users do at their best. Kryo, {@link Output} and {@link Input} are not
 * thread-safe, and Kryo's documentation offers two ways to share them between threads: a {@link ThreadLocal} or its
 * {@link com.esotericsoftware.kryo.util.Pool}. The codec keeps one Kryo and one {@link Output} per thread in a
 * ThreadLocal: a benchmark thread lives as long as its run and calls the codec throughout, so a thread's state is
 * reached without the lock and the queue node that the thread-safe Pool (a {@code LinkedBlockingQueue}) costs on
 * every obtain and free, and the Output is the thread's own, with nothing to hand back. Each Kryo is configured and
 * registered once, when its thread first uses the codec.
 *
 * <p>The root is written with {@code writeObject} (no class id: the reader knows the type, as Jackson's reader
 * does) into the thread's Output, {@link Output#reset() reset} before each write; it starts at
 * {@link #OUTPUT_BUFFER} bytes, grows as needed and keeps the size of the largest payload the thread wrote.
 * {@link #write(Object)} returns {@link Output#toBytes()}, a copy of exactly the payload's length, the caller's to
 * keep; {@link #write(Object, OutputStream)} writes the buffer's payload to the stream. Each read reads one value
 * from the whole payload, through the thread's {@link BoundedInput} set over it ({@link Input#setBuffer(byte[])}, as
 * Kryo's documentation reuses an Input) and set back to an empty buffer after the read, failed ones included, so a
 * thread keeps no payload; it refuses bytes after the value. Kryo resets its own per-call state at the end of every top-level write
 * and read, failed ones included, so a thread's Kryo carries nothing from one call into the next.
 *
 * <p>Configuration ({@link #newKryo}): registration required (and a class name in a payload refused unread:
 * {@link RegisteredClassResolver}), every class of the model registered in
 * {@link ModelClasses}' order after the JDK's immutable list classes; no reference tracking (the models are trees);
 * records through {@link CheckedRecordSerializer} (Kryo's RecordSerializer), the other classes through Kryo's
 * default serializers, lists through {@link BoundedListSerializer}; strings read through {@link BoundedInput}; nesting
 * at most
 * {@link Jackson#MAX_NESTING_DEPTH} levels ({@link Kryo#setMaxDepth}).
 */
final class KryoCodec implements Codec {

    /** The first size of a thread's {@link Output}, which grows as needed (Kryo's documented example size). */
    static final int OUTPUT_BUFFER = 1024;

    private final String format;
    private final Model<Object, Message> model;
    private final Class<Object> root;
    private final ThreadLocal<PerThread> perThread;

    /** One thread's Kryo and reused Output and Input. */
    private record PerThread(Kryo kryo, Output output, BoundedInput input) {
    }

    KryoCodec(String format, Model<Object, Message> model) {
        this.format = format;
        this.model = model;
        this.root = model.javaType();
        List<Class<?>> classes = ModelClasses.of(root);
        this.perThread = ThreadLocal.withInitial(() -> new PerThread(newKryo(classes),
                new Output(OUTPUT_BUFFER, -1), new BoundedInput()));
    }

    /** A Kryo configured as the class comment says, for the model made of {@code classes}. */
    static Kryo newKryo(List<Class<?>> classes) {
        Kryo kryo = new Kryo(new RegisteredClassResolver(), null);
        kryo.setRegistrationRequired(true);
        kryo.setReferences(false);
        kryo.setMaxDepth(Jackson.MAX_NESTING_DEPTH);
        BoundedListSerializer lists = new BoundedListSerializer();
        for (Class<?> list : immutableListClasses()) {
            kryo.register(list, lists);
        }
        for (Class<?> c : classes) {
            if (c.isRecord()) {
                kryo.register(c, new CheckedRecordSerializer<>(c));
            } else {
                kryo.register(c);
            }
        }
        if (classes.contains(Map.class)) {
            kryo.register(LinkedHashMap.class); // the maps of a model generated from a .proto (its records copy into one)
        }
        return kryo;
    }

    /** The classes of the JDK's immutable lists that {@code List.copyOf} returns (empty, one or two, more). */
    static Set<Class<?>> immutableListClasses() {
        Set<Class<?>> classes = new LinkedHashSet<>();
        classes.add(List.of().getClass());
        classes.add(List.of(1).getClass());
        classes.add(List.of(1, 2).getClass());
        classes.add(List.of(1, 2, 3).getClass());
        return classes;
    }

    @Override
    public byte[] write(Object value) {
        return encode(value).toBytes();
    }

    @Override
    public void write(Object value, OutputStream stream) {
        Output out = encode(value);
        try {
            stream.write(out.getBuffer(), 0, out.position());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The thread's Output, reset, holding exactly the bytes of {@code value}. */
    private Output encode(Object value) {
        PerThread state = perThread.get();
        Output out = state.output();
        out.reset();
        try {
            state.kryo().writeObject(out, value);
            return out;
        } catch (KryoException e) {
            throw new IllegalStateException(format + ": cannot encode " + model.name() + ": "
                    + PayloadException.firstLine(e), e);
        }
    }

    @Override
    public Object read(byte[] bytes) {
        DocumentLimit.checkWhole(bytes, format, model.name());
        PerThread state = perThread.get();
        Input in = state.input();
        in.setBuffer(bytes);
        try {
            Object value = state.kryo().readObject(in, root);
            DocumentLimit.checkConsumed(bytes, in.position(), format, model.name());
            return value;
        } catch (PayloadException e) {
            throw e;
        } catch (KryoException | InvalidDataException e) {
            throw failure(e);
        } catch (RuntimeException e) {
            throw new PayloadException(format, model.name(), e.getClass().getSimpleName() + " in the decoder: "
                    + PayloadException.firstLine(e), e);
        } finally {
            in.setBuffer(BoundedInput.NO_PAYLOAD);
        }
    }

    /** The whole stream is read first, up to {@link Jackson#MAX_DOCUMENT_LENGTH}: the bounds need the payload's end. */
    @Override
    public Object read(InputStream in) {
        return read(DocumentLimit.readWhole(in, format, model.name()));
    }

    @Override
    public long digest(Object value) {
        return model.digest(value);
    }

    /** Kryo's refusal, or the suite's (a record's constructor, a bound) that Kryo wrapped, as one line. */
    private PayloadException failure(RuntimeException e) {
        InvalidDataException invalid = PayloadException.invalidData(e);
        String problem = invalid != null ? invalid.getMessage() : PayloadException.firstLine(e);
        return new PayloadException(format, model.name(), problem, e);
    }
}
