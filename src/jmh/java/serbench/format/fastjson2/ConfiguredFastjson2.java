package serbench.format.fastjson2;

import com.alibaba.fastjson2.JSONReader;
import com.alibaba.fastjson2.JSONWriter;
import serbench.format.JsonProperties;
import serbench.format.jackson.Jackson;

/**
 * fastjson2's contexts with {@code json-fastjson2}'s configuration ({@link Fastjson2Mapping}: its own reader and writer
 * providers, its features, the model's enums registered), set up as {@link Fastjson2Format}'s codec sets up the one
 * it makes per call: the model's unknown-field policy (refused, or skipped without recursion) and the nesting limit.
 * For the plain fastjson2 calls that {@code serbench.bench.PlainLibraryBench} times beside the codec. It sits with the
 * benchmarks, in the mapping's package, so that the codec's sources, and with them the recorded runs that measured
 * the codec, stay as they are.
 */
public final class ConfiguredFastjson2 {

    private ConfiguredFastjson2() {
    }

    /** A writer context on the format's writer provider and features. */
    public static JSONWriter.Context writeContext(Class<?> root) {
        Fastjson2Mapping.registerModel(root);
        return new JSONWriter.Context(Fastjson2Mapping.writers(), Fastjson2Mapping.WRITE);
    }

    /** A reader context on the format's reader provider and features, with the model's unknown-field policy. */
    public static JSONReader.Context readContext(Class<?> root) {
        Fastjson2Mapping.registerModel(root);
        JSONReader.Context c = new JSONReader.Context(Fastjson2Mapping.readers(), Fastjson2Mapping.READ);
        if (JsonProperties.modelIgnoresUnknown(root)) {
            c.setExtraProcessor(Fastjson2Mapping.SKIP_UNKNOWN);
        } else {
            c.config(JSONReader.Feature.ErrorOnUnknownProperties);
        }
        c.setMaxLevel(Jackson.MAX_NESTING_DEPTH);
        return c;
    }
}
