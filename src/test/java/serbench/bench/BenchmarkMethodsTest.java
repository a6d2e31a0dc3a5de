package serbench.bench;

import com.google.protobuf.Message;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.VerboseMode;
import serbench.format.Format;
import serbench.format.Formats;
import serbench.format.jackson.Jackson;
import serbench.format.Payload;
import serbench.model.Model;
import serbench.model.Models;
import serbench.model.document.DeepField;
import serbench.model.mediacontent.MediaContent;
import serbench.model.mediacontent.binding.Binding;
import serbench.model.document.OrderExport;
import serbench.scenario.document.DocumentBytes;
import serbench.scenario.document.DocumentReaders;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertNotSame;

/**
 * Calls every benchmark method on every default parameter combination, as JMH would after setup, and checks
 * that what it returns is right: decoded digests equal the input's, written bytes decode to the input, built
 * objects carry the input's data.
 */
class BenchmarkMethodsTest {

    static Stream<Arguments> modelFormat() {
        List<Arguments> cases = new ArrayList<>();
        for (Model<?, ?> m : Models.all()) {
            for (Format f : Formats.all()) {
                cases.add(Arguments.of(m.name(), f.name()));
            }
        }
        return cases.stream();
    }

    static Stream<String> models() {
        return Models.all().stream().map(Model::name);
    }

    static FormatState formatState(String model, String format) {
        FormatState s = new FormatState();
        s.model = model;
        s.input = "default";
        s.format = format;
        s.setup();
        return s;
    }

    static ProtobufState protobufState(String model) {
        ProtobufState s = new ProtobufState();
        s.model = model;
        s.input = "default";
        s.setup();
        return s;
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("modelFormat")
    void serializeDeserializeRoundTrip(String model, String format) {
        FormatState s = formatState(model, format);
        Payload p = s.payload;
        byte[] written = new SerializeBench().serialize(s);
        assertArrayEquals(p.bytes, written);
        // the write starts from an unsized message (as built or parsed): for protobuf the message written is the
        // tree reset before each write; every format resets as many messages, so none pays harness work the others skip
        if (p.value instanceof Message) {
            assertSame(p.value, s.writer.resetTree());
            if (format.equals("protobuf")) {
                assertTrue(MemoizedSizes.isSized(s.writer.resetTree()), "written, hence sized, after the call");
            }
        } else {
            assertFalse(MemoizedSizes.isSized(s.writer.resetTree()), "the twin is reset, never written");
        }
        assertEquals(new AsBuiltWriter(Payload.of(model, "default", "protobuf")).resetCount(), s.writer.resetCount());
        assertEquals(p.value, p.codec.read(written));
        assertEquals(p.digest(), new DeserializeBench().readAll(s));
        assertEquals(p.value, new DeserializeBench().parseOnly(s));
        assertEquals(p.digest(), new DeserializeBench().digestOnly(s));
        assertEquals(p.digest(), new RoundTripBench().roundTrip(s));
    }

    /**
     * The answer run's benchmark: iteration after iteration it takes the format {@link serbench.results.FormatTurns#at}
     * gives, and each iteration's operations are exactly that format's {@code SerializeBench.serialize} and
     * {@code DeserializeBench.readAll}: the same bytes written, the same digest read.
     */
    @ParameterizedTest
    @MethodSource("models")
    void alternatingTakesTheFormatsInTurnAndDoesEachOnesWork(String model) {
        AlternatingBench b = new AlternatingBench();
        b.model = model;
        b.input = "default";
        b.formats = "protobuf+json+xml";
        b.setup();
        List<String> order = List.of("protobuf", "json", "xml");
        for (int k = 0; k < 9; k++) {
            b.nextFormat();
            String format = order.get(serbench.results.FormatTurns.at(k, 3));
            assertEquals(format, b.currentFormat(), "iteration " + k);
            Payload p = Payload.of(model, "default", format);
            assertArrayEquals(p.bytes, b.serialize(), format);
            assertEquals(p.digest(), b.readAll(), format);
        }
    }

    @ParameterizedTest
    @MethodSource("models")
    void create(String model) {
        CreateBench b = new CreateBench();
        b.model = model;
        b.input = "default";
        b.setup();
        Model<Object, Message> m = Models.byName(model);
        Object raw = m.load("default");
        Object copy = b.java();
        assertEquals(raw, copy);
        assertNotSame(raw, copy);
        Message built = b.protobuf();
        assertEquals(m.digest(raw), m.digestProto(built));
        assertEquals(raw, m.fromProto(built));
    }

    @ParameterizedTest
    @MethodSource("models")
    void protobufWriteVariants(String model) throws Exception {
        ProtobufState s = protobufState(model);
        ProtobufWriteBench b = new ProtobufWriteBench();
        ProtobufWriteBench.Buffers buffers = new ProtobufWriteBench.Buffers();
        buffers.setup(s);
        byte[] expected = s.payload.bytes;
        assertArrayEquals(expected, b.toByteArray(s));
        assertArrayEquals(expected, b.writeToNewStream(s).toByteArray());
        for (int i = 0; i < 2; i++) { // the second call checks the reuse
            assertEquals(expected.length, b.writeToReusedStream(s, buffers));
            assertArrayEquals(expected, buffers.stream.toByteArray());
            assertEquals(expected.length, b.codedOutputStreamReusedArray(s, buffers));
            assertArrayEquals(expected, buffers.array);
        }
        ProtobufWriteBench.Messages messages = new ProtobufWriteBench.Messages();
        messages.build(s);
        assertArrayEquals(expected, b.freshMessage(messages));
        assertArrayEquals(expected, b.freshMessage(messages));
        assertArrayEquals(expected, b.sizedMessage(messages));
    }

    @ParameterizedTest
    @MethodSource("models")
    void protobufReadVariants(String model) throws Exception {
        ProtobufState s = protobufState(model);
        ProtobufReadBench b = new ProtobufReadBench();
        long expected = s.payload.digest();
        assertEquals(expected, b.parseFromBytes(s));
        assertEquals(expected, b.parseFromInputStream(s));
        assertEquals(expected, b.codedInputStream(s));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("modelFormat")
    void jacksonVariants(String model, String format) throws Exception {
        if (!format.equals("json") && !format.equals("xml")) {
            return; // the API variants of Jackson 2's two default mappers
        }
        JacksonApiBench b = new JacksonApiBench();
        b.model = model;
        b.input = "default";
        b.format = format;
        b.setup();
        Payload p = Payload.of(model, "default", format);
        var mapper = format.equals("xml") ? Jackson.xml() : Jackson.json();
        byte[] bare = mapper.writeValueAsBytes(p.value);
        assertArrayEquals(bare, b.objectMapperWriteBytes());
        assertArrayEquals(bare, b.objectWriterWriteBytes());
        assertEquals(bare.length, b.objectWriterWriteReusedStream());
        assertEquals(bare.length, b.objectWriterWriteReusedStream());
        assertEquals(p.value, mapper.readValue(bare, p.model.javaType()));
        assertEquals(p.digest(), b.objectMapperRead());
        assertEquals(p.digest(), b.objectReaderRead());
    }

    static Stream<Arguments> bindingFormatInput() {
        List<Arguments> cases = new ArrayList<>();
        for (String binding : Binding.NAMES) {
            for (String format : Binder.FORMATS) {
                for (String input : Models.byName("mediacontent").inputs()) {
                    cases.add(Arguments.of(binding, format, input));
                }
            }
        }
        return cases.stream();
    }

    /**
     * Every binding style, in every format that binds Java classes, on every MediaContent input (media.2: nulls,
     * non-ASCII, a surrogate pair): a Jackson format writes the bytes its codec writes for the records (MediaContent
     * has no envelope, so they are the bare document) in every style; Kryo and Fory write the codec's bytes for the
     * records and each style's own bytes otherwise. Every style reads its bytes back to the record's data, and both
     * methods return what they must.
     */
    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("bindingFormatInput")
    void binding(String binding, String format, String input) throws Exception {
        BindingBench b = new BindingBench();
        b.binding = binding;
        b.format = format;
        b.input = input;
        b.setup();
        Payload p = Payload.of("mediacontent", input, format);
        Binding style = Binding.byName(binding);
        if (Binder.sameBytesInEveryStyle(format) || binding.equals("record")) {
            assertArrayEquals(p.bytes, b.bytes, "the records' bare document is the codec's");
        }
        assertArrayEquals(b.bytes, b.serialize());
        assertArrayEquals(b.bytes, b.serialize());
        Object read = b.binder.read(b.bytes);
        assertTrue(style.type().isInstance(read), read.getClass().getName());
        assertEquals(p.javaValue, style.toRecord(read));
        assertEquals(p.digest(), style.digest(read));
        assertEquals(p.digest(), b.readAll());
        assertEquals(p.digest(), b.readAll());
    }

    @Test
    void bindingRunsEveryStyleAndRefusesOtherBytes() throws Exception {
        assertEquals(Binding.NAMES, List.of(BindingBench.class.getField("binding").getAnnotation(Param.class).value()));
        assertEquals(List.of("json", "xml", "json-jackson3", "xml-jackson3"),
                List.of(BindingBench.class.getField("format").getAnnotation(Param.class).value()));
        assertTrue(Formats.NAMES.containsAll(List.of(Binder.FORMATS)));
        assertTrue(List.of(Binder.FORMATS).containsAll(
                List.of(BindingBench.class.getField("format").getAnnotation(Param.class).value())));
        BindingBench.requireSameBytes(new byte[]{1, 2}, new byte[]{1, 2}, "bean", "json");
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> BindingBench.requireSameBytes(new byte[]{1, 2}, new byte[]{1, 3}, "bean", "json"));
        assertEquals("binding 'bean' writes other json bytes than the records (2 bytes, the records 2)", e.getMessage());
        List<String> inputs = Models.byName("mediacontent").inputs();
        MediaContent first = (MediaContent) Payload.of("mediacontent", inputs.get(0), "json").javaValue;
        MediaContent second = (MediaContent) Payload.of("mediacontent", inputs.get(1), "json").javaValue;
        BindingBench.requireSameData(first, first, "bean", "kryo");
        assertEquals("binding 'bean' does not read back the records' data in kryo", assertThrows(
                IllegalStateException.class, () -> BindingBench.requireSameData(first, second, "bean", "kryo"))
                .getMessage());
        BindingBench b = new BindingBench();
        b.binding = "record";
        b.format = "protobuf";
        b.input = "default";
        assertThrows(IllegalArgumentException.class, b::setup);
    }

    static GatewayBench gatewayBench(String backend) {
        GatewayBench b = new GatewayBench();
        b.backend = backend;
        b.input = "default";
        b.setup();
        return b;
    }

    @ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {"xml", "protobuf", "json"})
    void gateway(String backend) throws Exception {
        GatewayBench b = gatewayBench(backend);
        byte[] expected = gatewayBench("json").handle();
        assertArrayEquals(expected, b.handle());
        assertArrayEquals(expected, b.encode());
        assertArrayEquals(expected, new serbench.scenario.gateway.Gateway(backend).encode(b.select()));
        assertEquals(Payload.of("finditems", "default", backend).value, b.decode());

        GatewayHttpBench http = new GatewayHttpBench();
        http.backend = backend;
        http.input = "default";
        http.start();
        try {
            assertArrayEquals(expected, http.search());
        } finally {
            http.stop();
        }
    }

    @Test
    void gatewayJsonFormatAndHttpBaseline() throws Exception {
        GatewayBench b = gatewayBench("protobuf-jsonformat");
        serbench.scenario.gateway.GatewayPb.GatewayAnswer.Builder answer = serbench.scenario.gateway.GatewayPb.GatewayAnswer.newBuilder();
        com.google.protobuf.util.JsonFormat.parser().merge(new String(b.handle(), java.nio.charset.StandardCharsets.UTF_8), answer);
        assertEquals(((serbench.model.finditems.FindItemsPb.FindItemsByKeywordsResponse) b.decode()).getSearchResult().getItemList(),
                answer.getItemsList());
        assertArrayEquals(b.handle(), b.encode());

        GatewayHttpBench http = new GatewayHttpBench();
        http.backend = "none";
        http.input = "default";
        http.start();
        try {
            // the baseline answers the same bytes as a real request, with no payload work
            assertArrayEquals(gatewayBench("xml").handle(), http.search());
        } finally {
            http.stop();
        }
    }

    static Stream<String> documentReaders() {
        return DocumentReaders.NAMES.stream();
    }

    @ParameterizedTest
    @MethodSource("documentReaders")
    void sparseAccess(String reader) throws Exception {
        SparseAccessBench b = new SparseAccessBench();
        b.reader = reader;
        b.setup();
        Model<Object, Message> m = Models.byName("document");
        OrderExport export = (OrderExport) m.load("default");
        assertEquals(DeepField.of(export), b.oneField());
        assertEquals(m.digest(export), b.allFields());
    }

    @Test
    void sparseAccessRunsEveryReader() throws Exception {
        Param readers = SparseAccessBench.class.getField("reader").getAnnotation(Param.class);
        assertEquals(DocumentReaders.NAMES, List.of(readers.value()));
    }

    @Test
    void conversions() throws Exception {
        ConversionBench b = new ConversionBench();
        b.setup();
        DocumentBytes bytes = DocumentBytes.standard();
        OrderExport export = (OrderExport) Models.byName("document").load("default");
        assertArrayEquals(bytes.xml(), b.jsonToXmlStreaming());
        assertArrayEquals(bytes.xml(), b.jsonToXmlBinding());
        assertEquals(export, Jackson.json().readValue(b.xmlToJsonStreaming(), OrderExport.class));
        assertArrayEquals(bytes.json(), b.xmlToJsonBinding());
        assertEquals(export, Jackson.json().readValue(b.protobufToJsonFormat(), OrderExport.class));
        assertArrayEquals(bytes.json(), b.protobufToJsonBinding());
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("modelFormat")
    void coldStart(String model, String format) throws Exception {
        ColdStartBench b = new ColdStartBench();
        b.model = model;
        b.format = format;
        b.setup();
        assertEquals(Payload.of(model, "default", format).digest(), b.firstReadAll());
        assertArrayEquals(Payload.of(model, "default", format).bytes, ColdStartInputs.read(model, format),
                "the build's cold-start file is what the codec writes today");
    }

    @ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {"protobuf", "json", "xml"})
    void coldStartPlainReadsTheSameData(String format) throws Exception {
        ColdStartPlainBench b = new ColdStartPlainBench();
        b.model = "mediacontent";
        b.format = format;
        b.setup();
        assertEquals(Payload.of("mediacontent", "default", format).digest(), b.firstReadAll());
    }

    @Test
    void coldStartRefusesAModelWithoutInputs() {
        ColdStartBench b = new ColdStartBench();
        b.model = "nosuchmodel";
        b.format = "json";
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, b::setup);
        assertTrue(e.getMessage().startsWith("no cold-start input for model 'nosuchmodel' in format 'json'"), e.getMessage());
    }

    @ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {"protobuf", "json"})
    void counters(String format) {
        CountersBench b = new CountersBench();
        b.format = format;
        b.input = "100";
        b.setup();
        Payload p = Payload.of("counters", "100", format);
        assertArrayEquals(p.bytes, b.encode());
        assertEquals(p.digest(), b.decode());
        assertEquals(100, ((serbench.model.counters.Counters) p.javaValue).counters().size());
    }

    @Test
    void calibrationDoesExactlyTheAskedShareOfWork() {
        assertEquals(21000, CalibrationBench.scaled(20000, 105));
        assertEquals(220000, CalibrationBench.scaled(200000, 110));
        assertThrows(IllegalArgumentException.class, () -> CalibrationBench.scaled(20001, 105));
        assertThrows(IllegalArgumentException.class, () -> CalibrationBench.scaled(20000, 0));
        CalibrationBench b = new CalibrationBench();
        b.steps = 20000;
        b.setup();
        // the chain at 100%: 20,000 steps, each needing the one before
        assertEquals(CalibrationBench.chain(CalibrationBench.chain(20000, 10000), 10000), b.spin());
        assertNotEquals(CalibrationBench.chain(20000, 19999), b.spin());
    }

    @Test
    void calibrationOnJsonDecodesDoesTheAskedNumberOfRealDecodes() {
        Payload json = Payload.of("mediacontent", "default", "json");
        String work = System.getProperty(CalibrationBench.WORK_PROPERTY);
        String percent = System.getProperty(CalibrationBench.PERCENT_PROPERTY);
        try {
            System.setProperty(CalibrationBench.WORK_PROPERTY, "json-decode");
            for (int[] asked : new int[][]{{100, 20}, {105, 21}, {110, 22}}) {
                System.setProperty(CalibrationBench.PERCENT_PROPERTY, String.valueOf(asked[0]));
                CalibrationBench b = new CalibrationBench();
                b.steps = 20000;
                b.setup();
                assertEquals(asked[1] * json.digest(), b.spin(), asked[0] + "%: " + asked[1] + " decodes, every field read");
            }
            System.setProperty(CalibrationBench.WORK_PROPERTY, "spin-nothing");
            assertThrows(IllegalArgumentException.class, () -> new CalibrationBench().setup());
        } finally {
            restore(CalibrationBench.WORK_PROPERTY, work);
            restore(CalibrationBench.PERCENT_PROPERTY, percent);
        }
    }

    private static void restore(String property, String value) {
        if (value == null) {
            System.clearProperty(property);
        } else {
            System.setProperty(property, value);
        }
    }

    /** JMH's list of benchmarks, as the jar runs them, equals the set checked above: a new one needs a check. */
    @Test
    void everyBenchmarkMethodIsCheckedAbove() {
        Set<String> listed = new TreeSet<>();
        for (BenchmarkListEntry e : BenchmarkList.defaultList().getAll(OutputFormatFactory.createFormatInstance(System.out, VerboseMode.SILENT), List.of())) {
            if (e.getUsername().startsWith("serbench.bench.")) {
                listed.add(e.getUsername().replace("serbench.bench.", ""));
            }
        }
        assertEquals(new TreeSet<>(Set.of(
                "CreateBench.java", "CreateBench.protobuf",
                "SerializeBench.serialize", "DeserializeBench.readAll", "DeserializeBench.parseOnly",
                "DeserializeBench.digestOnly",
                "RoundTripBench.roundTrip",
                "ProtobufWriteBench.toByteArray", "ProtobufWriteBench.writeToNewStream",
                "ProtobufWriteBench.writeToReusedStream", "ProtobufWriteBench.codedOutputStreamReusedArray",
                "ProtobufWriteBench.freshMessage", "ProtobufWriteBench.sizedMessage",
                "ProtobufReadBench.parseFromBytes", "ProtobufReadBench.parseFromInputStream",
                "ProtobufReadBench.codedInputStream",
                "JacksonApiBench.objectMapperWriteBytes", "JacksonApiBench.objectWriterWriteBytes",
                "JacksonApiBench.objectWriterWriteReusedStream", "JacksonApiBench.objectMapperRead",
                "JacksonApiBench.objectReaderRead",
                "PlainLibraryBench.serialize", "PlainLibraryBench.readAll", // PlainLibraryBenchTest
                "BindingBench.readAll", "BindingBench.serialize",
                "GatewayBench.handle", "GatewayBench.decode", "GatewayBench.select", "GatewayBench.encode",
                "GatewayHttpBench.search", "ColdStartBench.firstReadAll", "ColdStartPlainBench.firstReadAll",
                "CountersBench.encode", "CountersBench.decode", "CalibrationBench.spin",
                "AlternatingBench.serialize", "AlternatingBench.readAll",
                "SparseAccessBench.oneField", "SparseAccessBench.allFields",
                "ConversionBench.jsonToXmlStreaming", "ConversionBench.jsonToXmlBinding",
                "ConversionBench.xmlToJsonStreaming", "ConversionBench.xmlToJsonBinding",
                "ConversionBench.protobufToJsonFormat", "ConversionBench.protobufToJsonBinding")), listed);
    }
}
