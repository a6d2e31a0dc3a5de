package serbench.format.fastjson2;

import com.alibaba.fastjson2.JSONReader;
import com.alibaba.fastjson2.JSONWriter;

/**
 * fastjson2's contexts with {@code json-fastjson2}'s configuration, built by {@link Fastjson2Mapping} as the codec
 * builds its own (once per thread): its own reader and writer providers, its features, the model's enums registered,
 * the model's unknown-field policy and the nesting limit. For the plain fastjson2 calls that
 * {@code serbench.bench.PlainLibraryBench} times beside the codec; it sits with the benchmarks, in the mapping's
 * package, because the mapping's methods are the package's own.
 */
public final class ConfiguredFastjson2 {

    private ConfiguredFastjson2() {
    }

    /** A writer context on the format's writer provider and features. */
    public static JSONWriter.Context writeContext(Class<?> root) {
        Fastjson2Mapping.registerModel(root);
        return Fastjson2Mapping.writeContext();
    }

    /** A reader context on the format's reader provider and features, with the model's unknown-field policy. */
    public static JSONReader.Context readContext(Class<?> root) {
        Fastjson2Mapping.registerModel(root);
        return Fastjson2Mapping.readContext(root);
    }
}
