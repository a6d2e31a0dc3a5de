package serbench.claims;

import serbench.claims.Evidence.Side;
import serbench.claims.Verdict.Outcome;

import serbench.compare.Change;
import serbench.stats.Interval;
import serbench.stats.Statistics;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;

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
                    e -> {
                        Verdict v = slower(e, "default", "GatewayHttpBench.search", Map.of("backend", "protobuf"),
                                Map.of("backend", "xml"), "protobuf backend (answer written from the message)",
                                "xml backend", 2.5, "about 3x");
                        return v.outcome() == Outcome.NOT_MEASURED ? v
                                : new Verdict(v.outcome(), v.figures() + aboveBaseline(e), v.why());
                    }),
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
                    e -> ratio(e, Side.of("SparseAccessBench.oneField", Map.of("reader", "jsonStreaming")),
                            Side.of("SparseAccessBench.allFields", Map.of("reader", "jsonStreaming")))
                            .map(Claims::aboutHalf).orElseGet(() -> notMeasured(
                                    "SparseAccessBench.oneField and allFields (reader=jsonStreaming)"))),
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
                        return ratio(e, Side.of("CreateBench.protobuf", p),
                                new Side("no-escape-analysis", "CreateBench.protobuf", p))
                                .map(r -> judge(r, "escape analysis on", "off", 1.5, "at least 1.5x"))
                                .orElseGet(() -> notMeasured("CreateBench.protobuf (mediacontent) under profiles default"
                                        + " and no-escape-analysis"));
                    }),
            new Claim("json-on-par",
                    "Jackson JSON serialization and deserialization are on par with or faster than Protobuf",
                    "'JSON serialization/deserialization faster than protocol buffers?' post",
                    e -> onParWithProtobuf(e, "json", "JSON")),
            new Claim("mediacontent-size",
                    "Protobuf encodes MediaContent in about half the bytes of JSON",
                    "jvm-serializers size table (242 vs 488 bytes for media.1)",
                    e -> {
                        double share = sizeShare(e, "mediacontent", "media.1");
                        String figures = sizeFigures(e, "mediacontent", "media.1");
                        return share <= 0.6 ? new Verdict(Outcome.HOLDS, figures, "protobuf is about half JSON's size or less")
                                : share < 1 ? new Verdict(Outcome.HOLDS_IN_PART, figures, "protobuf is smaller, but not half")
                                : new Verdict(Outcome.DOES_NOT_HOLD, figures, "protobuf is not smaller");
                    }),
            new Claim("fory-3x-protobuf",
                    "Apache Fory serializes and deserializes MediaContent about three times faster than Protobuf",
                    "jvm-serializers table (JDK 11, 2023: Fory 442 ns vs Protobuf 1,402 ns to create, serialize and"
                            + " deserialize)",
                    e -> bothOperations(e, "fory", r -> judge(r, "fory", "protobuf", 2.5, "about 3x"))),
            new Claim("kryo-on-par-protobuf",
                    "Kryo serializes and deserializes MediaContent on par with or faster than Protobuf",
                    "jvm-serializers table (JDK 11, 2023: Kryo 1,476 ns vs Protobuf 1,402 ns to create, serialize and"
                            + " deserialize)",
                    e -> onParWithProtobuf(e, "kryo", "Kryo")),
            new Claim("kryo-size",
                    "Kryo writes MediaContent in fewer bytes than Protobuf",
                    "jvm-serializers size table (Kryo 218 B vs Protobuf 242 B for media.1)",
                    e -> {
                        int kryo = e.size("mediacontent", "media.1", "kryo");
                        int pb = e.size("mediacontent", "media.1", "protobuf");
                        String figures = String.format(Locale.ROOT, "kryo %d B, protobuf %d B: %.1f%% of protobuf", kryo,
                                pb, 100.0 * kryo / pb);
                        return kryo < pb ? new Verdict(Outcome.HOLDS, figures, "kryo writes fewer bytes: no field tags,"
                                + " the classes' own field order")
                                : new Verdict(Outcome.DOES_NOT_HOLD, figures, "kryo does not write fewer bytes");
                    }));

    /** {@link #onPar(Ratio, Ratio, String, String)} of {@code format} against protobuf on MediaContent, both operations. */
    private static Verdict onParWithProtobuf(Evidence e, String format, String shown) {
        return againstProtobuf(e, format, true, (ser, de) -> onPar(ser, de, format, shown));
    }

    /**
     * A claim about one format against protobuf on MediaContent, for both operations (serialize, deserialize and read):
     * each operation's ratio of protobuf's time over the format's judged by {@code judge} (the claims say the format is
     * faster), the two verdicts joined by {@link #join}.
     */
    private static Verdict bothOperations(Evidence e, String format, Function<Ratio, Verdict> judge) {
        return againstProtobuf(e, format, false, (ser, de) -> {
            Verdict s = judge.apply(ser);
            Verdict d = judge.apply(de);
            return new Verdict(join(s.outcome(), d.outcome()), "serialize: " + s.figures() + "; deserialize+read: "
                    + d.figures(), "serialize: " + s.why() + "; deserialize+read: " + d.why());
        });
    }

    /**
     * The serialize and the deserialize+read ratios of {@code format} and protobuf on MediaContent, the format's time
     * over protobuf's ({@code formatOverProtobuf}) or protobuf's over the format's, given to {@code verdict}; not
     * measured when a run measured neither pair.
     */
    private static Verdict againstProtobuf(Evidence e, String format, boolean formatOverProtobuf,
                                           BiFunction<Ratio, Ratio, Verdict> verdict) {
        Map<String, String> other = Map.of("model", "mediacontent", "format", format);
        Map<String, String> pb = Map.of("model", "mediacontent", "format", "protobuf");
        Map<String, String> fast = formatOverProtobuf ? pb : other;
        Map<String, String> slow = formatOverProtobuf ? other : pb;
        Optional<Ratio> ser = ratio(e, Side.of("SerializeBench.serialize", fast), Side.of("SerializeBench.serialize", slow));
        Optional<Ratio> de = ratio(e, Side.of("DeserializeBench.readAll", fast), Side.of("DeserializeBench.readAll", slow));
        if (ser.isEmpty() || de.isEmpty()) {
            return notMeasured("SerializeBench.serialize and DeserializeBench.readAll (mediacontent, " + format
                    + " and protobuf)");
        }
        return verdict.apply(ser.get(), de.get());
    }

    /**
     * One verdict for a claim about two operations: the same when both agree; does not hold when one does not and
     * the other is inconclusive; inconclusive when one is; holds in part otherwise.
     */
    static Outcome join(Outcome s, Outcome d) {
        return s == d ? s
                : s == Outcome.INCONCLUSIVE || d == Outcome.INCONCLUSIVE
                ? (s == Outcome.DOES_NOT_HOLD || d == Outcome.DOES_NOT_HOLD ? Outcome.DOES_NOT_HOLD : Outcome.INCONCLUSIVE)
                : Outcome.HOLDS_IN_PART;
    }

    /**
     * What each backend adds to an HTTP request above the baseline ({@code backend=none}: the same hops and answer
     * bytes, no payload work), per round of one run: the mean difference in the benchmark's unit with its 95% t
     * interval, and the ratio of the two means. Only from the claim's own run (the newest that measured both
     * backends), so a baseline is never subtracted across runs; says so when that run did not measure it.
     */
    private static String aboveBaseline(Evidence e) {
        Side none = Side.of("GatewayHttpBench.search", Map.of("backend", "none"));
        Side pbSide = Side.of("GatewayHttpBench.search", Map.of("backend", "protobuf"));
        Side xmlSide = Side.of("GatewayHttpBench.search", Map.of("backend", "xml"));
        // the claim's run: the one that decides the backends' ratio
        Optional<String> claimRun = e.ratio(pbSide, xmlSide).map(f -> f.deciding().run());
        Optional<Evidence.Paired> xml = e.ratio(none, xmlSide).map(Evidence.Finding::deciding);
        Optional<Evidence.Paired> pb = e.ratio(none, pbSide).map(Evidence.Finding::deciding);
        if (claimRun.isEmpty() || xml.isEmpty() || pb.isEmpty() || !xml.get().run().equals(claimRun.get())
                || !pb.get().run().equals(claimRun.get())
                || xml.get().change().pairs() == null || pb.get().change().pairs() == null) {
            return "; above the HTTP baseline: run " + claimRun.orElse("-")
                    + " did not measure backend=none with xml and protobuf, paired by round";
        }
        double[] dx = differences(xml.get().change().pairs());
        double[] dp = differences(pb.get().change().pairs());
        String unit = xml.get().slow().estimate().unit();
        return String.format(Locale.ROOT, "; above the HTTP baseline (backend=none, per round of run %s): xml %s,"
                        + " protobuf %s %s: %.2fx", xml.get().run(), difference(dx), difference(dp), unit,
                Statistics.mean(dx) / Statistics.mean(dp));
    }

    /** Per paired round, the slow side's time minus the fast side's. */
    private static double[] differences(double[][] pairs) {
        double[] d = new double[pairs[0].length];
        for (int i = 0; i < d.length; i++) {
            d[i] = pairs[2][i] - pairs[1][i];
        }
        return d;
    }

    private static String difference(double[] d) {
        Interval i = Statistics.meanInterval(d, Change.CONFIDENCE);
        return String.format(Locale.ROOT, "%+.4g [%.4g-%.4g]", i.estimate(), i.lo(), i.hi());
    }

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
        Side fast = new Side(profile, fastBenchmark, fastParams);
        Side slow = new Side(profile, slowBenchmark, slowParams);
        return ratio(e, fast, slow).map(r -> judge(r, fastName, slowName, factor, expected))
                .orElseGet(() -> notMeasured(fast.label() + " and " + slow.label()));
    }

    /** The ratio slow / fast the evidence gives, if a run that counts measured both. */
    private static Optional<Ratio> ratio(Evidence e, Side fast, Side slow) {
        return e.ratio(fast, slow).map(Ratio::of);
    }

    private static Verdict notMeasured(String what) {
        return new Verdict(Outcome.NOT_MEASURED, "-", "no interleaved run of this code with at least "
                + Evidence.MIN_ROUNDS + " rounds measured " + what);
    }

    /** "; about N rounds would decide it" for an inconclusive ratio, when its spread says. */
    private static String roundsToDecide(Ratio r, double boundary) {
        int n = r.roundsToDecide(boundary);
        return n < 0 ? "" : String.format(Locale.ROOT, "; at this spread about %d rounds would decide it", n);
    }

    /**
     * The claim: {@code slow} takes at least {@code factor} times as long as {@code fast} ({@code factor} 1 means
     * "slower at all"). On the ratio's 95% interval: holds when it lies at or above {@code factor} (above 1 for
     * factor 1); holds in part when it lies above 1 but below {@code factor}; does not hold when it lies below
     * {@code factor} and reaches 1 or less (no slowdown of the claimed size, nor a shown one), or below 1 for factor
     * 1; inconclusive when it straddles {@code factor} (or 1, for factor 1), or when there is no interval.
     */
    static Verdict judge(Ratio r, String fastName, String slowName, double factor, String expected) {
        String figures = r.describe(fastName, slowName);
        String by = String.format(Locale.ROOT, "%s takes %.2fx the time of %s", slowName, r.times(), fastName);
        if (!r.hasInterval()) {
            return new Verdict(Outcome.INCONCLUSIVE, figures, by + ", but too few forks for an interval");
        }
        double claimed = Math.max(factor, 1);
        if (r.low() >= claimed && r.low() > 1) {
            return new Verdict(Outcome.HOLDS, figures, by + " (claim: " + expected + ")");
        }
        if (r.high() < claimed || (factor <= 1 && r.high() < 1)) {
            if (r.low() > 1) {
                return new Verdict(Outcome.HOLDS_IN_PART, figures, by + ": slower, but less than claimed (" + expected + ")");
            }
            if (factor > 1 || r.high() < 1) {
                return new Verdict(Outcome.DOES_NOT_HOLD, figures, by + String.format(Locale.ROOT,
                        ": the interval (up to %.2fx) excludes the claim (%s)", r.high(), expected));
            }
        }
        return new Verdict(Outcome.INCONCLUSIVE, figures, by + String.format(Locale.ROOT,
                ": the interval %.2f-%.2fx includes both the claim (%s) and less", r.low(), r.high(), expected)
                + roundsToDecide(r, r.low() < claimed && claimed < r.high() ? claimed : 1));
    }

    /** Share of one field's cost in all fields' cost claimed to be about half: the share's interval against 0.3-0.7. */
    static Verdict aboutHalf(Ratio r) {
        String figures = r.describe("one field", "all fields");
        String why = String.format(Locale.ROOT, "one field costs %.0f%% of all fields with a streaming parser", 100 / r.times());
        if (!r.hasInterval()) {
            return new Verdict(Outcome.INCONCLUSIVE, figures, why + ", but too few forks for an interval");
        }
        double lo = 1 / r.high();
        double hi = 1 / r.low();
        String range = String.format(Locale.ROOT, " (95%% interval %.0f-%.0f%%)", 100 * lo, 100 * hi);
        if (lo >= HALF_LOW && hi <= HALF_HIGH) {
            return new Verdict(Outcome.HOLDS, figures, why + range);
        }
        if (hi < HALF_LOW) {
            return new Verdict(Outcome.HOLDS_IN_PART, figures, why + range + ": cheaper than claimed, not about half");
        }
        if (lo > HALF_HIGH) {
            return new Verdict(Outcome.DOES_NOT_HOLD, figures, why + range + ": not about half");
        }
        return new Verdict(Outcome.INCONCLUSIVE, figures, why + range + ": the interval reaches outside 30-70%"
                + roundsToDecide(r, r.low() < 1 / HALF_HIGH && 1 / HALF_HIGH < r.high() ? 1 / HALF_HIGH : 1 / HALF_LOW));
    }

    /** "About half" for the sparse-access claim: a share between these. */
    static final double HALF_LOW = 0.3;
    static final double HALF_HIGH = 0.7;
    /** "On par" for the JSON claim: JSON takes at most this many times protobuf's time. */
    static final double ON_PAR = 1.1;

    /**
     * JSON on par with (within {@link #ON_PAR} of) or faster than protobuf, for serialization and deserialization:
     * per operation, on par when the interval of json/protobuf lies at or below 1.1, not when it lies above.
     */
    static Verdict onPar(Ratio ser, Ratio de) {
        return onPar(ser, de, "json", "JSON");
    }

    /** {@link #onPar(Ratio, Ratio)} for another format than JSON: {@code name} in figures, {@code shown} in words. */
    static Verdict onPar(Ratio ser, Ratio de, String name, String shown) {
        String figures = "serialize: " + ser.describe("protobuf", name) + "; deserialize+read: "
                + de.describe("protobuf", name);
        Outcome s = onPar(ser);
        Outcome d = onPar(de);
        String why = String.format(Locale.ROOT, "%s takes %.1fx protobuf's time to serialize (%s) and %.1fx to deserialize (%s); on par means within 10%%",
                shown, ser.times(), s == Outcome.HOLDS ? "on par" : s == Outcome.DOES_NOT_HOLD ? "not on par" : "inconclusive",
                de.times(), d == Outcome.HOLDS ? "on par" : d == Outcome.DOES_NOT_HOLD ? "not on par" : "inconclusive");
        return new Verdict(join(s, d), figures, why);
    }

    private static Outcome onPar(Ratio r) {
        if (!r.hasInterval()) {
            return Outcome.INCONCLUSIVE;
        }
        return r.high() <= ON_PAR ? Outcome.HOLDS : r.low() > ON_PAR ? Outcome.DOES_NOT_HOLD : Outcome.INCONCLUSIVE;
    }
}
