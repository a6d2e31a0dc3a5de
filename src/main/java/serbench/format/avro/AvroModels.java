package serbench.format.avro;

import org.apache.avro.specific.SpecificRecord;

/**
 * The Avro form of each model, by model name: what the {@code avro} format converts and digests with. Looking one up
 * builds that model's conversions only. A model without one cannot be used in {@code avro}, which the round-trip
 * tests report by name.
 */
final class AvroModels {

    private AvroModels() {
    }

    /** The model's Avro form; {@link IllegalArgumentException} saying what to add when it has none. */
    @SuppressWarnings("unchecked")
    static AvroModel<Object, SpecificRecord> byModel(String model) {
        AvroModel<?, ?> avro = switch (model) {
            case "mediacontent" -> new MediaContentAvro();
            case "finditems" -> new FindItemsAvro();
            case "counters" -> new CountersAvro();
            case "document" -> new DocumentAvro();
            default -> throw new IllegalArgumentException("avro has no schema for model '" + model
                    + "': add an .avdl in src/main/avro and an AvroModel class in serbench.format.avro, registered in"
                    + " AvroModels");
        };
        return (AvroModel<Object, SpecificRecord>) avro;
    }
}
