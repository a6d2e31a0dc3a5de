package serbench.hostile;

import com.google.protobuf.Message;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import serbench.format.Format;
import serbench.format.Formats;
import serbench.format.Payload;
import serbench.format.PayloadException;
import serbench.format.UserPayloads;
import serbench.model.Model;
import serbench.scenario.document.DocumentReader;
import serbench.scenario.document.DocumentReaders;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Deterministic mutation fuzzing of every decode path a payload can take: each format's codec (as the benchmarks
 * decode), the whole path of a user's file ({@link UserPayloads#decode}: format detection, conversion to the model's
 * Java value, validation, then re-encoding in every format and reading each back to the same value), and the large
 * document's hand-written readers. Inputs: mediacontent media.1 and media.2, finditems 1 item and the failure
 * response, counters 10, and the large document (fewer mutations: it is 100-270 KB).
 *
 * <p>Each mutation applies one to three of: bit flip, byte replacement, truncation, splicing two payloads,
 * duplicating a slice, inserting random bytes, deleting a slice. The only allowed outcomes are a decode (every field
 * then readable) or a refusal as {@link FuzzOracle} defines it (a parser's failure signal, or the suite's
 * {@code InvalidDataException}). Any other exception, from wherever in the suite's code, fails the test, and the
 * mutated bytes are saved under {@code target/fuzz-failures/} to reproduce it. Each mutation must finish within
 * {@link #PER_MUTATION}; the outcome counts are asserted, so a fuzzer that stops reaching the decoders fails too.
 *
 * <p>The seed is fixed ({@link #SEED}); {@code -Dfuzz.seed=N} runs another, {@code -Dfuzz.mutations=N} more.
 */
class FuzzTest {

    /** The default seed: 20240917. Each generator is seeded with the seed + its name's hash. */
    static final long SEED = Long.getLong("fuzz.seed", 20240917L);
    /** Mutations per format through its codec; the document and its readers get a tenth. */
    static final int MUTATIONS = Integer.getInteger("fuzz.mutations", 2000);
    /**
     * Mutations per form of a user's file: each one that decodes is re-encoded and read back in every format, so the
     * default build runs a quarter of {@link #MUTATIONS} ({@code pom.xml} sets 500; the codecs behind the path are
     * fuzzed at the full count above) and {@code mvn verify -Pfull-depth}, which {@code .ci/run} runs, as many.
     */
    static final int USER_FILE_MUTATIONS = Integer.getInteger("fuzz.userFileMutations", MUTATIONS / 4);
    /** For one mutation, on a loaded 2-core machine. */
    static final Duration PER_MUTATION = Duration.ofSeconds(5);

    static final String[][] INPUTS = {{"mediacontent", "media.1"}, {"mediacontent", "media.2"}, {"finditems", "1"},
            {"finditems", "failure"}, {"counters", "10"}};

    /** Bytes that mean something to a parser of each text format, tried as replacements and insertions. */
    static final byte[] SYNTAX = "<>/=\"'&;![]?{}:,-+.eE0123456789\\ntfu\u0000 \n".getBytes(StandardCharsets.ISO_8859_1);

    static final Path FAILURES = Path.of("target", "fuzz-failures");

    private static ExecutorService worker;

    @BeforeAll
    static void start() {
        worker = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "fuzz");
            t.setDaemon(true);
            return t;
        });
    }

    @AfterAll
    static void stop() {
        worker.shutdownNow();
    }

    /** How one mutation's decode ended: "decoded", "refused: Cause" or "BUG: ..." (a failure). */
    private static String classify(Callable<String> decode) {
        Future<String> f = worker.submit(decode);
        try {
            return f.get(PER_MUTATION.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            f.cancel(true);
            return "BUG: took longer than " + PER_MUTATION;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "BUG: interrupted";
        } catch (ExecutionException e) {
            Throwable t = e.getCause();
            if (FuzzOracle.isRefusal(t)) {
                List<Throwable> chain = FuzzOracle.chain(t);
                return "refused: " + (t instanceof PayloadException && t.getCause() == null ? "(the codec's own check)"
                        : chain.get(chain.size() - 1).getClass().getSimpleName());
            }
            return "BUG: " + FuzzOracle.describe(t);
        }
    }

    @ParameterizedTest
    @MethodSource("serbench.format.FormatNames#all")
    void mutatedPayloadsDecodeOrAreRefusedByTheCodecs(String format) {
        List<Payload> payloads = payloads(format);
        fuzz("codec-" + format, MUTATIONS, payloads, (p, mutant, i) -> {
            Object decoded = i % 4 == 3 ? p.codec.read(new ByteArrayInputStream(mutant)) : p.codec.read(mutant);
            p.digest(decoded); // a decoded value is complete: reading every field works
            p.format.toJava(p.model, decoded);
            return "decoded";
        });
    }

    @ParameterizedTest
    @MethodSource("serbench.format.FormatNames#userFileForms")
    void mutatedUserFilesDecodeAndReEncodeInEveryFormatOrAreRefused(String format) {
        fuzz("user-" + format, USER_FILE_MUTATIONS, payloads(format), (p, mutant, i) -> userPath(p.model, mutant));
    }

    @Test
    void mutatedLargeDocumentsAndTheirReadersDecodeOrAreRefused() {
        for (String format : List.of("protobuf", "json", "xml")) {
            List<Payload> payloads = List.of(Payload.of("document", "12k", format));
            // the unchanged document takes the whole path once first: every format's first use (its binders built,
            // its code cold) is not counted against a mutation's time bound
            assertEquals("decoded", userPath(payloads.get(0).model, payloads.get(0).bytes));
            fuzz("user-document-" + format, MUTATIONS / 10, payloads, (p, mutant, i) -> userPath(p.model, mutant));
        }
        for (String name : DocumentReaders.NAMES) {
            DocumentReader reader = DocumentReaders.byName(name);
            Payload p = Payload.of("document", "12k", reader.format());
            assertEquals(p.model.digest(p.javaValue), call(() -> reader.readAll(p.bytes)),
                    name + " reads the document");
            fuzz("reader-" + name, MUTATIONS / 10, List.of(p), (q, mutant, i) -> {
                if (i % 2 == 0) {
                    reader.readDeepField(mutant);
                } else {
                    reader.readAll(mutant);
                }
                return "decoded";
            });
        }
    }

    private static <T> T call(Callable<T> c) {
        try {
            return c.call();
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    /** A user's file: decoded (format found), then written in every format and read back to the same value. */
    private static String userPath(Model<Object, Message> model, byte[] mutant) {
        Object value = UserPayloads.decode(model, mutant, null, null);
        for (Format f : Formats.all()) {
            var codec = f.codec(model);
            byte[] written = codec.write(f.represent(model, value));
            Object back = f.toJava(model, codec.read(written));
            if (!back.equals(value)) {
                throw new IllegalStateException(f.name() + " does not carry the decoded value: " + Hostile.abbreviate(
                        String.valueOf(value)) + " came back as " + Hostile.abbreviate(String.valueOf(back)));
            }
        }
        return "decoded";
    }

    private static List<Payload> payloads(String format) {
        List<Payload> payloads = new ArrayList<>();
        for (String[] in : INPUTS) {
            payloads.add(Payload.of(in[0], in[1], format));
        }
        return payloads;
    }

    interface Decode {
        String run(Payload p, byte[] mutant, int i) throws Exception;
    }

    /** Runs the mutations, saves any bug's bytes, asserts the outcome counts and that no bug was found. */
    private static void fuzz(String name, int mutations, List<Payload> payloads, Decode decode) {
        SplittableRandom random = new SplittableRandom(SEED + name.hashCode());
        Map<String, Integer> outcomes = new TreeMap<>();
        List<String> bugs = new ArrayList<>();
        for (int i = 0; i < mutations; i++) {
            Payload p = payloads.get(random.nextInt(payloads.size()));
            byte[] mutant = mutate(p.bytes, payloads.get(random.nextInt(payloads.size())).bytes, random);
            int n = i;
            String outcome = classify(() -> decode.run(p, mutant, n));
            if (outcome.equals("decoded") && Arrays.equals(mutant, p.bytes)) {
                outcome = "decoded (unchanged)";
            }
            if (outcome.startsWith("BUG")) {
                Path saved = save(name, p, i, mutant);
                if (bugs.size() < 10) {
                    bugs.add("mutation " + i + " of " + p.model.name() + "/" + p.input + " (saved as " + saved + "): "
                            + outcome);
                }
                outcome = "BUG";
            }
            outcomes.merge(outcome, 1, Integer::sum);
        }
        StringBuilder report = new StringBuilder("fuzz " + name + " (seed " + SEED + ", " + mutations + " mutations):\n");
        outcomes.forEach((k, v) -> report.append(String.format("  %6d  %s%n", v, k)));
        System.out.print(report);
        assertTrue(bugs.isEmpty(), name + ": the suite's code failed on mutated input (seed " + SEED + "):\n"
                + String.join("\n", bugs));
        assertEquals(mutations, outcomes.values().stream().mapToInt(Integer::intValue).sum(), "every mutation classified");
        int decoded = outcomes.entrySet().stream().filter(e -> e.getKey().startsWith("decoded"))
                .mapToInt(Map.Entry::getValue).sum();
        int refused = mutations - decoded;
        // both outcomes must be common: mutations that never decode (or are never refused) test nothing
        assertTrue(decoded >= mutations / 100 && refused >= mutations / 4, name + ": " + report);
    }

    private static Path save(String name, Payload p, int i, byte[] mutant) {
        try {
            Files.createDirectories(FAILURES);
            return Files.write(FAILURES.resolve(name + "-" + p.model.name() + "-" + p.input + "-seed" + SEED + "-" + i
                    + ".bin"), mutant);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static byte[] mutate(byte[] base, byte[] other, SplittableRandom r) {
        byte[] b = base.clone();
        int ops = 1 + r.nextInt(3);
        for (int k = 0; k < ops && b.length > 0; k++) {
            int at = r.nextInt(b.length);
            switch (r.nextInt(7)) {
                case 0 -> b[at] ^= (byte) (1 << r.nextInt(8));                                    // bit flip
                case 1 -> b[at] = r.nextBoolean() ? (byte) r.nextInt(256) : SYNTAX[r.nextInt(SYNTAX.length)]; // replace
                case 2 -> b = Arrays.copyOf(b, at);                                               // truncate
                case 3 -> {                                                                        // splice
                    int from = r.nextInt(other.length);
                    byte[] s = Arrays.copyOf(b, at + other.length - from);
                    System.arraycopy(other, from, s, at, other.length - from);
                    b = s;
                }
                case 4 -> {                                                                        // duplicate a slice
                    int len = 1 + r.nextInt(Math.min(64, b.length - at));
                    b = insert(b, r.nextInt(b.length + 1), Arrays.copyOfRange(b, at, at + len));
                }
                case 5 -> {                                                                        // insert random bytes
                    byte[] ins = new byte[1 + r.nextInt(8)];
                    for (int j = 0; j < ins.length; j++) {
                        ins[j] = r.nextBoolean() ? (byte) r.nextInt(256) : SYNTAX[r.nextInt(SYNTAX.length)];
                    }
                    b = insert(b, at, ins);
                }
                default -> {                                                                       // delete a slice
                    int len = 1 + r.nextInt(Math.min(16, b.length - at));
                    byte[] d = new byte[b.length - len];
                    System.arraycopy(b, 0, d, 0, at);
                    System.arraycopy(b, at + len, d, at, b.length - at - len);
                    b = d;
                }
            }
        }
        return b;
    }

    private static byte[] insert(byte[] b, int at, byte[] ins) {
        byte[] out = new byte[b.length + ins.length];
        System.arraycopy(b, 0, out, 0, at);
        System.arraycopy(ins, 0, out, at, ins.length);
        System.arraycopy(b, at, out, at + ins.length, b.length - at);
        return out;
    }
}
