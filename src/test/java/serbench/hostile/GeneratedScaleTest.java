package serbench.hostile;

import com.google.protobuf.Empty;
import com.google.protobuf.Parser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import serbench.cli.PayloadFileCheck;
import serbench.cli.args.ExitCode;
import serbench.model.Model;
import serbench.model.Models;
import serbench.model.user.GeneratedModel;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Generated data at scale (issue 49, class 5): the sizes of {@code generated:seed=N:strings=N:lists=N:depth=N}, each
 * within its range, multiply (a message with nested lists holds lists^levels values), and ran for minutes into
 * gigabytes. The generator stops at a budget ({@link GeneratedModel#MAX_DRAWN}): an input past it is refused in one
 * line, in bounded time, before any fork and before any results directory is written (exit 2, as any wrong input
 * name); an input within it is data that fits.
 */
class GeneratedScaleTest {

    /** Seed of the generated data; fixed so a failure can be replayed. */
    static final long SEED = 49;

    /** The CPU time a check may take: generation stops at the budget, in well under a second. */
    private static final long CPU_BOUND_SECONDS = 5;

    /* One size each, as -p input= takes them (JMH splits a -p value at its commas), and all of them at once. */
    private static final String LISTS = "generated:lists=100000";
    private static final String NESTED = "generated:lists=1000";
    private static final String DEPTH = "generated:depth=12";
    private static final String DEEPEST = "generated:depth=32";
    private static final String STRINGS = "generated:strings=1048576";
    private static final String ALL = "generated:seed=" + SEED + ",strings=1048576,lists=100000,depth=32";

    private static final List<String> SCALES = List.of(LISTS, NESTED, DEPTH, DEEPEST, STRINGS, ALL);

    /**
     * The inputs of {@link #SCALES} each test model refuses; the others fit the budget. The test schema nests no list
     * within itself (an order's line replaces one line), so depth alone adds a chain, not a tree: {@link Tree} has
     * the nesting that multiplies with depth.
     */
    private static final Map<String, Set<String>> REFUSED = Map.of(
            "order", Set.of(LISTS, NESTED, STRINGS, ALL),
            "inventory", Set.of(ALL),
            "names", Set.of(STRINGS, ALL));

    @TempDir
    Path dir;

    @Test
    void inputsPastTheBudgetAreRefusedInOneLineAndTheOthersFit() {
        for (String name : List.of("order", "inventory", "names")) {
            Model<Object, com.google.protobuf.Message> model = Models.byName(name);
            for (String input : SCALES) {
                if (REFUSED.get(name).contains(input)) {
                    refused(model, input);
                } else {
                    Hostile.bounded(() -> {
                        long cpu = cpu(() -> model.checkInput(input));
                        cpu += cpu(() -> model.load(input));
                        assertTrue(cpu < CPU_BOUND_SECONDS, name + " " + input + ": check and load took " + cpu + " s");
                        return null;
                    });
                }
            }
        }
    }

    @Test
    void aMessageThatNestsAListOfItselfIsRefusedPastTheBudgetAtDepth() {
        Tree model = new Tree();
        for (String input : List.of("generated", "generated.large", "generated:seed=" + SEED + ",depth=6")) {
            model.checkInput(input);
        }
        for (String input : List.of(DEPTH, DEEPEST, "generated:seed=" + SEED + ",lists=10,depth=7", ALL)) {
            refused(model, input);
        }
    }

    @Test
    void theDefaultInputsFit() {
        for (String name : List.of("order", "inventory", "names")) {
            Model<Object, com.google.protobuf.Message> model = Models.byName(name);
            for (String input : model.inputs()) {
                model.checkInput(input);
            }
            model.checkInput("default");
        }
    }

    @Test
    void runRefusesBeforeAnyForkAndWritesNoResults() {
        Path results = dir.resolve("results");
        for (String input : List.of(LISTS, NESTED, STRINGS)) {
            String e = oneLine("run", "--profiles", "default", "--results-dir", results.toString(), "-p", "model=order",
                    "-p", "input=" + input, "SerializeBench");
            assertTrue(e.startsWith("serbench run: -p input=" + input + ": "), e);
            budget(e, input, "order");
        }
        String e = oneLine("run", "--profiles", "default", "--results-dir", results.toString(), "-p",
                "model=order,names", "-p", "input=" + STRINGS, "SerializeBench|DeserializeBench.readAll");
        budget(e, STRINGS, "order");
        assertFalse(Files.exists(results), "nothing written");
    }

    @Test
    @Timeout(value = 90, unit = TimeUnit.SECONDS)
    void thePlainJmhPathSizesAndTheAnswerRunRefuseIt() throws Exception {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Hostile.bounded(() -> PayloadFileCheck.checkJmhCommandLine(new String[]{"SerializeBench", "-p",
                "model=names", "-p", "input=" + STRINGS}, new PrintStream(err, true, StandardCharsets.UTF_8)));
        String jmh = err.toString(StandardCharsets.UTF_8);
        assertEquals(ExitCode.BAD_ARGUMENTS, code, jmh);
        assertEquals(1, jmh.lines().count(), jmh);
        budget(jmh, STRINGS, "names");

        budget(oneLine("sizes", "--model", "order", "--input", NESTED), NESTED, "order");
        budget(oneLine("sizes", "--model", "inventory", "--input", ALL), ALL, "inventory");

        // the answer run (the jar's main command) writes under results/ of its working directory: nothing there
        List<String> cmd = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                System.getProperty("java.class.path"), "serbench.cli.Main", "--model", "order", "--input", LISTS);
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(dir.toFile()).redirectOutput(ProcessBuilder.Redirect.DISCARD);
        pb.environment().remove("JAVA_TOOL_OPTIONS");
        Process p = pb.start();
        p.getOutputStream().close();
        String answer = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the answer run did not stop");
        assertEquals(ExitCode.BAD_ARGUMENTS, p.exitValue(), answer);
        assertFalse(answer.contains("\tat "), answer);
        budget(answer, LISTS, "order");
        assertFalse(Files.exists(dir.resolve("results")), "nothing written");
    }

    /** The model refuses the input with the budget's one line, within the CPU bound. */
    private static void refused(Model<?, ?> model, String input) {
        IllegalArgumentException e = Hostile.bounded(() -> {
            IllegalArgumentException[] thrown = new IllegalArgumentException[1];
            long cpu = cpu(() -> thrown[0] = assertThrows(IllegalArgumentException.class, () -> model.checkInput(input),
                    model.name() + " " + input));
            assertTrue(cpu < CPU_BOUND_SECONDS, model.name() + " " + input + ": the refusal took " + cpu + " s");
            return thrown[0];
        });
        budget(e.getMessage(), input, model.name());
        assertEquals(e.getMessage(), assertThrows(IllegalArgumentException.class, () -> model.load(input)).getMessage(),
                "load refuses it as checkInput does");
    }

    /** The budget's one line: the input, the model, the budget and what to lower. */
    private static void budget(String message, String input, String model) {
        assertEquals(1, message.lines().count(), message);
        Hostile.assertClear(message);
        String expected = "input '" + input + "' for model " + model + ": the data would exceed the budget of "
                + String.format(Locale.ROOT, "%,d", GeneratedModel.MAX_DRAWN)
                + " generated values and characters; lower lists, strings or depth";
        assertTrue(message.strip().endsWith(expected), message);
    }

    /** Exit 2 and one line, in bounded time (as every hostile command line). */
    private static String oneLine(String... args) {
        return CommandsTest.oneLine(ExitCode.BAD_ARGUMENTS, args);
    }

    /** This thread's CPU time for {@code work}, in whole seconds: a loaded machine does not make it flaky. */
    private static long cpu(Runnable work) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long start = threads.getCurrentThreadCpuTime();
        work.run();
        return (threads.getCurrentThreadCpuTime() - start) / 1_000_000_000L;
    }

    /**
     * A model of {@code message Tree { string label = 1; repeated Tree children = 2; }}, its generation as
     * {@code src/build/ModelGenerator.java} writes it: a message that holds a list of itself, as OpenTelemetry's
     * {@code AnyValue} does through {@code ArrayValue}, has lists^depth nodes. Only generation is used.
     */
    static final class Tree extends GeneratedModel<Tree.Node, Empty> {

        record Node(String label, List<Node> children) {
        }

        Tree() {
            super("tree", Node.class, "test.Tree", "", List.of("tree.proto"));
        }

        @Override
        protected Node generate(Generator g) {
            return gen(g, 0);
        }

        static Node gen(Generator g, int depth) {
            String f1 = g.string();
            List<Node> f2 = new ArrayList<>();
            for (int i = 0, n = g.listLength(depth); i < n; i++) {
                Node e = g.deeper(depth + 1) ? gen(g, depth + 1) : null;
                if (e != null) {
                    f2.add(e);
                }
            }
            return new Node(f1, f2);
        }

        @Override
        public Parser<Empty> parser() {
            return Empty.parser();
        }

        @Override
        public Node copy(Node source) {
            throw new UnsupportedOperationException();
        }

        @Override
        public Empty toProto(Node source) {
            throw new UnsupportedOperationException();
        }

        @Override
        public Node fromProto(Empty message) {
            throw new UnsupportedOperationException();
        }

        @Override
        public long digest(Node value) {
            throw new UnsupportedOperationException();
        }

        @Override
        public long digestProto(Empty message) {
            throw new UnsupportedOperationException();
        }
    }
}
