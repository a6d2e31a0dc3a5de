package serbench.bench;

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
import serbench.scenario.document.DocumentBytes;
import serbench.scenario.document.DocumentReader;
import serbench.scenario.document.DocumentReaders;

import java.util.concurrent.TimeUnit;

/**
 * The large document (9,300 values; about 12,000 lines if pretty-printed, read here as the compact bytes every
 * format writes): what reading one deep field costs
 * next to reading every value, per API, each call starting from the encoded bytes. Streaming readers
 * ({@code jsonStreaming}, {@code xmlStax}, {@code protobufStreaming}) can skip what is not on the field's path;
 * tree and binding readers ({@code jsonTree}, {@code xmlDom}, the {@code *Binding} ones, {@code protobufParsed})
 * build the whole document first, so for them one field costs nearly as much as all of them. The field is the
 * last customer's last order's shipping city, near the end of every form. The state is per thread: a DOM or StAX
 * reader is not thread-safe, and {@code -t 2} must not share one.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(RunLength.FORKS)
@Warmup(iterations = RunLength.WARMUP_ITERATIONS, time = RunLength.ITERATION_SECONDS)
@Measurement(iterations = RunLength.MEASUREMENT_ITERATIONS, time = RunLength.ITERATION_SECONDS)
public class SparseAccessBench {

    /** The API: see {@link DocumentReaders#byName}. */
    @Param({"jsonStreaming", "jsonTree", "jsonBinding", "xmlStax", "xmlDom", "xmlBinding",
        "protobufParsed", "protobufStreaming"})
    public String reader;

    private DocumentReader documentReader;
    private byte[] bytes;

    @Setup
    public void setup() {
        documentReader = DocumentReaders.byName(reader);
        bytes = DocumentBytes.standard().in(documentReader.format());
    }

    /** Read the one deep field and return it. */
    @Benchmark
    public String oneField() throws Exception {
        return documentReader.readDeepField(bytes);
    }

    /** Read every value of the document, folded into the model's digest. */
    @Benchmark
    public long allFields() throws Exception {
        return documentReader.readAll(bytes);
    }
}
