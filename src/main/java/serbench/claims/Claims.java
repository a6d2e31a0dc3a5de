package serbench.claims;

import serbench.claims.Verdict.Outcome;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The posts' claims, in one place, each with the check that turns measured results into a verdict. A check names
 * the benchmarks it needs; when a run lacks them the verdict is "not measured", never a guess.
 */
public final class Claims {

    private Claims() {
    }

    public static final List<Claim> ALL = List.of(
            new Claim("gateway-xml-3x",
                    "A JSON gateway is about three times slower with XML backends than with Protobuf backends",
                    "ql.io XML/Protobuf post (72 ms vs 24 ms mean response time)",
                    e -> slower(e, "default", "GatewayBench.handle", Map.of("backend", "protobuf"), Map.of("backend", "xml"),
                            "protobuf backend (answer written from the message)", "xml backend", 2.5, "about 3x")),
            new Claim("gateway-http-3x",
                    "Over HTTP, a JSON gateway answers about three times slower with XML backends than with Protobuf backends",
                    "ql.io XML/Protobuf post (72 ms vs 24 ms mean response time, backend and gateway on one host)",
                    e -> slower(e, "default", "GatewayHttpBench.search", Map.of("backend", "protobuf"), Map.of("backend", "xml"),
                            "protobuf backend (answer written from the message)", "xml backend", 2.5, "about 3x")),
            new Claim("counters-size-quarter",
                    "For 100 small records, Protobuf is under a quarter of JSON's size",
                    "Erlang JSON vs Protobuf post (486 vs 2,283 bytes)",
                    e -> {
                        double share = sizeShare(e, "counters", "100");
                        String figures = sizeFigures(e, "counters", "100");
                        return share < 0.25 ? new Verdict(Outcome.HOLDS, figures, "protobuf is under 25% of JSON")
                                : share < 0.5 ? new Verdict(Outcome.HOLDS_IN_PART, figures,
                                "protobuf is much smaller, but above a quarter: varints need 2 bytes for values over 127")
                                : new Verdict(Outcome.DOES_NOT_HOLD, figures, "protobuf is not even half JSON's size");
                    }),
            new Claim("counters-encode-faster",
                    "Protobuf encodes the 100 records faster than JSON",
                    "Erlang JSON vs Protobuf post",
                    e -> slower(e, "default", "SerializeBench.serialize", Map.of("model", "counters", "format", "protobuf"),
                            Map.of("model", "counters", "format", "json"), "protobuf", "json", 1.0, "faster")),
            new Claim("sparse-half",
                    "Reading one field of a large JSON document costs about half of reading every field",
                    "XData post (about 7 ms vs 15 ms for 9,230 fields)",
                    e -> {
                        Optional<Evidence.Measured> one = e.find("default", "SparseAccessBench.oneField", Map.of("reader", "jsonStreaming"));
                        Optional<Evidence.Measured> all = e.find("default", "SparseAccessBench.allFields", Map.of("reader", "jsonStreaming"));
                        if (one.isEmpty() || all.isEmpty()) {
                            return Verdict.notMeasured("SparseAccessBench (reader=jsonStreaming)");
                        }
                        Ratio r = Ratio.of(one.get(), all.get());
                        double share = 1 / r.times();
                        String figures = r.describe("one field", "all fields");
                        String why = String.format(Locale.ROOT, "one field costs %.0f%% of all fields with a streaming parser", 100 * share);
                        if (!r.significant()) {
                            return new Verdict(Outcome.DOES_NOT_HOLD, figures, "no significant difference between one and all fields");
                        }
                        return share >= 0.3 && share <= 0.7 ? new Verdict(Outcome.HOLDS, figures, why)
                                : new Verdict(Outcome.HOLDS_IN_PART, figures, why + " (not about half)");
                    }),
            new Claim("json-to-xml-dominates",
                    "Converting a large JSON document to XML costs many times more than reading the JSON",
                    "XData post (about 328 ms vs 7-15 ms)",
                    e -> slower(e, "default", "SparseAccessBench.allFields", Map.of("reader", "jsonStreaming"),
                            "ConversionBench.jsonToXmlBinding", Map.of(), "reading all JSON fields", "JSON to XML", 5.0,
                            "at least 5x")),
            new Claim("dom-dominates",
                    "Parsing the document as XML with the JDK's DOM costs many times more than reading it as JSON",
                    "XData post (about 210 ms vs 7-15 ms)",
                    e -> slower(e, "default", "SparseAccessBench.allFields", Map.of("reader", "jsonStreaming"),
                            "SparseAccessBench.allFields", Map.of("reader", "xmlDom"), "JSON streaming", "XML DOM", 5.0,
                            "at least 5x")),
            new Claim("tobytearray-faster",
                    "Protobuf's toByteArray() is faster than writeTo(new ByteArrayOutputStream())",
                    "jvm-serializers discussion of Protobuf serialization",
                    e -> slower(e, "default", "ProtobufWriteBench.toByteArray", Map.of("model", "mediacontent"),
                            "ProtobufWriteBench.writeToNewStream", Map.of("model", "mediacontent"), "toByteArray",
                            "writeTo(new stream)", 1.0, "faster")),
            new Claim("escape-analysis-create",
                    "Escape analysis makes Protobuf object creation markedly faster",
                    "jvm-serializers MediaContent runs with -XX:-DoEscapeAnalysis (218 ns -> 493 ns median)",
                    e -> {
                        Map<String, String> p = Map.of("model", "mediacontent");
                        Optional<Evidence.Measured> on = e.find("default", "CreateBench.protobuf", p);
                        Optional<Evidence.Measured> off = e.find("no-escape-analysis", "CreateBench.protobuf", p);
                        if (on.isEmpty() || off.isEmpty()) {
                            return Verdict.notMeasured("CreateBench.protobuf (mediacontent) under profiles default and no-escape-analysis");
                        }
                        return judge(Ratio.of(on.get(), off.get()), "escape analysis on", "off", 1.5, "at least 1.5x");
                    }),
            new Claim("json-on-par",
                    "Jackson JSON serialization and deserialization are on par with or faster than Protobuf",
                    "'JSON serialization/deserialization faster than protocol buffers?' post",
                    e -> {
                        Map<String, String> json = Map.of("model", "mediacontent", "format", "json");
                        Map<String, String> pb = Map.of("model", "mediacontent", "format", "protobuf");
                        Optional<Evidence.Measured> sj = e.find("default", "SerializeBench.serialize", json);
                        Optional<Evidence.Measured> sp = e.find("default", "SerializeBench.serialize", pb);
                        Optional<Evidence.Measured> dj = e.find("default", "DeserializeBench.readAll", json);
                        Optional<Evidence.Measured> dp = e.find("default", "DeserializeBench.readAll", pb);
                        if (sj.isEmpty() || sp.isEmpty() || dj.isEmpty() || dp.isEmpty()) {
                            return Verdict.notMeasured("SerializeBench / DeserializeBench.readAll (mediacontent, json and protobuf)");
                        }
                        Ratio ser = Ratio.of(sp.get(), sj.get());
                        Ratio de = Ratio.of(dp.get(), dj.get());
                        String figures = "serialize: " + ser.describe("protobuf", "json") + "; deserialize+read: "
                                + de.describe("protobuf", "json");
                        boolean serOnPar = ser.times() <= 1.1;
                        boolean deOnPar = de.times() <= 1.1;
                        String why = String.format(Locale.ROOT, "JSON takes %.1fx protobuf's time to serialize%s and %.1fx to deserialize%s",
                                ser.times(), ser.significant() ? "" : " (not significant)",
                                de.times(), de.significant() ? "" : " (not significant)");
                        return serOnPar && deOnPar ? new Verdict(Outcome.HOLDS, figures, why)
                                : serOnPar || deOnPar ? new Verdict(Outcome.HOLDS_IN_PART, figures, why)
                                : new Verdict(Outcome.DOES_NOT_HOLD, figures, why + " (on par means within 10%)");
                    }),
            new Claim("mediacontent-size",
                    "Protobuf encodes MediaContent in about half the bytes of JSON",
                    "jvm-serializers size table (242 vs 488 bytes for media.1)",
                    e -> {
                        double share = sizeShare(e, "mediacontent", "media.1");
                        String figures = sizeFigures(e, "mediacontent", "media.1");
                        return share <= 0.6 ? new Verdict(Outcome.HOLDS, figures, "protobuf is about half JSON's size or less")
                                : share < 1 ? new Verdict(Outcome.HOLDS_IN_PART, figures, "protobuf is smaller, but not half")
                                : new Verdict(Outcome.DOES_NOT_HOLD, figures, "protobuf is not smaller");
                    }));

    /** Protobuf's size as a share of JSON's for one input. */
    private static double sizeShare(Evidence e, String model, String input) {
        return (double) e.size(model, input, "protobuf") / e.size(model, input, "json");
    }

    private static String sizeFigures(Evidence e, String model, String input) {
        return String.format(Locale.ROOT, "protobuf %d B, json %d B: %.1f%% of JSON", e.size(model, input, "protobuf"),
                e.size(model, input, "json"), 100 * sizeShare(e, model, input));
    }

    /** Same benchmark, two param sets: the claim is that {@code slowParams} takes at least {@code factor}x longer. */
    private static Verdict slower(Evidence e, String profile, String benchmark, Map<String, String> fastParams,
                                  Map<String, String> slowParams, String fastName, String slowName, double factor,
                                  String expected) {
        return slower(e, profile, benchmark, fastParams, benchmark, slowParams, fastName, slowName, factor, expected);
    }

    private static Verdict slower(Evidence e, String profile, String fastBenchmark, Map<String, String> fastParams,
                                  String slowBenchmark, Map<String, String> slowParams, String fastName, String slowName,
                                  double factor, String expected) {
        Optional<Evidence.Measured> fast = e.find(profile, fastBenchmark, fastParams);
        Optional<Evidence.Measured> slow = e.find(profile, slowBenchmark, slowParams);
        if (fast.isEmpty() || slow.isEmpty()) {
            return Verdict.notMeasured(fastBenchmark + " " + fastParams + " and " + slowBenchmark + " " + slowParams);
        }
        return judge(Ratio.of(fast.get(), slow.get()), fastName, slowName, factor, expected);
    }

    /**
     * Holds when {@code slow} is significantly slower by at least {@code factor}; in part when significantly slower
     * by less; does not hold when it is not significantly slower.
     */
    static Verdict judge(Ratio r, String fastName, String slowName, double factor, String expected) {
        String figures = r.describe(fastName, slowName);
        String by = String.format(Locale.ROOT, "%s takes %.2fx the time of %s", slowName, r.times(), fastName);
        if (!r.significant() || r.times() <= 1) {
            return new Verdict(Outcome.DOES_NOT_HOLD, figures, by + (r.significant() ? "" : ", not a significant difference"));
        }
        return r.times() >= factor ? new Verdict(Outcome.HOLDS, figures, by + " (claim: " + expected + ")")
                : new Verdict(Outcome.HOLDS_IN_PART, figures, by + ": slower, but less than claimed (" + expected + ")");
    }
}
