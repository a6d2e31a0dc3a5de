package serbench.hostile;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import serbench.format.Payload;
import serbench.format.PayloadException;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Deterministic mutation fuzzing of each format's codec over valid payloads of the models (mediacontent media.1 and
 * media.2, finditems 1 item, counters 10; the large document is left out to keep this fast). Each mutation applies
 * one to three of: bit flip, byte replacement, truncation, splicing two payloads, duplicating a slice, inserting
 * random bytes, deleting a slice. The only allowed outcomes are a decode or a
 * {@link PayloadException}: never a hang, an {@link OutOfMemoryError}, a {@link StackOverflowError} or any other
 * exception. The seed is fixed ({@link #SEED}), so a failure reproduces; its mutation number is in the message.
 */
class FuzzTest {

    /** The fixed seed: 20240917. Each format's generator is seeded with SEED + the format's name hash. */
    static final long SEED = 20240917L;
    /** Mutations per format. */
    static final int MUTATIONS = 3000;
    /** For all the mutations of one format. */
    static final Duration BOUND = Duration.ofSeconds(20);

    static final String[][] INPUTS = {{"mediacontent", "media.1"}, {"mediacontent", "media.2"}, {"finditems", "1"},
            {"counters", "10"}};

    /** Bytes that mean something to a parser of each text format, tried as replacements and insertions. */
    static final byte[] SYNTAX = "<>/=\"'&;![]?{}:,-+.eE0123456789\\ntfu\u0000 \n".getBytes(StandardCharsets.ISO_8859_1);

    @ParameterizedTest
    @ValueSource(strings = {"protobuf", "json", "xml"})
    void mutatedPayloadsDecodeOrAreRefused(String format) {
        List<Payload> payloads = new ArrayList<>();
        for (String[] in : INPUTS) {
            payloads.add(Payload.of(in[0], in[1], format));
        }
        SplittableRandom random = new SplittableRandom(SEED + format.hashCode());
        Map<String, Integer> outcomes = new TreeMap<>();
        List<String> escaped = new ArrayList<>();
        int[] classified = {0};
        assertTimeoutPreemptively(BOUND, () -> {
            for (int i = 0; i < MUTATIONS; i++) {
                Payload p = payloads.get(random.nextInt(payloads.size()));
                byte[] mutant = mutate(p.bytes, payloads.get(random.nextInt(payloads.size())).bytes, random);
                String outcome;
                try {
                    Object decoded = i % 4 == 3 ? p.codec.read(new ByteArrayInputStream(mutant)) : p.codec.read(mutant);
                    outcome = Arrays.equals(mutant, p.bytes) ? "decoded (unchanged)" : "decoded";
                    p.digest(decoded); // a decoded value is complete: reading every field works
                } catch (PayloadException e) {
                    assertTrue(e.getMessage().startsWith(format + ": cannot decode " + p.model.name() + " payload: "),
                            e.getMessage());
                    outcome = "refused: " + reason(e);
                } catch (Throwable t) { // OutOfMemoryError and StackOverflowError included: recorded, then failed
                    outcome = "ESCAPED: " + t.getClass().getName();
                    if (escaped.size() < 10) {
                        escaped.add("mutation " + i + " of " + p.model.name() + "/" + p.input + ": " + t
                                + " at " + (t.getStackTrace().length > 0 ? t.getStackTrace()[0] : "?"));
                    }
                }
                outcomes.merge(outcome, 1, Integer::sum);
                classified[0]++;
            }
        }, format + ": " + MUTATIONS + " mutations took longer than " + BOUND + " (a hang?)");
        StringBuilder report = new StringBuilder("fuzz " + format + " (seed " + SEED + ", " + MUTATIONS + " mutations):\n");
        outcomes.forEach((k, v) -> report.append(String.format("  %6d  %s%n", v, k)));
        System.out.print(report);
        assertEquals(MUTATIONS, classified[0]);
        assertEquals(MUTATIONS, outcomes.values().stream().mapToInt(Integer::intValue).sum(), "every mutation classified");
        assertTrue(escaped.isEmpty(), format + ": exceptions escaped the codec:\n" + String.join("\n", escaped));
    }

    /** What the refusal was, coarsely: the innermost cause's class (the parser's own exception type). */
    static String reason(PayloadException e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        return t == e ? "(the codec's own check)" : t.getClass().getSimpleName();
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
