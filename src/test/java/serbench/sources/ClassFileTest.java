package serbench.sources;

import serbench.results.Metric;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ClassFileTest {

    /** A class with Long and Double constants (two pool slots each), a nested class, strings and a signature. */
    static final class Sample {
        static final long BIG = System.nanoTime() > 0 ? 1L << 40 : 0; // Long entries
        static final double HALF = Math.random() > 2 ? 0.5 : 1.5; // Double entries
        final java.util.List<serbench.results.Metric> metrics = java.util.List.of();
        final String name = "serbench.stats.Statistics";

        long mix(long v) {
            return v * 1234567890123L + (long) (HALF * 2.25) + BIG;
        }
    }

    private static byte[] bytes(Class<?> c) throws IOException {
        try (InputStream in = c.getResourceAsStream(c.getSimpleName() + ".class")) {
            return in.readAllBytes();
        }
    }

    private static byte[] bytes(String resource) throws IOException {
        try (InputStream in = ClassFileTest.class.getClassLoader().getResourceAsStream(resource)) {
            return in.readAllBytes();
        }
    }

    @Test
    void readsNameSourceFileAndEveryUtf8EntryOfARealClass() throws IOException {
        ClassFile c = ClassFile.read(bytes("serbench/sources/ClassFileTest$Sample.class"));
        assertEquals("serbench/sources/ClassFileTest$Sample", c.name());
        assertEquals("ClassFileTest.java", c.sourceFile());
        assertTrue(c.utf8().contains("serbench.stats.Statistics"), "a string constant: " + c.utf8());
        assertTrue(c.utf8().contains("Ljava/util/List<Lserbench/results/Metric;>;"), "a signature: " + c.utf8());
        assertTrue(c.utf8().contains("serbench/sources/ClassFileTest"), "the outer class: " + c.utf8());
        assertTrue(c.utf8().contains("mix") && c.utf8().contains("(J)J"), "a method and its descriptor: " + c.utf8());

        ClassFile bench = ClassFile.read(bytes("serbench/bench/SerializeBench.class"));
        assertEquals("serbench/bench/SerializeBench", bench.name());
        assertEquals("SerializeBench.java", bench.sourceFile());
        assertTrue(bench.utf8().contains("(Lserbench/bench/FormatState;)[B"), bench.utf8().toString());
    }

    @Test
    void aFileThatIsNotAClassIsRefused() throws IOException {
        assertThrows(IOException.class, () -> ClassFile.read("not a class".getBytes()));
        byte[] real = bytes(ClassFileTest.class);
        assertThrows(IOException.class, () -> ClassFile.read(Arrays.copyOf(real, real.length / 2)), "truncated");
    }
}
