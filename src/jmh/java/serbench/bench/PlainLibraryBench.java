package serbench.bench;

import com.google.protobuf.Message;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import serbench.format.Payload;

import java.util.Arrays;
import java.util.concurrent.TimeUnit;

/**
 * Each format's codec against the plain best use of its library, side by side: {@code path=codec} calls the suite's
 * codec, {@code path=plain} the library directly ({@link PlainPaths}), with the codec's configuration (the same
 * configured mapper, Kryo or Fory from the format's factory; the same Gson, DslJson, fastjson2 providers and features
 * from the format's mapping), in the form the library documents for repeated calls (readers, writers, buffers and
 * encoders built once and reused). Both paths write the same bytes and read back the same value, which setup checks
 * before anything is timed. A codec should cost no more than its plain path, within the interval
 * ({@code compare --between path=codec,plain}). {@code serialize} writes the value built in setup, its protobuf sizes
 * forgotten before each write as {@link SerializeBench} does (the reset of {@link AsBuiltWriter}, on both paths);
 * {@code readAll} reads the bytes, then every field into the model's digest, as {@link DeserializeBench#readAll} does.
 *
 * <p>What the codec adds beyond the plain path (bounds checks, refusals, the wrapping of failures, and the codec's own
 * way of holding its objects), per format:
 * <ul>
 * <li>every format: a decode failure becomes one {@code PayloadException} naming format and model (a try/catch: no
 * work when the bytes are good); the plain paths let the library's exception through.</li>
 * <li>{@code protobuf}: nothing else; both are {@code toByteArray()} and {@code parseFrom(byte[])}.</li>
 * <li>{@code protobuf-json}: reading decodes UTF-8 strictly (a malformed byte refused; plain: {@code new String})
 * and scans the text for nesting deeper than the limit before {@code JsonFormat} parses it.</li>
 * <li>{@code json}, {@code json-blackbird}, {@code json-jackson3}, {@code smile}, {@code cbor}, {@code msgpack}:
 * an empty payload refused (Jackson reads it as null); the same {@code ObjectReader} and {@code ObjectWriter}
 * otherwise, the mapper's limits on both paths.</li>
 * <li>{@code xml}, {@code xml-aalto}, {@code xml-jackson3}: reading goes through the codec's own StAX reader, which
 * walks to the first element refusing a DOCTYPE and an empty document, accepts a SOAP envelope around any document
 * (a {@code Header} skipped whatever it holds, an envelope without a {@code Body} or with an empty one refused) and
 * closes the reader completely; plain reads a bare document with {@code ObjectReader.readValue(bytes)}. FindItems
 * comes in a SOAP envelope, which no plain Jackson call writes or reads: its plain path writes the codec's envelope
 * with the same StAX calls around {@code ObjectWriter.writeValue(generator)} into a reused stream (the codec: into
 * Jackson's recycled buffer) and reads by moving to the first element inside {@code Body}, then
 * {@code ObjectReader.readValue(parser)}: the same bytes on both paths.</li>
 * <li>{@code json-gson}: reading refuses a document over the length limit, decodes UTF-8 strictly through a
 * stream reader, and reads through the suite's {@code LimitedJsonReader} (string, name and number lengths, nesting,
 * an unknown field refused where the model refuses them); plain is {@code fromJson(String, Type)}, which skips
 * unknown fields and replaces malformed UTF-8 ({@code new String}). Writing: the codec's adapter on a
 * {@code JsonWriter} over a {@code StringWriter}; plain {@code toJson(value, type, StringBuilder)}.</li>
 * <li>{@code json-fastjson2}: the document length limit, and a new reader or writer context per call (plain: one
 * per thread, with the same features, unknown-field handling and nesting limit); the codec reads with the
 * model's prebuilt reader and does not look past the value, where {@code JSON.parseObject} checks that nothing
 * follows it.</li>
 * <li>{@code json-dsljson}: the document length limit and a null result refused on reading; a new
 * {@code JsonWriter} per write (plain: one reused).</li>
 * <li>{@code avro}: the document length limit and bytes after the record refused on reading; a new stream and
 * encoder per write and a new decoder per read (plain: reused).</li>
 * <li>{@code kryo}: a pool of Kryo instances (an obtain and a free per call; plain: the thread's own instance), the
 * length limit and an empty payload refused, strings read through {@code BoundedInput} (a declared length checked
 * against the bytes left and the limit), bytes after the value refused, and a new {@code Output} per write (plain:
 * reused {@code Output} and {@code Input}). Both keep the configuration's own checks: the list serializer's count
 * bound, the record serializer's element type check, the class resolver's refusal of class names.</li>
 * <li>{@code fory}, {@code fory-compatible}: Fory's thread-safe pool (an instance borrowed and returned per call;
 * plain: the thread's own {@code Fory} called directly), the length limit and an empty payload refused, the root's
 * class checked, bytes after the value refused. Fory's own input bounds are configuration, on both paths.</li>
 * </ul>
 * {@code json-streaming} is left out ({@link PlainPaths#LEFT_OUT}): its codec is the suite's own code on Jackson's
 * streaming API, with no library binding beside it to call instead.
 *
 * <p>The state is per thread: the plain paths hold reused buffers, encoders, a Kryo and a Fory, none of them
 * thread-safe.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(RunLength.FORKS)
@Warmup(iterations = RunLength.WARMUP_ITERATIONS, time = RunLength.ITERATION_SECONDS)
@Measurement(iterations = RunLength.MEASUREMENT_ITERATIONS, time = RunLength.ITERATION_SECONDS)
public class PlainLibraryBench {

    /** Counters and the large document too with {@code -p model=}: left out of the default run to keep it short. */
    @Param({"mediacontent", "finditems"})
    public String model;

    /** {@code default} is the model's standard input; {@code sizes} lists the others; {@code file:PATH} is your own payload. */
    @Param({"default"})
    public String input;

    /** Every format with a plain path: {@link PlainPaths#FORMATS}. */
    @Param({"protobuf", "json", "xml", "json-blackbird", "xml-aalto", "json-jackson3", "xml-jackson3", "protobuf-json",
            "smile", "cbor", "msgpack", "json-gson", "json-fastjson2", "json-dsljson", "avro", "kryo", "fory",
            "fory-compatible"})
    public String format;

    /** {@code codec}: the suite's codec; {@code plain}: the library called directly. */
    @Param({"codec", "plain"})
    public String path;

    Payload payload;
    /** The calls this row times: the codec's or the plain path's. */
    Binder calls;
    /** The message tree whose cached sizes each write forgets, as {@link AsBuiltWriter} chooses it. */
    private MemoizedSizes sizes;

    @Setup
    public void setup() throws Exception {
        payload = Payload.of(model, input, format);
        // AsBuiltWriter's tree: the value itself for protobuf, a twin otherwise, so every format pays the same reset
        sizes = new MemoizedSizes(payload.value instanceof Message m ? m : payload.model.toProto(payload.javaValue));
        calls = switch (path) {
            case "codec" -> PlainPaths.codec(payload.codec);
            case "plain" -> PlainPaths.plain(payload);
            default -> throw new IllegalArgumentException("path '" + path + "': give codec or plain");
        };
        requireSameWork(payload, calls.write(payload.value), payload.digest(calls.read(payload.bytes)), path);
    }

    /**
     * Refuses a path that writes other bytes than the codec, or reads the codec's bytes back to other data: its row
     * would not time the same work as the other path's.
     */
    static void requireSameWork(Payload payload, byte[] written, long digest, String path) {
        String where = payload.format.name() + " " + payload.model.name() + " " + payload.input;
        if (!Arrays.equals(payload.bytes, written)) {
            throw new IllegalStateException("path '" + path + "' writes other bytes than the codec for " + where + " ("
                    + written.length + " bytes, the codec " + payload.bytes.length + ")");
        }
        if (digest != payload.digest()) {
            throw new IllegalStateException("path '" + path + "' reads the codec's bytes back to other data for "
                    + where);
        }
    }

    /** The value built in setup to {@code byte[]}, as a just-built message would be written. */
    @Benchmark
    public byte[] serialize() throws Exception {
        sizes.forget();
        return calls.write(payload.value);
    }

    /** Bytes to the value, then every field into the model's digest. */
    @Benchmark
    public long readAll() throws Exception {
        return payload.digest(calls.read(payload.bytes));
    }
}
