package serbench.format.dsljson;

import com.dslplatform.json.DslJson;

/**
 * The DslJson {@code json-dsljson} reads and writes a model with ({@link DslJsonMapping}), for the plain DSL-JSON
 * calls that {@code serbench.bench.PlainLibraryBench} times beside the codec. It sits with the benchmarks, in the
 * mapping's package, so that the codec's sources, and with them the recorded runs that measured the codec, stay as
 * they are.
 */
public final class ConfiguredDslJson {

    private ConfiguredDslJson() {
    }

    /** The codec's own DslJson for the model rooted at {@code root}: its converters registered. */
    public static DslJson<Object> forModel(Class<?> root) {
        return DslJsonMapping.forModel(root);
    }
}
