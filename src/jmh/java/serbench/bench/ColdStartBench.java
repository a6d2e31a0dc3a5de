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
import serbench.format.Codec;
import serbench.format.Formats;
import serbench.model.Model;
import serbench.model.Models;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;

/**
 * Cold start: what a short-lived process (a CLI, a function, the first request after a deploy) pays to read one
 * payload, one shot per fresh JVM. The timed region starts from nothing but the bytes: it looks the format up,
 * builds the codec (for Jackson: the mapper's first use and its reader, which builds the deserializers; for
 * protobuf: loading and initialising the generated classes and their descriptors), decodes, and reads every field.
 *
 * <p>The bytes must be made without warming any of that, so setup writes them in a separate class loader (its
 * own copy of the suite, Jackson and protobuf classes) and keeps only the {@code byte[]}; this class loader has
 * loaded none of the reading code when the shot starts. JDK classes are shared (the JVM starts with them and
 * every process pays for them alike). The forks are the samples: at least 10 for a stable median.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(10)
@Warmup(iterations = 0)
@Measurement(iterations = 1)
public class ColdStartBench {

    @Param({"mediacontent", "finditems"})
    public String model;

    @Param({"protobuf", "json", "xml"})
    public String format;

    private byte[] bytes;

    @Setup
    public void setup() throws Exception {
        bytes = bytesFromAnotherClassLoader(model, format);
    }

    /** Format lookup, codec construction, first decode, read of every field. */
    @Benchmark
    public long firstReadAll() {
        Model<Object, com.google.protobuf.Message> m = Models.byName(model);
        Codec codec = Formats.byName(format).codec(m);
        return codec.digest(codec.read(bytes));
    }

    /** The standard input's bytes, written by a copy of the suite in its own class loader. */
    static byte[] bytesFromAnotherClassLoader(String model, String format) throws Exception {
        URL[] classPath = Arrays.stream(System.getProperty("java.class.path").split(java.io.File.pathSeparator))
                .map(p -> {
                    try {
                        return Path.of(p).toUri().toURL();
                    } catch (java.net.MalformedURLException e) {
                        throw new IllegalStateException(e);
                    }
                })
                .toArray(URL[]::new);
        try (URLClassLoader isolated = new URLClassLoader(classPath, ClassLoader.getPlatformClassLoader())) {
            Class<?> payload = Class.forName("serbench.format.Payload", true, isolated);
            Object p = payload.getMethod("of", String.class, String.class, String.class)
                    .invoke(null, model, "default", format);
            return (byte[]) payload.getField("bytes").get(p);
        }
    }
}
