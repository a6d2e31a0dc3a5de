package serbench.bench;

import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.dataformat.xml.XmlMapper;
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
import serbench.model.mediacontent.MediaContent;
import serbench.model.mediacontent.MediaContentModel;
import serbench.model.mediacontent.MediaContentPb;

import java.io.IOException;
import java.util.concurrent.TimeUnit;

/**
 * The baseline of {@link ColdStartBench}: the same first read of MediaContent in a fresh JVM, on the plain library
 * and nothing of the suite's codecs: {@code MediaContent.parseFrom(bytes)} for protobuf, a new {@code JsonMapper}'s
 * {@code readValue} for JSON, a new {@code XmlMapper}'s (unwrapped lists, as the suite writes them) for XML, then
 * the same read of every field. The same bytes, from the same file. A suite row well above its plain row would be
 * the suite's cost, not the format's.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(10)
@Warmup(iterations = 0)
@Measurement(iterations = 1)
public class ColdStartPlainBench {

    @Param({"mediacontent"})
    public String model;

    @Param({"protobuf", "json", "xml"})
    public String format;

    private byte[] bytes;

    @Setup
    public void setup() {
        if (!"mediacontent".equals(model)) {
            throw new IllegalArgumentException("ColdStartPlainBench reads model mediacontent only, not '" + model + "'");
        }
        bytes = ColdStartInputs.read(model, format);
    }

    /** The library's own entry point, built in the shot, first decode, read of every field. */
    @Benchmark
    public long firstReadAll() throws IOException {
        switch (format) {
            case "protobuf":
                return new MediaContentModel().digestProto(MediaContentPb.MediaContent.parseFrom(bytes));
            case "json":
                return new MediaContentModel().digest(JsonMapper.builder().build().readValue(bytes, MediaContent.class));
            case "xml":
                return new MediaContentModel().digest(
                        XmlMapper.builder().defaultUseWrapper(false).build().readValue(bytes, MediaContent.class));
            default:
                throw new IllegalArgumentException("ColdStartPlainBench reads protobuf, json or xml, not '" + format + "'");
        }
    }
}
