package serbench.model.user;

import com.google.protobuf.ByteString;
import com.google.protobuf.Message;
import serbench.io.Excerpt;
import serbench.model.Digest;
import serbench.model.Model;

import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What every model generated from a user's {@code .proto} shares ({@code src/build/ModelGenerator.java} writes the
 * rest): its inputs, generated from the schema by a seeded {@link Generator}, and the digest of bytes. The inputs:
 * {@code generated} (seed 1, strings of 12 characters, 3 elements per list or map, a message that contains itself
 * nested at most 4 levels), {@code generated.large} (strings of 48, lists of 6, 3 levels) and any other sizes as
 * {@code generated:seed=7:strings=20:lists=5:depth=3} (':' between the sizes, since JMH splits a parameter's values
 * at commas; ',' is read too, where no JMH parameter carries the name): the input's name is the benchmark's
 * {@code input} parameter,
 * so a result file says which data it measured. Data that would exceed {@link #MAX_DRAWN} is refused, checked before
 * any fork. A payload of one's own is {@code file:PATH}, as for every model.
 */
public abstract class GeneratedModel<T, M extends Message> extends Model<T, M> {

    /** Folded where a field with presence is absent, and before a present one's value. */
    protected static final long ABSENT = 0x9E3779B9L;
    protected static final long PRESENT = 0x7F4A7C15L;

    /**
     * The most that generated data may draw: each value (a number, a string, an enum constant, an instant, a message)
     * and each list or map element counts one, each character of a string (or byte of a bytes field) one more. Sizes
     * each in range can still multiply (nested lists hold lists^levels values), so generation stops past this budget
     * and the input is refused. 4,000,000 keeps the largest accepted value to tens of MB in memory and its generation
     * well under a second, while a default input draws far less ({@code GeneratedModelTest}).
     */
    public static final long MAX_DRAWN = 4_000_000;

    private final String message;
    private final String schemaSha256;
    private final List<String> schemaFiles;

    /**
     * A model of {@code message}, generated from a schema of {@code schemaFiles} whose descriptor set (imports
     * included) has the SHA-256 {@code schemaSha256}.
     */
    protected GeneratedModel(String name, Class<T> javaType, String message, String schemaSha256,
                             List<String> schemaFiles) {
        super(name, javaType);
        this.message = message;
        this.schemaSha256 = schemaSha256;
        this.schemaFiles = List.copyOf(schemaFiles);
    }

    /** The message's full name in its schema. */
    public String message() {
        return message;
    }

    /** The SHA-256 of the descriptor set this model was generated from: which schema a run measured. */
    public String schemaSha256() {
        return schemaSha256;
    }

    /** The schema's {@code .proto} files (its imports of protobuf's well-known types aside). */
    public List<String> schemaFiles() {
        return schemaFiles;
    }

    @Override
    public List<String> inputs() {
        return List.of("generated", "generated.large");
    }

    @Override
    public String defaultInput() {
        return "generated";
    }

    @Override
    public T load(String input) {
        Generator g = new Generator(Sizes.of(resolveInput(input), this));
        try {
            return generate(g);
        } catch (OverBudget e) {
            throw overBudget(input);
        }
    }

    /**
     * Refuses an input whose sizes are out of range or whose data would exceed the budget ({@link #MAX_DRAWN}), before
     * any fork: it generates the data once, which costs at most the budget, since generation stops there. An input that
     * fits is remembered, as a command checks it once per benchmark.
     */
    @Override
    public void checkInput(String input) {
        String key = getClass().getName() + " " + resolveInput(input);
        if (!FITS.contains(key)) {
            load(input);
            FITS.add(key);
        }
    }

    /** The inputs {@link #checkInput} found within the budget, by model class and input. */
    private static final Set<String> FITS = ConcurrentHashMap.newKeySet();

    /** The refusal of an input whose data would exceed the budget: one line, exit 2 at the command line. */
    private IllegalArgumentException overBudget(String input) {
        return new IllegalArgumentException("input '" + Excerpt.of(input) + "' for model " + name()
                + ": the data would exceed the budget of " + String.format(Locale.ROOT, "%,d", MAX_DRAWN)
                + " generated values and characters; lower lists, strings or depth");
    }

    @Override
    protected String inputsHelp() {
        return "default (generated), generated, generated.large, generated:seed=N:strings=N:lists=N:depth=N, or file:PATH";
    }

    /** A value of the root message, every field drawn from {@code g}. */
    protected abstract T generate(Generator g);

    protected static void digestBytes(Digest d, byte[] bytes) {
        d.add(bytes.length);
        for (int i = 0; i < bytes.length; i++) {
            d.add(bytes[i]);
        }
    }

    protected static void digestBytes(Digest d, ByteString bytes) {
        d.add(bytes.size());
        for (int i = 0; i < bytes.size(); i++) {
            d.add(bytes.byteAt(i));
        }
    }

    /** The sizes of generated data: its seed, string length, list and map length, and message depth. */
    record Sizes(long seed, int strings, int lists, int depth) {

        static Sizes of(String input, GeneratedModel<?, ?> model) {
            if (input.equals("generated")) {
                return new Sizes(1, 12, 3, 4);
            }
            if (input.equals("generated.large")) {
                return new Sizes(1, 48, 6, 3);
            }
            if (!input.startsWith("generated:")) {
                throw model.unknownInput(input);
            }
            long seed = 1;
            int strings = 12;
            int lists = 3;
            int depth = 4;
            for (String part : input.substring("generated:".length()).split("[:,]")) {
                String[] kv = part.split("=", 2);
                try {
                    long v = Long.parseLong(kv.length == 2 ? kv[1].trim() : "");
                    switch (kv[0].trim()) {
                        case "seed" -> seed = v;
                        case "strings" -> strings = (int) bounded(v, 0, 1 << 20);
                        case "lists" -> lists = (int) bounded(v, 0, 100_000);
                        case "depth" -> depth = (int) bounded(v, 1, 32);
                        default -> throw new NumberFormatException();
                    }
                } catch (NumberFormatException e) {
                    throw model.unknownInput(input);
                }
            }
            return new Sizes(seed, strings, lists, depth);
        }

        private static long bounded(long v, long min, long max) {
            if (v < min || v > max) {
                throw new NumberFormatException();
            }
            return v;
        }
    }

    /**
     * Draws the values of generated data, from one seed, in the order of the schema's fields: the same schema and
     * input give the same value on every machine. Numbers are drawn uniformly from ranges typical of ids, counts and
     * amounts (32-bit: -1,000 to 1,000,000; 64-bit: -1,000,000 to 10^12; unsigned from 0), strings from ASCII letters,
     * digits and spaces, instants between 1970 and 2100 to the millisecond.
     */
    public static final class Generator {
        private static final String ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ";
        private final SplittableRandom random;
        private final Sizes sizes;
        private long drawn;

        Generator(Sizes sizes) {
            this.sizes = sizes;
            this.random = new SplittableRandom(sizes.seed());
        }

        /** Counts {@code n} more drawn values or characters against {@link #MAX_DRAWN}; past it, stops generation. */
        private void draw(long n) {
            drawn += n;
            if (drawn > MAX_DRAWN) {
                throw new OverBudget();
            }
        }

        /** How much this generator has drawn so far (against {@link #MAX_DRAWN}). */
        long drawn() {
            return drawn;
        }

        public int int32() {
            draw(1);
            return random.nextInt(-1_000, 1_000_001);
        }

        public long int64() {
            draw(1);
            return random.nextLong(-1_000_000L, 1_000_000_000_001L);
        }

        public long uint32() {
            draw(1);
            return random.nextLong(0, 1_000_001);
        }

        public BigInteger uint64() {
            draw(1);
            return BigInteger.valueOf(random.nextLong(0, 1_000_000_000_001L));
        }

        public float float32() {
            draw(1);
            return (float) (random.nextInt(0, 10_000_000) / 100.0);
        }

        public double float64() {
            draw(1);
            return random.nextInt(0, 100_000_000) / 100.0;
        }

        public boolean bool() {
            draw(1);
            return random.nextBoolean();
        }

        public String string() {
            draw(1 + (long) sizes.strings());
            char[] c = new char[sizes.strings()];
            for (int i = 0; i < c.length; i++) {
                c[i] = ALPHABET.charAt(random.nextInt(ALPHABET.length()));
            }
            return new String(c);
        }

        public byte[] bytes() {
            draw(1 + (long) sizes.strings());
            byte[] b = new byte[sizes.strings()];
            random.nextBytes(b);
            return b;
        }

        /** One of {@code n} choices (an enum constant, a oneof member). */
        public int choose(int n) {
            draw(1);
            return random.nextInt(n);
        }

        /** The length of a list or map at this depth; its elements are counted here, before any is drawn. */
        public int listLength(int depth) {
            draw(sizes.lists());
            return sizes.lists();
        }

        /**
         * Whether a message at this level of recursion is generated (so recursive data ends); a generated one counts
         * as a value.
         */
        public boolean deeper(int depth) {
            if (depth >= sizes.depth()) {
                return false;
            }
            draw(1);
            return true;
        }

        /** The {@code i}th key of a map with string keys. */
        public String key(int i) {
            String key = "key" + i;
            draw(key.length());
            return key;
        }

        public Instant instant() {
            draw(1);
            return Instant.ofEpochMilli(random.nextLong(0, 4_102_444_800_000L));
        }

        public Duration duration() {
            draw(1);
            return Duration.ofMillis(random.nextLong(0, 30L * 24 * 3600 * 1000));
        }
    }

    /** Generation stopped at the budget: thrown through the generated code, caught in {@link #load}. */
    private static final class OverBudget extends RuntimeException {
        OverBudget() {
            super(null, null, false, false);
        }
    }
}
