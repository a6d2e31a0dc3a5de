package serbench.format.streaming;

import java.util.Map;

/**
 * The hand-written streaming JSON of each model, by model name: the registry {@code json-streaming} reads. A model
 * without an entry here cannot be used in {@code json-streaming}, which the round-trip tests report by name.
 */
final class StreamingModels {

    private static final Map<String, ModelJson<?>> BY_MODEL = Map.of(
            "mediacontent", new MediaContentJson(),
            "finditems", new FindItemsJson(),
            "counters", new CountersJson(),
            "document", new DocumentJson());

    private StreamingModels() {
    }

    /** The model's streaming JSON; {@link IllegalArgumentException} saying what to add when it has none. */
    @SuppressWarnings("unchecked")
    static ModelJson<Object> byModel(String model) {
        ModelJson<?> json = BY_MODEL.get(model);
        if (json == null) {
            throw new IllegalArgumentException("json-streaming has no reader and writer for model '" + model
                    + "': add a ModelJson class in serbench.format.streaming and register it in StreamingModels");
        }
        return (ModelJson<Object>) json;
    }
}
