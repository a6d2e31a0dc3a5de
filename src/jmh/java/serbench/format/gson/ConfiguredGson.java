package serbench.format.gson;

import com.google.gson.Gson;

/**
 * The Gson instance {@code json-gson} reads and writes with ({@link GsonMapping}), for the plain Gson calls that
 * {@code serbench.bench.PlainLibraryBench} times beside the codec. It sits with the benchmarks, in the mapping's
 * package, so that the codec's sources, and with them the recorded runs that measured the codec, stay as they are.
 */
public final class ConfiguredGson {

    private ConfiguredGson() {
    }

    /** The codec's own Gson instance. */
    public static Gson gson() {
        return GsonMapping.gson();
    }
}
