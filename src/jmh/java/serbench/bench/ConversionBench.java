package serbench.bench;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import serbench.scenario.document.DocumentBytes;
import serbench.scenario.document.JsonToXml;
import serbench.scenario.document.ProtobufToJson;
import serbench.scenario.document.XmlToJson;

import java.util.concurrent.TimeUnit;

/**
 * Converting the large document between formats, bytes in to bytes out: what a gateway that translates a service's
 * JSON into XML (or back, or protobuf into JSON) pays per call. Streaming conversion copies token by token; binding
 * goes through the model's records (or, for {@code protobufToJsonFormat}, protobuf's reflective JSON printer).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(RunLength.FORKS)
@Warmup(iterations = RunLength.WARMUP_ITERATIONS, time = RunLength.ITERATION_SECONDS)
@Measurement(iterations = RunLength.MEASUREMENT_ITERATIONS, time = RunLength.ITERATION_SECONDS)
public class ConversionBench {

    private DocumentBytes bytes;

    @Setup
    public void setup() {
        bytes = DocumentBytes.standard();
    }

    /** JSON tokens copied one by one from Jackson's JSON parser to its XML generator. */
    @Benchmark
    public byte[] jsonToXmlStreaming() throws Exception {
        return JsonToXml.streaming(bytes.json());
    }

    /** JSON bound to the records, written by the XmlMapper. */
    @Benchmark
    public byte[] jsonToXmlBinding() throws Exception {
        return JsonToXml.binding(bytes.json());
    }

    /** StAX events written to a JSON generator, arrays and value types taken from the document's schema. */
    @Benchmark
    public byte[] xmlToJsonStreaming() throws Exception {
        return XmlToJson.streaming(bytes.xml());
    }

    /** XML bound to the records, written by the JSON mapper. */
    @Benchmark
    public byte[] xmlToJsonBinding() throws Exception {
        return XmlToJson.binding(bytes.xml());
    }

    /** Protobuf parsed, printed by protobuf-java-util's {@code JsonFormat} (compact). */
    @Benchmark
    public byte[] protobufToJsonFormat() throws Exception {
        return ProtobufToJson.jsonFormat(bytes.protobuf());
    }

    /** Protobuf parsed, converted to the records, written by Jackson. */
    @Benchmark
    public byte[] protobufToJsonBinding() throws Exception {
        return ProtobufToJson.binding(bytes.protobuf());
    }
}
