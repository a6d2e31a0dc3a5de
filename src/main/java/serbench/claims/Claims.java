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
 * The posts' claims, in one place, each with its range in numbers ({@link Claimed}: the claim's words read as a
 * range, defined in the claim's entry and nowhere else) and the check that turns measured results into a verdict
 * against that range. A check names the benchmarks it needs; when a run lacks them the verdict is "not measured",
 * never a guess.
 */
public final class Claims {

    private Claims() {
    }

    public static final List<Claim> ALL = List.of(
            new Claim("gateway-xml-3x",
                    "A JSON gateway is about three times slower with XML backends than with Protobuf backends",
                    "ql.io XML/Protobuf post (72 ms vs 24 ms mean response time)",
                    Claimed.times(2.5, 3.5, "about 3x", 72.0 / 24),
                    (e, c) -> slower(e, "default", "GatewayBench.handle", Map.of("backend", "protobuf"),
                            Map.of("backend", "xml"), "protobuf backend (answer written from the message)", "xml backend",
                            c)),
            new Claim("gateway-http-3x",
                    "Over HTTP, a JSON gateway answers about three times slower with XML backends than with Protobuf backends",
                    "ql.io XML/Protobuf post (72 ms vs 24 ms mean response time, backend and gateway on one host)",
                    Claimed.times(2.5, 3.5, "about 3x", 72.0 / 24),
                    (e, c) -> {
                        Verdict v = slower(e, "default", "GatewayHttpBench.search", Map.of("backend", "protobuf"),
                                Map.of("backend", "xml"), "protobuf backend (answer written from the message)",
                                "xml backend", c);
                        return v.outcome() == Outcome.NOT_MEASURED ? v
                                : new Verdict(v.outcome(), v.figures() + aboveBaseline(e), v.why());
                    }),
            new Claim("counters-size-quarter",
                    "For 100 small records, Protobuf is under a quarter of JSON's size",
                    "Erlang JSON vs Protobuf post (486 vs 2,283 bytes)",
                    Claimed.share(0, 0.25, "under a quarter", 486.0 / 2283),
                    (e, c) -> smaller(e, "counters", "100", "protobuf", "json", c,
                            "varints need 2 bytes for values over 127")),
            new Claim("counters-encode-faster",
                    "Protobuf encodes the 100 records faster than JSON",
                    "Erlang JSON vs Protobuf post",
                    Claimed.direction("faster"),
                    (e, c) -> slower(e, "default", "SerializeBench.serialize", Map.of("model", "counters", "format", "protobuf"),
                            Map.of("model", "counters", "format", "json"), "protobuf", "json", c)),
            new Claim("sparse-half",
                    "Reading one field of a large JSON document costs about half of reading every field",
                    "XData post (about 7 ms vs 15 ms for 9,230 fields)",
                    Claimed.share(0.4, 0.6, "about half", 7.0 / 15),
                    (e, c) -> ratio(e, Side.of("SparseAccessBench.oneField", Map.of("reader", "jsonStreaming")),
                            Side.of("SparseAccessBench.allFields", Map.of("reader", "jsonStreaming")))
                            .map(r -> share(r, c)).orElseGet(() -> notMeasured(
                                    "SparseAccessBench.oneField and allFields (reader=jsonStreaming)"))),
            new Claim("json-to-xml-dominates",
                    "Converting a large JSON document to XML costs many times more than reading the JSON",
                    "XData post (about 328 ms vs 7-15 ms)",
                    Claimed.atLeast(5, "many times", 328.0 / 15, 328.0 / 7),
                    (e, c) -> slower(e, "default", "SparseAccessBench.allFields", Map.of("reader", "jsonStreaming"),
                            "ConversionBench.jsonToXmlBinding", Map.of(), "reading all JSON fields", "JSON to XML", c)),
            new Claim("dom-dominates",
                    "Parsing the document as XML with the JDK's DOM costs many times more than reading it as JSON",
                    "XData post (about 210 ms vs 7-15 ms)",
                    Claimed.atLeast(5, "many times", 210.0 / 15, 210.0 / 7),
                    (e, c) -> slower(e, "default", "SparseAccessBench.allFields", Map.of("reader", "jsonStreaming"),
                            "SparseAccessBench.allFields", Map.of("reader", "xmlDom"), "JSON streaming", "XML DOM", c)),
            new Claim("tobytearray-faster",
                    "Protobuf's toByteArray() is faster than writeTo(new ByteArrayOutputStream())",
                    "jvm-serializers discussion of Protobuf serialization",
                    Claimed.direction("faster"),
                    (e, c) -> slower(e, "default", "ProtobufWriteBench.toByteArray", Map.of("model", "mediacontent"),
                            "ProtobufWriteBench.writeToNewStream", Map.of("model", "mediacontent"), "toByteArray",
                            "writeTo(new stream)", c)),
            new Claim("escape-analysis-create",
                    "Escape analysis makes Protobuf object creation markedly faster",
                    "jvm-serializers MediaContent runs with -XX:-DoEscapeAnalysis (218 ns -> 493 ns median)",
                    Claimed.atLeast(1.5, "markedly", 493.0 / 218),
                    (e, c) -> {
                        Map<String, String> p = Map.of("model", "mediacontent");
                        return ratio(e, Side.of("CreateBench.protobuf", p),
                                new Side("no-escape-analysis", "CreateBench.protobuf", p))
                                .map(r -> judge(r, "escape analysis on", "off", c))
                                .orElseGet(() -> notMeasured("CreateBench.protobuf (mediacontent) under profiles default"
                                        + " and no-escape-analysis"));
                    }),
            new Claim("json-on-par",
                    "Jackson JSON serialization and deserialization are on par with or faster than Protobuf",
                    "'JSON serialization/deserialization faster than protocol buffers?' post",
                    Claimed.atMost(1.1, "on par: within 10%, or faster"),
                    (e, c) -> onParWithProtobuf(e, "json", "JSON", c)),
            new Claim("mediacontent-size",
                    "Protobuf encodes MediaContent in about half the bytes of JSON",
                    "jvm-serializers size table (242 vs 488 bytes for media.1)",
                    Claimed.share(0.4, 0.6, "about half", 242.0 / 488),
                    (e, c) -> smaller(e, "mediacontent", "media.1", "protobuf", "json", c, null)),
            new Claim("fory-3x-protobuf",
                    "Apache Fory serializes and deserializes MediaContent about three times faster than Protobuf",
                    "jvm-serializers table (JDK 11, 2023: Fory 442 ns vs Protobuf 1,402 ns to create, serialize and"
                            + " deserialize)",
                    Claimed.times(2.5, 3.5, "about 3x", 1402.0 / 442),
                    (e, c) -> bothOperations(e, "fory", r -> judge(r, "fory", "protobuf", c))),
            new Claim("kryo-on-par-protobuf",
                    "Kryo serializes and deserializes MediaContent on par with or faster than Protobuf",
                    "jvm-serializers table (JDK 11, 2023: Kryo 1,476 ns vs Protobuf 1,402 ns to create, serialize and"
                            + " deserialize)",
                    Claimed.atMost(1.1, "on par: within 10%, or faster", 1476.0 / 1402),
                    (e, c) -> onParWithProtobuf(e, "kryo", "Kryo", c)),
            new Claim("kryo-size",
                    "Kryo writes MediaContent in fewer bytes than Protobuf",
                    "jvm-serializers size table (Kryo 218 B vs Protobuf 242 B for media.1)",
                    Claimed.share(0, 1, "fewer bytes", 218.0 / 242),
                    (e, c) -> smaller(e, "mediacontent", "media.1", "kryo", "protobuf", c,
                            "no field tags, the classes' own field order")));

    /**
     * {@link #onPar(Ratio, Ratio, String, String, Claimed)} of {@code format} against protobuf on MediaContent, both
     * operations.
     */
    private static Verdict onParWithProtobuf(Evidence e, String format, String shown, Claimed claimed) {
        return againstProtobuf(e, format, true, (ser, de) -> onPar(ser, de, format, shown, claimed));
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

    /**
     * A claim that {@code smaller} writes an input in fewer bytes than {@code bigger} (by the claimed share): the
     * exact ratio of their sizes against the range, {@code note} (may be null) saying why when it is not "does not
     * hold".
     */
    private static Verdict smaller(Evidence e, String model, String input, String smaller, String bigger,
                                   Claimed claimed, String note) {
        int small = e.size(model, input, smaller);
        int big = e.size(model, input, bigger);
        String shown = bigger.equals("json") ? "JSON" : bigger;
        String figures = String.format(Locale.ROOT, "%s %d B, %s %d B: %.1f%% of %s", smaller, small, bigger, big,
                100.0 * small / big, shown);
        double ratio = (double) big / small;
        Claimed.Judged j = claimed.judge(ratio, ratio, ratio);
        String why = String.format(Locale.ROOT, "%s writes %s of %s's bytes: %s", smaller, claimed.value(ratio), shown,
                j.where());
        return new Verdict(j.outcome(), figures, why + (note == null || j.outcome() == Outcome.DOES_NOT_HOLD ? ""
                : "; " + note));
    }

    /** Same benchmark, two param sets: the claim is that {@code slowParams} takes the claimed times longer. */
    private static Verdict slower(Evidence e, String profile, String benchmark, Map<String, String> fastParams,
                                  Map<String, String> slowParams, String fastName, String slowName, Claimed claimed) {
        return slower(e, profile, benchmark, fastParams, benchmark, slowParams, fastName, slowName, claimed);
    }

    private static Verdict slower(Evidence e, String profile, String fastBenchmark, Map<String, String> fastParams,
                                  String slowBenchmark, Map<String, String> slowParams, String fastName, String slowName,
                                  Claimed claimed) {
        Side fast = new Side(profile, fastBenchmark, fastParams);
        Side slow = new Side(profile, slowBenchmark, slowParams);
        return ratio(e, fast, slow).map(r -> judge(r, fastName, slowName, claimed))
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
        int n = Double.isNaN(boundary) ? -1 : r.roundsToDecide(boundary);
        return n < 0 ? "" : String.format(Locale.ROOT, "; at this spread about %d rounds would decide it", n);
    }

    /**
     * The claim: {@code slow} takes the {@code claimed} times as long as {@code fast}, judged on the ratio's 95%
     * interval by {@link Claimed}'s rule (holds in the range; in part when the whole interval is above 1 and reaches
     * half the claimed effect on a log scale; does not hold below that; inconclusive across a boundary or without an
     * interval).
     */
    static Verdict judge(Ratio r, String fastName, String slowName, Claimed claimed) {
        String figures = r.describe(fastName, slowName);
        String by = String.format(Locale.ROOT, "%s takes %.2fx the time of %s", slowName, r.times(), fastName);
        if (!r.hasInterval()) {
            return new Verdict(Outcome.INCONCLUSIVE, figures, by + ", but too few forks for an interval");
        }
        Claimed.Judged j = claimed.judge(r.low(), r.times(), r.high());
        return new Verdict(j.outcome(), figures, by + ": " + j.where() + roundsToDecide(r, j.boundary()));
    }

    /**
     * A claimed share of one field's cost in all fields' cost ({@code r}: all fields over one field), judged on the
     * share's interval by {@link Claimed}'s rule.
     */
    static Verdict share(Ratio r, Claimed claimed) {
        String figures = r.describe("one field", "all fields");
        String why = String.format(Locale.ROOT, "one field costs %s of all fields with a streaming parser",
                claimed.value(r.times()));
        if (!r.hasInterval()) {
            return new Verdict(Outcome.INCONCLUSIVE, figures, why + ", but too few forks for an interval");
        }
        Claimed.Judged j = claimed.judge(r.low(), r.times(), r.high());
        return new Verdict(j.outcome(), figures, why + ": " + j.where() + roundsToDecide(r, j.boundary()));
    }

    /**
     * A format on par with (at most the {@code claimed} bound of) or faster than protobuf, for serialization and
     * deserialization: per operation, on par when the interval of the format's time over protobuf's lies at or below
     * the bound, not when it lies above; {@code name} in figures, {@code shown} in words.
     */
    static Verdict onPar(Ratio ser, Ratio de, String name, String shown, Claimed claimed) {
        String figures = "serialize: " + ser.describe("protobuf", name) + "; deserialize+read: "
                + de.describe("protobuf", name);
        Outcome s = onPar(ser, claimed);
        Outcome d = onPar(de, claimed);
        String why = String.format(Locale.ROOT, "%s takes %.1fx protobuf's time to serialize (%s) and %.1fx to"
                        + " deserialize (%s); on par: %s protobuf's time", shown, ser.times(), onPar(s), de.times(),
                onPar(d), claimed.range());
        return new Verdict(join(s, d), figures, why);
    }

    private static String onPar(Outcome o) {
        return o == Outcome.HOLDS ? "on par" : o == Outcome.DOES_NOT_HOLD ? "not on par" : "inconclusive";
    }

    private static Outcome onPar(Ratio r, Claimed claimed) {
        return r.hasInterval() ? claimed.judge(r.low(), r.times(), r.high()).outcome() : Outcome.INCONCLUSIVE;
    }
}
